import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config.js';
import { operations } from '../src/ops/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README stays true', () => {
  it('lists exactly the registered operations, in registry order', () => {
    const section = readme.slice(readme.indexOf('<!-- operations:start'), readme.indexOf('<!-- operations:end'));
    const listed = [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(operations.map((op) => op.id));
  });

  it('documents every configuration variable', () => {
    expect(CONFIG_VARIABLES).toHaveLength(17);
    for (const name of CONFIG_VARIABLES) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('shows the two-command quick start and the test command', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/core/categories.js';
import { execute } from '../src/core/execute.js';
import { operationSchemas } from '../src/core/json-schema.js';
import { operations } from '../src/ops/index.js';
import { registry as lazy } from '../src/ops/registry.js';
import { ENTRY_FIELDS } from '../src/core/registry.js';
import { ENTRIES_FILE, renderEntries } from '../scripts/ops-entries.js';
import { testContext } from './support/run-op.js';

const opsDir = join(import.meta.dirname, '..', 'src', 'ops');

describe('operation registry', () => {
  it('ids, folders and registry agree', () => {
    const folders = readdirSync(opsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(operations.map((op) => op.id).sort()).toEqual(folders.sort());
    for (const op of operations) {
      expect(op.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(existsSync(join(opsDir, op.id, `${op.id}.op.ts`))).toBe(true);
      expect(existsSync(join(opsDir, op.id, `${op.id}.test.ts`))).toBe(true);
    }
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
  });

  it('every operation is documented and categorised', () => {
    for (const op of operations) {
      expect(op.title.length).toBeGreaterThan(0);
      expect(op.summary).toMatch(/\.$/);
      expect(op.description.length).toBeGreaterThan(20);
      expect(Object.keys(categories)).toContain(op.category);
      expect(op.examples.length).toBeGreaterThan(0);
      // Every parameter is described, so the reference and MCP clients can explain it.
      const properties = (operationSchemas(op).input.properties ?? {}) as Record<string, { description?: string }>;
      for (const [name, property] of Object.entries(properties)) expect(property.description, `${op.id}.${name}`).toBeTruthy();
    }
  });

  for (const op of operations) {
    it(`${op.id}: every example runs and returns its documented output`, async () => {
      for (const example of op.examples) {
        const outcome = await execute(op, example.input, testContext());
        expect(outcome, example.title).toMatchObject({ ok: true });
        if (!outcome.ok) continue;
        // The result honours the published output schema.
        expect(op.output.safeParse(outcome.value).success, `${example.title}: output schema`).toBe(true);
        if (op.random || op.contentBacked) expect(example.output, 'random and content-backed operations carry no fixed output').toBeUndefined();
        else expect(outcome.value, example.title).toEqual(example.output);
      }
    });
  }
});

describe('the lazy registry (src/ops/entries.ts)', () => {
  it('is what scripts/ops-entries.ts writes from the definitions now', () => {
    // On failure: npx tsx scripts/ops-entries.ts
    expect(readFileSync(ENTRIES_FILE, 'utf8')).toBe(renderEntries(operations));
  });

  it("each entry loads its own definition, whose light fields are the entry's", async () => {
    expect(lazy.entries.map((entry) => entry.id)).toEqual(operations.map((op) => op.id));
    for (const op of operations) {
      const loaded = await lazy.load(op.id);
      expect(loaded).toBe(op);
      expect(lazy.entry(op.id)).toEqual(Object.fromEntries(ENTRY_FIELDS.filter((field) => op[field] !== undefined).map((field) => [field, op[field]])));
    }
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { renderOperationsDoc } from '../scripts/docs-operations.js';
import { buildToolsets } from '../src/adapters/mcp/toolsets.js';
import { CONFIG_VARIABLES } from '../src/config.js';
import { operations } from '../src/ops/index.js';

/**
 * The README is the front door and docs/ holds the rest: what they say about the code is checked against it, and
 * every link between them resolves. The README's curl calls are checked in readme-curls.test.ts.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const readme = read('README.md');
const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);

describe('README stays a front door', () => {
  it('is at most 12 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_288);
  });

  it('shows the two-command quick start and the test command', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('names every MCP toolset there is', () => {
    const line = /\*\*Fewer tools:\*\*[\s\S]*?picks tools by name/.exec(readme)?.[0] ?? '';
    const named = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort();
    expect(named).toEqual(buildToolsets(operations).map((t) => t.name).sort());
  });

  it('counts the calculators there are', () => {
    const stated = /(\d+) money calculators/.exec(readme);
    expect(Number(stated?.[1])).toBe(operations.filter((op) => op.kind === 'calculator').length);
  });
});

describe('docs/ stays true', () => {
  it('docs/operations.md is what scripts/docs-operations.ts writes from the definitions now', () => {
    // On failure: npx tsx scripts/docs-operations.ts
    expect(read('docs/operations.md')).toBe(renderOperationsDoc(operations));
  });

  it('docs/operations.md lists exactly the registered operations, in registry order', () => {
    const page = read('docs/operations.md');
    const section = page.slice(page.indexOf('<!-- operations:start'), page.indexOf('<!-- operations:end'));
    const listed = [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(operations.map((op) => op.id));
  });

  it('docs/configuration.md documents every configuration variable', () => {
    const page = read('docs/configuration.md');
    expect(CONFIG_VARIABLES).toHaveLength(17);
    for (const name of CONFIG_VARIABLES) expect(page).toContain(`| \`${name}\` |`);
  });

  it('docs/README.md links every page of docs/', () => {
    const linked = new Set(links('docs/README.md').map((l) => l.file));
    expect(docs.filter((page) => page !== 'docs/README.md' && !linked.has(page))).toEqual([]);
  });

  it.each(['README.md', ...docs])('every relative link in %s points at a file that exists, and at a heading it has', (page) => {
    const broken = links(page)
      .filter((l) => !existsSync(join(ROOT, l.file)) || (l.anchor !== undefined && !anchors(l.file).has(l.anchor)))
      .map((l) => l.target);
    expect(broken).toEqual([]);
  });
});

const markdown = new MarkdownIt({ html: true });

interface Link {
  target: string;
  /** The file it points at, from the repository's root. */
  file: string;
  anchor: string | undefined;
}

/** The page's relative links and images (outside code), resolved against the page's folder. */
function links(page: string): Link[] {
  const found: Link[] = [];
  for (const token of inline(markdown.parse(read(page), {}))) {
    const attr = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
    const target = attr === null ? '' : String(attr);
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const file = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), decodeURI(path)));
    found.push({ target, file, anchor: anchor === undefined ? undefined : decodeURIComponent(anchor) });
  }
  return found;
}

/** The anchors GitHub gives a Markdown file's headings (lowercase, punctuation dropped, spaces to hyphens, -1 for repeats). */
function anchors(file: string): Set<string> {
  if (!file.endsWith('.md') || statSync(join(ROOT, file)).isDirectory()) return new Set();
  const tokens = markdown.parse(read(file), {});
  const seen = new Map<string, number>();
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const text = (tokens[i + 1]?.children ?? []).map((t) => t.content).join('');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  });
  return out;
}

function inline(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => (t.children ? [t, ...inline(t.children)] : [t]));
}

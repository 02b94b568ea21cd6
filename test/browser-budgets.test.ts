import { beforeAll, describe, expect, it } from 'vitest';
import { buildBrowserBundles, type BrowserBundles } from '../scripts/browser-bundles.mjs';
import { compress } from '../src/adapters/http/compress.js';
import { operations } from '../src/ops/index.js';

/**
 * The script budget of the tool pages (docs/site.md, "Budgets"), in Brotli-compressed bytes as the server sends them
 * (its own `compress`, quality 5):
 * - a page's own module (its operation: run, rules, page words) at most 100 KB (slugify's transliteration table of
 *   all of Unicode, any-ascii's 200 KB, is a chunk of its own that a slug beyond Latin, Greek and Cyrillic loads);
 * - the runtime every tool page shares, with everything it imports (zod, qs, d3's scales, the renderer), at most
 *   90 KB, fetched once and cached for every other page;
 * - the Web Worker's own entry at most 2 KB (it imports the shared chunks), the site's script at most 5 KB.
 */
const OWN_MODULE_BUDGET = 100_000;
const SHARED_BUDGET = 90_000;
const WORKER_BUDGET = 2_000;
const SITE_BUDGET = 5_000;
/** The search on the device (MiniSearch, the index code, the results' renderer), loaded on the first use of a search box. */
const SEARCH_BUDGET = 12_000;

const tools = operations.filter((op) => op.kind === 'calculator' || op.kind === 'utility');

let bundles: BrowserBundles;
const brotli = (url: string) => compress(bundles.assets.get(url)!, 'br').byteLength;

beforeAll(async () => {
  bundles = await buildBrowserBundles();
});

describe('the browser code of the tool pages', () => {
  it('has one module per calculator and utility, and only for them', () => {
    const modules = Object.keys(bundles.entries).filter((name) => name.startsWith('op-')).sort();
    expect(modules).toEqual(tools.map((op) => `op-${op.id}`).sort());
  });

  it('keeps each page’s own module, the shared runtime, the worker and the site script within budget', () => {
    const over: string[] = [];
    for (const op of tools) {
      const bytes = brotli(bundles.entries[`op-${op.id}`]!);
      if (bytes > OWN_MODULE_BUDGET) over.push(`${op.id}: ${bytes} > ${OWN_MODULE_BUDGET}`);
    }
    expect(over).toEqual([]);
    const tool = bundles.entries.tool!;
    const shared = brotli(tool) + bundles.imports[tool]!.reduce((sum, url) => sum + brotli(url), 0);
    expect(shared).toBeLessThanOrEqual(SHARED_BUDGET);
    expect(brotli(bundles.entries['page-worker']!)).toBeLessThanOrEqual(WORKER_BUDGET);
    expect(brotli(bundles.entries.site!)).toBeLessThanOrEqual(SITE_BUDGET);
    expect(brotli(bundles.entries.search!)).toBeLessThanOrEqual(SEARCH_BUDGET);
  });

  it('carries no documentation: no description, agent text or example title reaches a page’s module', () => {
    const leaks: string[] = [];
    for (const op of tools) {
      const url = bundles.entries[`op-${op.id}`]!;
      const text = [url, ...bundles.imports[url]!].map((u) => bundles.assets.get(u)!).join('\n');
      // A long stretch of each text: short ones could also be the words of a result.
      const marks = [op.description, op.agentDescription, ...op.examples.map((e) => e.title)].map((t) => t.slice(0, 60)).filter((t) => t.length >= 40);
      for (const mark of marks) if (text.includes(mark)) leaks.push(`${op.id}: ${mark}`);
    }
    expect(leaks).toEqual([]);
  });

  it('is made for browsers: no Node built-in, no Buffer, no process', () => {
    for (const [url, text] of bundles.assets) {
      if (!url.startsWith('/assets/')) continue;
      expect(text, url).not.toMatch(/\bfrom\s*["']node:|require\(["']node:|\bBuffer\.(?:from|alloc|concat|byteLength)\(|process\.env/);
    }
  });

  it('names every asset by its content: the same sources give the same URLs and version', async () => {
    const again = await buildBrowserBundles();
    expect(again.entries).toEqual(bundles.entries);
    expect(again.version).toBe(bundles.version);
  });
});

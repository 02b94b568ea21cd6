import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { operations } from '../src/ops/index.js';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';

const DESKTOP = { width: 1366, height: 900 };
import { startNode, type Harness } from './support/harness.js';
import { englishWords } from './support/spanish-text.js';
import { pageText } from './support/html-text.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const calculators = operations.filter((op) => op.kind === 'calculator').map((op) => `/calculators/${op.id}`);
/** The home page, every calculator, and one page of each other kind (each section's index, a file tool, the reference), in both languages. */
const AUDITED = ['/', ...calculators, '/utilities/json-format', '/datasets/es-irpf-withholding-2026', '/guides/spanish-payroll-gross-to-net-2026', '/news/es-social-security-contributions-2026', '/search?q=salary', '/calculators', '/utilities', '/datasets', '/guides', '/news', '/utilities/image-resize', '/utilities/pdf-merge', '/utilities/diff'].flatMap(
  (path) => [path, path === '/' ? '/es/' : `/es${path}`],
);

/** axe-core's serious and critical violations on the page as loaded (run through the debugger, so CSP does not apply). */
async function axeProblems(page: Page, options: object = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (more) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'], ...more })).violations;
  }, options);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(!HAS_CHROMIUM)('the site for every visitor, in headless Chromium', () => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('has no serious or critical axe-core violation on every page of the sitemap at 390 px, and on one page of each kind and every calculator at 1366 px, in both languages, and never scrolls sideways at 390 px', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname + new URL(url!).search);
    expect(paths.length).toBeGreaterThan(200);
    const problems: string[] = [];
    const wide: string[] = [];
    const queue = [...new Set([...paths, ...AUDITED])];
    // Two tabs at a time: axe runs in each tab's renderer, so a second tab keeps the second core busy when the other
    // test files leave it idle.
    const tab = async () => {
      const page = await browser.newPage({ viewport: PHONE });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await page.setViewportSize(PHONE);
        await page.goto(h.baseUrl + path);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} px`);
        problems.push(...(await axeProblems(page)).map((p) => `${path} at 390 px: ${p}`));
        // The same document laid out wide: every rule again but colour contrast (its slowest), which the width cannot
        // change here — no width query sets a colour, and no text that is large (a lower threshold) at 390 px is
        // normal-sized at 1366 px, so the thresholds checked at 390 px are the stricter ones. Only on the pages of
        // AUDITED: the pages of one kind share their template and its width queries, and what a width query changes
        // (columns side by side, the answer beside the form) is the template's, not the content's.
        if (!AUDITED.includes(path)) continue;
        await page.setViewportSize(DESKTOP);
        problems.push(...(await axeProblems(page, { rules: { 'color-contrast': { enabled: false } } })).map((p) => `${path} at 1366 px: ${p}`));
      }
      await page.close();
    };
    await Promise.all([tab(), tab()]);
    expect(problems).toEqual([]);
    expect(wide).toEqual([]);
  }, 1_200_000);

  it('is Spanish under /es/: every page of the sitemap shows no English word outside names, codes and units', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    const spanish = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname + new URL(url!).search).filter((p) => p.startsWith('/es'));
    expect(spanish.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of [...spanish, '/es/search?q=nomina', '/es/no-such-page']) {
      // The words as the server sends them, read from the HTML (no browser needed): a superset of what is painted
      // (test/support/html-text.ts), without code, elements marked as another language (titles of English sources)
      // or translate="no".
      const html = await (await h.call(path, { headers: { accept: 'text/html' } })).text();
      const words = englishWords(pageText(html, 'body', 'code, pre, textarea, [translate="no"], [lang]:not([lang="es"])'));
      if (words.length > 0) found.push(`${path}: ${[...new Set(words)].slice(0, 12).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});

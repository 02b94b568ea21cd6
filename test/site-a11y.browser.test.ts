import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { operations } from '../src/ops/index.js';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';

const DESKTOP = { width: 1366, height: 900 };
import { startNode, type Harness } from './support/harness.js';
import { englishWords } from './support/spanish-text.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const calculators = operations.filter((op) => op.kind === 'calculator').map((op) => `/calculators/${op.id}`);
/** The home page, every calculator, and one page of each other kind, in both languages. */
const AUDITED = ['/', ...calculators, '/utilities/json-format', '/datasets/es-irpf-withholding-2026', '/guides/spanish-payroll-gross-to-net-2026', '/news/es-social-security-contributions-2026', '/search?q=salary', '/calculators'].flatMap(
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

/**
 * The words a visitor reads: rendered text nodes, without code (curl commands, JSON, documents), elements marked as
 * another language (titles of English sources) or translate="no", and without closed <details> bodies.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skip = 'code, pre, textarea, script, style, [translate="no"], [lang]:not([lang="es"])';
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
      const closed = parent.closest('details:not([open])');
      if (closed && !parent.closest('summary')) continue;
      out.push(node.textContent ?? '');
    }
    // Accessible names a screen reader speaks.
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (el.closest(skip)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(attribute) ?? '');
    }
    return out.join('\n');
  });
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

  it('has no serious or critical axe-core violation on every page of the sitemap, at 390 px and at 1366 px, in both languages, and never scrolls sideways at 390 px', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname + new URL(url!).search);
    expect(paths.length).toBeGreaterThan(200);
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    const wide: string[] = [];
    for (const path of [...new Set([...paths, ...AUDITED])]) {
      await page.setViewportSize(PHONE);
      await page.goto(h.baseUrl + path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} px`);
      problems.push(...(await axeProblems(page)).map((p) => `${path} at 390 px: ${p}`));
      // The same document laid out wide: every rule again but colour contrast (its slowest), which the width cannot
      // change here — no width query sets a colour, and no text that is large (a lower threshold) at 390 px is
      // normal-sized at 1366 px, so the thresholds checked at 390 px are the stricter ones.
      await page.setViewportSize(DESKTOP);
      problems.push(...(await axeProblems(page, { rules: { 'color-contrast': { enabled: false } } })).map((p) => `${path} at 1366 px: ${p}`));
    }
    expect(problems).toEqual([]);
    expect(wide).toEqual([]);
    await page.close();
  }, 1_200_000);

  it('is Spanish under /es/: every page of the sitemap shows no English word outside names, codes and units', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    const spanish = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname + new URL(url!).search).filter((p) => p.startsWith('/es'));
    expect(spanish.length).toBeGreaterThan(100);
    const page = await browser.newPage();
    const found: string[] = [];
    for (const path of [...spanish, '/es/search?q=nomina', '/es/no-such-page']) {
      await page.goto(h.baseUrl + path);
      const words = englishWords(await visibleText(page));
      if (words.length > 0) found.push(`${path}: ${[...new Set(words)].slice(0, 12).join(', ')}`);
    }
    expect(found).toEqual([]);
    await page.close();
  }, 240_000);
});

import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';

/**
 * Lighthouse 12 (its default mobile config: a 412 px phone) gives 100 in accessibility, best practices and SEO to the
 * home page, a calculator, a utility and a file tool, the languages alternating, served by the built server (`npm
 * start`'s bundle: a server run from source would bundle the browser code on the first request). The utility is
 * json-format, the page test/offline.browser.test.ts also checks: a heavy operation, so its page names the Web Worker's
 * module too. The calculator is es-nomina-bruto-neto, the one with the most on its page. The same eight pages as
 * before (each in both languages) are measured for performance by `npm run bench`.
 *
 * These three categories do not depend on timing, so one run each decides. The performance score is timed (simulated
 * throttling scales what it observes): it is measured by `npm run bench` (bench/lighthouse.mjs, median of three runs
 * on the same pages), never asserted here, where a busy machine would fail it.
 */

/** One page of each kind, the languages alternating (axe checks every page in both: site-a11y.browser.test.ts). */
const PAGES = ['/', '/es/calculators/es-nomina-bruto-neto', '/utilities/json-format', '/es/utilities/image-resize'];
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/** Each same-origin file a page names (its scripts, its preloads, the manifest, the icons), so the server has it ready. */
function namedFiles(html: string): string[] {
  return [...html.matchAll(/(?:src|href|data-op|data-worker)="(\/(?:assets|icons|manifest|es\/manifest|favicon)[^"]*)"/g)].map((m) => m[1]!);
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** The audits of a category that did not pass, with what they measured. */
  failing: string[];
}

function summary(lhr: Result): Run {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])) as Run['scores'];
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return { scores, failing };
}

describe.skipIf(!HAS_CHROMIUM)('Lighthouse, default mobile config, built server', () => {
  let server: BuiltServer;
  let chromium: LaunchedChrome;

  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMIT_PER_MINUTE: '0' });
    // The server's own first time for each page and file (rendering, compressing an asset once per process) is not
    // the page's: one request each before measuring, and the pages the service worker's install fetches.
    const files = new Set<string>(['/sw.js']);
    for (const path of PAGES) {
      const response = await fetch(server.baseUrl + path);
      expect(response.status, path).toBe(200);
      for (const file of namedFiles(await response.text())) files.add(file);
    }
    for (const file of files) await (await fetch(server.baseUrl + file, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    // One Chromium for the file, launched as Lighthouse's own command line does (chrome-launcher, which comes with
    // Lighthouse: a fresh profile, a DevTools port, Chromium's background work turned off); each run opens a tab.
    chromium = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  });

  afterAll(async () => {
    chromium?.kill();
    await server?.stop();
  });

  for (const path of PAGES) {
    it(`scores 100 in accessibility, best practices and SEO: ${path}`, async () => {
      const flags: Flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
      const result = await lighthouse(server.baseUrl + path, flags);
      if (!result) throw new Error(`${path}: Lighthouse gave no result`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const run = summary(result.lhr);
      expect(run.scores, `${path}\n${run.failing.join('\n')}`).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c, 1])));
    });
  }
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addressOf, HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it stands. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** The links of the results shown, in order. */
const resultLinks = (page: Page, holder = '#result') => page.$$eval(`${holder} .items .item-title`, (links) => links.map((a) => a.getAttribute('href') ?? ''));

/** What the brief asks of the search, as [page, query, the page to find, within how many first results]. */
const FINDS: readonly [string, string, string, number][] = [
  ['/search', 'salry', '/calculators/hourly-to-salary', 1],
  ['/search', 'sueldo neto', '/calculators/es-nomina-bruto-neto', 1],
  ['/es/search', 'take home pay', '/es/calculators/es-nomina-bruto-neto', 3],
  ['/es/search', 'net salary', '/es/calculators/es-nomina-bruto-neto', 1],
  ['/search', 'morgage', '/calculators/mortgage-affordability', 3],
  ['/search', 'pdf merg', '/utilities/pdf-merge', 1],
  ['/es/search', 'nomina', '/es/calculators/es-nomina-bruto-neto', 1],
];

describe.skipIf(!HAS_CHROMIUM)('the search, in headless Chromium', () => {
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

  it('finds through typos and across languages without JavaScript (the GET form), linking to the page in the site’s language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, query, href, within] of FINDS) {
      await page.goto(`${h.baseUrl}${path}?q=${encodeURIComponent(query)}`);
      expect((await resultLinks(page)).slice(0, within), `${path} ${query}`).toContain(href);
    }
    // A match through the other language says so, with the title in that language.
    await page.goto(`${h.baseUrl}/search?q=sueldo+neto`);
    expect(await page.textContent('#result li:first-child .item-meta')).toBe('Matched its Spanish name or description: Nómina en España: de bruto a neto');
    await page.goto(`${h.baseUrl}/es/search?q=take+home+pay`);
    const note = await page.$$eval('#result .item-meta', (notes) => notes.map((n) => n.textContent));
    expect(note).toContain('Coincide con su nombre o descripción en inglés: Spanish payroll: gross to net');
    // The form submits as a GET with the query typed.
    await page.fill('#q', 'morgage');
    await Promise.all([page.waitForURL(/q=morgage/), page.click('.search button[type="submit"]')]);
    expect(await resultLinks(page)).toContain('/es/calculators/mortgage-affordability');
    await context.close();
  });

  it('searches on the device as one types, with the server’s index and ranking: the same results, no request per key', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('search')) asked.push(url.pathname + url.search);
    });
    for (const [path, query, href, within] of FINDS) {
      await page.goto(h.baseUrl + path);
      asked.length = 0;
      await page.click('#q');
      await page.keyboard.type(query);
      const links = await waitFor(() => resultLinks(page), (found) => found.slice(0, within).includes(href));
      expect(links.slice(0, within), `${path} ${query}`).toContain(href);
      // The very section the server draws for that query.
      const server = await (await fetch(`${h.baseUrl}${path}?q=${encodeURIComponent(query)}`, { headers: { 'x-page-fragment': 'result' } })).text();
      const serverLinks = [...server.matchAll(/class="item-title" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, `${path} ${query}`).toEqual(serverLinks);
      expect((await addressOf(page)).search).toBe(`?q=${encodeURIComponent(query).replace(/%20/g, '+')}`);
      // The module and the entries, nothing per key: no results fragment asked of the server.
      expect(asked.filter((u) => !u.startsWith('/assets/search-') && u !== `${path}.json`), `${path} ${query}`).toEqual([]);
    }
    await page.close();
  });

  it('fills the home page’s results as one types, on the device', async () => {
    const page = await browser.newPage();
    await page.goto(`${h.baseUrl}/es/`);
    await page.click('#q');
    await page.keyboard.type('pdf merg');
    const links = await waitFor(() => resultLinks(page, '#home-results'), (found) => found.length > 0);
    expect(links[0]).toBe('/es/utilities/pdf-merge');
    await page.close();
  });

  it('keeps axe-core at 0 serious or critical violations and never scrolls sideways, at 390 px and at 1366 px, with and without results', async () => {
    const problems: string[] = [];
    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      const page = await browser.newPage({ viewport });
      for (const path of ['/search?q=sueldo+neto', '/es/search?q=take+home+pay', '/search?q=%F0%9F%98%80', '/es/search']) {
        await page.goto(h.baseUrl + path);
        problems.push(...(await axeProblems(page)).map((p) => `${viewport.width} ${path}: ${p}`));
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        if (scrollWidth > innerWidth) problems.push(`${viewport.width} ${path}: ${scrollWidth} px wide`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});

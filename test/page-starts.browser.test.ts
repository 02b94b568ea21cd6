import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { controlId } from '../src/adapters/site/tool/control-id.js';
import { HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

/**
 * The server's clock and the browser's, both fixed at noon UTC on 1 March 2027 (and the browser in UTC): a day that is
 * neither the examples' (21 November 2026) nor the machine's, so a page that opened on a fixed date would show it.
 */
const NOW = new Date('2027-03-01T12:00:00Z');

const valueOf = (page: Page, name: string) => page.inputValue(`#${controlId(name)}`);
const textOf = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);

/** The form as the page opens: as the server drew it, then once the live form has loaded (it computes its own start). */
async function openedForm(page: Page, path: string, names: readonly string[]): Promise<string[][]> {
  await page.goto(path);
  const drawn = await Promise.all(names.map((name) => valueOf(page, name)));
  // The live form loads on the first touch; on the same day, its own start is the server's and nothing changes.
  await page.focus(`#${controlId(names[0]!)}`);
  await page.waitForSelector('form[data-ready="true"]');
  const live = await Promise.all(names.map((name) => valueOf(page, name)));
  return [drawn, live];
}

// Each test has a hang guard, not a timing: the first page on a busy two-core machine compiles its modules cold.
describe.skipIf(!HAS_CHROMIUM)('pages open on today, in the visitor’s currency, in headless Chromium', () => {
  let h: Harness;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startNode({}, { now: () => NOW });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
    await context.clock.setFixedTime(NOW);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await h?.close();
  });

  it('opens invoice aging on today, with invoices due before and after it, in dollars in English', async () => {
    const names = ['today', 'currency', ...[0, 1, 2, 3, 4].map((i) => `invoices[${i}][dueDate]`)];
    const [drawn, live] = await openedForm(page, `${h.baseUrl}/calculators/invoice-aging`, names);
    // Due 9 days after 1 March 2027, then 20, 40, 67 and 113 days before it (February has 28 days).
    const expected = ['2027-03-01', 'USD', '2027-03-10', '2027-02-09', '2027-01-20', '2026-12-24', '2026-11-08'];
    expect(drawn).toEqual(expected);
    expect(live).toEqual(expected);
    // One invoice in each bucket, as in the first example: 9,150 outstanding, 7,950 overdue, 191.21 of fees.
    const headline = await textOf(page, '#answer .headline');
    for (const figure of ['$9,150.00', '$7,950.00', '$191.21']) expect(headline).toContain(figure);
    expect(await textOf(page, '#result')).toContain('1 Mar 2027');
  });

  it('opens the cash-flow forecast on today, with payments over the next weeks, in dollars in English', async () => {
    const names = ['today', 'currency', ...[0, 1, 2].map((i) => `invoices[${i}][expectedDate]`)];
    const [drawn, live] = await openedForm(page, `${h.baseUrl}/calculators/cash-flow-forecast`, names);
    // 11 days before 1 March 2027, 7 after, 40 after.
    const expected = ['2027-03-01', 'USD', '2027-02-18', '2027-03-08', '2027-04-10'];
    expect(drawn).toEqual(expected);
    expect(live).toEqual(expected);
    // 500 + 1,200 − 4,000 rent − 29.03 on day 0, six more days of 29.03: −2,503.23 on 7 March; below zero from the 1st.
    const headline = await textOf(page, '#answer .headline');
    for (const figure of ['-$2,503.23', '7 Mar 2027', '1 Mar 2027']) expect(headline).toContain(figure);
    expect(await textOf(page, '#result')).toContain('31 Mar 2027');
  });

  it('opens the Spanish pages in euros, and writes the money in euros', async () => {
    const aging = await openedForm(page, `${h.baseUrl}/es/calculators/invoice-aging`, ['currency', 'today']);
    expect(aging).toEqual([['EUR', '2027-03-01'], ['EUR', '2027-03-01']]);
    const agingAnswer = await textOf(page, '#answer');
    for (const figure of ['9.150,00\u00a0€', '7.950,00\u00a0€', '191,21\u00a0€']) expect(agingAnswer).toContain(figure);
    expect(`${agingAnswer}${await textOf(page, '#result')}`).not.toContain('US$');

    const forecast = await openedForm(page, `${h.baseUrl}/es/calculators/cash-flow-forecast`, ['currency', 'today', 'recurring[0][label]']);
    expect(forecast).toEqual([['EUR', '2027-03-01', 'Alquiler'], ['EUR', '2027-03-01', 'Alquiler']]);
    const forecastAnswer = await textOf(page, '#answer');
    expect(forecastAnswer).toContain('-2.503,23\u00a0€');
    expect(`${forecastAnswer}${await textOf(page, '#result')}`).not.toContain('US$');

    // Choosing another currency rewrites the result in it, on the device.
    await page.selectOption(`#${controlId('currency')}`, 'GBP');
    const inPounds = await waitFor(() => textOf(page, '#answer'), (text) => text.includes('-2.503,23\u00a0£'));
    expect(inPounds).toContain('-2.503,23\u00a0£');
  });

  it('makes a random result again on the device as the page opens, on a page no cache keeps (issue 30)', async () => {
    for (const path of ['/utilities/password-generate', '/es/utilities/uuid']) {
      const tab = await context.newPage();
      // The page's scripts are held until the server's drawing has been read, then let through.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route(/\/assets\//, async (route) => {
        await held;
        await route.continue();
      });
      // Not domcontentloaded: it waits for the page's module scripts, which are held.
      const response = await tab.goto(`${h.baseUrl}${path}`, { waitUntil: 'commit' });
      expect(response?.headers()['cache-control'], path).toBe('no-store');
      await tab.waitForSelector('#answer .headline', { state: 'attached' });
      const drawn = await textOf(tab, '#answer .headline');
      expect(drawn.length, path).toBeGreaterThan(20);
      release();
      // Untouched, the page replaces the server's result with one of its own.
      const own = await waitFor(() => textOf(tab, '#answer .headline'), (text) => text.length > 20 && text !== drawn);
      expect(own, path).not.toBe(drawn);
      await tab.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { operations } from '../src/ops/index.js';
import { addressOf, HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

/** Every calculator and utility page, in both languages. */
const PAGES = operations
  .filter((op) => op.kind === 'calculator' || op.kind === 'utility')
  .flatMap((op) => {
    const path = `/${op.kind === 'calculator' ? 'calculators' : 'utilities'}/${op.id}`;
    return [path, `/es${path}`];
  });
const DESKTOP = { width: 1366, height: 900 };

interface Placed {
  sentence: string;
  sentenceBox: { top: number; bottom: number } | null;
  figures: { top: number; bottom: number; wide: boolean }[];
}

/** Where the answer's sentence and headline figures are on the screen (viewport coordinates). */
function placed(page: Page): Promise<Placed> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    const sentence = document.querySelector('#answer .answer-sentence');
    return {
      sentence: sentence?.textContent ?? '',
      sentenceBox: sentence ? box(sentence) : null,
      figures: [...document.querySelectorAll('#answer .headline .figure')].map((f) => ({ ...box(f), wide: f.classList.contains('wide') })),
    };
  });
}

/**
 * Off screen, for a message: the sentence must lie whole within [0, height]; a figure too, except a text output (a
 * wide block, which scrolls inside itself) whose label and first lines must show.
 */
function offScreen(at: Placed, height: number): string[] {
  const problems: string[] = [];
  if (!at.sentenceBox || at.sentence.trim() === '') return ['no answer sentence'];
  if (at.sentenceBox.top < 0 || at.sentenceBox.bottom > height) problems.push(`sentence at ${Math.round(at.sentenceBox.top)}–${Math.round(at.sentenceBox.bottom)}`);
  if (at.figures.length === 0) problems.push('no headline figure');
  at.figures.forEach((f, i) => {
    const bottom = f.wide ? Math.min(f.bottom, f.top + 60) : f.bottom;
    if (f.top < 0 || bottom > height) problems.push(`figure ${i + 1} at ${Math.round(f.top)}–${Math.round(f.bottom)}`);
  });
  return problems;
}

describe.skipIf(!HAS_CHROMIUM)('pages answer first, in headless Chromium', () => {
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

  it('at 390 × 844, every calculator and utility shows its one-sentence answer and headline figures on the first screen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(h.baseUrl + path);
      problems.push(...offScreen(await placed(page), PHONE.height).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('at 1366 × 900, the answer stays in view while the last field of the form is edited', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(h.baseUrl + path);
      // The last field the visitor can edit, brought into view and edited (its own value again, so the result stands).
      const scrolled = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('.tool-form input:not([type=hidden]):not([type=file]), .tool-form select, .tool-form textarea')].filter((c) => c.checkVisibility());
        const last = controls.at(-1)!;
        last.scrollIntoView({ block: 'center' });
        last.focus({ preventScroll: true });
        last.dispatchEvent(new Event('input', { bubbles: true }));
        const r = last.getBoundingClientRect();
        return { y: window.scrollY, lastTop: r.top, lastBottom: r.bottom };
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (scrolled.lastTop < 0 || scrolled.lastBottom > DESKTOP.height) problems.push(`${path}: the last field is not in view`);
      problems.push(...offScreen(await placed(page), DESKTOP.height).map((p) => `${path} (scrolled to ${Math.round(scrolled.y)} px): ${p}`));
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers each edit in the sentence, and Clear, Start again and Try an example do what they say', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${h.baseUrl}/calculators/hourly-to-salary`);
    const sentence = () => page.locator('#answer .answer-sentence').textContent();
    const before = await sentence();
    await page.fill('#f-hourlyRate', '50');
    // 50 $/h × 30 h × 48 weeks = 72,000 $ of contract revenue: the sentence changes with the figures.
    expect(await waitFor(sentence, (s) => s !== before)).not.toBe(before);

    await page.click('[data-clear]');
    expect(await waitFor(sentence, (s) => s?.startsWith('Fill in the form') ?? false)).toBe('Fill in the form: the answer appears here as you type.');
    expect(await page.inputValue('#f-hourlyRate')).toBe('');
    expect((await waitFor(() => addressOf(page), (url) => url.search === '?clear')).search).toBe('?clear');

    await page.click('[data-reset]');
    await page.waitForURL((url) => url.search === '');
    expect(await page.inputValue('#f-hourlyRate')).not.toBe('');
    expect(await sentence()).toBe(before);

    if (await page.locator('details.examples').count()) await page.click('.examples summary');
    await page.click('.examples a >> nth=0');
    await page.waitForURL((url) => url.search.includes('hourlyRate='));
    expect(await sentence()).not.toBe('');
    await page.close();
  });

  it('copies the link to the result, and downloads a result table as CSV', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/calculators/invoice-aging?invoices[0][amount]=1200.5&invoices[0][dueDate]=2026-01-10&invoices[1][amount]=300&invoices[1][dueDate]=2026-03-01&today=2026-03-31`);
    await page.click('[data-copy-link]');
    const copied = await waitFor(() => page.evaluate(() => navigator.clipboard.readText()), (text) => text !== '');
    expect(copied).toBe(page.url());

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-csv="table-invoices"]')]);
    expect(download.suggestedFilename()).toBe('invoices.csv');
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      });
    });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3); // a header and one line per invoice
    // Amounts as the API writes them (raw numbers), not as the page formats them: 1,200.50 → 1200.5.
    expect(lines[1]).toContain(',1200.5,');
    expect(lines[2]).toContain(',300,');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Locale } from '../src/core/locale.js';
import { operations } from '../src/ops/index.js';
import { addressOf, HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

/**
 * Inputs made for their values, charts and tables people can read, in Chromium: the time-zone page's date-time control
 * and list of zones named by city, chart text of at least 11 px on a phone, and tables that scroll sideways reachable
 * by keyboard and named.
 */

const DESKTOP = { width: 1366, height: 900 };

/**
 * The zones a zone field offers for a typed text. Headless Chromium does not draw the suggestions' popup, so the rule
 * Chromium, Firefox and Safari apply is applied here to the options of the input's own list (`input.list`, as the
 * browser reads it): each option whose value or label contains the text, whatever its case.
 */
function offered(page: Page, selector: string, typed: string): Promise<{ value: string; label: string }[]> {
  return page.$eval(
    selector,
    (input, text) => {
      const list = (input as HTMLInputElement).list;
      const wanted = text.toLowerCase();
      return [...(list?.options ?? [])]
        .map((o) => ({ value: o.value, label: o.label }))
        .filter((o) => o.value.toLowerCase().includes(wanted) || o.label.toLowerCase().includes(wanted));
    },
    typed,
  );
}

/** The paths of a section of the sitemap, in both languages. */
async function sitemapPaths(h: Harness, section: RegExp): Promise<string[]> {
  const xml = await (await h.call('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((path) => section.test(path));
}

describe.skipIf(!HAS_CHROMIUM)('inputs, charts and tables people can use, in headless Chromium', () => {
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

  const cases: readonly { locale: Locale; prefix: string; from: string; to: string; labels: readonly [string, string] }[] = [
    { locale: 'es', prefix: '/es', from: 'Nueva', to: 'Calcuta', labels: ['Nueva York (New York) — Estados Unidos', 'Calcuta — India'] },
    { locale: 'en', prefix: '', from: 'New York', to: 'Kolkata', labels: ['New York — United States', 'Kolkata — India'] },
  ];
  for (const { locale, prefix, from, to, labels } of cases) {
    it(`timezone-convert at 390 px (${locale}): a date-time control, zones found by city, computed with them`, async () => {
      const page = await browser.newPage({ viewport: PHONE });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${h.baseUrl}${prefix}/utilities/timezone-convert`);
      expect(await page.getAttribute('#f-datetime', 'type')).toBe('datetime-local');
      // The start: 09:00 today, written as the control holds it and the operation takes it.
      expect(await page.inputValue('#f-datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T09:00$/);
      for (const field of ['#f-from', '#f-to']) expect(await page.$eval(field, (input) => (input as HTMLInputElement).list?.id)).toBe('time-zones');
      // One list for both fields, every option an IANA id with a label.
      const options = await page.$$eval('datalist#time-zones option', (all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, label: (o as HTMLOptionElement).label })));
      expect(await page.locator('datalist').count()).toBe(1);
      expect(options.length).toBeGreaterThan(400);
      expect(options[0]).toEqual({ value: 'UTC', label: locale === 'es' ? 'Tiempo universal coordinado (UTC)' : 'Coordinated Universal Time (UTC)' });
      expect(options.every((o) => /^[A-Z][A-Za-z_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(o.value) && o.label.length > 0)).toBe(true);

      // Typing the city offers its zone, by the label in the page's language; on the Spanish page the English name too,
      // where the id does not hold it already (Asia/Kolkata does).
      expect(await offered(page, '#f-from', from)).toContainEqual({ value: 'America/New_York', label: labels[0] });
      expect(await offered(page, '#f-to', to)).toContainEqual({ value: 'Asia/Kolkata', label: labels[1] });
      expect((await offered(page, '#f-to', 'Madrid')).map((o) => o.value)).toEqual(['Europe/Madrid']);
      // A country finds its zones (and Port of Spain, whose name holds it).
      expect((await offered(page, '#f-to', locale === 'es' ? 'España' : 'Spain')).map((o) => o.value).sort()).toEqual(['Africa/Ceuta', 'America/Port_of_Spain', 'Atlantic/Canary', 'Europe/Madrid']);

      // Picking a suggestion puts its value in the field; the page computes with it on the device.
      await page.fill('#f-datetime', '2026-07-01T09:00');
      await page.fill('#f-from', 'America/New_York');
      await page.fill('#f-to', 'Asia/Kolkata');
      // 09:00 EDT (UTC−4) is 13:00 UTC, which is 18:30 IST (UTC+5:30).
      const address = await waitFor(() => addressOf(page), (url) => url.searchParams.get('to') === 'Asia/Kolkata' && url.searchParams.get('from') === 'America/New_York');
      expect(address.searchParams.get('datetime')).toBe('2026-07-01T09:00');
      const result = await waitFor(() => page.textContent('#result'), (text) => (text ?? '').includes('2026-07-01T18:30:00'));
      expect(result).toContain('2026-07-01T18:30:00');
      expect(result).toContain('Asia/Kolkata');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('keeps a date-time written another way the operation takes, and one it refuses as typed', async () => {
    // A space for the T: the control holds it with a T (what the page then sends). Seconds: the control shows them.
    let html = await (await h.call('/utilities/timezone-convert?datetime=2026-07-01%2009:00:30&from=Europe/Madrid&to=UTC')).text();
    expect(html).toMatch(/<input id="f-datetime"[^>]* type="datetime-local" step="1" value="2026-07-01T09:00:30">/);
    // A day that does not exist would be blanked by the control: kept in a text input beside its message.
    const response = await h.call('/utilities/timezone-convert?datetime=2026-02-30T09:00&from=Europe/Madrid&to=UTC');
    html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toMatch(/<input id="f-datetime"[^>]* aria-invalid="true"[^>]* type="text" value="2026-02-30T09:00">/);
    // A date field the same way: a date a date control can hold, and one it cannot.
    html = await (await h.call('/calculators/invoice-aging?today=2026-06-30')).text();
    expect(html).toMatch(/<input id="f-today"[^>]* type="date" value="2026-06-30">/);
    html = await (await h.call('/calculators/invoice-aging?today=tomorrow')).text();
    expect(html).toMatch(/<input id="f-today"[^>]* type="text" value="tomorrow">/);
  });

  it('writes every chart’s text at 11 px or more at 390 px, and not oversized at 1366 px, inside the drawing', async () => {
    const charted = operations.filter((op) => op.page?.chart);
    expect(charted.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    let measured = 0;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      for (const op of charted) {
        for (const prefix of ['', '/es']) {
          const path = `${prefix}/${op.kind === 'calculator' ? 'calculators' : 'utilities'}/${op.id}`;
          await page.goto(h.baseUrl + path);
          // Each text's size as drawn: its font size times the scale of the SVG it is in (the viewBox fitted to the column).
          // A split's words are its HTML legend: its drawing has none.
          const texts = await page.$$eval('figure.chart:not(.chart-split) svg', (svgs) =>
            svgs
              .filter((svg) => svg.checkVisibility())
              .flatMap((svg) => {
                const box = svg.getBoundingClientRect();
                const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
                return [...svg.querySelectorAll('text')]
                  .filter((text) => (text.textContent ?? '').trim() !== '')
                  .map((text) => {
                    const r = text.getBoundingClientRect();
                    const inside = r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
                    return { text: text.textContent!, px: Number.parseFloat(getComputedStyle(text).fontSize) * scale, inside };
                  });
              }),
          );
          const drawn = await page.locator('figure.chart:not(.chart-split)').count();
          if (drawn > 0 && texts.length === 0) problems.push(`${path} at ${viewport.width}: no chart text shown`);
          measured += texts.length;
          for (const t of texts) {
            if (t.px < 11) problems.push(`${path} at ${viewport.width}: "${t.text}" at ${t.px.toFixed(1)} px`);
            if (viewport === DESKTOP && t.px > 18) problems.push(`${path} at ${viewport.width}: "${t.text}" at ${t.px.toFixed(1)} px`);
            if (!t.inside) problems.push(`${path} at ${viewport.width}: "${t.text}" drawn outside the chart`);
          }
        }
      }
      await page.close();
    }
    expect(problems).toEqual([]);
    expect(measured).toBeGreaterThan(100);
  });

  it('lets every table that scrolls sideways take the focus, named, on the dataset pages, guides and news (axe on every page: site-a11y.browser.test.ts)', async () => {
    const paths = await sitemapPaths(h, /^(\/es)?\/(datasets|guides|news)\/./);
    expect(paths.filter((p) => p.includes('/datasets/')).length).toBeGreaterThanOrEqual(20);
    expect(paths).toContain('/datasets/mortgage-rules-uk');
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    let scrolling = 0;
    for (const path of paths) {
      await page.goto(h.baseUrl + path);
      const tables = await page.$$eval('table', (all) =>
        all.map((table) => {
          // The box that scrolls it sideways: the table itself or the nearest ancestor that clips its overflow.
          let box: HTMLElement | null = table;
          while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
          const scrolls = box !== null && box.scrollWidth > box.clientWidth + 1;
          return { scrolls, tabIndex: box?.tabIndex ?? -1, role: box?.getAttribute('role') ?? null, name: box?.getAttribute('aria-label') ?? '' };
        }),
      );
      for (const [i, t] of tables.entries()) {
        if (!t.scrolls) continue;
        scrolling++;
        if (t.tabIndex !== 0 || t.role !== 'region' || t.name.trim() === '') problems.push(`${path}: table ${i + 1} scrolls but is ${JSON.stringify(t)}`);
      }
    }
    expect(problems).toEqual([]);
    // Some tables do scroll at 390 px (the UK mortgage rules' among them), so the check above had something to check.
    expect(scrolling).toBeGreaterThan(0);
    await page.close();
  }, 900_000);

  it('draws every table wrapper of the tool pages, dataset pages, guides and news as a focusable, named region', async () => {
    const paths = await sitemapPaths(h, /^(\/es)?\/(calculators|utilities|datasets|guides|news)\/./);
    const bare: string[] = [];
    for (const path of paths) {
      const html = await (await h.call(path)).text();
      for (const [wrap] of html.matchAll(/<div class="table-wrap"[^>]*>/g)) {
        if (!/ tabindex="0" role="region" aria-label="[^"]+"/.test(wrap)) bare.push(`${path}: ${wrap}`);
      }
    }
    expect(bare).toEqual([]);
  });
});

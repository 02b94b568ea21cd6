import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { controlId } from '../src/adapters/site/tool/control-id.js';
import { formModel } from '../src/adapters/site/tool/form-model.js';
import { currencyOf, formatted } from '../src/adapters/site/tool/result-html.js';
import { PREVIEW_ROWS } from '../src/adapters/site/tool/result-views.js';
import { formatValue } from '../src/core/display.js';
import type { AnyOperation } from '../src/core/operation.js';
import { operations } from '../src/ops/index.js';
import { addressOf, HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { parseHtml, spacedText } from './support/html-text.js';
import { postJson, startNode, type Harness } from './support/harness.js';

const utilities = operations.filter((op) => op.kind === 'utility');

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

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** How much of a long value is looked for (the start of a formatted document, say). */
const SHOWN_CHARACTERS = 80;

/**
 * What the page must show of an output: each string, number and yes/no at the top level of the output, written as the
 * page writes it (through the definition's figure when it has one), whitespace squashed and long ones shortened.
 */
function expectedTexts(op: AnyOperation, output: Record<string, unknown>): string[] {
  const figures = [...(op.page?.headline ?? []), ...(op.page?.details ?? [])];
  const texts: string[] = [];
  for (const [key, value] of Object.entries(output)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const figure = figures.find((f) => f.field === key);
    if (typeof value === 'boolean' && !figure) continue;
    const text = figure ? formatted(value, figure, 'en', currencyOf(op, output)) : typeof value === 'number' ? formatValue(value, 'number', 'en') : String(value);
    const shown = squash(text).slice(0, SHOWN_CHARACTERS).trim();
    if (shown !== '') texts.push(shown);
  }
  return texts;
}

/**
 * The answer's and the result section's text, each text node apart (a label and its value do not run together), without the API
 * section (whose JSON would contain every value anyway).
 */
const resultText = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    for (const id of ['answer', 'result']) {
      const section = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
      if (!section) continue;
      section.querySelector('details.api')?.remove();
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    }
    return texts.join(' ').replace(/\s+/g, ' ').trim();
  });

/** resultText, of the HTML the server sends (what a visitor without JavaScript gets). */
function serverResultText(html: string): string {
  const page = parseHtml(html);
  const texts: string[] = [];
  for (const id of ['answer', 'result']) {
    const section = page.getElementById(id);
    if (!section) continue;
    section.querySelector('details.api')?.remove();
    texts.push(spacedText(section));
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

const api = async (h: Harness, op: AnyOperation, input: unknown) => (await (await h.call(`/api/v1/${op.id}`, postJson(input))).json()) as Record<string, unknown>;

/**
 * The values of an output that are the same whenever the page could have run: the API is called before and after the
 * page, and a value that differs between the two (a random UUID, seconds from now) is not compared.
 */
function stableTexts(op: AnyOperation, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const again = new Set(expectedTexts(op, after));
  return expectedTexts(op, before).filter((text) => again.has(text));
}

/** The first string anywhere in a value, depth first. */
function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return undefined;
  for (const item of Object.values(value)) {
    const found = firstString(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Types an input into the form as a visitor would; fields the input leaves out are cleared or set to their default. */
async function fillForm(page: Page, op: AnyOperation, input: Record<string, unknown>): Promise<void> {
  for (const field of formModel(op, 'en')) {
    if (field.shape !== 'value') throw new Error(`${op.id}: a utility with a list field`);
    const value = input[field.input.key];
    const selector = `#${controlId(field.input.key)}`;
    if (field.input.control === 'select' || field.input.control === 'boolean') {
      await page.selectOption(selector, value === undefined ? (field.input.default === undefined ? '' : String(field.input.default)) : String(value));
    } else {
      await page.fill(selector, value === undefined ? '' : String(value));
    }
  }
}

describe.skipIf(!HAS_CHROMIUM)('every utility on its page, in headless Chromium', () => {
  let h: Harness;
  let browser: Browser;
  let noScript: BrowserContext;
  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
    noScript = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
    await h?.close();
  });

  it('shows the API’s output for each utility’s first example: typed with JavaScript, and through the GET URL without it', async () => {
    expect(utilities.length).toBeGreaterThanOrEqual(20);
    const live = await browser.newPage();
    const problems: string[] = [];
    live.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    live.on('pageerror', (e) => problems.push(e.message));
    const compared: string[] = [];
    for (const op of utilities) {
      const input = (op.examples[0]?.input ?? {}) as Record<string, unknown>;
      const before = await api(h, op, input);

      // Without JavaScript: the GET URL with the example's input as its query — the server's HTML, read as sent.
      const query = qs.stringify(input);
      const path = `/utilities/${op.id}${query ? `?${query}` : ''}`;
      const response = await h.call(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const withoutJs = serverResultText(await response.text());

      // With JavaScript: typed into the form, the result comes back as one types.
      await live.goto(`${h.baseUrl}/utilities/${op.id}`);
      const fields = formModel(op, 'en');
      // An example with no input (uuid, currency-rates) is what the page shows before anything is typed.
      if (fields.length > 0 && query !== '') {
        await fillForm(live, op, input);
        const updated = await waitFor(() => live.evaluate(() => [location.search, document.querySelector('#answer-title')?.textContent ?? '']), ([search, title]) => search !== '' && title === 'Result');
        expect(updated[1], `${op.id}: the typed result`).toBe('Result');
      }
      const after = await api(h, op, input);
      const expected = stableTexts(op, before, after);
      const withJs = await waitFor(() => resultText(live), (text) => expected.every((e) => text.includes(e)));
      for (const text of expected) {
        expect(withoutJs, `${op.id} without JavaScript: ${text}`).toContain(text);
        expect(withJs, `${op.id} with JavaScript: ${text}`).toContain(text);
      }
      if (expected.length > 0) compared.push(op.id);
      else {
        // A random answer (uuid) has nothing stable to compare: both pages show a value of its shape instead.
        const shape = new RegExp(firstString(before)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[0-9a-f]/g, '[0-9a-f]'));
        expect(withoutJs, op.id).toMatch(shape);
        expect(await resultText(live), op.id).toMatch(shape);
      }

      // The Spanish page answers the same input too.
      const spanish = await h.call(`/es${path}`, { headers: { accept: 'text/html' } });
      expect(spanish.status, `/es${path}`).toBe(200);
      expect(parseHtml(await spanish.text()).querySelectorAll('#answer .headline').length, `/es${path}`).toBe(1);
    }
    expect(compared.length).toBeGreaterThanOrEqual(utilities.length - 2);
    expect(problems).toEqual([]);
    await live.close();
  });

  it('copies an output with its Copy button (a CSV byte for byte), says so, and shows no Copy button without JavaScript', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/utilities/slugify?text=Cr%C3%A8me%20Br%C3%BBl%C3%A9e`);
    await page.click('#answer button[data-copy]');
    expect(await waitFor(() => page.textContent('#announce'), (text) => text === 'Copied')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('creme-brulee');

    const op = utilities.find((o) => o.id === 'json-to-csv')!;
    const output = await api(h, op, op.examples[0]!.input);
    await page.goto(`${h.baseUrl}/es/utilities/json-to-csv?${qs.stringify(op.examples[0]!.input)}`);
    await page.click('#answer button[data-copy="out-result"]');
    expect(await waitFor(() => page.textContent('#announce'), (text) => text === 'Copiado')).toBe('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(output.result);
    await context.close();

    const plain = await noScript.newPage();
    await plain.goto(`${h.baseUrl}/utilities/slugify`);
    expect(await plain.locator('#answer button[data-copy]').count()).toBe(1);
    expect(await plain.isVisible('#answer button[data-copy]')).toBe(false);
    expect(await plain.isVisible('[data-open-file]')).toBe(false);
    await plain.close();
  });

  it('reads a local file into a text box in the browser, and the result follows; no request carries the file’s name', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
    await page.goto(`${h.baseUrl}/utilities/json-format`);
    expect(await page.isVisible('[data-open-file="f-json"]')).toBe(true);
    const document = '{"from":"a file","items":[1,2]}';
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-open-file="f-json"]')]);
    await chooser.setFiles({ name: 'secret-name.json', mimeType: 'application/json', buffer: Buffer.from(document) });
    expect(await waitFor(() => page.inputValue('#f-json'), (value) => value === document)).toBe(document);
    const text = await waitFor(() => resultText(page), (t) => t.includes('"from": "a file"'));
    expect(text).toContain('"from": "a file"');
    // The new result's Copy button is shown too.
    expect(await page.isVisible('#answer button[data-copy]')).toBe(true);
    // Said in the live region a moment after it is emptied (site-client.ts, say), so a screen reader says it again.
    expect(await waitFor(() => page.textContent('#announce'), (said) => said === 'File read into the field')).toBe('File read into the field');
    expect(requests.filter((r) => r.includes('secret-name'))).toEqual([]);
    await page.close();
  });

  it('shows a diff side by side (− and + marks, the changed words marked) and unified, the view kept as one types', async () => {
    const plain = await noScript.newPage();
    const op = utilities.find((o) => o.id === 'diff')!;
    await plain.goto(`${h.baseUrl}/utilities/diff?${qs.stringify(op.examples[0]!.input)}`);
    const rows = await plain.$$eval('table.diff tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['1', '', 'host = localhost', '1', '', 'host = localhost'],
      ['2', '−', 'port = 8080', '2', '+', 'port = 9090'],
      ['3', '', 'debug = true', '3', '', 'debug = true'],
      ['', '', '', '4', '+', 'log = info'],
    ]);
    expect(await plain.textContent('table.diff del')).toBe('8080');
    expect(await plain.textContent('table.diff ins')).toBe('9090');
    // Without JavaScript the view is picked with CSS alone.
    expect(await plain.isVisible('pre.diff-text')).toBe(false);
    await plain.check('input[name="diff-view"][value="unified"]');
    expect(await plain.isVisible('pre.diff-text')).toBe(true);
    expect(await plain.isVisible('table.diff')).toBe(false);
    expect(await plain.textContent('pre.diff-text .del')).toBe('-port = 8080\n');
    await plain.close();

    const page = await browser.newPage();
    await page.goto(`${h.baseUrl}/es/utilities/diff`);
    await page.check('input[name="diff-view"][value="unified"]');
    await page.fill('#f-changed', 'host = localhost\nport = 8081\n');
    expect(await waitFor(() => page.textContent('pre.diff-text'), (t) => t?.includes('+port = 8081') ?? false)).toContain('+port = 8081');
    expect(await page.isChecked('input[name="diff-view"][value="unified"]')).toBe(true);
    expect(await page.isVisible('table.diff')).toBe(false);
    await page.close();
  });

  it('points at the line and column of a JSON error, with JavaScript and without, in both languages', async () => {
    const plain = await noScript.newPage();
    const bad = '{\n  "a": 1,\n  "b": [1, 2,]\n}';
    const response = await plain.goto(`${h.baseUrl}/utilities/json-format?${qs.stringify({ json: bad })}`);
    expect(response?.status()).toBe(400);
    expect(await plain.textContent('.error-at figcaption')).toBe('JSON: line 3, column 14');
    expect(await plain.textContent('.error-at mark')).toBe(']');
    const lines = (await plain.textContent('.error-at pre'))!.split('\n');
    expect(lines[1]).toBe('3 │   "b": [1, 2,]');
    // The caret stands under the column: 13 characters of the line before it.
    expect(lines[2]!.indexOf('^') - lines[2]!.indexOf('│') - 2).toBe(13);
    await plain.goto(`${h.baseUrl}/es/utilities/convert-data?${qs.stringify({ text: bad, from: 'json', to: 'yaml' })}`);
    expect(await plain.textContent('.error-at figcaption')).toBe('Documento: línea 3, columna 14');
    await plain.close();

    const page = await browser.newPage();
    await page.goto(`${h.baseUrl}/utilities/json-to-toon`);
    await page.fill('#f-text', '[1,\n 2,,3]');
    expect(await waitFor(() => page.textContent('.error-at figcaption').catch(() => ''), (t) => t === 'JSON: line 2, column 4')).toBe('JSON: line 2, column 4');
    expect(await page.isVisible('[data-error-for="text"]')).toBe(true);
    await page.close();
  });

  it('shows a color’s swatches, a CSV’s first rows as a table, and both wall clocks', async () => {
    const plain = await noScript.newPage();
    await plain.goto(`${h.baseUrl}/utilities/color-convert?value=%23f80`);
    const swatches = await plain.$$eval('.headline .swatch-color > span', (spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
    expect(swatches).toEqual(['rgb(255, 136, 0)', 'rgb(255, 136, 0)', 'rgb(255, 136, 0)']);

    const csv = ['id,name', ...Array.from({ length: 25 }, (_, i) => `${i + 1},row ${i + 1}`)].join('\n');
    await plain.goto(`${h.baseUrl}/utilities/csv-to-json?${qs.stringify({ csv })}`);
    expect(await plain.$$eval('table.preview thead th', (ths) => ths.map((th) => th.textContent))).toEqual(['id', 'name']);
    expect(await plain.locator('table.preview tbody tr').count()).toBe(PREVIEW_ROWS);
    expect(await plain.textContent('table.preview tbody tr:first-child')).toBe('1row 1');
    expect(await plain.locator('p.hint', { hasText: 'The first 20 of 25 rows.' }).count()).toBe(1);
    const op = utilities.find((o) => o.id === 'json-to-csv')!;
    await plain.goto(`${h.baseUrl}/es/utilities/json-to-csv?${qs.stringify(op.examples[0]!.input)}`);
    expect(await plain.$$eval('table.preview thead th', (ths) => ths.map((th) => th.textContent))).toEqual(['id', 'name', 'tags', 'note']);
    expect(await plain.$$eval('table.preview tbody tr:nth-child(2) td', (tds) => tds.map((td) => td.textContent))).toEqual(['2', 'Lee', '', 'said "hi"']);
    expect(await plain.locator('p.hint', { hasText: 'Las 2 filas.' }).count()).toBe(1);

    await plain.goto(`${h.baseUrl}/utilities/timezone-convert?datetime=2026-07-01T09:00&from=Europe/Madrid&to=America/New_York`);
    const clocks = await plain.$$eval('figure.clock', (figures) => figures.map((f) => [f.querySelector('.clock-time')?.textContent, f.querySelector('.clock-zone')?.textContent, f.querySelectorAll('svg line').length]));
    expect(clocks).toEqual([
      ['09:00', 'Europe/Madrid · CEST · UTC+02:00', 14],
      ['03:00', 'America/New_York · EDT · UTC-04:00', 14],
    ]);
    await plain.close();
  });

  it('fills in the time now: the click’s time with JavaScript, the page’s time through a link without it', async () => {
    const page = await browser.newPage();
    await page.goto(`${h.baseUrl}/utilities/timestamp`);
    // The time filled in lies between the moments before and after the click (whole seconds), however long it took.
    const beforeClick = Math.floor(Date.now() / 1000);
    await page.click('[data-now]');
    const value = Number(await page.inputValue('#f-value'));
    expect(value).toBeGreaterThanOrEqual(beforeClick);
    expect(value).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    const shown = await waitFor(() => resultText(page), (t) => t.includes(`Unix time (seconds) Copy ${value}`));
    expect(shown).toContain(`Unix time (seconds) Copy ${value}`);
    expect((await addressOf(page)).search).toBe(`?value=${value}`);
    await page.close();

    const plain = await noScript.newPage();
    await plain.goto(`${h.baseUrl}/es/utilities/timestamp`);
    const beforeLink = Math.floor(Date.now() / 1000);
    await plain.click('[data-now]');
    // `now` is the page's word for the time of the request (a cached page's link is not stale).
    expect(new URL(plain.url()).search).toBe('?value=now');
    const linked = Number(await plain.inputValue('#f-value'));
    expect(linked).toBeGreaterThanOrEqual(beforeLink);
    expect(linked).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(await resultText(plain)).toContain(`Tiempo Unix (segundos) Copiar ${linked}`);
    await plain.close();
  });

  it('computes a text too long for the page’s link too, and says the link cannot hold it', async () => {
    const page = await browser.newPage();
    await page.goto(`${h.baseUrl}/utilities/word-count`);
    // Whatever the page asks of its own address (a result fetched or POSTed): nothing, it computes on the device.
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/utilities/word-count' && asked.push(`${r.method()} ${r.url()}`));
    await page.fill('#f-text', 'word '.repeat(3_000));
    expect(await waitFor(() => page.isVisible('#too-long'), Boolean)).toBe(true);
    // 3,000 words of 15,000 characters: computed on the device, the address bar left as it was.
    expect(await waitFor(() => resultText(page), (t) => t.includes('Words 3,000'))).toContain('Words 3,000');
    expect((await addressOf(page)).search).toBe('');
    expect(asked).toEqual([]);
    await page.fill('#f-text', 'three little words');
    expect(await waitFor(() => resultText(page), (t) => /Words 3(?![,\d])/.test(t))).toMatch(/Words 3(?![,\d])/);
    expect(await page.isVisible('#too-long')).toBe(false);
    expect((await addressOf(page)).search).toBe('?text=three+little+words');
    await page.close();
  });

  it('has no serious or critical axe-core violation and no sideways scroll at 390 px on the richer pages, with their buttons shown, in both languages', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    const paths = [
      '/utilities/diff', '/utilities/color-convert?value=%23ff880080', '/utilities/timezone-convert', '/utilities/csv-to-json', '/utilities/json-to-csv',
      '/utilities/timestamp', '/utilities/word-count', `/utilities/json-format?${qs.stringify({ json: '{\n  "a": [1,]\n}' })}`, `/utilities/toon-to-json?${qs.stringify({ text: 'a[2]: 1' })}`,
    ];
    for (const path of paths.flatMap((p) => [p, `/es${p}`])) {
      await page.goto(h.baseUrl + path);
      problems.push(...(await axeProblems(page)).map((p) => `${path}: ${p}`));
      if (path.includes('/diff')) {
        // The other view of the diff too.
        await page.check('input[name="diff-view"][value="unified"]');
        problems.push(...(await axeProblems(page)).map((p) => `${path} unified: ${p}`));
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) problems.push(`${path}: ${width} px wide`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

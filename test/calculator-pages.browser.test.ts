import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formModel } from '../src/adapters/site/tool/form-model.js';
import { controlId } from '../src/adapters/site/tool/control-id.js';
import { currencyOf, formatted, valueAt } from '../src/adapters/site/tool/result-html.js';
import type { AnyOperation } from '../src/core/operation.js';
import { operations } from '../src/ops/index.js';
import { addressOf, HAS_CHROMIUM, launchChromium, waitFor } from './support/browser.js';
import { postJson, startNode, type Harness } from './support/harness.js';
import { parseHtml } from './support/html-text.js';

const calculators = operations.filter((op) => op.kind === 'calculator');

/** The headline figures the page should show for `output`, written as the page writes them. */
function expectedHeadline(op: AnyOperation, output: Record<string, unknown>, locale: 'en' | 'es'): string[] {
  const currency = currencyOf(op, output);
  return (op.page?.headline ?? [])
    .filter((f) => valueAt(output, f.field) !== undefined)
    // The API answers in English: a text figure (an age in words) is compared on the English page only.
    .filter((f) => locale === 'en' || f.format !== 'text' || f.choices !== undefined)
    .map((f) => formatted(valueAt(output, f.field), f, locale, currency));
}

const headlineText = (page: Page) => page.evaluate(() => document.querySelector('.headline')?.textContent ?? '');

/** Types an example's input into the form, field by field, as a visitor would (adding rows as needed). */
export async function fillForm(page: Page, op: AnyOperation, input: Record<string, unknown>): Promise<void> {
  for (const field of formModel(op, 'en')) {
    if (field.shape === 'value') {
      const value = input[field.input.key];
      const selector = `#${controlId(field.input.key)}`;
      if (field.input.control === 'select' || field.input.control === 'boolean') {
        await page.selectOption(selector, value === undefined ? (field.input.default === undefined ? '' : String(field.input.default)) : String(value));
      } else {
        await page.fill(selector, value === undefined ? '' : String(value));
      }
    } else if (field.shape === 'items') {
      const values = (input[field.input.key] as unknown[] | undefined) ?? [];
      for (let i = 0; i < field.labels.length; i++) await page.fill(`#${controlId(`${field.input.key}[${i}]`)}`, values[i] === undefined ? '' : String(values[i]));
    } else {
      const rows = (input[field.key] as Record<string, unknown>[] | undefined) ?? [];
      const group = page.locator(`[data-rows="${field.key}"]`);
      while ((await group.locator('[data-row]').count()) < rows.length + 1) await group.locator('[data-add-row]').click();
      while ((await group.locator('[data-row]').count()) > rows.length + 1) await group.locator('[data-remove-row]').last().click();
      const count = await group.locator('[data-row]').count();
      for (let r = 0; r < count; r++) {
        for (const column of field.columns) {
          const value = rows[r]?.[column.key];
          const selector = `#${controlId(`${field.key}[${r}][${column.key}]`)}`;
          if (column.control === 'select' || column.control === 'boolean') await page.selectOption(selector, value === undefined ? '' : String(value));
          else await page.fill(selector, value === undefined ? '' : String(value));
        }
      }
    }
  }
}

/** A field the page should refuse, with the value that breaks its bound: the first number field with a bound. */
function badValue(op: AnyOperation): { name: string; value: string } | undefined {
  for (const field of formModel(op, 'en')) {
    if (field.shape !== 'value' || (field.input.control !== 'number' && field.input.control !== 'integer')) continue;
    if (field.input.max !== undefined) return { name: field.input.key, value: String(field.input.max * 10 + 1) };
    if (field.input.min !== undefined) return { name: field.input.key, value: String(field.input.min - 1) };
  }
  return undefined;
}

describe.skipIf(!HAS_CHROMIUM)('every calculator on its page, in headless Chromium', () => {
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

  it('shows, for every example, the headline the API gives for its input: through the GET URL without JavaScript', async () => {
    // What a visitor without JavaScript gets is the server's HTML as sent: read from it, no browser needed.
    for (const op of calculators) {
      for (const example of op.examples) {
        for (const locale of ['en', 'es'] as const) {
          const output = (await (await h.call(`/api/v1/${op.id}`, postJson(example.input))).json()) as Record<string, unknown>;
          const path = `${locale === 'es' ? '/es' : ''}/calculators/${op.id}?${qs.stringify(example.input)}`;
          const response = await h.call(path, { headers: { accept: 'text/html' } });
          expect(response.status, path).toBe(200);
          const shown = parseHtml(await response.text()).querySelector('.headline')?.textContent ?? '';
          for (const figure of expectedHeadline(op, output, locale)) expect(shown, `${path}: ${figure}`).toContain(figure);
        }
      }
    }
  });

  it('updates the result as the visitor types each example, and keeps the URL in step (JavaScript on)', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    for (const op of calculators) {
      await page.goto(`${h.baseUrl}/calculators/${op.id}`);
      // The page's runtime (an ES module that loads the operation's own) shows its row buttons and its note once it is
      // attached, which can be after the load event.
      await page.waitForSelector('form[data-ready="true"]');
      expect(await page.isVisible('.live-note'), op.id).toBe(true);
      for (const example of [...op.examples].reverse()) {
        const output = (await (await h.call(`/api/v1/${op.id}`, postJson(example.input))).json()) as Record<string, unknown>;
        const expected = expectedHeadline(op, output, 'en');
        await fillForm(page, op, example.input as Record<string, unknown>);
        const shown = await waitFor(() => headlineText(page), (text) => expected.every((f) => text.includes(f)));
        for (const figure of expected) expect(shown, `${op.id} ${example.title}: ${figure}`).toContain(figure);
        // The address bar is the link to share: opened without the script (the server's HTML), it shows the same answer.
        const url = await addressOf(page);
        expect(url.pathname).toBe(`/calculators/${op.id}`);
        const sharedPage = await h.call(url.pathname + url.search, { headers: { accept: 'text/html' } });
        const again = parseHtml(await sharedPage.text()).querySelector('.headline')?.textContent ?? '';
        for (const figure of expected) expect(again, `${op.id} ${example.title} shared: ${figure}`).toContain(figure);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a bad value’s message beside its field, with JavaScript and without', async () => {
    const withJs = await browser.newPage();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutJs = await context.newPage();
    for (const op of calculators) {
      const bad = badValue(op);
      if (!bad) continue;
      const error = `[data-error-for="${bad.name}"]`;
      for (const locale of ['en', 'es'] as const) {
        const base = `${h.baseUrl}${locale === 'es' ? '/es' : ''}/calculators/${op.id}`;
        const response = await withoutJs.goto(`${base}?${qs.stringify({ ...(op.examples[0]!.input as object), [bad.name]: bad.value })}`);
        expect(response?.status(), op.id).toBe(400);
        const message = (await withoutJs.textContent(error))?.trim() ?? '';
        expect(message.length, `${op.id} ${locale}`).toBeGreaterThan(3);
        expect(await withoutJs.getAttribute(`#${controlId(bad.name)}`, 'aria-invalid')).toBe('true');
        // The form keeps what was typed.
        expect(await withoutJs.inputValue(`#${controlId(bad.name)}`)).toBe(bad.value);
      }
      await withJs.goto(`${h.baseUrl}/calculators/${op.id}`);
      await withJs.fill(`#${controlId(bad.name)}`, bad.value);
      const shown = await waitFor(() => withJs.isVisible(error), Boolean);
      expect(shown, op.id).toBe(true);
    }
    await context.close();
    await withJs.close();
  });

  it('draws the chart with its text alternative where the calculator has one, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const charted = calculators.filter((op) => op.page?.chart);
    expect(charted.map((op) => op.id).sort()).toEqual(['cash-flow-forecast', 'es-cuota-autonomos', 'es-nomina-bruto-neto', 'es-pension-jubilacion', 'hourly-to-salary', 'invoice-aging', 'mortgage-affordability', 'uk-self-assessment', 'uk-state-pension', 'us-estimated-tax', 'us-social-security-estimate']);
    for (const op of charted) {
      for (const locale of ['en', 'es'] as const) {
        await page.goto(`${h.baseUrl}${locale === 'es' ? '/es' : ''}/calculators/${op.id}`);
        const chart = await page.evaluate(() => {
          const svg = document.querySelector('figure.chart svg[role="img"]');
          return svg && { title: svg.querySelector('title')?.textContent ?? '', desc: svg.querySelector('desc')?.textContent ?? '', caption: document.querySelector('figure.chart figcaption')?.textContent ?? '', labelledBy: svg.getAttribute('aria-labelledby') };
        });
        expect(chart, `${locale} ${op.id}`).not.toBeNull();
        expect(chart!.desc.length, op.id).toBeGreaterThan(30);
        expect(chart!.caption).toContain(chart!.desc);
        expect(chart!.labelledBy).toMatch(/-title .+-desc$/);
      }
    }
    await context.close();
  });

  it('hand-checked: $100 an hour × 40 h × 48 weeks is a $178,316.77 salary; €30,000 gross in Spain shows its net pay', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // revenue 100 × 40 × 48 = 192,000 = S × (1 + 0.062 + 0.0145) + 42 → S = 191,958 ÷ 1.0765 = 178,316.77.
    await page.goto(`${h.baseUrl}/calculators/hourly-to-salary?hourlyRate=100&billableHoursPerWeek=40&weeksWorked=48`);
    expect(await headlineText(page)).toContain('$178,316.77');
    await page.goto(`${h.baseUrl}/es/calculators/es-nomina-bruto-neto?annualGross=30000`);
    const text = await headlineText(page);
    expect(text).toContain('Salario neto anual');
    expect(text).toMatch(/\d{2}\.\d{3},\d{2}\u00a0€/);
    await context.close();
  });
});

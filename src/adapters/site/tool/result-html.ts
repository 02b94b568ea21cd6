import { formatDay, formatMoney, formatPercent, formatValue, type Currency, type ValueFormat } from '../../../core/display.js';
import type { Locale } from '../../../core/locale.js';
import type { PageOperation } from '../../../core/operation.js';
import type { ChartTools, Figure, ResultSpec, TableSpec } from '../../../core/page-spec.js';
import { sitePath } from '../../../content/site-urls.js';
import { datasetName } from '../../../rules/dataset-names.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { sourceLink } from '../site-lists.js';
import { chartSvg, type ChartFormats } from './chart-svg.js';
import { copyButton, displayHtml, outputId, preText, swatchHtml } from './result-views.js';
import { toolStrings } from './tool-strings.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ResultSpec<any, any>;

/** A value at a dotted path of the result ("payslips.monthlyNet"). */
export function valueAt(output: unknown, path: string): unknown {
  let current = output;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The currency of a result's money: the spec's, or the one of its jurisdiction. */
export function currencyOf(op: PageOperation, output: Record<string, unknown>): Currency {
  const spec = op.page as AnySpec | undefined;
  if (typeof spec?.currency === 'function') return spec.currency(output);
  if (spec?.currency) return spec.currency;
  return op.jurisdiction === 'es' ? 'EUR' : op.jurisdiction === 'uk' ? 'GBP' : 'USD';
}

export interface ResultView {
  op: PageOperation;
  locale: Locale;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  /** Runs the same operation on another input (for charts that compare inputs). */
  rerun(input: Record<string, unknown>): Record<string, unknown> | null;
}

/** What both parts of a result are drawn with: the page's words, the definition's spec, the currency, a figure's writing. */
function drawing(view: ResultView) {
  const spec = (view.op.page ?? { headline: [] }) as AnySpec;
  const currency = currencyOf(view.op, view.output);
  const show = (value: unknown, figure: Pick<Figure, 'format' | 'choices'>) => formatted(value, figure, view.locale, currency);
  return { t: toolStrings[view.locale], spec, currency, show };
}

/**
 * The answer, first: the sentence the definition writes, the headline figures and what to check (warnings). It leads
 * the page: above the form on a phone, kept in view beside it on a wide screen.
 */
export function answerBody(view: ResultView): string {
  const { op, locale, output } = view;
  const { t, spec, currency, show } = drawing(view);
  const parts: string[] = [];
  const sentence = spec.answer?.(output, view.input, toolsFor(view, currency));
  if (sentence) parts.push(`<p class="answer-sentence">${escapeHtml(sentence)}</p>`);
  // A utility's text answers can be copied with one click.
  const copyable = op.kind === 'utility';
  const shown = spec.headline.filter((f) => valueAt(output, f.field) !== undefined);
  if (shown.length > 0) {
    parts.push(`<div class="headline">${shown.map((f) => figureHtml(f, valueAt(output, f.field), show(valueAt(output, f.field), f), locale, copyable)).join('')}</div>`);
  }
  const warnings = stringsAt(output, 'warnings');
  if (warnings.length > 0) {
    parts.push(`<div class="warnings"><h3>${t.warnings}</h3><ul>${warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul></div>`);
  }
  return parts.join('\n');
}

/** The details that follow the answer: views, chart, further figures, tables, breakdown, assumptions, rules. */
export function resultBody(view: ResultView): string {
  const { op, locale, output } = view;
  const { t, spec, currency, show } = drawing(view);
  const parts: string[] = [];
  for (const display of spec.displays ?? []) parts.push(displayHtml(display, (path) => valueAt(output, path), locale));
  const chart = spec.chart?.(view.output, view.input, toolsFor(view, currency));
  if (chart) parts.push(chartSvg(chart, `chart-${op.id}`, chartFormats(chart.format, locale, currency)));
  // A figure the result leaves out or has no value for (another mode, another country) is not shown.
  const details = (spec.details ?? []).filter((f) => valueAt(output, f.field) !== undefined && valueAt(output, f.field) !== null);
  if (details.length > 0) {
    const rows = details
      .map((f) => {
        // A utility's text output is data (an RFC 2822 date, a digest): written as given, never translated.
        const data = op.kind === 'utility' && f.format === 'text' && !f.choices ? ' translate="no"' : '';
        return `<tr><th scope="row">${escapeHtml(f.label[locale])}</th><td${data}>${cell(show(valueAt(output, f.field), f), f.format)}</td></tr>`;
      })
      .join('');
    parts.push(`<table class="details"><caption class="visually-hidden">${t.details}</caption><tbody>${rows}</tbody></table>`);
  }
  for (const table of spec.tables ?? []) parts.push(tableHtml(table, output, locale, show));
  const breakdown = output.breakdown;
  if (Array.isArray(breakdown) && breakdown.length > 0) {
    const rows = (breakdown as { item?: string; label: string; amount: number }[])
      .map((b: { item?: string; label: string; amount: number }) => {
        const format = (b.item !== undefined && spec.breakdownFormats?.[b.item]) || 'money';
        return `<tr><th scope="row">${escapeHtml(b.label)}</th><td class="num" data-v="${b.amount}">${escapeHtml(formatValue(b.amount, format, locale, currency))}</td></tr>`;
      })
      .join('');
    const table = `${csvButton('table-breakdown', 'breakdown', t.breakdown, locale)}<div class="table-wrap" tabindex="0" role="region" aria-label="${t.breakdown}"><table id="table-breakdown" class="breakdown"><tbody>${rows}</tbody></table></div>`;
    parts.push(folded(t.breakdown, breakdown.length, LONG_BREAKDOWN, table));
  }
  const notes = stringsAt(output, 'notes');
  if (notes.length > 0) parts.push(`<h3>${t.notes}</h3><ul class="assumptions">${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`);
  const assumptions = stringsAt(output, 'assumptions');
  if (assumptions.length > 0) parts.push(folded(t.assumptions, assumptions.length, LONG_ASSUMPTIONS, `<ul class="assumptions">${assumptions.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>`));
  parts.push(rulesHtml(output, locale));
  return parts.filter((p) => p !== '').join('\n');
}

/** Past these counts a breakdown or a list of assumptions is folded under its title: the answer is not buried in prose. */
const LONG_BREAKDOWN = 8;
const LONG_ASSUMPTIONS = 4;

/** A part of the details under its heading, or folded in a `<details>` (its title and count) when it is long. */
function folded(title: string, count: number, longFrom: number, body: string): string {
  if (count <= longFrom) return `<h3>${title}</h3>${body}`;
  return `<details class="how"><summary>${title} (${count})</summary>${body}</details>`;
}

function figureHtml(figure: Figure, raw: unknown, value: string, locale: Locale, copyable: boolean): string {
  const block = figure.format === 'code' || figure.format === 'json';
  // A text answer gets a Copy button (shown by the script), and the id it copies from.
  const copy = copyable && (block || figure.format === 'text') && value !== '' && value !== '—';
  const id = copy ? ` id="${outputId(figure.field)}"` : '';
  const label = `<span class="figure-label">${escapeHtml(figure.label[locale])}</span>`;
  const head = copy ? `<div class="output-head">${label}${copyButton(outputId(figure.field), locale)}</div>` : label;
  const swatch = figure.swatch ? swatchHtml(raw) : '';
  const body = block
    ? `<pre class="output"${id} tabindex="0">${preText(value)}</pre>`
    : `<span class="figure-value">${swatch}${copy ? `<span${id}>${escapeHtml(value)}</span>` : escapeHtml(value)}</span>`;
  return `<div class="figure${block ? ' wide' : ''}">${head}${body}</div>`;
}

function cell(value: string, format: ValueFormat): string {
  return format === 'code' || format === 'json' ? `<pre class="output" tabindex="0">${escapeHtml(value)}</pre>` : escapeHtml(value);
}

/** A figure as the page writes it (the browser tests compare pages with the API through this). */
export function formatted(value: unknown, figure: Pick<Figure, 'format' | 'choices'>, locale: Locale, currency: Currency): string {
  if (typeof value === 'string' && figure.choices?.[value]) return figure.choices[value][locale];
  if (Array.isArray(value) && figure.format !== 'json' && figure.format !== 'code') return value.map((v) => formatValue(v, figure.format, locale, currency)).join(', ');
  return formatValue(value, figure.format, locale, currency);
}

function tableHtml(table: TableSpec, output: unknown, locale: Locale, show: (value: unknown, figure: Figure) => string): string {
  const items = valueAt(output, table.field);
  if (!Array.isArray(items) || items.length === 0) return '';
  const head = table.columns.map((c) => `<th scope="col">${escapeHtml(c.label[locale])}</th>`).join('');
  const rows = items
    .map((item) => `<tr>${table.columns.map((c) => {
      const value = valueAt(item, c.field);
      const numeric = c.format === 'money' || c.format === 'number' || c.format === 'integer' || c.format === 'percent';
      const content = Array.isArray(value) && c.format === 'text' ? `<ul>${value.map((v) => listItem(v, c.keys, locale)).join('')}</ul>` : cell(show(value, c), c.format);
      // The CSV download takes a number as the API writes it.
      const raw = numeric && typeof value === 'number' ? ` data-v="${value}"` : '';
      return `<td data-label="${escapeHtml(c.label[locale])}"${numeric ? ' class="num"' : ''}${raw}>${content}</td>`;
    }).join('')}</tr>`)
    .join('\n');
  const id = `table-${table.field.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return `<h3>${escapeHtml(table.title[locale])}</h3>${csvButton(id, table.field, table.title[locale], locale)}<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(table.title[locale])}"><table id="${id}" class="cards data"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** "Download CSV" beside a result table (shown by the script, which writes the file on the device). */
function csvButton(tableId: string, name: string, title: string, locale: Locale): string {
  const t = toolStrings[locale];
  return `<p class="table-tools" data-js hidden><button type="button" class="secondary" data-csv="${tableId}" data-filename="${escapeHtml(name)}.csv">${t.downloadCsv}<span class="visually-hidden">: ${escapeHtml(title)}</span></button></p>`;
}

/** An item of a list in a table cell: text, a link ({title, url}), or an object's texts and links in order. */
function listItem(value: unknown, keys: readonly string[] | undefined, locale: Locale): string {
  if (typeof value !== 'object' || value === null) return `<li>${escapeHtml(String(value))}</li>`;
  const record = value as Record<string, unknown>;
  const parts = (keys ?? Object.keys(record)).map((key) => record[key]).flatMap((v) => {
    if (typeof v === 'string') return [escapeHtml(/^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v, locale) : v)];
    if (v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string' && typeof (v as { title?: unknown }).title === 'string') {
      return [sourceLink(v as { title: string; url: string })];
    }
    return [];
  });
  return `<li>${parts.join(' — ')}</li>`;
}

function stringsAt(output: Record<string, unknown>, key: string): string[] {
  const value = output[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** What the definition's answer and chart are given: the page's language and currency, the formats, a rerun. */
function toolsFor(view: ResultView, currency: Currency): ChartTools<any, any> {
  return {
    locale: view.locale,
    currency,
    rerun: view.rerun,
    format: (value: unknown, format: ValueFormat) => formatValue(value, format, view.locale, currency),
  };
}

function chartFormats(format: ValueFormat, locale: Locale, currency: Currency): ChartFormats {
  return {
    axis: (v) => (format === 'money' ? formatMoney(v, currency, locale, true) : formatValue(v, format, locale, currency)),
    value: (v) => formatValue(v, format, locale, currency),
    percent: (v) => formatPercent(v, locale),
    day: (iso) => formatDay(iso, locale).replace(/ \d{4}$/, ''),
  };
}

/** The rule sets the result used, linked to their dataset pages and their official sources. */
function rulesHtml(output: Record<string, unknown>, locale: Locale): string {
  const rules = output.rules;
  if (!Array.isArray(rules) || rules.length === 0) return '';
  const t = toolStrings[locale];
  const items = (rules as { id: string; name: string; effective: string; lastChecked?: string; sources: { title: string; url: string }[] }[]).map((rule) => {
    const named = datasetName(rule.id);
    const name = named ? named[locale] : rule.name;
    const link = named ? `<a href="${sitePath(locale, 'datasets', rule.id)}">${escapeHtml(name)}</a>` : escapeHtml(name);
    const sources = rule.sources.map((s) => sourceLink(s)).join(', ');
    // When the figures were last compared with their sources: what a visitor on a copy kept offline needs to know.
    const checked = rule.lastChecked ? ` (${t.lastChecked} <time datetime="${escapeHtml(rule.lastChecked)}">${escapeHtml(formatDay(rule.lastChecked, locale))}</time>)` : '';
    return `<li>${link} — ${t.inForceFrom} <time datetime="${escapeHtml(rule.effective)}">${escapeHtml(formatDay(rule.effective, locale))}</time>${checked}. ${t.officialSources}: ${sources}</li>`;
  });
  return `<h3>${t.rulesUsed}</h3><ul class="rules">${items.join('')}</ul>`;
}


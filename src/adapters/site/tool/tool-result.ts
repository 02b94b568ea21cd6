import type { Context } from '../../../core/context.js';
import { utf8Length } from '../../../core/bytes.js';
import { MAX_RESPONSE_BYTES } from '../../../core/limits.js';
import type { Locale } from '../../../core/locale.js';
import type { PageOperation } from '../../../core/operation.js';
import { writtenNumberOf } from '../../../core/written-numbers.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { curlCommand } from '../../reference/shell-quote.js';
import { controlId } from './control-id.js';
import { formModel, queryName, type FormField } from './form-model.js';
import { runForPage, type PageOutcome } from './page-run.js';
import { readQuery, type QueryInput } from './query-input.js';
import { answerBody, resultBody } from './result-html.js';
import { errorPointer } from './result-views.js';
import { toolStrings } from './tool-strings.js';

/**
 * A tool page's result section, from its query: the one renderer of a calculator's or utility's answer. The server
 * draws it for the first paint and for visitors without JavaScript (inline, or in its worker pool when the input is
 * large or the operation heavy), and the page's script draws it in the browser as the visitor types, from the same
 * definition and the same code, so both show the same figures and words.
 */

export interface ResultRequest {
  op: PageOperation;
  locale: Locale;
  /** The page's query string ('' or '?…'); without one, the page shows its starting input; `?clear`, a blank form. */
  search: string;
  /** What a page without a query shows: the definition's `start` for today, or its first example. */
  start?: Record<string, unknown>;
  /** For the curl command of the API section. */
  baseUrl: string;
  /** The clock, base URL and rates to run with; the locale is set here. */
  ctx: Context;
}

export interface ToolResult {
  /** The `<section id="answer">` (the sentence, the headline figures, what to check), whole: it leads the page. */
  answer: string;
  /** The `<section id="result">` (the details), whole. */
  html: string;
  status: number;
  /** The values the form shows, by query name, and rows per list field (the server draws the form from them). */
  shown: ReadonlyMap<string, string>;
  rowCounts: ReadonlyMap<string, number>;
  /** The message beside each field that has a problem, by query name. */
  errors: ReadonlyMap<string, string>;
}

/**
 * Input and response JSON past this size are not copied into the API section (curl reads the body from a file, the
 * response is only sized): the page would otherwise carry a megabyte document three times over.
 */
export const MAX_API_SECTION_BYTES = 16 * 1024;

/** Reads the query, runs the operation in the page's language and draws the result section. */
export async function toolResult(request: ResultRequest): Promise<ToolResult> {
  const { op, locale } = request;
  const fields = formModel(op, locale);
  const query = readQuery(request.search, fields);
  const writtenNumber = writtenNumberOf(query.writtenNumbers);
  // baseUrl by name: a request's context has it as a getter of its class, which a spread does not copy.
  const ctx: Context = { ...request.ctx, baseUrl: request.ctx.baseUrl, locale, ...(writtenNumber ? { writtenNumber } : {}) };
  nowFilledIn(query, fields, ctx.now());
  const t = toolStrings[locale];
  if (query.blank) {
    // "Clear": an empty form, and nothing worked out until something is typed in it.
    const state = shownFrom({}, fields);
    return { answer: answerSection(locale, t.result, `<p class="answer-sentence">${t.blankForm}</p>`, request.search), html: resultSection(t.detailsTitle, '', new Map(), request.search), status: 200, ...state, errors: new Map() };
  }
  const input = query.submitted ? query.input : (request.start ?? {});
  const state = query.submitted ? query : shownFrom(request.start ?? {}, fields);

  const outcome = ownedByTextBox(await runForPage(op, input, ctx), fields);
  let body: string;
  let answer: string;
  let status = 200;
  if (outcome.kind === 'result') {
    const view = { op, locale, input, output: outcome.value, rerun: (next: Record<string, unknown>) => rerunSync(op, next, ctx) };
    answer = answerBody(view);
    body = resultBody(view);
    // The API section shows what the API answers: English.
    const english = locale === 'en' ? outcome : await runForPage(op, input, { ...ctx, locale: 'en' });
    if (english.kind === 'result') body += apiSection(op, input, english.json, request.baseUrl, locale);
  } else {
    // The problems lead, where the answer would be; the details say nothing more.
    answer = problemsHtml(outcome.fieldErrors, outcome.formError, fields, locale, input);
    body = '';
    status = 400;
  }
  const errors = outcome.kind === 'invalid' ? outcome.fieldErrors : new Map<string, string>();
  const title = query.submitted || outcome.kind !== 'result' ? t.result : t.startResult;
  const drawn = { answer: answerSection(locale, title, answer, request.search), html: resultSection(t.detailsTitle, body, errors, request.search) };
  if (htmlBytesOver(drawn.answer + drawn.html, MAX_RESPONSE_BYTES)) {
    const notice = `<p class="notice" role="alert">${escapeHtml(t.tooLarge(megabytes(utf8Length(drawn.answer) + utf8Length(drawn.html))))}</p>`;
    return { ...noticeSections(locale, notice, request.search, errors), status: 400, shown: state.shown, rowCounts: state.rowCounts, errors };
  }
  return { ...drawn, status, shown: state.shown, rowCounts: state.rowCounts, errors };
}

/**
 * The section the answer sits in: first in the page. Its children are replaced as the visitor types (the section
 * stays), so a screen reader hears the new answer.
 */
export function answerSection(locale: Locale, title: string, body: string, search = ''): string {
  return `<section id="answer" class="answer" aria-labelledby="answer-title" aria-live="polite" data-query="${escapeHtml(search.replace(/^\?/, ''))}">
<h2 id="answer-title">${escapeHtml(title)}</h2>
${body}
<p class="share" data-js hidden><button type="button" class="secondary" data-copy-link data-copied="${toolStrings[locale].linkCopied}">${toolStrings[locale].copyLink}</button></p>
</section>`;
}

/** A notice (too large, over the rate limit, the pool busy, a failure) in the answer's place, the details empty. */
export function noticeSections(locale: Locale, notice: string, search: string, errors: ReadonlyMap<string, string> = new Map(), retryAfterSeconds?: number): { answer: string; html: string } {
  const t = toolStrings[locale];
  return { answer: answerSection(locale, t.result, notice, search), html: resultSection(t.detailsTitle, '', errors, search, retryAfterSeconds) };
}

/**
 * The section a result, a list of problems or a notice sits in. `data-errors` carries the messages by field for the
 * script, and `data-query` the query it answers, so a page the browser shows from its cache for another query (the
 * same path, offline) is computed again on the device.
 */
export function resultSection(title: string, body: string, errors: ReadonlyMap<string, string> = new Map(), search = '', retryAfterSeconds?: number): string {
  const errorsJson = JSON.stringify(Object.fromEntries(errors));
  const query = search.replace(/^\?/, '');
  return `<section id="result" class="result" aria-labelledby="result-title" data-errors="${escapeHtml(errorsJson)}" data-query="${escapeHtml(query)}"${retryAfterSeconds === undefined ? '' : ` data-retry-after="${retryAfterSeconds}"`}>
<h2 id="result-title">${escapeHtml(title)}</h2>
${body}
</section>`;
}

/** The sections shown when drawing a result failed on the device (a bug: the server answers a 500 page instead). */
export function failedSections(locale: Locale, search: string): string {
  const drawn = noticeSections(locale, `<p class="notice" role="alert">${escapeHtml(toolStrings[locale].failed)}</p>`, search);
  return `${drawn.answer}\n${drawn.html}`;
}

/** Whether an HTML text takes more than `limit` bytes as UTF-8 (counted only when its length leaves it in doubt). */
export function htmlBytesOver(html: string, limit: number): boolean {
  return html.length * 3 > limit && (html.length > limit || utf8Length(html) > limit);
}

function megabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}

/**
 * A refusal that names no field of the form is about its one text box when it has one: "json: invalid JSON at line 2"
 * from json-to-toon, whose text field is `text` (the message names the format read). Its message goes beside that box.
 */
function ownedByTextBox(outcome: PageOutcome, fields: readonly FormField[]): PageOutcome {
  if (outcome.kind !== 'invalid') return outcome;
  const known = (name: string) => fields.some((f) => (f.shape === 'value' || f.shape === 'items' ? f.input.key : f.key) === name.replace(/\[.*$/, ''));
  const boxes = fields.filter((f) => f.shape === 'value' && f.input.control === 'textarea');
  if (boxes.length !== 1 || [...outcome.fieldErrors.keys()].every(known)) return outcome;
  const box = (boxes[0] as { input: { key: string } }).input.key;
  const fieldErrors = new Map<string, string>();
  for (const [name, message] of outcome.fieldErrors) {
    const key = known(name) ? name : box;
    if (!fieldErrors.has(key)) fieldErrors.set(key, message);
  }
  return { ...outcome, fieldErrors };
}

/**
 * `now` in a field that offers "Now" (timestamp's `value=now`, the link beside it for visitors without JavaScript) is
 * the time of the request, written as the field takes it: the page's own word, not the API's.
 */
function nowFilledIn(query: QueryInput, fields: readonly FormField[], now: Date): void {
  for (const field of fields) {
    if (field.shape !== 'value' || !field.input.now) continue;
    const key = field.input.key;
    if (query.shown.get(key)?.trim().toLowerCase() !== 'now') continue;
    const value = String(Math.floor(now.getTime() / 1000));
    query.shown.set(key, value);
    query.input[key] = value;
  }
}

/** The same operation on another input, run synchronously for a chart; null when refused. */
function rerunSync(op: PageOperation, input: Record<string, unknown>, ctx: Context): Record<string, unknown> | null {
  const parsed = op.input.safeParse(input);
  if (!parsed.success) return null;
  try {
    const value = op.run(parsed.data, ctx);
    return value instanceof Promise ? null : (value as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** The texts the form shows for a query (or for the starting input, without one): for a form drawn without a result. */
export function formState(op: PageOperation, locale: Locale, search: string, start?: Record<string, unknown>): { shown: ReadonlyMap<string, string>; rowCounts: ReadonlyMap<string, number> } {
  const fields = formModel(op, locale);
  const query = readQuery(search, fields);
  return query.submitted ? query : shownFrom(query.blank ? {} : (start ?? {}), fields);
}

/** An input (the starting one, an example) as the texts of the form's controls, by query name. */
export function shownFrom(input: Record<string, unknown>, fields: readonly FormField[]): { shown: Map<string, string>; rowCounts: Map<string, number> } {
  const shown = new Map<string, string>();
  const rowCounts = new Map<string, number>();
  const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const field of fields) {
    if (field.shape === 'value') {
      if (field.input.key in input) shown.set(field.input.key, text(input[field.input.key]));
    } else if (field.shape === 'items') {
      const list = Array.isArray(input[field.input.key]) ? (input[field.input.key] as unknown[]) : [];
      list.forEach((value, i) => shown.set(queryName([field.input.key, i]), text(value)));
    } else {
      const rows = Array.isArray(input[field.key]) ? (input[field.key] as Record<string, unknown>[]) : [];
      rows.forEach((row, i) => field.columns.forEach((column) => shown.set(queryName([field.key, i, column.key]), text(row[column.key]))));
      rowCounts.set(field.key, rows.length);
    }
  }
  return { shown, rowCounts };
}

/** Every problem at the top of the result, each linked to its field. */
function problemsHtml(
  fieldErrors: ReadonlyMap<string, string>,
  formError: string | undefined,
  fields: readonly FormField[],
  locale: Locale,
  input: Record<string, unknown>,
): string {
  const t = toolStrings[locale];
  const items = [...fieldErrors].map(([name, message]) => {
    const label = labelOf(name, fields, locale);
    const target = label === undefined ? controlId(name.replace(/\[.*$/, '')) : controlId(name);
    return `<li><a href="#${target}">${escapeHtml(label ?? name)}</a>: ${escapeHtml(message)}</li>`;
  });
  if (formError) items.unshift(`<li>${escapeHtml(formError)}</li>`);
  // A text that did not parse: its line (and column) pointed at.
  const pointers = [...fieldErrors].map(([name, message]) => {
    const field = fields.find((f) => f.shape === 'value' && f.input.key === name && f.input.control === 'textarea');
    const text = input[name];
    return field?.shape === 'value' && typeof text === 'string' ? errorPointer(text, message, field.input.label, locale) : '';
  });
  return `<div class="problems" role="alert"><p>${t.fixFields}</p><ul>${items.join('')}</ul>${pointers.join('')}</div>`;
}

/** The label of a control by its query name (`hourlyRate`, `paidPerQuarter[2]`, `invoices[0][amount]`), if it is one. */
function labelOf(name: string, fields: readonly FormField[], locale: Locale): string | undefined {
  const [, key, index, column] = /^([^[]+)(?:\[(\d+)\](?:\[([^\]]+)\])?)?$/.exec(name) ?? [];
  for (const field of fields) {
    if (field.shape === 'value' && field.input.key === key && index === undefined) return field.input.label;
    if (field.shape === 'items' && field.input.key === key && index !== undefined) return field.labels[Number(index)];
    if (field.shape === 'rows' && field.key === key) {
      if (index === undefined) return field.label;
      const label = field.columns.find((c) => c.key === column)?.label;
      return label && `${field.label}, ${toolStrings[locale].row(Number(index) + 1).toLowerCase()}: ${label}`;
    }
  }
  return undefined;
}

/**
 * The curl command for these very inputs, the JSON the API answers, and the MCP call. A body or an answer past
 * MAX_API_SECTION_BYTES is not copied in (curl reads the body from a file; the answer is sized).
 */
function apiSection(op: PageOperation, input: Record<string, unknown>, json: string, baseUrl: string, locale: Locale): string {
  const t = toolStrings[locale];
  const body = JSON.stringify(input);
  const smallBody = !htmlBytesOver(body, MAX_API_SECTION_BYTES);
  const curl = smallBody ? curlCommand(baseUrl, op.id, input) : curlCommand(baseUrl, op.id, undefined, 'body.json');
  const answer = htmlBytesOver(json, MAX_API_SECTION_BYTES)
    ? `<p>${escapeHtml(t.responseSize(utf8Length(json).toLocaleString(locale === 'es' ? 'es-ES' : 'en-US')))}</p>`
    : `<pre tabindex="0" class="json" translate="no"><code>${escapeHtml(JSON.stringify(JSON.parse(json), null, 2))}</code></pre>`;
  const mcp = smallBody
    ? `<pre tabindex="0" translate="no"><code>${escapeHtml(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: op.id, arguments: input } }, null, 2))}</code></pre>`
    : '';
  return `<details class="api">
<summary>${t.api}</summary>
<p>${t.apiIntro}</p>
${smallBody ? '' : `<p>${escapeHtml(t.bodyInFile(utf8Length(body).toLocaleString(locale === 'es' ? 'es-ES' : 'en-US')))}</p>\n`}<pre tabindex="0" translate="no"><code>${escapeHtml(curl)}</code></pre>
<p>${t.response}:</p>
${answer}
<p>${t.mcpIntro} <code>POST ${escapeHtml(baseUrl)}/api/mcp</code></p>
${mcp}<p><a href="/api#${escapeHtml(op.id)}">${t.reference}</a></p>
</details>`;
}

import type { Context } from '../../../core/context.js';
import { writtenNumberOf } from '../../../core/written-numbers.js';
import type { Locale } from '../../../core/locale.js';
import type { AnyOperation } from '../../../core/operation.js';
import type { Offload } from '../../../workers/offload.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { curlCommand } from '../../reference/shell-quote.js';
import { controlId, formHtml } from './form-html.js';
import { formModel, queryName, type FormField } from './form-model.js';
import { runForPage, type PageOutcome } from './page-run.js';
import { readQuery, type QueryInput } from './query-input.js';
import { resultBody } from './result-html.js';
import { errorPointer } from './result-views.js';
import { toolStrings } from './tool-strings.js';

export interface ToolRequest {
  op: AnyOperation;
  locale: Locale;
  /** The page's query string ('' or '?…'). */
  search: string;
  /** The page's own path (the form's action). */
  action: string;
  baseUrl: string;
  /** The context to run with (the request's clock and base URL); the page sets the locale. */
  ctx: Context;
  offload?: Offload;
  /** Set when the client is over its rate limit: the form is shown, the operation is not run. */
  limitedForSeconds?: number;
}

export interface ToolView {
  /** The form and the result, for the page. */
  main: string;
  /** The result section alone, for the page's script (`X-Page-Fragment: result`). */
  result: string;
  status: number;
  retryAfterSeconds?: number;
}

/**
 * A calculator's or utility's page body: the form (from the input schema and the definition's words), and the
 * result of the inputs in the URL — or of the first example when the URL names none.
 */
export async function toolView(request: ToolRequest): Promise<ToolView> {
  const { op, locale } = request;
  const t = toolStrings[locale];
  const fields = formModel(op, locale);
  const query = readQuery(request.search, fields);
  const writtenNumber = writtenNumberOf(query.writtenNumbers);
  const ctx: Context = { ...request.ctx, locale, ...(writtenNumber ? { writtenNumber } : {}) };
  nowFilledIn(query, fields, ctx.now());
  const example = op.examples[0]?.input as Record<string, unknown> | undefined;
  const input = query.submitted ? query.input : (example ?? {});
  const state = query.submitted ? query : shownFrom(example ?? {}, fields);

  let outcome: PageOutcome | undefined;
  if (request.limitedForSeconds === undefined) outcome = ownedByTextBox(await runForPage(op, input, ctx, request.offload), fields);
  // The API section shows what the API answers: English.
  const english = outcome?.kind === 'result' && locale !== 'en' ? await runForPage(op, input, { ...ctx, locale: 'en' }, request.offload) : outcome;

  const errors = outcome?.kind === 'invalid' ? outcome.fieldErrors : new Map<string, string>();
  const submitLabel = op.kind === 'calculator' ? t.calculate : t.run;
  const form = formHtml(fields, { shown: state.shown, rowCounts: state.rowCounts, errors }, request.action, locale, submitLabel);

  let body: string;
  let status = 200;
  let retryAfterSeconds: number | undefined;
  if (request.limitedForSeconds !== undefined) {
    body = `<p class="notice" role="alert">${escapeHtml(t.busy(request.limitedForSeconds))}</p>`;
    status = 429;
    retryAfterSeconds = request.limitedForSeconds;
  } else if (outcome!.kind === 'result') {
    const rerun = (next: Record<string, unknown>) => rerunSync(op, next, ctx);
    body = resultBody({ op, locale, input, output: outcome!.value, rerun });
    if (english?.kind === 'result') body += apiSection(op, input, english.json, request.baseUrl, locale);
  } else if (outcome!.kind === 'invalid') {
    body = problemsHtml(outcome!.fieldErrors, outcome!.formError, fields, locale, input);
    status = 400;
  } else {
    body = `<p class="notice" role="alert">${escapeHtml(locale === 'en' ? outcome!.message : t.unavailable)}</p>`;
    status = outcome!.status;
    retryAfterSeconds = outcome!.retryAfterSeconds;
  }
  const title = query.submitted || outcome?.kind !== 'result' ? t.result : t.exampleResult;
  const errorsJson = JSON.stringify(Object.fromEntries(errors));
  const result = `<section id="result" class="result" aria-labelledby="result-title" data-errors="${escapeHtml(errorsJson)}"${retryAfterSeconds === undefined ? '' : ` data-retry-after="${retryAfterSeconds}"`}>
<h2 id="result-title">${escapeHtml(title)}</h2>
${body}
</section>`;
  // Where the script says "Copied" or that a file was read (outside the result, which is replaced as one types).
  const announce = op.kind === 'utility'
    ? `\n<p class="visually-hidden" id="announce" role="status" data-copied="${t.copied}" data-read="${t.fileRead}"></p>`
    : '';
  return {
    main: `<div class="tool">\n${form}\n${result}${announce}\n</div>`,
    result,
    status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
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
function rerunSync(op: AnyOperation, input: Record<string, unknown>, ctx: Context): Record<string, unknown> | null {
  const parsed = op.input.safeParse(input);
  if (!parsed.success) return null;
  try {
    const value = op.run(parsed.data, ctx);
    return value instanceof Promise ? null : (value as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** The example's input as the texts of the form's controls. */
function shownFrom(input: Record<string, unknown>, fields: readonly FormField[]): { shown: Map<string, string>; rowCounts: Map<string, number> } {
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

/** The curl command for these very inputs, the JSON the API answers, and the MCP call. */
function apiSection(op: AnyOperation, input: Record<string, unknown>, json: string, baseUrl: string, locale: Locale): string {
  const t = toolStrings[locale];
  const mcp = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: op.id, arguments: input } }, null, 2);
  const pretty = JSON.stringify(JSON.parse(json), null, 2);
  return `<details class="api">
<summary>${t.api}</summary>
<p>${t.apiIntro}</p>
<pre tabindex="0" translate="no"><code>${escapeHtml(curlCommand(baseUrl, op.id, input))}</code></pre>
<p>${t.response}:</p>
<pre tabindex="0" class="json" translate="no"><code>${escapeHtml(pretty)}</code></pre>
<p>${t.mcpIntro} <code>POST ${escapeHtml(baseUrl)}/api/mcp</code></p>
<pre tabindex="0" translate="no"><code>${escapeHtml(mcp)}</code></pre>
<p><a href="/api#${escapeHtml(op.id)}">${t.reference}</a></p>
</details>`;
}


import type { Context } from '../../../core/context.js';
import type { Locale } from '../../../core/locale.js';
import type { AnyOperation } from '../../../core/operation.js';
import type { Offload } from '../../../workers/offload.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { curlCommand } from '../../reference/shell-quote.js';
import { controlId, formHtml } from './form-html.js';
import { formModel, queryName, type FormField } from './form-model.js';
import { runForPage, type PageOutcome } from './page-run.js';
import { readQuery } from './query-input.js';
import { resultBody } from './result-html.js';
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
  const example = op.examples[0]?.input as Record<string, unknown> | undefined;
  const input = query.submitted ? query.input : (example ?? {});
  const state = query.submitted ? query : shownFrom(example ?? {}, fields);
  const ctx: Context = { ...request.ctx, locale };

  let outcome: PageOutcome | undefined;
  if (request.limitedForSeconds === undefined) outcome = await runForPage(op, input, ctx, request.offload);
  // The API section shows what the API answers: English.
  const english = outcome?.kind === 'result' && locale !== 'en' ? await runForPage(op, input, { ...request.ctx, locale: 'en' }, request.offload) : outcome;

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
    body = problemsHtml(outcome!.fieldErrors, outcome!.formError, fields, locale);
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
  return {
    main: `<div class="tool">\n${form}\n${result}\n</div>`,
    result,
    status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
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
function problemsHtml(fieldErrors: ReadonlyMap<string, string>, formError: string | undefined, fields: readonly FormField[], locale: Locale): string {
  const t = toolStrings[locale];
  const items = [...fieldErrors].map(([name, message]) => {
    const label = labelOf(name, fields, locale);
    const target = label === undefined ? controlId(name.replace(/\[.*$/, '')) : controlId(name);
    return `<li><a href="#${target}">${escapeHtml(label ?? name)}</a>: ${escapeHtml(message)}</li>`;
  });
  if (formError) items.unshift(`<li>${escapeHtml(formError)}</li>`);
  return `<div class="problems" role="alert"><p>${t.fixFields}</p><ul>${items.join('')}</ul></div>`;
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


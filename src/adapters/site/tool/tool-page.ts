import type { Context } from '../../../core/context.js';
import type { Locale } from '../../../core/locale.js';
import type { AnyOperation } from '../../../core/operation.js';
import { shouldOffload, type Offload } from '../../../workers/offload.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { formHtml, type DeviceScripts, type ExampleLink } from './form-html.js';
import { formModel } from './form-model.js';
import { formState, noticeSections, shownFrom, toolResult, type ToolResult } from './tool-result.js';
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
  /** Whose request this is: the pool queues its work under this key (the rate limiter's, kit.clientOf). */
  client: string;
  /** Set when the client is over its rate limit: the form is shown, the operation is not run. */
  limitedForSeconds?: number;
  /** The operation's module and the page's worker, for computing on the device; without them the page is a GET form only. */
  device?: Omit<DeviceScripts, 'start'>;
}

export interface ToolView {
  /** The form and the result, for the page. */
  main: string;
  status: number;
  retryAfterSeconds?: number;
}

/**
 * A calculator's or utility's page body as the server draws it: the answer first (the definition's sentence and the
 * headline figures), the form (from the input schema and the definition's words), then the details — for the inputs
 * in the URL, or the page's starting input when the URL names none. The result is drawn by the renderer the browser
 * also runs (tool-result.ts); a large input or a heavy operation is drawn in the worker pool, under its deadline, as
 * the same input through the API would run there.
 */
export async function toolView(request: ToolRequest): Promise<ToolView> {
  const { op, locale } = request;
  const t = toolStrings[locale];
  const fields = formModel(op, locale);
  const submitLabel = op.kind === 'calculator' ? t.calculate : t.run;
  const start = startInput(op, locale, request.ctx.now());
  // A random operation's page makes its result again on the device as it opens: the one drawn here for the first paint
  // (what a visitor without JavaScript keeps) is never the one a visitor with it uses, nor cached (serve-pages.ts).
  const device = request.device && { ...request.device, ...(start ? { start } : {}), ...(op.random ? { random: true } : {}) };
  const actions = { action: request.action, examples: exampleLinks(op, fields, locale, request.action) };

  let drawn: ToolResult | { status: number; message: string; retryAfterSeconds?: number };
  if (request.limitedForSeconds !== undefined) {
    drawn = { status: 429, message: t.busy(request.limitedForSeconds), retryAfterSeconds: request.limitedForSeconds };
  } else if (request.offload && shouldOffload(op, request.search.length)) {
    const done = await request.offload.runPage({
      operationId: op.id,
      page: { search: request.search, ...(start ? { start } : {}) },
      locale,
      now: request.ctx.now().getTime(),
      baseUrl: request.baseUrl,
    }, request.client);
    drawn = done.ok
      ? done.page
      : { status: done.status, message: locale === 'en' ? done.error : done.status === 422 ? t.stopped : t.unavailable, ...(done.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: done.retryAfterSeconds }) };
  } else {
    drawn = await toolResult({ op, locale, search: request.search, ...(start ? { start } : {}), baseUrl: request.baseUrl, ctx: request.ctx });
  }

  if ('html' in drawn) {
    const form = formHtml(fields, { shown: drawn.shown, rowCounts: drawn.rowCounts, errors: drawn.errors }, actions, locale, submitLabel, device);
    return { main: toolMain(op, drawn.answer, form, drawn.html, locale), status: drawn.status };
  }
  // Not run (over the rate limit, or the pool had no room or stopped it): the form as sent, and why.
  const form = formHtml(fields, { ...formState(op, locale, request.search, start), errors: new Map() }, actions, locale, submitLabel, device);
  const notice = noticeSections(locale, `<p class="notice" role="alert">${escapeHtml(drawn.message)}</p>`, request.search, new Map(), drawn.retryAfterSeconds);
  return { main: toolMain(op, notice.answer, form, notice.html, locale), status: drawn.status, ...(drawn.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: drawn.retryAfterSeconds }) };
}

/** What the page opens with: the definition's `start` for the day of the request, or its first example. */
function startInput(op: AnyOperation, locale: Locale, now: Date): Record<string, unknown> | undefined {
  const start = (op.page as { start?: (today: string, locale: Locale) => Record<string, unknown> } | undefined)?.start;
  return start ? start(now.toISOString().slice(0, 10), locale) : (op.examples[0]?.input as Record<string, unknown> | undefined);
}

/** "Try an example": a link to the page filled with each of the definition's examples (its title in English). */
function exampleLinks(op: AnyOperation, fields: ReturnType<typeof formModel>, locale: Locale, action: string): ExampleLink[] {
  const t = toolStrings[locale];
  return op.examples.map((example, i) => {
    const params = new URLSearchParams();
    for (const [name, value] of shownFrom(example.input as Record<string, unknown>, fields).shown) if (value !== '') params.append(name, value);
    return { label: locale === 'en' ? example.title : t.example(i + 1), href: `${action}?${params.toString()}` };
  });
}

function toolMain(op: AnyOperation, answer: string, form: string, result: string, locale: Locale): string {
  const t = toolStrings[locale];
  // Where the script says "Copied" or that a file was read (outside the result, which is replaced as one types).
  const announce = `\n<p class="visually-hidden" id="announce" role="status" data-copied="${op.kind === 'utility' ? t.copied : t.linkCopied}" data-read="${t.fileRead}"></p>`;
  return `<div class="tool">\n${answer}\n${form}\n${result}${announce}\n</div>`;
}

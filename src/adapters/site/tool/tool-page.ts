import type { Context } from '../../../core/context.js';
import type { Locale } from '../../../core/locale.js';
import type { AnyOperation } from '../../../core/operation.js';
import { shouldOffload, type Offload } from '../../../workers/offload.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { formHtml, type DeviceScripts } from './form-html.js';
import { formModel } from './form-model.js';
import { formState, resultSection, toolResult, type ToolResult } from './tool-result.js';
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
  /** The operation's module and the page's worker, for computing on the device; without them the page is a GET form only. */
  device?: Omit<DeviceScripts, 'example'>;
}

export interface ToolView {
  /** The form and the result, for the page. */
  main: string;
  status: number;
  retryAfterSeconds?: number;
}

/**
 * A calculator's or utility's page body as the server draws it: the form (from the input schema and the definition's
 * words), and the result of the inputs in the URL — or of the first example when the URL names none. The result is
 * drawn by the renderer the browser also runs (tool-result.ts); a large input or a heavy operation is drawn in the
 * worker pool, under its deadline, as the same input through the API would run there.
 */
export async function toolView(request: ToolRequest): Promise<ToolView> {
  const { op, locale } = request;
  const t = toolStrings[locale];
  const fields = formModel(op, locale);
  const submitLabel = op.kind === 'calculator' ? t.calculate : t.run;
  const example = op.examples[0]?.input as Record<string, unknown> | undefined;
  const device = request.device && { ...request.device, ...(example ? { example } : {}) };

  let drawn: ToolResult | { status: number; message: string; retryAfterSeconds?: number };
  if (request.limitedForSeconds !== undefined) {
    drawn = { status: 429, message: t.busy(request.limitedForSeconds), retryAfterSeconds: request.limitedForSeconds };
  } else if (request.offload && shouldOffload(op, request.search.length)) {
    const done = await request.offload.runPage({
      operationId: op.id,
      page: { search: request.search, ...(example ? { example } : {}) },
      locale,
      now: request.ctx.now().getTime(),
      baseUrl: request.baseUrl,
    });
    drawn = done.ok
      ? done.page
      : { status: done.status, message: locale === 'en' ? done.error : done.status === 422 ? t.stopped : t.unavailable, ...(done.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: done.retryAfterSeconds }) };
  } else {
    drawn = await toolResult({ op, locale, search: request.search, ...(example ? { example } : {}), baseUrl: request.baseUrl, ctx: request.ctx });
  }

  if ('html' in drawn) {
    const form = formHtml(fields, { shown: drawn.shown, rowCounts: drawn.rowCounts, errors: drawn.errors }, request.action, locale, submitLabel, device);
    return { main: toolMain(op, form, drawn.html, locale), status: drawn.status };
  }
  // Not run (over the rate limit, or the pool had no room or stopped it): the form as sent, and why.
  const form = formHtml(fields, { ...formState(op, locale, request.search, example), errors: new Map() }, request.action, locale, submitLabel, device);
  const notice = `<p class="notice" role="alert">${escapeHtml(drawn.message)}</p>`;
  const section = resultSection(t.result, notice, new Map(), request.search, drawn.retryAfterSeconds);
  return { main: toolMain(op, form, section, locale), status: drawn.status, ...(drawn.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: drawn.retryAfterSeconds }) };
}

function toolMain(op: AnyOperation, form: string, result: string, locale: Locale): string {
  const t = toolStrings[locale];
  // Where the script says "Copied" or that a file was read (outside the result, which is replaced as one types).
  const announce = op.kind === 'utility'
    ? `\n<p class="visually-hidden" id="announce" role="status" data-copied="${t.copied}" data-read="${t.fileRead}"></p>`
    : '';
  return `<div class="tool">\n${form}\n${result}${announce}\n</div>`;
}

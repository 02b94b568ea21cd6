/**
 * A tool page's Web Worker (`/assets/page-worker-<hash>.js`, an ES module worker): draws the result of a heavy
 * operation or a large input off the page's main thread, with the same renderer the page and the server use, so typing
 * never waits for it. It loads the operation's module named in the job; nothing here makes a request (operations that
 * read the ECB rates run on the page itself, as they never run in the server's pool either).
 */

import type { Locale } from '../../core/locale.js';
import type { PageOperation } from '../../core/operation.js';
import { failedSections, toolResult } from '../../adapters/site/tool/tool-result.js';
import { browserContext } from './browser-context.js';

export interface PageJob {
  id: number;
  /** The URL of the operation's module. */
  op: string;
  locale: Locale;
  search: string;
  baseUrl: string;
  start?: Record<string, unknown>;
}

export interface PageJobResult {
  id: number;
  html: string;
  errors: Record<string, string>;
}

const modules = new Map<string, Promise<PageOperation>>();

function load(url: string): Promise<PageOperation> {
  let op = modules.get(url);
  if (!op) modules.set(url, (op = import(url).then((m: { default: PageOperation }) => m.default)));
  return op;
}

self.onmessage = async (event: MessageEvent<PageJob | { warm: string }>) => {
  if ('warm' in event.data) {
    void load(event.data.warm);
    return;
  }
  const { id, op: url, ...request } = event.data;
  try {
    const op = await load(url);
    const result = await toolResult({ op, ...request, ctx: browserContext() });
    self.postMessage({ id, html: `${result.answer}\n${result.html}`, errors: Object.fromEntries(result.errors) } satisfies PageJobResult);
  } catch (error) {
    // A bug, not an input problem (those are results): said on the page, and in the console for whoever reports it.
    console.error(error);
    self.postMessage({ id, html: failedSections(request.locale, request.search), errors: {} } satisfies PageJobResult);
  }
};

import type { Context } from '../core/context.js';
import type { Locale } from '../core/locale.js';
import { execute } from '../core/execute.js';
import type { AnyOperation } from '../core/operation.js';
import type { RegistryEntry } from '../core/registry.js';
import { parseJsonBody } from '../adapters/http/json-body.js';
import { writtenNumberOf, type WrittenNumbers } from '../core/written-numbers.js';
import { toolResult, type ToolResult } from '../adapters/site/tool/tool-result.js';

/**
 * One operation call handed to a worker thread: everything in it survives structured cloning. An HTTP call sends the
 * raw body (parsing a megabyte is work too, so it happens in the worker); an MCP call sends the already-parsed
 * arguments.
 */
export interface OperationTask {
  /** Pool-wide number, echoed in the worker's start notice so the pool can start the task's deadline. */
  taskId: number;
  operationId: string;
  source: { body: Uint8Array } | { input: unknown };
  /** The caller's clock reading (ms since the epoch): a worker answers as of the moment the request arrived. */
  now: number;
  baseUrl: string;
  /** MCP needs the result as a value (structuredContent) as well as JSON; HTTP needs only the JSON. */
  wantValue: boolean;
  /** The language of the result's texts (a Spanish page); absent for the API. */
  locale?: Locale;
  /** For parsed input: its numbers as written where a double loses digits (src/core/written-numbers.ts). */
  writtenNumbers?: WrittenNumbers;
}

export type TaskResult = { ok: true; json: string; value?: Record<string, unknown> } | { ok: false; error: string; es?: string };

/**
 * A tool page's result handed to a worker thread whole — reading the query, running the operation and drawing the
 * section — when its input is large or its operation heavy, as an API call with that input would be: the page's own
 * work (the Spanish run, the result's HTML) then never holds up the event loop either.
 */
export interface PageTask {
  taskId: number;
  operationId: string;
  page: { search: string; start?: Record<string, unknown> };
  locale: Locale;
  now: number;
  baseUrl: string;
}

export interface PageTaskResult {
  ok: true;
  page: ToolResult;
}

/** The start notice a worker posts as it picks a task up (queue time ends, run time begins). */
export interface TaskStarted {
  taskStarted: number;
}

/** Posted once by each thread when it has loaded every definition and can take calls. */
export interface WorkerReady {
  workerReady: true;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return typeof message === 'object' && message !== null && (message as WorkerReady).workerReady === true;
}

export function isTaskStarted(message: unknown): message is TaskStarted {
  return typeof message === 'object' && message !== null && typeof (message as TaskStarted).taskStarted === 'number';
}

/** The context a worker gives operations: the request's clock and base URL; no outbound services (openWorld operations never run here). */
function workerContext(task: Omit<OperationTask, 'source' | 'wantValue'>, operations: readonly RegistryEntry[], writtenNumbers: WrittenNumbers | undefined): Context {
  const now = new Date(task.now);
  const writtenNumber = writtenNumberOf(writtenNumbers);
  return {
    ...(writtenNumber ? { writtenNumber } : {}),
    now: () => new Date(now),
    baseUrl: task.baseUrl,
    ecbRates: () => Promise.reject(new Error(`${task.operationId} reads the ECB feed and must not run in a worker`)),
    ...(task.locale ? { locale: task.locale } : {}),
    operations,
  };
}

/** Parses (when needed), validates and runs one call: the same executor as on the main thread. Bugs throw, as there. */
export async function runOperationTask(task: OperationTask, op: AnyOperation, operations: readonly RegistryEntry[]): Promise<TaskResult> {
  let input: unknown;
  let writtenNumbers = task.writtenNumbers;
  if ('body' in task.source) {
    const parsed = parseJsonBody(task.source.body);
    if (!parsed.ok) return parsed;
    input = parsed.value;
    writtenNumbers = parsed.writtenNumbers;
  } else {
    input = task.source.input;
  }
  const outcome = await execute(op, input, workerContext(task, operations, writtenNumbers));
  if (!outcome.ok) return outcome.es === undefined ? { ok: false, error: outcome.error } : { ok: false, error: outcome.error, es: outcome.es };
  return task.wantValue ? { ok: true, json: outcome.json, value: outcome.value } : { ok: true, json: outcome.json };
}

/** Draws a tool page's result section in the worker: the same function the main thread and the browser call. */
export async function runPageTask(task: PageTask, op: AnyOperation, operations: readonly RegistryEntry[]): Promise<PageTaskResult> {
  const page = await toolResult({
    op,
    locale: task.locale,
    search: task.page.search,
    ...(task.page.start ? { start: task.page.start } : {}),
    baseUrl: task.baseUrl,
    ctx: workerContext(task, operations, undefined),
  });
  return { ok: true, page };
}

export function isPageTask(task: OperationTask | PageTask): task is PageTask {
  return 'page' in task;
}

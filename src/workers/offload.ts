import type { OperationRun } from '../core/operation.js';
import type { OperationTask, PageTask, PageTaskResult, TaskResult } from './operation-task.js';

/**
 * Body size from which every operation runs in the worker pool. Below it the costliest operation takes a few
 * milliseconds (worst cases are under 1 s per MiB and linear), less than handing the call to a thread and back costs
 * the caller in latency; above it the work would hold up every other request on the event loop.
 */
export const OFFLOAD_MIN_BODY_BYTES = 16 * 1024;

/** Why the pool stopped a task before it could give its result: too much work (422), or no room to run it now (503). */
export interface Stopped {
  ok: false;
  error: string;
  status: 422 | 503;
  retryAfterSeconds?: number;
}

/** The 422 of a task stopped at its deadline or memory limit (the pool's, and a tool page's Web Worker's). */
export function tooExpensive(operationId: string, what: string): Stopped {
  return { ok: false, status: 422, error: `input: too expensive: ${operationId} ${what}, the limit for one request, and was stopped; use a smaller input` };
}

/** The 503 of a task that could not be run now (nothing was run). */
export function busy(why: string, deadlineMs: number): Stopped {
  const retryAfterSeconds = Math.max(1, Math.ceil(deadlineMs / 1000));
  return { ok: false, status: 503, retryAfterSeconds, error: `server: ${why}; nothing was run, retry in ${retryAfterSeconds} s` };
}

/** "5 s", "2.5 s". */
export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** What the pool answers: the task's own result, or why it was stopped before it could give one. */
export type OffloadResult = TaskResult | Stopped;

/**
 * Runs operation calls and tool pages off the main thread under a deadline (src/workers/operation-pool.ts is the Node
 * implementation). `client` is whose work it is — the rate limiter's key for the request (`clientOf` in
 * src/adapters/http/kit.ts) — so the pool can queue each client's calls apart and serve the clients in turn.
 */
export interface Offload {
  run(task: Omit<OperationTask, 'taskId'>, client: string): Promise<OffloadResult>;
  /** A tool page's result section, drawn in the pool (src/adapters/site/tool/tool-page.ts decides when). */
  runPage(task: Omit<PageTask, 'taskId'>, client: string): Promise<PageTaskResult | Stopped>;
  /** Refuses new and queued work from now on (shutdown); tasks already running finish within their deadline. */
  drain(): void;
  /** Stops every thread. */
  close(): Promise<void>;
}

/**
 * Whether a call goes to the pool: when its body is large, or whatever its size when the operation is `heavy` (can
 * cost far more than its input's size suggests). Operations that read an outside source (the ECB feed) stay on the main thread, where the
 * shared cache lives; their inputs are small.
 */
export function shouldOffload(op: OperationRun, bodyBytes: number): boolean {
  if (op.openWorld) return false;
  return op.heavy === true || bodyBytes > OFFLOAD_MIN_BODY_BYTES;
}

/**
 * An Offload made on first use, or when `start()` is called (the server does so a moment after it listens): loading
 * piscina and starting threads costs a cold start's first requests nothing. Calls wait for it while it loads.
 */
export function deferredOffload(create: () => Promise<Offload>): Offload & { start(): Promise<Offload> } {
  let loading: Promise<Offload> | undefined;
  let draining = false;
  const start = () =>
    (loading ??= create().then((offload) => {
      // Shut down before it was ever needed: it refuses whatever reaches it, as a drained pool does.
      if (draining) offload.drain();
      return offload;
    }));
  return {
    start,
    run: (task, client) => start().then((offload) => offload.run(task, client)),
    runPage: (task, client) => start().then((offload) => offload.runPage(task, client)),
    drain: () => {
      draining = true;
      void loading?.then((offload) => offload.drain());
    },
    close: () => (loading ? loading.then((offload) => offload.close()) : Promise.resolve()),
  };
}

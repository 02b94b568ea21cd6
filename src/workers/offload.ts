import type { AnyOperation } from '../core/operation.js';
import type { OperationTask, TaskResult } from './operation-task.js';

/**
 * Body size from which every operation runs in the worker pool. Below it the costliest operation takes a few
 * milliseconds (worst cases are under 1 s per MiB and linear), less than handing the call to a thread and back costs
 * the caller in latency; above it the work would hold up every other request on the event loop.
 */
export const OFFLOAD_MIN_BODY_BYTES = 16 * 1024;

/** What the pool answers: the task's own result, or why it was stopped before it could give one. */
export type OffloadResult = TaskResult | { ok: false; error: string; status: 422 | 503; retryAfterSeconds?: number };

/** Runs operation calls off the main thread under a deadline (src/workers/operation-pool.ts is the Node implementation). */
export interface Offload {
  run(task: Omit<OperationTask, 'taskId'>): Promise<OffloadResult>;
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
export function shouldOffload(op: AnyOperation, bodyBytes: number): boolean {
  if (op.openWorld) return false;
  return op.heavy === true || bodyBytes > OFFLOAD_MIN_BODY_BYTES;
}

/** An Offload that is still loading (the pool and piscina load after the server listens): calls wait for it. */
export function deferredOffload(loading: Promise<Offload>): Offload {
  return {
    run: (task) => loading.then((offload) => offload.run(task)),
    drain: () => void loading.then((offload) => offload.drain()),
    close: () => loading.then((offload) => offload.close()),
  };
}

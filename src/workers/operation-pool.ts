import { Piscina } from 'piscina';
import type { Offload, OffloadResult } from './offload.js';
import { isTaskStarted, isWorkerReady, type OperationTask, type TaskResult } from './operation-task.js';

export interface OperationPoolOptions {
  /** The worker entry: dist/worker.js, or src/worker.ts under tsx. */
  workerUrl: URL;
  threads: number;
  /** How long a call may wait for a thread, and then how long it may run. */
  deadlineMs: number;
  /** Node options for the threads (the TypeScript loader when running sources). */
  execArgv?: string[];
  logError(error: unknown, detail: Record<string, unknown>): void;
}

/** Calls waiting for a thread, per thread; past it a call is refused at once (503) instead of holding its body in memory. */
const MAX_QUEUED_PER_THREAD = 16;

/**
 * Heap of one worker thread. The largest legitimate call (a 1 MiB document and an 8 MiB answer) needs well under a
 * fifth of it; a call that needs more is stopped by V8 in that thread alone, and the pool replaces the thread.
 */
const WORKER_HEAP_MB = 512;

type Stop = 'queue' | 'run' | 'shutdown';

/**
 * The operation pool: piscina threads, a deadline per call, and answers for every way a call can be stopped.
 * A call waits at most `deadlineMs` for a thread (then 503, nothing was run) and runs at most `deadlineMs` (then the
 * thread is terminated — piscina replaces it — and the answer is 422: the input needs more work than one request may
 * use). The worker reports when it picks a task up, so waiting in the queue never counts against the input.
 */
export class OperationPool implements Offload {
  private readonly pool: Piscina<OperationTask, TaskResult>;
  private readonly maxQueue: number;
  private readonly started = new Map<number, () => void>();
  private readonly waiting = new Map<number, (why: Stop) => void>();
  private nextTaskId = 1;
  private draining = false;
  /** Threads that have loaded the registry, and callers waiting for all of them (`ready()`). */
  private readyThreads = 0;
  private readyWaiters: (() => void)[] = [];

  constructor(private readonly options: OperationPoolOptions) {
    this.maxQueue = options.threads * MAX_QUEUED_PER_THREAD;
    this.pool = new Piscina({
      filename: options.workerUrl.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      maxQueue: this.maxQueue,
      execArgv: options.execArgv ?? [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      recordTiming: false,
    });
    this.pool.on('message', (message: unknown) => {
      if (isTaskStarted(message)) this.started.get(message.taskStarted)?.();
      else if (isWorkerReady(message) && ++this.readyThreads >= options.threads) {
        for (const resolve of this.readyWaiters.splice(0)) resolve();
      }
    });
    this.pool.on('workerDestroy', () => this.readyThreads--);
    // An idle thread that fails is replaced by piscina; without a listener the 'error' event would end the process.
    this.pool.on('error', (error: unknown) => options.logError(error, { pool: 'operation' }));
  }

  /** Resolves once every thread has loaded the registry, including threads that replace stopped ones. */
  ready(): Promise<void> {
    if (this.readyThreads >= this.options.threads) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  async run(call: Omit<OperationTask, 'taskId'>): Promise<OffloadResult> {
    if (this.draining) return this.busy('shutting down');
    if (this.pool.queueSize >= this.maxQueue) return this.busy('busy with other large inputs');
    const taskId = this.nextTaskId++;
    const controller = new AbortController();
    let stopped: Stop | undefined;
    const stop = (why: Stop) => {
      stopped = why;
      controller.abort(why);
    };
    let timer = setTimeout(() => stop('queue'), this.options.deadlineMs);
    this.waiting.set(taskId, stop);
    this.started.set(taskId, () => {
      this.waiting.delete(taskId);
      clearTimeout(timer);
      timer = setTimeout(() => stop('run'), this.options.deadlineMs);
    });
    try {
      return await this.pool.run({ ...call, taskId }, { signal: controller.signal });
    } catch (error) {
      if (stopped === 'run') return this.tooExpensive(call.operationId, `did not finish within ${seconds(this.options.deadlineMs)}`);
      if (stopped === 'queue') return this.busy('busy with other large inputs');
      if (stopped === 'shutdown') return this.busy('shutting down');
      if (isQueueFull(error)) return this.busy('busy with other large inputs');
      if ((error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return this.tooExpensive(call.operationId, `needed more than the ${WORKER_HEAP_MB} MB of memory`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.started.delete(taskId);
      this.waiting.delete(taskId);
    }
  }

  drain(): void {
    this.draining = true;
    for (const stop of this.waiting.values()) stop('shutdown');
  }

  async close(): Promise<void> {
    this.drain();
    await this.pool.destroy();
  }

  private tooExpensive(operationId: string, what: string): OffloadResult {
    return {
      ok: false,
      status: 422,
      error: `input: too expensive: ${operationId} ${what}, the limit for one request, and was stopped; send a smaller input`,
    };
  }

  private busy(why: string): OffloadResult {
    const retryAfterSeconds = Math.max(1, Math.ceil(this.options.deadlineMs / 1000));
    return { ok: false, status: 503, retryAfterSeconds, error: `server: ${why}; nothing was run, retry in ${retryAfterSeconds} s` };
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** piscina's refusal when its queue is full (it has no error code, only this message). */
function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit|no task queue available/i.test(error.message);
}

import { Piscina } from 'piscina';
import { busy, seconds, tooExpensive, type Offload, type OffloadResult, type Stopped } from './offload.js';
import { isTaskStarted, isWorkerReady, type OperationTask, type PageTask, type PageTaskResult, type TaskResult } from './operation-task.js';

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

/** How long a call may wait for a thread that is starting, past its own deadline, before it is refused (503). */
const THREAD_START_MS = 10_000;

type Stop = 'queue' | 'run' | 'shutdown';

/**
 * The operation pool: piscina threads, a deadline per call, and answers for every way a call can be stopped.
 * A call waits at most `deadlineMs` for a thread (then 503, nothing was run) and runs at most `deadlineMs` (then the
 * thread is terminated — piscina replaces it — and the answer is 422: the input needs more work than one request may
 * use). The worker reports when it picks a task up, so waiting in the queue never counts against the input.
 */
export class OperationPool implements Offload {
  private readonly pool: Piscina<OperationTask | PageTask, TaskResult | PageTaskResult>;
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

  run(call: Omit<OperationTask, 'taskId'>): Promise<OffloadResult> {
    return this.submit<OperationTask, TaskResult>(call);
  }

  runPage(call: Omit<PageTask, 'taskId'>): Promise<PageTaskResult | Stopped> {
    return this.submit<PageTask, PageTaskResult>(call);
  }

  private async submit<T extends OperationTask | PageTask, R extends TaskResult | PageTaskResult>(call: Omit<T, 'taskId'>): Promise<R | Stopped> {
    if (this.draining) return this.busy('shutting down');
    if (this.pool.queueSize >= this.maxQueue) return this.busy('busy with other large inputs');
    const taskId = this.nextTaskId++;
    const controller = new AbortController();
    let stopped: Stop | undefined;
    const stop = (why: Stop) => {
      stopped = why;
      controller.abort(why);
    };
    let running = false;
    const queueFull = (): void => {
      // A thread still starting (the pool's first ones, or one replacing a stopped thread: it loads the whole registry)
      // is not a pool busy with other inputs: the call waits for it, up to THREAD_START_MS, then for its deadline.
      if (this.readyThreads >= this.options.threads) return stop('queue');
      const waited = setTimeout(() => stop('queue'), THREAD_START_MS);
      void this.ready().then(() => {
        clearTimeout(waited);
        if (!running && stopped === undefined) timer = setTimeout(() => stop('queue'), this.options.deadlineMs);
      });
    };
    let timer = setTimeout(queueFull, this.options.deadlineMs);
    this.waiting.set(taskId, stop);
    this.started.set(taskId, () => {
      running = true;
      this.waiting.delete(taskId);
      clearTimeout(timer);
      timer = setTimeout(() => stop('run'), this.options.deadlineMs);
    });
    try {
      return (await this.pool.run({ ...call, taskId } as T, { signal: controller.signal })) as R;
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

  private tooExpensive(operationId: string, what: string): Stopped {
    return tooExpensive(operationId, what);
  }

  private busy(why: string): Stopped {
    return busy(why, this.options.deadlineMs);
  }
}

/** piscina's refusal when its queue is full (it has no error code, only this message). */
function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit|no task queue available/i.test(error.message);
}

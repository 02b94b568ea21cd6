import { Piscina } from 'piscina';
import { busy, seconds, tooExpensive, type Offload, type OffloadResult, type Stopped } from './offload.js';
import { FairQueue } from './fair-queue.js';
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

/**
 * Calls waiting for a thread, per thread, all clients together: past it a call is refused at once (503) instead of
 * holding its body in memory — the newest call of the client holding the most (fair-queue.ts), never that of a client
 * holding fewer than its share.
 */
const MAX_QUEUED_PER_THREAD = 16;

/**
 * Heap of one worker thread. The largest legitimate call (a 1 MiB document and an 8 MiB answer) needs well under a
 * fifth of it; a call that needs more is stopped by V8 in that thread alone, and the pool replaces the thread.
 */
const WORKER_HEAP_MB = 512;

/** How long a call may wait for a thread that is starting, past its own deadline, before it is refused (503). */
const THREAD_START_MS = 10_000;

const BUSY = 'busy with other large inputs';

/** Why a call was answered without its result: its wait ran out, the queue gave its place up, its run ran out, shutdown. */
type Stop = 'queue' | 'full' | 'run' | 'shutdown';

/** A call in our own queue (fair-queue.ts); `turn` resolves once: undefined = a thread is its, else why it is answered. */
interface QueuedCall {
  turn(stop: Stop | undefined): void;
}

type Task = OperationTask | PageTask;
type Result = TaskResult | PageTaskResult;

/**
 * The operation pool: piscina threads, a queue per client served in turn, a deadline per call, and answers for every
 * way a call can be stopped.
 *
 * Waiting calls are held here, one queue per client (the rate limiter's key), and handed to piscina one at a time as a
 * thread frees up — never more than `threads` at once, so piscina's own queue stays empty and the order is ours:
 * round robin (fair-queue.ts). A client sending many calls at once therefore delays another client's call by at most
 * one of its calls per thread, and when the queue is full it is the client holding the most that is refused.
 *
 * A call waits at most `deadlineMs` for a thread (then 503, nothing was run) and runs at most `deadlineMs` (then the
 * thread is terminated — piscina replaces it — and the answer is 422: the input needs more work than one request may
 * use). The worker reports when it picks a task up, so waiting never counts against the input. With one other client
 * busy, a call waits for one task per thread, itself bounded by the deadline, so the wait deadline hits a bystander only
 * when several clients keep every thread busy at once.
 */
export class OperationPool implements Offload {
  private readonly pool: Piscina<Task, Result>;
  private readonly queue: FairQueue<QueuedCall>;
  /** Calls handed to piscina and not yet settled: at most `threads`. */
  private handedOver = 0;
  private readonly started = new Map<number, () => void>();
  /** Calls not yet picked up by a thread (queued here or handed over), by task id: what drain() stops. */
  private readonly waiting = new Map<number, (why: Stop) => void>();
  private nextTaskId = 1;
  private draining = false;
  /** Threads that have loaded the registry, and callers waiting for all of them (`ready()`). */
  private readyThreads = 0;
  private readyWaiters: (() => void)[] = [];

  constructor(private readonly options: OperationPoolOptions) {
    this.queue = new FairQueue(options.threads * MAX_QUEUED_PER_THREAD);
    this.pool = new Piscina({
      filename: options.workerUrl.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      // Never reached: it is handed at most `threads` calls at a time. A guard, should that count ever go wrong.
      maxQueue: options.threads,
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

  run(call: Omit<OperationTask, 'taskId'>, client: string): Promise<OffloadResult> {
    return this.submit<OperationTask, TaskResult>(call, client);
  }

  runPage(call: Omit<PageTask, 'taskId'>, client: string): Promise<PageTaskResult | Stopped> {
    return this.submit<PageTask, PageTaskResult>(call, client);
  }

  private async submit<T extends Task, R extends Result>(call: Omit<T, 'taskId'>, client: string): Promise<R | Stopped> {
    if (this.draining) return this.busy('shutting down');
    const place = this.queueUp(client);
    if (!place) return this.busy(BUSY);
    const { queued, myTurn } = place;
    const taskId = this.nextTaskId++;
    const controller = new AbortController();
    let stopped: Stop | undefined;
    const stop = (why: Stop) => {
      stopped = why;
      // Still in our queue: taken out and answered now. Handed to piscina: aborted there (its queue, or its thread).
      if (this.queue.remove(client, queued)) queued.turn(why);
      else controller.abort(why);
    };
    let running = false;
    const waitedTooLong = (): void => {
      // A thread still starting (the pool's first ones, or one replacing a stopped thread: it loads every definition first)
      // is not a pool busy with other inputs: the call waits for it, up to THREAD_START_MS, then for its deadline.
      if (this.readyThreads >= this.options.threads) return stop('queue');
      const waited = setTimeout(() => stop('queue'), THREAD_START_MS);
      void this.ready().then(() => {
        clearTimeout(waited);
        if (!running && stopped === undefined) timer = setTimeout(() => stop('queue'), this.options.deadlineMs);
      });
    };
    let timer = setTimeout(waitedTooLong, this.options.deadlineMs);
    this.waiting.set(taskId, stop);
    this.started.set(taskId, () => {
      running = true;
      this.waiting.delete(taskId);
      clearTimeout(timer);
      timer = setTimeout(() => stop('run'), this.options.deadlineMs);
    });
    this.handOver();

    const why = await myTurn;
    try {
      if (why !== undefined) return this.stoppedAnswer(why, call.operationId);
      return (await this.pool.run({ ...call, taskId } as T, { signal: controller.signal })) as R;
    } catch (error) {
      if (stopped !== undefined) return this.stoppedAnswer(stopped, call.operationId);
      if (isQueueFull(error)) return this.busy(BUSY);
      if ((error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return this.tooExpensive(call.operationId, `needed more than the ${WORKER_HEAP_MB} MB of memory`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.started.delete(taskId);
      this.waiting.delete(taskId);
      if (why === undefined) this.threadFreed(client);
    }
  }

  /**
   * A place in `client`'s queue, and the promise of its turn; undefined when the queue is full and this client holds
   * the most (fair-queue.ts). A call of another client that gave its place up for this one is answered 503 here.
   */
  private queueUp(client: string): { queued: QueuedCall; myTurn: Promise<Stop | undefined> } | undefined {
    let turn!: (stop: Stop | undefined) => void;
    const myTurn = new Promise<Stop | undefined>((resolve) => (turn = resolve));
    const queued: QueuedCall = { turn };
    const givenUp = this.queue.add(client, queued);
    if (givenUp === queued) return undefined;
    givenUp?.turn('full');
    return { queued, myTurn };
  }

  /** Hands piscina the next calls in turn, while fewer than `threads` are with it. */
  private handOver(): void {
    while (this.handedOver < this.options.threads) {
      const next = this.queue.take();
      if (!next) return;
      this.handedOver++;
      next.item.turn(undefined);
    }
  }

  private threadFreed(client: string): void {
    this.handedOver--;
    this.queue.finished(client);
    this.handOver();
  }

  drain(): void {
    this.draining = true;
    for (const stop of this.waiting.values()) stop('shutdown');
  }

  async close(): Promise<void> {
    this.drain();
    await this.pool.destroy();
  }

  private stoppedAnswer(why: Stop, operationId: string): Stopped {
    if (why === 'run') return this.tooExpensive(operationId, `did not finish within ${seconds(this.options.deadlineMs)}`);
    return this.busy(why === 'shutdown' ? 'shutting down' : BUSY);
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

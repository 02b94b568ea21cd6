import type { Worker } from 'node:cluster';
import type { SharedCounter } from './adapters/http/failover-store.js';
import type { RateLimiter, TakeState } from './adapters/http/rate-limit.js';

/**
 * Rate-limit counts kept by the cluster's primary, asked by the workers over the IPC channel node:cluster already
 * opens: one message there and one back per request. Written here because it is two message shapes on a channel
 * Node provides (no protocol, no socket of our own), and the library that does this (rate-limiter-flexible's
 * RateLimiterCluster) cannot grant part of a batch (`take`), which MCP tools/call batches need.
 */
interface Query {
  rl: number;
  m: 'hit' | 'take' | 'peek';
  k: string;
  n: number;
}
interface Reply {
  rl: number;
  s: TakeState;
}

function isQuery(message: unknown): message is Query {
  return typeof message === 'object' && message !== null && typeof (message as Query).rl === 'number' && typeof (message as Query).k === 'string';
}

/** Primary: answers every worker's queries from one limiter. */
export function answerQueries(worker: Worker, message: unknown, limiter: RateLimiter): void {
  if (!isQuery(message)) return;
  const state = message.m === 'take' ? limiter.take(message.k, message.n) : { ...(message.m === 'hit' ? limiter.hit(message.k, message.n) : limiter.peek(message.k)), granted: message.n };
  if (worker.isConnected()) worker.send({ rl: message.rl, s: state } satisfies Reply);
}

/** Worker: asks the primary. Fails at once when the channel is closed (shutdown, primary gone); FailoverStore counts here then. */
export class ClusterCounter implements SharedCounter {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (state: TakeState) => void; reject: (error: Error) => void }>();

  constructor() {
    process.on('message', (message: Reply) => {
      if (typeof message !== 'object' || message === null || typeof message.rl !== 'number') return;
      const waiter = this.waiting.get(message.rl);
      if (!waiter) return;
      this.waiting.delete(message.rl);
      waiter.resolve(message.s);
    });
    process.on('disconnect', () => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error('the cluster primary is gone'));
      this.waiting.clear();
    });
  }

  count(mode: Query['m'], key: string, n: number): Promise<TakeState> {
    if (!process.connected || !process.send) return Promise.reject(new Error('no channel to the cluster primary'));
    const rl = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(rl, { resolve, reject });
      process.send!({ rl, m: mode, k: key, n } satisfies Query);
    });
  }
}

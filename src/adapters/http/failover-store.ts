import type { RateLimiter, RateLimitState, RateStore, TakeState, Warn } from './rate-limit.js';

/** A store shared with other processes (Redis; the cluster's primary), asked with a promise. */
export interface SharedCounter {
  count(mode: 'hit' | 'take' | 'peek', key: string, n: number): Promise<TakeState>;
  ready?(): Promise<void>;
  close?(): Promise<void>;
}

/** While the shared store is out, one request a second tries it again; the others are counted here without waiting. */
export const PROBE_INTERVAL_MS = 1_000;

/**
 * The shared store, or this process's own counts while the shared one fails: a rate limit that keeps holding (per
 * process) rather than failing open or refusing everybody, and never makes a request wait for a dead server. One
 * warning when the shared store stops answering, one line when it answers again; the counts made meanwhile stay local.
 */
export class FailoverStore implements RateStore {
  private shared: SharedCounter | undefined;
  private down = false;
  private retryAt = 0;
  private readonly loading: Promise<void>;

  constructor(
    loading: Promise<SharedCounter>,
    private readonly fallback: RateLimiter,
    readonly where: string,
    private readonly warn: Warn,
    private readonly now: () => number = Date.now,
  ) {
    this.loading = loading.then(
      (shared) => void (this.shared = shared),
      (error: Error) => this.failed(error),
    );
  }

  get limit(): number {
    return this.fallback.limit;
  }

  hit(key: string, cost = 1): RateLimitState | Promise<RateLimitState> {
    return this.ask('hit', key, cost, () => this.fallback.hit(key, cost));
  }

  take(key: string, wanted: number): TakeState | Promise<TakeState> {
    return this.ask('take', key, wanted, () => this.fallback.take(key, wanted));
  }

  peek(key: string): RateLimitState | Promise<RateLimitState> {
    return this.ask('peek', key, 0, () => this.fallback.peek(key));
  }

  /** Whether counts go to the shared store now (false during an outage). */
  get healthy(): boolean {
    return this.shared !== undefined && !this.down;
  }

  async ready(): Promise<void> {
    await this.loading;
    try {
      await this.shared?.ready?.();
    } catch (error) {
      this.failed(error as Error);
    }
  }

  async close(): Promise<void> {
    await this.loading;
    await this.shared?.close?.();
  }

  private ask<T extends RateLimitState>(mode: 'hit' | 'take' | 'peek', key: string, n: number, local: () => T): T | Promise<T> {
    const shared = this.shared;
    if (!shared) return local();
    if (this.down) {
      const now = this.now();
      if (now < this.retryAt) return local();
      this.retryAt = now + PROBE_INTERVAL_MS;
    }
    return shared.count(mode, key, n).then(
      (state) => {
        if (this.down) this.recovered();
        return state as TakeState & T;
      },
      (error: Error) => {
        this.failed(error);
        return local();
      },
    );
  }

  private failed(error: Error): void {
    this.retryAt = this.now() + PROBE_INTERVAL_MS;
    if (this.down) return;
    this.down = true;
    this.warn(`utility-api: rate limit store ${this.where} is not answering (${error.message}); counting in this process until it does`);
  }

  private recovered(): void {
    this.down = false;
    this.warn(`utility-api: rate limit store ${this.where} answers again; counting there`);
  }
}

import type { RateLimiter, RateLimitState, RateStore, TakeState, Warn } from './rate-limit.js';

export type CountMode = 'hit' | 'take' | 'peek';

/** A store shared with other processes (Redis; the cluster's primary), asked with a promise. */
export interface SharedCounter {
  count(mode: CountMode, key: string, n: number): Promise<TakeState>;
  ready?(): Promise<void>;
  close?(): Promise<void>;
}

/** While the shared store is out, one request a second tries it again; the others are counted here without waiting. */
export const PROBE_INTERVAL_MS = 1_000;

/**
 * The shared store, or this process's own counts while the shared one fails: a rate limit that keeps holding (per
 * process) rather than failing open or refusing everybody, and never makes a request wait for a dead server. One
 * warning when the shared store stops answering, one line when it answers again.
 *
 * A switch does not start a new window. Per client, this process remembers what the current window has used as far
 * as it knows (the shared store's last answer, plus what it counted itself): counting here continues from there. When
 * the shared store answers again, what was counted here meanwhile is added to it, and a count lower than the
 * remembered one (it restarted empty) is raised to it on the client's next request: extra round trips only after a
 * recovery, one or two per client. So one process never lets a client past the limit in a window however often the
 * store switches; several processes counting on their own during an outage can each reach it (docs/scaling.md).
 */
export class FailoverStore implements RateStore {
  private shared: SharedCounter | undefined;
  private down = false;
  private retryAt = 0;
  private readonly loading: Promise<void>;
  /** The window the remembered counts belong to (its end, epoch seconds, as resetAt): the newest either store reported. */
  private windowResetAt = 0;
  /**
   * Per client, what the window has used as far as this process knows, counted in either store. Kept at most at the
   * limit: past it every request is refused anyway. One number per client seen this window; dropped with the window.
   */
  private used = new Map<string, number>();
  /** Per client, counted here while the shared store was out and not yet added to it. */
  private pending = new Map<string, number>();
  /** Per client, counts on their way to the shared store: its answers to requests asked before they land lack them. */
  private adding = new Map<string, number>();

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
    return this.ask('hit', key, cost);
  }

  take(key: string, wanted: number): TakeState | Promise<TakeState> {
    return this.ask<TakeState>('take', key, wanted);
  }

  peek(key: string): RateLimitState | Promise<RateLimitState> {
    return this.ask('peek', key, 0);
  }

  /** Whether counts go to the shared store now (false during an outage). */
  get healthy(): boolean {
    return this.shared !== undefined && !this.down;
  }

  /** Clients whose count in the current window this process remembers (dropped when the window ends). */
  get remembered(): number {
    return this.used.size;
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

  private ask<T extends RateLimitState>(mode: CountMode, key: string, n: number): T | Promise<T> {
    const shared = this.shared;
    if (!shared) return this.countHere(mode, key, n) as T;
    if (this.down) {
      const now = this.now();
      if (now < this.retryAt) return this.countHere(mode, key, n) as T;
      this.retryAt = now + PROBE_INTERVAL_MS;
    }
    return shared.count(mode, key, n).then(
      (state) => {
        if (this.down) this.recovered();
        return this.merged(mode, key, n, state) as TakeState & T;
      },
      (error: Error) => {
        this.failed(error);
        return this.countHere(mode, key, n) as T;
      },
    );
  }

  /** Counts in this process, continuing from what the window is known to have used, and remembers it for the merge. */
  private countHere(mode: CountMode, key: string, n: number): RateLimitState {
    this.continueHere(key);
    const fallback = this.fallback;
    const state = mode === 'hit' ? fallback.hit(key, n) : mode === 'take' ? fallback.take(key, n) : fallback.peek(key);
    const counted = mode === 'hit' ? n : mode === 'take' ? (state as TakeState).granted : 0;
    if (counted > 0) {
      this.used.set(key, this.capped((this.used.get(key) ?? 0) + counted));
      this.pending.set(key, this.capped((this.pending.get(key) ?? 0) + counted));
    }
    return state;
  }

  /**
   * Raises this process's count for `key` to what the window is known to have used, so the local count continues
   * where the shared one left off. A remembered window newer than the local one (this clock behind the shared
   * store's) still applies: the newer window wins; one older than the local window is forgotten.
   */
  private continueHere(key: string): void {
    const here = this.fallback.peek(key);
    if (here.resetAt > this.windowResetAt) this.startWindow(here.resetAt);
    const known = this.used.get(key) ?? 0;
    const countedHere = this.limit - here.remaining;
    if (known > countedHere) this.fallback.hit(key, known - countedHere);
  }

  /**
   * The shared store's answer, checked against what this process knows of the window. The healthy case is a Map
   * lookup: the shared count before this request is at least the remembered one, nothing counted here waits.
   */
  private merged(mode: CountMode, key: string, n: number, state: TakeState): TakeState {
    // Its clock still in the window before ours: its own answer, and nothing of it remembered for our window.
    if (state.resetAt < this.windowResetAt) return state;
    if (state.resetAt > this.windowResetAt) this.startWindow(state.resetAt);
    if (refusedOutright(mode, n, state)) {
      // It holds the limit or more: nothing this process knows could refuse more, nothing needs adding.
      this.used.set(key, this.limit);
      this.pending.delete(key);
      return state;
    }
    // Not refused outright, so `remaining` was not clipped at 0: the count is exact.
    const usedThere = this.limit - state.remaining;
    const before = usedThere - countedBy(mode, n, state);
    const known = this.used.get(key);
    if (known === undefined || (before >= known && !this.pending.has(key) && !this.adding.has(key))) {
      this.used.set(key, usedThere);
      return state;
    }
    return this.settled(mode, key, n, state, before, known);
  }

  /**
   * The shared store lacks counts this process knows of: it restarted empty (its count is below the remembered one),
   * or counts were made here while it was out, or additions are still on their way. Answers from what the window has
   * really used and adds what is still missing, so the shared store never forgets what this process saw.
   */
  private settled(mode: CountMode, key: string, n: number, state: TakeState, before: number, known: number): TakeState {
    // Its count before this request once the additions on their way land.
    const there = before + (this.adding.get(key) ?? 0);
    const pending = this.pending.get(key) ?? 0;
    // It kept what it had when last asked (a pause, or nothing lost): what was counted here comes on top of its count.
    const kept = there >= known - pending;
    const base = Math.max(known, kept ? there + pending : there);
    const granted = mode === 'take' ? Math.min(state.granted, Math.max(0, this.limit - base)) : state.granted;
    const after = base + (mode === 'hit' ? n : mode === 'take' ? granted : 0);
    this.used.set(key, this.capped(after));
    this.pending.delete(key);
    const missing = after - (there + countedBy(mode, n, state));
    if (missing > 0) this.add(key, missing);
    const allowed = mode === 'hit' ? after <= this.limit : mode === 'take' ? granted === n : base < this.limit;
    return { ...state, remaining: Math.max(0, this.limit - after), allowed, granted };
  }

  /** Adds what the shared store lacks (a hit of that many); on failure it waits, as pending, for the next recovery. */
  private add(key: string, missing: number): void {
    const window = this.windowResetAt;
    this.adding.set(key, (this.adding.get(key) ?? 0) + missing);
    this.shared!.count('hit', key, missing).then(
      (state) => {
        if (window !== this.windowResetAt) return;
        this.landed(key, missing);
        if (state.resetAt === window) this.used.set(key, Math.max(this.used.get(key) ?? 0, this.limit - state.remaining));
      },
      (error: Error) => {
        if (window !== this.windowResetAt) return;
        this.landed(key, missing);
        this.pending.set(key, this.capped((this.pending.get(key) ?? 0) + missing));
        this.failed(error);
      },
    );
  }

  /** An addition answered (or failed): no longer on its way. */
  private landed(key: string, count: number): void {
    const left = (this.adding.get(key) ?? 0) - count;
    if (left > 0) this.adding.set(key, left);
    else this.adding.delete(key);
  }

  /** What was counted here during the outage goes to the shared store at once, so the other processes see it too. */
  private addPending(): void {
    const pending = this.pending;
    this.pending = new Map();
    for (const [key, count] of pending) this.add(key, count);
  }

  /** A new window: the last one's counts are dropped wholesale (bounded memory, nothing to sweep). */
  private startWindow(resetAt: number): void {
    this.windowResetAt = resetAt;
    this.used = new Map();
    this.pending = new Map();
    this.adding = new Map();
  }

  private capped(count: number): number {
    return Math.min(count, this.limit);
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
    this.addPending();
  }
}

/** What the shared store counted for this request: a hit its cost, a take what it granted, a peek nothing. */
function countedBy(mode: CountMode, n: number, state: TakeState): number {
  return mode === 'hit' ? n : mode === 'take' ? state.granted : 0;
}

/** The shared store refused the request with nothing granted: its count is at the limit or past it. */
function refusedOutright(mode: CountMode, n: number, state: TakeState): boolean {
  return mode === 'take' ? n > 0 && state.granted === 0 : !state.allowed;
}

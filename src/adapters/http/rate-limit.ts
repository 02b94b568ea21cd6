/**
 * Per-client request counter over fixed windows aligned to the clock (every minute starts a new window
 * for everybody). A window's counts are dropped wholesale when it ends, so stale entries cost nothing to
 * evict and memory is one Map entry (key string + small integer) per client seen in the current window.
 */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets (≥ 1). */
  resetSeconds: number;
  /** Epoch seconds at which the window resets. */
  resetAt: number;
  allowed: boolean;
}

export type TakeState = RateLimitState & { granted: number };

/**
 * Where rate-limit counts live. The in-memory RateLimiter answers synchronously (the hot path pays no promise for
 * it); a shared store (Redis, the cluster's primary) answers with a promise. Same three questions either way:
 * `hit` counts, `take` grants what is left of a batch, `peek` only reports.
 */
export interface RateStore {
  readonly limit: number;
  hit(key: string, cost?: number): RateLimitState | Promise<RateLimitState>;
  take(key: string, wanted: number): TakeState | Promise<TakeState>;
  peek(key: string): RateLimitState | Promise<RateLimitState>;
  /** Where the counts live, for the start-up line ("this process", "redis://host:6379/0"…). */
  readonly where: string;
  /** Resolves once the store can answer (Redis connected) or has given up trying for now (it falls back meanwhile). */
  ready?(): Promise<void>;
  close?(): Promise<void>;
}

export const RATE_WINDOW_SECONDS = 60;

/** A one-line warning sink; console.warn in production, a spy in tests. */
export type Warn = (message: string) => void;

export class RateLimiter implements RateStore {
  readonly where = 'this process';
  private counts = new Map<string, number>();
  private windowEnd = 0;

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key` and says whether it is allowed. */
  hit(key: string, cost = 1): RateLimitState {
    const now = this.roll();
    const used = (this.counts.get(key) ?? 0) + cost;
    // Stop counting past the limit + 1 so a flood cannot grow the number; it is only compared.
    this.counts.set(key, Math.min(used, this.limit + 1));
    return this.state(used, now, used <= this.limit);
  }

  /**
   * Grants as many of `wanted` requests as `key` has left and counts only those (a batch of MCP tool calls: the
   * ones within the limit are answered, the rest refused without spending anything). `allowed` = all were granted.
   */
  take(key: string, wanted: number): RateLimitState & { granted: number } {
    const now = this.roll();
    const used = this.counts.get(key) ?? 0;
    const granted = Math.max(0, Math.min(wanted, this.limit - used));
    if (granted > 0) this.counts.set(key, used + granted);
    // Built with its six fields at once: spreading state() into a new object cost 2 µs a call (V8's slow clone path).
    const state = this.state(used + granted, now, granted === wanted) as TakeState;
    state.granted = granted;
    return state;
  }

  /** The state for `key` without counting a request. */
  peek(key: string): RateLimitState {
    const now = this.roll();
    const used = this.counts.get(key) ?? 0;
    return this.state(used, now, used < this.limit);
  }

  /** Distinct clients held in the current window. */
  get size(): number {
    return this.counts.size;
  }

  private roll(): number {
    const now = this.now();
    if (now >= this.windowEnd) {
      this.counts = new Map();
      this.windowEnd = (Math.floor(now / this.windowMs) + 1) * this.windowMs;
    }
    return now;
  }

  private state(used: number, now: number, allowed: boolean): RateLimitState {
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - used),
      resetSeconds: Math.max(1, Math.ceil((this.windowEnd - now) / 1000)),
      resetAt: Math.ceil(this.windowEnd / 1000),
      allowed,
    };
  }
}

/** The IETF draft fields (draft-ietf-httpapi-ratelimit-headers-09) plus the widespread X-RateLimit-* trio. */
export function rateLimitHeaders(state: RateLimitState, windowSeconds: number, headers: Record<string, string>): void {
  // The policy and the limit never change, the reset once a second: their texts are made once, not per request.
  if (state.limit !== texts.limit || windowSeconds !== texts.windowSeconds) {
    texts.limit = state.limit;
    texts.windowSeconds = windowSeconds;
    texts.policy = `"per-minute";q=${state.limit};w=${windowSeconds}`;
    texts.limitText = String(state.limit);
  }
  if (state.resetAt !== texts.resetAt) {
    texts.resetAt = state.resetAt;
    texts.resetAtText = String(state.resetAt);
  }
  const remaining = String(state.remaining);
  headers['ratelimit-policy'] = texts.policy;
  headers['ratelimit'] = `"per-minute";r=${remaining};t=${state.resetSeconds}`;
  headers['x-ratelimit-limit'] = texts.limitText;
  headers['x-ratelimit-remaining'] = remaining;
  headers['x-ratelimit-reset'] = texts.resetAtText;
}

const texts = { limit: -1, windowSeconds: -1, policy: '', limitText: '', resetAt: -1, resetAtText: '' };

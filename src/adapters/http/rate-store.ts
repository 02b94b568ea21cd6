import type { Config } from '../../config.js';
import { FailoverStore } from './failover-store.js';
import { RATE_WINDOW_SECONDS, RateLimiter, type RateStore, type Warn } from './rate-limit.js';

/**
 * The store RATE_LIMIT_STORE names: this process's memory, or Redis/Valkey (ioredis, loaded on first use so the
 * fetch bundle does not load it unless asked) with this process's memory as the fallback while Redis is out.
 */
export function createRateStore(config: Config, now: () => number = Date.now, warn: Warn = console.warn): RateStore | undefined {
  if (config.RATE_LIMIT_PER_MINUTE <= 0) return undefined;
  const memory = new RateLimiter(config.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS * 1000, now);
  if (config.RATE_LIMIT_STORE.toLowerCase() === 'memory') return memory;
  const url = config.RATE_LIMIT_STORE;
  const loading = import('./redis-rate-store.js').then(({ RedisRateStore }) => new RedisRateStore(url, config.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS));
  return new FailoverStore(loading, memory, redacted(url), warn);
}

/** The URL without its password, for logs. */
export function redacted(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

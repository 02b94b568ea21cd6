import type { Config } from '../../config.js';
import { NO_CLIENT_ADDRESS_WARNING } from './client-address.js';
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

/**
 * The start-up line: how clients are told apart and where their counts live, plus a warning when the limiter cannot
 * tell clients apart (a fetch platform that gives no address and no CLIENT_IP_HEADER: one count for the world).
 * `platformAddress`: the server knows each request's peer address (Node's socket, a platform's own).
 */
export function rateLimitNotice(config: Config, where: string, platformAddress = true): string[] {
  const limit = config.RATE_LIMIT_PER_MINUTE;
  if (limit <= 0) return ['rate limit: off (RATE_LIMIT_PER_MINUTE=0)'];
  const by = addressSource(config, platformAddress);
  const lines = [`rate limit: ${limit} a minute per client address (${by ?? 'none'}), counted in ${where}`];
  if (by === undefined) lines.push(NO_CLIENT_ADDRESS_WARNING);
  return lines;
}

/** Where the limiter reads a client's address from, or undefined when it cannot tell clients apart. */
export function addressSource(config: Config, platformAddress: boolean): string | undefined {
  if (config.CLIENT_IP_HEADER) return `the ${config.CLIENT_IP_HEADER} header`;
  if (config.TRUST_PROXY > 0) return `X-Forwarded-For, ${config.TRUST_PROXY} trusted proxy hop${config.TRUST_PROXY === 1 ? '' : 's'}`;
  return platformAddress ? 'socket' : undefined;
}

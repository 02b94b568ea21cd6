/**
 * The rate limit as a request meets it: whose bucket it counts against, the headers that report the state, and the
 * 429 (or 400) it answers with. The counts themselves live in a RateStore (rate-limit.ts, rate-store.ts).
 */
import type { Config } from '../../config.js';
import { clientAddress, clientKey, headerAddress } from './client-address.js';
import { RATE_WINDOW_SECONDS, rateLimitHeaders, type RateLimitState, type RateStore } from './rate-limit.js';
import { errorResponse } from './respond.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** What the rate limit says about a request: nothing (go on), or the answer (429, 400) — at once, or from a shared store. */
export type Limited = HttpResponse | undefined | Promise<HttpResponse | undefined>;

export interface RateGate {
  /**
   * Counts `cost` requests (0 = only report) and writes the rate-limit headers; returns a 429 when over, or a 400 when
   * the trusted X-Forwarded-For names no readable address (pooling such clients would let one exhaust the others).
   */
  rateLimit(req: HttpRequest, headers: Record<string, string>, cost: number): Limited;
  /** rateLimit, then `next` unless the limit answered; synchronous while the store is. */
  limitThen(req: HttpRequest, headers: Record<string, string>, cost: number, next: () => HttpResponse | Promise<HttpResponse>): HttpResponse | Promise<HttpResponse>;
  /**
   * The rate limiter's key for the client: from CLIENT_IP_HEADER when set, else the socket (or the trusted
   * X-Forwarded-For entry). A 400 when the header names no readable address; undefined — the request is not counted —
   * when the platform tells no address at all (the fetch entry warns about that once at start): one bucket shared by
   * every client would let one of them lock out the rest.
   */
  limitKey(req: HttpRequest, headers: Record<string, string>): string | HttpResponse | undefined;
  overLimit(state: RateLimitState): string;
}

export function createRateGate(config: Config, limiter: RateStore | undefined): RateGate {
  function rateLimit(req: HttpRequest, headers: Record<string, string>, cost: number): Limited {
    if (!limiter) return undefined;
    const key = limitKey(req, headers);
    if (typeof key !== 'string') return key;
    // The in-memory store answers at once: no promise on the hot path unless the counts live elsewhere.
    const state = cost > 0 ? limiter.hit(key, cost) : limiter.peek(key);
    return state instanceof Promise ? state.then((s) => limitAnswer(s, cost, headers)) : limitAnswer(state, cost, headers);
  }

  function limitAnswer(state: RateLimitState, cost: number, headers: Record<string, string>): HttpResponse | undefined {
    rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
    if (cost > 0 && !state.allowed) {
      headers['retry-after'] = String(state.resetSeconds);
      return errorResponse(429, overLimit(state), headers);
    }
    return undefined;
  }

  function limitThen(req: HttpRequest, headers: Record<string, string>, cost: number, next: () => HttpResponse | Promise<HttpResponse>): HttpResponse | Promise<HttpResponse> {
    const limited = rateLimit(req, headers, cost);
    if (limited instanceof Promise) return limited.then((answer) => answer ?? next());
    return limited ?? next();
  }

  function limitKey(req: HttpRequest, headers: Record<string, string>): string | HttpResponse | undefined {
    const header = config.CLIENT_IP_HEADER;
    const address = header !== undefined
      ? headerAddress(header, req.header(header))
      : config.TRUST_PROXY > 0
        ? clientAddress(req.socketAddress, req.header('x-forwarded-for'), config.TRUST_PROXY)
        : undefined;
    if (address === undefined) return req.socketAddress === undefined ? undefined : req.socketKey(clientKey);
    if (!address.ok) return errorResponse(400, address.error, headers);
    return address.address === undefined ? undefined : clientKey(address.address);
  }

  function overLimit(state: RateLimitState): string {
    return `rate limit of ${state.limit} requests per minute exceeded; retry in ${state.resetSeconds} s`;
  }

  return { rateLimit, limitThen, limitKey, overLimit };
}

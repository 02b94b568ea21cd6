// The MCP POST path with a rate-limit store that answers later (Redis, the cluster's primary) and with one that fails:
// each step that may be a promise is taken through, and a failure is a logged 500, never a rejection.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { registryOf } from '../../core/registry.js';
import { operations } from '../../ops/index.js';
import { createApp } from './app.js';
import { RateLimiter, type RateStore } from './rate-limit.js';
import type { HttpRequest, HttpResponse } from './types.js';

const NOW = Date.UTC(2026, 10, 30, 12, 0, 15); // 45 s before the window ends

/** The in-memory limiter's answers, each a promise, as a shared store gives them; `failPeek` makes peek reject. */
function laterStore(limit: number, failPeek = false): RateStore {
  const memory = new RateLimiter(limit, 60_000, () => NOW);
  return {
    limit,
    where: 'a test store',
    hit: (key, cost) => Promise.resolve(memory.hit(key, cost)),
    take: (key, wanted) => Promise.resolve(memory.take(key, wanted)),
    peek: (key) => (failPeek ? Promise.reject(new Error('store gone')) : Promise.resolve(memory.peek(key))),
  };
}

function post(path: string, message: unknown): HttpRequest {
  const bytes = new TextEncoder().encode(JSON.stringify(message));
  const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  return {
    method: 'POST', path, search: '', protocol: 'http', socketAddress: '192.0.2.7', socketKey: () => '192.0.2.7',
    header: (name) => headers[name],
    readBody: () => Promise.resolve({ kind: 'ok', bytes }),
  };
}

function appWith(store: RateStore, errors: unknown[] = []) {
  return createApp({
    config: loadConfig({ RATE_LIMIT_PER_MINUTE: String(store.limit), ECB_FETCH: 'off' }),
    registry: registryOf(operations),
    rateStore: store,
    now: () => new Date(NOW),
    logError: (error) => errors.push(error),
  });
}

const call = (id: number, text: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'slugify', arguments: { text } } });
const bodyOf = (res: HttpResponse) => JSON.parse(res.body as string) as Record<string, unknown>;

describe('POST /api/mcp with a store that answers later', () => {
  it('counts tool calls, refuses the one over the limit with Retry-After, and tells a ping the count without spending it', async () => {
    const app = appWith(laterStore(2));
    const first = await app.handle(post('/api/mcp', call(1, 'Crème Brûlée')));
    expect(first.status).toBe(200);
    expect(bodyOf(first)).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: '{"slug":"creme-brulee"}' }], structuredContent: { slug: 'creme-brulee' } } });
    expect(first.headers).toMatchObject({ ratelimit: '"per-minute";r=1;t=45', 'x-ratelimit-remaining': '1', 'cache-control': 'no-store' });

    // A ping holds no tool call: nothing is taken, and the headers come from a peek (still 1 left).
    const ping = await app.handle(post('/api/mcp', { jsonrpc: '2.0', id: 2, method: 'ping' }));
    expect(ping.status).toBe(200);
    expect(bodyOf(ping)).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    expect(ping.headers).toMatchObject({ ratelimit: '"per-minute";r=1;t=45' });

    // A toolset's path goes the same way: the last call of the window, then a 429.
    const second = await app.handle(post('/api/mcp/utilities', call(3, 'a b')));
    expect(bodyOf(second)).toMatchObject({ id: 3, result: { structuredContent: { slug: 'a-b' } } });
    const third = await app.handle(post('/api/mcp', call(4, 'c')));
    expect(third.status).toBe(429);
    expect(third.headers).toMatchObject({ 'retry-after': '45', ratelimit: '"per-minute";r=0;t=45' });
    expect(bodyOf(third)).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32000, message: 'rate limit of 2 requests per minute exceeded; retry in 45 s' } });
  });

  it('answers a store that fails while reporting with a logged 500, not a rejection', async () => {
    const errors: unknown[] = [];
    const res = await appWith(laterStore(5, true), errors).handle(post('/api/mcp', { jsonrpc: '2.0', id: 1, method: 'ping' }));
    expect(res.status).toBe(500);
    expect(errors).toEqual([new Error('store gone')]);
  });

  it('answers a body that is not JSON with a parse error, counted as nothing', async () => {
    const app = appWith(laterStore(1));
    const req = post('/api/mcp', null);
    const bad = { ...req, readBody: () => Promise.resolve({ kind: 'ok' as const, bytes: new TextEncoder().encode('{"jsonrpc":') }) };
    const res = await app.handle(bad);
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } });
    // The one call of the window is still there.
    expect((await app.handle(post('/api/mcp', call(1, 'x')))).status).toBe(200);
  });
});

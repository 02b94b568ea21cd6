import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from '../src/adapters/http/client-address.js';
import { FailoverStore } from '../src/adapters/http/failover-store.js';
import { RateLimiter } from '../src/adapters/http/rate-limit.js';
import { createRateStore } from '../src/adapters/http/rate-store.js';
import { createApp } from '../src/adapters/http/app.js';
import { fetchHandler } from '../src/adapters/http/fetch-adapter.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { postJson, startFetch, startNode, testConfig, type Harness } from './support/harness.js';

describe('RateLimiter', () => {
  it('allows the limit, then refuses until the window ends', () => {
    let now = Date.UTC(2026, 10, 21, 12, 0, 15); // 45 s before the minute ends
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 45 });
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.hit('a')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect(limiter.hit('b')).toMatchObject({ allowed: true, remaining: 1 });
    now += 45_000;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    expect(limiter.size).toBe(1); // 'b' from the old window is gone
  });

  it('grants what is left of a batch and counts only that', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 15);
    const limiter = new RateLimiter(5, 60_000, () => now);
    expect(limiter.take('a', 3)).toMatchObject({ granted: 3, allowed: true, remaining: 2 });
    expect(limiter.take('a', 4)).toMatchObject({ granted: 2, allowed: false, remaining: 0, resetSeconds: 45 });
    expect(limiter.take('a', 1)).toMatchObject({ granted: 0, allowed: false, remaining: 0 });
    expect(limiter.peek('a')).toMatchObject({ remaining: 0, allowed: false });
    expect(limiter.take('b', 0)).toMatchObject({ granted: 0, allowed: true, remaining: 5 });
  });

  it('keeps 1,000,000 distinct clients under 200 MB and frees them when the window ends', () => {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/fixtures/rate-limit-memory.ts'], { encoding: 'utf8' });
    const figures = JSON.parse(output) as { size: number; sizeAfterWindow: number; filledBytes: number; afterEvictionBytes: number };
    expect(figures.size).toBe(1_000_000);
    expect(figures.filledBytes).toBeLessThan(200 * 1024 * 1024);
    expect(figures.sizeAfterWindow).toBe(0);
    expect(figures.afterEvictionBytes).toBeLessThan(10 * 1024 * 1024);
  });
});

describe('createRateStore', () => {
  it('memory: the synchronous RateLimiter (no promise on the hot path); a Redis URL: Redis with this process as the fallback; 0: none', async () => {
    const memory = createRateStore(testConfig({ RATE_LIMIT_PER_MINUTE: '7' }));
    expect(memory).toBeInstanceOf(RateLimiter);
    expect(memory!.hit('a')).toEqual({ limit: 7, remaining: 6, resetSeconds: expect.any(Number), resetAt: expect.any(Number), allowed: true });
    expect(memory!.where).toBe('this process');
    const warnings: string[] = [];
    // Nothing listens on port 1: the store says so once and counts here.
    const redis = createRateStore(testConfig({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_STORE: 'redis://user:pw@127.0.0.1:1/0' }), Date.now, (m) => warnings.push(m));
    expect(redis).toBeInstanceOf(FailoverStore);
    expect(redis!.where).toBe('redis://user:***@127.0.0.1:1/0');
    await redis!.ready!();
    expect(warnings).toEqual([expect.stringMatching(/^utility-api: rate limit store redis:\/\/user:\*\*\*@127\.0\.0\.1:1\/0 is not answering \(connect ECONNREFUSED 127\.0\.0\.1:1\); counting in this process until it does$/)]);
    expect(await redis!.hit('a')).toMatchObject({ limit: 60, remaining: 59, allowed: true });
    await redis!.close!();
    expect(createRateStore(testConfig({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_STORE: 'redis://127.0.0.1:1' }))).toBeUndefined();
  });
});

describe('client addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('uses X-Forwarded-For only when proxies are trusted, counting hops from the right', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', 0)).toEqual({ ok: true, address: '10.0.0.1' });
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.9', 1)).toEqual({ ok: true, address: '203.0.113.9' });
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.9', 2)).toEqual({ ok: true, address: '198.51.100.1' });
    expect(clientAddress('10.0.0.1', undefined, 1)).toEqual({ ok: true, address: '10.0.0.1' });
  });
});

describe('rate limiting over HTTP', () => {
  let now = Date.UTC(2026, 10, 21, 12, 0, 30);
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ RATE_LIMIT_PER_MINUTE: '3' }, { now: () => new Date(now) });
  });
  afterAll(() => h.close());

  it('429 with Retry-After past the limit; headers on every response; resets with the window', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
      expect(response.status).toBe(200);
      remaining.push(response.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.headers.get('ratelimit-policy')).toBe('"per-minute";q=3;w=60');
    expect(limited.headers.get('ratelimit')).toBe('"per-minute";r=0;t=30');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Date.UTC(2026, 10, 21, 12, 1, 0) / 1000));
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(await limited.json()).toEqual({ error: 'rate limit of 3 requests per minute exceeded; retry in 30 s' });

    // Documents, errors and preflights report the state without spending it.
    const plain = { headers: { 'accept-encoding': 'identity' } };
    for (const [path, init] of [['/api', plain], ['/nothing', undefined], ['/api/v1/slugify', { method: 'OPTIONS' }]] as const) {
      const response = await h.call(path, init);
      expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(response.status).not.toBe(429);
    }
    // Except the work of compressing a large document afresh for an origin (a Host) not seen lately.
    const fresh = await h.call('/api', { headers: { 'accept-encoding': 'br' } });
    expect(fresh.status).toBe(429);
    await fresh.arrayBuffer();

    // X-Forwarded-For is not trusted by default: a forged address does not buy a new quota.
    const forged = await h.call('/api/v1/slugify', postJson({ text: 'a' }, { 'x-forwarded-for': '198.51.100.23' }));
    expect(forged.status).toBe(429);

    now += 30_000;
    const afterReset = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
    expect(afterReset.status).toBe(200);
    expect(afterReset.headers.get('x-ratelimit-remaining')).toBe('2');
  });
});

describe('rate limiting behind a trusted proxy', () => {
  it('keys on X-Forwarded-For when TRUST_PROXY is set', async () => {
    const h = await startNode({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' });
    try {
      const first = await h.call('/api/v1/slugify', postJson({ text: 'a' }, { 'x-forwarded-for': '198.51.100.1' }));
      const second = await h.call('/api/v1/slugify', postJson({ text: 'a' }, { 'x-forwarded-for': '198.51.100.2' }));
      const again = await h.call('/api/v1/slugify', postJson({ text: 'a' }, { 'x-forwarded-for': '198.51.100.1' }));
      expect([first.status, second.status, again.status]).toEqual([200, 200, 429]);
    } finally {
      await h.close();
    }
  });

  it('groups IPv6 clients by /64 (fetch handler with platform-given addresses)', async () => {
    const handler = fetchHandler(createApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '1' }), registry: registryOf(operations) }));
    const call = (address: string) =>
      handler(new Request('http://localhost/api/v1/slugify', postJson({ text: 'a' })), { clientAddress: address }).then((r) => r.status);
    expect(await call('2001:db8:1:2::1')).toBe(200);
    expect(await call('2001:db8:1:2::ffff')).toBe(429); // same /64
    expect(await call('2001:db8:1:3::1')).toBe(200); // next /64
  });
});

describe('rate limiting disabled', () => {
  it('RATE_LIMIT_PER_MINUTE=0 never answers 429 and sends no rate-limit headers', async () => {
    const h = await startFetch({ RATE_LIMIT_PER_MINUTE: '0' });
    for (let i = 0; i < 5; i++) {
      const response = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBeNull();
    }
  });
});

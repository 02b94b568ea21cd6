import { NO_CLIENT_ADDRESS_WARNING } from '../src/adapters/http/client-address.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailoverStore, PROBE_INTERVAL_MS, type SharedCounter } from '../src/adapters/http/failover-store.js';
import { RateLimiter, type TakeState } from '../src/adapters/http/rate-limit.js';
import { COMMAND_TIMEOUT_MS, KEY_PREFIX, RedisRateStore } from '../src/adapters/http/redis-rate-store.js';
import { rateLimitNotice, redacted } from '../src/adapters/http/rate-store.js';
import { loadConfig } from '../src/config.js';
import { startBuiltServer, type BuiltServer } from './support/built-server.js';
import { freePort, HAS_REDIS, startRedis, type RedisProcess } from './support/redis-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits out the last seconds of a clock minute, so a run of requests stays in one rate-limit window. */
async function awayFromMinuteEnd(seconds = 15): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await sleep(left + 100);
}

/** Sleeps until just after the next whole second (1-second windows in the unit tests). */
async function atSecondStart(): Promise<void> {
  await sleep(1000 - (Date.now() % 1000) + 20);
}

describe('rate-limit notice and URL redaction', () => {
  it('says how clients are told apart and where the counts live; warns when it cannot tell them apart', () => {
    expect(rateLimitNotice(loadConfig({}), 'this process')).toEqual(['rate limit: 60 a minute per client address (socket), counted in this process']);
    expect(rateLimitNotice(loadConfig({ TRUST_PROXY: '2', RATE_LIMIT_PER_MINUTE: '100' }), 'redis://r:6379/0')).toEqual([
      'rate limit: 100 a minute per client address (X-Forwarded-For, 2 trusted proxy hops), counted in redis://r:6379/0',
    ]);
    expect(rateLimitNotice(loadConfig({ CLIENT_IP_HEADER: 'CF-Connecting-IP' }), 'this process', false)).toEqual([
      'rate limit: 60 a minute per client address (the cf-connecting-ip header), counted in this process',
    ]);
    expect(rateLimitNotice(loadConfig({}), 'this process', false)).toEqual([
      'rate limit: 60 a minute per client address (none), counted in this process',
      NO_CLIENT_ADDRESS_WARNING,
    ]);
    expect(rateLimitNotice(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }), 'this process')).toEqual(['rate limit: off (RATE_LIMIT_PER_MINUTE=0)']);
  });

  it('never logs a password', () => {
    expect(redacted('redis://user:s3cret@cache:6379/2')).toBe('redis://user:***@cache:6379/2');
    expect(redacted('rediss://:s3cret@cache:6380')).toBe('rediss://:***@cache:6380');
    expect(redacted('redis://127.0.0.1:6379/0')).toBe('redis://127.0.0.1:6379/0');
  });
});

describe('FailoverStore', () => {
  it('counts locally while the shared store fails, warns once per outage, probes once a second and says when it is back', async () => {
    let now = Date.UTC(2026, 10, 21, 12, 0, 10);
    let failing = true;
    let asked = 0;
    const shared: SharedCounter = {
      count: async (_mode, _key, n) => {
        asked++;
        if (failing) throw new Error('connection refused');
        return { limit: 10, remaining: 10 - n, resetSeconds: 50, resetAt: 0, allowed: true, granted: n };
      },
    };
    const warnings: string[] = [];
    const store = new FailoverStore(Promise.resolve(shared), new RateLimiter(10, 60_000, () => now), 'redis://r:6379/0', (m) => warnings.push(m), () => now);
    await store.ready();
    expect(await store.hit('a')).toMatchObject({ remaining: 9, allowed: true }); // asked, failed, counted here
    expect(asked).toBe(1);
    // Within the probe interval: answered here, synchronously, without asking.
    const local = store.hit('a');
    expect(local).not.toBeInstanceOf(Promise);
    expect(local).toMatchObject({ remaining: 8 });
    expect(store.take('a', 20)).toMatchObject({ granted: 8, remaining: 0, allowed: false });
    expect(asked).toBe(1);
    now += PROBE_INTERVAL_MS;
    expect(await store.peek('a')).toMatchObject({ remaining: 0, allowed: false }); // the probe fails too
    expect(asked).toBe(2);
    expect(warnings).toEqual(["utility-api: rate limit store redis://r:6379/0 is not answering (connection refused); counting in this process until it does"]);
    failing = false;
    expect(store.hit('a')).toMatchObject({ remaining: 0, allowed: false }); // not yet a second since the last probe
    now += PROBE_INTERVAL_MS;
    // The shared store's own answer: this fake's window (resetAt 0) is not ours, so nothing is merged into it.
    expect(await store.hit('a')).toMatchObject({ remaining: 9, allowed: true });
    expect(store.healthy).toBe(true);
    expect(warnings.slice(1)).toEqual(['utility-api: rate limit store redis://r:6379/0 answers again; counting there']);
    expect(await store.take('a', 3)).toMatchObject({ granted: 3 });
    expect(asked).toBe(5); // one of them added the 10 counted here meanwhile (failover-store.test.ts has the counts)
  });

  it('a store whose module cannot load counts locally and says so once', async () => {
    const warnings: string[] = [];
    const store = new FailoverStore(Promise.reject(new Error('no ioredis here')), new RateLimiter(2), 'redis://r', (m) => warnings.push(m));
    await store.ready();
    expect(store.hit('a')).toMatchObject({ remaining: 1 });
    expect(warnings).toEqual(['utility-api: rate limit store redis://r is not answering (no ioredis here); counting in this process until it does']);
  });
});

describe.skipIf(!HAS_REDIS)('against a real redis-server', () => {
  let redis: RedisProcess;
  let admin: Redis;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
    admin = new Redis(redis.url);
  });
  afterAll(async () => {
    admin?.disconnect();
    await redis?.kill();
  });

  describe('RedisRateStore (the Lua script)', () => {
    let store: RedisRateStore;
    beforeAll(async () => {
      await admin.flushall();
      store = new RedisRateStore(redis.url, 3, 60);
      await store.ready();
    });
    afterAll(() => store.close());

    it('hit: allows the limit, then refuses; the window is the clock minute by Redis TIME; the key expires when it ends', async () => {
      await awayFromMinuteEnd(5);
      const states = [];
      for (let i = 0; i < 5; i++) states.push(await store.count('hit', '198.51.100.1', 1));
      expect(states.map((s) => [s.allowed, s.remaining])).toEqual([[true, 2], [true, 1], [true, 0], [false, 0], [false, 0]]);
      const seconds = Number((await admin.time())[0]);
      const windowEnd = (Math.floor(seconds / 60) + 1) * 60;
      expect(states[4]).toMatchObject({ limit: 3, resetAt: windowEnd, resetSeconds: windowEnd - seconds });
      // Kept at limit + 1 however many more come; expires at the window's end.
      expect(await admin.get(`${KEY_PREFIX}198.51.100.1`)).toBe('4');
      expect(await admin.pexpiretime(`${KEY_PREFIX}198.51.100.1`)).toBe(windowEnd * 1000);
      expect(await store.count('peek', '198.51.100.1', 0)).toMatchObject({ allowed: false, remaining: 0 });
      expect(await store.count('peek', '198.51.100.9', 0)).toMatchObject({ allowed: true, remaining: 3 });
      expect(await admin.exists(`${KEY_PREFIX}198.51.100.9`)).toBe(0); // peek writes nothing
    });

    it('take: grants what is left of a batch and counts only that, as RateLimiter does', async () => {
      await awayFromMinuteEnd(5);
      const five = new RedisRateStore(redis.url, 5, 60);
      await five.ready();
      const memory = new RateLimiter(5);
      const steps: [string, 'take' | 'hit' | 'peek', number][] = [
        ['t', 'take', 3], ['t', 'take', 4], ['t', 'take', 1], ['t', 'peek', 0], ['u', 'take', 0], ['u', 'hit', 2], ['u', 'take', 5], ['u', 'hit', 1],
      ];
      const pick = (s: Partial<TakeState>) => ({ allowed: s.allowed, remaining: s.remaining, granted: s.granted });
      for (const [key, mode, n] of steps) {
        const fromRedis = await five.count(mode, key, n);
        const inMemory = mode === 'take' ? memory.take(key, n) : mode === 'hit' ? { ...memory.hit(key, n), granted: n } : { ...memory.peek(key), granted: 0 };
        expect(pick(fromRedis), `${mode} ${key} ${n}`).toEqual(pick(inMemory));
      }
      expect(await five.count('take', 't', 4)).toMatchObject({ granted: 0, allowed: false, remaining: 0 });
      await five.close();
    });

    it('a new window starts with a full quota (1-second windows)', async () => {
      const quick = new RedisRateStore(redis.url, 2, 1);
      await quick.ready();
      await atSecondStart();
      const first = [await quick.count('hit', 'w', 1), await quick.count('hit', 'w', 1), await quick.count('hit', 'w', 1)];
      expect(first.map((s) => s.allowed)).toEqual([true, true, false]);
      expect(first[2]!.resetSeconds).toBe(1);
      await atSecondStart();
      expect(await quick.count('hit', 'w', 1)).toMatchObject({ allowed: true, remaining: 1 });
      await quick.close();
    });

    it('fails fast when Redis is stopped (no answer) or gone, instead of holding the request', async () => {
      const store2 = new RedisRateStore(redis.url, 3, 60);
      await store2.ready();
      redis.child.kill('SIGSTOP');
      try {
        // The command's own timeout (COMMAND_TIMEOUT_MS) answers, not the Redis that will never reply.
        await expect(store2.count('hit', 'slow', 1)).rejects.toThrow(/timed out/i);
      } finally {
        redis.child.kill('SIGCONT');
      }
      expect(await store2.count('hit', 'slow', 1)).toMatchObject({ allowed: true });
      await store2.close();
      // Nothing listening: refused at once.
      const nowhere = new RedisRateStore(`redis://127.0.0.1:${await freePort()}/0`, 3, 60);
      await expect(nowhere.ready()).rejects.toThrow(/ECONNREFUSED/);
      // Refused without waiting for the command timeout: the error is the closed connection's, not a timeout's.
      const refusal: unknown = await nowhere.count('hit', 'x', 1).then(() => undefined, (error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect(String(refusal)).not.toMatch(/timed out/i);
      await nowhere.close();
    });
  });

  describe('two server processes sharing RATE_LIMIT_STORE', () => {
    let a: BuiltServer;
    let b: BuiltServer;
    beforeAll(async () => {
      await admin.flushall();
      // X-Forwarded-For tells the scenarios' clients apart; a request without it is its socket's (127.0.0.1).
      const env = { RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_STORE: redis.url, WORKER_THREADS: '0', TRUST_PROXY: '1' };
      [a, b] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
    });

    const slugify = (server: BuiltServer, client?: string) =>
      fetch(`${server.baseUrl}/api/v1/slugify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
        body: '{"text":"a"}',
      });
    const mcpBatch = (server: BuiltServer, calls: number) =>
      fetch(`${server.baseUrl}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(Array.from({ length: calls }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'slugify', arguments: { text: 'x' } } }))),
      });
    const remaining = (r: Response) => Number(r.headers.get('x-ratelimit-remaining'));
    /** The window an answer was counted in (its end, epoch seconds): Redis and each process agree, all on this machine's clock. */
    const windowOf = (r: Response) => r.headers.get('x-ratelimit-reset');
    const countOf = (text: string, part: string) => text.split(part).length - 1;

    it('say at start where the counts live', async () => {
      await sleep(300); // the line after the listening line may come in a later chunk
      for (const server of [a, b]) {
        expect(server.output()).toContain(`rate limit: 60 a minute per client address (X-Forwarded-For, 1 trusted proxy hop), counted in ${redis.url}\n`);
      }
    });

    it('60 calls spread over both pass (MCP batches counted), the 61st is a 429 from either; headers agree; Redis killed → each continues the count, one warning; back empty → the count added back, shared again', async () => {
      await awayFromMinuteEnd();
      // An MCP batch of 5 tools/call on A, then 55 single calls alternating A, B.
      const batch = await mcpBatch(a, 5);
      expect(batch.status).toBe(200);
      expect(remaining(batch)).toBe(55);
      const seen: number[] = [];
      for (let i = 0; i < 55; i++) {
        const response = await slugify(i % 2 === 0 ? a : b);
        expect(response.status).toBe(200);
        seen.push(remaining(response));
        await response.arrayBuffer();
      }
      expect(seen).toEqual(Array.from({ length: 55 }, (_, i) => 54 - i));
      const limited = [await slugify(a), await slugify(b)];
      for (const response of limited) {
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.json()).toEqual({ error: `rate limit of 60 requests per minute exceeded; retry in ${response.headers.get('retry-after')} s` });
      }
      // RateLimit's `t` counts the seconds left, so two answers either side of a second's tick differ by one there;
      // the window's end (x-ratelimit-reset) and everything else must agree.
      const sameWindow = (value: string | null) => value?.replace(/;t=\d+$/, '');
      for (const name of ['ratelimit-policy', 'ratelimit', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        expect(sameWindow(limited[0]!.headers.get(name)), name).toBe(sameWindow(limited[1]!.headers.get(name)));
      }
      expect(limited[0]!.headers.get('ratelimit-policy')).toBe('"per-minute";q=60;w=60');
      // A batch past the limit: every call refused as a tool result, nothing spent.
      const refusedBatch = await mcpBatch(b, 2);
      const replies = (await refusedBatch.json()) as { result: { isError: boolean; content: { text: string }[] } }[];
      expect(replies.map((r) => r.result.isError)).toEqual([true, true]);
      expect(replies[0]!.result.content[0]!.text).toMatch(/^rate limit of 60 requests per minute exceeded; retry in \d+ s$/);

      // Redis goes away: both keep answering, each counting for itself from where Redis left off — this client used
      // its 60 — and each says so once. (Should a busy machine have rolled the window, a new one starts fresh.)
      const window = windowOf(limited[0]!);
      admin.disconnect(); // its reconnecting would print errors while Redis is out
      await redis.kill();
      for (let i = 0; i < 3; i++) {
        for (const server of [a, b]) {
          const response = await slugify(server);
          expect(response.status).toBe(windowOf(response) === window ? 429 : 200);
          await response.arrayBuffer();
        }
      }
      for (const server of [a, b]) expect(countOf(server.output(), 'is not answering')).toBe(1);

      // Redis is back (empty: nothing saved): each process notices within about a second and counts there again.
      redis = await startRedis(redis.port);
      // Bounded by attempts (a minute of them on a quiet machine), not by a clock a busy machine would outrun.
      for (let attempt = 0; ![a, b].every((s) => s.output().includes('answers again')) && attempt < 300; attempt++) {
        await Promise.all([slugify(a), slugify(b)].map((p) => p.then((r) => r.arrayBuffer())));
        await sleep(200);
      }
      for (const server of [a, b]) {
        expect(countOf(server.output(), `rate limit store ${redis.url} answers again; counting there`)).toBe(1);
      }
      // What they knew was added back: the empty Redis holds the client's count again and both still refuse it.
      admin = new Redis(redis.url);
      const again = [await slugify(a), await slugify(b)];
      if (again.every((r) => windowOf(r) === window)) {
        expect(again.map((r) => r.status)).toEqual([429, 429]);
        expect(Number(await admin.get(`${KEY_PREFIX}127.0.0.1`))).toBeGreaterThanOrEqual(60);
      }
      // Another client is counted in Redis, across both, from its first request.
      await awayFromMinuteEnd(5);
      const fresh = '198.51.100.77';
      expect([remaining(await slugify(a, fresh)), remaining(await slugify(b, fresh)), remaining(await slugify(a, fresh))]).toEqual([59, 58, 57]);
    });

    it('a client sending as fast as it can while Redis is killed, restarted empty and paused, three times in a window, gets at most the limit from each process', async () => {
      // Room for the scenario (some 10 s quiet) in one window; should a busy machine roll it, counts are kept per window.
      await awayFromMinuteEnd(30);
      const clients = { flood: '198.51.100.50', trickle: '198.51.100.51' };
      /** The 200s, per "client window port" (the window from the reset header: Redis and both processes agree). */
      const allowed = new Map<string, number>();
      let answers = 0;
      let stopping = false;
      const send = async (client: string, pauseMs: number) => {
        for (let i = 0; !stopping; i++) {
          const server = i % 2 === 0 ? a : b;
          const response = await slugify(server, client);
          await response.arrayBuffer();
          answers++;
          const tally = `${client} ${windowOf(response)} ${server.port}`;
          if (response.status === 200) allowed.set(tally, (allowed.get(tally) ?? 0) + 1);
          else expect(response.status).toBe(429);
          if (pauseMs > 0) await sleep(pauseMs);
        }
      };
      // Three flooding connections; a second client 20 times a second, which reaches its limit mid-scenario.
      const senders = [send(clients.flood, 0), send(clients.flood, 0), send(clients.flood, 0), send(clients.trickle, 50)];
      /** Waits until `done` holds, bounded by attempts (a busy machine only makes each one slower). */
      const until = async (done: () => boolean, what: string) => {
        for (let attempt = 0; !done(); attempt++) {
          if (attempt > 6_000) throw new Error(`gave up waiting for ${what}`);
          await sleep(10);
        }
      };
      const moreAnswers = (n: number) => {
        const target = answers + n;
        return until(() => answers >= target, `${n} more answers`);
      };
      const bothLogged = (text: string, times: number) => until(() => [a, b].every((s) => countOf(s.output(), text) >= times), `"${text}" ×${times}`);
      const outagesBefore = countOf(a.output(), 'is not answering');
      admin.disconnect(); // its reconnecting would print errors while Redis is out
      try {
        await moreAnswers(200); // the flood has used its 60 in Redis
        for (let round = 0; round < 3; round++) {
          const outages = outagesBefore + 2 * round;
          await redis.kill();
          await bothLogged('is not answering', outages + 1);
          await moreAnswers(50);
          redis = await startRedis(redis.port); // empty
          await bothLogged('answers again', outages + 1);
          await moreAnswers(50);
          redis.child.kill('SIGSTOP'); // commands time out; each process counts for itself meanwhile
          await bothLogged('is not answering', outages + 2);
          await moreAnswers(50);
          redis.child.kill('SIGCONT');
          await bothLogged('answers again', outages + 2);
          await moreAnswers(50);
        }
      } finally {
        redis.child.kill('SIGCONT');
        stopping = true;
        await Promise.allSettled(senders);
        admin = new Redis(redis.url);
      }
      await Promise.all(senders); // a sender's failed expectation fails the test
      const measured = JSON.stringify(Object.fromEntries(allowed));
      const sum = (prefix: string) => [...allowed].reduce((total, [tally, count]) => (tally.startsWith(prefix) ? total + count : total), 0);
      for (const tally of allowed.keys()) {
        const [client, window] = tally.split(' ');
        // Each process never past the limit; the two counting side by side during an outage, at most twice it.
        expect(allowed.get(tally), `${tally}: ${measured}`).toBeLessThanOrEqual(60);
        expect(sum(`${client} ${window} `), `${client} ${window}: ${measured}`).toBeLessThanOrEqual(2 * 60);
      }
      // The flood used its quota on a healthy Redis before the first switch: the limit was not simply shut.
      expect(sum(`${clients.flood} `)).toBeGreaterThanOrEqual(60);
      console.log(`200s per "client window port", limit 60: ${measured}`);
    });
  });
});

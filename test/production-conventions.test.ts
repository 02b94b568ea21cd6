import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { accessLog, type AccessEntry } from '../src/adapters/http/access-log.js';
import { createApp } from '../src/adapters/http/app.js';
import { nodeListener } from '../src/adapters/http/node-adapter.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { brokenOperation } from './support/broken-operation.js';
import { startBuiltServer, type BuiltServer } from './support/built-server.js';
import { harnesses, postJson, testConfig, type Harness } from './support/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RATE_LIMIT_HEADERS = ['ratelimit', 'ratelimit-policy', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

const broken = brokenOperation();

function rateLimitHeadersOf(response: Response): string[] {
  return RATE_LIMIT_HEADERS.filter((name) => response.headers.has(name));
}

describe.each(harnesses)('/healthz and X-Request-Id: %s', (_name, start) => {
  let h: Harness;
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    h = await start({ RATE_LIMIT_PER_MINUTE: '1000' }, { registry: registryOf([...operations, broken]), logError: (_error, detail) => logged.push(detail) });
  });
  afterAll(() => h.close());

  it('GET /healthz: 200 {"status":"ok"}, no-store, outside the rate limit (no headers, not counted)', async () => {
    const h = await start({ RATE_LIMIT_PER_MINUTE: '2' });
    onTestFinished(() => h.close());
    for (let i = 0; i < 5; i++) {
      const response = await h.call('/healthz');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"status":"ok"}');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-request-id')).toMatch(UUID);
      expect(rateLimitHeadersOf(response)).toEqual([]);
    }
    // Five probes spent nothing of the limit of 2: two calls pass, the third is refused.
    expect((await h.call('/api/v1/slugify', postJson({ text: 'a' }))).status).toBe(200);
    expect((await h.call('/api/v1/slugify', postJson({ text: 'a' }))).status).toBe(200);
    const over = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
    expect(over.status).toBe(429);
    expect(over.headers.get('x-request-id')).toMatch(UUID);
    // Probes still answer once the client is over its limit.
    const probe = await h.call('/healthz');
    expect(probe.status).toBe(200);
    expect(rateLimitHeadersOf(probe)).toEqual([]);
  });

  it('HEAD /healthz: 200, no body, the GET\'s length', async () => {
    const response = await h.call('/healthz', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-length')).toBe('15');
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('other methods on /healthz: 405 with Allow, a preflight 204, none rate-limited', async () => {
    const post = await h.call('/healthz', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await post.text()).toBe('{"error":"method POST is not allowed on /healthz; use GET, HEAD"}');
    expect(post.headers.get('x-request-id')).toMatch(UUID);
    expect(rateLimitHeadersOf(post)).toEqual([]);
    const options = await h.call('/healthz', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(rateLimitHeadersOf(options)).toEqual([]);
  });

  it('X-Request-Id on 200, 400, 404, 405 and 500, a new one each time; the 500\'s is the one logged', async () => {
    const answers = await Promise.all([
      h.call('/api'),
      h.call('/api/v1/slugify', postJson('{')),
      h.call('/api/v1/nope', postJson({})),
      h.call('/api/v1/slugify'),
      h.call('/api/v1/broken', postJson({})),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 400, 404, 405, 500]);
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(logged).toEqual([expect.objectContaining({ requestId: ids[4], operation: 'broken' })]);
  });

  it('an incoming X-Request-Id that is a short safe token is kept; anything else is replaced, never refused', async () => {
    const kept = ['abc-123', '01J9Z8Q4T5X6Y7Z8A9B0C1D2E3', 'Root=1-5759e988-bd862e3fe1be46a994272793', 'a'.repeat(128), 'x_y.z:1+2/3='];
    for (const id of kept) {
      const response = await h.call('/healthz', { headers: { 'x-request-id': id } });
      expect(response.headers.get('x-request-id')).toBe(id);
    }
    const replaced = ['a'.repeat(129), 'two words', '<script>', 'a;b', '"quoted"', 'a,b'];
    for (const id of replaced) {
      const response = await h.call('/healthz', { headers: { 'x-request-id': id } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('CORS lets a page read X-Request-Id', async () => {
    const response = await h.call('/healthz', { headers: { origin: 'https://example.com' } });
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });
});

describe('the Node adapter\'s own 500 (the app itself failed)', () => {
  it('carries X-Request-Id, the one logged (an incoming safe id kept), and is logged to the access log', async () => {
    const logged: Record<string, unknown>[] = [];
    const lines: AccessEntry[] = [];
    const failing = { handle: () => Promise.reject(new Error('app broke')), limiter: undefined };
    const server = createServer(nodeListener(failing, (_error, detail) => logged.push(detail), accessLog('on', (entry) => lines.push(entry))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const fresh = await fetch(`${base}/api/v1/slugify`, postJson({}));
      expect(fresh.status).toBe(500);
      expect(await fresh.text()).toBe('{"error":"internal error"}');
      const id = fresh.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      const given = await fetch(`${base}/api/v1/slugify`, postJson({}, { 'x-request-id': 'trace-7' }));
      expect(given.headers.get('x-request-id')).toBe('trace-7');
      expect(logged).toEqual([{ requestId: id, stage: 'response' }, { requestId: 'trace-7', stage: 'response' }]);
      expect(lines.map((line) => [line.requestId, line.status, line.bytes])).toEqual([[id, 500, 26], ['trace-7', 500, 26]]);
    } finally {
      server.close();
    }
  });
});

describe('the access log, in process', () => {
  async function serve(mode: 'on' | 'all'): Promise<{ base: string; lines: AccessEntry[]; server: Server }> {
    const lines: AccessEntry[] = [];
    const app = createApp({ config: testConfig(), registry: registryOf(operations) });
    const server = createServer(nodeListener(app, undefined, accessLog(mode, (entry) => lines.push(entry))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines, server };
  }

  it('is absent when off: the adapter runs without it', () => {
    expect(accessLog('off', () => {})).toBeUndefined();
  });

  it('one entry a request: id, method, path without the query, operation, status, duration, body bytes; /healthz left out', async () => {
    const { base, lines, server } = await serve('on');
    try {
      const ok = await fetch(`${base}/api/v1/slugify?token=secret`, postJson({ text: 'Hi there' }, { 'x-request-id': 'req-1' }));
      expect(await ok.text()).toBe('{"slug":"hi-there"}');
      await (await fetch(`${base}/healthz`)).text();
      const missing = await fetch(`${base}/api/v1/nope`, postJson({}));
      const missingBody = await missing.text();
      const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const mcp = await fetch(`${base}/api/mcp`, postJson({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { accept: 'application/json, text/event-stream' }));
      const mcpBody = await mcp.text();
      expect(lines).toEqual([
        { requestId: 'req-1', method: 'POST', path: '/api/v1/slugify', operation: 'slugify', status: 200, durationMs: expect.any(Number), bytes: 19 },
        { requestId: missing.headers.get('x-request-id'), method: 'POST', path: '/api/v1/nope', status: 404, durationMs: expect.any(Number), bytes: Buffer.byteLength(missingBody) },
        { requestId: mcp.headers.get('x-request-id'), method: 'POST', path: '/api/mcp', operation: 'mcp', status: 200, durationMs: expect.any(Number), bytes: Buffer.byteLength(mcpBody) },
      ]);
      for (const line of lines) expect(line.durationMs).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });

  it('ACCESS_LOG=all logs /healthz too (HEAD: no body bytes)', async () => {
    const { base, lines, server } = await serve('all');
    try {
      await (await fetch(`${base}/healthz?probe=1`)).text();
      await fetch(`${base}/healthz`, { method: 'HEAD' });
      expect(lines).toEqual([
        expect.objectContaining({ method: 'GET', path: '/healthz', status: 200, bytes: 15 }),
        expect.objectContaining({ method: 'HEAD', path: '/healthz', status: 200, bytes: 0 }),
      ]);
      expect(lines[0]).not.toHaveProperty('operation');
    } finally {
      server.close();
    }
  });
});

describe('the access log of the built server (stdout, through pino)', () => {
  /** The JSON lines the process wrote, once it has exited (pino flushes on exit). */
  async function linesAfterStop(server: BuiltServer): Promise<Record<string, unknown>[]> {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    return server.output().split('\n').filter((line) => line.startsWith('{"level"')).map((line) => JSON.parse(line));
  }

  it('ACCESS_LOG=on: exactly these fields, the right values, no query, no body, no /healthz; written before exit', async () => {
    const testStarted = Date.now();
    const server = await startBuiltServer({ ACCESS_LOG: 'on', WORKER_THREADS: '0' });
    const ok = await fetch(`${server.baseUrl}/api/v1/slugify?q=private-words`, postJson({ text: 'Secret Body' }));
    expect(await ok.text()).toBe('{"slug":"secret-body"}');
    await (await fetch(`${server.baseUrl}/healthz`)).text();
    const refused = await fetch(`${server.baseUrl}/api/v1/slugify`, postJson({ text: 5 }, { 'x-request-id': 'trace-42' }));
    const refusedBody = await refused.text();
    expect(refused.status).toBe(400);
    const lines = await linesAfterStop(server);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['level', 'time', 'requestId', 'method', 'path', 'operation', 'status', 'durationMs', 'bytes']);
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
      // Stamped when the request was served: between this test's start and now, however long that took.
      expect(Date.parse(line.time as string)).toBeGreaterThanOrEqual(testStarted);
      expect(Date.parse(line.time as string)).toBeLessThanOrEqual(Date.now());
      expect(line.durationMs).toEqual(expect.any(Number));
    }
    expect(lines[0]).toMatchObject({ level: 30, requestId: ok.headers.get('x-request-id'), method: 'POST', path: '/api/v1/slugify', operation: 'slugify', status: 200, bytes: 22 });
    expect(lines[1]).toMatchObject({ level: 30, requestId: 'trace-42', method: 'POST', path: '/api/v1/slugify', operation: 'slugify', status: 400, bytes: Buffer.byteLength(refusedBody) });
    expect(server.output()).not.toContain('private-words');
    expect(server.output()).not.toContain('Secret');
  });

  it('ACCESS_LOG=all adds /healthz; unset, nothing is logged', async () => {
    const all = await startBuiltServer({ ACCESS_LOG: 'all', WORKER_THREADS: '0' });
    await (await fetch(`${all.baseUrl}/healthz`)).text();
    expect(await linesAfterStop(all)).toEqual([expect.objectContaining({ method: 'GET', path: '/healthz', status: 200, bytes: 15 })]);
    const quiet = await startBuiltServer({ WORKER_THREADS: '0' });
    await (await fetch(`${quiet.baseUrl}/api/v1/slugify`, postJson({ text: 'a' }))).text();
    expect(await linesAfterStop(quiet)).toEqual([]);
  });
});

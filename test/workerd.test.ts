import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../src/ops/index.js';
import { freshRateWindow, postJson, startWorkerd } from './support/harness.js';

/**
 * The built fetch handler (dist/workers/app.js) on workerd, as `wrangler deploy` configures it (wrangler.toml), through
 * miniflare. The HTTP contract suite runs there too (test/http-contract.test.ts); these are what differs on Workers:
 * the limits from the Worker's vars, the client address from CF-Connecting-IP, the encodings, MCP.
 */
type Workerd = Awaited<ReturnType<typeof startWorkerd>>;

/** A GET whose body arrives as sent (fetch would decode it): the encoding and the raw bytes. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const from = (address: string) => ({ 'cf-connecting-ip': address });

describe('workerd: limits from the Worker vars, the client from CF-Connecting-IP', () => {
  let w: Workerd;
  beforeAll(async () => {
    w = await startWorkerd({ RATE_LIMIT_PER_MINUTE: '2', MAX_BODY_BYTES: '1024' });
  });
  afterAll(() => w.close());

  it('counts each address apart (IPv6 per /64), with the rate-limit headers; the 3rd call is a 429', async () => {
    await freshRateWindow();
    const first = await w.call('/api/v1/slugify', postJson({ text: 'A B' }, from('203.0.113.1')));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ slug: 'a-b' });
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(first.headers.get('ratelimit-policy')).toBe('"per-minute";q=2;w=60');
    expect((await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('203.0.113.1')))).status).toBe(200);
    const third = await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('203.0.113.1')));
    expect(third.status).toBe(429);
    expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
    const retry = Number(third.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await third.json()).toEqual({ error: `rate limit of 2 requests per minute exceeded; retry in ${retry} s` });

    const other = await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('203.0.113.2')));
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('1');
    // One /64: the second address shares the first one's count.
    expect((await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('2001:db8:1:2::1')))).headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('2001:db8:1:2::ffff')))).headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('400 naming the header when CF-Connecting-IP is not an address', async () => {
    for (const value of ['nope', '203.0.113.1, 198.51.100.7']) {
      const response = await w.call('/api/v1/slugify', postJson({ text: 'a' }, from(value)));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: `cf-connecting-ip: '${value}' is not an IP address` });
    }
  });

  it('a request without the header gets the address of its connection, as Cloudflare sets it', async () => {
    const response = await w.call('/api/v1/slugify', postJson({ text: 'a' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('413 past MAX_BODY_BYTES', async () => {
    const response = await w.call('/api/v1/slugify', postJson({ text: 'x'.repeat(2000) }, from('198.51.100.1')));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'body: larger than the limit of 1024 bytes' });
  });
});

describe('workerd: CLIENT_IP_HEADER overrides the platform header', () => {
  let w: Workerd;
  beforeAll(async () => {
    w = await startWorkerd({ RATE_LIMIT_PER_MINUTE: '5', CLIENT_IP_HEADER: 'X-Real-IP' });
  });
  afterAll(() => w.close());

  it('reads the configured header; its absence is a 400 naming it, never a shared bucket', async () => {
    await freshRateWindow();
    const counted = await w.call('/api/v1/slugify', postJson({ text: 'a' }, { 'x-real-ip': '192.0.2.9' }));
    expect(counted.status).toBe(200);
    expect(counted.headers.get('x-ratelimit-remaining')).toBe('4');
    const missing = await w.call('/api/v1/slugify', postJson({ text: 'a' }, from('192.0.2.9')));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "x-real-ip: header is required; the client's address is read from it (CLIENT_IP_HEADER)" });
  });
});

describe('workerd: documents, HEAD, MCP', () => {
  let w: Workerd;
  beforeAll(async () => {
    w = await startWorkerd();
  });
  afterAll(() => w.close());

  it.each(['/api/v1/openapi.json', '/api'])('%s: br and gzip decode once to the identity bytes', async (path) => {
    const identity = await rawGet(w.baseUrl + path, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.encoding).toBeUndefined();
    expect(identity.bytes.length).toBeGreaterThan(10_000);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, expected] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, br', 'gzip'], ['br;q=1, gzip;q=0.5', 'br']] as const) {
      const encoded = await rawGet(w.baseUrl + path, accept);
      expect(encoded.status).toBe(200);
      expect(encoded.encoding).toBe(expected);
      expect(encoded.bytes.length).toBeLessThan(identity.bytes.length / 3);
      expect(decode[expected](encoded.bytes).equals(identity.bytes)).toBe(true);
    }
  });

  it('HEAD: the headers of the GET, no body', async () => {
    const response = await w.call('/api', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('MCP: initialize, tools/list and tools/call', async () => {
    const accept = { accept: 'application/json, text/event-stream' };
    const init = await w.call('/api/mcp', postJson({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } }, accept));
    expect(init.status).toBe(200);
    const { result } = (await init.json()) as { result: { protocolVersion: string; serverInfo: { name: string } } };
    expect(result.protocolVersion).toBe('2025-06-18');
    expect(result.serverInfo.name).toBe('utility-api');
    const list = await w.call('/api/mcp', postJson({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, accept));
    expect(((await list.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(operations.length);
    const call = await w.call('/api/mcp', postJson({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'slugify', arguments: { text: 'Héllo World' } } }, accept));
    expect(call.status).toBe(200);
    expect(await call.text()).toBe('{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"{\\"slug\\":\\"hello-world\\"}"}],"structuredContent":{"slug":"hello-world"}}}');
  });
});

describe('workerd: the browser’s scripts are static assets', () => {
  let w: Workerd;
  beforeAll(async () => {
    w = await startWorkerd();
  });
  afterAll(() => w.close());

  it('serves a page’s scripts and the service worker before the Worker runs, with the caching the handler gives them', async () => {
    const page = await (await w.call('/utilities/slugify')).text();
    const scripts = [...new Set(page.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const path of [...scripts, '/sw.js']) {
      const response = await w.call(path);
      expect(response.status, path).toBe(200);
      // No request id: the platform answered, not the Worker.
      expect(response.headers.get('x-request-id'), path).toBeNull();
      expect(response.headers.get('content-type'), path).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control'), path).toBe(path === '/sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(await response.text(), path).toBe(readFileSync(join('dist/workers-assets', path), 'utf8'));
    }
  });

  it('an old script’s URL reaches the Worker: 404 saying the pages name the current one; _headers is not served', async () => {
    const old = await w.call('/assets/site-00000000.js');
    expect(old.status).toBe(404);
    expect(old.headers.get('x-request-id')).not.toBeNull();
    expect(((await old.json()) as { error: string }).error).toContain('the pages name the current one');
    expect((await w.call('/_headers')).status).toBe(404);
  });
});

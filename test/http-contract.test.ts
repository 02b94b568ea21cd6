import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { brokenOperation } from './support/broken-operation.js';
import { contractHarnesses, postJson, startNode, type Harness } from './support/harness.js';

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  return body.error as string;
}

describe.each(contractHarnesses)('HTTP contract: %s', (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.close());

  it('200: a JSON object, open CORS, no-store', async () => {
    const response = await h.call('/api/v1/slugify', postJson({ text: 'Crème Brûlée à la Mode!' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ slug: 'creme-brulee-a-la-mode' });
  });

  it('exposes the rate-limit and MCP headers to browsers (requests with Origin)', async () => {
    const browser = await h.call('/api/v1/slugify', postJson({ text: 'a' }, { origin: 'https://app.example' }));
    expect(browser.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
    const server = await h.call('/api/v1/slugify', postJson({ text: 'a' }));
    expect(server.headers.get('access-control-allow-origin')).toBe('*');
    expect(server.headers.get('access-control-expose-headers')).toBeNull();
  });

  it('accepts a JSON body whatever its Content-Type (curl -d sends form encoding)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await h.call('/api/v1/slugify', { method: 'POST', headers: { 'content-type': type }, body: '{"text":"A B"}' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ slug: 'a-b' });
    }
  });

  it.each([
    ['malformed JSON', '{"text": "a",}', 'body: is not valid JSON: Expected double-quoted property name in JSON at position 13 (line 1, column 14)'],
    ['an empty body', '', 'body: is required; send a JSON object, for example {}'],
    ['an array body', '["text"]', 'body: must be a JSON object, got array'],
    ['a null body', 'null', 'body: must be a JSON object, got null'],
    ['a string body', '"hello"', 'body: must be a JSON object, got string'],
    ['a missing field', '{}', 'text: is required'],
    ['a wrong-typed field', '{"text": ["a"]}', 'text: must be a string, got array'],
    ['an unknown field', '{"text": "a", "txet": "b"}', "txet: unknown field; did you mean 'text'?"],
  ])('400 for %s, body with exactly one key', async (_label, body, message) => {
    const response = await h.call('/api/v1/slugify', postJson(body));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await errorOf(response)).toBe(message);
  });

  it('400 for an out-of-range value and a value outside the enum', async () => {
    const tooMany = await h.call('/api/v1/uuid', postJson({ count: 101 }));
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toBe('count: must be at most 100');
    const badMode = await h.call('/api/v1/convert-case', postJson({ text: 'a', mode: 'shout' }));
    expect(badMode.status).toBe(400);
    expect(await errorOf(badMode)).toMatch(/^mode: must be one of 'upper', 'lower', .*, got 'shout'$/);
  });

  it('400 for a semantically invalid value (not Base64)', async () => {
    const response = await h.call('/api/v1/base64-decode', postJson({ text: 'ab!d' }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^text: is not valid Base64/);
  });

  it('400 for a body that is not UTF-8', async () => {
    const response = await h.call('/api/v1/slugify', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('body: is not valid UTF-8 text');
  });

  it('404 for an unknown operation, suggesting the closest', async () => {
    const response = await h.call('/api/v1/slugfy', postJson({ text: 'a' }));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe("unknown operation 'slugfy'; did you mean 'slugify'? — see /api for the list");
    const elsewhere = await h.call('/nothing-here');
    expect(elsewhere.status).toBe(404);
    expect(await errorOf(elsewhere)).toBe(
      'no such path /nothing-here; operations live under /api/v1/<operation>, the reference is at /api, pages at /, /calculators, /utilities, /datasets, /guides and /news (Spanish under /es/)',
    );
    expect(elsewhere.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('405 for other methods, with Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await h.call('/api/v1/slugify', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await errorOf(response)).toBe(`method ${method} is not allowed on /api/v1/slugify; use POST`);
    }
  });

  it('OPTIONS preflight: 204 with CORS', async () => {
    const response = await h.call('/api/v1/slugify', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(await response.text()).toBe('');
  });

  it('serves the OpenAPI document, the reference and llms.txt', async () => {
    const openapi = await h.call('/api/v1/openapi.json');
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const reference = await h.call('/api');
    expect(reference.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await reference.text();
    for (const op of operations) expect(html).toContain(`id="${op.id}"`);
    const llms = await h.call('/llms.txt');
    expect(await llms.text()).toContain('# Utility API');
    const root = await h.call('/', { redirect: 'manual' });
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await root.text()).toContain('<a href="/api" hreflang="en">');
  });
});

describe('413: the body limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ MAX_BODY_BYTES: '1024' });
  });
  afterAll(() => h.close());

  it('413 for a body over MAX_BODY_BYTES', async () => {
    const response = await h.call('/api/v1/slugify', postJson({ text: 'x'.repeat(2000) }));
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('body: larger than the limit of 1024 bytes');
  });

  it('accepts a body exactly at the limit', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1024 - 11) });
    expect(Buffer.byteLength(body)).toBe(1024);
    expect((await h.call('/api/v1/slugify', postJson(body))).status).toBe(200);
  });

  /** Sends the head and a first chunk of a request, never the rest; resolves with the status the server answers. */
  function statusBeforeBodyEnds(headers: Record<string, string | number>): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${h.baseUrl}/api/v1/slugify`, { method: 'POST', headers }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"text":"' + 'x'.repeat(1500));
      // The body is never finished: the answer must come from what was declared or already read.
    });
  }

  it('decides from Content-Length before the body arrives', async () => {
    expect(await statusBeforeBodyEnds({ 'content-length': 50_000_000 })).toBe(413);
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    expect(await statusBeforeBodyEnds({ 'transfer-encoding': 'chunked' })).toBe(413);
  });
});

describe('500: a bug', () => {
  const broken = brokenOperation('secret stack detail');

  it('answers {"error":"internal error"} and logs the stack with a request id', async () => {
    const logged: Record<string, unknown>[] = [];
    const h = await startNode({}, { registry: registryOf([broken]), logError: (error, detail) => logged.push({ error, ...detail }) });
    try {
      const response = await h.call('/api/v1/broken', postJson({}));
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).toBe('{"error":"internal error"}');
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ requestId, operation: 'broken' });
      expect(String((logged[0]!.error as Error).stack)).toContain('secret stack detail');
    } finally {
      await h.close();
    }
  });

  it('over MCP: a tool result with isError and "internal error", the stack logged with the tool name', async () => {
    const logged: Record<string, unknown>[] = [];
    const h = await startNode({}, { registry: registryOf([broken]), logError: (error, detail) => logged.push({ error, ...detail }) });
    try {
      const call = { jsonrpc: '2.0', id: 'x', method: 'tools/call', params: { name: 'broken', arguments: {} } };
      const response = await h.call('/api/mcp', postJson(call, { accept: 'application/json, text/event-stream' }));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"jsonrpc":"2.0","id":"x","result":{"isError":true,"content":[{"type":"text","text":"internal error"}]}}');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ tool: 'broken' });
      expect(String((logged[0]!.error as Error).stack)).toContain('secret stack detail');
    } finally {
      await h.close();
    }
  });

  it('logs to stderr by default, never to the body', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = await startNode({}, { registry: registryOf([broken]) });
    try {
      const response = await h.call('/api/v1/broken', postJson({}));
      expect(await response.text()).not.toContain('secret');
      expect(spy).toHaveBeenCalledOnce();
      expect(String(spy.mock.calls[0]![0])).toContain('secret stack detail');
    } finally {
      spy.mockRestore();
      await h.close();
    }
  });
});

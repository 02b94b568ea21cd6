import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startNode, type Harness } from './support/harness.js';

const MCP_HEADERS = { accept: 'application/json, text/event-stream' };
const rpc = (method: string, params?: unknown, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const slugify = (id: number, text = `t${id}`) => rpc('tools/call', { name: 'slugify', arguments: { text } }, id);

interface Reply {
  id: number | string;
  result?: { isError?: boolean; content?: { type: string; text: string }[]; structuredContent?: unknown };
  error?: { code: number; message: string };
}

/** A POST through node:http, which sends the Host header as given (fetch does not let a caller set it). */
function rawPost(baseUrl: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', ...MCP_HEADERS, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('MCP answers as HTTP does', () => {
  let h: Harness;
  let client: Client;
  beforeAll(async () => {
    h = await startNode();
    client = new Client({ name: 'parity-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.baseUrl}/api/mcp`)));
  });
  afterAll(async () => {
    await client.close();
    await h.close();
  });

  const call = async (body: unknown): Promise<Reply> => {
    const response = await h.call('/api/mcp', postJson(body, MCP_HEADERS));
    expect(response.status).toBe(200);
    return (await response.json()) as Reply;
  };

  it('refuses a __proto__ key in the arguments with the HTTP 400 message', async () => {
    const body = '{"text":"a","__proto__":{}}';
    const http = await h.call('/api/v1/slugify', postJson(body));
    expect(http.status).toBe(400);
    const message = ((await http.json()) as { error: string }).error;
    expect(message).toMatch(/^__proto__: unknown field/);
    // Through the SDK client: JSON.parse makes __proto__ an own key, which JSON.stringify sends on.
    const result = await client.callTool({ name: 'slugify', arguments: JSON.parse(body) as Record<string, unknown> });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: message }] });
    // Raw, and nested one level down.
    const raw = await call(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slugify","arguments":${body}}}`);
    expect(raw.result).toEqual({ isError: true, content: [{ type: 'text', text: message }] });
  });

  it('answers a bad tools/call shape with -32602 and a message naming the field, never -32603', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'slugify', arguments: [1] }, 'arguments: must be an object, got array'],
      [{ name: 'slugify', arguments: 'x' }, 'arguments: must be an object, got string'],
      [{ name: 'slugify', arguments: null }, 'arguments: must be an object, got null'],
      [undefined, 'params: is required; send {"name": "<tool>", "arguments": {…}}'],
      [{ name: 1 }, 'name: must be a string naming a tool, got number'],
      [{ arguments: {} }, 'name: must be a string naming a tool, got nothing'],
    ];
    for (const [params, message] of cases) {
      const reply = await call(rpc('tools/call', params, 7));
      expect(reply, JSON.stringify(params)).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32602, message } });
    }
  });

  it('names an unknown tool once, with the closest name', async () => {
    const reply = await call(rpc('tools/call', { name: 'slugfy', arguments: {} }));
    expect(reply.error).toEqual({ code: -32602, message: "unknown tool 'slugfy'; did you mean 'slugify'? — tools/list names every tool" });
    const error = await client.callTool({ name: 'slugfy', arguments: {} }).then(() => undefined, (e: Error) => e);
    expect(error?.message).toBe("MCP error -32602: unknown tool 'slugfy'; did you mean 'slugify'? — tools/list names every tool");
  });

  it('answers a batch mixing good calls, bad calls and other methods in order', async () => {
    const response = await h.call('/api/mcp', postJson([slugify(1, 'A b'), rpc('tools/call', { name: 'slugify', arguments: [1] }, 2), rpc('ping', {}, 3)], MCP_HEADERS));
    const replies = (await response.json()) as Reply[];
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(replies[0]!.result!.structuredContent).toEqual({ slug: 'a-b' });
    expect(replies[1]!.error!.code).toBe(-32602);
    expect(replies[2]!.result).toEqual({});
  });
});

describe('MCP batches and the rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => h.close());

  it('counts each call in a batch, answers those within the limit and refuses each one beyond it', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) => h.call('/api/mcp', postJson(body, { ...MCP_HEADERS, ...headers }));
    // Refused whole before any call runs (an invalid envelope, an unsupported version): nothing is spent.
    expect((await post([slugify(1), { hello: 'world' }])).status).toBe(400);
    expect((await post([slugify(1)], { 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
    const first = await post([slugify(1), slugify(2), rpc('ping', {}, 'p')]);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('3');
    expect(first.headers.get('retry-after')).toBeNull();

    const second = await post([slugify(3), rpc('ping', {}, 'p'), slugify(4), slugify(5), slugify(6), slugify(7)]);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = second.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    const replies = (await second.json()) as Reply[];
    expect(replies.map((r) => r.id)).toEqual([3, 'p', 4, 5, 6, 7]);
    for (const r of replies.slice(0, 4)) expect(r.result!.isError, String(r.id)).toBeUndefined();
    for (const r of replies.slice(4)) {
      expect(r.result).toEqual({ isError: true, content: [{ type: 'text', text: `rate limit of 5 requests per minute exceeded; retry in ${retryAfter} s` }] });
    }

    // With nothing left: a batch still answers its other messages; a lone call is a 429 with a JSON-RPC error.
    const third = (await (await post([slugify(8), rpc('ping', {}, 9)])).json()) as Reply[];
    expect(third[0]!.result!.isError).toBe(true);
    expect(third[1]!.result).toEqual({});
    const lone = await post(slugify(10));
    expect(lone.status).toBe(429);
    expect(lone.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await lone.json()) as Reply).error).toMatchObject({ code: -32000, message: expect.stringMatching(/^rate limit of 5 requests per minute exceeded/) });
  });
});

describe('ALLOWED_HOSTS and ALLOWED_ORIGINS on /api/mcp', () => {
  const ping = JSON.stringify(rpc('ping', {}));

  it('accepts any Host and Origin when unset', async () => {
    const h = await startNode();
    try {
      const answer = await rawPost(h.baseUrl, '/api/mcp', ping, { host: 'evil.example', origin: 'https://evil.example' });
      expect(answer.status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('refuses a foreign Host or Origin with 403 and a JSON-RPC error when set', async () => {
    const h = await startNode({ ALLOWED_HOSTS: 'localhost, 127.0.0.1', ALLOWED_ORIGINS: 'http://localhost:3000,https://app.example' });
    try {
      const port = new URL(h.baseUrl).port;
      const post = (headers: Record<string, string>) => rawPost(h.baseUrl, '/api/mcp', ping, headers);
      const allowed: Record<string, string>[] = [{ host: `127.0.0.1:${port}` }, { host: 'localhost' }, { host: `LOCALHOST:${port}`, origin: 'https://app.example' }, { host: 'localhost', origin: 'http://localhost:3000' }];
      for (const headers of allowed) {
        expect((await post(headers)).status, JSON.stringify(headers)).toBe(200);
      }
      const foreignHost = await post({ host: `evil.example:${port}` });
      expect(foreignHost.status).toBe(403);
      expect(JSON.parse(foreignHost.body)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Forbidden: Host 'evil.example:${port}' is not allowed on this server` } });
      const foreignOrigin = await post({ host: 'localhost', origin: 'https://evil.example' });
      expect(foreignOrigin.status).toBe(403);
      expect(JSON.parse(foreignOrigin.body).error.message).toBe("Forbidden: Origin 'https://evil.example' is not allowed on this server");
      // Only /api/mcp is guarded: the HTTP API stays open to any Host.
      expect((await rawPost(h.baseUrl, '/api/v1/slugify', '{"text":"a"}', { host: 'evil.example' })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});

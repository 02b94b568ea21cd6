import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpOutputSchema } from '../src/adapters/mcp/tool-list.js';
import { operations } from '../src/ops/index.js';
import { postJson, startNode, type Harness } from './support/harness.js';
import { FIXED_NOW, TEST_BASE_URL } from './support/run-op.js';

const rpc = (method: string, params: unknown, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params });
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

describe('MCP at /api/mcp with the SDK client', () => {
  let h: Harness;
  let client: Client;
  beforeAll(async () => {
    // The fixed clock keeps time-dependent outputs (ages, relative times) equal to the documented examples.
    h = await startNode({ BASE_URL: TEST_BASE_URL }, { now: () => FIXED_NOW });
    client = new Client({ name: 'parity-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.baseUrl}/api/mcp`)));
  });
  afterAll(async () => {
    await client.close();
    await h.close();
  });

  it('initializes against the official protocol handling', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'utility-api', version: '1.0.0' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
  });

  it('lists every operation as a tool: the OpenAPI input schema, the structure of its output schema, the agent description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((op) => op.id).sort());
    const openapi = (await (await h.call('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: unknown } } }; responses: { '200': { content: { 'application/json': { schema: unknown } } } } } }>;
    };
    for (const tool of tools) {
      const post = openapi.paths[`/api/v1/${tool.name}`]!.post;
      expect(tool.inputSchema).toEqual(post.requestBody.content['application/json'].schema);
      // MCP publishes the structure of OpenAPI's response schema (src/adapters/mcp/tool-list.ts), derived from it.
      expect(tool.outputSchema).toEqual(mcpOutputSchema(post.responses['200'].content['application/json'].schema as Record<string, unknown>));
      const op = operations.find((o) => o.id === tool.name)!;
      expect(tool.description).toBe(op.agentDescription);
      expect(tool.title).toBe(op.title);
      expect(tool.annotations).toEqual({ readOnlyHint: true, openWorldHint: Boolean(op.openWorld) });
    }
  });

  for (const op of operations) {
    it(`${op.id}: every example's structuredContent equals the HTTP response`, async () => {
      for (const example of op.examples) {
        const result = await client.callTool({ name: op.id, arguments: example.input as Record<string, unknown> });
        const http = await h.call(`/api/v1/${op.id}`, postJson(example.input));
        expect(http.status).toBe(200);
        const httpBody = (await http.json()) as Record<string, unknown>;
        expect(result.isError).toBeFalsy();
        const content = result.content as { type: string; text: string }[];
        expect(JSON.parse(content[0]!.text)).toEqual(result.structuredContent);
        if (op.random) {
          expect(Object.keys(result.structuredContent!).sort()).toEqual(Object.keys(httpBody).sort());
        } else {
          expect(result.structuredContent).toEqual(httpBody);
          if (example.output !== undefined) expect(result.structuredContent).toEqual(example.output);
        }
      }
    });
  }

  it('invalid arguments give isError with the same message as the HTTP 400', async () => {
    for (const [name, args] of [['slugify', {}], ['slugify', { text: 1 }], ['uuid', { count: 0 }], ['slugify', { text: 'a', extra: true }]] as const) {
      const result = await client.callTool({ name, arguments: args });
      const http = await h.call(`/api/v1/${name}`, postJson(args));
      expect(http.status).toBe(400);
      expect(result.isError).toBe(true);
      expect(result.content).toEqual([{ type: 'text', text: ((await http.json()) as { error: string }).error }]);
    }
  });

  it('an unknown tool is a JSON-RPC error that suggests the closest name', async () => {
    await expect(client.callTool({ name: 'slugfy', arguments: {} })).rejects.toThrow(/unknown tool 'slugfy'; did you mean 'slugify'\?/);
  });
});

describe('MCP over raw HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(() => h.close());

  const call = (body: unknown, headers: Record<string, string> = MCP_HEADERS) => h.call('/api/mcp', postJson(body, headers));

  it('answers a client that accepts only application/json', async () => {
    const response = await call(rpc('tools/list', {}), { accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(operations.length);
  });

  it('answers a client that accepts only text/event-stream with one SSE message', async () => {
    const response = await call(rpc('ping', {}, 'p-1'), { accept: 'text/event-stream' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('event: message\ndata: {"result":{},"jsonrpc":"2.0","id":"p-1"}\n\n');
  });

  it('keeps each client its own request id, even when concurrent clients reuse one', async () => {
    const [a, b] = await Promise.all([
      call(rpc('tools/call', { name: 'slugify', arguments: { text: 'First' } }, 1)),
      call(rpc('tools/call', { name: 'slugify', arguments: { text: 'Second' } }, 1)),
    ]);
    const bodies = [await a.json(), await b.json()] as { id: number; result: { structuredContent: unknown } }[];
    expect(bodies.map((x) => x.id)).toEqual([1, 1]);
    expect(bodies.map((x) => x.result.structuredContent)).toEqual([{ slug: 'first' }, { slug: 'second' }]);
  });

  it('answers a batch with an array, and notifications with 202', async () => {
    const batch = await call([rpc('ping', {}, 1), rpc('tools/list', {}, 2)]);
    const replies = (await batch.json()) as { id: number }[];
    expect(replies.map((r) => r.id)).toEqual([1, 2]);
    const notification = await call({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe('');
  });

  it('counts only tools/call against the rate limit', async () => {
    const limitedServer = await startNode({ RATE_LIMIT_PER_MINUTE: '2' });
    const call = (body: unknown) => limitedServer.call('/api/mcp', postJson(body, MCP_HEADERS));
    for (let i = 0; i < 5; i++) expect((await call(rpc('tools/list', {}))).status).toBe(200);
    const okCalls = [await call(rpc('tools/call', { name: 'slugify', arguments: { text: 'a' } })), await call(rpc('tools/call', { name: 'slugify', arguments: { text: 'b' } }))];
    expect(okCalls.map((r) => r.status)).toEqual([200, 200]);
    const limited = await call(rpc('tools/call', { name: 'slugify', arguments: { text: 'c' } }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(rpc('ping', {}))).status).toBe(200);
    await limitedServer.close();
  });

  it('rejects malformed JSON, non-JSON-RPC bodies and unsupported protocol versions', async () => {
    const malformed = await h.call('/api/mcp', postJson('{"jsonrpc":', MCP_HEADERS));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: number } }).error.code).toBe(-32700);
    const notRpc = await call({ hello: 'world' });
    expect(notRpc.status).toBe(400);
    expect(((await notRpc.json()) as { error: { code: number } }).error.code).toBe(-32600);
    const version = await call(rpc('ping', {}), { ...MCP_HEADERS, 'mcp-protocol-version': '1999-01-01' });
    expect(version.status).toBe(400);
    const current = await call(rpc('ping', {}), { ...MCP_HEADERS, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION });
    expect(current.status).toBe(200);
  });

  it('answers malformed or unexpected JSON-RPC with a JSON-RPC error, never a 500', async () => {
    const bodies = [
      rpc('tools/call', { name: 'slugify', arguments: [1] }),
      rpc('tools/call', { name: 42 }),
      rpc('tools/call', null),
      rpc('no/such/method', {}),
      rpc('initialize', { protocolVersion: 'bogus' }),
      { jsonrpc: '2.0', id: null, method: 'ping' },
      { jsonrpc: '1.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 1, result: {} },
      [],
      Array.from({ length: 101 }, (_, i) => rpc('ping', {}, i)),
      'just a string',
      42,
    ];
    for (const body of bodies) {
      const response = await call(body);
      expect([200, 202, 400], JSON.stringify(body).slice(0, 80)).toContain(response.status);
      if (response.status !== 202) expect(((await response.json()) as { jsonrpc?: string }).jsonrpc).toBe('2.0');
    }
  });

  it('GET and DELETE answer 405; CORS allows and exposes the MCP headers', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await h.call('/api/mcp', { method, headers: MCP_HEADERS });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
    const preflight = await h.call('/api/mcp', { method: 'OPTIONS', headers: { origin: 'https://agent.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Mcp-Protocol-Version/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Mcp-Session-Id/);
    const exposed = preflight.headers.get('access-control-expose-headers')!;
    for (const name of ['Mcp-Protocol-Version', 'Mcp-Session-Id', 'RateLimit', 'RateLimit-Policy', 'X-RateLimit-Remaining', 'Retry-After']) {
      expect(exposed).toContain(name);
    }
  });
});

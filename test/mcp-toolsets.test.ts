import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToolsets } from '../src/adapters/mcp/toolsets.js';
import { categories } from '../src/core/categories.js';
import { operations } from '../src/ops/index.js';
import { postJson, startNode, type Harness } from './support/harness.js';
import { tokens } from './support/tokens.js';

/**
 * Toolsets (issue 16): `/api/mcp/<toolset>` and `?tools=` serve a subset of the tools, through the SDK client over
 * loopback; unknown toolsets and tools are clear errors; the per-toolset sizes docs/mcp.md states are what is served.
 */
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };
const rpc = (method: string, params: unknown, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params });

const expected = new Map<string, string[]>();
for (const key of Object.keys(categories)) {
  const ids = operations.filter((op) => op.category === key).map((op) => op.id);
  if (ids.length > 0) expected.set(key, ids);
}
for (const [name, kind] of [['calculators', 'calculator'], ['utilities', 'utility'], ['content', 'content']] as const) {
  const ids = operations.filter((op) => op.kind === kind).map((op) => op.id);
  expected.set(name, [...new Set([...(expected.get(name) ?? []), ...ids])]);
}

async function connect(baseUrl: string, path: string): Promise<Client> {
  const client = new Client({ name: 'toolset-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}${path}`)));
  return client;
}

describe('MCP toolsets', () => {
  let h: Harness;
  const clients: Client[] = [];
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await h.close();
  });

  it('has one toolset per category with operations, plus calculators, utilities and content', () => {
    expect(buildToolsets(operations).map((t) => t.name)).toEqual([...expected.keys()]);
    expect([...expected.keys()]).toEqual(expect.arrayContaining(['text', 'encoding', 'data', 'time', 'color', 'currency', 'generators', 'calculators', 'utilities', 'content']));
  });

  for (const [name, ids] of expected) {
    it(`/api/mcp/${name} lists exactly its ${ids.length} operations`, async () => {
      const client = await connect(h.baseUrl, `/api/mcp/${name}`);
      clients.push(client);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(ids);
    });
  }

  it('calls a tool through ?tools= and lists only the named tools', async () => {
    const client = await connect(h.baseUrl, '/api/mcp?tools=slugify,json-format');
    clients.push(client);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['slugify', 'json-format']);
    const result = await client.callTool({ name: 'slugify', arguments: { text: 'Hello World' } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ slug: 'hello-world' });
  });

  it('?tools= narrows a toolset', async () => {
    const client = await connect(h.baseUrl, '/api/mcp/text?tools=word-count');
    clients.push(client);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['word-count']);
  });

  it('refuses a tool outside the selection as an unknown tool, over the SDK and raw', async () => {
    const client = await connect(h.baseUrl, '/api/mcp/text');
    clients.push(client);
    await expect(client.callTool({ name: 'uuid', arguments: {} })).rejects.toThrow(/unknown tool 'uuid'/);
    for (const path of ['/api/mcp/text', '/api/mcp?tools=slugify']) {
      const res = await h.call(path, postJson(rpc('tools/call', { name: 'uuid', arguments: {} }), MCP_HEADERS));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { error: { code: number; message: string } };
      expect(body.error.code).toBe(-32602);
      expect(body.error.message).toMatch(/^unknown tool 'uuid' on this endpoint/);
    }
    // A misspelling is suggested from the selection.
    const res = await h.call('/api/mcp/text', postJson(rpc('tools/call', { name: 'slugfy', arguments: {} }), MCP_HEADERS));
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("did you mean 'slugify'?");
  });

  it('an unknown toolset is a 404 listing the toolsets', async () => {
    const res = await h.call('/api/mcp/calculator', postJson(rpc('initialize', {}), MCP_HEADERS));
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: string; toolsets: string[] };
    expect(body.toolsets).toEqual([...expected.keys()]);
    expect(body.error).toContain("unknown MCP toolset 'calculator'; did you mean 'calculators'?");
    expect((await h.call('/api/mcp/', { method: 'GET' })).status).toBe(404);
  });

  it('an unknown tool in ?tools= is a 400 JSON-RPC error naming it', async () => {
    for (const [path, text] of [
      ['/api/mcp?tools=slugify,jsonformat', "unknown tool 'jsonformat'; did you mean 'json-format'?"],
      ['/api/mcp/text?tools=uuid', "'uuid' is not in toolset 'text'"],
      ['/api/mcp?tools=', 'name at least one tool'],
    ] as const) {
      const res = await h.call(path, postJson(rpc('tools/list', {}), MCP_HEADERS));
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { jsonrpc: string; error: { code: number; message: string } };
      expect(body.jsonrpc).toBe('2.0');
      expect(body.error.code).toBe(-32602);
      expect(body.error.message, path).toContain(text);
    }
  });

  it('a toolset path takes the same methods and CORS as /api/mcp', async () => {
    const get = await h.call('/api/mcp/text', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe((await h.call('/api/mcp', { method: 'GET' })).headers.get('allow'));
    const preflight = await h.call('/api/mcp/text', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('docs/mcp.md states what each toolset costs to connect, within 5% of the served tools/list', async () => {
    const readme = readFileSync(new URL('../docs/mcp.md', import.meta.url), 'utf8');
    const rows = new Map<string, number[]>();
    for (const match of readme.matchAll(/^\| `(\/api\/mcp[^`]*)` \| (\d+) \| ([\d,]+) \| ([\d,]+) \|$/gm)) {
      rows.set(match[1]!, [match[2]!, match[3]!, match[4]!].map((n) => Number(n.replace(/,/g, ''))));
    }
    const paths = ['/api/mcp', ...[...expected.keys()].map((n) => `/api/mcp/${n}`), '/api/mcp?tools=slugify,json-format'];
    expect([...rows.keys()]).toEqual(paths);
    for (const path of paths) {
      const res = await h.call(path, postJson(rpc('tools/list', {}), MCP_HEADERS));
      const { result } = (await res.json()) as { result: { tools: { name: string; description?: string; inputSchema: unknown }[] } };
      const whole = tokens(result);
      const forwarded = result.tools.reduce((n, t) => n + tokens({ name: t.name, description: t.description, inputSchema: t.inputSchema }), 0);
      const [count, statedWhole, statedForwarded] = rows.get(path)!;
      expect(result.tools.length, path).toBe(count);
      expect(Math.abs(whole - statedWhole!) / whole, `${path}: tools/list is ${whole} tokens, docs/mcp.md says ${statedWhole}`).toBeLessThanOrEqual(0.05);
      expect(Math.abs(forwarded - statedForwarded!) / forwarded, `${path}: name + description + input is ${forwarded}, docs/mcp.md says ${statedForwarded}`).toBeLessThanOrEqual(0.05);
    }
  });
});

describe('MCP toolsets behind the allowlist', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ ALLOWED_HOSTS: 'localhost' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a foreign Host on toolset paths, known or not, before anything else', async () => {
    for (const path of ['/api/mcp/text', '/api/mcp/nope', '/api/mcp?tools=nope']) {
      const res = await h.call(path, postJson(rpc('tools/list', {}), MCP_HEADERS));
      expect(res.status, path).toBe(403);
    }
  });
});

describe('MCP toolsets under the rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('counts each tools/call of a batch on a toolset path, and refuses those beyond the limit one by one', async () => {
    const call = (id: number) => rpc('tools/call', { name: 'slugify', arguments: { text: 'a b' } }, id);
    const res = await h.call('/api/mcp/text', postJson([call(1), call(2), call(3)], MCP_HEADERS));
    expect(res.status).toBe(200);
    const replies = (await res.json()) as { id: number; result: { isError?: boolean; content: { text: string }[] } }[];
    expect(replies.map((r) => Boolean(r.result.isError))).toEqual([false, false, true]);
    expect(replies[2]!.result.content[0]!.text).toMatch(/rate limit/);
  });
});

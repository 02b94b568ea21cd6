import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startFetch, startNode, type Harness } from './support/harness.js';
import { rawRequest } from './support/raw-get.js';

/** The MCP server card's HTTP routes; what the card says is test/server-card.test.ts's. */
describe('MCP server card routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode({ ALLOWED_HOSTS: '127.0.0.1' });
  });
  afterAll(() => h.close());

  const PATHS: [path: string, contentType: string][] = [
    ['/api/mcp/server-card', 'application/mcp-server-card+json'],
    ['/.well-known/mcp/server-card.json', 'application/json; charset=utf-8'],
    ['/.well-known/mcp/server-card', 'application/json; charset=utf-8'],
  ];

  it('serve the same card, as JSON naming this origin, kept for an hour with an ETag', async () => {
    const bodies = [];
    for (const [path, contentType] of PATHS) {
      const response = await h.call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(contentType);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=3600');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('etag'), path).toMatch(/^"[\w-]{27}"$/);
      const card = (await response.json()) as { name: unknown; remotes?: { url: string }[] };
      expect(typeof card.name, path).toBe('string');
      expect(card.remotes?.[0]?.url, path).toBe(`${h.baseUrl}/api/mcp`);
      bodies.push(JSON.stringify(card));
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('take GET, HEAD and OPTIONS; POST is a 405, not a toolset nor a 404', async () => {
    for (const [path] of PATHS) {
      const post = await h.call(path, postJson({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
      expect(post.status, path).toBe(405);
      expect(post.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS');
      expect(await post.json(), path).toEqual({ error: `method POST is not allowed on ${path}; use GET, HEAD` });
      const head = await h.call(path, { method: 'HEAD' });
      expect([head.status, await head.text()], path).toEqual([200, '']);
      const preflight = await h.call(path, { method: 'OPTIONS', headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' } });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods'), path).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('a public document: outside the MCP host allowlist, which still guards the endpoint and toolsets', async () => {
    const foreign = { host: 'rebound.example' };
    expect((await rawRequest(h.baseUrl, '/api/mcp/server-card', foreign)).status).toBe(200);
    expect((await rawRequest(h.baseUrl, '/.well-known/mcp/server-card.json', foreign)).status).toBe(200);
    expect((await rawRequest(h.baseUrl, '/api/mcp', foreign, 'POST')).status).toBe(403);
    expect((await rawRequest(h.baseUrl, '/api/mcp/server-cards', foreign, 'POST')).status).toBe(403);
  });

  it('paths beside it are still unknown toolsets', async () => {
    for (const path of ['/api/mcp/server-cards', '/api/mcp/server-card/x']) {
      const response = await h.call(path, postJson({ jsonrpc: '2.0', id: 1, method: 'ping' }));
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { toolsets: string[] }).toolsets, path).not.toContain('server-card');
    }
    expect((await h.call('/.well-known/mcp/other.json')).status).toBe(404);
  });
});

describe('MCP server card on a fetch platform', () => {
  it('names the request origin, and BASE_URL when set', async () => {
    const h = await startFetch();
    const card = (await (await h.call('/.well-known/mcp/server-card.json')).json()) as { name: string; remotes: { url: string }[] };
    expect(card.name).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(card.remotes[0]!.url).toBe('http://localhost:8787/api/mcp');
    const fixed = await startFetch({ BASE_URL: 'https://utility.example' });
    const fixedCard = (await (await fixed.call('/api/mcp/server-card')).json()) as { remotes: { url: string }[] };
    expect(fixedCard.remotes[0]!.url).toBe('https://utility.example/api/mcp');
  });
});

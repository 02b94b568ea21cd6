import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../src/ops/index.js';
import { startBuiltServer, type BuiltServer } from './support/built-server.js';

/**
 * dist/ runs with Node alone: copied to an empty folder outside the project (no node_modules anywhere above it), it
 * serves the contract's smoke test — an operation, a heavy one through the worker pool (piscina, the one package the
 * bundle keeps beside it in dist/node_modules), the documents, a page with its script, MCP, and the contract's errors.
 */
let copy: string;
let server: BuiltServer;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'utility-api-dist-'));
  cpSync('dist', copy, { recursive: true });
  for (let dir = dirname(copy); dir !== dirname(dir); dir = dirname(dir)) expect(existsSync(join(dir, 'node_modules')), `${dir}/node_modules`).toBe(false);
  server = await startBuiltServer({ WORKER_THREADS: '1' }, { cwd: copy, script: 'server.js' });
});
afterAll(async () => {
  await server?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('a copied dist/, with no node_modules', () => {
  it('answers an operation, and a heavy one in its worker pool', async () => {
    expect(await (await post('/api/v1/slugify', { text: 'Copied Build' })).text()).toBe('{"slug":"copied-build"}');
    // 40,000 words (over 16 KiB of body): run in the pool's thread, which piscina starts from dist/node_modules.
    const answer = await post('/api/v1/word-count', { text: 'word '.repeat(40_000) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ words: 40_000 });
    expect(server.output()).not.toContain('ERR_MODULE_NOT_FOUND');
  });

  it('serves the documents, a page and the script it names', async () => {
    const openapi = (await (await fetch(`${server.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toHaveLength(operations.length);
    expect((await fetch(`${server.baseUrl}/api`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/llms.txt`)).status).toBe(200);
    const page = await fetch(`${server.baseUrl}/calculators/hourly-to-salary`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script src="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(server.baseUrl + script!)).status).toBe(200);
  });

  it('answers MCP: initialize, then a tool call', async () => {
    const headers = { accept: 'application/json, text/event-stream' };
    const init = await post('/api/mcp', { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'smoke', version: '1' } } }, headers);
    expect(init.status).toBe(200);
    const call = await post('/api/mcp', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'slugify', arguments: { text: 'Copied Build' } } }, headers);
    expect(await call.text()).toContain('copied-build');
  });

  it('answers the contract errors: 400 naming the field, 404, 405', async () => {
    const bad = await post('/api/v1/slugify', { text: 5 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^text: /);
    expect((await fetch(`${server.baseUrl}/api/v1/no-such-operation`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/v1/slugify`)).status).toBe(405);
    expect(await (await fetch(`${server.baseUrl}/healthz`)).text()).toBe('{"status":"ok"}');
  });
});

import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Miniflare } from 'miniflare';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { createApp, type AppDeps } from '../../src/adapters/http/app.js';
import { fetchHandler } from '../../src/adapters/http/fetch-adapter.js';
import { loadConfig, type Config } from '../../src/config.js';
import { listen } from '../../src/listen.js';
import { operations } from '../../src/ops/index.js';
import { registryOf } from '../../src/core/registry.js';

/** Sends a request to the service under test; `path` starts with '/'. */
export type Call = (path: string, init?: RequestInit) => Promise<Response>;

export interface Harness {
  name: string;
  call: Call;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Test settings: loopback, no rate limit, no ECB fetching (no test reaches the internet; pass ECB_FETCH: 'on' with a
 * fake ECB_RATES_URL) and no worker pool (every call inline; the pool has its own tests, and the built server's).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(testEnv(env));
}

/** The environment testConfig reads, for the harnesses that hand it to another runtime. */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  return { PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ECB_FETCH: 'off', WORKER_THREADS: '0', ...env };
}

/**
 * The real Node server on a free loopback port. `server` is Node's own, for tests that watch what reaches it
 * (`server.on('request', …)` sees every request the server receives, whatever the browser's log says).
 */
export async function startNode(env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): Promise<Harness & { server: Server }> {
  const { server, offload } = await listen(testConfig(env), deps);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    name: 'node server',
    baseUrl,
    server,
    call: (path, init) => fetch(baseUrl + path, init),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => void (offload?.close() ?? Promise.resolve()).then(() => resolve()));
      }),
  };
}

/** The web-standard fetch handler called in-process, as a serverless platform would. */
export async function startFetch(env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): Promise<Harness> {
  const handler = fetchHandler(createApp({ config: testConfig(env), registry: registryOf(operations), ...deps }));
  const baseUrl = 'http://localhost:8787';
  return {
    name: 'fetch handler',
    baseUrl,
    call: (path, init) => handler(new Request(baseUrl + path, init), { clientAddress: '127.0.0.1' }),
    close: async () => {},
  };
}

/** wrangler.toml's compatibility date and flags: the tests run workerd as `wrangler deploy` configures it. */
export function workersSettings(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const date = /^compatibility_date = "([\d-]+)"$/m.exec(toml)?.[1];
  const flags = /^compatibility_flags = \[(.*)\]$/m.exec(toml)?.[1];
  if (!date || flags === undefined) throw new Error('wrangler.toml: no compatibility_date or compatibility_flags line');
  return { compatibilityDate: date, compatibilityFlags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
}

/**
 * The built handler (dist/workers/app.js, what wrangler.toml uploads, built by the global setup) on workerd, through miniflare, over real HTTP on a free
 * loopback port: `env` arrives as the Worker's vars (process.env under nodejs_compat). Miniflare stands in for
 * Cloudflare's edge: it sets CF-Connecting-IP from the socket when the request has none, and Accept-Encoding.
 */
export async function startWorkerd(env: Record<string, string> = {}): Promise<Harness & { dispatch: Miniflare['dispatchFetch'] }> {
  const { Miniflare } = await import('miniflare');
  const mf = new Miniflare({
    modules: true,
    scriptPath: 'dist/workers/app.js',
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    // The browser's scripts, served before the Worker runs, with their _headers (wrangler.toml's [assets]).
    assets: { directory: 'dist/workers-assets', routerConfig: { has_user_worker: true } },
    ...workersSettings(),
    bindings: testEnv(env),
    host: '127.0.0.1',
    port: 0,
  });
  const baseUrl = (await mf.ready).origin;
  // workerd closes a connection after answering a request whose body it did not read (a 404 before the body, say)
  // without a Connection: close, so a kept-alive connection reused by the next call failed now and then with
  // ECONNRESET. Each call goes on a connection of its own (undici: pipelining 0 = no keep-alive).
  const dispatcher = new Agent({ pipelining: 0 });
  return {
    name: 'workerd',
    baseUrl,
    call: (path, init) => undiciFetch(baseUrl + path, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>,
    dispatch: (input, init) => mf.dispatchFetch(input, init),
    close: () => Promise.all([mf.dispose(), dispatcher.close()]).then(() => {}),
  };
}

export const harnesses = [
  ['node server', startNode],
  ['fetch handler', startFetch],
] as const;

/** The HTTP contract also holds on workerd (the suites that inject dependencies cannot run there). */
export const contractHarnesses = [...harnesses, ['workerd', startWorkerd]] as const;

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/**
 * Rate-limit windows are aligned to the clock's minutes: a test that counts calls across processes it cannot give a
 * clock waits, when the minute is about to end, for the next one to begin.
 */
export async function freshRateWindow(marginMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

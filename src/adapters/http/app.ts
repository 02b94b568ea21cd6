/**
 * All HTTP behaviour, independent of the server that delivers requests (node-adapter.ts or fetch-adapter.ts). To
 * follow a request: `handle` below, the route table (routes.ts), then the handler for its kind — serve-operations.ts
 * (the API), serve-mcp.ts, serve-documents.ts, serve-pages.ts, serve-site-files.ts — on the kit they share (kit.ts).
 */
import type { Config } from '../../config.js';
import { didYouMean, elide } from '../../core/errors.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Registry } from '../../core/registry.js';
import type { RatesResult } from '../../services/ecb-rates.js';
import { ecbRatesOnDemand } from '../../services/ecb-rates-on-demand.js';
import type { Offload } from '../../workers/offload.js';
import { MCP_PATH } from '../mcp/toolsets.js';
import { createKit } from './kit.js';
import { defaultLogError, type LogError } from './log-error.js';
import type { RateStore } from './rate-limit.js';
import { createRateStore } from './rate-store.js';
import { baseHeaders, requestIdFor } from './respond.js';
import { ALLOW_GET, ALLOW_POST, HEALTH_PATH, OPERATION_PREFIX, routeTable } from './routes.js';
import { documentServer } from './serve-documents.js';
import { mcpServer } from './serve-mcp.js';
import { operationServer } from './serve-operations.js';
import { pageServer } from './serve-pages.js';
import { siteFileServer } from './serve-site-files.js';
import type { HttpRequest, HttpResponse } from './types.js';

const HEALTHY = JSON.stringify({ status: 'ok' });

export interface AppDeps {
  config: Config;
  /** Every operation by its light entry; a definition loads on its first call (src/core/registry.ts). */
  registry: Registry;
  /** The clock handed to operations and the rate limiter (tests fix it). */
  now?: () => Date;
  /** Where bugs are reported; never the response body. */
  logError?: LogError;
  /** The ECB rates source; by default one per app from ECB_RATES_URL and ECB_FETCH, on the app's clock. */
  ecbRates?: (date?: string) => Promise<RatesResult>;
  /**
   * Where large and output-heavy calls run, off the event loop and under a deadline (the worker pool under Node).
   * Without it (serverless platforms, WORKER_THREADS=0) every call runs inline, under the same size limits.
   */
  offload?: Offload;
  /** Where rate-limit counts live; by default the store RATE_LIMIT_STORE names (src/adapters/http/rate-store.ts). */
  rateStore?: RateStore;
}

export interface App {
  handle(req: HttpRequest): Promise<HttpResponse>;
  readonly limiter: RateStore | undefined;
}

export function createApp(deps: AppDeps): App {
  const { config, registry } = deps;
  const now = deps.now ?? (() => new Date());
  const ids = registry.entries.map((entry) => entry.id);
  const kit = createKit({
    config,
    registry,
    now,
    logError: deps.logError ?? defaultLogError,
    // One rates source for the whole app, so its cache, single-flight fetch and back-off are shared by every request.
    ecbRates: deps.ecbRates ?? ecbRatesOnDemand({ url: config.ECB_RATES_URL, historyUrl: config.ECB_HISTORY_URL, fetchEnabled: config.ECB_FETCH, now }),
    offload: deps.offload,
    limiter: deps.rateStore ?? createRateStore(config, deps.now ? () => now().getTime() : Date.now),
  });
  const { internalError, methodNotAllowed, preflight, notFound } = kit;
  const runOperation = operationServer(kit);
  const mcp = mcpServer(kit);
  const serveDocument = documentServer(kit);
  const servePage = pageServer(kit);
  const siteFiles = siteFileServer(kit);
  const route = routeTable(registry, mcp.toolsets);

  function handle(req: HttpRequest): Promise<HttpResponse> {
    const headers = baseHeaders(req.header('origin'), requestIdFor(req.header('x-request-id')));
    // The hot path first, an operation call, outside the async function below: awaiting its promise there cost two
    // more promises and microtask hops a request.
    if (req.method === 'POST' && req.path.startsWith(OPERATION_PREFIX)) {
      const id = req.path.slice(OPERATION_PREFIX.length);
      const op = registry.loaded(id);
      if (op) return serveOperation(op, req, headers);
      // Its first call: the definition loads (once), then the call runs as every later one does.
      if (registry.entry(id)) {
        return registry.load(id).then(
          (loaded) => serveOperation(loaded, req, headers),
          (error: unknown) => internalError(error, { path: req.path }, headers),
        );
      }
    }
    // The MCP endpoint's calls, likewise (its toolset paths go through the route table below).
    if (req.method === 'POST' && req.path === MCP_PATH) return serveMcp(req, headers);
    return serveOtherRequest(req, headers);
  }

  function serveMcp(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    try {
      return mcp.serve(req, ALLOW_POST, headers);
    } catch (error) {
      return Promise.resolve(internalError(error, { path: req.path }, headers));
    }
  }

  function serveOperation(op: AnyOperation, req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    try {
      return runOperation(op, req, headers);
    } catch (error) {
      return Promise.resolve(internalError(error, { path: req.path }, headers));
    }
  }

  async function serveOtherRequest(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    try {
      if (req.path === HEALTH_PATH) return health(req, headers);
      const target = route(req.path);
      if (!target) {
        if (mcp.toolsets.isMcpPath(req.path)) {
          const refused = mcp.unknownPath(req, headers);
          if (refused) return await refused;
        }
        if (req.path.startsWith(OPERATION_PREFIX)) {
          const name = req.path.slice(OPERATION_PREFIX.length);
          return await notFound(req, `unknown operation '${elide(name)}'${didYouMean(name, ids)} — see /api for the list`, headers);
        }
        return await notFound(req, `no such path ${elide(req.path)}; operations live under ${OPERATION_PREFIX}<operation>, the reference is at /api, pages at /, /calculators, /utilities, /datasets, /guides and /news (Spanish under /es/)`, headers);
      }
      if (req.method === 'OPTIONS') return await preflight(req, target.allow, headers);
      if (target.kind === 'operation') return await methodNotAllowed(req, target.allow, headers); // POST was served above
      if (target.kind === 'mcp') return await mcp.serve(req, target.allow, headers); // a toolset's path
      if (req.method !== 'GET' && req.method !== 'HEAD') return await methodNotAllowed(req, target.allow, headers);
      switch (target.kind) {
        case 'server-card': return await mcp.serverCard(req, headers);
        case 'openapi': case 'reference': case 'llms': return await serveDocument(req, target.kind, headers);
        case 'page': return await servePage(req, target.site!, headers);
        case 'file': return await siteFiles.file(req, headers);
        case 'rates': return await siteFiles.rates(req, headers);
      }
    } catch (error) {
      return internalError(error, { path: req.path }, headers);
    }
  }

  /** Liveness: `{"status":"ok"}` whenever the process answers at all. Nothing else is checked or told (no version, no uptime). */
  function health(req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> {
    if (req.method === 'OPTIONS') return preflight(req, ALLOW_GET, headers, false);
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ALLOW_GET, headers, false);
    headers['cache-control'] = 'no-store';
    headers['content-type'] = 'application/json; charset=utf-8';
    if (req.method === 'GET') return { status: 200, headers, body: HEALTHY };
    headers['content-length'] = String(HEALTHY.length);
    return { status: 200, headers, body: null };
  }

  return { handle, limiter: kit.limiter };
}

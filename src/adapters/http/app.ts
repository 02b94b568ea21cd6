import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import { createContext, type Context } from '../../core/context.js';
import { didYouMean } from '../../core/errors.js';
import { execute, type Outcome } from '../../core/execute.js';
import { runExamples, type ExecutedExample } from '../../core/examples.js';
import type { AnyOperation } from '../../core/operation.js';
import { createEcbRates, type RatesResult } from '../../services/ecb-rates.js';
import { countToolCalls } from '../mcp/count-tool-calls.js';
import type { McpEndpoint } from '../mcp/mcp-endpoint.js';
import type { Documents } from '../documents.js';
import { matchSitePath, type SiteRoute } from '../site/site-route.js';
import { clientAddress, clientKey } from './client-address.js';
import { compress, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from './compress.js';
import { parseJsonBody } from './json-body.js';
import { RateLimiter, rateLimitHeaders } from './rate-limit.js';
import { ALLOWED_REQUEST_HEADERS, baseHeaders, errorResponse, json, text } from './respond.js';
import type { HttpRequest, HttpResponse } from './types.js';

const OPERATION_PREFIX = '/api/v1/';
const RATE_WINDOW_SECONDS = 60;
const ALLOW_POST = 'POST, OPTIONS';
const ALLOW_GET = 'GET, HEAD, OPTIONS';
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Documents built from the registry are cached per base URL; the Host header is client-controlled, so the cache is bounded. */
const MAX_CACHED_ORIGINS = 8;

export interface AppDeps {
  config: Config;
  operations: readonly AnyOperation[];
  /** The clock handed to operations and the rate limiter (tests fix it). */
  now?: () => Date;
  /** Where bugs are reported; never the response body. */
  logError?: (error: unknown, detail: Record<string, unknown>) => void;
  /** The ECB rates source; by default one per app from ECB_RATES_URL and ECB_FETCH, on the app's clock. */
  ecbRates?: () => Promise<RatesResult>;
}

export interface App {
  handle(req: HttpRequest): Promise<HttpResponse>;
  readonly limiter: RateLimiter | undefined;
}

const defaultLogError = (error: unknown, detail: Record<string, unknown>) => {
  const stack = error instanceof Error ? error.stack : String(error);
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), ...detail, error: stack }));
};

/** All HTTP behaviour, independent of the server that delivers requests (Node listener or fetch platform). */
export function createApp(deps: AppDeps): App {
  const { config, operations } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? defaultLogError;
  const byId = new Map(operations.map((op) => [op.id, op]));
  // One rates source for the whole app, so its cache, single-flight fetch and back-off are shared by every request.
  const ecbRates = deps.ecbRates ?? createEcbRates({ url: config.ECB_RATES_URL, fetchEnabled: config.ECB_FETCH, now }).get;
  const ids = [...byId.keys()];
  const limiter = config.RATE_LIMIT_PER_MINUTE > 0
    ? new RateLimiter(config.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS * 1000, deps.now ? () => now().getTime() : Date.now)
    : undefined;
  // The MCP SDK is loaded on the first MCP request, so it costs nothing to a cold start that serves operations.
  let mcp: Promise<McpEndpoint> | undefined;
  const mcpEndpoint = () => (mcp ??= import('../mcp/mcp-endpoint.js').then((m) => new m.McpEndpoint(operations, logError)));
  const documents = new Map<string, Promise<Documents>>();

  function documentsFor(baseUrl: string): Promise<Documents> {
    let docs = documents.get(baseUrl);
    if (!docs) {
      if (documents.size >= MAX_CACHED_ORIGINS) documents.delete(documents.keys().next().value!);
      // Examples run on the embedded snapshot (createContext's default), so the documents never wait on the ECB feed.
      docs = Promise.all([import('../documents.js'), runExamples(operations, createContext({ now, baseUrl }))]).then(
        ([{ buildDocuments }, executed]: [typeof import('../documents.js'), Map<string, ExecutedExample[]>]) =>
          buildDocuments({ operations, baseUrl, executed, rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, maxBodyBytes: config.MAX_BODY_BYTES }),
      );
      docs.catch(() => documents.delete(baseUrl));
      documents.set(baseUrl, docs);
    }
    return docs;
  }

  // The documents are large (the reference is about 1 MB) and the same for every request: compressed once per encoding.
  const compressedDocuments = new Map<string, Uint8Array>();

  /** A 200 text answer for GET or HEAD, compressed when the client accepts it; `cacheKey` names a body worth keeping. */
  function textAnswer(req: HttpRequest, headers: Record<string, string>, body: string, contentType: string, cacheKey?: string): HttpResponse {
    const response = text(200, body, contentType, headers);
    headers['vary'] = 'Accept-Encoding';
    const encoding: Encoding | undefined = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.header('accept-encoding')) : undefined;
    if (encoding) {
      headers['content-encoding'] = encoding;
      const key = cacheKey === undefined ? undefined : `${cacheKey}\0${encoding}`;
      let bytes = key === undefined ? undefined : compressedDocuments.get(key);
      if (!bytes) {
        bytes = compress(body, encoding);
        if (key !== undefined) {
          if (compressedDocuments.size >= MAX_CACHED_ORIGINS * 6) compressedDocuments.clear();
          compressedDocuments.set(key, bytes);
        }
      }
      response.body = bytes;
    }
    if (req.method === 'HEAD') response.body = null;
    return response;
  }

  function baseUrlOf(req: HttpRequest): string {
    if (config.BASE_URL) return config.BASE_URL;
    const forwardedProto = config.TRUST_PROXY > 0 ? req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.protocol;
    const host = req.header('host');
    return `${proto}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'localhost'}`;
  }

  /** The base URL is worked out only if the operation asks for it (few do). */
  function contextFor(req: HttpRequest): Context {
    let baseUrl: string | undefined;
    return {
      now,
      get baseUrl() {
        return (baseUrl ??= baseUrlOf(req));
      },
      ecbRates,
    };
  }

  function internalError(error: unknown, detail: Record<string, unknown>, headers: Record<string, string>): HttpResponse {
    const requestId = randomUUID();
    logError(error, { requestId, ...detail });
    headers['x-request-id'] = requestId;
    return errorResponse(500, 'internal error', headers);
  }

  /** Counts `cost` requests (0 = only report) and writes the rate-limit headers; returns a 429 when over. */
  function rateLimit(req: HttpRequest, headers: Record<string, string>, cost: number): HttpResponse | undefined {
    if (!limiter) return undefined;
    const key = config.TRUST_PROXY > 0
      ? clientKey(clientAddress(req.socketAddress, req.header('x-forwarded-for'), config.TRUST_PROXY))
      : req.socketKey(clientKey);
    const state = cost > 0 ? limiter.hit(key, cost) : limiter.peek(key);
    rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
    if (cost > 0 && !state.allowed) {
      headers['retry-after'] = String(state.resetSeconds);
      return errorResponse(429, `rate limit of ${state.limit} requests per minute exceeded; retry in ${state.resetSeconds} s`, headers);
    }
    return undefined;
  }

  function tooLarge(headers: Record<string, string>): HttpResponse {
    headers['connection'] = 'close';
    return errorResponse(413, `body: larger than the limit of ${config.MAX_BODY_BYTES} bytes`, headers);
  }

  /** The hot path: one promise (the body), then synchronous work unless the operation itself is asynchronous. */
  function runOperation(op: AnyOperation, req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> {
    headers['cache-control'] = 'no-store';
    const limited = rateLimit(req, headers, 1);
    if (limited) return limited;
    return req.readBody(config.MAX_BODY_BYTES).then((body) => {
      if (body.kind === 'too-large') return tooLarge(headers);
      const parsed = parseJsonBody(body.bytes);
      if (!parsed.ok) return errorResponse(400, parsed.error, headers);
      const fail = (error: unknown) => internalError(error, { operation: op.id }, headers);
      const finish = (outcome: Outcome) => (outcome.ok ? json(200, outcome.value, headers) : errorResponse(400, outcome.error, headers));
      try {
        const outcome = execute(op, parsed.value, contextFor(req));
        return outcome instanceof Promise ? outcome.then(finish, fail) : finish(outcome);
      } catch (error) {
        return fail(error);
      }
    });
  }

  async function runMcp(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    headers['cache-control'] = 'no-store';
    const body = await req.readBody(config.MAX_BODY_BYTES);
    if (body.kind === 'too-large') return tooLarge(headers);
    const parsed = parseJsonBody(body.bytes);
    if (!parsed.ok) {
      rateLimit(req, headers, 0);
      return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${parsed.error}` } }, headers);
    }
    const limited = rateLimit(req, headers, countToolCalls(parsed.value));
    if (limited) return limited;
    try {
      const reply = await (await mcpEndpoint()).handle(parsed.value, contextFor(req), req.header('accept'), req.header('mcp-protocol-version'));
      if (reply.contentType) headers['content-type'] = reply.contentType;
      return { status: reply.status, headers, body: reply.body };
    } catch (error) {
      return internalError(error, { endpoint: 'mcp' }, headers);
    }
  }

  async function serveDocument(req: HttpRequest, headers: Record<string, string>, pick: (d: Documents) => string, contentType: string): Promise<HttpResponse> {
    rateLimit(req, headers, 0);
    try {
      const baseUrl = baseUrlOf(req);
      const docs = await documentsFor(baseUrl);
      headers['cache-control'] = 'public, max-age=300';
      if (contentType.startsWith('text/html')) {
        headers['content-security-policy'] = HTML_CSP;
      }
      return textAnswer(req, headers, pick(docs), contentType, `${baseUrl}\0${req.path}`);
    } catch (error) {
      return internalError(error, { document: req.path }, headers);
    }
  }

  /** A content page (guide, news brief, dataset, an operation's page, a section index) or a dataset download. */
  async function servePage(req: HttpRequest, site: SiteRoute, headers: Record<string, string>): Promise<HttpResponse> {
    rateLimit(req, headers, 0);
    try {
      const baseUrl = baseUrlOf(req);
      const [docs, { renderSite }] = await Promise.all([documentsFor(baseUrl), import('../site/site-pages.js')]);
      const page = await renderSite(site, { operations, baseUrl, executed: docs.executed });
      if (!page) return errorResponse(404, `no such page ${req.path}; see /${site.locale === 'en' ? '' : `${site.locale}/`}${site.section} for the list`, headers);
      headers['cache-control'] = 'public, max-age=300';
      if (page.type === 'html') headers['content-security-policy'] = HTML_CSP;
      return textAnswer(req, headers, page.body, page.type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
    } catch (error) {
      return internalError(error, { page: req.path }, headers);
    }
  }

  function methodNotAllowed(req: HttpRequest, allow: string, headers: Record<string, string>): HttpResponse {
    rateLimit(req, headers, 0);
    headers['allow'] = allow;
    return errorResponse(405, `method ${req.method} is not allowed on ${req.path}; use ${allow.replace(', OPTIONS', '')}`, headers);
  }

  function preflight(req: HttpRequest, allow: string, headers: Record<string, string>): HttpResponse {
    rateLimit(req, headers, 0);
    headers['access-control-allow-methods'] = allow;
    headers['access-control-allow-headers'] = req.header('access-control-request-headers') ?? ALLOWED_REQUEST_HEADERS;
    headers['access-control-max-age'] = '86400';
    headers['allow'] = allow;
    return { status: 204, headers, body: null };
  }

  function notFound(req: HttpRequest, message: string, headers: Record<string, string>): HttpResponse {
    rateLimit(req, headers, 0);
    return errorResponse(404, message, headers);
  }

  /** Which methods a path takes, or undefined when nothing lives there. */
  function route(path: string): { allow: string; kind: 'operation' | 'mcp' | 'openapi' | 'reference' | 'llms' | 'root' | 'page'; op?: AnyOperation; site?: SiteRoute } | undefined {
    if (path.startsWith(OPERATION_PREFIX)) {
      const name = path.slice(OPERATION_PREFIX.length);
      if (name === 'openapi.json') return { allow: ALLOW_GET, kind: 'openapi' };
      const op = byId.get(name);
      return op ? { allow: ALLOW_POST, kind: 'operation', op } : undefined;
    }
    switch (path) {
      case '/api/mcp': return { allow: ALLOW_POST, kind: 'mcp' };
      case '/api': case '/api/': return { allow: ALLOW_GET, kind: 'reference' };
      case '/llms.txt': return { allow: ALLOW_GET, kind: 'llms' };
      case '/': return { allow: ALLOW_GET, kind: 'root' };
      default: {
        const site = matchSitePath(path);
        return site ? { allow: ALLOW_GET, kind: 'page', site } : undefined;
      }
    }
  }

  async function handle(req: HttpRequest): Promise<HttpResponse> {
    const headers = baseHeaders(req.header('origin'));
    try {
      // The hot path first: an operation call.
      if (req.method === 'POST' && req.path.startsWith(OPERATION_PREFIX)) {
        const op = byId.get(req.path.slice(OPERATION_PREFIX.length));
        if (op) return await runOperation(op, req, headers);
      }
      const target = route(req.path);
      if (!target) {
        if (req.path.startsWith(OPERATION_PREFIX)) {
          const name = req.path.slice(OPERATION_PREFIX.length);
          return notFound(req, `unknown operation '${name}'${didYouMean(name, ids)} — see /api for the list`, headers);
        }
        return notFound(req, `no such path ${req.path}; operations live under ${OPERATION_PREFIX}<operation>, the reference is at /api, pages at /utilities, /datasets, /guides and /news (Spanish under /es/)`, headers);
      }
      if (req.method === 'OPTIONS') return preflight(req, target.allow, headers);
      const isGet = req.method === 'GET' || req.method === 'HEAD';
      switch (target.kind) {
        case 'operation': return methodNotAllowed(req, target.allow, headers); // POST was served above
        case 'mcp': return req.method === 'POST' ? await runMcp(req, headers) : methodNotAllowed(req, target.allow, headers);
        case 'openapi': return isGet ? await serveDocument(req, headers, (d) => d.openapi, 'application/json; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'reference': return isGet ? await serveDocument(req, headers, (d) => d.reference, 'text/html; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'llms': return isGet ? await serveDocument(req, headers, (d) => d.llms, 'text/plain; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'page': return isGet ? await servePage(req, target.site!, headers) : methodNotAllowed(req, target.allow, headers);
        case 'root':
          if (!isGet) return methodNotAllowed(req, target.allow, headers);
          rateLimit(req, headers, 0);
          headers['location'] = '/api';
          return { status: 302, headers, body: null };
      }
    } catch (error) {
      return internalError(error, { path: req.path }, headers);
    }
  }

  return { handle, limiter };
}

import type { Config } from '../../config.js';
import { createContext, type Context } from '../../core/context.js';
import { didYouMean, elide } from '../../core/errors.js';
import { execute, type Outcome } from '../../core/execute.js';
import { runExamples, type ExecutedExample } from '../../core/examples.js';
import type { AnyOperation } from '../../core/operation.js';
import { writtenNumberOf, type WrittenNumbers } from '../../core/written-numbers.js';
import { createEcbRates, type RatesResult } from '../../services/ecb-rates.js';
import type { McpEndpoint, ToolCallQuota } from '../mcp/mcp-endpoint.js';
import { toolsetRouter, type ToolSelection } from '../mcp/toolsets.js';
import type { Documents } from '../documents.js';
import { findBrowserTool } from '../../browser-tools/index.js';
import { isAssetPath, matchSitePath, type SiteRoute } from '../site/site-route.js';
import { shouldOffload, type Offload, type OffloadResult } from '../../workers/offload.js';
import { clientAddress, clientKey, headerAddress } from './client-address.js';
import { compress, MIN_COMPRESS_BYTES, pickEncoding } from './compress.js';
import { DocumentStore } from './document-store.js';
import { ratesData, ratesDay } from './rates-data.js';
import { parseJsonBody } from './json-body.js';
import { defaultLogError, type LogError } from './log-error.js';
import { RATE_WINDOW_SECONDS, rateLimitHeaders, type RateLimitState, type RateStore } from './rate-limit.js';
import { createRateStore } from './rate-store.js';
import { ALLOWED_REQUEST_HEADERS, baseHeaders, errorResponse, json, requestIdFor, text } from './respond.js';
import type { BodyRead, HttpRequest, HttpResponse } from './types.js';

export const OPERATION_PREFIX = '/api/v1/';
/** Liveness for load balancers and orchestrators: outside the rate limit and the access log (unless ACCESS_LOG=all). */
export const HEALTH_PATH = '/healthz';
const HEALTHY = JSON.stringify({ status: 'ok' });
const ALLOW_POST = 'POST, OPTIONS';
const ALLOW_GET = 'GET, HEAD, OPTIONS';
/**
 * Pages run scripts of our own only and send forms and fetches to their own origin only; styles are inline (one
 * stylesheet per page, no outside request). Workers come from our own origin only: the service worker every page
 * registers and a tool page's Web Worker (a `blob:` worker stays refused); so does the web app manifest. Pages may not
 * be framed by another site (clickjacking): `frame-ancestors` for browsers that read CSP, X-Frame-Options for older ones.
 */
const HTML_CSP =
  "default-src 'none'; script-src 'self'; worker-src 'self'; manifest-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; " +
  "img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
/**
 * A browser file tool's page also shows previews of the files it reads and makes as `blob:` URLs (`img-src blob:`).
 * Its download links are `blob:` URLs too, which CSP does not govern (following a link is a navigation), so nothing
 * else is opened.
 */
const FILE_TOOL_CSP = HTML_CSP.replace("img-src 'self' data:", "img-src 'self' data: blob:");
/** Header the search page's script sends to get its results section alone. */
const FRAGMENT_HEADER = 'x-page-fragment';

export interface AppDeps {
  config: Config;
  operations: readonly AnyOperation[];
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

/** What the rate limit says about a request: nothing (go on), or the answer (429, 400) — at once, or from a shared store. */
type Limited = HttpResponse | undefined | Promise<HttpResponse | undefined>;

export interface App {
  handle(req: HttpRequest): Promise<HttpResponse>;
  readonly limiter: RateStore | undefined;
}

/** All HTTP behaviour, independent of the server that delivers requests (Node listener or fetch platform). */
export function createApp(deps: AppDeps): App {
  const { config, operations } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? defaultLogError;
  const byId = new Map(operations.map((op) => [op.id, op]));
  // One rates source for the whole app, so its cache, single-flight fetch and back-off are shared by every request.
  const ecbRates = deps.ecbRates ?? createEcbRates({ url: config.ECB_RATES_URL, historyUrl: config.ECB_HISTORY_URL, fetchEnabled: config.ECB_FETCH, now }).get;
  const ids = [...byId.keys()];
  const limiter = deps.rateStore ?? createRateStore(config, deps.now ? () => now().getTime() : Date.now);
  // The MCP SDK is loaded on the first MCP request, so it costs nothing to a cold start that serves operations.
  let mcp: Promise<McpEndpoint> | undefined;
  // `/api/mcp/<toolset>` and `?tools=` narrow what one endpoint lists and calls, per request (src/adapters/mcp/toolsets.ts).
  const mcpToolsets = toolsetRouter(operations);
  const mcpEndpoint = () => (mcp ??= import('../mcp/mcp-endpoint.js').then((m) => new m.McpEndpoint(operations, logError, deps.offload)));
  const store = new DocumentStore(
    // Examples run on the embedded snapshot (createContext's default), so the documents never wait on the ECB feed.
    (baseUrl) =>
      Promise.all([import('../documents.js'), runExamples(operations, createContext({ now, baseUrl, operations }))]).then(
        ([{ buildDocuments }, executed]: [typeof import('../documents.js'), Map<string, ExecutedExample[]>]) =>
          buildDocuments({
            operations,
            baseUrl,
            executed,
            rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
            maxBodyBytes: config.MAX_BODY_BYTES,
            deadlineMs: config.OPERATION_DEADLINE_MS,
          }),
      ),
    config.BASE_URL,
  );
  // With BASE_URL unset a document names the request's origin, so a cache must key it by Host (and scheme) too.
  const documentVary = store.followsHost ? `Accept-Encoding, Host${config.TRUST_PROXY > 0 ? ', X-Forwarded-Proto' : ''}` : 'Accept-Encoding';

  /**
   * A 200 text answer for GET or HEAD, compressed when the client accepts it. `documentKey` names one of the large
   * fixed documents, whose compressed bytes are kept per origin; compressing one afresh for a new origin is real
   * work, so it counts against the client's rate limit (returned as a 429 when over).
   */
  function textAnswer(req: HttpRequest, headers: Record<string, string>, body: string, contentType: string, origin: string, documentKey?: string, status = 200): HttpResponse | Promise<HttpResponse> {
    const response = text(status, body, contentType, headers);
    headers['vary'] = headers['vary'] ? `${documentVary}, ${headers['vary']}` : documentVary;
    const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.header('accept-encoding')) : undefined;
    if (!encoding) return headOrBody(req, response, headers);
    if (documentKey === undefined) return headOrBody(req, response, headers, encoding, compress(body, encoding));
    const made = store.compressedFor(origin, documentKey, encoding, body);
    if (!made.fresh || !store.followsHost) return headOrBody(req, response, headers, encoding, made.bytes);
    return limitThen(req, headers, 1, () => headOrBody(req, response, headers, encoding, made.bytes));
  }

  /** The text answer as encoded, or its length alone for a HEAD. */
  function headOrBody(req: HttpRequest, response: HttpResponse, headers: Record<string, string>, encoding?: string, bytes?: Uint8Array): HttpResponse {
    if (encoding && bytes) {
      headers['content-encoding'] = encoding;
      response.body = bytes;
    }
    if (req.method === 'HEAD') {
      headers['content-length'] = String(typeof response.body === 'string' ? Buffer.byteLength(response.body) : response.body!.byteLength);
      response.body = null;
    }
    return response;
  }

  /** The public origin of a request: BASE_URL, or the scheme and (validated) Host it came with. */
  function baseUrlOf(req: HttpRequest): string {
    if (config.BASE_URL) return config.BASE_URL;
    const forwardedProto = config.TRUST_PROXY > 0 ? req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.protocol;
    const host = req.header('host');
    return `${proto}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'localhost'}`;
  }

  /** The base URL is worked out only if the operation asks for it (few do). */
  function contextFor(req: HttpRequest, writtenNumbers?: WrittenNumbers): Context {
    return new RequestContext(now, ecbRates, operations, req, baseUrlOf, writtenNumberOf(writtenNumbers));
  }

  function internalError(error: unknown, detail: Record<string, unknown>, headers: Record<string, string>): HttpResponse {
    // The id the response carries, so a user's report of a 500 leads to its log line.
    logError(error, { requestId: headers['x-request-id'], ...detail });
    return errorResponse(500, 'internal error', headers);
  }

  /**
   * Counts `cost` requests (0 = only report) and writes the rate-limit headers; returns a 429 when over, or a 400 when
   * the trusted X-Forwarded-For names no readable address (pooling such clients would let one exhaust the others).
   */
  function rateLimit(req: HttpRequest, headers: Record<string, string>, cost: number): Limited {
    if (!limiter) return undefined;
    const key = limitKey(req, headers);
    if (typeof key !== 'string') return key;
    // The in-memory store answers at once: no promise on the hot path unless the counts live elsewhere.
    const state = cost > 0 ? limiter.hit(key, cost) : limiter.peek(key);
    return state instanceof Promise ? state.then((s) => limitAnswer(s, cost, headers)) : limitAnswer(state, cost, headers);
  }

  function limitAnswer(state: RateLimitState, cost: number, headers: Record<string, string>): HttpResponse | undefined {
    rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
    if (cost > 0 && !state.allowed) {
      headers['retry-after'] = String(state.resetSeconds);
      return errorResponse(429, overLimit(state), headers);
    }
    return undefined;
  }

  /** rateLimit, then `next` unless the limit answered; synchronous while the store is. */
  function limitThen(req: HttpRequest, headers: Record<string, string>, cost: number, next: () => HttpResponse | Promise<HttpResponse>): HttpResponse | Promise<HttpResponse> {
    const limited = rateLimit(req, headers, cost);
    if (limited instanceof Promise) return limited.then((answer) => answer ?? next());
    return limited ?? next();
  }

  /**
   * The rate limiter's key for the client: from CLIENT_IP_HEADER when set, else the socket (or the trusted
   * X-Forwarded-For entry). A 400 when the header names no readable address; undefined — the request is not counted —
   * when the platform tells no address at all (the fetch entry warns about that once at start): one bucket shared by
   * every client would let one of them lock out the rest.
   */
  function limitKey(req: HttpRequest, headers: Record<string, string>): string | HttpResponse | undefined {
    const header = config.CLIENT_IP_HEADER;
    const address = header !== undefined
      ? headerAddress(header, req.header(header))
      : config.TRUST_PROXY > 0
        ? clientAddress(req.socketAddress, req.header('x-forwarded-for'), config.TRUST_PROXY)
        : undefined;
    if (address === undefined) return req.socketAddress === undefined ? undefined : req.socketKey(clientKey);
    if (!address.ok) return errorResponse(400, address.error, headers);
    return address.address === undefined ? undefined : clientKey(address.address);
  }

  function overLimit(state: RateLimitState): string {
    return `rate limit of ${state.limit} requests per minute exceeded; retry in ${state.resetSeconds} s`;
  }

  function tooLarge(headers: Record<string, string>): HttpResponse {
    headers['connection'] = 'close';
    return errorResponse(413, `body: larger than the limit of ${config.MAX_BODY_BYTES} bytes`, headers);
  }

  /** A refusal or a result as HTTP: 400 unless the outcome says 422 or 503 (with Retry-After). */
  function finish(outcome: Outcome | OffloadResult, headers: Record<string, string>): HttpResponse {
    if (outcome.ok) return text(200, outcome.json, 'application/json; charset=utf-8', headers);
    if (!('status' in outcome)) return errorResponse(400, outcome.error, headers);
    if (outcome.retryAfterSeconds !== undefined) headers['retry-after'] = String(outcome.retryAfterSeconds);
    return errorResponse(outcome.status, outcome.error, headers);
  }

  /**
   * The hot path: one promise (the body) and one callback, then synchronous work unless the operation itself is
   * asynchronous. Never throws nor rejects: a failure past the rate limiter is a logged 500.
   */
  function runOperation(op: AnyOperation, req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    headers['cache-control'] = 'no-store';
    const limited = rateLimit(req, headers, 1);
    if (limited instanceof Promise) return limited.then((answer) => answer ?? readAndRun(op, req, headers));
    if (limited) return Promise.resolve(limited);
    return readAndRun(op, req, headers);
  }

  function readAndRun(op: AnyOperation, req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    return req.readBody(config.MAX_BODY_BYTES).then((body) => {
      try {
        return operationResponse(op, req, headers, body);
      } catch (error) {
        return internalError(error, { operation: op.id }, headers);
      }
    });
  }

  function operationResponse(op: AnyOperation, req: HttpRequest, headers: Record<string, string>, body: BodyRead): HttpResponse | Promise<HttpResponse> {
    if (body.kind === 'too-large') return tooLarge(headers);
    if (body.kind === 'aborted') return aborted(headers);
    if (deps.offload && shouldOffload(op, body.bytes.byteLength)) {
      const ctx = contextFor(req);
      const task = { operationId: op.id, source: { body: body.bytes }, now: ctx.now().getTime(), baseUrl: ctx.baseUrl, wantValue: false };
      return deps.offload.run(task).then(
        (outcome) => finish(outcome, headers),
        (error: unknown) => internalError(error, { operation: op.id }, headers),
      );
    }
    const parsed = parseJsonBody(body.bytes);
    if (!parsed.ok) return errorResponse(400, parsed.error, headers);
    const outcome = execute(op, parsed.value, contextFor(req, parsed.writtenNumbers));
    if (!(outcome instanceof Promise)) return finish(outcome, headers);
    return outcome.then(
      (o) => finish(o, headers),
      (error: unknown) => internalError(error, { operation: op.id }, headers),
    );
  }

  /** The client went away before its body arrived: nobody will read this answer, and it is not a fault of ours. */
  function aborted(headers: Record<string, string>): HttpResponse {
    headers['connection'] = 'close';
    return errorResponse(400, 'body: the connection closed before the body arrived', headers);
  }

  /**
   * ALLOWED_HOSTS / ALLOWED_ORIGINS (DNS-rebinding protection for private deployments): a request to /api/mcp whose
   * Host, or Origin when it has one, is not listed gets a 403 with a JSON-RPC error. Unset, everything is accepted.
   */
  function foreignCaller(req: HttpRequest, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> | undefined {
    const hosts = config.ALLOWED_HOSTS;
    const origins = config.ALLOWED_ORIGINS;
    if (!hosts && !origins) return undefined;
    let refusal: string | undefined;
    const host = req.header('host')?.trim().toLowerCase() ?? '';
    if (hosts && !hostAllowed(host, hosts)) refusal = `Forbidden: Host '${elide(host)}' is not allowed on this server`;
    const origin = req.header('origin')?.trim().toLowerCase();
    if (!refusal && origins && origin !== undefined && !origins.includes(origin.replace(/\/+$/, ''))) {
      refusal = `Forbidden: Origin '${elide(origin)}' is not allowed on this server`;
    }
    if (!refusal) return undefined;
    return limitThen(req, headers, 0, () => {
      headers['cache-control'] = 'no-store';
      return json(403, { jsonrpc: '2.0', id: null, error: { code: -32000, message: refusal } }, headers);
    });
  }

  /** A toolset path or `?tools=` that names nothing served: 404 with the toolsets, or 400 naming the tool. */
  function unknownTools(req: HttpRequest, selection: ToolSelection & { ok: false }, headers: Record<string, string>): HttpResponse | Promise<HttpResponse> {
    return limitThen(req, headers, 0, () => {
      headers['cache-control'] = 'no-store';
      if (selection.status === 404) return json(404, { error: selection.message, toolsets: selection.toolsets }, headers);
      return json(400, { jsonrpc: '2.0', id: null, error: { code: -32602, message: selection.message } }, headers);
    });
  }

  async function runMcp(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const selection = mcpToolsets.select(req.path, req.search);
    if (!selection.ok) return unknownTools(req, selection, headers);
    headers['cache-control'] = 'no-store';
    const body = await req.readBody(config.MAX_BODY_BYTES);
    if (body.kind === 'too-large') return tooLarge(headers);
    if (body.kind === 'aborted') return aborted(headers);
    const parsed = parseJsonBody(body.bytes);
    if (!parsed.ok) {
      const invalid = await rateLimit(req, headers, 0);
      if (invalid) return invalid;
      return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${parsed.error}` } }, headers);
    }
    // Every tools/call request counts, one each; the endpoint asks once it has checked the envelope, and the calls
    // beyond what the client has left are refused one by one (and spend nothing).
    const key = limiter ? limitKey(req, headers) : undefined;
    if (key !== undefined && typeof key !== 'string') return key;
    const quotaOf = (state: RateLimitState & { granted: number }): ToolCallQuota => {
      rateLimitHeaders(state, RATE_WINDOW_SECONDS, headers);
      if (!state.allowed) headers['retry-after'] = String(state.resetSeconds);
      return { granted: state.granted, refusal: overLimit(state) };
    };
    const takeToolCalls = limiter && key !== undefined
      ? (wanted: number): ToolCallQuota | Promise<ToolCallQuota> => {
          const state = limiter.take(key, wanted);
          return state instanceof Promise ? state.then(quotaOf) : quotaOf(state);
        }
      : undefined;
    try {
      const reply = await (await mcpEndpoint()).handle(parsed.value, contextFor(req, parsed.writtenNumbers), {
        accept: req.header('accept'),
        protocolVersion: req.header('mcp-protocol-version'),
        bodyBytes: body.bytes.byteLength,
        takeToolCalls,
        tools: selection.tools,
        ...(parsed.writtenNumbers ? { writtenNumbers: parsed.writtenNumbers } : {}),
      });
      if (limiter && key !== undefined && headers['ratelimit'] === undefined) rateLimitHeaders(await limiter.peek(key), RATE_WINDOW_SECONDS, headers);
      if (reply.contentType) headers['content-type'] = reply.contentType;
      return { status: reply.status, headers, body: reply.body };
    } catch (error) {
      return internalError(error, { endpoint: 'mcp' }, headers);
    }
  }

  async function serveDocument(req: HttpRequest, headers: Record<string, string>, pick: (d: Documents) => string, contentType: string): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const docs = await store.documents();
      const origin = baseUrlOf(req);
      headers['cache-control'] = 'public, max-age=300';
      if (contentType.startsWith('text/html')) setPageSecurity(headers, HTML_CSP);
      return textAnswer(req, headers, store.localize(pick(docs), origin, req.path), contentType, origin, req.path);
    } catch (error) {
      return internalError(error, { document: req.path }, headers);
    }
  }

  /**
   * A page: a tool page (its form, and the result of the inputs in its query), a content page, a section index, the
   * home or search page, or a dataset download. A tool page whose query names inputs runs the operation, so it
   * counts against the rate limit like an API call; over the limit it shows its form and says when to come back.
   */
  async function servePage(req: HttpRequest, site: SiteRoute, headers: Record<string, string>): Promise<HttpResponse> {
    const computes = runsOnServer(site) && req.search.length > 1;
    const limited = await rateLimit(req, headers, computes ? 1 : 0);
    if (limited && limited.status !== 429) return limited;
    // A query is a tool page's input, bounded as an API call's body is (Node's 16 KB of headers binds first; a fetch
    // platform may take longer addresses).
    if (req.search.length > config.MAX_BODY_BYTES) {
      headers['cache-control'] = 'no-store';
      return errorResponse(414, `query: longer than the limit of ${config.MAX_BODY_BYTES} bytes; send the input to the API as a JSON body`, headers);
    }
    const fragment = site.section === 'search' && req.header(FRAGMENT_HEADER) === 'result';
    try {
      const [docs, { renderSite }, { browserAssets }] = await Promise.all([store.documents(), import('../site/site-pages.js'), import('../site/client-script.js')]);
      const page = await renderSite(
        site,
        { operations, baseUrl: store.renderBaseUrl, executed: docs.executed, assets: await browserAssets(), deadlineMs: config.OPERATION_DEADLINE_MS },
        {
          search: req.search,
          fragment,
          ctx: contextFor(req),
          ...(deps.offload ? { offload: deps.offload } : {}),
          ...(limited ? { limitedForSeconds: Number(headers['retry-after'] ?? RATE_WINDOW_SECONDS) } : {}),
        },
      );
      if (!page) return notFound(req, `no such page ${req.path}; see ${site.locale === 'en' ? '' : `/${site.locale}`}/${site.section} for the list`, headers);
      headers['cache-control'] = computes || fragment || page.status !== 200 ? 'no-store' : 'public, max-age=300';
      if (page.type === 'html') {
        setPageSecurity(headers, page.fileTool ? FILE_TOOL_CSP : HTML_CSP);
        if (site.section === 'search') headers['vary'] = 'X-Page-Fragment';
        if ('retryAfterSeconds' in page && page.retryAfterSeconds !== undefined) headers['retry-after'] = String(page.retryAfterSeconds);
      }
      const origin = baseUrlOf(req);
      return textAnswer(req, headers, store.localize(page.body, origin), page.type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', origin, undefined, page.status);
    } catch (error) {
      return internalError(error, { page: req.path }, headers);
    }
  }

  /** A calculator's or API utility's page: its inputs run here. A browser tool's page computes nothing (its files never reach the server). */
  function runsOnServer(site: SiteRoute): boolean {
    if (site.slug === undefined || (site.section !== 'calculators' && site.section !== 'utilities')) return false;
    return site.section === 'calculators' || findBrowserTool(site.slug) === undefined;
  }

  /** robots.txt, sitemap.xml, the icons, the web app manifests, the service worker and the pages' scripts. */
  async function serveSiteFile(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const files = await import('../site/site-files.js');
      const origin = baseUrlOf(req);
      headers['cache-control'] = 'public, max-age=3600';
      switch (req.path) {
        case '/robots.txt': return textAnswer(req, headers, files.robotsTxt(origin), 'text/plain; charset=utf-8', origin);
        case '/favicon.svg': return textAnswer(req, headers, files.FAVICON_SVG, 'image/svg+xml', origin);
        case '/favicon.ico': return bytesAnswer(req, headers, files.faviconIco(), 'image/x-icon');
        case '/manifest.webmanifest': case '/es/manifest.webmanifest':
          return textAnswer(req, headers, files.webManifest(req.path === '/es/manifest.webmanifest' ? 'es' : 'en'), 'application/manifest+json', origin);
        case '/sw.js': {
          // The service worker keeps its fixed URL across versions; browsers compare it byte for byte to find a new
          // one, so it is revalidated on every check, never kept as immutable.
          const worker = await import('../site/client-script.js').then((m) => m.assetAt('/sw.js'));
          if (worker === undefined) return notFound(req, 'no service worker in this build', headers);
          headers['cache-control'] = 'no-cache';
          return scriptAnswer(req, headers, req.path, worker);
        }
        case '/sitemap.xml': {
          const { loadContent } = await import('../../content/load-content.js');
          const { guides, news } = await loadContent(operations);
          return textAnswer(req, headers, files.sitemapXml(origin, operations, guides.en, news.en), 'application/xml; charset=utf-8', origin);
        }
      }
      const icon = req.path.startsWith('/icons/') ? files.appIconPng(req.path) : undefined;
      if (icon) return bytesAnswer(req, headers, icon, 'image/png');
      const current = await import('../site/client-script.js').then((m) => m.assetAt(req.path));
      if (current === undefined) return notFound(req, `no such script ${elide(req.path)}; the pages name the current one`, headers);
      // The URL holds the script's hash: a new script is a new URL, so this one never changes.
      headers['cache-control'] = 'public, max-age=31536000, immutable';
      return scriptAnswer(req, headers, req.path, current);
    } catch (error) {
      return internalError(error, { file: req.path }, headers);
    }
  }

  /**
   * The ECB rates a currency page converts with on the device (src/adapters/http/rates-data.ts). Reading them is not an
   * operation call: they come from the shared, cached rates source, so they do not count against the rate limit.
   */
  async function serveRates(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const day = ratesDay(req.path)!;
      const answer = await ratesData(ecbRates, day);
      // The latest rates change once a working day; a day's, only while it is not yet published.
      headers['cache-control'] = answer.status === 200 ? `public, max-age=${day === '' ? 300 : 3600}` : 'no-store';
      return textAnswer(req, headers, answer.body, 'application/json; charset=utf-8', baseUrlOf(req), undefined, answer.status);
    } catch (error) {
      return internalError(error, { rates: req.path }, headers);
    }
  }

  /** Scripts' bytes, by URL and encoding: each is encoded once (compressing pdf.js's 1.7 MB worker takes ~0.1 s). */
  const scriptBytes = new Map<string, Uint8Array>();

  /** A script (immutable, under its hash), compressed when the client accepts it; its bytes are made once per process. */
  function scriptAnswer(req: HttpRequest, headers: Record<string, string>, url: string, body: string): HttpResponse {
    const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.header('accept-encoding')) : undefined;
    const key = `${url}\0${encoding ?? 'identity'}`;
    let bytes = scriptBytes.get(key);
    if (!bytes) scriptBytes.set(key, (bytes = encoding ? compress(body, encoding) : new TextEncoder().encode(body)));
    headers['vary'] = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    return bytesAnswer(req, headers, bytes, 'text/javascript; charset=utf-8');
  }

  function bytesAnswer(req: HttpRequest, headers: Record<string, string>, bytes: Uint8Array, contentType: string): HttpResponse {
    headers['content-type'] = contentType;
    headers['content-length'] = String(bytes.byteLength);
    return { status: 200, headers, body: req.method === 'HEAD' ? null : bytes };
  }

  /**
   * A page's address can hold what the visitor typed (a tool page's query: a key, a token, a text), and the browser
   * would send it as the Referer of what the page loads next, the favicon it looks for again on every new address
   * included: pages send no Referer at all (none of our own requests needs one).
   */
  function setPageSecurity(headers: Record<string, string>, csp: string): void {
    headers['content-security-policy'] = csp;
    headers['x-frame-options'] = 'DENY';
    headers['referrer-policy'] = 'no-referrer';
  }

  /** `limited: false` for /healthz, which never touches the rate limiter. */
  function methodNotAllowed(req: HttpRequest, allow: string, headers: Record<string, string>, limited = true): HttpResponse | Promise<HttpResponse> {
    const answer = () => {
      headers['allow'] = allow;
      return errorResponse(405, `method ${elide(req.method)} is not allowed on ${elide(req.path)}; use ${allow.replace(', OPTIONS', '')}`, headers);
    };
    return limited ? limitThen(req, headers, 0, answer) : answer();
  }

  function preflight(req: HttpRequest, allow: string, headers: Record<string, string>, limited = true): HttpResponse | Promise<HttpResponse> {
    const answer = (): HttpResponse => {
      headers['access-control-allow-methods'] = allow;
      headers['access-control-allow-headers'] = req.header('access-control-request-headers') ?? ALLOWED_REQUEST_HEADERS;
      headers['access-control-max-age'] = '86400';
      headers['allow'] = allow;
      return { status: 204, headers, body: null };
    };
    return limited ? limitThen(req, headers, 0, answer) : answer();
  }

  /** A 404: JSON for API clients, a page in the path's language for browsers (by Accept), outside /api. */
  async function notFound(req: HttpRequest, message: string, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    if (req.path.startsWith('/api') || !(req.header('accept') ?? '').includes('text/html')) return errorResponse(404, message, headers);
    const [{ notFoundPage }, { localeOfPath }] = await Promise.all([import('../site/not-found-page.js'), import('../site/site-route.js')]);
    setPageSecurity(headers, HTML_CSP);
    headers['cache-control'] = 'no-store';
    const origin = baseUrlOf(req);
    return textAnswer(req, headers, store.localize(notFoundPage(localeOfPath(req.path), req.path, store.renderBaseUrl), origin), 'text/html; charset=utf-8', origin, undefined, 404);
  }

  /** Which methods a path takes, or undefined when nothing lives there. */
  function route(path: string): { allow: string; kind: 'operation' | 'mcp' | 'openapi' | 'reference' | 'llms' | 'file' | 'page' | 'rates'; op?: AnyOperation; site?: SiteRoute } | undefined {
    if (path.startsWith(OPERATION_PREFIX)) {
      const name = path.slice(OPERATION_PREFIX.length);
      if (name === 'openapi.json') return { allow: ALLOW_GET, kind: 'openapi' };
      const op = byId.get(name);
      return op ? { allow: ALLOW_POST, kind: 'operation', op } : undefined;
    }
    if (mcpToolsets.isMcpPath(path)) return mcpToolsets.toolsetOf(path).ok ? { allow: ALLOW_POST, kind: 'mcp' } : undefined;
    switch (path) {
      case '/api': case '/api/': return { allow: ALLOW_GET, kind: 'reference' };
      case '/llms.txt': return { allow: ALLOW_GET, kind: 'llms' };
      case '/robots.txt': case '/sitemap.xml': case '/favicon.ico': case '/favicon.svg': return { allow: ALLOW_GET, kind: 'file' };
      // Offline and installable: the service worker, the web app manifest of each language, the app's icons.
      case '/sw.js': case '/manifest.webmanifest': case '/es/manifest.webmanifest':
      case '/icons/icon-192.png': case '/icons/icon-512.png': case '/icons/maskable-192.png': case '/icons/maskable-512.png':
        return { allow: ALLOW_GET, kind: 'file' };
      default: {
        if (path.startsWith('/assets/') && isAssetPath(path)) return { allow: ALLOW_GET, kind: 'file' };
        if (path.startsWith('/data/') && ratesDay(path) !== undefined) return { allow: ALLOW_GET, kind: 'rates' };
        const site = matchSitePath(path);
        return site ? { allow: ALLOW_GET, kind: 'page', site } : undefined;
      }
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

  function handle(req: HttpRequest): Promise<HttpResponse> {
    const headers = baseHeaders(req.header('origin'), requestIdFor(req.header('x-request-id')));
    // The hot path first, an operation call, outside the async function below: awaiting its promise there cost two
    // more promises and microtask hops a request.
    if (req.method === 'POST' && req.path.startsWith(OPERATION_PREFIX)) {
      const op = byId.get(req.path.slice(OPERATION_PREFIX.length));
      if (op) {
        try {
          return runOperation(op, req, headers);
        } catch (error) {
          return Promise.resolve(internalError(error, { path: req.path }, headers));
        }
      }
    }
    return serveOtherRequest(req, headers);
  }

  async function serveOtherRequest(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    try {
      if (req.path === HEALTH_PATH) return health(req, headers);
      const target = route(req.path);
      if (!target) {
        if (mcpToolsets.isMcpPath(req.path)) {
          // The allowlist guards every /api/mcp path, known or not.
          const foreign = foreignCaller(req, headers);
          if (foreign) return foreign;
          const unknown = mcpToolsets.toolsetOf(req.path);
          if (!unknown.ok) return unknownTools(req, unknown, headers);
        }
        if (req.path.startsWith(OPERATION_PREFIX)) {
          const name = req.path.slice(OPERATION_PREFIX.length);
          return await notFound(req, `unknown operation '${elide(name)}'${didYouMean(name, ids)} — see /api for the list`, headers);
        }
        return await notFound(req, `no such path ${elide(req.path)}; operations live under ${OPERATION_PREFIX}<operation>, the reference is at /api, pages at /, /calculators, /utilities, /datasets, /guides and /news (Spanish under /es/)`, headers);
      }
      if (req.method === 'OPTIONS') return preflight(req, target.allow, headers);
      const isGet = req.method === 'GET' || req.method === 'HEAD';
      switch (target.kind) {
        case 'operation': return methodNotAllowed(req, target.allow, headers); // POST was served above
        case 'mcp': {
          const foreign = foreignCaller(req, headers);
          if (foreign) return foreign;
          return req.method === 'POST' ? await runMcp(req, headers) : methodNotAllowed(req, target.allow, headers);
        }
        case 'openapi': return isGet ? await serveDocument(req, headers, (d) => d.openapi, 'application/json; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'reference': return isGet ? await serveDocument(req, headers, (d) => d.reference, 'text/html; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'llms': return isGet ? await serveDocument(req, headers, (d) => d.llms, 'text/plain; charset=utf-8') : methodNotAllowed(req, target.allow, headers);
        case 'page':
          if (isGet) return await servePage(req, target.site!, headers);
          return methodNotAllowed(req, target.allow, headers);
        case 'file': return isGet ? await serveSiteFile(req, headers) : methodNotAllowed(req, target.allow, headers);
        case 'rates': return isGet ? await serveRates(req, headers) : methodNotAllowed(req, target.allow, headers);
      }
    } catch (error) {
      return internalError(error, { path: req.path }, headers);
    }
  }

  return { handle, limiter };
}

/** `host[:port]` against the list: an entry with a port must match exactly, one without matches the name on any port. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  if (allowed.includes(host)) return true;
  const name = host.replace(/:\d+$/, '');
  return name !== host && allowed.includes(name);
}

/**
 * An operation's context for one request. Not an object literal with a `get baseUrl()`: each such literal gets a
 * getter closure of its own that V8 keeps reachable from the object's map, so ~2 KB a request outlived the young
 * generation (12% of what a request allocates was promoted, then mark-swept) and the literal cost ~0.4 µs. Here the
 * getter is one shared function, defined as an own enumerable property so `{ ...ctx }` still copies `baseUrl`.
 */
class RequestContext implements Context {
  cachedBaseUrl: string | undefined = undefined;
  declare readonly baseUrl: string;
  declare readonly writtenNumber?: (value: number) => string | undefined;

  constructor(
    readonly now: () => Date,
    readonly ecbRates: Context['ecbRates'],
    readonly operations: readonly AnyOperation[],
    readonly req: HttpRequest,
    readonly baseUrlOf: (req: HttpRequest) => string,
    writtenNumber: ((value: number) => string | undefined) | undefined,
  ) {
    Object.defineProperty(this, 'baseUrl', LAZY_BASE_URL);
    // Absent, not undefined, when the request held no number a double does not keep.
    if (writtenNumber) (this as { writtenNumber?: typeof writtenNumber }).writtenNumber = writtenNumber;
  }
}

const LAZY_BASE_URL: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: RequestContext): string {
    return (this.cachedBaseUrl ??= this.baseUrlOf(this.req));
  },
};

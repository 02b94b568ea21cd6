/**
 * What every handler shares, built once per app: the dependencies, the documents, the rate limit, the answers
 * (answers.ts) and the refusals every route may give (404, 405, 413, 500, the CORS preflight).
 */
import type { Config } from '../../config.js';
import { createContext, type Context } from '../../core/context.js';
import { elide } from '../../core/errors.js';
import { runExamples, type ExecutedExample } from '../../core/examples.js';
import type { Registry } from '../../core/registry.js';
import { writtenNumberOf, type WrittenNumbers } from '../../core/written-numbers.js';
import type { RatesResult } from '../../services/ecb-rates.js';
import type { Offload } from '../../workers/offload.js';
import { createAnswers, type Answers } from './answers.js';
import { clientKey } from './client-address.js';
import { DocumentStore } from './document-store.js';
import type { LogError } from './log-error.js';
import { HTML_CSP, setPageSecurity } from './page-security.js';
import { createRateGate, type RateGate } from './rate-gate.js';
import type { RateStore } from './rate-limit.js';
import { originOf, RequestContext } from './request-context.js';
import { ALLOWED_REQUEST_HEADERS, errorResponse } from './respond.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** The app's dependencies with their defaults filled in (app.ts). */
export interface KitDeps {
  config: Config;
  /** Every operation by its entry; definitions load on first use. */
  registry: Registry;
  now: () => Date;
  logError: LogError;
  ecbRates: (date?: string) => Promise<RatesResult>;
  offload: Offload | undefined;
  limiter: RateStore | undefined;
}

export interface HttpKit extends KitDeps, RateGate, Answers {
  /** The documents built from the registry (reference, OpenAPI, llms.txt, the examples' responses), and their bytes. */
  store: DocumentStore;
  /** The public origin of a request (request-context.ts). */
  baseUrlOf(req: HttpRequest): string;
  /**
   * Whose work a request hands the worker pool, which queues each client apart and serves them in turn: the rate
   * limiter's key (limitKey), whether or not the limit is on. Where that names no client (an unreadable
   * CLIENT_IP_HEADER with the limit off, or no address at all) the socket's key stands in, `unknown` without one.
   */
  clientOf(req: HttpRequest): string;
  contextFor(req: HttpRequest, writtenNumbers?: WrittenNumbers): Context;
  /** A bug: logged with the request id the response carries, so a user's report of a 500 leads to its log line. */
  internalError(error: unknown, detail: Record<string, unknown>, headers: Record<string, string>): HttpResponse;
  tooLarge(headers: Record<string, string>): HttpResponse;
  /** The client went away before its body arrived: nobody will read this answer, and it is not a fault of ours. */
  aborted(headers: Record<string, string>): HttpResponse;
  /** `limited: false` for /healthz, which never touches the rate limiter. */
  methodNotAllowed(req: HttpRequest, allow: string, headers: Record<string, string>, limited?: boolean): HttpResponse | Promise<HttpResponse>;
  preflight(req: HttpRequest, allow: string, headers: Record<string, string>, limited?: boolean): HttpResponse | Promise<HttpResponse>;
  /** A 404: JSON for API clients, a page in the path's language for browsers (by Accept), outside /api. */
  notFound(req: HttpRequest, message: string, headers: Record<string, string>): Promise<HttpResponse>;
}

export function createKit(deps: KitDeps): HttpKit {
  const { config, registry, now, ecbRates, logError } = deps;
  const store = new DocumentStore(
    // Examples run on the embedded snapshot (createContext's default), so the documents never wait on the ECB feed.
    (baseUrl) =>
      registry.loadAll().then((operations) =>
        Promise.all([import('../documents.js'), runExamples(operations, createContext({ now, baseUrl, operations: registry.entries }))]).then(
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
      ),
    config.BASE_URL,
  );
  // With BASE_URL unset a document names the request's origin, so a cache must key it by Host (and scheme) too.
  const documentVary = store.followsHost ? `Accept-Encoding, Host${config.TRUST_PROXY > 0 ? ', X-Forwarded-Proto' : ''}` : 'Accept-Encoding';
  const gate = createRateGate(config, deps.limiter);
  const answers = createAnswers(store, documentVary, gate);
  const { rateLimit, limitThen } = gate;
  const baseUrlOf = originOf(config);

  function contextFor(req: HttpRequest, writtenNumbers?: WrittenNumbers): Context {
    return new RequestContext(now, ecbRates, registry.entries, req, baseUrlOf, writtenNumberOf(writtenNumbers));
  }

  function clientOf(req: HttpRequest): string {
    const key = gate.limitKey(req, {});
    return typeof key === 'string' ? key : req.socketKey(clientKey);
  }

  function internalError(error: unknown, detail: Record<string, unknown>, headers: Record<string, string>): HttpResponse {
    logError(error, { requestId: headers['x-request-id'], ...detail });
    return errorResponse(500, 'internal error', headers);
  }

  function tooLarge(headers: Record<string, string>): HttpResponse {
    headers['connection'] = 'close';
    return errorResponse(413, `body: larger than the limit of ${config.MAX_BODY_BYTES} bytes`, headers);
  }

  function aborted(headers: Record<string, string>): HttpResponse {
    headers['connection'] = 'close';
    return errorResponse(400, 'body: the connection closed before the body arrived', headers);
  }

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

  async function notFound(req: HttpRequest, message: string, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    if (req.path.startsWith('/api') || !(req.header('accept') ?? '').includes('text/html')) return errorResponse(404, message, headers);
    const [{ notFoundPage }, { localeOfPath }] = await Promise.all([import('../site/not-found-page.js'), import('../site/site-route.js')]);
    setPageSecurity(headers, HTML_CSP);
    headers['cache-control'] = 'no-store';
    const page = notFoundPage(localeOfPath(req.path), req.path, store.renderBaseUrl);
    return answers.textAnswer(req, headers, store.localize(page, baseUrlOf(req)), 'text/html; charset=utf-8', 404);
  }

  return {
    ...deps,
    ...gate,
    ...answers,
    store,
    baseUrlOf,
    clientOf,
    contextFor,
    internalError,
    tooLarge,
    aborted,
    methodNotAllowed,
    preflight,
    notFound,
  };
}

/**
 * `POST /api/v1/<operation>`: the hot path. The body is read, parsed and run through the one executor; large and
 * output-heavy calls go to the worker pool. Every request allocates here, so nothing is added per request that is not
 * needed: the kit's functions are taken out once, no closure is made and no promise awaited beyond those below.
 */
import { execute, type Outcome } from '../../core/execute.js';
import type { AnyOperation } from '../../core/operation.js';
import { shouldOffload, type OffloadResult } from '../../workers/offload.js';
import { parseJsonBody } from './json-body.js';
import type { HttpKit } from './kit.js';
import { errorResponse, text } from './respond.js';
import type { BodyRead, HttpRequest, HttpResponse } from './types.js';

/** `runOperation(op, req, headers)`: never throws nor rejects; a failure past the rate limiter is a logged 500. */
export function operationServer(kit: HttpKit): (op: AnyOperation, req: HttpRequest, headers: Record<string, string>) => Promise<HttpResponse> {
  const { config, offload, rateLimit, contextFor, clientOf, internalError, tooLarge, aborted } = kit;

  /** One promise (the body) and one callback, then synchronous work unless the operation itself is asynchronous. */
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
    if (offload && shouldOffload(op, body.bytes.byteLength)) {
      const ctx = contextFor(req);
      const task = { operationId: op.id, source: { body: body.bytes }, now: ctx.now().getTime(), baseUrl: ctx.baseUrl, wantValue: false };
      return offload.run(task, clientOf(req)).then(
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

  return runOperation;
}

/** A refusal or a result as HTTP: 400 unless the outcome says 422 or 503 (with Retry-After). */
function finish(outcome: Outcome | OffloadResult, headers: Record<string, string>): HttpResponse {
  if (outcome.ok) return text(200, outcome.json, 'application/json; charset=utf-8', headers);
  if (!('status' in outcome)) return errorResponse(400, outcome.error, headers);
  if (outcome.retryAfterSeconds !== undefined) headers['retry-after'] = String(outcome.retryAfterSeconds);
  return errorResponse(outcome.status, outcome.error, headers);
}

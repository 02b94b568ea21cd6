import { randomUUID } from 'node:crypto';
import type { HttpResponse } from './types.js';

/** Origins may call from anywhere: the API is public and keyless. */
const EXPOSED_HEADERS = [
  'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Retry-After', 'X-Request-Id',
  'RateLimit', 'RateLimit-Policy', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset',
].join(', ');

export const ALLOWED_REQUEST_HEADERS = 'Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

/**
 * An incoming X-Request-Id worth keeping (a proxy's or a client's, to follow one request through several logs): 1 to
 * 128 letters, digits and `-_.:+/=` — UUIDs, ULIDs, hex and base64 trace ids. Anything else is replaced, not refused:
 * the id is a convenience, never a reason to turn a request away, and what is kept is safe in a header and a log line.
 */
const REQUEST_ID = /^[\w.:+/=-]{1,128}$/;

/** The request's id: the one it came with when that is a safe token, else a new UUID (~50 ns from Node's cached entropy). */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Headers every response carries, errors included, X-Request-Id among them. Which response headers a page's script
 * may read only matters to browsers, and browsers always send Origin on a cross-origin request; so the long expose
 * list goes only to them.
 */
export function baseHeaders(origin: string | undefined, requestId: string = randomUUID()): Record<string, string> {
  const headers: Record<string, string> = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', 'x-request-id': requestId };
  if (origin !== undefined) headers['access-control-expose-headers'] = EXPOSED_HEADERS;
  return headers;
}

export function json(status: number, value: unknown, headers: Record<string, string>): HttpResponse {
  headers['content-type'] = 'application/json; charset=utf-8';
  return { status, headers, body: JSON.stringify(value) };
}

/** The error contract: a body with exactly one key, `error`. */
export function errorResponse(status: number, message: string, headers: Record<string, string>): HttpResponse {
  headers['cache-control'] = 'no-store';
  return json(status, { error: message }, headers);
}

export function text(status: number, body: string, contentType: string, headers: Record<string, string>): HttpResponse {
  headers['content-type'] = contentType;
  return { status, headers, body };
}

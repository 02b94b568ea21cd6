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

/** The request's id: the one it came with when that is a safe token, else a new random UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomRequestId();
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A version-4 UUID from Math.random (122 random bits from two draws of V8's 128-bit generator). A request id ties an
 * answer to its log line; it grants nothing and need not be unguessable, so it does without a CSPRNG: loading
 * node:crypto for one would cost every cold start about 5 ms before its first answer.
 */
function randomRequestId(): string {
  const a = (Math.random() * 2 ** 32) >>> 0;
  const b = (Math.random() * 2 ** 32) >>> 0;
  const c = (Math.random() * 2 ** 32) >>> 0;
  const d = (Math.random() * 2 ** 32) >>> 0;
  return (
    HEX[a >>> 24]! + HEX[(a >>> 16) & 255]! + HEX[(a >>> 8) & 255]! + HEX[a & 255]! + '-' +
    HEX[b >>> 24]! + HEX[(b >>> 16) & 255]! + '-' + HEX[((b >>> 8) & 15) | 64]! + HEX[b & 255]! + '-' +
    HEX[((c >>> 24) & 63) | 128]! + HEX[(c >>> 16) & 255]! + '-' + HEX[(c >>> 8) & 255]! + HEX[c & 255]! +
    HEX[d >>> 24]! + HEX[(d >>> 16) & 255]! + HEX[(d >>> 8) & 255]! + HEX[d & 255]!
  );
}

/**
 * Headers every response carries, errors included, X-Request-Id among them. Which response headers a page's script
 * may read only matters to browsers, and browsers always send Origin on a cross-origin request; so the long expose
 * list goes only to them.
 */
export function baseHeaders(origin: string | undefined, requestId: string = randomRequestId()): Record<string, string> {
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

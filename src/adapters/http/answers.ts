/**
 * The 200 answers to a GET or HEAD: text compressed when the client accepts it, bytes, scripts; each with an ETag when
 * its Cache-Control lets it be kept, and a 304 with no body when `If-None-Match` already names it (etag.ts).
 */
import { compress, MIN_COMPRESS_BYTES, pickEncoding } from './compress.js';
import type { DocumentStore } from './document-store.js';
import { contentHash, entityTag, noneMatchHits } from './etag.js';
import type { RateGate } from './rate-gate.js';
import { text } from './respond.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** One of the large fixed documents, whose hash and compressed bytes the store keeps per origin. */
export interface StoredText {
  key: string;
  origin: string;
  /** store.hashFor(key, …, origin). */
  hash: string;
}

export interface Answers {
  /**
   * A text answer (a 200 unless `status` says otherwise), compressed when the client accepts it. For a `stored`
   * document the compressed bytes are kept per origin; compressing one afresh for a new origin is real work, so it
   * counts against the client's rate limit (returned as a 429 when over).
   */
  textAnswer(req: HttpRequest, headers: Record<string, string>, body: string, contentType: string, status?: number, stored?: StoredText): HttpResponse | Promise<HttpResponse>;
  /** Bytes kept for the process (an icon), sent as they are. */
  bytesAnswer(req: HttpRequest, headers: Record<string, string>, bytes: Uint8Array, contentType: string): HttpResponse;
  /** A script, compressed when the client accepts it; its bytes and tag are made once per URL and encoding. */
  scriptAnswer(req: HttpRequest, headers: Record<string, string>, url: string, body: string): HttpResponse;
}

/** `vary`: what a text answer varies by (Accept-Encoding, and Host when documents follow it). */
export function createAnswers(store: DocumentStore, vary: string, { limitThen }: RateGate): Answers {
  /** Scripts as sent, by URL and encoding: each is encoded once (compressing pdf.js's 1.7 MB worker takes ~0.1 s). */
  const scripts = new Map<string, { bytes: Uint8Array; tag: string }>();
  /** Hashes of the byte bodies kept for the process, made once each. */
  const byteHashes = new WeakMap<Uint8Array, string>();

  function textAnswer(req: HttpRequest, headers: Record<string, string>, body: string, contentType: string, status = 200, stored?: StoredText): HttpResponse | Promise<HttpResponse> {
    headers['vary'] = headers['vary'] ? `${vary}, ${headers['vary']}` : vary;
    const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.header('accept-encoding')) : undefined;
    // Checked before compressing: a 304 costs no compression.
    if (status === 200 && mayBeKept(headers) && notModified(req, headers, entityTag(stored?.hash ?? contentHash(body), encoding))) return unchanged(headers);
    const response = text(status, body, contentType, headers);
    if (!encoding) return headOrBody(req, response);
    if (stored === undefined) return headOrBody(req, response, encoding, compress(body, encoding));
    const made = store.compressedFor(stored.origin, stored.key, encoding, body);
    if (!made.fresh || !store.followsHost) return headOrBody(req, response, encoding, made.bytes);
    return limitThen(req, headers, 1, () => headOrBody(req, response, encoding, made.bytes));
  }

  function bytesAnswer(req: HttpRequest, headers: Record<string, string>, bytes: Uint8Array, contentType: string): HttpResponse {
    if (mayBeKept(headers)) {
      let hash = byteHashes.get(bytes);
      if (hash === undefined) byteHashes.set(bytes, (hash = contentHash(bytes)));
      if (notModified(req, headers, entityTag(hash))) return unchanged(headers);
    }
    return sendBytes(req, headers, bytes, contentType);
  }

  function scriptAnswer(req: HttpRequest, headers: Record<string, string>, url: string, body: string): HttpResponse {
    const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.header('accept-encoding')) : undefined;
    const key = `${url}\0${encoding ?? 'identity'}`;
    let script = scripts.get(key);
    if (!script) {
      const bytes = encoding ? compress(body, encoding) : new TextEncoder().encode(body);
      scripts.set(key, (script = { bytes, tag: entityTag(contentHash(body), encoding) }));
    }
    headers['vary'] = 'Accept-Encoding';
    if (notModified(req, headers, script.tag)) return unchanged(headers);
    if (encoding) headers['content-encoding'] = encoding;
    return sendBytes(req, headers, script.bytes, 'text/javascript; charset=utf-8');
  }

  return { textAnswer, bytesAnswer, scriptAnswer };
}

/** Whether the answer's Cache-Control lets it be kept (then it is tagged); `no-store` answers carry no ETag. */
function mayBeKept(headers: Record<string, string>): boolean {
  const cacheControl = headers['cache-control'];
  return cacheControl !== undefined && !cacheControl.includes('no-store');
}

/** Sets the ETag; true when the request's `If-None-Match` already names it. */
function notModified(req: HttpRequest, headers: Record<string, string>, tag: string): boolean {
  headers['etag'] = tag;
  return noneMatchHits(req.header('if-none-match'), tag);
}

/**
 * 304 Not Modified: the headers a 200 would carry for caches to refresh (ETag, Cache-Control, Vary, …) and no
 * body; no Content-Type nor Content-Length, which describe a body (RFC 9110 §15.4.5).
 */
function unchanged(headers: Record<string, string>): HttpResponse {
  return { status: 304, headers, body: null };
}

/** The text answer as encoded, or its length alone for a HEAD. */
function headOrBody(req: HttpRequest, response: HttpResponse, encoding?: string, bytes?: Uint8Array): HttpResponse {
  if (encoding && bytes) {
    response.headers['content-encoding'] = encoding;
    response.body = bytes;
  }
  if (req.method === 'HEAD') {
    response.headers['content-length'] = String(typeof response.body === 'string' ? Buffer.byteLength(response.body) : response.body!.byteLength);
    response.body = null;
  }
  return response;
}

function sendBytes(req: HttpRequest, headers: Record<string, string>, bytes: Uint8Array, contentType: string): HttpResponse {
  headers['content-type'] = contentType;
  headers['content-length'] = String(bytes.byteLength);
  return { status: 200, headers, body: req.method === 'HEAD' ? null : bytes };
}

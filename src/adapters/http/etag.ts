/**
 * Entity tags and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2), so a cache or a client keeps a document and asks again
 * for the cost of a 304. A tag is strong: a hash of the body's identity bytes, suffixed with the content-coding it is
 * sent in, so a Brotli, a gzip and an identity answer of the same document never share one.
 */
/** node:crypto on first use (documents and pages), not at start: loading it costs a cold start about 5 ms. */
let crypto: typeof import('node:crypto') | undefined;

/** A short, stable digest of a body (SHA-1, base64url): a cache key, not a secret. */
export function contentHash(body: string | Uint8Array): string {
  return (crypto ??= process.getBuiltinModule('node:crypto')).createHash('sha1').update(body).digest('base64url');
}

/** The strong tag of a body whose identity bytes hash to `hash`, as sent in `encoding` (none = identity). */
export function entityTag(hash: string, encoding?: string): string {
  return encoding === undefined ? `"${hash}"` : `"${hash}-${encoding}"`;
}

const LISTED_TAG = /(?:W\/)?("[^"]*")/g;

/**
 * Whether `If-None-Match` names the current representation (then a GET or HEAD answers 304): `*`, or a listed tag
 * equal to `tag` by weak comparison (a `W/` prefix on either side is ignored). A malformed header matches nothing.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
  for (const listed of ifNoneMatch.matchAll(LISTED_TAG)) if (listed[1] === opaque) return true;
  return false;
}

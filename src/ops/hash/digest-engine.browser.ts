import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import type { Algorithm } from './digest.js';

/**
 * The digests in the visitor's browser, where node:crypto does not exist and Web Crypto has no MD5 and answers only
 * asynchronously: @noble/hashes (audited, synchronous, no dependencies). Same signatures as digest-engine.ts.
 */
const HASHES = { md5, sha1, sha256, sha384, sha512 } as const;

export function digest(algorithm: Algorithm, data: Uint8Array): Uint8Array {
  return HASHES[algorithm](data);
}

export function hmacDigest(algorithm: Algorithm, key: Uint8Array, data: Uint8Array): Uint8Array {
  return hmac(HASHES[algorithm], key, data);
}

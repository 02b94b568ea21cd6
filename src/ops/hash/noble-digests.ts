import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import type { Algorithm, HmacAlgorithm } from './digest.js';

/**
 * Every digest in JavaScript: @noble/hashes (audited, synchronous, no dependencies). The browser takes them all; the
 * server takes those its platform's crypto lacks (BLAKE3 everywhere; SHA-3 and BLAKE2 where BoringSSL, not OpenSSL,
 * is underneath, as in Workers).
 */
export const NOBLE_HASHES = {
  md5,
  sha1,
  sha256,
  sha384,
  sha512,
  'sha3-256': sha3_256,
  'sha3-384': sha3_384,
  'sha3-512': sha3_512,
  blake2b512: blake2b,
  blake2s256: blake2s,
  blake3,
} as const satisfies Record<Algorithm, unknown>;

export function nobleDigest(algorithm: Algorithm, data: Uint8Array): Uint8Array {
  return NOBLE_HASHES[algorithm](data);
}

export function nobleHmac(algorithm: HmacAlgorithm, key: Uint8Array, data: Uint8Array): Uint8Array {
  return hmac(NOBLE_HASHES[algorithm], key, data);
}

import * as crypto from 'node:crypto';
import type { Algorithm, HmacAlgorithm } from './digest.js';
import { nobleDigest, nobleHmac } from './noble-digests.js';

/**
 * The digests on the server: the platform's native code (OpenSSL in Node), 10–40 times faster than JavaScript on a
 * megabyte, for every algorithm it has; @noble/hashes for the others (BLAKE3, which OpenSSL lacks, and SHA-3 and
 * BLAKE2 on Workers, whose node:crypto is BoringSSL's). Browser bundles take digest-engine.browser.ts instead (the
 * `.browser.ts` twin rule of src/client/build/), and digest-engines.test.ts checks that both give the same bytes.
 */
let native: Set<string> | undefined;

function isNative(algorithm: Algorithm): boolean {
  native ??= new Set(typeof crypto.getHashes === 'function' ? crypto.getHashes() : ['md5', 'sha1', 'sha256', 'sha384', 'sha512']);
  return algorithm !== 'blake3' && native.has(algorithm);
}

export function digest(algorithm: Algorithm, data: Uint8Array): Uint8Array {
  return isNative(algorithm) ? crypto.createHash(algorithm).update(data).digest() : nobleDigest(algorithm, data);
}

export function hmacDigest(algorithm: HmacAlgorithm, key: Uint8Array, data: Uint8Array): Uint8Array {
  return isNative(algorithm) ? crypto.createHmac(algorithm, key).update(data).digest() : nobleHmac(algorithm, key, data);
}

/**
 * The digests in the visitor's browser, where node:crypto does not exist and Web Crypto has no MD5, SHA-3 or BLAKE and
 * answers only asynchronously: all of them from @noble/hashes (noble-digests.ts). Same signatures as digest-engine.ts.
 */
export { nobleDigest as digest, nobleHmac as hmacDigest } from './noble-digests.js';

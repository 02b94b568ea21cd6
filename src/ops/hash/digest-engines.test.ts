import { describe, expect, it } from 'vitest';
import { bytesToHex, utf8Bytes } from '../../core/bytes.js';
import { ALGORITHMS } from './digest.js';
import * as browser from './digest-engine.browser.js';
import * as node from './digest-engine.js';

/**
 * The server's digests (node:crypto) and the browser's (@noble/hashes, the `.browser.ts` twin its pages load) give the
 * same bytes: for the published test vectors, and for inputs of every length around the block sizes, with keys
 * shorter and longer than a block.
 */
describe('digest engines: node:crypto on the server, @noble/hashes in the browser', () => {
  it('give the published vectors for "abc" (RFC 1321, FIPS 180-2) and HMAC (RFC 2202, RFC 4231 case 2)', () => {
    const abc = utf8Bytes('abc');
    const vectors = {
      md5: '900150983cd24fb0d6963f7d28e17f72',
      sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    } as const;
    for (const algorithm of ALGORITHMS) {
      expect(bytesToHex(node.digest(algorithm, abc)), algorithm).toBe(vectors[algorithm]);
      expect(bytesToHex(browser.digest(algorithm, abc)), algorithm).toBe(vectors[algorithm]);
    }
    // RFC 2202 test case 2 (key "Jefe", "what do ya want for nothing?") for MD5 and SHA-1; RFC 4231 case 2 for SHA-256.
    const key = utf8Bytes('Jefe');
    const data = utf8Bytes('what do ya want for nothing?');
    const hmacs = {
      md5: '750c783e6ab0b503eaa86e310a5db738',
      sha1: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
      sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    } as const;
    for (const [algorithm, hex] of Object.entries(hmacs) as [keyof typeof hmacs, string][]) {
      expect(bytesToHex(node.hmacDigest(algorithm, key, data)), algorithm).toBe(hex);
      expect(bytesToHex(browser.hmacDigest(algorithm, key, data)), algorithm).toBe(hex);
    }
  });

  it('agree on every length from 0 to 300 bytes and keys of 0 to 200 bytes, for every algorithm', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37 + 11) & 0xff);
    for (const algorithm of ALGORITHMS) {
      for (let length = 0; length <= 300; length += 7) {
        const data = bytes.subarray(0, length);
        expect(bytesToHex(browser.digest(algorithm, data)), `${algorithm} ${length}`).toBe(bytesToHex(node.digest(algorithm, data)));
        const key = bytes.subarray(300 - Math.min(200, length), 300);
        expect(bytesToHex(browser.hmacDigest(algorithm, key, data)), `${algorithm} hmac ${length}`).toBe(bytesToHex(node.hmacDigest(algorithm, key, data)));
      }
    }
  });
});

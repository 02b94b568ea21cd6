import { describe, expect, it } from 'vitest';
import { bytesToHex, utf8Bytes } from '../../core/bytes.js';
import { ALGORITHMS, HMAC_ALGORITHMS } from './digest.js';
import * as browser from './digest-engine.browser.js';
import * as node from './digest-engine.js';

/**
 * The server's digests (node:crypto) and the browser's (@noble/hashes, the `.browser.ts` twin its pages load) give the
 * same bytes: for the published test vectors, and for inputs of every length around the block sizes, with keys
 * shorter and longer than a block.
 */
describe('digest engines: node:crypto on the server, @noble/hashes in the browser', () => {
  it('give the published vectors for "abc" (RFC 1321, FIPS 180-2, FIPS 202, RFC 7693, BLAKE3) and HMAC (RFC 2202, RFC 4231 case 2)', () => {
    const abc = utf8Bytes('abc');
    const vectors = {
      md5: '900150983cd24fb0d6963f7d28e17f72',
      sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      // NIST's FIPS 202 example values (Python's hashlib.sha3_* agree).
      'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
      'sha3-384': 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
      'sha3-512': 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
      // RFC 7693, appendices A and B.
      blake2b512: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
      blake2s256: '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982',
      // The BLAKE3 team's b3sum.
      blake3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
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
      // Python: hmac.new(b'Jefe', b'what do ya want for nothing?', 'sha3_256').hexdigest(), and so on.
      'sha3-256': 'c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5',
      'sha3-384': 'f1101f8cbf9766fd6764d2ed61903f21ca9b18f57cf3e1a23ca13508a93243ce48c045dc007f26a21b3f5e0e9df4c20a',
      'sha3-512': '5a4bfeab6166427c7a3647b747292b8384537cdb89afb3bf5665e4c5e709350b287baec921fd7ca0ee7a0c31d022a95e1fc92ba9d77df883960275beb4e62024',
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
      }
    }
    for (const algorithm of HMAC_ALGORITHMS) {
      for (let length = 0; length <= 300; length += 7) {
        const data = bytes.subarray(0, length);
        const key = bytes.subarray(300 - Math.min(200, length), 300);
        expect(bytesToHex(browser.hmacDigest(algorithm, key, data)), `${algorithm} hmac ${length}`).toBe(bytesToHex(node.hmacDigest(algorithm, key, data)));
      }
    }
  });

  it('give BLAKE3 the BLAKE3 team\'s test vectors (test_vectors.json: input i % 251, the first 32 bytes of "hash")', () => {
    // https://github.com/BLAKE3-team/BLAKE3/blob/master/test_vectors/test_vectors.json (CC0 / Apache-2.0).
    const vectors: [number, string][] = [
      [0, 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
      [1, '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
      [1023, '10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11'],
      [1024, '42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7'],
      [1025, 'd00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444'],
      [2048, 'e776b6028c7cd22a4d0ba182a8bf62205d2ef576467e838ed6f2529b85fba24a'],
      [2049, '5f4d72f40d7a5f82b15ca2b2e44b1de3c2ef86c426c95c1af0b6879522563030'],
      [4097, '9b4052b38f1c5fc8b1f9ff7ac7b27cd242487b3d890d15c96a1c25b8aa0fb995'],
      [7169, 'a003fc7a51754a9b3c7fae0367ab3d782dccf28855a03d435f8cfe74605e7817'],
    ];
    for (const [length, hex] of vectors) {
      const data = Uint8Array.from({ length }, (_, i) => i % 251);
      expect(bytesToHex(node.digest('blake3', data)), String(length)).toBe(hex);
      expect(bytesToHex(browser.digest('blake3', data)), String(length)).toBe(hex);
    }
  });
});

import { describe, expect, it } from 'vitest';
import op from './hash.op.js';
import { fails, ok } from '../../../test/support/run-op.js';

const hex = async (input: Record<string, unknown>) => (await ok(op, input)).hex;

describe('hash', () => {
  // FIPS 180-2 appendices A–D (now FIPS 180-4's examples): the one-block message "abc" and the two-block 448-bit one.
  const TWO_BLOCK = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
  it.each([
    ['sha1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha1', TWO_BLOCK, '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    ['sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['sha256', TWO_BLOCK, '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['sha384', 'abc', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
    ['sha512', 'abc', 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
    ['sha256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ])('%s(%j) is the FIPS 180 value', async (algorithm, text, digest) => {
    expect(await hex({ text, algorithm })).toBe(digest);
  });

  // FIPS 202 (NIST's SHA-3 example values) and RFC 7693; Python's hashlib gives the same (hashlib.sha3_256(m).hexdigest()…).
  it.each([
    ['sha3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
    ['sha3-256', TWO_BLOCK, '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376'],
    ['sha3-512', TWO_BLOCK, '04a371e84ecfb5b8b77cb48610fca8182dd457ce6f326a0fd3d7ec2f1e91636dee691fbe0c985302ba1b0d8dc78c086346b533b49c030d99a27daf1139d6e75e'],
    ['blake2s256', 'abc', '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982'],
    ['blake3', '', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  ])('%s(%j) is the published value', async (algorithm, text, digest) => {
    expect(await ok(op, { text, algorithm })).toMatchObject({ algorithm, hex: digest });
  });

  it('reads the algorithm as people write it, and names the one used (issue 30)', async () => {
    const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    for (const spelling of ['SHA-256', 'sha_256', 'Sha256', ' SHA2-256 ', 'sha 256']) {
      expect(await ok(op, { text: 'abc', algorithm: spelling }), spelling).toMatchObject({ algorithm: 'sha256', hex: sha256 });
    }
    expect((await ok(op, { text: 'abc', algorithm: 'SHA3_256' })).algorithm).toBe('sha3-256');
    expect((await ok(op, { text: 'abc', algorithm: 'SHA-1' })).algorithm).toBe('sha1');
    expect((await ok(op, { text: 'abc', algorithm: 'BLAKE2b' })).algorithm).toBe('blake2b512');
    expect((await ok(op, { text: 'abc', algorithm: 'MD5' })).algorithm).toBe('md5');
  });

  // RFC 1321, appendix A.5 (the MD5 test suite).
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ])('md5(%j) is the RFC 1321 value', async (text, digest) => {
    expect(await hex({ text, algorithm: 'md5' })).toBe(digest);
  });

  it('hashes UTF-8 bytes, and the same bytes given as hex or Base64 give the same digest', async () => {
    // "é" is C3 A9 in UTF-8: two bytes.
    const utf8 = await ok(op, { text: 'é' });
    expect(utf8.bytes).toBe(2);
    expect(await ok(op, { text: 'C3 a9', inputEncoding: 'hex' })).toEqual(utf8);
    expect(await ok(op, { text: 'w6k=', inputEncoding: 'base64' })).toEqual(utf8);
    expect(await ok(op, { text: 'w6k', inputEncoding: 'base64' })).toEqual(utf8);
    // No trimming: a final newline is a byte.
    expect(await hex({ text: 'abc\n' })).toBe('edeaaff3f1774ad2888673770c6d64097e391bc362d7d6fb34982ddf0efd18cb');
  });

  it('gives Base64 of the same digest', async () => {
    // Base64 of the 16 MD5("") bytes d41d8cd9…: the Content-MD5 of an empty body.
    expect((await ok(op, { text: '', algorithm: 'md5' })).base64).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
  });

  it('refuses bad input naming the field and what to send', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 'a', algorithm: 'sha3' })).toBe(
      "algorithm: must be one of 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512', 'blake2b512', 'blake2s256', 'blake3', got 'sha3'",
    );
    expect(await fails(op, { text: 'a', algorithm: 'sha-224' })).toContain("got 'sha-224'");
    expect(await fails(op, { text: 'a', inputEncoding: 'latin1' })).toBe("inputEncoding: must be one of 'utf8', 'hex', 'base64', got 'latin1'");
    expect(await fails(op, { text: 'abc', inputEncoding: 'hex' })).toBe('text: has an odd number of hexadecimal digits (3); each byte is two digits');
    expect(await fails(op, { text: '0xff', inputEncoding: 'hex' })).toBe("text: is not hexadecimal: unexpected character 'x' at position 1; use pairs of digits 0-9 a-f");
    expect(await fails(op, { text: 'ab!c', inputEncoding: 'base64' })).toBe("text: is not valid Base64: unexpected character '!' at position 2");
    expect(await fails(op, { text: 'a\ud800' })).toBe(
      'text: contains an unpaired surrogate (U+D800) at position 1; it is half of a character such as an emoji and has no UTF-8 bytes',
    );
  });
});

import { describe, expect, it } from 'vitest';
import op from './hmac.op.js';
import { fails, ok } from '../../../test/support/run-op.js';

const hex = async (input: Record<string, unknown>) => (await ok(op, input)).hex;
const bytes = (byte: string, count: number) => byte.repeat(count);

describe('hmac', () => {
  // RFC 4231 §4.2–4.8: HMAC-SHA-256, -384 and -512 (test case 5, a truncated output, is left out).
  const cases = [
    { name: 'case 1', key: bytes('0b', 20), data: '4869205468657265' },
    { name: 'case 2', key: '4a656665', data: '7768617420646f2079612077616e7420666f72206e6f7468696e673f' },
    { name: 'case 3', key: bytes('aa', 20), data: bytes('dd', 50) },
    { name: 'case 4', key: '0102030405060708090a0b0c0d0e0f10111213141516171819', data: bytes('cd', 50) },
    { name: 'case 6', key: bytes('aa', 131), data: Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex') },
    {
      name: 'case 7',
      key: bytes('aa', 131),
      data: Buffer.from(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ).toString('hex'),
    },
  ];
  const expected: Record<string, [string, string, string]> = {
    'case 1': [
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    ],
    'case 2': [
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    ],
    'case 3': [
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
      '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
      'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
    ],
    'case 4': [
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
      '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
      'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
    ],
    'case 6': [
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    ],
    'case 7': [
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
      '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
      'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
    ],
  };
  for (const c of cases) {
    it.each([0, 1, 2])(`RFC 4231 ${c.name} (%#: SHA-256, -384, -512)`, async (i) => {
      const algorithm = ['sha256', 'sha384', 'sha512'][i];
      expect(await hex({ text: c.data, key: c.key, algorithm, keyEncoding: 'hex', inputEncoding: 'hex' })).toBe(expected[c.name]![i]);
    });
  }

  // RFC 2202 §2 and §3: HMAC-MD5 and HMAC-SHA-1 test cases 1, 2, 3, 6.
  it.each([
    ['md5', bytes('0b', 16), '4869205468657265', '9294727a3638bb1c13f48ef8158bfc9d'],
    ['md5', '4a656665', '7768617420646f2079612077616e7420666f72206e6f7468696e673f', '750c783e6ab0b503eaa86e310a5db738'],
    ['md5', bytes('aa', 16), bytes('dd', 50), '56be34521d144c88dbb8c733f0e8b3f6'],
    ['md5', bytes('aa', 80), Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'), '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd'],
    ['sha1', bytes('0b', 20), '4869205468657265', 'b617318655057264e28bc0b6fb378c8ef146be00'],
    ['sha1', '4a656665', '7768617420646f2079612077616e7420666f72206e6f7468696e673f', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    ['sha1', bytes('aa', 20), bytes('dd', 50), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
    ['sha1', bytes('aa', 80), Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'), 'aa4ae5e15272d00e95705637ce8a3b55ed402112'],
  ])('RFC 2202 HMAC-%s', async (algorithm, key, data, digest) => {
    expect(await hex({ text: data, key, algorithm, keyEncoding: 'hex', inputEncoding: 'hex' })).toBe(digest);
  });

  it('reads the key as text, hex or Base64 alike', async () => {
    // "Jefe" = 4a656665 = SmVmZQ== (RFC 4231 case 2).
    const text = 'what do ya want for nothing?';
    const digest = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(await hex({ text, key: 'Jefe' })).toBe(digest);
    expect(await hex({ text, key: '4A 65 66 65', keyEncoding: 'hex' })).toBe(digest);
    expect(await hex({ text, key: 'SmVmZQ==', keyEncoding: 'base64' })).toBe(digest);
  });

  it('accepts an empty key', async () => {
    // HMAC-SHA-256 with an empty key over an empty message, as Python's hmac.new(b'', b'', 'sha256') gives.
    expect(await hex({ text: '', key: '' })).toBe('b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');
  });

  it('refuses bad input naming the field', async () => {
    expect(await fails(op, { text: 'a' })).toBe('key: is required');
    expect(await fails(op, { text: 'a', key: 'zz', keyEncoding: 'hex' })).toBe("key: is not hexadecimal: unexpected character 'z' at position 0; use pairs of digits 0-9 a-f");
    expect(await fails(op, { text: 'a', key: 'abc', keyEncoding: 'hex' })).toBe('key: has an odd number of hexadecimal digits (3); each byte is two digits');
    expect(await fails(op, { text: 'a', key: 'a=b', keyEncoding: 'base64' })).toBe("key: is not valid Base64: padding '=' in the middle at position 1");
    expect(await fails(op, { text: 'a', key: '\udc00' })).toMatch(/^key: contains an unpaired surrogate \(U\+DC00\) at position 0/);
    expect(await fails(op, { text: 'x', key: 'k', inputEncoding: 'hex' })).toBe("text: is not hexadecimal: unexpected character 'x' at position 0; use pairs of digits 0-9 a-f");
    expect(await fails(op, { text: 'a', key: 'k', keyEncoding: 'text' })).toBe("keyEncoding: must be one of 'utf8', 'hex', 'base64', got 'text'");
  });

  it('HMAC-SHA3 as Python computes it, the algorithm named as people write it (issue 30)', async () => {
    // hmac.new(b'Jefe', b'what do ya want for nothing?', 'sha3_256').hexdigest()
    expect(await ok(op, { text: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'SHA3-256' })).toMatchObject({
      algorithm: 'sha3-256',
      hex: 'c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5',
    });
    expect(await fails(op, { text: 'a', key: 'k', algorithm: 'blake3' })).toBe(
      "algorithm: must be one of 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512', got 'blake3'",
    );
  });
});

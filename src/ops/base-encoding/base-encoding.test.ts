import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/seeded-random.js';
import { HANG_GUARD_CPU_MS, cpuMs, cpuNow, fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import op from './base-encoding.op.js';
import { MAX_BASE58_BYTES, MAX_BASE58_DIGITS, decodeToBytes, encodeBytes, type Encoding } from './base-encoding.js';
// Bitcoin Core's src/test/data/base58_encode_decode.json (all of it; [hex bytes, Base58]), from
// https://github.com/bitcoin/bitcoin/blob/284c42a3ceb98587895935139984c52e9958005d/src/test/data/base58_encode_decode.json — MIT licence.
import bitcoinVectors from './base58-vectors.json' with { type: 'json' };
// Python 3.11's standard library on 60 byte strings (lengths 0–19, then random up to 63; random.Random(4648)):
// [bytes.hex(), base64.b16encode, base64.b32encode, base64.b32hexencode,
//  b32encode(...).translate(RFC 4648 alphabet → Crockford's '0123456789ABCDEFGHJKMNPQRSTVWXYZ').rstrip('=')].
import pythonVectors from './python-vectors.json' with { type: 'json' };

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

describe('base-encoding', () => {
  // RFC 4648 §10, every BASE16, BASE32 and BASE32-HEX vector (BASE16 there is uppercase; hex is written lowercase here).
  it.each([
    ['', '', '', ''],
    ['f', '66', 'MY======', 'CO======'],
    ['fo', '666f', 'MZXQ====', 'CPNG===='],
    ['foo', '666f6f', 'MZXW6===', 'CPNMU==='],
    ['foob', '666f6f62', 'MZXW6YQ=', 'CPNMUOG='],
    ['fooba', '666f6f6261', 'MZXW6YTB', 'CPNMUOJ1'],
    ['foobar', '666f6f626172', 'MZXW6YTBOI======', 'CPNMUOJ1E8======'],
  ])('RFC 4648 §10: %j', async (text, hex, base32, base32hex) => {
    for (const [encoding, encoded] of [['hex', hex], ['base32', base32], ['base32hex', base32hex]] as const) {
      expect(await ok(op, { text, encoding })).toEqual({ result: encoded, bytes: text.length, binary: false });
      expect(await ok(op, { text: encoded, encoding, direction: 'decode' })).toEqual({ result: text, bytes: text.length, binary: false });
    }
  });

  it("matches Python's base64 module (b16, b32, b32hex, and b32 translated to Crockford's alphabet) both ways", () => {
    expect(pythonVectors).toHaveLength(60);
    for (const [hex, b16, b32, b32hex, crockford] of pythonVectors as string[][]) {
      const bytes = fromHex(hex!);
      expect(encodeBytes(bytes, 'hex')).toBe(b16!.toLowerCase());
      expect(encodeBytes(bytes, 'base32')).toBe(b32);
      expect(encodeBytes(bytes, 'base32hex')).toBe(b32hex);
      expect(encodeBytes(bytes, 'base32crockford')).toBe(crockford);
      expect(hexOf(decodeToBytes(b16!, 'hex'))).toBe(hex);
      expect(hexOf(decodeToBytes(b32!, 'base32'))).toBe(hex);
      expect(hexOf(decodeToBytes(b32!.toLowerCase().replace(/=+$/, ''), 'base32'))).toBe(hex);
      expect(hexOf(decodeToBytes(b32hex!, 'base32hex'))).toBe(hex);
      expect(hexOf(decodeToBytes(crockford!.toLowerCase(), 'base32crockford'))).toBe(hex);
    }
  });

  it("matches Bitcoin Core's Base58 vectors both ways", async () => {
    expect(bitcoinVectors).toHaveLength(21);
    for (const [hex, encoded] of bitcoinVectors as [string, string][]) {
      expect(encodeBytes(fromHex(hex), 'base58'), hex).toBe(encoded);
      expect(hexOf(decodeToBytes(encoded, 'base58'))).toBe(hex.toLowerCase());
      // Through the operation: the bytes as text when they are UTF-8, else as hex.
      const out = await ok(op, { text: encoded, encoding: 'base58', direction: 'decode' });
      const text = new TextDecoder('utf-8', { fatal: false }).decode(fromHex(hex));
      expect(out.bytes).toBe(hex.length / 2);
      expect(out.result).toBe(out.binary ? hex.toLowerCase() : text);
    }
    // "a3gV" is "bbb"; "2cFupjhnEsSn59qHXstmK2ffpLv2" is "simply a long string".
    expect(await ok(op, { text: 'bbb', encoding: 'base58' })).toEqual({ result: 'a3gV', bytes: 3, binary: false });
    expect(await ok(op, { text: '2cFupjhnEsSn59qHXstmK2ffpLv2', encoding: 'base58', direction: 'decode' })).toEqual({
      result: 'simply a long string',
      bytes: 20,
      binary: false,
    });
    // Bitcoin Core's base58_tests.cpp: surrounding whitespace is skipped (here whitespace anywhere is).
    expect(hexOf(decodeToBytes(' \t\n\v\f\r skip \r\f\v\n\t ', 'base58'))).toBe('971a55');
  });

  it('round-trips random bytes through every encoding', () => {
    const random = seededRandom(58);
    for (let round = 0; round < 300; round++) {
      const bytes = new Uint8Array(Math.floor(random() * 70)).map(() => (random() < 0.2 ? 0 : Math.floor(random() * 256)));
      for (const encoding of ['hex', 'base32', 'base32hex', 'base32crockford', 'base58'] as Encoding[]) {
        expect(hexOf(decodeToBytes(encodeBytes(bytes, encoding), encoding)), encoding).toBe(hexOf(bytes));
      }
      expect(encodeBytes(bytes, 'hex')).toBe(Buffer.from(bytes).toString('hex'));
    }
  });

  it('encodes the UTF-8 bytes of text', async () => {
    // Python: 'Zoë 😀'.encode() → 5a 6f c3 ab 20 f0 9f 98 80; b32encode → LJX4HKZA6CPZRAA=, b32hexencode → B9NS7AP0U2FPH00=.
    expect(await ok(op, { text: 'Zoë 😀', encoding: 'hex' })).toEqual({ result: '5a6fc3ab20f09f9880', bytes: 9, binary: false });
    expect(await ok(op, { text: 'Zoë 😀', encoding: 'base32' })).toMatchObject({ result: 'LJX4HKZA6CPZRAA=' });
    expect(await ok(op, { text: 'Zoë 😀', encoding: 'base32hex' })).toMatchObject({ result: 'B9NS7AP0U2FPH00=' });
    expect(await ok(op, { text: 'Zoë 😀', encoding: 'base32crockford' })).toMatchObject({ result: 'B9QW7AS0Y2FSH00' }); // Python: the b32encode above, translated to Crockford's alphabet
    // @scure/base's own example: 12 ab → 2ANG.
    expect(encodeBytes(new Uint8Array([0x12, 0xab]), 'base32crockford')).toBe('2ANG');
    expect(await ok(op, { text: '', encoding: 'base58' })).toEqual({ result: '', bytes: 0, binary: false });
  });

  it('decodes leniently where the meaning is plain', async () => {
    const decode = async (text: string, encoding: string) => (await ok(op, { text, encoding, direction: 'decode' })).result;
    expect(await decode('0x48 65 6C\n6c 6f', 'hex')).toBe('Hello');
    expect(await decode('  0X4865  ', 'hex')).toBe('He');
    expect(await decode('mzxw6', 'base32')).toBe('foo'); // lowercase, no padding
    expect(await decode('MZXW6=', 'base32')).toBe('foo'); // partial padding
    expect(await decode('MZXW 6YTB\nOI==\n====', 'base32')).toBe('foobar'); // whitespace anywhere, even in the padding
    expect(await decode('MZ======', 'base32')).toBe('f'); // unused low bits ignored, as Python's b32decode: MY and MZ are both 'f'
    expect(await decode('cpnmu', 'base32hex')).toBe('foo');
    expect(await decode('CSQP-YRK1-E8', 'base32crockford')).toBe('foobar'); // hyphens skipped
    expect(await decode('csqpyrkle8', 'base32crockford')).toBe('foobar'); // l read as 1
    expect(await decode('CSQPYRKIE8', 'base32crockford')).toBe('foobar'); // I read as 1
    expect(hexOf(decodeToBytes('oo', 'base32crockford'))).toBe('00'); // O read as 0
    expect(await decode('a3g V', 'base58')).toBe('bbb');
    // Spellings of the enum values.
    expect(await ok(op, { text: 'f', encoding: 'Base-32' })).toMatchObject({ result: 'MY======' });
    expect(await ok(op, { text: 'f', encoding: 'BASE16' })).toMatchObject({ result: '66' });
    expect(await ok(op, { text: 'f', encoding: 'base32_hex' })).toMatchObject({ result: 'CO======' });
    expect(await ok(op, { text: 'f', encoding: 'crockford' })).toMatchObject({ result: 'CR' });
    expect(await ok(op, { text: 'CR', encoding: 'crockford', direction: ' Decode ' })).toMatchObject({ result: 'f' });
  });

  it('returns bytes that are not UTF-8 text as hex, flagged binary', async () => {
    expect(await ok(op, { text: 'FF D8 FF E0', encoding: 'hex', direction: 'decode' })).toEqual({ result: 'ffd8ffe0', bytes: 4, binary: true });
    // ED A0 80 (a surrogate written as UTF-8) is not UTF-8; EF BB BF (a BOM) is, and is kept.
    expect(await ok(op, { text: 'eda080', encoding: 'hex', direction: 'decode' })).toMatchObject({ result: 'eda080', binary: true });
    expect(await ok(op, { text: 'efbbbf41', encoding: 'hex', direction: 'decode' })).toMatchObject({ result: '\uFEFFA', binary: false });
    expect(await ok(op, { text: '00', encoding: 'hex', direction: 'decode' })).toMatchObject({ result: '\u0000', binary: false });
  });

  it('refuses malformed input with the reason and position', async () => {
    const decode = (text: string, encoding: string) => fails(op, { text, encoding, direction: 'decode' });
    expect(await decode('48 6g', 'hex')).toBe("text: is not valid hexadecimal: unexpected character 'g' at position 4; use pairs of digits 0-9 a-f");
    expect(await decode('0x0x12', 'hex')).toBe("text: is not valid hexadecimal: unexpected character 'x' at position 3; use pairs of digits 0-9 a-f");
    expect(await decode('abc', 'hex')).toBe('text: is not valid hexadecimal: odd number of digits (3); each byte is two digits');
    expect(await decode('MZ!W', 'base32')).toBe("text: is not valid Base32: unexpected character '!' at position 2");
    expect(await decode('MZ0W', 'base32')).toBe("text: is not valid Base32: unexpected character '0' at position 2 (Base32 has no 0; for digits first, use base32hex)");
    expect(await decode('CPNMW', 'base32hex')).toBe("text: is not valid Base32hex: unexpected character 'W' at position 4");
    expect(await decode('MZXW6😀', 'base32')).toBe("text: is not valid Base32: unexpected character '😀' at position 5");
    expect(await decode('MY==MY==', 'base32')).toBe("text: is not valid Base32: padding '=' in the middle at position 2");
    expect(await decode('MZXW6YTB=', 'base32')).toBe("text: is not valid Base32: unexpected padding '=' at position 8");
    expect(await decode('MY=======', 'base32')).toBe("text: is not valid Base32: unexpected padding '=' at position 8");
    expect(await decode('M', 'base32')).toBe('text: is not valid Base32: the last group has 1 character; a group of up to 8 ends after 2, 4, 5, 7 or 8');
    expect(await decode('MZXW6YTBOIA', 'base32')).toBe(
      'text: is not valid Base32: the last group has 3 characters; a group of up to 8 ends after 2, 4, 5, 7 or 8',
    );
    expect(await decode('MZX=====', 'base32')).toMatch(/the last group has 3 characters/);
    expect(await decode('CSQPU', 'base32crockford')).toBe("text: is not valid Crockford's Base32: unexpected character 'U' at position 4");
    expect(await decode('CR==', 'base32crockford')).toBe("text: is not valid Crockford's Base32: unexpected character '=' at position 2");
    expect(await decode('a3g0', 'base58')).toBe(
      "text: is not valid Base58: unexpected character '0' at position 3 (Base58 leaves out 0, O, I and l, which look alike)",
    );
    expect(await decode('a3g+', 'base58')).toBe("text: is not valid Base58: unexpected character '+' at position 3");
    expect(await decode('a\u00a0b', 'base58')).toBe('text: is not valid Base58: unexpected character U+00A0 at position 1');
  });

  it('refuses what cannot be encoded, and Base58 beyond its bounds', async () => {
    expect(await fails(op, { text: 'a\ud800', encoding: 'hex' })).toBe(
      'text: contains an unpaired surrogate (U+D800) at position 1; it is half of a character such as an emoji and cannot be encoded',
    );
    expect(await ok(op, { text: 'é'.repeat(MAX_BASE58_BYTES / 2), encoding: 'base58' })).toMatchObject({ bytes: 2048 });
    expect(await fails(op, { text: 'é'.repeat(MAX_BASE58_BYTES / 2) + 'a', encoding: 'base58' })).toBe(
      'text: is 2,049 bytes of UTF-8, more than the 2,048 Base58 encodes (its cost grows with the square of the length); use hex or Base32 for longer data',
    );
    expect(await ok(op, { text: 'z'.repeat(MAX_BASE58_DIGITS), encoding: 'base58', direction: 'decode' })).toMatchObject({ binary: true });
    // Whitespace does not count toward the digits.
    expect(await ok(op, { text: 'z '.repeat(MAX_BASE58_DIGITS), encoding: 'base58', direction: 'decode' })).toMatchObject({ binary: true });
    expect(await fails(op, { text: 'z'.repeat(MAX_BASE58_DIGITS + 1), encoding: 'base58', direction: 'decode' })).toBe(
      'text: has more than 4,096 Base58 digits, the most decoded (the cost grows with the square of the length)',
    );
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, { text: 'a' })).toBe('encoding: is required');
    expect(await fails(op, { text: 'a', encoding: 'base64' })).toBe(
      "encoding: must be one of 'hex', 'base32', 'base32hex', 'base32crockford', 'base58', got 'base64'",
    );
    expect(await fails(op, { text: 'a', encoding: 'hex', direction: 'both' })).toBe("direction: must be one of 'encode', 'decode', got 'both'");
    expect(await fails(op, { text: 42, encoding: 'hex' })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', encoding: 'hex', mode: 'x' })).toMatch(/^mode: unknown field/);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    expect(await runOp(op, { text: 'abc', encoding: 'hex', direction: 'decode' }, es)).toMatchObject({
      es: 'text: no es hexadecimal válido: número impar de cifras (3); cada byte son dos cifras',
    });
    expect(await runOp(op, { text: 'MZ!W', encoding: 'base32', direction: 'decode' }, es)).toMatchObject({
      es: "text: no es Base32 válido: carácter '!' inesperado en la posición 2",
    });
    expect(await runOp(op, { text: 'z'.repeat(MAX_BASE58_DIGITS + 1), encoding: 'base58', direction: 'decode' }, es)).toMatchObject({
      es: 'text: tiene más de 4.096 cifras Base58, el máximo que se decodifica (el coste crece con el cuadrado de la longitud)',
    });
  });

  it('stays fast on the largest inputs', async () => {
    const start = cpuNow();
    const big = 'é'.repeat(250_000); // 500,000 bytes: 1,000,000 hex digits to decode back
    for (const encoding of ['hex', 'base32', 'base32hex', 'base32crockford']) {
      const { result } = await ok(op, { text: big, encoding });
      expect(await ok(op, { text: result, encoding, direction: 'decode' })).toMatchObject({ result: big });
    }
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, { text: '\u00ff'.repeat(1024), encoding: 'base58' })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await fails(op, { text: `${'MZXW6YTB'.repeat(125_000)}!`, encoding: 'base32', direction: 'decode' })).toMatch(/position 1000000$/);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

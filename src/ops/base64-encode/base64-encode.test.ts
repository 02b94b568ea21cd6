import { describe, expect, it } from 'vitest';
import op from './base64-encode.op.js';
import { characterPosition } from '../../core/unicode.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuMs, cpuNow } from '../../../test/support/run-op.js';

/** Fastest of three runs through the full executor, in milliseconds (the minimum filters out scheduler noise). */
describe('base64-encode', () => {
  it.each([
    ['', ''],
    // RFC 4648 §10 test vectors: the three padding cases.
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
    // é = C3 A9 = 110000 111010 1001|00 → w 6 k, one "=" for the missing third byte.
    ['é', 'w6k='],
    // € = E2 82 AC = 111000 101000 001010 101100 → 4 o K s.
    ['€', '4oKs'],
    // 😀 U+1F600 = F0 9F 98 80 = 111100 001001 111110 011000 | 100000 00 → 8 J + Y g A, "==".
    ['😀', '8J+YgA=='],
    // ??? = 3F 3F 3F = 001111 110011 111100 111111 → P z 8 /: the standard alphabet's "/" (never "_").
    ['???', 'Pz8/'],
    ['東京', '5p2x5Lqs'], // E6 9D B1 E4 BA AC
    [' \n', 'IAo='], // whitespace is data: 20 0A
    ['\u0000', 'AA=='], // NUL is one zero byte
    ['\uFEFF', '77u/'], // a BOM is encoded like any character: EF BB BF
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('encodes all of U+0000–U+00FF as their UTF-8 bytes (1 byte below 0x80, 2 above)', async () => {
    const text = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join('');
    const { result } = await ok(op, { text });
    const bytes = [...Buffer.from(result as string, 'base64')];
    expect(bytes).toHaveLength(128 + 2 * 128);
    expect(bytes.slice(0, 128)).toEqual(Array.from({ length: 128 }, (_, i) => i));
    expect(bytes.slice(128, 130)).toEqual([0xc2, 0x80]); // U+0080
    expect(bytes.slice(-2)).toEqual([0xc3, 0xbf]); // U+00FF
  });

  it.each([
    // RFC 4648 §5: the same bits, - for + and _ for /, and no = padding (base64url as JWTs write it).
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foobar', 'Zm9vYmFy'],
    ['😀', '8J-YgA'],
    ['???', 'Pz8_'],
    ['', ''],
  ])('urlSafe: %j → %j', async (text, result) => {
    expect(await ok(op, { text, urlSafe: true })).toEqual({ result });
    expect(await ok(op, { text, urlSafe: false })).toEqual({ result: Buffer.from(text).toString('base64') });
  });

  it('refuses a urlSafe that is not a boolean', async () => {
    expect(await fails(op, { text: 'a', urlSafe: 'yes' })).toBe('urlSafe: must be a boolean, got string');
  });

  it('does not wrap long output', async () => {
    const { result } = await ok(op, { text: 'x'.repeat(300) });
    expect(result).toBe('eHh4'.repeat(100));
  });

  it('rejects an unpaired surrogate with its position in characters', async () => {
    expect(await fails(op, { text: '\ud800' })).toBe(
      'text: contains an unpaired surrogate (U+D800) at position 0; it is half of a character such as an emoji and cannot be encoded',
    );
    // The emoji before it counts as one character, so the lone low half is at position 2, not 3.
    expect(await fails(op, { text: 'a😀\udc00b' })).toMatch(/^text: contains an unpaired surrogate \(U\+DC00\) at position 2;/);
    // Halves in the wrong order are two unpaired surrogates; the first is reported.
    expect(await fails(op, { text: 'ok \ude00\ud83d' })).toMatch(/\(U\+DE00\) at position 3;/);
    expect(await fails(op, { text: 'end\ud83d' })).toMatch(/\(U\+D83D\) at position 3;/);
  });

  it('counts positions in characters, not UTF-16 units', () => {
    expect(characterPosition('a😀b', 3)).toBe(2);
    expect(characterPosition('😀😀\ud800', 4)).toBe(2);
    expect(characterPosition('\ud800\ud800\udc00x', 3)).toBe(2); // lone high, then a pair
    expect(characterPosition('abc', 0)).toBe(0);
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('stays fast on ~1,000,000 characters', async () => {
    for (const text of ['a'.repeat(1_000_000), 'é'.repeat(1_000_000), '😀'.repeat(500_000)]) {
      expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    }
    // The error path scans everything before the lone surrogate.
    const start = cpuNow();
    expect(await fails(op, { text: `${'😀'.repeat(499_999)}\ud800` })).toMatch(/at position 499999;/);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

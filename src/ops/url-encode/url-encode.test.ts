import { describe, expect, it } from 'vitest';
import op from './url-encode.op.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuMs } from '../../../test/support/run-op.js';

describe('url-encode', () => {
  it.each([
    ['', ''],
    ['AZaz09-._~', 'AZaz09-._~'], // the unreserved set stays
    [' ', '%20'], // never "+"
    ["!'()*", '%21%27%28%29%2A'], // left alone by encodeURIComponent, encoded here
    [':/?#[]@', '%3A%2F%3F%23%5B%5D%40'], // gen-delims
    ['$&+,;=', '%24%26%2B%2C%3B%3D'], // the other sub-delims
    ['%', '%25'],
    ['"<>\\^`{|}', '%22%3C%3E%5C%5E%60%7B%7C%7D'],
    ['\t\n\r\u0000\u007f', '%09%0A%0D%00%7F'],
    ['é', '%C3%A9'], // U+00E9 → C3 A9
    ['€', '%E2%82%AC'], // U+20AC → E2 82 AC
    ['東京', '%E6%9D%B1%E4%BA%AC'],
    ['😀', '%F0%9F%98%80'], // one astral character → four bytes, never surrogate halves
    ['\u00ff', '%C3%BF'], // uppercase hex throughout
    ['a=1&b=2', 'a%3D1%26b%3D2'],
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('encodes every character of U+0000–U+00FF except the unreserved set', async () => {
    const text = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join('');
    const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    const expected = Array.from({ length: 256 }, (_, i) => {
      if (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(i))) return String.fromCharCode(i);
      // Below 0x80 one byte; above, two: 110000xx 10xxxxxx.
      return i < 0x80 ? hex(i) : hex(0xc0 | (i >> 6)) + hex(0x80 | (i & 0x3f));
    }).join('');
    expect(await ok(op, { text })).toEqual({ result: expected });
  });

  it('rejects an unpaired surrogate with its position in characters', async () => {
    expect(await fails(op, { text: 'x\ud800' })).toBe(
      'text: contains an unpaired surrogate (U+D800) at position 1; it is half of a character such as an emoji and cannot be encoded',
    );
    expect(await fails(op, { text: '😀 \udfff' })).toMatch(/\(U\+DFFF\) at position 2;/);
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: ['a'] })).toBe('text: must be a string, got array');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('stays fast on ~1,000,000 characters', async () => {
    // "!" is the slowest ASCII character (encoded by the second pass); "😀" is four bytes, twelve output characters.
    for (const text of ['a'.repeat(1_000_000), '!'.repeat(1_000_000), ' '.repeat(1_000_000), 'é'.repeat(1_000_000), '😀'.repeat(500_000)]) {
      expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    }
  });
});

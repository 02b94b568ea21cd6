import { describe, expect, it } from 'vitest';
import op from './html-entities-encode.op.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuMs } from '../../../test/support/run-op.js';

describe('html-entities-encode', () => {
  it.each([
    ['', ''],
    ['plain ASCII 123', 'plain ASCII 123'],
    ['&<>"\'', '&amp;&lt;&gt;&quot;&apos;'],
    ['<a href="x">', '&lt;a href=&quot;x&quot;&gt;'],
    ['a=b/c?d#e!f;g:h@i%j+k(l)m*n[o]p{q}r|s\\t^u`v~w$x,y-z_.', 'a=b/c?d#e!f;g:h@i%j+k(l)m*n[o]p{q}r|s\\t^u`v~w$x,y-z_.'],
    ['\t\n\r', '\t\n\r'], // whitespace stays
    ['&amp;', '&amp;amp;'], // already-escaped text is escaped again
    ['é', '&eacute;'],
    ['É', '&Eacute;'],
    ['\u00a0', '&nbsp;'],
    ['€', '&euro;'],
    ['©', '&copy;'],
    ['—', '&mdash;'],
    ['→', '&rarr;'],
    ['Ā', '&Amacr;'],
    ['😀', '&#128512;'], // no name: one decimal reference for U+1F600, not two for its surrogate halves
    ['𝔸', '&Aopf;'], // an astral character that has a name
    ['東京', '&#26481;&#20140;'],
    ['\u0080', '&#128;'], // a C1 control has no name (and HTML reads &#128; back as €)
    ['<\u20d2', '&nvlt;'], // a two-code-point HTML5 name: < + COMBINING LONG VERTICAL LINE OVERLAY
    ['≂\u0338', '&nesim;'], // also called &NotEqualTilde;: entities picks one name per character
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('output is pure ASCII', async () => {
    const text = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i < 0xd800 ? i : i + 0x2000)).join('') + '🚀🎉';
    const { result } = await ok(op, { text });
    expect(result).toMatch(/^[\u0000-\u007f]*$/);
  });

  it('rejects an unpaired surrogate with its position in characters', async () => {
    expect(await fails(op, { text: 'Caf\u00e9 \ud83d' })).toBe(
      'text: contains an unpaired surrogate (U+D83D) at position 5; it is half of a character such as an emoji and cannot be encoded',
    );
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', html: 'b' })).toBe('html: unknown field; allowed fields: text');
  });

  it('stays fast on ~1,000,000 characters', async () => {
    // The slowest: characters with no name, so every one becomes a numeric reference built on the spot (20,000 different
    // CJK ideographs: 1,000,000 characters in, 8,000,000 out).
    const cjk = Array.from({ length: 1_000_000 }, (_, i) => String.fromCharCode(0x4e00 + (i % 20_000))).join('');
    let astral = ''; // 500,000 different astral characters
    for (let cp = 0x10000; cp < 0x10000 + 500_000; cp++) astral += String.fromCodePoint(cp);
    for (const text of [cjk, astral, 'a'.repeat(1_000_000), '<'.repeat(1_000_000), 'é'.repeat(1_000_000), '😀'.repeat(500_000), 'a<é😀'.repeat(200_000)]) {
      expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    }
  });
});

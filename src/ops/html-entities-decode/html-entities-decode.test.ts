import { describe, expect, it } from 'vitest';
import op from './html-entities-decode.op.js';
import encode from '../html-entities-encode/html-entities-encode.op.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuMs } from '../../../test/support/run-op.js';

describe('html-entities-decode', () => {
  it.each([
    ['', ''],
    ['no references here', 'no references here'],
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['&eacute;&Eacute;', 'éÉ'],
    ['&nbsp;', '\u00a0'],
    ['&CounterClockwiseContourIntegral;', '∳'], // the longest HTML5 name
    ['&NotEqualTilde;', '≂̸'], // one name, two code points
    ['&#233;&#xE9;&#Xe9;', 'ééé'], // decimal, hex, hex with capital X
    ['&#x1F600;', '😀'],
    ['&#128512;', '😀'],
    ['&#0065;', 'A'], // leading zeros
    // Legacy names are decoded without a semicolon, as browsers do; others are not.
    ['&amp', '&'],
    ['&copy2026', '©2026'],
    ['AT&T', 'AT&T'],
    ['&notit;', '¬it;'], // "not" is legacy; "notit" is not a name
    ['&eacute', 'é'],
    ['&hellip', '&hellip'], // not a legacy name: needs its semicolon
    ['&foo;', '&foo;'], // unknown names stay
    ['& ;', '& ;'],
    ['&#65', 'A'], // numeric references need no semicolon
    ['&#;&#x;', '&#;&#x;'], // no digits: not a reference
    // Invalid numeric references follow the HTML5 rules.
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'], // a surrogate
    ['&#xDFFF;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'], // past U+10FFFF
    ['&#99999999999999999999;', '\uFFFD'],
    ['&#x10FFFF;', '\u{10FFFF}'], // the last code point is fine
    ['&#128;&#150;&#159;', '€–Ÿ'], // C1 controls read as Windows-1252
    ['&#129;', '\u0081'], // ...except the five Windows-1252 leaves undefined
    ['&#xd83d;&#xde00;', '\uFFFD\uFFFD'], // surrogate halves never combine
    ['&amp;lt;', '&lt;'], // decoded once only
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('round-trips through html-entities-encode', async () => {
    for (const text of ['<p class="x">Tom & Jerry\'s</p>', 'Crème brûlée, façade, naïve', '東京タワー', '🚀🎉 👨‍👩‍👧 𝔸', '&amp; &#38;', '\u0000\u00a0\u00ff\t\n']) {
      const { result: encoded } = await ok(encode, { text });
      expect(await ok(op, { text: encoded })).toEqual({ result: text });
    }
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i < 0xd800 ? i : i + 0x2000)).join('');
    const { result: encoded } = await ok(encode, { text: all });
    // U+0080–U+009F are the only characters whose reference HTML reads back as something else: Windows-1252 (see above).
    // Bytes 80–9F of Windows-1252, from its code chart; 81, 8D, 8F, 90 and 9D are unassigned and stay as they are.
    const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
    const expected = all.replace(/[\u0080-\u009f]/g, (ch) => windows1252[ch.charCodeAt(0) - 0x80]!);
    expect(await ok(op, { text: encoded })).toEqual({ result: expected });
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('stays fast on ~1,000,000 characters', async () => {
    const cases = [
      '&amp;'.repeat(200_000),
      '&#x1F600;'.repeat(111_111),
      '&'.repeat(1_000_000),
      '&amp'.repeat(250_000), // legacy, no semicolon
      '&CounterClockwiseContourIntegral'.repeat(31_250), // longest name, missing its semicolon: the trie walks it all
      '&#99999999999999999999'.repeat(45_454), // overflowing numeric references
      'é'.repeat(1_000_000),
    ];
    for (const text of cases) expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

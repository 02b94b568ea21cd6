import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../../core/seeded-random.js';
import op from './url-decode.op.js';
import encode from '../url-encode/url-encode.op.js';
import { firstInvalidUtf8 } from './url-decode.js';
import { decodeUtf8 } from '../../core/utf8.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuMs, cpuNow } from '../../../test/support/run-op.js';

describe('url-decode', () => {
  it.each([
    ['', ''],
    ['plain-text_1.0~', 'plain-text_1.0~'],
    ['a+b', 'a b'], // form encoding
    ['a%2Bb', 'a+b'], // a literal plus
    ['a%20b', 'a b'],
    ['%c3%a9', 'é'], // lowercase hex is fine: C3 A9
    ['%C3%A9', 'é'],
    ['%E2%82%AC', '€'],
    ['%F0%9F%98%80', '😀'], // four bytes → one astral character
    ['%E6%9D%B1%E4%BA%AC', '東京'],
    ['%252F', '%2F'], // decoded once only
    ['%00%7F', '\u0000\u007f'],
    ['%EF%BB%BFa', '\uFEFFa'], // a percent-encoded BOM is kept
    ['café+😀', 'café 😀'], // literal non-ASCII passes through
    ['é%C3%A9é', 'ééé'],
    ["%21%27%28%29%2A!'()*", "!'()*!'()*"],
    ['a=1&b=%3D%26', 'a=1&b==&'], // & and = are not special
  ])('%j → %j', async (text, result) => {
    expect(await ok(op, { text })).toEqual({ result });
  });

  it('round-trips through url-encode', async () => {
    for (const text of ['Hello, world!', 'q=crème brûlée&x=a+b', '東京タワー', '🚀🎉 👨‍👩‍👧', '100% sure? (yes)', '\u0000\t\n']) {
      const { result: encoded } = await ok(encode, { text });
      expect(await ok(op, { text: encoded })).toEqual({ result: text });
    }
    const all = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join('');
    const { result: encoded } = await ok(encode, { text: all });
    expect(await ok(op, { text: encoded })).toEqual({ result: all });
  });

  it('rejects a malformed % sequence with its position', async () => {
    const hint = "; '%' must be followed by two hex digits (write %25 for a literal '%')";
    expect(await fails(op, { text: 'a=1&b%G1' })).toBe(`text: malformed percent-encoding '%G1' at position 5${hint}`);
    expect(await fails(op, { text: 'abc%2' })).toBe(`text: malformed percent-encoding '%2' at position 3${hint}`);
    expect(await fails(op, { text: '100%' })).toBe(`text: malformed percent-encoding '%' at position 3${hint}`);
    expect(await fails(op, { text: '50% off' })).toBe(`text: malformed percent-encoding '% o' at position 2${hint}`);
    expect(await fails(op, { text: '%41%4' })).toBe(`text: malformed percent-encoding '%4' at position 3${hint}`);
    // The message quotes the text as given ("+" stays "+"), and positions count the emoji as one character.
    expect(await fails(op, { text: '😀%+1' })).toBe(`text: malformed percent-encoding '%+1' at position 1${hint}`);
    expect(await fails(op, { text: '%😀x' })).toBe(`text: malformed percent-encoding '%😀x' at position 0${hint}`);
  });

  it('rejects percent-encoded bytes that are not UTF-8, quoting the bad sequence', async () => {
    expect(await fails(op, { text: 'a%FF' })).toBe("text: percent-encoding '%FF' at position 1 is not valid UTF-8");
    // C3 needs one continuation byte (80–BF); 28 is "(".
    expect(await fails(op, { text: 'x=%C3%28' })).toBe("text: percent-encoding '%C3' at position 2 is not valid UTF-8");
    // Truncated € (E2 82 without AC), then a literal character.
    expect(await fails(op, { text: '%E2%82 euros' })).toBe("text: percent-encoding '%E2%82' at position 0 is not valid UTF-8");
    // Latin-1 "é" (E9) after valid bytes: reported where it starts.
    expect(await fails(op, { text: '😀 %C3%A9%E9' })).toBe("text: percent-encoding '%E9' at position 8 is not valid UTF-8");
    // A stray continuation byte after a literal é cannot join it.
    expect(await fails(op, { text: 'é%A9' })).toBe("text: percent-encoding '%A9' at position 1 is not valid UTF-8");
    expect(await fails(op, { text: '%ed%a0%80' })).toBe("text: percent-encoding '%ed' at position 0 is not valid UTF-8"); // a surrogate
    expect(await fails(op, { text: '%C0%AF' })).toBe("text: percent-encoding '%C0' at position 0 is not valid UTF-8"); // overlong "/"
  });

  it('locates invalid UTF-8 exactly where a strict decoder fails', () => {
    const next = random(7);
    for (let round = 0; round < 5000; round++) {
      // Biased towards bytes that start or continue multi-byte sequences.
      const length = 1 + Math.floor(next() * 8);
      const bytes = new Uint8Array(Array.from({ length }, () => (next() < 0.3 ? 0 : 0x80) + Math.floor(next() * 128)));
      const invalid = firstInvalidUtf8(bytes);
      expect(invalid === undefined, String([...bytes])).toBe(decodeUtf8(bytes) !== undefined);
      if (invalid !== undefined) {
        expect(decodeUtf8(bytes.subarray(0, invalid.start))).toBeDefined(); // everything before is valid
        // The reported bytes are one maximal ill-formed subpart: a lenient decoder writes exactly one U+FFFD for them.
        expect(new TextDecoder().decode(bytes.subarray(invalid.start, invalid.start + invalid.length))).toBe('\uFFFD');
      }
    }
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('stays fast on ~1,000,000 characters', async () => {
    const cases = [
      '%41'.repeat(333_333), // many one-byte escapes
      '%E2%82%AC'.repeat(111_111), // one long multi-byte run
      'a%C3%A9'.repeat(142_857), // many short multi-byte runs, one decoder call each
      '+'.repeat(1_000_000),
      'é'.repeat(1_000_000), // nothing to decode
    ];
    for (const text of cases) expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    const start = cpuNow();
    expect(await fails(op, { text: `${'%E2%82%AC'.repeat(111_110)}%E2%82` })).toMatch(/'%E2%82' at position 999990 is not valid UTF-8$/);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

import { describe, expect, it } from 'vitest';
import op from './regex-test.op.js';
import { cpuTimed, fails, HANG_GUARD_CPU_MS, ok } from '../../../test/support/run-op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { MAX_BACKTRACKING_TEXT_CHARS, MAX_TEXT_CHARS, substitute, testRegex } from './regex-test.js';

/** What JavaScript's own engine finds, the reference for the linear engine's translation. */
function native(pattern: string, flags: string, text: string) {
  const re = new RegExp(pattern, flags.includes('g') ? flags : flags + 'g');
  const all = [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length, m.slice(1).map((g) => g ?? null)]);
  return flags.includes('g') ? all : all.slice(0, 1);
}
const spans = (r: ReturnType<typeof testRegex>) => r.matches.map((m) => [m.index, m.end, m.groups]);

describe('regex-test', () => {
  it('gives matches, groups and the replacement (example, by hand)', async () => {
    const out = await ok(op, { pattern: '(?<year>\\d{4})-(?<month>\\d{2})', flags: 'g', text: 'Released 2024-03, patched 2024-11.', replacement: '$<month>/$<year>' });
    expect(out).toEqual({
      pattern: '(?<year>\\d{4})-(?<month>\\d{2})',
      flags: 'g',
      engine: 'linear',
      count: 2,
      truncated: false,
      matches: [
        { index: 9, end: 16, match: '2024-03', groups: ['2024', '03'], named: { year: '2024', month: '03' } },
        { index: 26, end: 33, match: '2024-11', groups: ['2024', '11'], named: { year: '2024', month: '11' } },
      ],
      catastrophic: null,
      replaced: 'Released 03/2024, patched 11/2024.',
    });
  });

  // Expected values from Python 3.11's re module (re.finditer; (?P<name>) spelled (?<name>) for JavaScript), run as:
  //   [[m.start(), m.end(), list(m.groups())] for m in re.finditer(p, t, f)]
  // on patterns both dialects read alike and ASCII texts, where Python's and JavaScript's indexes agree.
  const PYTHON: [string, string, string, [number, number, (string | null)[]][]][] = [
    ['(\\d+)-(\\d+)', '10-20 x 3-4 5-', 'g', [[0, 5, ['10', '20']], [8, 11, ['3', '4']]]],
    ['(?<w>\\w+)@(?<d>\\w+)\\.com', 'ana@example.com, bob@test.com', 'g', [[0, 15, ['ana', 'example']], [17, 29, ['bob', 'test']]]],
    ['a*', 'baaac', 'g', [[0, 0, []], [1, 4, []], [4, 4, []], [5, 5, []]]],
    ['(a)|(b)', 'abc', 'g', [[0, 1, ['a', null]], [1, 2, [null, 'b']]]],
    ['\\bfoo\\b', 'foo food foo.', 'g', [[0, 3, []], [9, 12, []]]],
    ['^\\w+$', 'one\ntwo\n', 'gm', [[0, 3, []], [4, 7, []]]],
    ['colou?r', 'Color COLOUR colour', 'gi', [[0, 5, []], [6, 12, []], [13, 19, []]]],
    ['(\\w+)\\s(\\w+)', 'hello world again', 'g', [[0, 11, ['hello', 'world']]]],
    ['x*?y', 'xxy y', 'g', [[0, 3, []], [4, 5, []]]],
    ['[^aeiou\\s]+', 'regular expressions', 'g', [[0, 1, []], [2, 3, []], [4, 5, []], [6, 7, []], [9, 12, []], [13, 15, []], [17, 19, []]]],
  ];
  it.each(PYTHON)('agrees with Python re: /%s/ on %j', (pattern, text, flags, expected) => {
    const out = testRegex({ pattern, flags, text });
    expect(out.engine).toBe('linear');
    expect(spans(out)).toEqual(expected);
  });

  it('runs the classic catastrophic patterns in bounded CPU, and says they are catastrophic', () => {
    const classics: [string, string][] = [
      ['(a+)+$', 'a'.repeat(30) + 'b'],
      ['(a|aa)+$', 'a'.repeat(30) + 'b'],
      ['(.*a){20}', 'a'.repeat(19) + 'b'.repeat(30)],
      ['^(\\w+\\s?)*$', 'word '.repeat(2_000) + '!'],
      ['(x+x+)+y', 'x'.repeat(5_000)],
      ['^(([a-z])+.)+[A-Z]([a-z])+$', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'],
    ];
    for (const [pattern, text] of classics) {
      const { result, ms } = cpuTimed(() => testRegex({ pattern, flags: 'g', text }));
      expect(ms, pattern).toBeLessThan(HANG_GUARD_CPU_MS);
      expect(result.catastrophic, pattern).not.toBeNull();
      expect(result.engine, pattern).toBe('linear');
    }
    // Exact answers where a backtracking engine would take ages: computed by hand.
    expect(testRegex({ pattern: '(a+)+$', text: 'a'.repeat(30) + 'b' }).count).toBe(0);
    expect(testRegex({ pattern: '(.*a){20}', text: 'a'.repeat(19) + 'b'.repeat(30) }).count).toBe(0);
    expect(testRegex({ pattern: '(a|aa)+$', text: 'a'.repeat(30) + 'b' }).catastrophic).toBe(
      'the repeated (a|aa)+ has alternatives a|aa that can match the same text, so a text that almost matches can be split in exponentially many ways',
    );
    expect(testRegex({ pattern: '(a+)+$', text: 'x' }).catastrophic).toBe(
      'the repeated (a+)+ contains the repeat a+, so a text that almost matches can be split between them in exponentially many ways',
    );
    // The polynomial kind (n² steps in a backtracking engine) runs in linear time too, on the longest text.
    const { ms } = cpuTimed(() => testRegex({ pattern: 'a*b', flags: 'g', text: 'a'.repeat(MAX_TEXT_CHARS) }));
    expect(ms).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('matches JavaScript on random patterns (the linear engine against RegExp)', () => {
    const random = seededRandom(7);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const atom = (depth: number): string => {
      const r = random();
      if (depth > 2 || r < 0.45) return pick(['a', 'b', '.', '[ab]', '[^a]', '\\w', '\\s', '\\d', 'A', '\\W', '[a-c\\s]']);
      if (r < 0.6) return `(${seq(depth + 1)})`;
      if (r < 0.7) return `(?:${seq(depth + 1)}|${seq(depth + 1)})`;
      if (r < 0.8) return `(?<n${Math.floor(random() * 1e6)}>${seq(depth + 1)})`;
      return pick(['^', '$', '\\b', '\\B']);
    };
    const seq = (depth: number): string => {
      let out = '';
      const length = 1 + Math.floor(random() * 3);
      for (let i = 0; i < length; i++) {
        out += atom(depth) + pick(['', '', '*', '+', '?', '{1,2}', '*?', '+?', '{2}']);
      }
      return out;
    };
    let linear = 0;
    for (let n = 0; n < 1_500; n++) {
      const pattern = random() < 0.2 ? `${seq(0)}|${seq(0)}` : seq(0);
      const flags = pick(['g', 'gi', 'gm', 'gs', 'gu', 'g', 'gy', '', 'gim']);
      const text = Array.from({ length: Math.floor(random() * 10) }, () => pick(['a', 'b', 'A', ' ', '\n', '1', 'c', '_'])).join('');
      let expected;
      try {
        expected = native(pattern, flags.replace('y', ''), text);
        if (flags.includes('y')) expected = native(pattern, flags, text);
      } catch {
        continue;
      }
      let out;
      try {
        out = testRegex({ pattern, flags, text });
      } catch (error) {
        // Refused: catastrophic and not for the linear engine (a repeat that can match empty, say).
        expect(String(error), pattern).toMatch(/^InputError: pattern: backtracks catastrophically/);
        continue;
      }
      if (out.engine === 'linear') linear++;
      expect(spans(out), `/${pattern}/${flags} on ${JSON.stringify(text)} (${out.engine})`).toEqual(expected);
    }
    expect(linear).toBeGreaterThan(400);
  });

  it('steps over empty matches by code point with u or v, by code unit without', () => {
    const text = '😀x';
    expect(spans(testRegex({ pattern: '', flags: 'gu', text }))).toEqual([[0, 0, []], [2, 2, []], [3, 3, []]]);
    expect(spans(testRegex({ pattern: '', flags: 'gv', text }))).toEqual([[0, 0, []], [2, 2, []], [3, 3, []]]);
    expect(spans(testRegex({ pattern: '', flags: 'g', text }))).toEqual([[0, 0, []], [1, 1, []], [2, 2, []], [3, 3, []]]);
    // With u, . is one code point (2 code units); without, a lone half of the pair.
    expect(spans(testRegex({ pattern: '.', flags: 'gu', text }))).toEqual([[0, 2, []], [2, 3, []]]);
    expect(spans(testRegex({ pattern: '.', flags: 'g', text }))).toEqual([[0, 1, []], [1, 2, []], [2, 3, []]]);
  });

  it('reads sticky, first-match-only, named groups, d indices and groups that sat out', () => {
    expect(spans(testRegex({ pattern: 'a', flags: 'y', text: 'ba' }))).toEqual([]);
    expect(spans(testRegex({ pattern: 'a', flags: 'gy', text: 'aab' }))).toEqual([[0, 1, []], [1, 2, []]]);
    expect(spans(testRegex({ pattern: 'a', flags: 'gy', text: 'aba' }))).toEqual([[0, 1, []]]);
    expect(spans(testRegex({ pattern: 'a', text: 'aaa' }))).toEqual([[0, 1, []]]);
    const out = testRegex({ pattern: '(?<x>a)|(?<y>b)', flags: 'dg', text: 'ab' });
    expect(out.matches).toEqual([
      { index: 0, end: 1, match: 'a', groups: ['a', null], named: { x: 'a', y: null }, indices: [[0, 1], [0, 1], null] },
      { index: 1, end: 2, match: 'b', groups: [null, 'b'], named: { x: null, y: 'b' }, indices: [[1, 2], null, [1, 2]] },
    ]);
    // JavaScript clears a group at each iteration of its repeat: run on RegExp itself.
    const reset = testRegex({ pattern: '(?:(a)|b)+', text: 'ab' });
    expect(reset.engine).toBe('backtracking');
    expect(reset.matches[0]!.groups).toEqual([null]);
  });

  it('replaces as String.prototype.replace does', () => {
    const templates = ['$1', '$2', '$10', '$01', '$00', '$0', '$&', '$`', "$'", '$$', '$', 'x$', '$<n>', '$<m>', '$<n', '$3', '$9', '<$1|$2>'];
    const patterns: [string, string][] = [['(?<n>a)(b)?', 'g'], ['(a)(b)?', 'g'], ['(a)', ''], ['b', 'g']];
    for (const [pattern, flags] of patterns) {
      for (const template of templates) {
        const text = 'xaby a';
        expect(testRegex({ pattern, flags, text, replacement: template }).replaced, `${pattern} ${template}`).toBe(text.replace(new RegExp(pattern, flags), template));
      }
    }
    expect(substitute('$1$2', 'ab', [[0, 2], [0, 1], null], null)).toBe('a');
  });

  it('reads a pasted /pattern/flags literal when flags is absent', () => {
    expect(testRegex({ pattern: '/A+/gi', text: 'aa ba' })).toMatchObject({ pattern: 'A+', flags: 'gi', count: 2 });
    expect(testRegex({ pattern: ' /x/ ', text: 'x' })).toMatchObject({ pattern: 'x', flags: '', count: 1 });
    // With flags given, or a tail that is not flags, the slashes are part of the pattern.
    expect(testRegex({ pattern: '/a/g', flags: '', text: '/a/g' })).toMatchObject({ pattern: '/a/g', count: 1 });
    expect(testRegex({ pattern: '/usr/bin', text: '/usr/bin' })).toMatchObject({ pattern: '/usr/bin', count: 1 });
    expect(testRegex({ pattern: 'a', flags: ' GI ', text: 'A' })).toMatchObject({ flags: 'gi', count: 1 });
  });

  it('lists at most 1,000 matches and stops counting at 10,000', () => {
    const out = testRegex({ pattern: 'a', flags: 'g', text: 'a'.repeat(20_000), replacement: 'b' });
    expect(out).toMatchObject({ count: 10_000, truncated: true });
    expect(out.replaced).toBe('b'.repeat(10_000) + 'a'.repeat(10_000));
  });

  it('refuses bad input, saying what to send', async () => {
    expect(await fails(op, { text: 'a' })).toBe('pattern: is required');
    expect(await fails(op, { pattern: '(', text: 'a' })).toBe("pattern: is not a valid JavaScript regular expression (Unterminated group) with flags ''");
    expect(await fails(op, { pattern: 'a', flags: 'gx', text: 'a' })).toBe("flags: 'x' is not a JavaScript regular expression flag; use any of d g i m s u v y");
    expect(await fails(op, { pattern: 'a', flags: 'gg', text: 'a' })).toBe("flags: 'g' is given twice; give each flag once");
    expect(await fails(op, { pattern: 'a', flags: 'uv', text: 'a' })).toBe('flags: u and v cannot be combined; v is u with set operations in classes');
    expect(await fails(op, { pattern: 'a', text: 'a'.repeat(MAX_TEXT_CHARS + 1) })).toBe('text: has 50,001 characters, more than the 50,000 searched; send a shorter text');
    expect(await fails(op, { pattern: 'a'.repeat(1_001), text: 'a' })).toBe('pattern: has 1,001 characters, more than the 1,000 read; shorten it');
    expect(await fails(op, { pattern: '(a|aa)+(?=b)', text: 'aaa' })).toBe(
      'pattern: backtracks catastrophically: the repeated (a|aa)+ has alternatives a|aa that can match the same text, so a text that almost matches can be split in exponentially many ways; and it needs a backtracking engine (lookaround, a backreference, or a case the linear-time engine reads differently). Rewrite the repeat so each character can be matched one way only (a+ instead of (a+)+; alternatives that start differently), or drop the lookaround or backreference',
    );
    expect(await fails(op, { pattern: '(\\w)\\1', text: 'a'.repeat(MAX_BACKTRACKING_TEXT_CHARS + 1) })).toBe(
      "text: has 10,001 characters; this pattern runs on JavaScript's backtracking engine (it has lookaround, a backreference or a case the linear-time engine reads differently), which searches at most 10,000; send a shorter text",
    );
  });

  it('runs lookaround and backreferences on RegExp', () => {
    const out = testRegex({ pattern: '\\b(\\w+) \\1\\b', flags: 'g', text: 'the the cat sat sat' });
    expect(out.engine).toBe('backtracking');
    expect(spans(out)).toEqual([[0, 7, ['the']], [12, 19, ['sat']]]);
  });
});

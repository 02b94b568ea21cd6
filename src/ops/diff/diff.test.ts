import { describe, expect, it } from 'vitest';
import op from './diff.op.js';
import { diffTexts, MAX_LINES, splitLines, type DiffLine, type DiffResult } from './diff.js';
import { codeLines, scatteredEdits } from './samples.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { seededRandom } from '../../core/seeded-random.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, cpuNow } from '../../../test/support/run-op.js';

const PLAIN = { ignoreCase: false, ignoreWhitespace: false };

async function diff(original: string, changed: string, options: { ignoreCase?: boolean; ignoreWhitespace?: boolean } = {}) {
  return (await ok(op, { original, changed, ...options })) as unknown as DiffResult;
}

/** Length of a longest common subsequence by the textbook O(NM) table: the oracle for minimality. */
function lcsLength<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = (x, y) => x === y): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] = same(a[i - 1]!, b[j - 1]!) ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Checks that `result` is a valid edit script from `a` to `b` (line lists): the equal and removed lines are the
 * original in order, the equal and added lines the changed text in order (equal lines compared by `same`), line
 * numbers count up from 1, a change lists its removed lines before its added ones, and the counts add up.
 */
function expectValidScript(result: DiffResult, a: readonly string[], b: readonly string[], same: (x: string, y: string) => boolean = (x, y) => x === y) {
  let i = 0;
  let j = 0;
  let previous: DiffLine['kind'] = 'equal';
  const counts = { added: 0, removed: 0, equal: 0 };
  const problem = (line: DiffLine): string | undefined => {
    if (line.kind === 'removed') {
      if (previous === 'added') return 'a removed line after an added one';
      if (line.text !== a[i] || line.originalLine !== i + 1 || line.changedLine !== null) return `expected removed original line ${i + 1}`;
      i++;
    } else if (line.kind === 'added') {
      if (line.text !== b[j] || line.originalLine !== null || line.changedLine !== j + 1) return `expected added changed line ${j + 1}`;
      j++;
    } else {
      if (line.text !== a[i] || line.originalLine !== i + 1 || line.changedLine !== j + 1) return `expected equal lines ${i + 1}/${j + 1}`;
      if (!same(a[i]!, b[j]!)) return `${JSON.stringify(a[i])} and ${JSON.stringify(b[j])} are not equal`;
      i++;
      j++;
    }
    counts[line.kind]++;
    previous = line.kind;
    return undefined;
  };
  result.lines.forEach((line, index) => {
    const found = problem(line);
    if (found !== undefined) expect.fail(`entry ${index} ${JSON.stringify(line)}: ${found}`);
  });
  expect([i, j]).toEqual([a.length, b.length]);
  expect([result.added, result.removed, result.unchanged]).toEqual([counts.added, counts.removed, counts.equal]);
}

/**
 * Applies a unified diff to `a` the way `patch` would, strictly: each hunk's header must give the exact start and
 * length on both sides and its context and removed lines must match. Returns the patched lines.
 */
function applyUnified(unified: string, a: readonly string[]): string[] {
  if (unified === '') return [...a];
  const rows = unified.split('\n');
  expect(rows.pop()).toBe(''); // every row ends with a line break
  expect(rows.slice(0, 2)).toEqual(['--- original', '+++ changed']);
  const out: string[] = [];
  let consumed = 0; // lines of `a` used so far
  let r = 2;
  while (r < rows.length) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(rows[r++]!);
    expect(header, rows[r - 1]).not.toBeNull();
    const [oStart, oCount, cStart, cCount] = [header![1], header![2] ?? '1', header![3], header![4] ?? '1'].map(Number) as [number, number, number, number];
    expect(header![2], 'a count of 1 is left out').not.toBe('1');
    expect(header![4], 'a count of 1 is left out').not.toBe('1');
    // An empty range names the line before it.
    const oFirst = oCount === 0 ? oStart + 1 : oStart;
    const cFirst = cCount === 0 ? cStart + 1 : cStart;
    expect(oFirst - 1).toBeGreaterThanOrEqual(consumed);
    out.push(...a.slice(consumed, oFirst - 1));
    consumed = oFirst - 1;
    expect(cFirst - 1, 'changed-side start').toBe(out.length);
    let seenO = 0;
    let seenC = 0;
    while (r < rows.length && !rows[r]!.startsWith('@@')) {
      const row = rows[r++]!;
      const text = row.slice(1);
      if (row[0] === ' ' || row[0] === '-') {
        expect(a[consumed], 'context and removed lines match the original').toBe(text);
        consumed++;
        seenO++;
      }
      if (row[0] === ' ' || row[0] === '+') {
        out.push(text);
        seenC++;
      }
      expect(' -+').toContain(row[0]);
    }
    expect([seenO, seenC]).toEqual([oCount, cCount]);
  }
  out.push(...a.slice(consumed));
  return out;
}

describe('diff', () => {
  describe('unified text, byte for byte what `diff -u --label original --label changed` prints', () => {
    // Expectations pasted from GNU diffutils 3.8 on the same two files.
    it.each([
      ['one line replaced (counts of 1 left out)', 'x\n', 'y\n', '--- original\n+++ changed\n@@ -1 +1 @@\n-x\n+y\n'],
      ['a line removed', 'a\nb\nc\n', 'a\nc\n', '--- original\n+++ changed\n@@ -1,3 +1,2 @@\n a\n-b\n c\n'],
      [
        'a line inserted, 3 lines of context each side',
        'a\nb\nc\nd\ne\nf\ng\nh\n',
        'a\nb\nc\nd\nX\ne\nf\ng\nh\n',
        '--- original\n+++ changed\n@@ -2,6 +2,7 @@\n b\n c\n d\n+X\n e\n f\n g\n',
      ],
      [
        'a replaced and an appended line',
        'The quick brown fox\njumps over\nthe lazy dog\n',
        'The quick brown fox\nleaps over\nthe lazy dog\nand runs away\n',
        '--- original\n+++ changed\n@@ -1,3 +1,4 @@\n The quick brown fox\n-jumps over\n+leaps over\n the lazy dog\n+and runs away\n',
      ],
      [
        "Myers' example ABCABBA → CBABAC",
        'a\nb\nc\na\nb\nb\na\n',
        'c\nb\na\nb\na\nc\n',
        '--- original\n+++ changed\n@@ -1,7 +1,6 @@\n-a\n-b\n c\n-a\n b\n+a\n b\n a\n+c\n',
      ],
      [
        'changes 6 lines apart share a hunk, 7 apart do not',
        '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n',
        '1\ntwo\n3\n4\n5\n6\n7\n8\nnine\n10\n11\n12\n13\n14\n15\n16\nseventeen\n',
        '--- original\n+++ changed\n@@ -1,12 +1,12 @@\n 1\n-2\n+two\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+nine\n 10\n 11\n 12\n@@ -14,4 +14,4 @@\n 14\n 15\n 16\n-17\n+seventeen\n',
      ],
      [
        'two hunks',
        '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n',
        '1\ntwo\n3\n4\n5\n6\n7\n8\n9\nten\n11\n12\n13\n',
        '--- original\n+++ changed\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+ten\n 11\n 12\n 13\n',
      ],
      [
        'an inserted block slides down past identical lines, as diff places it',
        'a\n}\n\nb\n}\n',
        'a\n}\n\nnew\n}\n\nb\n}\n',
        '--- original\n+++ changed\n@@ -1,5 +1,8 @@\n a\n }\n \n+new\n+}\n+\n b\n }\n',
      ],
      [
        // Issue 17: the leading "c" was set aside before the unmatched lines were counted, so the second "c" looked
        // unmatched; GNU counts over the whole text and lines the insertion up differently.
        'an insertion lined up as GNU diff does (issue 17)',
        'c\nb\nb\n',
        'c\nc\nb\nb\na\nb\n',
        '--- original\n+++ changed\n@@ -1,3 +1,6 @@\n c\n+c\n+b\n b\n+a\n b\n',
      ],
      ['empty original (-0,0)', '', 'x\n', '--- original\n+++ changed\n@@ -0,0 +1 @@\n+x\n'],
      ['empty changed (+0,0)', 'x\n', '', '--- original\n+++ changed\n@@ -1 +0,0 @@\n-x\n'],
      ['both empty', '', '', ''],
    ])('%s', async (_title, original, changed, unified) => {
      const result = await diff(original, changed);
      expect(result.unified).toBe(unified);
      expect(result.minimal).toBe(true);
      expect(applyUnified(result.unified, splitLines(original))).toEqual(splitLines(changed));
    });
  });

  it('lists every line with its kind and line numbers', async () => {
    expect(await diff('a\nb\nc\n', 'a\nc\nd\n')).toEqual({
      lines: [
        { kind: 'equal', text: 'a', originalLine: 1, changedLine: 1 },
        { kind: 'removed', text: 'b', originalLine: 2, changedLine: null },
        { kind: 'equal', text: 'c', originalLine: 3, changedLine: 2 },
        { kind: 'added', text: 'd', originalLine: null, changedLine: 3 },
      ],
      added: 1,
      removed: 1,
      unchanged: 2,
      minimal: true,
      unified: '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n a\n-b\n c\n+d\n',
    });
  });

  it('handles empty sides: everything added, everything removed, nothing at all', async () => {
    expect(await diff('', '')).toEqual({ lines: [], added: 0, removed: 0, unchanged: 0, minimal: true, unified: '' });
    expect(await diff('', 'one\ntwo')).toEqual({
      lines: [
        { kind: 'added', text: 'one', originalLine: null, changedLine: 1 },
        { kind: 'added', text: 'two', originalLine: null, changedLine: 2 },
      ],
      added: 2,
      removed: 0,
      unchanged: 0,
      minimal: true,
      unified: '--- original\n+++ changed\n@@ -0,0 +1,2 @@\n+one\n+two\n',
    });
    expect(await diff('one\ntwo\n', '')).toMatchObject({ added: 0, removed: 2, unchanged: 0, unified: '--- original\n+++ changed\n@@ -1,2 +0,0 @@\n-one\n-two\n' });
    // A lone line break is one empty line.
    expect(await diff('', '\n')).toMatchObject({ lines: [{ kind: 'added', text: '', originalLine: null, changedLine: 1 }], unified: '--- original\n+++ changed\n@@ -0,0 +1 @@\n+\n' });
  });

  it('reports identical texts as all equal with an empty unified text', async () => {
    const text = 'alpha\nbeta\n\ngamma\n';
    expect(await diff(text, text)).toEqual({
      lines: [
        { kind: 'equal', text: 'alpha', originalLine: 1, changedLine: 1 },
        { kind: 'equal', text: 'beta', originalLine: 2, changedLine: 2 },
        { kind: 'equal', text: '', originalLine: 3, changedLine: 3 },
        { kind: 'equal', text: 'gamma', originalLine: 4, changedLine: 4 },
      ],
      added: 0,
      removed: 0,
      unchanged: 4,
      minimal: true,
      unified: '',
    });
  });

  it("follows GNU diff where its heuristics give more than the fewest changes, and says it is not minimal", async () => {
    // "}" occurs 6 times in the changed text, more than GNU's threshold of 5 for a text this short, and sits among
    // lines found nowhere else: GNU sets it aside as removed (diffutils 3.8 output), where keeping it would save two
    // lines. With one "}" fewer it is no longer set aside.
    const original = 'o0\no1\no2\n}\no3\no4\no5\no6\n';
    const setAside = await diff(original, '}\n'.repeat(6));
    expect(setAside).toMatchObject({ removed: 8, added: 6, unchanged: 0, minimal: false });
    expect(setAside.unified).toBe(`--- original\n+++ changed\n@@ -1,8 +1,6 @@\n-o0\n-o1\n-o2\n-}\n-o3\n-o4\n-o5\n-o6\n${'+}\n'.repeat(6)}`);
    const kept = await diff(original, '}\n'.repeat(5));
    expect(kept).toMatchObject({ removed: 7, added: 4, unchanged: 1, minimal: true });
    expect(kept.unified).toBe(`--- original\n+++ changed\n@@ -1,8 +1,5 @@\n-o0\n-o1\n-o2\n }\n-o3\n-o4\n-o5\n-o6\n${'+}\n'.repeat(4)}`);
  });

  it('lists only added or only removed lines in place', async () => {
    const added = await diff('a\nb\nc\n', 'a\nx\nb\nc\ny\n');
    expect(added.lines.map((l) => [l.kind, l.text])).toEqual([['equal', 'a'], ['added', 'x'], ['equal', 'b'], ['equal', 'c'], ['added', 'y']]);
    expect([added.added, added.removed, added.unchanged]).toEqual([2, 0, 3]);
    expect(added.unified).toBe('--- original\n+++ changed\n@@ -1,3 +1,5 @@\n a\n+x\n b\n c\n+y\n');
    const removed = await diff('a\nx\nb\nc\ny\n', 'a\nb\nc\n');
    expect(removed.lines.map((l) => [l.kind, l.originalLine, l.changedLine])).toEqual([['equal', 1, 1], ['removed', 2, null], ['equal', 3, 2], ['equal', 4, 3], ['removed', 5, null]]);
    expect(removed.unified).toBe('--- original\n+++ changed\n@@ -1,5 +1,3 @@\n a\n-x\n b\n c\n-y\n');
  });

  it('treats CRLF, CR and LF line breaks alike', async () => {
    expect(splitLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\r\n\r\n')).toEqual(['a', '']);
    expect(splitLines('\r\n')).toEqual(['']);
    const result = await diff('one\r\ntwo\r\nthree\r\n', 'one\ntwo\nthree\n');
    expect(result).toMatchObject({ added: 0, removed: 0, unchanged: 3, unified: '' });
    expect((await diff('one\rtwo\r', 'one\r\n2\r\n')).unified).toBe('--- original\n+++ changed\n@@ -1,2 +1,2 @@\n one\n-two\n+2\n');
    // \n\r is two line breaks (LF, then a lone CR), not one.
    expect(splitLines('a\n\rb')).toEqual(['a', '', 'b']);
  });

  it('never reports a missing final line break', async () => {
    expect(splitLines('a\nb')).toEqual(splitLines('a\nb\n'));
    expect(await diff('a\nb', 'a\nb\n')).toMatchObject({ added: 0, removed: 0, unchanged: 2, unified: '' });
    expect(await diff('a\nb\n', 'a\nb')).toMatchObject({ added: 0, removed: 0, unchanged: 2, unified: '' });
    // Still a line break at the end of every row of the unified text, and no "\ No newline at end of file".
    expect((await diff('a\nb', 'a\nc')).unified).toBe('--- original\n+++ changed\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n');
    // A blank last line is a line, though.
    expect(await diff('a\n', 'a\n\n')).toMatchObject({ added: 1, lines: [{ kind: 'equal' }, { kind: 'added', text: '', changedLine: 2 }] });
  });

  it('ignoreWhitespace compares lines with all whitespace removed, like diff -w', async () => {
    const original = 'if (a == b) {\n\treturn  x;\n}\n\nnext\n';
    const changed = 'if(a==b){\n    return x;   \n }\n   \nnext\n';
    expect(await diff(original, changed)).toMatchObject({ unchanged: 1 });
    const result = await diff(original, changed, { ignoreWhitespace: true });
    // Unchanged lines show the original's version, here and in the unified text.
    expect(result).toMatchObject({ added: 0, removed: 0, unchanged: 5, unified: '' });
    expect(result.lines.map((l) => l.text)).toEqual(['if (a == b) {', '\treturn  x;', '}', '', 'next']);
    // Unicode whitespace too (no-break space, ideographic space), but a blank line is still a line.
    expect(await diff('a\u00a0b\u3000c\n', 'abc\n', { ignoreWhitespace: true })).toMatchObject({ unchanged: 1 });
    expect(await diff('a\nb\n', 'a\n\nb\n', { ignoreWhitespace: true })).toMatchObject({ added: 1, unchanged: 2 });
    // Letters still count: "ab" and "a c" differ.
    expect((await diff('x\nab\ny\n', 'x\na c\ny\n', { ignoreWhitespace: true })).unified).toBe(
      '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n x\n-ab\n+a c\n y\n',
    );
  });

  it('ignoreCase compares lines after Unicode case mapping', async () => {
    expect(await diff('Hello World\n', 'hello world\n')).toMatchObject({ added: 1, removed: 1 });
    expect(await diff('Hello World\n', 'hello world\n', { ignoreCase: true })).toMatchObject({ unchanged: 1, unified: '' });
    // Beyond ASCII: accented capitals, final sigma, ß against SS, the Kelvin sign.
    const result = await diff('ÉCOLE\nΟΔΟΣ\nSTRASSE\n\u212a\n', 'école\nοδος\nstraße\nk\n', { ignoreCase: true });
    expect(result).toMatchObject({ added: 0, removed: 0, unchanged: 4 });
    expect(result.lines[0]!.text).toBe('ÉCOLE');
    // Case only, not accents or whitespace.
    expect(await diff('ecole\n', 'École\n', { ignoreCase: true })).toMatchObject({ unchanged: 0 });
    expect(await diff('a b\n', 'A  B\n', { ignoreCase: true })).toMatchObject({ unchanged: 0 });
    expect(await diff('a b\n', 'A  B\n', { ignoreCase: true, ignoreWhitespace: true })).toMatchObject({ unchanged: 1 });
  });

  it('gives a valid, minimal edit script on random inputs (checked against an O(NM) LCS table)', () => {
    const random = seededRandom(11);
    for (let round = 0; round < 1500; round++) {
      const alphabet = ['a', 'b', 'c', 'd', 'e', 'f', 'A', ' a', ''].slice(0, 1 + Math.floor(random() * 9));
      const make = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]!);
      const a = make(Math.floor(random() * 40));
      // Half the time an edited copy (small distances), half the time an unrelated text.
      const b = random() < 0.5 ? make(Math.floor(random() * 40)) : a.filter(() => random() > 0.15).map((line) => (random() < 0.15 ? make(1)[0]! : line));
      const options = { ignoreCase: random() < 0.3, ignoreWhitespace: random() < 0.3 };
      const key = (line: string) => {
        const k = options.ignoreWhitespace ? line.replace(/\s+/g, '') : line;
        return options.ignoreCase ? k.toLowerCase() : k;
      };
      const breaks = ['\n', '\r\n', '\r'];
      const join = (lines: string[]) => {
        let text = '';
        for (const line of lines) {
          const lineBreak = breaks[Math.floor(random() * 3)]!;
          // CR then an empty line ended by LF would read as one CRLF.
          text += line + (lineBreak === '\n' && line === '' && text.endsWith('\r') ? '\r\n' : lineBreak);
        }
        return text;
      };
      const result = diffTexts(join(a), join(b), options);
      expect(result.minimal).toBe(true);
      expectValidScript(result, a, b, (x, y) => key(x) === key(y));
      expect(result.unchanged).toBe(lcsLength(a, b, (x, y) => key(x) === key(y)));
      if (!options.ignoreCase && !options.ignoreWhitespace) expect(applyUnified(result.unified, a)).toEqual(b);
    }
  });

  it('stays valid, and says it may not be minimal, when the work cap cuts the search short', () => {
    const random = seededRandom(12);
    let notMinimal = 0;
    for (let round = 0; round < 600; round++) {
      const make = (length: number) => Array.from({ length }, () => 'abc'[Math.floor(random() * 3)]!);
      const a = make(20 + Math.floor(random() * 60));
      const b = make(20 + Math.floor(random() * 60));
      // Tiny limits reach every path: greedy splits, then the removed + added fallback.
      const limits = { stepBudget: Math.floor(random() * 400), tooExpensive: 1 + Math.floor(random() * 8), cheapTooExpensive: 1 + Math.floor(random() * 3) };
      const result = diffTexts(`${a.join('\n')}\n`, `${b.join('\n')}\n`, PLAIN, limits);
      expectValidScript(result, a, b);
      expect(applyUnified(result.unified, a)).toEqual(b);
      const lcs = lcsLength(a, b);
      expect(result.unchanged).toBeLessThanOrEqual(lcs);
      if (result.unchanged < lcs) expect(result.minimal).toBe(false);
      if (!result.minimal) notMinimal++;
    }
    expect(notMinimal).toBeGreaterThan(300);
  });

  it('diffs two 20,000-line texts with 10% of lines edited correctly and promptly', async () => {
    const a = codeLines(20_000, 1);
    const block = [...a.slice(0, 9_000), ...codeLines(2_000, 3), ...a.slice(11_000)];
    for (const b of [scatteredEdits(a, 0.1, 2), scatteredEdits(a, 0.1, 2, true), block]) {
      const input = { original: `${a.join('\n')}\n`, changed: `${b.join('\n')}\n` };
      const start = cpuNow();
      const outcome = await runOp(op, input);
      expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
      if (!outcome.ok) throw new Error(outcome.error);
      const result = outcome.value as unknown as DiffResult;
      // In the rewritten block, GNU diff sets aside the braces and blank lines that sit among new lines (they match
      // too many lines elsewhere), although some could pair with those of the old block: 1,866 lines removed and
      // as many added where 1,759 would do, and minimal says so.
      expect(result.minimal).toBe(b !== block);
      expectValidScript(result, a, b);
      expect(applyUnified(result.unified, a)).toEqual(b);
      expect(result.removed).toBeGreaterThan(1_000);
      if (b === block) expect([result.removed, result.added, lcsLength(a.slice(9_000, 11_000), block.slice(9_000, 11_000))]).toEqual([1_866, 1_866, 2_000 - 1_759]);
    }
  });

  it('diffs two entirely different texts at the body limit exactly (no line is in both)', async () => {
    const side = (tag: string) => Array.from({ length: MAX_LINES }, (_, i) => `${tag}${i.toString(36)}`);
    const [a, b] = [side('a'), side('b')];
    const start = cpuNow();
    const result = (await ok(op, { original: a.join('\n'), changed: b.join('\n') })) as unknown as DiffResult;
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(result).toMatchObject({ added: MAX_LINES, removed: MAX_LINES, unchanged: 0, minimal: true });
    expect(result.lines[0]).toEqual({ kind: 'removed', text: 'a0', originalLine: 1, changedLine: null });
    expect(result.lines[MAX_LINES]).toEqual({ kind: 'added', text: 'b0', originalLine: null, changedLine: 1 });
  });

  it('finishes its worst case promptly with a correct diff flagged as not minimal', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    const start = cpuNow();
    const outcome = await runOp(op, input);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    if (!outcome.ok) throw new Error(outcome.error);
    const result = outcome.value as unknown as DiffResult;
    const [a, b] = [splitLines(input.original), splitLines(input.changed)];
    expect([a.length, b.length]).toEqual([MAX_LINES, MAX_LINES]);
    expect(result.minimal).toBe(false);
    expectValidScript(result, a, b);
    // Random sequences over 100 values have a common subsequence of ~15% of their length; the capped search finds most of it.
    expect(result.unchanged).toBeGreaterThan(MAX_LINES * 0.12);
  });

  it('rejects texts of more than the line cap', async () => {
    const many = 'x\n'.repeat(MAX_LINES + 1);
    expect(await fails(op, { original: many, changed: '' })).toBe(`original: must have at most ${MAX_LINES} lines, got ${MAX_LINES + 1}`);
    expect(await fails(op, { original: '', changed: `${many}y` })).toBe(`changed: must have at most ${MAX_LINES} lines, got ${MAX_LINES + 2}`);
    expect(await ok(op, { original: 'x\n'.repeat(MAX_LINES), changed: '' })).toMatchObject({ removed: MAX_LINES });
  });

  it('refuses, before building the answer, a diff that lists more than the response limit', async () => {
    const side = (tag: string) => Array.from({ length: MAX_LINES }, (_, i) => `${tag}${String(i).padStart(8, '0')}`).join('\n');
    const start = cpuNow();
    expect(await fails(op, { original: side('a'), changed: side('b') })).toBe(
      'original and changed: the result would be about 8.9 MB, over the 8 MiB (8,388,608 bytes) response limit; use shorter texts ' +
        'or fewer lines (every line is listed with its numbers, and every changed one again in unified)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers a result of exactly the response limit, and refuses one byte more', async () => {
    // 49,990 six-character lines removed and as many added, after an unchanged first line that fills the rest.
    const side = (first: string, tag: string) => `${first}\n${'a\n'.repeat(5)}${`${tag.repeat(6)}\n`.repeat(49_990)}`;
    const answerBytes = async (first: string) => {
      const outcome = await runOp(op, { original: side(first, 'o'), changed: side(first, 'c') });
      return outcome.ok ? Buffer.byteLength(JSON.stringify(outcome.value)) : outcome.error;
    };
    const padding = MAX_RESPONSE_BYTES - ((await answerBytes('p')) as number) + 1;
    expect(padding).toBeGreaterThan(1);
    expect(await answerBytes('p'.repeat(padding))).toBe(MAX_RESPONSE_BYTES);
    expect(await answerBytes('p'.repeat(padding + 1))).toBe(
      'original and changed: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use shorter texts ' +
        'or fewer lines (every line is listed with its numbers, and every changed one again in unified)',
    );
  });

  it('rejects missing, mistyped and unknown fields', async () => {
    expect(await fails(op, {})).toBe('original: is required; changed: is required');
    expect(await fails(op, { original: 'a' })).toBe('changed: is required');
    expect(await fails(op, { original: 1, changed: 'b' })).toBe('original: must be a string, got number');
    expect(await fails(op, { original: 'a', changed: ['b'] })).toBe('changed: must be a string, got array');
    expect(await fails(op, { original: 'a', changed: 'b', ignoreCase: 'yes' })).toBe('ignoreCase: must be a boolean, got string');
    expect(await fails(op, { original: 'a', changed: 'b', ignoreWhitespace: null })).toBe('ignoreWhitespace: must be a boolean, got null');
    expect(await fails(op, { original: 'a', changed: 'b', ignorecase: true })).toBe("ignorecase: unknown field; did you mean 'ignoreCase'?");
    expect(await fails(op, { original: 'a', modified: 'b' })).toMatch(/^changed: is required; modified: unknown field/);
  });
});

// The diff operation's unified text against the real GNU diff (`diff -u --label original --label changed`, with -i
// and -w for ignoreCase and ignoreWhitespace), byte for byte, on thousands of seeded random pairs of texts built to
// reach GNU's heuristics: tiny alphabets (many equally short diffs to choose from), long runs of one line (the
// identical ends GNU sets aside, and changes slid against them), lines found in one text only with common lines
// among them (GNU's discarded and "provisional" lines), and the issue-17 example. The operation splits CRLF and
// LF alike and never reports a missing final line break, so GNU diff gets the same lines each ended by one LF.
// Needs GNU diffutils (3.8 when written): skipped without it, except under CI=true, where that is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/core/seeded-random.js';
import { diffTexts, type DiffResult } from '../src/ops/diff/diff.js';
import { codeLines, scatteredEdits } from '../src/ops/diff/samples.js';

const version = spawnSync('diff', ['--version'], { encoding: 'utf8' }).stdout ?? '';
const HAS_GNU_DIFF = version.includes('GNU diffutils');
if (process.env.CI === 'true' && !HAS_GNU_DIFF) throw new Error('CI=true but GNU diff (diffutils) is not installed: the diff comparison cannot run');

interface Pair {
  a: string[];
  b: string[];
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

const lf = (lines: readonly string[]) => lines.map((line) => `${line}\n`).join('');

/** Runs GNU diff on every pair in one shell (one process per batch, not per pair); outputs in order. */
function gnuDiffs(pairs: readonly Pair[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'diff-gnu-'));
  try {
    const script = pairs.map((pair, i) => {
      writeFileSync(join(dir, `a${i}`), lf(pair.a));
      writeFileSync(join(dir, `b${i}`), lf(pair.b));
      const flags = `${pair.ignoreCase ? ' -i' : ''}${pair.ignoreWhitespace ? ' -w' : ''}`;
      return `diff -u${flags} --label original --label changed a${i} b${i}; printf '\\0'`;
    });
    writeFileSync(join(dir, 'run.sh'), script.join('\n'));
    const outputs = execFileSync('sh', ['run.sh'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 }).split('\0');
    expect(outputs.pop()).toBe('');
    expect(outputs).toHaveLength(pairs.length);
    return outputs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pairs of line lists in six styles, taken in turn. */
function randomPairs(seed: number, count: number): Pair[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const upTo = (n: number) => Math.floor(random() * (n + 1));
  let fresh = 0;
  const pairs: Pair[] = [];
  for (let round = 0; round < count; round++) {
    let ignoreCase = false;
    let ignoreWhitespace = false;
    let a: string[];
    let b: string[];
    const style = round % 6;
    if (style === 0 || style === 1) {
      // One to five distinct lines: unrelated texts, or an edited copy.
      const alphabet = ['a', 'b', 'c', 'd', ''].slice(0, 1 + Math.floor(random() * (style === 0 ? 3 : 5)));
      const make = (n: number) => Array.from({ length: n }, () => pick(alphabet));
      a = make(upTo(15));
      b = random() < 0.5 ? make(upTo(15)) : a.filter(() => random() > 0.2).flatMap((line) => (random() < 0.2 ? [line, pick(alphabet)] : [line]));
    } else if (style === 2) {
      // Up to 120 lines, 40% of them found in one text only.
      const alphabet = ['x', 'y', 'z', '}', ''].slice(0, 1 + Math.floor(random() * 5));
      const make = (n: number, side: string) => Array.from({ length: n }, () => (random() < 0.4 ? `${side}${fresh++}` : pick(alphabet)));
      a = make(upTo(120), 'o');
      b = random() < 0.5 ? make(upTo(120), 'n') : a.flatMap((line) => (random() < 0.15 ? [] : random() < 0.2 ? [line, ...make(1 + upTo(7), 'n')] : [line]));
    } else if (style === 3) {
      // Up to 320 lines of which 30% are common ones (braces, blank lines), and blocks of new lines with common
      // ones among them: GNU discards the common ones in the middle of such blocks.
      const common = ['', '}', '{', 'end'];
      a = Array.from({ length: 20 + upTo(300) }, () => (random() < 0.3 ? pick(common) : `l${Math.floor(random() * 400)}`));
      b = a.flatMap((line) => {
        const roll = random();
        if (roll < 0.03) return Array.from({ length: 3 + upTo(19) }, () => (random() < 0.2 ? pick(common) : `n${fresh++}`));
        return roll < 0.06 ? [] : [line];
      });
    } else if (style === 4) {
      // Long runs of one line around a small change.
      const fill = pick(['x', '', 'a']);
      const middle = () => Array.from({ length: upTo(3) }, () => pick(['a', 'b', 'x', '', 'xa', 'ax', ' x']));
      const run = () => Array.from({ length: upTo(8) }, () => fill);
      const [head, tail] = [run(), run()];
      a = [...head, ...middle(), ...tail];
      b = random() < 0.5 ? [...head, ...middle(), ...tail] : [...run(), ...middle(), ...run()];
    } else {
      // Lines that differ only in case or whitespace, with diff -i and -w.
      const alphabet = ['a', 'A', ' a', 'a ', 'a\tb', 'ab', 'A B', 'b', ''];
      const make = (n: number) => Array.from({ length: n }, () => pick(alphabet));
      a = make(upTo(13));
      b = make(upTo(13));
      ignoreCase = random() < 0.5;
      ignoreWhitespace = random() < 0.5;
    }
    pairs.push({ a, b, ignoreCase, ignoreWhitespace });
  }
  return pairs;
}

/** The text the operation gets: LF or CRLF line breaks, the final one left out at random (when the last line is not blank). */
function asText(lines: readonly string[], random: () => number): string {
  const lineBreak = random() < 0.8 ? '\n' : '\r\n';
  const text = lines.map((line) => line + lineBreak).join('');
  return lines.length > 0 && lines.at(-1) !== '' && random() < 0.3 ? text.slice(0, -lineBreak.length) : text;
}

/** The counts agree with the unified text: every changed line is in it once, and the rest are unchanged. */
function expectCountsMatchHunks(result: DiffResult, pair: Pair) {
  const rows = result.unified.split('\n').slice(2);
  expect(result.removed).toBe(rows.filter((row) => row.startsWith('-')).length);
  expect(result.added).toBe(rows.filter((row) => row.startsWith('+')).length);
  expect(result.unchanged).toBe(pair.a.length - result.removed);
  expect(result.unchanged).toBe(pair.b.length - result.added);
  expect(result.lines).toHaveLength(result.unchanged + result.removed + result.added);
}

/** Compares the operation with GNU diff on every pair; says how many differ, and shows the first. */
function compareWithGnu(pairs: readonly Pair[], seed: number): string {
  const random = seededRandom(seed);
  const expected = gnuDiffs(pairs);
  const differing: string[] = [];
  pairs.forEach((pair, i) => {
    const result = diffTexts(asText(pair.a, random), asText(pair.b, random), pair);
    if (result.unified !== expected[i]) differing.push(JSON.stringify({ pair, gnu: expected[i], ours: result.unified }));
    expectCountsMatchHunks(result, pair);
  });
  return `${differing.length} of ${pairs.length} differ${differing.length > 0 ? `; the first: ${differing[0]}` : ''}`;
}

describe.skipIf(!HAS_GNU_DIFF)('diff against GNU diff -u, byte for byte', () => {
  it('the issue-17 example: an insertion lined up with GNU diff', () => {
    const pair = { a: ['c', 'b', 'b'], b: ['c', 'c', 'b', 'b', 'a', 'b'], ignoreCase: false, ignoreWhitespace: false };
    const [gnu] = gnuDiffs([pair]);
    expect(gnu).toBe('--- original\n+++ changed\n@@ -1,3 +1,6 @@\n c\n+c\n+b\n b\n+a\n b\n');
    expect(diffTexts('c\nb\nb\n', 'c\nc\nb\nb\na\nb\n', pair).unified).toBe(gnu);
  });

  // 4 × 1,000 pairs, one shell per batch; about a second each.
  it.each([1, 2, 3, 4])('1,000 random pairs, batch %i', (batch) => {
    const pairs = randomPairs(1_700 + batch, 1_000);
    expect(compareWithGnu(pairs, 1_800 + batch)).toBe('0 of 1000 differ');
  });

  it('20,000-line texts: scattered edits, edits with repeated lines, and a rewritten block where GNU is not minimal', () => {
    const base = codeLines(20_000, 1);
    const changed = [scatteredEdits(base, 0.1, 2), scatteredEdits(base, 0.1, 2, true), [...base.slice(0, 9_000), ...codeLines(2_000, 3), ...base.slice(11_000)]];
    const pairs = changed.map((b) => ({ a: base, b, ignoreCase: false, ignoreWhitespace: false }));
    const expected = gnuDiffs(pairs);
    pairs.forEach((pair, i) => {
      const result = diffTexts(lf(pair.a), lf(pair.b), pair);
      expect(result.unified === expected[i], `case ${i}`).toBe(true);
      expectCountsMatchHunks(result, pair);
      expect(result.minimal).toBe(i !== 2);
    });
  });
});

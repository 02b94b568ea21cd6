import { InputError } from '../../core/errors.js';
import type { Localized } from '../../core/locale.js';
import { jsonStringBytes } from '../../formats/json.js';
import { assertFits } from '../../formats/limit-errors.js';
import { markChangedLines, type AnalyzeLimits } from './gnu-analyze.js';

/** Most lines either text may have. Bounds the work before the diff starts and the size of `lines` in the answer. */
export const MAX_LINES = 50_000;

/** Lines of context around each change in the unified text, as `diff -u`. */
export const CONTEXT_LINES = 3;

/**
 * Work the search for a shortest edit script may do, in elementary steps (one diagonal probed or one pair of lines
 * compared). Counted, not timed, so the same input always gives the same answer. GNU diff has no such cap: inputs
 * that reach it are the only ones whose diff can differ from GNU's. A step takes ~8 ns on the bench
 * machine, so the budget is ~160 ms; the greedy pass after it (see below) stops at twice the budget at the latest.
 */
export const DEFAULT_STEP_BUDGET = 20_000_000;

/**
 * GNU diff's TOO_EXPENSIVE: the edit cost at which a middle-snake search that need not be minimal gives up and splits
 * at the furthest-reaching point (GNU: about √ of the lines, at least 4,096, which is 4,096 up to 16 million lines).
 * Once the step budget is spent every search gives up at CHEAP_TOO_EXPENSIVE, which makes the rest a greedy diff
 * that costs O((N + M) × CHEAP_TOO_EXPENSIVE); past twice the budget, what is left is marked removed + added.
 */
export const DEFAULT_TOO_EXPENSIVE = 4_096;
export const CHEAP_TOO_EXPENSIVE = 64;

export type LineKind = 'equal' | 'added' | 'removed';

export interface DiffLine {
  kind: LineKind;
  /** The line without its line break; for an equal line, the original's text. */
  text: string;
  originalLine: number | null;
  changedLine: number | null;
}

export interface DiffOptions {
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

export interface DiffResult {
  lines: DiffLine[];
  added: number;
  removed: number;
  unchanged: number;
  minimal: boolean;
  unified: string;
}

export type DiffLimits = AnalyzeLimits;

/**
 * Lines of a text: split on \r\n, \r or \n. A line break ends a line, so a final one does not start an empty line
 * ("a\nb\n" and "a\nb" are both ["a", "b"]), and the empty text has no lines.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const WHITESPACE = /\s+/g;

/** What two lines are compared by: all whitespace removed (diff -w), then case folded by upper- then lower-casing. */
function comparisonKey(line: string, options: DiffOptions): string {
  let key = line;
  if (options.ignoreWhitespace) key = key.replace(WHITESPACE, '');
  if (options.ignoreCase) key = key.toUpperCase().toLowerCase();
  return key;
}

/** Line-by-line diff of two texts; see the operation's description for the rules. */
export function diffTexts(original: string, changed: string, options: DiffOptions, limits?: Partial<DiffLimits>): DiffResult {
  const a = splitLines(original);
  const b = splitLines(changed);
  for (const [field, lines] of [['original', a], ['changed', b]] as const) {
    if (lines.length > MAX_LINES) {
      throw new InputError(
        `${field}: must have at most ${MAX_LINES} lines, got ${lines.length}`,
        `${field}: puede tener como mucho ${MAX_LINES} líneas, pero tiene ${lines.length}`,
      );
    }
  }
  const n = a.length;
  const m = b.length;

  // Every distinct comparison key becomes a small integer, so the search compares numbers, not strings.
  const ids = new Map<string, number>();
  const intern = (lines: string[]): Int32Array => {
    const out = new Int32Array(lines.length);
    const plain = !options.ignoreCase && !options.ignoreWhitespace;
    for (let i = 0; i < lines.length; i++) {
      const key = plain ? lines[i]! : comparisonKey(lines[i]!, options);
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      out[i] = id;
    }
    return out;
  };
  const ax = intern(a);
  const bx = intern(b);

  // changed flags, one slot of padding on each side (index line + 1) as the boundary shifting expects.
  const changedA = new Uint8Array(n + 2);
  const changedB = new Uint8Array(m + 2);
  const minimal = markChangedLines(a, b, ax, bx, ids.size, CONTEXT_LINES, changedA, changedB, {
    stepBudget: limits?.stepBudget ?? DEFAULT_STEP_BUDGET,
    tooExpensive: limits?.tooExpensive ?? DEFAULT_TOO_EXPENSIVE,
    cheapTooExpensive: limits?.cheapTooExpensive ?? CHEAP_TOO_EXPENSIVE,
  });

  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  let unchanged = 0;
  for (let i = 0, j = 0; i < n || j < m; ) {
    if (i < n && changedA[i + 1]) {
      lines.push({ kind: 'removed', text: a[i]!, originalLine: i + 1, changedLine: null });
      removed++;
      i++;
    } else if (j < m && changedB[j + 1]) {
      lines.push({ kind: 'added', text: b[j]!, originalLine: null, changedLine: j + 1 });
      added++;
      j++;
    } else {
      if (i >= n || j >= m || ax[i] !== bx[j]) throw new Error('diff: unchanged lines out of step');
      lines.push({ kind: 'equal', text: a[i]!, originalLine: i + 1, changedLine: j + 1 });
      unchanged++;
      i++;
      j++;
    }
  }
  // Every line is listed with its numbers, and the changed ones again in unified: 50,000 short lines a side list
  // more than the response limit allows, which is said before the answer is built.
  const counts = { added, removed, unchanged, minimal };
  const listed = answerBytes(counts, lines);
  assertFits(RESULT_FIELDS, listed, RESULT_ADVICE);
  const unified = unifiedDiff(lines);
  assertFits(RESULT_FIELDS, listed + jsonStringBytes(unified), RESULT_ADVICE);
  return { lines, ...counts, unified };
}

/** Who a result past the response limit is blamed on, and what to make smaller. */
const RESULT_FIELDS = 'original and changed';
const RESULT_ADVICE: Localized = {
  en: 'use shorter texts or fewer lines (every line is listed with its numbers, and every changed one again in unified)',
  es: 'usa textos más cortos o con menos líneas (cada línea aparece con sus números, y cada línea cambiada otra vez en unified)',
};

/** Bytes of each kind of `lines` entry with an empty text and no numbers: {"kind":"equal","text":"","originalLine":,"changedLine":}. */
const ENTRY_BYTES: Readonly<Record<LineKind, number>> = {
  equal: JSON.stringify({ kind: 'equal', text: '', originalLine: 0, changedLine: 0 }).length - 2,
  added: JSON.stringify({ kind: 'added', text: '', originalLine: 0, changedLine: 0 }).length - 2,
  removed: JSON.stringify({ kind: 'removed', text: '', originalLine: 0, changedLine: 0 }).length - 2,
};

function lineNumberBytes(line: number | null): number {
  return line === null ? 4 : String(line).length;
}

/** Bytes of the JSON answer with these counts and lines and an empty unified text, worked out without building it. */
function answerBytes(counts: Omit<DiffResult, 'lines' | 'unified'>, lines: readonly DiffLine[]): number {
  let bytes = JSON.stringify({ lines: [], ...counts, unified: '' }).length + Math.max(0, lines.length - 1);
  for (const line of lines) {
    bytes += ENTRY_BYTES[line.kind] + jsonStringBytes(line.text) + lineNumberBytes(line.originalLine) + lineNumberBytes(line.changedLine);
  }
  return bytes;
}

/** "-a,b" range of a hunk as diff -u writes it: "a" alone when b is 1, and the line before with ",0" when empty. */
function hunkRange(before: number, count: number): string {
  if (count === 0) return `${before},0`;
  if (count === 1) return `${before + 1}`;
  return `${before + 1},${count}`;
}

/**
 * The unified diff (`--- original`, `+++ changed`, @@ hunks with CONTEXT_LINES of context, joined when at most
 * 2 × CONTEXT_LINES unchanged lines separate them), byte for byte what `diff -u` prints; empty when nothing changed.
 */
export function unifiedDiff(lines: readonly DiffLine[]): string {
  const total = lines.length;
  let k = 0;
  while (k < total && lines[k]!.kind === 'equal') k++;
  if (k === total) return '';
  const out: string[] = ['--- original\n+++ changed\n'];
  // Lines of each text before entry k.
  let originalBefore = 0;
  let changedBefore = 0;
  let counted = 0;
  const advance = (to: number) => {
    for (; counted < to; counted++) {
      const kind = lines[counted]!.kind;
      if (kind !== 'added') originalBefore++;
      if (kind !== 'removed') changedBefore++;
    }
  };
  while (k < total) {
    const start = Math.max(0, k - CONTEXT_LINES);
    // Extend over changes and the short equal gaps between them.
    let last = k; // one past the last change in the hunk
    for (let p = k; p < total; ) {
      if (lines[p]!.kind !== 'equal') {
        last = ++p;
        continue;
      }
      let q = p;
      while (q < total && lines[q]!.kind === 'equal') q++;
      if (q === total || q - p > 2 * CONTEXT_LINES) break;
      p = q;
    }
    const stop = Math.min(total, last + CONTEXT_LINES);
    advance(start);
    let originalCount = 0;
    let changedCount = 0;
    const header = out.length;
    out.push(''); // the @@ line, once its counts are known
    for (let p = start; p < stop; p++) {
      const line = lines[p]!;
      if (line.kind === 'equal') {
        originalCount++;
        changedCount++;
        out.push(` ${line.text}\n`);
      } else if (line.kind === 'removed') {
        originalCount++;
        out.push(`-${line.text}\n`);
      } else {
        changedCount++;
        out.push(`+${line.text}\n`);
      }
    }
    out[header] = `@@ -${hunkRange(originalBefore, originalCount)} +${hunkRange(changedBefore, changedCount)} @@\n`;
    k = stop;
    while (k < total && lines[k]!.kind === 'equal') k++;
  }
  return out.join('');
}

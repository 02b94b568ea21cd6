import { InputError } from '../../core/errors.js';
import type { Localized } from '../../core/locale.js';
import { jsonStringBytes } from '../../formats/json.js';
import { assertFits } from '../../formats/limit-errors.js';

/** Most lines either text may have. Bounds the work before the diff starts and the size of `lines` in the answer. */
export const MAX_LINES = 50_000;

/** Lines of context around each change in the unified text, as `diff -u`. */
export const CONTEXT_LINES = 3;

/**
 * Work the search for a shortest edit script may do, in elementary steps (one diagonal probed or one pair of lines
 * compared). Counted, not timed, so the same input always gives the same answer. A step takes ~8 ns on the bench
 * machine, so the budget is ~160 ms; the greedy pass after it (see below) stops at twice the budget at the latest.
 */
export const DEFAULT_STEP_BUDGET = 20_000_000;

/**
 * Edit cost (GNU diff's TOO_EXPENSIVE) after which one middle-snake search stops looking for the optimal split and
 * takes the furthest-reaching point instead. While the budget lasts it is high enough never to bind before the
 * budget does; once the budget is spent it drops to CHEAP_TOO_EXPENSIVE, which makes the rest a greedy diff that
 * costs O((N + M) × CHEAP_TOO_EXPENSIVE); past twice the budget, what is left is marked removed + added.
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

export interface DiffLimits {
  stepBudget: number;
  tooExpensive: number;
  cheapTooExpensive: number;
}

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
  const minimal = markChanges(ax, bx, changedA, changedB, ids.size, {
    stepBudget: limits?.stepBudget ?? DEFAULT_STEP_BUDGET,
    tooExpensive: limits?.tooExpensive ?? DEFAULT_TOO_EXPENSIVE,
    cheapTooExpensive: limits?.cheapTooExpensive ?? CHEAP_TOO_EXPENSIVE,
  });
  shiftBoundaries(ax, changedA, changedB, n);
  shiftBoundaries(bx, changedB, changedA, m);

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
  en: 'send shorter texts or fewer lines (every line is listed with its numbers, and every changed one again in unified)',
  es: 'envía textos más cortos o con menos líneas (cada línea aparece con sus números, y cada línea cambiada otra vez en unified)',
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

/**
 * Marks the lines outside one longest common subsequence: common prefix and suffix first, then lines whose key
 * does not occur in the other text's middle at all (they cannot be matched, so dropping them keeps the result
 * minimal), then Myers' O(ND) search in linear space on what is left. Returns false when the work cap made
 * part of the answer non-minimal.
 */
function markChanges(ax: Int32Array, bx: Int32Array, changedA: Uint8Array, changedB: Uint8Array, idCount: number, limits: DiffLimits): boolean {
  let lo = 0;
  let hiA = ax.length;
  let hiB = bx.length;
  while (lo < hiA && lo < hiB && ax[lo] === bx[lo]) lo++;
  while (hiA > lo && hiB > lo && ax[hiA - 1] === bx[hiB - 1]) {
    hiA--;
    hiB--;
  }
  const inA = new Uint8Array(idCount);
  const inB = new Uint8Array(idCount);
  for (let i = lo; i < hiA; i++) inA[ax[i]!] = 1;
  for (let j = lo; j < hiB; j++) inB[bx[j]!] = 1;
  const keep = (x: Int32Array, hi: number, inOther: Uint8Array, changed: Uint8Array) => {
    const index: number[] = [];
    for (let i = lo; i < hi; i++) {
      if (inOther[x[i]!]) index.push(i);
      else changed[i + 1] = 1;
    }
    return { index, values: Int32Array.from(index, (i) => x[i]!) };
  };
  const xs = keep(ax, hiA, inB, changedA);
  const ys = keep(bx, hiB, inA, changedB);
  const xChanged = new Uint8Array(xs.values.length);
  const yChanged = new Uint8Array(ys.values.length);
  const minimal = myers(xs.values, ys.values, xChanged, yChanged, limits);
  for (let k = 0; k < xChanged.length; k++) if (xChanged[k]) changedA[xs.index[k]! + 1] = 1;
  for (let k = 0; k < yChanged.length; k++) if (yChanged[k]) changedB[ys.index[k]! + 1] = 1;
  return minimal;
}

/**
 * Myers' "An O(ND) Difference Algorithm and Its Variations" (1986), linear-space divide and conquer: find the middle
 * snake of a shortest edit script by searching forward from the top-left and backward from the bottom-right at once,
 * then solve both halves. The structure follows GNU diff's compareseq/diag. Sub-problems wait on an explicit stack.
 *
 * Work is capped in counted steps (see DEFAULT_STEP_BUDGET): a search that gets too expensive splits at the
 * furthest-reaching point found so far (a valid split, maybe not an optimal one), and past the hard cap each
 * remaining sub-problem is marked removed + added after trimming its common ends. Returns false when either happened.
 */
function myers(xv: Int32Array, yv: Int32Array, xChanged: Uint8Array, yChanged: Uint8Array, limits: DiffLimits): boolean {
  const n = xv.length;
  const m = yv.length;
  const search: Search = {
    xv,
    yv,
    offset: m + 1,
    fd: new Int32Array(n + m + 3),
    bd: new Int32Array(n + m + 3),
    steps: 0,
    xmid: 0,
    ymid: 0,
  };
  const budget = limits.stepBudget;
  const hardBudget = 2 * budget;
  let minimal = true;
  const stack: number[] = [0, n, 0, m];
  while (stack.length > 0) {
    let ylim = stack.pop()!;
    let yoff = stack.pop()!;
    let xlim = stack.pop()!;
    let xoff = stack.pop()!;
    const trimmed = xoff - xlim;
    while (xoff < xlim && yoff < ylim && xv[xoff] === yv[yoff]) {
      xoff++;
      yoff++;
    }
    while (xoff < xlim && yoff < ylim && xv[xlim - 1] === yv[ylim - 1]) {
      xlim--;
      ylim--;
    }
    search.steps += xoff - xlim - trimmed + 1; // one per line pair compared while trimming
    if (xoff === xlim || yoff === ylim || search.steps >= hardBudget) {
      if (xoff < xlim && yoff < ylim) minimal = false;
      for (let x = xoff; x < xlim; x++) xChanged[x] = 1;
      for (let y = yoff; y < ylim; y++) yChanged[y] = 1;
      continue;
    }
    if (!middleSnake(search, xoff, xlim, yoff, ylim, limits.tooExpensive, limits.cheapTooExpensive, budget, hardBudget)) minimal = false;
    const { xmid, ymid } = search;
    stack.push(xmid, xlim, ymid, ylim, xoff, xmid, yoff, ymid);
  }
  return minimal;
}

interface Search {
  xv: Int32Array;
  yv: Int32Array;
  /** fd[k + offset]: furthest x reached forward on diagonal k = x - y; bd likewise backward. */
  offset: number;
  fd: Int32Array;
  bd: Int32Array;
  steps: number;
  xmid: number;
  ymid: number;
}

/**
 * Sets search.xmid/ymid to a point on a shortest path through the box (xoff, yoff)–(xlim, ylim), whose corners
 * differ (common ends trimmed, both sides non-empty), and returns true; or, when the search reaches edit cost
 * `tooExpensive`, or `cheapTooExpensive` once the budget is spent, or runs past the hard budget, to the
 * furthest-reaching point found and returns false.
 */
function middleSnake(
  search: Search,
  xoff: number,
  xlim: number,
  yoff: number,
  ylim: number,
  tooExpensive: number,
  cheapTooExpensive: number,
  budget: number,
  hardBudget: number,
): boolean {
  const { xv, yv, fd, bd, offset } = search;
  let steps = search.steps;
  // Diagonals as indices into fd/bd (k = x - y + offset), so x - y = k - offset.
  const kmin = xoff - ylim + offset;
  const kmax = xlim - yoff + offset;
  const fmid = xoff - yoff + offset;
  const bmid = xlim - ylim + offset;
  let fmin = fmid;
  let fmax = fmid;
  let bmin = bmid;
  let bmax = bmid;
  const odd = ((fmid - bmid) & 1) !== 0;
  fd[fmid] = xoff;
  bd[bmid] = xlim;
  for (let cost = 1; ; cost++) {
    // One more edit forward, on every reachable diagonal.
    if (fmin > kmin) fd[--fmin - 1] = -1;
    else fmin++;
    if (fmax < kmax) fd[++fmax + 1] = -1;
    else fmax--;
    steps += ((fmax - fmin) >> 1) + 1;
    for (let k = fmax; k >= fmin; k -= 2) {
      // From the diagonal above (a deletion) or below (an insertion), whichever got further.
      const x0 = Math.max(fd[k - 1]! + 1, fd[k + 1]!);
      let x = x0;
      let y = x0 - k + offset;
      while (x < xlim && y < ylim && xv[x] === yv[y]) {
        x++;
        y++;
      }
      steps += x - x0;
      fd[k] = x;
      if (odd && bmin <= k && k <= bmax && bd[k]! <= x) {
        search.steps = steps;
        search.xmid = x;
        search.ymid = y;
        return true;
      }
    }

    // And one more backward.
    if (bmin > kmin) bd[--bmin - 1] = 0x7fffffff;
    else bmin++;
    if (bmax < kmax) bd[++bmax + 1] = 0x7fffffff;
    else bmax--;
    steps += ((bmax - bmin) >> 1) + 1;
    for (let k = bmax; k >= bmin; k -= 2) {
      const x0 = Math.min(bd[k - 1]!, bd[k + 1]! - 1);
      let x = x0;
      let y = x0 - k + offset;
      while (xoff < x && yoff < y && xv[x - 1] === yv[y - 1]) {
        x--;
        y--;
      }
      steps += x0 - x;
      bd[k] = x;
      if (!odd && fmin <= k && k <= fmax && x <= fd[k]!) {
        search.steps = steps;
        search.xmid = x;
        search.ymid = y;
        return true;
      }
    }

    if (cost >= tooExpensive || (steps >= budget && cost >= cheapTooExpensive) || steps >= hardBudget) break;
  }
  // Too costly: split where the forward search got furthest (largest x + y) or the backward one did (smallest
  // x + y), whichever is further from its own corner. Neither is a corner of the box, so both halves shrink.
  search.steps = steps;
  let fxy = -1;
  let fx = 0;
  for (let k = fmax; k >= fmin; k -= 2) {
    const d = k - offset;
    let x = Math.min(fd[k]!, xlim);
    let y = x - d;
    if (ylim < y) {
      x = ylim + d;
      y = ylim;
    }
    if (fxy < x + y) {
      fxy = x + y;
      fx = x;
    }
  }
  let bxy = Number.MAX_SAFE_INTEGER;
  let bx = 0;
  for (let k = bmax; k >= bmin; k -= 2) {
    const d = k - offset;
    let x = Math.max(xoff, bd[k]!);
    let y = x - d;
    if (y < yoff) {
      x = yoff + d;
      y = yoff;
    }
    if (x + y < bxy) {
      bxy = x + y;
      bx = x;
    }
  }
  if (xlim + ylim - bxy < fxy - (xoff + yoff)) {
    search.xmid = fx;
    search.ymid = fxy - fx;
  } else {
    search.xmid = bx;
    search.ymid = bxy - bx;
  }
  return false;
}

/**
 * GNU diff's shift_boundaries: slide each run of changed lines over identical neighbours so that runs merge where
 * they can and otherwise sit as far down as possible, lined up with a change in the other text when one is there.
 * The number of changes, and so minimality, is unchanged; the result reads like `diff` and `git diff`.
 * `changed` and `other` hold a flag per line at index line + 1, with a zero slot at each end.
 */
function shiftBoundaries(ids: Int32Array, changed: Uint8Array, other: Uint8Array, end: number): void {
  let i = 0;
  let j = 0;
  for (;;) {
    // The next run of changes, and the corresponding point in the other text.
    while (i < end && !changed[i + 1]) {
      while (other[1 + j++]);
      i++;
    }
    if (i === end) return;
    let start = i;
    while (changed[1 + ++i]);
    while (other[1 + j]) j++;
    let runLength: number;
    let corresponding: number;
    do {
      runLength = i - start;
      // Move the run up while the line above equals its last line (merging with runs above).
      while (start > 0 && ids[start - 1] === ids[i - 1]) {
        changed[1 + --start] = 1;
        changed[1 + --i] = 0;
        while (changed[start]) start--;
        while (other[1 + --j]);
      }
      corresponding = other[j] ? i : end;
      // Then down while the line below equals its first line (merging with runs below).
      while (i !== end && ids[start] === ids[i]) {
        changed[1 + start++] = 0;
        changed[1 + i++] = 1;
        while (changed[1 + i]) i++;
        while (other[1 + ++j]) corresponding = i;
      }
    } while (runLength !== i - start);
    // Back up to line up with a run of changes in the other text, if one was passed.
    while (corresponding < i) {
      changed[1 + --start] = 1;
      changed[1 + --i] = 0;
      while (other[1 + --j]);
    }
  }
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

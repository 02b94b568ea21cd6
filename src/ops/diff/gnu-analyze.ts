// Which lines of two texts are removed and added, chosen as GNU diffutils 3.8 chooses them (`diff` without
// --minimal or --speed-large-files), so that the unified text is `diff -u` byte for byte. Re-implemented from the
// description of the steps in diffutils' io.c (find_identical_ends), analyze.c (discard_confusing_lines,
// shift_boundaries) and gnulib's diffseq.h (diag, compareseq); no GNU code is copied. Each step changes the output,
// not just the speed, which is why all of them are here:
//   1. the identical first and last lines of the texts are set aside, except the `horizon` lines next to the
//      difference (compared as exact text, even when case or whitespace is ignored);
//   2. lines that match nothing in the other text, and lines that match very many when they sit inside a run of
//      such lines, are marked changed before the search (the latter can make the diff longer than the shortest);
//   3. Myers' O(ND) search for a shortest edit script on what is left, giving up on a middle snake after
//      TOO_EXPENSIVE edits and splitting at the furthest point reached (then one half is searched without that cap);
//   4. runs of changes slide over identical neighbours, to merge and to line up with a change in the other text.
// On top of GNU's rules the work is capped in counted steps (see DEFAULT_STEP_BUDGET in diff.ts): only inputs that
// reach that cap can differ from GNU diff, and they are marked not minimal.

export interface AnalyzeLimits {
  stepBudget: number;
  tooExpensive: number;
  cheapTooExpensive: number;
}

/**
 * Marks changed lines in `changedA`/`changedB` (a flag per line at index line + 1, with a zero slot at each end).
 * `a`/`b` are the lines' exact texts, `ax`/`bx` their comparison classes (equal numbers: equal lines under the
 * options), all below `classCount`. Returns true when no heuristic was used, so the diff is a shortest one.
 */
export function markChangedLines(
  a: readonly string[],
  b: readonly string[],
  ax: Int32Array,
  bx: Int32Array,
  classCount: number,
  horizon: number,
  changedA: Uint8Array,
  changedB: Uint8Array,
  limits: AnalyzeLimits,
): boolean {
  const { lo, hiA, hiB } = identicalEnds(a, b, horizon);
  const bodyA = ax.subarray(lo, hiA);
  const bodyB = bx.subarray(lo, hiB);
  // The body's flags, with their zero slots: the lines just outside the body are never changed.
  const flagsA = changedA.subarray(lo, hiA + 2);
  const flagsB = changedB.subarray(lo, hiB + 2);
  const discards = discardConfusingLines(bodyA, bodyB, classCount);
  const kept = (body: Int32Array, discarded: Uint8Array, flags: Uint8Array) => {
    const index: number[] = [];
    for (let i = 0; i < body.length; i++) {
      if (discarded[i]) flags[i + 1] = 1;
      else index.push(i);
    }
    return { index, values: Int32Array.from(index, (i) => body[i]!) };
  };
  const xs = kept(bodyA, discards.a, flagsA);
  const ys = kept(bodyB, discards.b, flagsB);
  const xChanged = new Uint8Array(xs.values.length);
  const yChanged = new Uint8Array(ys.values.length);
  const shortest = compareSequences(xs.values, ys.values, xChanged, yChanged, limits);
  for (let k = 0; k < xChanged.length; k++) if (xChanged[k]) flagsA[xs.index[k]! + 1] = 1;
  for (let k = 0; k < yChanged.length; k++) if (yChanged[k]) flagsB[ys.index[k]! + 1] = 1;
  shiftBoundaries(bodyA, flagsA, flagsB, bodyA.length);
  shiftBoundaries(bodyB, flagsB, flagsA, bodyB.length);
  return shortest && !discards.provisional;
}

/**
 * The part of both texts GNU diff compares (io.c's find_identical_ends, on lines that all end in a line break):
 * the leading lines that are exactly equal are skipped except the last `horizon` of them, and then the trailing
 * exactly equal lines except the first `horizon`; the trailing run may overlap the kept leading lines, but not
 * reach before them. Returns the first compared line (the same in both) and the ends (exclusive).
 */
export function identicalEnds(a: readonly string[], b: readonly string[], horizon: number): { lo: number; hiA: number; hiB: number } {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  const lo = Math.max(0, prefix - horizon);
  let suffix = 0;
  const room = Math.min(a.length, b.length) - lo;
  while (suffix < room && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const trimmed = Math.max(0, suffix - horizon);
  return { lo, hiA: a.length - trimmed, hiB: b.length - trimmed };
}

/**
 * analyze.c's discard_confusing_lines: a line whose class does not occur in the other body is discarded (marked
 * changed and left out of the search; this never lengthens the diff). A line whose class occurs more than `many`
 * times there (5, doubled for each factor 4 of body length over 64) is discarded only inside a run of discarded
 * lines, with rules on where in the run; `provisional` says whether any such line was discarded.
 */
function discardConfusingLines(x: Int32Array, y: Int32Array, classCount: number): { a: Uint8Array; b: Uint8Array; provisional: boolean } {
  const countX = new Int32Array(classCount);
  const countY = new Int32Array(classCount);
  for (const c of x) countX[c]!++;
  for (const c of y) countY[c]!++;
  const a = candidates(x, countY);
  const b = candidates(y, countX);
  const provisionalA = settleProvisionals(a);
  const provisionalB = settleProvisionals(b);
  return { a, b, provisional: provisionalA || provisionalB };
}

const KEEP = 0;
const DISCARD = 1;
const PROVISIONAL = 2;

function candidates(lines: Int32Array, otherCounts: Int32Array): Uint8Array {
  let many = 5;
  for (let t = Math.floor(lines.length / 64) >> 2; t > 0; t >>= 2) many *= 2;
  const marks = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const matches = otherCounts[lines[i]!]!;
    if (matches === 0) marks[i] = DISCARD;
    else if (matches > many) marks[i] = PROVISIONAL;
  }
  return marks;
}

/**
 * Turns each provisional mark into a discard or a keep, by GNU's rules, and returns whether any was discarded.
 * A provisional line stands only inside a run of marked lines that begins and ends with a definite discard, in a
 * run at most a quarter provisional, not in a block of `minimum` or more provisionals (about √(length / 4) + 1),
 * and after the first three consecutive definite discards (or the first definite one 8 lines in) from each end.
 */
function settleProvisionals(marks: Uint8Array): boolean {
  const end = marks.length;
  for (let i = 0; i < end; i++) {
    if (marks[i] === PROVISIONAL) {
      marks[i] = KEEP; // not inside a run that started with a definite discard
      continue;
    }
    if (marks[i] === KEEP) continue;
    let j = i;
    let provisional = 0;
    while (j < end && marks[j] !== KEEP) if (marks[j++] === PROVISIONAL) provisional++;
    while (j > i && marks[j - 1] === PROVISIONAL) {
      marks[--j] = KEEP;
      provisional--;
    }
    const length = j - i;
    if (provisional * 4 > length) {
      for (let k = i; k < j; k++) if (marks[k] === PROVISIONAL) marks[k] = KEEP;
    } else {
      let minimum = 1;
      for (let t = length >> 2; (t >>= 2) > 0; ) minimum <<= 1;
      minimum++;
      // Blocks of `minimum` or more provisionals are kept whole: on reaching `minimum`, step back over the
      // block and clear it from its start.
      for (let k = 0, consec = 0; k < length; k++) {
        if (marks[i + k] !== PROVISIONAL) consec = 0;
        else if (++consec === minimum) k -= consec;
        else if (consec > minimum) marks[i + k] = KEEP;
      }
      clearRunEnd(marks, i, length, 1);
      i += length - 1;
      clearRunEnd(marks, i, length, -1);
    }
  }
  return marks.includes(PROVISIONAL);
}

/** From one end of a run (`from`, walking by `step`), keeps provisional lines until three definite discards in a row, or a definite one 8 lines in. */
function clearRunEnd(marks: Uint8Array, from: number, length: number, step: 1 | -1): void {
  for (let k = 0, consec = 0; k < length; k++) {
    const at = from + step * k;
    if (k >= 8 && marks[at] === DISCARD) return;
    if (marks[at] === PROVISIONAL) {
      marks[at] = KEEP;
      consec = 0;
    } else if (marks[at] === KEEP) consec = 0;
    else consec++;
    if (consec === 3) return;
  }
}

/**
 * Myers' "An O(ND) Difference Algorithm and Its Variations" (1986), linear-space divide and conquer as gnulib's
 * diffseq.h does it (compareseq): trim equal ends, find a middle snake, solve both halves. Sub-problems wait on an
 * explicit stack (the order of solving does not change the answer). A sub-problem carries whether it must be solved
 * minimally: after a search gave up at tooExpensive, the half on the side of the point taken is, the other is not.
 * Past the step budget every search gives up at cheapTooExpensive, and past twice the budget what is left is marked
 * removed + added. Returns false when any search gave up.
 */
function compareSequences(xv: Int32Array, yv: Int32Array, xChanged: Uint8Array, yChanged: Uint8Array, limits: AnalyzeLimits): boolean {
  const n = xv.length;
  const m = yv.length;
  const search: Search = { xv, yv, offset: m + 1, fd: new Int32Array(n + m + 3), bd: new Int32Array(n + m + 3), steps: 0, xmid: 0, ymid: 0, loMinimal: true, hiMinimal: true };
  const hardBudget = 2 * limits.stepBudget;
  let shortest = true;
  // xoff, xlim, yoff, ylim, findMinimal (0 or 1)
  const stack: number[] = [0, n, 0, m, 0];
  while (stack.length > 0) {
    const findMinimal = stack.pop() === 1;
    let ylim = stack.pop()!;
    let yoff = stack.pop()!;
    let xlim = stack.pop()!;
    let xoff = stack.pop()!;
    const width = xlim - xoff;
    while (xoff < xlim && yoff < ylim && xv[xoff] === yv[yoff]) {
      xoff++;
      yoff++;
    }
    while (xoff < xlim && yoff < ylim && xv[xlim - 1] === yv[ylim - 1]) {
      xlim--;
      ylim--;
    }
    search.steps += width - (xlim - xoff) + 1; // one per line pair compared while trimming
    if (xoff === xlim || yoff === ylim || search.steps >= hardBudget) {
      if (xoff < xlim && yoff < ylim) shortest = false;
      for (let x = xoff; x < xlim; x++) xChanged[x] = 1;
      for (let y = yoff; y < ylim; y++) yChanged[y] = 1;
      continue;
    }
    if (!middleSnake(search, xoff, xlim, yoff, ylim, findMinimal, limits, hardBudget)) shortest = false;
    const { xmid, ymid, loMinimal, hiMinimal } = search;
    stack.push(xmid, xlim, ymid, ylim, hiMinimal ? 1 : 0, xoff, xmid, yoff, ymid, loMinimal ? 1 : 0);
  }
  return shortest;
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
  loMinimal: boolean;
  hiMinimal: boolean;
}

/**
 * diffseq.h's diag: sets search.xmid/ymid to a point on a shortest path through the box (xoff, yoff)–(xlim, ylim),
 * whose corners differ (common ends trimmed, both sides non-empty), and returns true. Unless `findMinimal`, gives
 * up once the edit cost reaches tooExpensive; always gives up at cheapTooExpensive once the step budget is spent,
 * and past the hard budget. Giving up takes the furthest-reaching point found and returns false.
 */
function middleSnake(search: Search, xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean, limits: AnalyzeLimits, hardBudget: number): boolean {
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
  search.loMinimal = search.hiMinimal = true;
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

    const gnuGivesUp = !findMinimal && cost >= limits.tooExpensive;
    if (gnuGivesUp || (steps >= limits.stepBudget && cost >= limits.cheapTooExpensive) || steps >= hardBudget) break;
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
  const forward = xlim + ylim - bxy < fxy - (xoff + yoff);
  search.xmid = forward ? fx : bx;
  search.ymid = forward ? fxy - fx : bxy - bx;
  search.loMinimal = forward;
  search.hiMinimal = !forward;
  return false;
}

/**
 * analyze.c's shift_boundaries: slide each run of changed lines over identical neighbours so that runs merge where
 * they can and otherwise sit as far down as possible, then back up to line up with a change in the other text when
 * one was passed. The number of changes is unchanged. `changed` and `other` hold a flag per line at index
 * line + 1, with a zero slot at each end; `end` is the number of lines.
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

/**
 * Which items of two sequences of identities (small integers: equal items share one) stay in place: a common
 * subsequence, as long as the work allows. Common ends are matched first; a middle of at most DP_CELLS pairs is
 * aligned exactly (the longest common subsequence, by dynamic programming); a larger one by patience: the identities
 * found exactly once on each side, their longest increasing run (exact when no identity repeats, as with items matched
 * by a key), then each gap between them the same way — unless a shortest edit script of at most MAX_EDITS
 * steps exists (Myers' O(ND) algorithm), which is exact and finds a few changes in a long run of repeated values
 * (a series of small numbers), where patience finds no anchor. Every step is paid for from `budget`; what it cannot pay for
 * stays unmatched, which costs a longer patch but never a wrong one.
 */

/** Largest middle aligned exactly: a 1,000 × 1,000 table of 16-bit lengths (2 MB). */
export const DP_CELLS = 1_000_000;

/** Most insertions plus deletions looked for by Myers' algorithm in one middle: its trace holds (D + 1)² indexes. */
export const MAX_EDITS = 400;

/** Most work one search for a shortest edit script may take, out of the budget. */
const MAX_EDIT_WORK = 5_000_000;

export interface Budget {
  /** Work units left (a table cell, an item scanned). */
  left: number;
}

/** For each item of `a`, the index of the item of `b` it is matched with, or -1. */
export function align(a: Int32Array, b: Int32Array, budget: Budget): Int32Array {
  const match = new Int32Array(a.length).fill(-1);
  const ranges: number[] = [0, a.length, 0, b.length];
  while (ranges.length > 0) {
    let b1 = ranges.pop()!;
    let b0 = ranges.pop()!;
    let a1 = ranges.pop()!;
    let a0 = ranges.pop()!;
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) match[a0++] = b0++;
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) match[--a1] = --b1;
    const n = a1 - a0;
    const m = b1 - b0;
    if (n === 0 || m === 0) continue;
    if (n * m <= DP_CELLS) {
      if (budget.left < n * m) continue;
      budget.left -= n * m;
      exact(a, b, a0, a1, b0, b1, match);
      continue;
    }
    if (shortestEdit(a, b, a0, a1, b0, b1, match, budget)) continue;
    if (budget.left < 4 * (n + m)) continue;
    budget.left -= 4 * (n + m);
    const anchors = patience(a, b, a0, a1, b0, b1);
    // Each gap between anchors (and before the first, after the last) is aligned in turn.
    let ai = a0;
    let bj = b0;
    for (let k = 0; k < anchors.length; k += 2) {
      const i = anchors[k]!;
      const j = anchors[k + 1]!;
      match[i] = j;
      if (i > ai && j > bj) ranges.push(ai, i, bj, j);
      ai = i + 1;
      bj = j + 1;
    }
    if (anchors.length > 0 && a1 > ai && b1 > bj) ranges.push(ai, a1, bj, b1);
  }
  return match;
}

/** The longest common subsequence of a[a0..a1) and b[b0..b1), by the classic table of suffix lengths. */
function exact(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number, match: Int32Array): void {
  const n = a1 - a0;
  const m = b1 - b0;
  const w = m + 1;
  const table = new Uint16Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    const x = a[a0 + i];
    for (let j = m - 1; j >= 0; j--) {
      const here = i * w + j;
      table[here] = x === b[b0 + j] ? table[here + w + 1]! + 1 : Math.max(table[here + w]!, table[here + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[a0 + i] === b[b0 + j]) {
      match[a0 + i] = b0 + j;
      i++;
      j++;
    } else if (table[(i + 1) * w + j]! >= table[i * w + j + 1]!) i++;
    else j++;
  }
}

/**
 * Anchors for a large middle, as pairs [i, j, i, j, …] increasing in both: the items whose identity occurs once in
 * each range, then the longest run of them in the same order on both sides (patience sorting, n log n).
 */
function patience(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number): number[] {
  // Per identity: how often in a (capped at 2), and in b, with b's position.
  const inA = new Map<number, number>();
  for (let i = a0; i < a1; i++) inA.set(a[i]!, (inA.get(a[i]!) ?? 0) + 1);
  const inB = new Map<number, number>(); // position, or -1 when it repeats
  for (let j = b0; j < b1; j++) {
    const id = b[j]!;
    if (inA.get(id) === 1) inB.set(id, inB.has(id) ? -1 : j);
  }
  const is: number[] = [];
  const js: number[] = [];
  for (let i = a0; i < a1; i++) {
    const j = inA.get(a[i]!) === 1 ? inB.get(a[i]!) : undefined;
    if (j !== undefined && j >= 0) (is.push(i), js.push(j));
  }
  // Longest increasing subsequence of js: tails[k] holds the index (into js) ending the best run of length k + 1.
  const tails: number[] = [];
  const previous = new Int32Array(js.length);
  for (let k = 0; k < js.length; k++) {
    const j = js[k]!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (js[tails[mid]!]! < j) low = mid + 1;
      else high = mid;
    }
    previous[k] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = k;
  }
  const anchors: number[] = new Array(tails.length * 2);
  for (let k = tails.length > 0 ? tails[tails.length - 1]! : -1, slot = tails.length - 1; k >= 0; k = previous[k]!, slot--) {
    anchors[slot * 2] = is[k]!;
    anchors[slot * 2 + 1] = js[k]!;
  }
  return anchors;
}

/**
 * Myers' greedy algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986): the furthest point reached on
 * each diagonal after d edits, until the end is reached; the trace of each round gives the path back. Gives up (false)
 * past MAX_EDITS edits or its share of the budget, having spent what it used.
 */
function shortestEdit(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number, match: Int32Array, budget: Budget): boolean {
  const n = a1 - a0;
  const m = b1 - b0;
  const maxD = Math.min(MAX_EDITS, n + m);
  let work = Math.min(MAX_EDIT_WORK, budget.left);
  const offset = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= maxD; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) (x++, y++);
      work -= 1 + x - v[offset + k]!;
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        budget.left -= Math.min(MAX_EDIT_WORK, budget.left) - Math.max(work, 0);
        backtrack(trace, n, m, a0, b0, match);
        return true;
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
    if (work < 0) break;
  }
  budget.left -= Math.min(MAX_EDIT_WORK, budget.left) - Math.max(work, 0);
  return false;
}

/** The matches along the path found by shortestEdit: the diagonal runs between its edits. */
function backtrack(trace: Int32Array[], n: number, m: number, a0: number, b0: number, match: Int32Array): void {
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const previous = trace[d - 1]!; // index k + (d - 1)
    const k = x - y;
    const at = (kk: number): number => previous[kk + d - 1]!;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(fromK);
    const startX = down ? fromX : fromX + 1;
    for (let s = startX; s < x; s++) match[a0 + s] = b0 + s - k;
    x = fromX;
    y = fromX - fromK;
  }
  for (let s = 0; s < x; s++) match[a0 + s] = b0 + s;
}

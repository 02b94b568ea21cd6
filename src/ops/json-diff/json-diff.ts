import { isDataObject, isLosslessNumber, type DataValue } from '../../formats/json.js';
import { jsonEqual, scalarEqual } from '../json-patch/json-values.js';
import { escapeToken } from '../json-patch/json-pointer.js';
import { align, type Budget } from './align.js';
import { Classes, hashContainers } from './json-hash.js';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

/**
 * One difference. `path`: where the value is in `after` (added, changed, moved) or was in `before` (removed); a move
 * also has `from`, where it was in `before`. `before` and `after` are the values (undefined where there is none).
 */
export interface Change {
  kind: ChangeKind;
  path: string;
  from?: string;
  before?: DataValue;
  after?: DataValue;
}

/** One RFC 6902 operation; its paths address the document as the operations before it left it. */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move';
  from?: string;
  path: string;
  value?: DataValue;
}

/** Work allowed for aligning all arrays of one diff (table cells and items scanned): some tens of milliseconds. */
export const ALIGN_BUDGET = 30_000_000;

export interface DiffOutcome {
  changes: Change[];
  patch: PatchOperation[];
}

/** Told of every change and operation as it is found, so the caller can stop a result growing past its limit. */
export type Sink = { change(change: Change): void; operation(operation: PatchOperation): void };

const isContainer = (value: DataValue): value is DataValue[] | Map<string, DataValue> =>
  value !== null && typeof value === 'object' && !isLosslessNumber(value);

/**
 * The differences between two documents and an RFC 6902 patch that turns `before` into `after`. Objects are compared
 * member by member; arrays are aligned (align.ts) by item identity — the value itself, or, with `arrayKey`, the value of
 * that member for objects that have it — so an item that moved is reported as moved, and a matched object that changed
 * is compared inside. Items left unmatched between two matched ones are paired in order and compared inside (an item
 * changed in place); the rest are removed or added. Numbers are equal when their values are (1 and 1.0).
 */
export function diffJson(before: DataValue, after: DataValue, arrayKey: string | undefined, sink: Sink): void {
  const hashes = new Map<object, number>();
  hashContainers(before, hashes);
  hashContainers(after, hashes);
  const budget: Budget = { left: ALIGN_BUDGET };

  const same = (a: DataValue, b: DataValue): boolean => {
    if (isContainer(a) && isContainer(b)) return hashes.get(a) === hashes.get(b) && jsonEqual(a, b);
    return scalarEqual(a, b);
  };

  // Explicit stack of pairs still to compare, so 1,000 levels of nesting cost no call stack. Each pair's operations
  // come before those of anything inside it, so the paths written for it (in `after`'s terms) are where it stands.
  const stack: { a: DataValue; b: DataValue; beforePath: string; afterPath: string }[] = [];
  if (!same(before, after)) stack.push({ a: before, b: after, beforePath: '', afterPath: '' });
  while (stack.length > 0) {
    const { a, b, beforePath, afterPath } = stack.pop()!;
    const inner: { a: DataValue; b: DataValue; beforePath: string; afterPath: string }[] = [];
    if (isDataObject(a) && isDataObject(b)) {
      for (const [key, value] of a) {
        const token = `/${escapeToken(key)}`;
        if (!b.has(key)) {
          sink.change({ kind: 'removed', path: beforePath + token, before: value });
          sink.operation({ op: 'remove', path: afterPath + token });
        } else if (!same(value, b.get(key)!)) inner.push({ a: value, b: b.get(key)!, beforePath: beforePath + token, afterPath: afterPath + token });
      }
      for (const [key, value] of b) {
        if (a.has(key)) continue;
        const token = `/${escapeToken(key)}`;
        sink.change({ kind: 'added', path: afterPath + token, after: value });
        sink.operation({ op: 'add', path: afterPath + token, value });
      }
    } else if (Array.isArray(a) && Array.isArray(b)) diffArrays(a, b, beforePath, afterPath, inner);
    else {
      sink.change({ kind: 'changed', path: afterPath, before: a, after: b });
      sink.operation({ op: 'replace', path: afterPath, value: b });
    }
    // Pushed in reverse, so they are compared (and reported) in document order.
    for (let k = inner.length - 1; k >= 0; k--) stack.push(inner[k]!);
  }

  /** One array pair: removals, moves and additions, in that order; the pairs to compare inside go to `inner`, in `after`'s order. */
  function diffArrays(a: DataValue[], b: DataValue[], beforePath: string, afterPath: string, inner: { a: DataValue; b: DataValue; beforePath: string; afterPath: string }[]): void {
    const classes = new Classes(hashes);
    const keyed = (value: DataValue): boolean => arrayKey !== undefined && isDataObject(value) && value.has(arrayKey);
    const identity = (value: DataValue): number => (keyed(value) ? classes.keyed((value as Map<string, DataValue>).get(arrayKey!)!) : classes.of(value));
    const idA = Int32Array.from(a, identity);
    const idB = Int32Array.from(b, identity);
    const matchA = align(idA, idB, budget);
    const matchB = new Int32Array(b.length).fill(-1);
    for (let i = 0; i < a.length; i++) if (matchA[i]! >= 0) matchB[matchA[i]!] = i;
    // The aligned items keep their order; `settled` marks them (and the pairs made below), against those that move.
    const settled = new Uint8Array(a.length);
    for (let i = 0; i < a.length; i++) if (matchA[i]! >= 0) settled[i] = 1;

    // Moves: an unmatched item of `before` whose identity is an unmatched item's of `after` (first with first).
    const waiting = new Map<number, number[]>();
    for (let i = 0; i < a.length; i++) {
      if (matchA[i]! >= 0) continue;
      let list = waiting.get(idA[i]!);
      if (list === undefined) waiting.set(idA[i]!, (list = []));
      list.push(i);
    }
    const cursor = new Map<number, number>();
    for (let j = 0; j < b.length; j++) {
      if (matchB[j]! >= 0) continue;
      const list = waiting.get(idB[j]!);
      if (list === undefined) continue;
      const next = cursor.get(idB[j]!) ?? 0;
      if (next >= list.length) continue;
      cursor.set(idB[j]!, next + 1);
      matchA[list[next]!] = j;
      matchB[j] = list[next]!;
    }

    // Pairs in place: between two settled items, the leftover items (not matched by a key) in order on each side.
    const pairGap = (i0: number, i1: number, j0: number, j1: number): void => {
      let i = i0;
      let j = j0;
      for (;;) {
        while (i < i1 && (matchA[i]! >= 0 || keyed(a[i]!))) i++;
        while (j < j1 && (matchB[j]! >= 0 || keyed(b[j]!))) j++;
        if (i >= i1 || j >= j1) return;
        matchA[i] = j;
        matchB[j] = i;
        settled[i] = 1;
        i++;
        j++;
      }
    };
    let lastI = -1;
    let lastJ = -1;
    for (let i = 0; i < a.length; i++) {
      if (!settled[i]) continue;
      pairGap(lastI + 1, i, lastJ + 1, matchA[i]!);
      lastI = i;
      lastJ = matchA[i]!;
    }
    pairGap(lastI + 1, a.length, lastJ + 1, b.length);

    // Removals, from the last, so that each index is still the item's index in `before`.
    for (let i = 0; i < a.length; i++) if (matchA[i]! < 0) sink.change({ kind: 'removed', path: `${beforePath}/${i}`, before: a[i] });
    for (let i = a.length - 1; i >= 0; i--) if (matchA[i]! < 0) sink.operation({ op: 'remove', path: `${afterPath}/${i}` });

    moves(a, b, matchA, matchB, settled, beforePath, afterPath);

    // Additions, from the first: everything before each one is already in its final place.
    for (let j = 0; j < b.length; j++) {
      if (matchB[j]! >= 0) continue;
      sink.change({ kind: 'added', path: `${afterPath}/${j}`, after: b[j] });
      sink.operation({ op: 'add', path: `${afterPath}/${j}`, value: b[j] });
    }

    for (let j = 0; j < b.length; j++) {
      const i = matchB[j]!;
      if (i >= 0 && !same(a[i]!, b[j]!)) inner.push({ a: a[i]!, b: b[j]!, beforePath: `${beforePath}/${i}`, afterPath: `${afterPath}/${j}` });
    }
  }

  /**
   * One move operation per matched item that is not settled, with the indexes the array has at that moment. The items
   * left after the removals stand in `before`'s order; settled ones never move, and each moved one goes right after
   * the settled item that precedes it in `after`. Every item's place before and after its move is a rank among fixed
   * keys, counted with a Fenwick tree: n log n, where moving items one by one in an array would cost n².
   */
  function moves(a: DataValue[], b: DataValue[], matchA: Int32Array, matchB: Int32Array, settled: Uint8Array, beforePath: string, afterPath: string): void {
    // Matched items in before's order: c is an item's index once the removals are done.
    const cOf = new Int32Array(a.length);
    const kept: number[] = [];
    for (let i = 0; i < a.length; i++) if (matchA[i]! >= 0) (cOf[i] = kept.length), kept.push(i);
    const k = kept.length;
    // In after's order: the settled item each moved one follows (-1: none, it goes first).
    const anchor = new Int32Array(k);
    const movers: number[] = [];
    let lastSettled = -1;
    for (let j = 0; j < b.length; j++) {
      const i = matchB[j]!;
      if (i < 0) continue;
      if (settled[i]) lastSettled = cOf[i]!;
      else {
        anchor[cOf[i]!] = lastSettled;
        movers.push(cOf[i]!);
      }
    }
    if (movers.length === 0) return;
    // Ranks of the places: item c before its move is at (c); a moved item after it, right after its anchor, the
    // items of one anchor in after's order. Laid out by counting: those with no anchor, then each c and its followers.
    const followers = new Int32Array(k + 2);
    for (const c of movers) followers[anchor[c]! + 2]!++;
    for (let x = 1; x < k + 2; x++) followers[x]! += followers[x - 1]!;
    // followers[anchor + 1] is now how many moved items have an anchor below this one.
    const rank = new Int32Array(2 * k);
    for (let c = 0; c < k; c++) rank[c] = c + followers[c + 1]!;
    const seen = new Int32Array(k + 1);
    for (const c of movers) {
      const group = anchor[c]! + 1;
      rank[k + c] = (group === 0 ? 0 : rank[group - 1]! + 1) + seen[group]!++;
    }
    const size = k + movers.length;
    const tree = new Int32Array(size + 1);
    const bump = (r: number, delta: number): void => {
      for (let x = r + 1; x <= size; x += x & -x) tree[x]! += delta;
    };
    const before = (r: number): number => {
      let sum = 0;
      for (let x = r; x > 0; x -= x & -x) sum += tree[x]!;
      return sum;
    };
    for (let c = 0; c < k; c++) bump(rank[c]!, 1);
    for (const c of movers) {
      const i = kept[c]!;
      const j = matchA[i]!;
      const from = before(rank[c]!);
      bump(rank[c]!, -1);
      const to = before(rank[k + c]!);
      bump(rank[k + c]!, 1);
      sink.change({ kind: 'moved', path: `${afterPath}/${j}`, from: `${beforePath}/${i}` });
      if (from !== to) sink.operation({ op: 'move', from: `${afterPath}/${from}`, path: `${afterPath}/${to}` });
    }
  }
}

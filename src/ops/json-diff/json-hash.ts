import { isDataObject, isLosslessNumber, type DataValue } from '../../formats/json.js';
import { jsonEqual, numberKey } from '../json-patch/json-values.js';

/**
 * Identities of JSON values for aligning arrays: a 53-bit hash of every value (equal values, as RFC 6902 compares them,
 * hash alike: numbers by value, objects whatever their key order), worked out for every array and object of a
 * document in one pass, and classes that turn hashes into exact identities (values of one hash are compared in full).
 */

const TWO_21 = 2_097_152;

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two 32-bit lanes as one safe integer (32 + 21 bits). */
function join(h1: number, h2: number): number {
  return (h1 >>> 0) * TWO_21 + (h2 >>> 11);
}
const high = (h: number): number => Math.floor(h / TWO_21);
const low = (h: number): number => h % TWO_21;

function textHash(text: string, seed: number): number {
  let h1 = 0x811c9dc5 ^ seed;
  let h2 = 0x9747b28c ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return join(fmix(h1 ^ text.length), fmix(h2 + text.length));
}

/** The hash of a scalar. */
export function scalarHash(value: DataValue): number {
  if (value === null) return 1;
  if (value === true) return 2;
  if (value === false) return 3;
  if (typeof value === 'string') return textHash(value, 0x1234567);
  if (isLosslessNumber(value)) return textHash(numberKey(value.value), 0x7654321);
  return 0;
}

/** Records in `hashes` the hash of every array and object in `root`, children before parents, without recursion. */
export function hashContainers(root: DataValue, hashes: Map<object, number>): void {
  const order: (DataValue[] | Map<string, DataValue>)[] = [];
  const pending: DataValue[] = [root];
  while (pending.length > 0) {
    const value = pending.pop()!;
    if (Array.isArray(value)) {
      order.push(value);
      for (const item of value) if (item !== null && typeof item === 'object' && !isLosslessNumber(item)) pending.push(item);
    } else if (isDataObject(value)) {
      order.push(value);
      for (const item of value.values()) if (item !== null && typeof item === 'object' && !isLosslessNumber(item)) pending.push(item);
    }
  }
  const of = (item: DataValue): number => (item !== null && typeof item === 'object' && !isLosslessNumber(item) ? hashes.get(item)! : scalarHash(item));
  for (let k = order.length - 1; k >= 0; k--) {
    const container = order[k]!;
    let h1: number;
    let h2: number;
    if (Array.isArray(container)) {
      h1 = 0x3c6ef372;
      h2 = 0xa54ff53a;
      for (const item of container) {
        const h = of(item);
        h1 = Math.imul(h1 ^ high(h), 0x01000193) + 0x9e3779b9;
        h2 = Math.imul(h2 ^ low(h), 0x5bd1e995) ^ (h1 >>> 13);
      }
      h1 ^= container.length;
    } else {
      // Members add up, so key order does not count.
      h1 = 0x510e527f;
      h2 = 0x9b05688c;
      for (const [key, item] of container) {
        const k = textHash(key, 0x2468ace);
        const v = of(item);
        h1 = (h1 + fmix(high(k) ^ Math.imul(high(v), 0x27d4eb2d))) | 0;
        h2 = (h2 + fmix(low(k) * 31 + low(v) + 0x165667b1)) | 0;
      }
      h2 ^= container.size;
    }
    hashes.set(container, join(fmix(h1), fmix(h2)));
  }
}

/**
 * Exact identities for the items of one array pair: equal values get the same small integer. Values of one hash are
 * compared in full with the first of each class, so a hash collision costs a comparison, never a wrong match.
 */
export class Classes {
  private next = 0;
  private readonly byHash = new Map<number, { value: DataValue; id: number }[]>();
  private readonly byKey = new Map<number, number>();
  constructor(private readonly hashes: Map<object, number>) {}

  private readonly strings = new Map<string, number>();
  private readonly numbers = new Map<string, number>();
  private readonly constants: (number | undefined)[] = [];

  of(value: DataValue): number {
    // Scalars by their text: no hash needed.
    if (typeof value === 'string') return this.lookup(this.strings, value);
    if (isLosslessNumber(value)) return this.lookup(this.numbers, numberKey(value.value));
    if (value === null || typeof value === 'boolean') {
      const slot = value === null ? 0 : value ? 1 : 2;
      return (this.constants[slot] ??= this.next++);
    }
    const hash = this.hashes.get(value)!;
    let bucket = this.byHash.get(hash);
    if (bucket === undefined) this.byHash.set(hash, (bucket = []));
    for (const entry of bucket) if (jsonEqual(entry.value, value)) return entry.id;
    const id = this.next++;
    bucket.push({ value, id });
    return id;
  }

  private lookup(map: Map<string, number>, text: string): number {
    let id = map.get(text);
    if (id === undefined) map.set(text, (id = this.next++));
    return id;
  }

  /** The identity of an object matched by its key's value: one per key value, apart from every value's own. */
  keyed(keyValue: DataValue): number {
    const of = this.of(keyValue);
    let id = this.byKey.get(of);
    if (id === undefined) this.byKey.set(of, (id = this.next++));
    return id;
  }
}

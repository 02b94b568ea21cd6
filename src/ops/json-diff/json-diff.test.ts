import { describe, expect, it } from 'vitest';
import fastJsonPatch from 'fast-json-patch';
import op from './json-diff.op.js';
import patchOp from '../json-patch/json-patch.op.js';
import { align } from './align.js';
import { HANG_GUARD_CPU_MS, cpuNow, fails, ok, runOp, testContext } from '../../../test/support/run-op.js';

type Diff = { equal: boolean; added: number; removed: number; changed: number; moved: number; changes: Record<string, unknown>[]; patch: string };
const diff = async (before: unknown, after: unknown, arrayKey?: string) => (await ok(op, arrayKey === undefined ? { before, after } : { before, after, arrayKey })) as Diff;
/** The patch as one line per operation, without the brackets. */
const ops = (d: Diff) => (d.patch === '[]' ? [] : d.patch.slice(4, -2).split(',\n  '));

/** A seeded generator (a linear congruential one), so every run sees the same documents. */
function random(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const set = (o: Record<string, unknown>, key: string, value: unknown) => Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  const value = (depth: number): unknown => {
    const roll = next();
    if (depth > 3 || roll < 0.4) return pick([1, 2, 3, -0.5, 1e21, 'a', 'b', '', null, true, false]);
    if (roll < 0.7) return Array.from({ length: Math.floor(next() * 7) }, () => value(depth + 1));
    const o: Record<string, unknown> = {};
    for (let n = Math.floor(next() * 5); n > 0; n--) set(o, pick(['a', 'b', 'id', 'x/y', 'm~n', '~1', '', '10']), value(depth + 1));
    if (next() < 0.5) set(o, 'id', Math.floor(next() * 4));
    return o;
  };
  const mutate = (v: unknown, depth = 0): unknown => {
    if (next() < 0.12) return value(depth);
    if (Array.isArray(v)) {
      const a = v.map((x) => (next() < 0.3 ? mutate(x, depth + 1) : x));
      if (next() < 0.3 && a.length > 0) a.splice(Math.floor(next() * a.length), 1);
      if (next() < 0.3) a.splice(Math.floor(next() * (a.length + 1)), 0, value(depth + 1));
      if (next() < 0.4 && a.length > 1) a.splice(Math.floor(next() * a.length), 0, ...a.splice(Math.floor(next() * a.length), 1));
      return a;
    }
    if (v !== null && typeof v === 'object') {
      const o: Record<string, unknown> = {};
      for (const [key, x] of Object.entries(v)) if (next() > 0.2) set(o, key, next() < 0.4 ? mutate(x, depth + 1) : x);
      if (next() < 0.3) set(o, pick(['a', 'z', 'id']), value(depth + 1));
      return o;
    }
    return v;
  };
  return { value, mutate };
}

describe('json-diff', () => {
  it('reports changes with JSON Pointers and writes the patch (RFC 6902 Appendix A, as diffs)', async () => {
    // Each pair is an Appendix A example's document and its result; the patch is the example's, except A.6, where a
    // member moving between objects is a remove and an add (moves are found inside arrays only).
    const cases: [string, string, string[]][] = [
      ['{"foo":"bar"}', '{"baz":"qux","foo":"bar"}', ['{"op":"add","path":"/baz","value":"qux"}']], // A.1
      ['{"foo":["bar","baz"]}', '{"foo":["bar","qux","baz"]}', ['{"op":"add","path":"/foo/1","value":"qux"}']], // A.2
      ['{"baz":"qux","foo":"bar"}', '{"foo":"bar"}', ['{"op":"remove","path":"/baz"}']], // A.3
      ['{"foo":["bar","qux","baz"]}', '{"foo":["bar","baz"]}', ['{"op":"remove","path":"/foo/1"}']], // A.4
      ['{"baz":"qux","foo":"bar"}', '{"baz":"boo","foo":"bar"}', ['{"op":"replace","path":"/baz","value":"boo"}']], // A.5
      [
        '{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}',
        '{"foo":{"bar":"baz"},"qux":{"corge":"grault","thud":"fred"}}',
        ['{"op":"remove","path":"/foo/waldo"}', '{"op":"add","path":"/qux/thud","value":"fred"}'],
      ], // A.6
      ['{"foo":["all","grass","cows","eat"]}', '{"foo":["all","cows","eat","grass"]}', ['{"op":"move","from":"/foo/1","path":"/foo/3"}']], // A.7
      ['{"foo":"bar"}', '{"foo":"bar","child":{"grandchild":{}}}', ['{"op":"add","path":"/child","value":{"grandchild":{}}}']], // A.10
      ['{"foo":"bar"}', '{"foo":"bar","baz":"qux"}', ['{"op":"add","path":"/baz","value":"qux"}']], // A.11
      ['{"foo":["bar"]}', '{"foo":["bar",["abc","def"]]}', ['{"op":"add","path":"/foo/1","value":["abc","def"]}']], // A.16
    ];
    for (const [before, after, patch] of cases) {
      const d = await diff(before, after);
      expect(ops(d), before).toEqual(patch);
      // Applied by json-patch, the patch gives `after`.
      const applied = await ok(patchOp, { json: before, patch: d.patch, indent: 'min' });
      expect(JSON.parse(applied.result as string)).toEqual(JSON.parse(after));
    }
  });

  it('compares numbers by value, exactly: 1.0 is 1, but a 20-digit integer differs in its last digit', async () => {
    expect(await diff('[1.0, 1e2, -0, 0.10, 12345678901234567890]', '[1, 100, 0, 1e-1, 12345678901234567890.0]')).toMatchObject({ equal: true, patch: '[]', changes: [] });
    const d = await diff('{"n":12345678901234567890}', '{"n":12345678901234567891}');
    expect(d.changes).toEqual([{ kind: 'changed', path: '/n', from: null, before: '12345678901234567890', after: '12345678901234567891' }]);
    expect(d.patch).toBe('[\n  {"op":"replace","path":"/n","value":12345678901234567891}\n]');
    // A value is written as it was in `after`, digits and all.
    expect((await diff('{"a":1}', '{"a":1.50e+3}')).patch).toBe('[\n  {"op":"replace","path":"/a","value":1.50e+3}\n]');
    expect((await diff('[1e400]', '[1E+400]')).equal).toBe(true);
    expect((await diff('[1e400]', '[1e401]')).equal).toBe(false);
    // A string holding digits is not a number.
    expect((await diff('{"a":1}', '{"a":"1"}')).changed).toBe(1);
  });

  it('ignores key order, and escapes ~ and / in paths (RFC 6901)', async () => {
    expect((await diff('{"a":1,"b":{"c":2,"d":3}}', '{"b":{"d":3,"c":2},"a":1}')).equal).toBe(true);
    const d = await diff('{"a/b":1,"m~n":2,"~1":3}', '{"a/b":2,"m~n":3,"~1":4}');
    expect(d.changes.map((c) => c.path)).toEqual(['/a~1b', '/m~0n', '/~01']);
    expect(d.patch).toBe('[\n  {"op":"replace","path":"/a~1b","value":2},\n  {"op":"replace","path":"/m~0n","value":3},\n  {"op":"replace","path":"/~01","value":4}\n]');
  });

  it('treats "__proto__" as an ordinary member', async () => {
    const d = await diff('{"__proto__":{"x":1}}', '{"__proto__":{"x":2},"constructor":1}');
    expect(d.patch).toBe('[\n  {"op":"add","path":"/constructor","value":1},\n  {"op":"replace","path":"/__proto__/x","value":2}\n]');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('replaces the whole document when the root changes type, and reports nothing for equal documents', async () => {
    expect(await diff('[1]', '{"a":1}')).toEqual({
      equal: false,
      added: 0,
      removed: 0,
      changed: 1,
      moved: 0,
      changes: [{ kind: 'changed', path: '', from: null, before: '[1]', after: '{"a":1}' }],
      patch: '[\n  {"op":"replace","path":"","value":{"a":1}}\n]',
    });
    expect(await diff('"x"', '"x"')).toEqual({ equal: true, added: 0, removed: 0, changed: 0, moved: 0, changes: [], patch: '[]' });
  });

  it('finds moves: reversed, rotated, and records matched by a key', async () => {
    const reversed = await diff('[1,2,3,4,5]', '[5,4,3,2,1]');
    expect([reversed.moved, reversed.added, reversed.removed]).toEqual([4, 0, 0]);
    expect(ops(reversed)).toEqual([
      '{"op":"move","from":"/3","path":"/4"}',
      '{"op":"move","from":"/2","path":"/4"}',
      '{"op":"move","from":"/1","path":"/4"}',
      '{"op":"move","from":"/0","path":"/4"}',
    ]);
    expect(ops(await diff('["a","b","c","d"]', '["d","a","b","c"]'))).toEqual(['{"op":"move","from":"/3","path":"/0"}']);
    // Without a key, a changed record is an item changed in place; with it, the record is followed where it went.
    const before = '[{"id":"a","v":1},{"id":"b","v":2},{"id":"c","v":3}]';
    const after = '[{"id":"c","v":3},{"id":"a","v":1},{"id":"b","v":20}]';
    expect(ops(await diff(before, after, 'id'))).toEqual(['{"op":"move","from":"/2","path":"/0"}', '{"op":"replace","path":"/2/v","value":20}']);
    expect((await diff(before, after, 'id')).changes).toEqual([
      { kind: 'moved', path: '/0', from: '/2', before: null, after: null },
      { kind: 'changed', path: '/2/v', from: null, before: '2', after: '20' },
    ]);
    // Without the key, b's two versions are two values, and end on either side of the aligned c: removed and added.
    expect(ops(await diff(before, after))).toEqual(['{"op":"remove","path":"/1"}', '{"op":"move","from":"/0","path":"/1"}', '{"op":"add","path":"/2","value":{"id":"b","v":20}}']);
    // A key applies at every depth; ids 1 and 1.0 are one id; items without the key are matched by value.
    expect(ops(await diff('{"x":[{"id":1,"n":"a"},7,{"id":2}]}', '{"x":[{"id":2},7,{"id":1.0,"n":"b"}]}', 'id'))).toEqual([
      '{"op":"move","from":"/x/1","path":"/x/2"}',
      '{"op":"move","from":"/x/0","path":"/x/2"}',
      '{"op":"replace","path":"/x/2/n","value":"b"}',
    ]);
  });

  it('pairs items left between matched ones, and compares them inside', async () => {
    const d = await diff('[{"a":1,"b":[1,2]},"keep"]', '[{"a":1,"b":[1,3]},"keep"]');
    expect(d.changes).toEqual([{ kind: 'changed', path: '/0/b/1', from: null, before: '2', after: '3' }]);
    const removed = await diff('{"list":[1,2,3,4]}', '{"list":[1,4]}');
    expect(removed.changes).toEqual([
      { kind: 'removed', path: '/list/1', from: null, before: '2', after: null },
      { kind: 'removed', path: '/list/2', from: null, before: '3', after: null },
    ]);
    // Removals run from the last, so each index is still right when its turn comes.
    expect(ops(removed)).toEqual(['{"op":"remove","path":"/list/2"}', '{"op":"remove","path":"/list/1"}']);
  });

  it('gives paths of removed values in before, and of the rest in after', async () => {
    const d = await diff('[{"id":1,"tags":["x","y"]},{"id":2}]', '[{"id":2},{"id":1,"tags":["y"]}]', 'id');
    expect(d.changes).toEqual([
      { kind: 'moved', path: '/1', from: '/0', before: null, after: null },
      { kind: 'removed', path: '/0/tags/0', from: null, before: '"x"', after: null },
    ]);
    // The patch removes it where the item is once moved.
    expect(ops(d)).toEqual(['{"op":"move","from":"/0","path":"/1"}', '{"op":"remove","path":"/1/tags/0"}']);
  });

  it("turns before into after on random documents, the patch applied by fast-json-patch (an independent implementation) and by json-patch", async () => {
    const { value, mutate } = random(20240601);
    let moves = 0;
    for (let n = 0; n < 1500; n++) {
      const a = value(0);
      const b = n % 5 === 0 ? a : mutate(a);
      for (const arrayKey of [undefined, 'id']) {
        const d = await diff(JSON.stringify(a), JSON.stringify(b), arrayKey);
        moves += d.moved;
        const patch = JSON.parse(d.patch) as fastJsonPatch.Operation[];
        const applied = fastJsonPatch.applyPatch(JSON.parse(JSON.stringify(a)), patch, false, false, false).newDocument;
        expect(applied, `${JSON.stringify(a)} → ${JSON.stringify(b)}: ${d.patch}`).toEqual(b);
        expect(d.equal).toBe(fastJsonPatch._areEquals(a, b));
        expect(d.added + d.removed + d.changed + d.moved).toBe(d.changes.length);
        const ours = await ok(patchOp, { json: JSON.stringify(a), patch: d.patch, indent: 'min' });
        expect(JSON.parse(ours.result as string)).toEqual(b);
      }
    }
    expect(moves).toBeGreaterThan(50);
  });

  it('runs its examples exactly, in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const example of op.examples) expect(await ok(op, example.input, testContext({ locale }))).toEqual(example.output);
    }
  });

  it('refuses bad input, naming the field', async () => {
    expect(await fails(op, {})).toBe('before: is required; after: is required');
    expect(await fails(op, { before: '{"a":1,}', after: '1' })).toBe("before: invalid JSON at line 1, column 8: expected a property name in double quotes, found '}'");
    expect(await runOp(op, { before: '1', after: '[1' }, testContext({ locale: 'es' }))).toEqual({
      ok: false,
      error: "after: invalid JSON at line 1, column 3: expected ',' or ']' after an array item, found the end of the text",
      es: "after: JSON no válido en la línea 1, columna 3: se esperaba ',' o ']' después de un elemento del array, pero se encontró el final del texto",
    });
    expect(await fails(op, { before: 1, after: 2, arrayKey: 5 })).toBe('arrayKey: must be a string, got number');
    expect(await fails(op, { before: 1, after: 2, arraykey: 'id' })).toBe("arraykey: unknown field; did you mean 'arrayKey'?");
    // Values sent as JSON are documents too; an empty arrayKey is no key.
    expect(await ok(op, { before: { a: [1, 2] }, after: { a: [2, 1] }, arrayKey: '' })).toMatchObject({ moved: 1, patch: '[\n  {"op":"move","from":"/a/0","path":"/a/1"}\n]' });
  });

  it('lists the first 1,000 changes, counts them all, and refuses an answer past the response limit before building it', async () => {
    const before = Array.from({ length: 5_000 }, (_, i) => ({ id: i }));
    const after = before.map((o) => ({ id: o.id, seen: true }));
    const d = await diff(JSON.stringify(before), JSON.stringify(after), 'id');
    expect([d.added, d.changes.length, ops(d).length]).toEqual([5_000, 1_000, 5_000]);
    expect(ops(d)[4_999]).toBe('{"op":"add","path":"/4999/seen","value":true}');
    const start = cpuNow();
    const numbers = Array.from({ length: 120_000 }, (_, i) => i % 10);
    expect(await fails(op, { before: JSON.stringify(numbers), after: JSON.stringify(numbers.map((n) => n + 1)) })).toBe(
      'after: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; compare smaller documents, or parts of them ' +
        '(the patch repeats each changed value and its full path)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('stays bounded on large arrays: thousands of records reversed, long runs of repeated values, deep nesting', async () => {
    const start = cpuNow();
    const records = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `item ${i}` }));
    const reversed = await diff(JSON.stringify(records), JSON.stringify([...records].reverse()), 'id');
    expect([reversed.moved, reversed.added, reversed.removed, reversed.changed]).toEqual([9_999, 0, 0, 0]);
    // 200,000 repeating digits changed at two places far apart: two changes, found exactly (Myers).
    const digits = Array.from({ length: 200_000 }, (_, i) => i % 10);
    const two = await diff(JSON.stringify(digits), JSON.stringify(digits.map((v, i) => (i === 5 || i === 199_990 ? 99 : v))));
    expect(ops(two)).toEqual(['{"op":"replace","path":"/5","value":99}', '{"op":"replace","path":"/199990","value":99}']);
    // Shifted by one: one removal and one addition.
    expect(ops(await diff(JSON.stringify(digits), JSON.stringify([...digits.slice(1), 3])))).toEqual(['{"op":"remove","path":"/0"}', '{"op":"add","path":"/199999","value":3}']);
    const deep = (leaf: string) => `${'{"k":['.repeat(499)}${leaf}${']}'.repeat(499)}`;
    const nested = await diff(deep('1'), deep('2'));
    expect(nested.changes).toEqual([{ kind: 'changed', path: '/k/0'.repeat(499), from: null, before: '1', after: '2' }]);
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    expect(ops((await ok(op, input)) as Diff)).toEqual(['{"op":"replace","path":"/5","value":99}', '{"op":"replace","path":"/239990","value":99}']);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('aligns exactly: the longest common subsequence, checked against a plain table on small random sequences', () => {
    let state = 7;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) & 0x7fffffff) % n);
    for (let n = 0; n < 400; n++) {
      const alphabet = 1 + next(6);
      const a = Int32Array.from({ length: next(40) }, () => next(alphabet));
      const b = Int32Array.from({ length: next(40) }, () => next(alphabet));
      const match = align(a, b, { left: 1e9 });
      let length = 0;
      let lastJ = -1;
      for (let i = 0; i < a.length; i++) {
        const j = match[i]!;
        if (j < 0) continue;
        expect(j).toBeGreaterThan(lastJ);
        expect(a[i]).toBe(b[j]);
        lastJ = j;
        length++;
      }
      expect(length).toBe(lcsLength(a, b));
    }
  });
});

/** Length of a longest common subsequence, by the textbook table. */
function lcsLength(a: Int32Array, b: Int32Array): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths as referencePaths, query as referenceQuery } from 'jsonpath-rfc9535';
import op from './json-query.op.js';
import { MAX_SEQUENCE, MAX_STACK, MAX_STEPS } from './jsonata.js';
import { normalizedPath } from './jsonpath.js';
import { HANG_GUARD_CPU_MS, cpuNow, fails, ok, runOp, testContext } from '../../../test/support/run-op.js';

type Out = { result: string; count: number; paths: string[] };
const query = async (json: unknown, q: string, language?: string) =>
  (await ok(op, language === undefined ? { json, query: q } : { json, query: q, language })) as Out;
const jsonata = (json: unknown, q: string) => query(json, q, 'jsonata');

describe('json-query', () => {
  it('answers its examples exactly, in English and in Spanish', async () => {
    for (const ctx of [testContext(), testContext({ locale: 'es' })]) {
      for (const example of op.examples) expect(await ok(op, example.input, ctx), example.title).toEqual(example.output);
    }
  });

  it('selects with JSONPath: values in order, normalized paths, count', async () => {
    const doc = '{"a":[10,20,30,40],"b":{"c":"x","d":null,"e":true}}';
    expect(await query(doc, '$.a[1:3]')).toEqual({ result: '[\n  20,\n  30\n]', count: 2, paths: ["$['a'][1]", "$['a'][2]"] });
    expect(await query(doc, '$.a[-1]')).toEqual({ result: '[\n  40\n]', count: 1, paths: ["$['a'][3]"] });
    expect(await query(doc, '$.b[?@ == null]')).toEqual({ result: '[\n  null\n]', count: 1, paths: ["$['b']['d']"] });
    expect(await query(doc, '$.nothing')).toEqual({ result: '[]', count: 0, paths: [] });
    expect(await query(doc, '$')).toEqual({ result: JSON.stringify(JSON.parse(doc), null, 2).replace(/^/, '[\n  ').replace(/\n/g, '\n  ').replace(/^\[\n {4}/, '[\n  ') + '\n]', count: 1, paths: ['$'] });
    // Any value may be the document.
    expect(await query('"text"', '$')).toEqual({ result: '[\n  "text"\n]', count: 1, paths: ['$'] });
  });

  it('writes matched numbers with their digits; filters compare them as doubles', async () => {
    const doc = '{"n":[12345678901234567890,1.50,1e5,-0,0.10000000000000000555,1E+2]}';
    expect((await query(doc, '$.n[*]')).result).toBe('[\n  12345678901234567890,\n  1.50,\n  1e5,\n  -0,\n  0.10000000000000000555,\n  1E+2\n]');
    // 1.50 == 1.5 and 1e5 == 100000 as numbers; 12345678901234567890 and 12345678901234567891 are the same double.
    expect((await query(doc, '$.n[?@ == 1.5 || @ == 100000]')).result).toBe('[\n  1.50,\n  1e5\n]');
    expect((await query(doc, '$.n[?@ == 12345678901234567891]')).paths).toEqual(["$['n'][0]"]);
    expect((await query('{"x":{"n":1.0,"k":[2.50]}}', '$.x')).result).toBe('[\n  {\n    "n": 1.0,\n    "k": [\n      2.50\n    ]\n  }\n]');
  });

  it("visits objects in the document's key order, integer-like keys included", async () => {
    const doc = '{"b":1,"2024":2,"a":3,"10":4}';
    expect((await query(doc, '$.*')).paths).toEqual(["$['b']", "$['2024']", "$['a']", "$['10']"]);
    expect((await query(`{"x":${doc}}`, '$..*')).paths).toEqual(["$['x']", "$['x']['b']", "$['x']['2024']", "$['x']['a']", "$['x']['10']"]);
    expect((await query(doc, '$[?@ > 1]')).result).toBe('[\n  2,\n  3,\n  4\n]');
    expect((await query(`[${doc}]`, '$[0]')).result).toBe('[\n  {\n    "b": 1,\n    "2024": 2,\n    "a": 3,\n    "10": 4\n  }\n]');
  });

  it('writes normalized paths as RFC 9535 §2.7 says: single quotes, escapes only for \' \\ and control characters', async () => {
    expect(normalizedPath(['a', 0, "it's", 'back\\slash', 'quote"', 'tab\t', '\u0001', '\u001f', 'é😀'])).toBe(
      "$['a'][0]['it\\'s']['back\\\\slash']['quote\"']['tab\\t']['\\u0001']['\\u001f']['é😀']",
    );
    expect(normalizedPath([])).toBe('$');
    expect((await query('{"it\'s":{"\\n":1}}', '$..*')).paths).toEqual(["$['it\\'s']", "$['it\\'s']['\\n']"]);
  });

  it('reads a query starting with . or [ as if $ came first, and ignores surrounding whitespace', async () => {
    const doc = '{"a":[{"b":1},{"b":2}]}';
    const full = await query(doc, '$.a[*].b');
    expect(await query(doc, '.a[*].b')).toEqual(full);
    expect(await query(doc, '  $.a[*].b\n')).toEqual(full);
    expect(await query(doc, '..b')).toEqual(full);
    expect(await query(doc, '["a"][1]')).toEqual(await query(doc, '$["a"][1]'));
    // The language's name is read in any case, with spaces around.
    expect(await query(doc, 'a[0].b', ' JSONata ')).toEqual({ result: '1', count: 1, paths: [] });
  });

  it('keeps keys such as __proto__ and constructor as ordinary data in both languages', async () => {
    const doc = '{"constructor":1,"__proto__":{"x":2},"toString":3}';
    expect(await query(doc, '$.*')).toMatchObject({ count: 3, paths: ["$['constructor']", "$['__proto__']", "$['toString']"] });
    expect((await query(doc, '$.__proto__.x')).result).toBe('[\n  2\n]');
    expect((await jsonata(doc, '[constructor, __proto__.x, $keys($)]')).result).toBe('[\n  1,\n  2,\n  "constructor",\n  "__proto__",\n  "toString"\n]');
    // Nothing of JavaScript is reachable: inherited names select nothing.
    expect(await jsonata('{"a":{}}', '[a.constructor, a.__proto__, a.toString, $lookup(a, "hasOwnProperty")]')).toEqual({ result: '[]', count: 0, paths: [] });
  });

  it('evaluates JSONata: values, nothing, arrays, objects built', async () => {
    const doc = '{"items":[{"name":"a","price":2.50,"qty":2},{"name":"b","price":10,"qty":1}],"id":12345678901234567890}';
    expect(await jsonata(doc, 'items[price > 5].name')).toEqual({ result: '"b"', count: 1, paths: [] });
    expect(await jsonata(doc, 'items.name')).toEqual({ result: '[\n  "a",\n  "b"\n]', count: 2, paths: [] });
    expect(await jsonata(doc, 'nothing.here')).toEqual({ result: '', count: 0, paths: [] });
    expect(await jsonata(doc, 'null')).toEqual({ result: 'null', count: 1, paths: [] });
    expect(await jsonata(doc, '$sum(items.(price * qty))')).toEqual({ result: '15', count: 1, paths: [] });
    // A container of the document comes back as written; a number alone, through the document's own spelling.
    expect((await jsonata(doc, 'items[0]')).result).toBe('{\n  "name": "a",\n  "price": 2.50,\n  "qty": 2\n}');
    expect((await jsonata(doc, 'id')).result).toBe('12345678901234567890');
    expect((await jsonata(doc, 'items[0].price')).result).toBe('2.50');
    // Computed numbers are doubles, written as JavaScript writes them.
    expect((await jsonata('{}', '0.1 + 0.2')).result).toBe('0.30000000000000004');
    expect((await jsonata('{}', '1e21 * 10')).result).toBe('1e+22');
    // An object JSONata builds lists integer-like keys first, as every JavaScript object does.
    expect((await jsonata('{}', '{"b": 1, "10": 2}')).result).toBe('{\n  "10": 2,\n  "b": 1\n}');
  });

  it("gives $now() and $millis() the service's clock", async () => {
    expect((await jsonata('{}', '[$now(), $millis(), $now("[Y0001]-[M01]")]')).result).toBe('[\n  "2026-11-21T12:00:00.000Z",\n  1795262400000,\n  "2026-11"\n]');
  });

  it('refuses JSONPath that is not valid, saying where', async () => {
    const cases: [string, string][] = [
      ['$[?@.a ==]', 'invalid JSONPath at position 10: unexpected end of expression'],
      ['  $.a[', 'invalid JSONPath at position 7: unclosed bracketed selection'],
      ['$[?foo(@)]', "invalid JSONPath at position 4: no such function 'foo'"],
      ['$[?length(@.*) > 1]', 'invalid JSONPath at position 11: length() argument 0 must be of ValueType'],
      ['$[01]', 'invalid JSONPath at position 3: leading zero in index selector'],
      ['$..', 'invalid JSONPath at position 4: bald descendant segment'],
      ['.a[', 'invalid JSONPath at position 4: unclosed bracketed selection'],
      ['store.book', "invalid JSONPath at position 1: a query starts with $ (the document), e.g. $.store.book; for a JSONata expression, choose the language jsonata"],
    ];
    for (const [q, message] of cases) expect(await fails(op, { json: '{}', query: q }), q).toBe(`query: ${message}`);
  });

  it('refuses JSONata that is not valid or fails, saying where', async () => {
    const cases: [string, string][] = [
      ['Account.', 'invalid JSONata at position 8: Unexpected end of expression (S0207)'],
      ['  foo(', 'invalid JSONata at position 6: Expected ")" before end of expression (S0203)'],
      ['$sum(1,2,3)', 'the JSONata expression failed at position 5 (near \'sum\'): Argument 2 of function "sum" does not match function signature (T0410)'],
      ['"a" + 1', 'the JSONata expression failed at position 5 (near \'+\'): The left side of the "+" operator must evaluate to a number (T2001)'],
      ['1/0', 'the result holds Infinity, which JSON cannot hold; check the arithmetic'],
      ['$sum', 'the result holds a function, which JSON cannot hold; call it with its arguments, e.g. $uppercase("a") rather than $uppercase'],
      ['{"f": function($x){$x}}', 'the result holds a function, which JSON cannot hold; call it with its arguments, e.g. $uppercase("a") rather than $uppercase'],
    ];
    for (const [q, message] of cases) expect(await fails(op, { json: '{}', query: q, language: 'jsonata' }), q).toBe(`query: ${message}`);
  });

  it('stops JSONata that loops, recurses or grows without end, promptly and by counting', async () => {
    const start = cpuNow();
    expect(await fails(op, { json: '{}', query: '($f := function($x){$f($x+1)}; $f(0))', language: 'jsonata' })).toBe(
      'query: the expression took more than 2,000,000 evaluation steps, the limit for one request; simplify it (a loop or recursion that never ends?) or use a smaller document',
    );
    expect(await fails(op, { json: '{}', query: '($f := function($x){1 + $f($x+1)}; $f(0))', language: 'jsonata' })).toBe(
      "query: the JSONata expression failed at position 27 (near 'f'): Stack overflow. Check for non-terminating recursive function.  Consider rewriting as tail-recursive (D1011)",
    );
    expect(await fails(op, { json: '{}', query: '[1..2000000]', language: 'jsonata' })).toBe(
      'query: the expression built a sequence of more than 1,000,000 items, the limit for one request; use a shorter range or a smaller document',
    );
    expect(await fails(op, { json: '{}', query: '[1..100000000]', language: 'jsonata' })).toMatch(/^query: the JSONata expression failed at position 4 \(near '\.\.'\): The size of the sequence allocated by the range operator/);
    // A result that repeats the document: refused as soon as it passes the response limit, not after building 20 MB.
    const doc = JSON.stringify({ s: 'x'.repeat(200_000) });
    expect(await fails(op, { json: doc, query: '$map([1..100], function($v){$})', language: 'jsonata' })).toBe(
      'query: the result passes the 8 MiB (8,388,608 bytes) response limit (after 0 matches); narrow the query (a more specific path, a filter, or an index) or use a smaller document',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('documents the JSONata guardrails it applies', () => {
    expect([MAX_STEPS, MAX_STACK, MAX_SEQUENCE]).toEqual([2_000_000, 5_000, 1_000_000]);
    for (const figure of ['2,000,000 evaluation steps', '5,000 nested evaluations', '1,000,000 items']) expect(op.description).toContain(figure);
  });

  it('refuses a document that is not JSON with its line and column, and other bad fields', async () => {
    expect(await fails(op, { json: '{"a": 1,\n "b": tru}', query: '$.a' })).toBe(
      "json: invalid JSON at line 2, column 7: expected a value (an object, array, string, number, true, false or null), found 't'",
    );
    expect(await fails(op, { json: '{"a":1,"a":2}', query: '$.a' })).toBe("json: invalid JSON at line 1, column 8: duplicate key 'a' in the same object");
    expect(await fails(op, { json: '{}', query: '   ' })).toBe('query: is empty; write a JSONPath query, e.g. $.store.book[*].author');
    expect(await fails(op, { json: '{}', query: '', language: 'jsonata' })).toBe('query: is empty; write a JSONata expression, e.g. Account.Order.Product.Price');
    expect(await fails(op, { json: '{}', query: '$', language: 'xpath' })).toBe("language: must be one of 'jsonpath', 'jsonata', got 'xpath'");
    expect(await fails(op, { json: '{}' })).toBe('query: is required');
    expect(await fails(op, { query: '$' })).toBe('json: is required');
    expect(await fails(op, { json: '{}', query: 'x'.repeat(10_001) })).toBe('query: must be at most 10000 characters long');
    // The document may come as a JSON value.
    expect(await query({ a: [1, 2] }, '$.a[0]')).toEqual({ result: '[\n  1\n]', count: 1, paths: ["$['a'][0]"] });
  });

  it('says what went wrong in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    expect(await runOp(op, { json: '{}', query: '  $.a[' }, es)).toMatchObject({
      es: 'query: JSONPath no válido en la posición 7: unclosed bracketed selection (mensaje de json-p3)',
    });
    expect(await runOp(op, { json: '{}', query: 'Account.', language: 'jsonata' }, es)).toMatchObject({
      es: 'query: JSONata no válido en la posición 8: Unexpected end of expression (S0207, mensaje de JSONata)',
    });
    expect(await runOp(op, { json: '{}', query: '[1..2000000]', language: 'jsonata' }, es)).toMatchObject({
      es: 'query: la expresión construyó una secuencia de más de 1.000.000 elementos, el límite de una petición; usa un rango más corto o un documento más pequeño',
    });
    expect(await runOp(op, { json: '[1', query: '$' }, es)).toMatchObject({
      es: "json: JSON no válido en la línea 1, columna 3: se esperaba ',' o ']' después de un elemento del array, pero se encontró el final del texto",
    });
  });

  it('runs its worst case promptly: $..* on 1 MB, every value visited and written, under the response limit', async () => {
    const start = cpuNow();
    const outcome = await runOp(op, op.worstCase());
    // 35,714 objects of five values each: the object, 1, the array, true, null.
    expect(outcome.ok && outcome.value.count).toBe(178_570);
    expect(outcome.ok && Buffer.byteLength(outcome.json ?? '')).toBeGreaterThan(7_000_000);
    expect(Buffer.byteLength(JSON.stringify(op.worstCase()))).toBeLessThanOrEqual(1_048_576);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('walks deeply nested documents without recursion: 1,000 levels, every shape of descendant query', async () => {
    const nest = `${'['.repeat(999)}${']'.repeat(999)}`;
    const deep = `[${Array.from({ length: 200 }, () => nest).join(',')}]`;
    const chain = `${'['.repeat(998)}${Array(100_000).fill('1').join(',')}${']'.repeat(998)}`;
    const start = cpuNow();
    expect(await query(deep, '$..[?@ == 7]')).toEqual({ result: '[]', count: 0, paths: [] });
    expect(await query(chain, '$..[?@ == 7]')).toEqual({ result: '[]', count: 0, paths: [] });
    expect((await query(chain, '$..[0][5]')).paths).toEqual([`$${'[0]'.repeat(997)}[5]`]);
    expect(await fails(op, { json: chain, query: '$..*' })).toMatch(/^query: the result passes the 8 MiB/);
    // A descendant query inside a filter walks with the library's own recursion: refused, not a crash.
    expect(await fails(op, { json: chain, query: '$[?count(@..*) > 5]' })).toMatch(/^query: (the query nests too deeply|the result)/);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    const deepest = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    expect((await query(deepest, '$..[?length(@) == 0]')).paths).toEqual([`$${'[0]'.repeat(999)}`]);
    // Every level matched, each written out with its indentation: refused from its size before it is written.
    expect(await fails(op, { json: deepest, query: '$..*' })).toBe(
      'query: the result would be about 670.2 MB, over the 8 MiB (8,388,608 bytes) response limit; narrow the query (a more specific path, a filter, or an index) or use a smaller document',
    );
  });

  it('agrees with another implementation, jsonpath-rfc9535, on random documents and queries', async () => {
    // A seeded generator (mulberry32), so every run checks the same cases.
    let seed = 9535;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const keys = ['a', 'b', 'c', 'n', "it's"];
    const value = (depth: number): unknown => {
      const r = random();
      if (depth > 3 || r < 0.35) return pick([0, 1, 2, 2.5, -3, 'a', 'b', '', true, false, null]);
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(keys), value(depth + 1)]));
    };
    const name = () => pick(['.a', '.b', '.n', "['it\\'s']", '["c"]']);
    const selector = () =>
      pick([
        '*', '0', '-1', '1:3', '::-1', '::2', '5', "'a'", "'a','b'", '0,0',
        '?@.a', '?@ == 2', '?@ > 1', '?@.n <= 2', "?@ == 'a'", '?!@.b', '?@.a && @.b', '?@ == true || @ == null',
        '?length(@) > 1', '?count(@.*) == 2', "?match(@, '[ab]')", "?search(@, 'a')", '?value(@..n) == 1', '?@.a == $.a',
      ]);
    const segment = () => pick([name(), `[${selector()}]`, `..[${selector()}]`, '.*', '..*', `..${pick(['a', 'n'])}`]);
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const document = value(0);
      const text = JSON.stringify(document);
      for (let j = 0; j < 5; j++) {
        const q = `$${Array.from({ length: 1 + Math.floor(random() * 3) }, segment).join('')}`;
        const out = await query(text, q);
        const ours = { values: JSON.parse(out.result) as unknown[], paths: out.paths };
        const theirs = { values: referenceQuery(document as never, q) as unknown[], paths: referencePaths(document as never, q) };
        // RFC 9535 §2.5.2.2 fixes only a partial order for descendants (array order, a node before its children):
        // this operation goes depth first, the reference breadth first. Those are compared as sets of nodes.
        const nodes = (r: typeof ours) => r.paths.map((path, k) => JSON.stringify([path, r.values[k]])).sort();
        if (q.includes('..')) expect({ q, text, nodes: nodes(ours) }).toEqual({ q, text, nodes: nodes(theirs) });
        else expect({ q, text, ...ours }).toEqual({ q, text, ...theirs });
        compared++;
      }
    }
    expect(compared).toBe(2000);
  });
});

// The vendored suites stay where their READMEs say they came from.
describe('json-query: vendored files', () => {
  it('keep their licences beside them', () => {
    expect(readFileSync(new URL('./cts/LICENSE', import.meta.url), 'utf8')).toMatch(/BSD-2/);
    expect(readFileSync(new URL('./jsonata-docs/LICENSE', import.meta.url), 'utf8')).toMatch(/MIT license/);
  });
});

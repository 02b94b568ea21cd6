import { describe, expect, it } from 'vitest';
import op from './json-to-toon.op.js';
import back from '../toon-to-json/toon-to-json.op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { fails, HANG_GUARD_CPU_MS, ok, runOp, cpuMs, cpuNow } from '../../../test/support/run-op.js';

const convert = async (text: string, options: Record<string, unknown> = {}) => (await ok(op, { text, ...options })).result as string;

describe('json-to-toon', () => {
  it('answers with the result and the specification version', async () => {
    expect(await ok(op, { text: '{"a":1}' })).toEqual({ result: 'a: 1', toonSpecVersion: '4.0' });
  });

  it.each([
    ['{}', ''],
    ['[]', '[]'],
    ['"hello"', 'hello'],
    ['"42"', '"42"'],
    ['null', 'null'],
    ['{"name":"Ada","age":36,"active":true,"nick":null}', 'name: Ada\nage: 36\nactive: true\nnick: null'],
    ['{"user":{"name":"Ada","address":{"city":"London"}},"empty":{}}', 'user:\n  name: Ada\n  address:\n    city: London\nempty:'],
    ['{"tags":["a","b c","d,e",""],"none":[]}', 'tags[4]: a,b c,"d,e",""\nnone: []'],
    ['[1,"x",true]', '[3]: 1,x,true'],
    ['{"rows":[{"id":1,"geo":{"lat":1.5,"lon":-2}},{"id":2,"geo":{"lat":0,"lon":3}}]}', 'rows[2]{id,geo{lat,lon}}:\n  1,1.5,-2\n  2,0,3'],
    ['{"servers":{"alpha":{"host":"a.example","port":80},"beta":{"host":"b.example","port":443}}}', 'servers[2:]{host,port}:\n  alpha: a.example,80\n  beta: b.example,443'],
    ['{"items":[{"id":1,"tags":["x"]},{"id":2}]}', 'items[2]:\n  - id: 1\n    tags[1]: x\n  - id: 2'],
    ['{"matrix":[[1,2],[3]]}', 'matrix[2]:\n  - [2]: 1,2\n  - [1]: 3'],
    ['[{"a":[{"b":1},{"b":2}],"c":3},{}]', '[2]:\n  - a[2]{b}:\n      1\n      2\n    c: 3\n  -'],
    ['{"my key":1,"a:b":2,"-x":3,"":4,"_ok.x":5}', '"my key": 1\n"a:b": 2\n"-x": 3\n"": 4\n_ok.x: 5'],
    ['{"s":["true","05","-1","- item","#c","a:b","[x]"," pad ","line\\nbreak","tab\\tx","q\\"d","\\\\"]}',
      's[12]: "true","05","-1","- item","#c","a:b","[x]"," pad ","line\\nbreak","tab\\tx","q\\"d","\\\\"'],
    ['{"ctl":"a\\u0001b","emoji":"😀","accent":"café"}', 'ctl: "a\\u0001b"\nemoji: 😀\naccent: café'],
  ])('%s', async (text, result) => {
    expect(await convert(text)).toBe(result);
  });

  it('writes numbers with every digit, in the canonical form TOON requires', async () => {
    const numbers: [string, string][] = [
      ['9007199254740993', '9007199254740993'], // 2^53 + 1
      ['12345678901234567890', '12345678901234567890'],
      ['0.10000000000000000555', '0.10000000000000000555'],
      ['-0', '0'],
      ['-0.0', '0'],
      ['1.50', '1.5'],
      ['2.0', '2'],
      ['1e3', '1000'],
      ['2.5E-3', '0.0025'],
      ['-1.25e+2', '-125'],
      ['1e21', '1000000000000000000000'],
      ['1e400', `1${'0'.repeat(400)}`],
    ];
    for (const [json, written] of numbers) expect(await convert(`{"n":${json}}`), json).toBe(`n: ${written}`);
    // In every position: inline arrays, table cells, keyed table cells, list items.
    expect(await convert('{"a":[1.50,-0],"t":[{"v":1e2},{"v":12345678901234567890}],"k":{"x":{"v":1E0},"y":{"v":0.5}},"l":[1.0,[2]]}')).toBe(
      'a[2]: 1.5,0\nt[2]{v}:\n  100\n  12345678901234567890\nk[2:]{v}:\n  x: 1\n  y: 0.5\nl[2]:\n  - 1\n  - [1]: 2',
    );
  });

  it('round-trips through toon-to-json with the same values', async () => {
    const text = '{"id":9007199254740993,"big":12345678901234567890,"p":0.10000000000000000555,"huge":1e400,"z":-0,"r":1.50}';
    const toon = await convert(text);
    const { result } = await ok(back, { text: toon, indent: 0 });
    expect(result).toBe(`{"id":9007199254740993,"big":12345678901234567890,"p":0.10000000000000000555,"huge":1${'0'.repeat(400)},"z":0,"r":1.5}`);
  });

  it('keeps key order, integer-like keys included', async () => {
    expect(await convert('{"zeta":1,"10":2,"2":3,"alpha":{"b":1,"a":2}}')).toBe('zeta: 1\n"10": 2\n"2": 3\nalpha:\n  b: 1\n  a: 2');
    expect(await convert('[{"b":1,"1":2},{"b":3,"1":4}]')).toBe('[2]{b,"1"}:\n  1,2\n  3,4');
  });

  it('uses the chosen indent and delimiter', async () => {
    const text = '{"o":{"tags":["a|b","c\\td",","],"rows":[{"x":1,"y":"p,q"}]}}';
    // A tab is a control character: always quoted and escaped, whatever the delimiter.
    expect(await convert(text, { indent: 1 })).toBe('o:\n tags[3]: a|b,"c\\td",","\n rows[1]{x,y}:\n  1,"p,q"');
    expect(await convert(text, { indent: 4, delimiter: 'tab' })).toBe('o:\n    tags[3\t]: a|b\t"c\\td"\t,\n    rows[1\t]{x\ty}:\n        1\tp,q');
    expect(await convert(text, { indent: 8, delimiter: 'pipe' })).toBe('o:\n        tags[3|]: "a|b"|"c\\td"|,\n        rows[1|]{x|y}:\n                1|p,q');
  });

  it('round-trips random documents through toon-to-json unchanged', async () => {
    const next = seededRandom(5);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const value = (depth: number): string => {
      const r = next();
      if (depth > 3 || r < 0.3) return pick(['1', '-7.25', '12345678901234567890', '0.1', '"x"', '"42"', '"a,b"', '"- z"', 'true', 'null', '""', '"😀"']);
      if (r < 0.6) return `{${[...new Set([pick(['a', 'b', '10', 'c d']), pick(['e', '2', 'f'])])].map((k) => `"${k}":${value(depth + 1)}`).join(',')}}`;
      if (r < 0.8) return `[${Array.from({ length: 1 + Math.floor(next() * 3) }, () => `{"id":${value(9)},"v":${value(9)}}`).join(',')}]`;
      return `[${Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1)).join(',')}]`;
    };
    for (let round = 0; round < 300; round++) {
      const json = value(0);
      const indent = 1 + Math.floor(next() * 8);
      const delimiter = pick(['comma', 'tab', 'pipe']);
      const toon = await convert(json, { indent, delimiter });
      // toon-to-json reads 2 spaces per level unless told (the specification's default): it is told the width used.
      expect((await ok(back, { text: toon, indent: 0, toonIndent: indent })).result, toon).toBe(json);
    }
  });

  it('rejects invalid JSON with its line and column', async () => {
    expect(await fails(op, { text: '{"a": 1,\n "b": }' })).toBe(
      "json: invalid JSON at line 2, column 7: expected a value (an object, array, string, number, true, false or null), found '}'",
    );
    expect(await fails(op, { text: '' })).toBe(
      'json: invalid JSON at line 1, column 1: expected a value (an object, array, string, number, true, false or null), found the end of the text',
    );
    expect(await fails(op, { text: '{"a":1,"a":2}' })).toBe("json: invalid JSON at line 1, column 8: duplicate key 'a' in the same object");
  });

  it('rejects unpaired surrogates, which TOON (UTF-8 text) cannot hold', async () => {
    expect(await fails(op, { text: '{"users":[{"name":"Ada\\ud83d"}]}' })).toBe(
      'json: the string at users[0].name contains an unpaired surrogate (U+D83D) at position 3; it is half of a character such as an emoji and cannot be written as TOON, which is UTF-8 text',
    );
    expect(await fails(op, { text: '{"a":{"k\\udc00":1}}' })).toBe(
      'json: a key of the object at a contains an unpaired surrogate (U+DC00) at position 1; it is half of a character such as an emoji and cannot be written as TOON, which is UTF-8 text',
    );
    expect(await fails(op, { text: '"\\ud800"' })).toMatch(/^json: the string at the top level contains an unpaired surrogate \(U\+D800\) at position 0;/);
    expect(await convert('"\\ud83d\\ude00"')).toBe('😀'); // a pair written as escapes is one character
  });

  it('rejects a missing, mistyped, out-of-range or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    // Issue 17: the document may come as a JSON value instead of its text.
    expect(await ok(op, { text: { a: 1 } })).toEqual({ result: 'a: 1', toonSpecVersion: '4.0' });
    expect(await fails(op, { text: '{}', indent: 0 })).toBe('indent: must be at least 1');
    expect(await fails(op, { text: '{}', indent: 9 })).toBe('indent: must be at most 8');
    expect(await fails(op, { text: '{}', indent: 2.5 })).toBe('indent: must be an integer, got 2.5');
    expect(await fails(op, { text: '{}', delimiter: ';' })).toBe("delimiter: must be one of 'comma', 'tab', 'pipe', got ';'");
    expect(await fails(op, { text: '{}', indentSize: 2 })).toBe("indentSize: unknown field; did you mean 'indent'?");
  });

  it('refuses 100,000 levels of nesting quickly, and accepts 1,000', async () => {
    const start = cpuNow();
    expect(await fails(op, { text: '['.repeat(100_000) })).toBe('json: nesting deeper than 1000 levels at line 1, column 1001');
    expect(await fails(op, { text: '{"a":'.repeat(100_000) })).toBe('json: nesting deeper than 1000 levels at line 1, column 5001');
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    const deepest = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    expect(await convert(deepest, { indent: 1 })).toMatch(/^\[1\]:\n - \[1\]:\n  - \[1\]:/);
  });

  it('refuses a result past the response limit: deep indentation repeated on many lines, or a number written out in full', async () => {
    const deepWide = `${'{"a":'.repeat(900)}{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":1`).join(',')}}${'}'.repeat(900)}`;
    const start = cpuNow();
    expect(await fails(op, { text: deepWide, indent: 1 })).toBe(
      'json: the result would be about 9.5 MB, over the 8 MiB (8,388,608 bytes) response limit; use a smaller or less deeply nested document ' +
        '(indentation is repeated on every line)',
    );
    expect(await fails(op, { text: '{"n":[0,1e9999999]}' })).toBe(
      'json: the result would be about 10.0 MB, over the 8 MiB (8,388,608 bytes) response limit; TOON writes numbers out in full, ' +
        'without an exponent, and the number 1e9999999 at n[1] takes 10,000,000 characters; write such numbers as strings',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('writes 1e8000000 out in full (8,000,001 characters, under the limit) and refuses 1e9000000 before writing a digit', async () => {
    // The 8 MiB limit is 8,388,608 bytes: a 22-byte request may still be answered with 8 MB, as any answer may.
    const start = cpuNow();
    const fits = await ok(op, { text: '1e8000000' });
    expect((fits.result as string).length).toBe(8_000_001);
    expect(await fails(op, { text: '1e9000000' })).toBe(
      'json: the result would be about 9.0 MB, over the 8 MiB (8,388,608 bytes) response limit; TOON writes numbers out in full, ' +
        'without an exponent, and the number 1e9000000 at the top level takes 9,000,001 characters; write such numbers as strings',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers a result of exactly the response limit, and refuses one byte more', async () => {
    // {"result":"1000…","toonSpecVersion":"4.0"}: 37 bytes around the digits.
    const digits = MAX_RESPONSE_BYTES - 37;
    const start = cpuNow();
    const outcome = await runOp(op, { text: `1e${digits - 1}` });
    expect(outcome.ok && Buffer.byteLength(JSON.stringify(outcome.value))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { text: `1e${digits}` })).toMatch(/^json: the result would be about 8\.4 MB, over the 8 MiB \(8,388,608 bytes\) response limit; /);
    // The layout too: 10,000 keys 100 levels deep at 8 spaces a level, then a string that fills the rest exactly.
    const layout = (padding: number) =>
      `${'{"a":'.repeat(100)}{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":1`).join(',')},"z":"${'x'.repeat(padding)}"}${'}'.repeat(100)}`;
    const base = await runOp(op, { text: layout(1), indent: 8 }); // not 0: an empty string is quoted
    const padding = MAX_RESPONSE_BYTES - (base.ok ? Buffer.byteLength(JSON.stringify(base.value)) : 0) + 1;
    expect(padding).toBeGreaterThan(0);
    const exact = await runOp(op, { text: layout(padding), indent: 8 });
    expect(exact.ok && Buffer.byteLength(JSON.stringify(exact.value))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { text: layout(padding + 1), indent: 8 })).toBe(
      'json: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use a smaller or less deeply nested document ' +
        '(indentation is repeated on every line)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('stays fast on the largest inputs', async () => {
    const row = '{"id":12345,"name":"Ada Lovelace","email":"ada@example.com","score":0.5,"active":true},';
    const table = `[${row.repeat(Math.floor(1_000_000 / row.length)).slice(0, -1)}]`; // an 11,494-row table
    const oneLine = JSON.stringify({ note: 'lorem ipsum, dolor: "sit" amet '.repeat(33_000) }); // a single 1 MiB string
    const wideObject = `{${Array.from({ length: 70_000 }, (_, i) => `"key${i}":"v"`).join(',')}}`;
    for (const text of [table, oneLine, wideObject]) expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    const worst = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(worst))).toBeLessThanOrEqual(1_048_576);
    expect(await cpuMs(op, worst)).toBeLessThan(HANG_GUARD_CPU_MS);
    expect((await convert(table)).split('\n')[0]).toBe('[11494]{id,name,email,score,active}:');
  });
});

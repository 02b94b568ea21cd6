import { describe, expect, it } from 'vitest';
import op from './toon-to-json.op.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { detectToonIndent, MAX_TOON_ROW_VALUES } from '../../formats/toon.js';
import { parseJson, stringifyJson } from '../../formats/json.js';
import { fails, HANG_GUARD_CPU_MS, ok, runOp, cpuMs, cpuNow } from '../../../test/support/run-op.js';

/** Minified, so expectations stay on one line. */
const convert = async (text: string, options: Record<string, unknown> = {}) => (await ok(op, { text, indent: 0, ...options })).result as string;

describe('toon-to-json', () => {
  it('answers with the result and the specification version', async () => {
    expect(await ok(op, { text: 'a: 1' })).toEqual({ result: '{\n  "a": 1\n}', toonSpecVersion: '4.0' });
  });

  it.each([
    ['', '{}'],
    ['# only a comment', '{}'],
    ['hello', '"hello"'],
    ['42', '42'],
    ['"42"', '"42"'],
    ['[]', '[]'],
    ['[3]: a,b c,"d,e"', '["a","b c","d,e"]'],
    ['name: Ada\nage: 36\nactive: true\nnick: null\nempty: ""', '{"name":"Ada","age":36,"active":true,"nick":null,"empty":""}'],
    ['user:\n  name: Ada\n  address:\n    city: London\nnone:', '{"user":{"name":"Ada","address":{"city":"London"}},"none":{}}'],
    ['users[2]{id,name}:\n  1,Ada\n  2,"Bob, Jr."', '{"users":[{"id":1,"name":"Ada"},{"id":2,"name":"Bob, Jr."}]}'],
    ['rows[1]{id,geo{lat,lon}}:\n  7,51.5,-0.12', '{"rows":[{"id":7,"geo":{"lat":51.5,"lon":-0.12}}]}'],
    ['servers[2:]{host,port}:\n  alpha: a.example,80\n  beta: b.example,443', '{"servers":{"alpha":{"host":"a.example","port":80},"beta":{"host":"b.example","port":443}}}'],
    ['items[3]:\n  - id: 1\n    tags[1]: x\n  - [2]: 1,2\n  - plain', '{"items":[{"id":1,"tags":["x"]},[1,2],"plain"]}'],
    ['[2]:\n  - a[2]{b}:\n      1\n      2\n    c: 3\n  -', '[{"a":[{"b":1},{"b":2}],"c":3},{}]'],
    ['t[2|]{a|b}:\n  1|x,y\n  2|z', '{"t":[{"a":1,"b":"x,y"},{"a":2,"b":"z"}]}'],
    ['t[2\t]{a\tb}:\n  1\tx y\n  2\tz', '{"t":[{"a":1,"b":"x y"},{"a":2,"b":"z"}]}'],
    ['# header\nitems[2]{id}:\n  1\n  # skipped\n  2', '{"items":[{"id":1},{"id":2}]}'],
    ['s: "line\\nbreak \\"quoted\\" \\\\ \\u00e9 😀"', '{"s":"line\\nbreak \\"quoted\\" \\\\ é 😀"}'],
    ['"my key": 1\n"a:b": 2', '{"my key":1,"a:b":2}'],
    ['a: 1\r\nb: 2\r\n', '{"a":1,"b":2}'],
    ['\uFEFFa: 1', '{"a":1}'],
  ])('%j', async (text, result) => {
    expect(await convert(text)).toBe(result);
  });

  it('keeps every number exactly as written, whatever its size (negative zero becomes 0)', async () => {
    expect(
      await convert(
        'a: 9007199254740993\nb: 12345678901234567890\nc: 0.10000000000000000555\nd: -0\ne: 1e400\nf: 1.5000\ng: -1E+03\nh: -0.0e5\ni: 1e-400',
      ),
    ).toBe('{"a":9007199254740993,"b":12345678901234567890,"c":0.10000000000000000555,"d":0,"e":1e400,"f":1.5000,"g":-1E+03,"h":0.0e5,"i":1e-400}');
    // The same in table cells, keyed cells, inline arrays and list items.
    expect(await convert('t[1]{x,y}:\n  12345678901234567890,-0\nk[2:]{v}:\n  a: 1e400\n  b: 2\nl[2]: 0.10000000000000000555,9007199254740993\nm[1]:\n  - 1.50')).toBe(
      '{"t":[{"x":12345678901234567890,"y":0}],"k":{"a":{"v":1e400},"b":{"v":2}},"l":[0.10000000000000000555,9007199254740993],"m":[1.50]}',
    );
  });

  it('reads only the JSON number grammar as numbers', async () => {
    expect(await convert('n[12]: 05,-05,+1,.5,1.,0x10,1_000,Infinity,NaN,1e,"42",- 1')).toBe(
      '{"n":["05","-05","+1",".5","1.","0x10","1_000","Infinity","NaN","1e","42","- 1"]}',
    );
  });

  it('keeps key order, integer-like keys included', async () => {
    expect(await convert('zeta: 1\n"10": 2\n"2": 3\nalpha:\n  b: 1\n  a: 2')).toBe('{"zeta":1,"10":2,"2":3,"alpha":{"b":1,"a":2}}');
    expect(await convert('rows[1]{b,"1",a}:\n  1,2,3')).toBe('{"rows":[{"b":1,"1":2,"a":3}]}');
  });

  it('indents the JSON as asked; 0 is minified', async () => {
    const text = 'a[1]{b}:\n  1';
    expect((await ok(op, { text })).result).toBe('{\n  "a": [\n    {\n      "b": 1\n    }\n  ]\n}');
    expect((await ok(op, { text, indent: 0 })).result).toBe('{"a":[{"b":1}]}');
    expect((await ok(op, { text, indent: 1 })).result).toBe('{\n "a": [\n  {\n   "b": 1\n  }\n ]\n}');
    expect((await ok(op, { text, indent: 8 })).result).toBe(`{\n${' '.repeat(8)}"a": [\n${' '.repeat(16)}{\n${' '.repeat(24)}"b": 1\n${' '.repeat(16)}}\n${' '.repeat(8)}]\n}`);
  });

  it('reads 2 spaces per level in strict mode (the specification’s default), the first indented line’s width when not strict', async () => {
    const four = 'a:\n    b:\n        c: 1\nt[1]{x}:\n    5';
    const hint = 'if the document is indented by another width, give its indentation (spaces per level), or turn strict mode off';
    // Issue 17: "a:\n    b: 1" must fail under the operation's defaults, as the strict fixtures require.
    expect(await fails(op, { text: 'a:\n    b: 1' })).toBe(`toon: line 2: indentation jumps to depth 2; expected depth 1; ${hint}`);
    expect(await fails(op, { text: four })).toBe(`toon: line 2: indentation jumps to depth 2; expected depth 1; ${hint}`);
    expect(await convert(four, { toonIndent: 4 })).toBe('{"a":{"b":{"c":1}},"t":[{"x":5}]}');
    expect(await convert(four, { strict: false })).toBe('{"a":{"b":{"c":1}},"t":[{"x":5}]}');
    expect(await fails(op, { text: four, toonIndent: 2 })).toBe(`toon: line 2: indentation jumps to depth 2; expected depth 1; ${hint}`);
    expect(detectToonIndent('# c\n     # indented comment\nx:\n   y: 1')).toBe(3);
    expect(detectToonIndent('a: 1\n   \nb: 2')).toBe(2);
  });

  it('tolerates what strict mode refuses when strict is false', async () => {
    const text = 'items[2]{id}:\n  1\n\n  2\nname: Ada\nname: Bob';
    expect(await fails(op, { text })).toBe('toon: line 3: blank lines are not allowed inside a tabular array in strict mode');
    expect(await convert(text, { strict: false })).toBe('{"items":[{"id":1},{"id":2}],"name":"Bob"}');
    expect(await convert('foo[1][bar]: 10\nkey[]: 1,2', { strict: false })).toBe('{"foo[1][bar]":10,"key[]":"1,2"}');
  });

  it.each([
    ['users[2]{id,name}:\n  1,Ada\n  2,Bob\n  3,Cy', 'toon: line 4: expected 2 tabular rows, found 3'],
    ['users[3]{id,name}:\n  1,Ada\n  2,Bob', 'toon: line 3: expected 3 tabular rows, found 2'],
    ['users[1]{id,name}:\n  1', 'toon: line 2: expected 2 values in the row (one per field), found 1'],
    ['tags[3]: a,b', 'toon: line 1: expected 3 inline values, found 2'],
    ['items[1]:\n  - a\n  - b\n  - c', 'toon: line 3: expected 1 list item, found 3'],
    ['m[2:]{v}:\n  a: 1', 'toon: line 2: expected 2 keyed entries, found 1'],
    ['m[1:]{v,w}:\n  a: 1', 'toon: line 2: expected 2 cells in the entry (one per field), found 1'],
    ['a:\n   b: 1', 'toon: line 2: indentation must be a multiple of 2 spaces, found 3; if the document is indented by another width, give its indentation (spaces per level), or turn strict mode off'],
    ['a:\n\tb: 1', 'toon: line 2: tabs are not allowed in indentation in strict mode'],
    ['a: 1\n    b: 2', 'toon: line 2: over-indented line: expected depth 0, found 2'],
    ['name: Ada\nname: Bob', 'toon: line 2: duplicate key "name" in the same object'],
    ['a: 1\nplain words', 'toon: line 2: missing colon after key'],
    ['hello\nworld', 'toon: line 1: a document with more than one line must start with a key: value line or an array header'],
    ['s: "unterminated', 'toon: line 1: unterminated string: missing closing quote'],
    ['s: "bad \\x escape"', 'toon: line 1: invalid escape sequence \\x (TOON allows \\\\, \\", \\n, \\r, \\t and \\uXXXX)'],
    ['s: "\\ud83d"', 'toon: line 1: invalid escape sequence: \\ud83d is half of a surrogate pair; characters beyond U+FFFF are written as themselves'],
    ['t[2]{a|b}:\n  1,2', 'toon: line 1: header delimiter mismatch: the bracket declares "," but the field list contains an unquoted "|"'],
    ['t[05]: a', 'toon: line 1: invalid array length "05" (expected a non-negative integer with no leading zeros)'],
    ['t[1]{a,a}:\n  1,2', 'toon: line 1: duplicate field name "a" in field list'],
    ['[1]: a\nb: 2', 'toon: line 2: unexpected content after the document root'],
  ])('refuses %j with the line and what was expected', async (text, message) => {
    expect(await fails(op, { text, toonIndent: 2 })).toBe(message);
  });

  it('refuses unpaired surrogates with their line and column', async () => {
    expect(await fails(op, { text: 'a: 1\nb: x\ud800y' })).toBe(
      'toon: line 2, column 5: an unpaired surrogate (U+D800), half of a character such as an emoji; TOON is UTF-8 text and cannot contain it',
    );
    expect(await convert('e: 😀')).toBe('{"e":"😀"}');
  });

  it('rejects a missing, mistyped, out-of-range or unknown field', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: ['a: 1'] })).toBe('text: must be a string, got array');
    expect(await fails(op, { text: 'a: 1', indent: -1 })).toBe('indent: must be at least 0');
    expect(await fails(op, { text: 'a: 1', indent: 9 })).toBe('indent: must be at most 8');
    expect(await fails(op, { text: 'a: 1', indent: '2,000' })).toBe("indent: must be a number, got '2,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { text: 'a: 1', toonIndent: 0 })).toBe('toonIndent: must be at least 1');
    expect(await fails(op, { text: 'a: 1', strict: 'no' })).toBe('strict: must be a boolean, got string');
    expect(await fails(op, { text: 'a: 1', strcit: false })).toBe("strcit: unknown field; did you mean 'strict'?");
  });

  it('accepts 1,000 levels of nesting and refuses 1,001, in agreement with the JSON parser', async () => {
    const levels = (n: number) => Array.from({ length: n - 1 }, (_, d) => `${' '.repeat(d)}a:`).join('\n') + `\n${' '.repeat(n - 1)}b: 1`;
    const deepest = await convert(levels(1000), { toonIndent: 1 });
    expect(() => parseJson(deepest)).not.toThrow();
    expect(stringifyJson(parseJson(deepest), 'min')).toBe(deepest);
    expect(await fails(op, { text: levels(1001), toonIndent: 1 })).toBe('toon: line 1000: nesting deeper than 1000 levels');
    expect(await fails(op, { text: `x[1]{${'a{'.repeat(998)}b${'}'.repeat(998)}}:\n  1` })).toBe('toon: line 2: nesting deeper than 1000 levels');
    expect(await convert(`x[1]{${'a{'.repeat(997)}b${'}'.repeat(997)}}:\n  1`)).toBe(`{"x":[${'{"a":'.repeat(998).slice(0, -5)}{"b":1${'}'.repeat(998)}]}`);
  });

  it('refuses 100,000 levels of nesting quickly', async () => {
    const start = cpuNow();
    // Indentation cannot reach that depth in 1 MiB (1,413 levels at one space each), nested field groups can.
    const indented = Array.from({ length: 1413 }, (_, d) => `${' '.repeat(d)}a:`).join('\n');
    expect(await fails(op, { text: indented, toonIndent: 1 })).toBe('toon: line 1000: nesting deeper than 1000 levels');
    expect(await fails(op, { text: `x[1]{${'a{'.repeat(100_000)}b${'}'.repeat(100_000)}}:\n  1` })).toBe('toon: line 1: nesting deeper than 1000 levels');
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('refuses tables that expand past the limits', async () => {
    const rows = 200_000;
    const grouped = `x[${rows}]{a{b{c{d{e{f{g}}}}}}}:${'\n  1'.repeat(rows)}`; // 8 values (7 objects) per 4-character row
    expect(await fails(op, { text: grouped })).toBe(`toon: line ${MAX_TOON_ROW_VALUES / 8 + 2}: the rows expand to more than ${MAX_TOON_ROW_VALUES} values; split the document`);
    const longKeys = `t[11000]{${Array.from({ length: 8 }, (_, i) => `${'k'.repeat(79)}${i}`).join(',')}}:${'\n  1,1,1,1,1,1,1,1'.repeat(11_000)}`;
    const start = cpuNow();
    expect(await fails(op, { text: longKeys, indent: 8 })).toBe(
      'toon: the result would be about 10.5 MB, over the 8 MiB (8,388,608 bytes) response limit; use indent 0 or a smaller indent, ' +
        'or use a smaller document (every row of a table becomes an object that repeats its keys)',
    );
    expect((await convert(longKeys)).length).toBe(7_502_007); // minified, the same table fits
    // A 50,000-character key over 190,000 rows: 9.5 GB of keys, refused from its size before any is written.
    expect(await fails(op, { text: `t[190000]{${'k'.repeat(50_000)}}:${'\n  1'.repeat(190_000)}`, indent: 0 })).toBe(
      'toon: the result would be about 9,501.7 MB, over the 8 MiB (8,388,608 bytes) response limit; use a smaller document ' +
        '(every row of a table becomes an object that repeats its keys)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers a result of exactly the response limit, and refuses one byte more before writing it', async () => {
    // Rows of an 80-character key ({"kkk…":1}, 88 bytes each once escaped), then a string that fills the rest.
    const rows = 90_000;
    const toon = (padding: number) => `t[${rows}]{${'k'.repeat(80)}}:${'\n  1'.repeat(rows)}\ns: ${'x'.repeat(padding)}`;
    const answerBytes = async (text: string) => {
      const outcome = await runOp(op, { text, indent: 0 });
      return outcome.ok ? Buffer.byteLength(JSON.stringify(outcome.value)) : outcome.error;
    };
    const padding = MAX_RESPONSE_BYTES - ((await answerBytes(toon(1))) as number) + 1;
    const start = cpuNow();
    expect(await answerBytes(toon(padding))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { text: toon(padding + 1), indent: 0 })).toBe(
      'toon: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use a smaller document ' +
        '(every row of a table becomes an object that repeats its keys)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('stays fast on the largest inputs', async () => {
    const rowCount = 25_000;
    const table = `users[${rowCount}]{id,name,email,score}:${Array.from({ length: rowCount }, (_, i) => `\n  ${i},User ${i},u${i}@example.com,0.5`).join('')}`;
    const oneLine = `note: ${'lorem ipsum, dolor: "sit" amet '.repeat(33_000)}`; // a single 1 MiB line
    const inline = `n[400000]: ${Array.from({ length: 400_000 }, (_, i) => i % 10).join(',')}`;
    const blankLines = Array.from({ length: 50_000 }, (_, i) => `k${i}[1]{a}:\n  1\n`).join('\n'); // blank lines between arrays
    for (const text of [table, oneLine, inline, blankLines]) expect(await cpuMs(op, { text })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await convert(table)).toMatch(/^\{"users":\[\{"id":0,"name":"User 0","email":"u0@example.com","score":0\.5\},/);
    const worst = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(worst))).toBeLessThanOrEqual(1_048_576);
    expect(await cpuMs(op, worst)).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

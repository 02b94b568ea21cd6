import { describe, expect, it } from 'vitest';
import op from './json-to-csv.op.js';
import csvToJson from '../csv-to-json/csv-to-json.op.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, cpuMs, cpuNow } from '../../../test/support/run-op.js';

const csv = async (json: string) => (await ok(op, { json })).result;

describe('json-to-csv', () => {
  it('writes the union of keys in first-seen order; null and missing keys are empty', async () => {
    expect(await ok(op, { json: '[{"b":1},{"a":2,"b":null},{"c":3}]' })).toEqual({
      result: 'b,a,c\r\n1,,\r\n,2,\r\n,,3\r\n',
      columns: ['b', 'a', 'c'],
      delimiter: ',',
      rowCount: 3,
    });
  });

  it('keeps key order, integer-like keys included', async () => {
    expect(await ok(op, { json: '[{"name":"x","2024":1,"10":2}]' })).toEqual({ result: 'name,2024,10\r\nx,1,2\r\n', columns: ['name', '2024', '10'], delimiter: ',', rowCount: 1 });
  });

  it('writes numbers exactly as written, big integers and long decimals included', async () => {
    expect(await csv('[{"a":12345678901234567890,"b":0.10000000000000000555,"c":1.50,"d":1e5,"e":-0,"f":9007199254740993}]')).toBe(
      'a,b,c,d,e,f\r\n12345678901234567890,0.10000000000000000555,1.50,1e5,-0,9007199254740993\r\n',
    );
  });

  it('writes nested objects and arrays as compact JSON text, losslessly', async () => {
    expect(await csv('[{"id":1,"geo":{ "lat" : 40.10, "big" : 12345678901234567890 },"tags":[ "a" , [] ],"e":{}}]')).toBe(
      'id,geo,tags,e\r\n1,"{""lat"":40.10,""big"":12345678901234567890}","[""a"",[]]",{}\r\n',
    );
  });

  it('quotes only where needed, and strings that would read back as another type', async () => {
    expect(await csv('[{"a":"plain text","b":"x,y","c":"5\\" pipe","d":"l1\\nl2","e":" pad","f":"","g":"true","h":"42","i":"007","j":"a;b","k":"=SUM(A1)"}]')).toBe(
      'a,b,c,d,e,f,g,h,i,j,k\r\nplain text,"x,y","5"" pipe","l1\nl2"," pad","","true","42",007,"a;b",=SUM(A1)\r\n',
    );
  });

  it('quotes header names that need it', async () => {
    expect(await ok(op, { json: '[{"a,b":1,"":2,"say \\"x\\"":3,"__proto__":4,"constructor":5}]' })).toEqual({
      result: '"a,b","","say ""x""",__proto__,constructor\r\n1,2,3,4,5\r\n',
      columns: ['a,b', '', 'say "x"', '__proto__', 'constructor'],
      delimiter: ',',
      rowCount: 1,
    });
  });

  it('writes with the delimiter given by name or as the character, quoting every delimiter character', async () => {
    const json = '[{"a":1,"b":"x,y","c":"p;q"},{"a":2,"b":"t\\tu","c":"v|w"}]';
    const expected = {
      ',': 'a,b,c\r\n1,"x,y","p;q"\r\n2,"t\tu","v|w"\r\n',
      ';': 'a;b;c\r\n1;"x,y";"p;q"\r\n2;"t\tu";"v|w"\r\n',
      '\t': 'a\tb\tc\r\n1\t"x,y"\t"p;q"\r\n2\t"t\tu"\t"v|w"\r\n',
      '|': 'a|b|c\r\n1|"x,y"|"p;q"\r\n2|"t\tu"|"v|w"\r\n',
    } as const;
    const names = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
    for (const [name, character] of Object.entries(names)) {
      for (const delimiter of [name, character]) {
        expect(await ok(op, { json, delimiter })).toEqual({ result: expected[character], columns: ['a', 'b', 'c'], delimiter: character, rowCount: 2 });
      }
      // csv-to-json reads it back, detecting the delimiter or told it.
      for (const back of [{}, { delimiter: character }]) {
        expect((await ok(csvToJson, { csv: expected[character], ...back })).rows).toEqual(JSON.parse(json));
      }
    }
  });

  it('refuses an unknown delimiter, saying what to send', async () => {
    for (const delimiter of ['auto', ':', '\\t', 'Tab', ' ']) {
      expect(await fails(op, { json: '[{"a":1}]', delimiter })).toBe(
        `delimiter: must be one of 'comma', 'semicolon', 'tab', 'pipe', ',', ';', '\t', '|', got '${delimiter}'`,
      );
    }
  });

  it('writes an empty array as an empty result', async () => {
    expect(await ok(op, { json: ' [ ] ' })).toEqual({ result: '', columns: [], delimiter: ',', rowCount: 0 });
  });

  it('refuses anything but an array of objects, saying what it found', async () => {
    expect(await fails(op, { json: '{"a":1}' })).toBe('json: must be an array of objects, found an object');
    expect(await fails(op, { json: '"[]"' })).toBe('json: must be an array of objects, found a string');
    expect(await fails(op, { json: '12' })).toBe('json: must be an array of objects, found a number');
    expect(await fails(op, { json: 'null' })).toBe('json: must be an array of objects, found null');
    expect(await fails(op, { json: '[{"a":1},{"a":2},"x"]' })).toBe('json: must be an array of objects, item 3 is a string');
    expect(await fails(op, { json: '[[{"a":1}]]' })).toBe('json: must be an array of objects, item 1 is an array');
    expect(await fails(op, { json: '[{"a":1},true]' })).toBe('json: must be an array of objects, item 2 is a boolean');
    expect(await fails(op, { json: '[{}, {}]' })).toBe('json: every object is empty, so there is no column to write');
  });

  it('refuses invalid JSON with the line and column', async () => {
    expect(await fails(op, { json: '[{"a":1},\n {"a":2,}]' })).toBe('json: invalid JSON at line 2, column 9: expected a property name in double quotes, found \'}\'');
    expect(await fails(op, { json: '[{"a":1, "a":2}]' })).toBe("json: invalid JSON at line 1, column 10: duplicate key 'a' in the same object");
    expect(await fails(op, { json: '[{"a":"\\x"}]' })).toBe(
      "json: invalid JSON at line 1, column 9: expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX, found 'x'",
    );
  });

  it('writes lone surrogates as they are (CSV has no escapes)', async () => {
    expect(await csv('[{"a":"x\\ud800"}]')).toBe('a\r\nx\ud800\r\n');
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('json: is required');
    // Issue 17: the document may come as a JSON value instead of its text.
    expect(await ok(op, { json: [{ a: 1 }] })).toMatchObject({ result: 'a\r\n1\r\n', rowCount: 1 });
    expect(await fails(op, { json: '[]', jsn: 1 })).toBe("jsn: unknown field; did you mean 'json'?");
  });

  it('refuses nesting deeper than 1,000 levels promptly, even 100,000 levels', async () => {
    const start = cpuNow();
    expect(await fails(op, { json: `[{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}]` })).toBe(
      'json: nesting deeper than 1000 levels at line 1, column 1005',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('refuses, promptly, a table past the response limit: objects with keys of their own widen every row', async () => {
    // 50,000 objects with a key each of their own would be a 50,000 × 50,000 table.
    const json = `[${Array.from({ length: 50_000 }, (_, i) => `{"k${i}":1}`).join(',')}]`;
    const start = cpuNow();
    expect(await fails(op, { json })).toBe(
      'json: the result would be about 2,501.0 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer objects, ' +
        'or objects that share their keys (every row has a cell for every column)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers a result of exactly the response limit, and refuses one byte more before laying the table out', async () => {
    // 2,800 objects with a key each of their own (a 2,800 × 2,800 table), the first with a text that fills the rest.
    const json = (padding: number) =>
      `[${Array.from({ length: 2_800 }, (_, i) => `{"a${i}":"${i === 0 ? 'x'.repeat(padding) : ''}x"}`).join(',')}]`;
    const answerBytes = async (text: string) => Buffer.byteLength(JSON.stringify(await ok(op, { json: text })));
    const padding = MAX_RESPONSE_BYTES - (await answerBytes(json(0)));
    expect(padding).toBeGreaterThan(0);
    const start = cpuNow();
    expect(await answerBytes(json(padding))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { json: json(padding + 1) })).toBe(
      'json: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer objects, ' +
        'or objects that share their keys (every row has a cell for every column)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('stays fast on ~1 MB inputs of every shape', async () => {
    const small = `[${Array.from({ length: 110_000 }, () => '{"a":1}').join(',')}]`;
    const wide = `[{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`).join(',')}}]`;
    const sparse = `[${Array.from({ length: 2_236 }, (_, i) => `{"k${i}":"x,y"}`).join(',')}]`; // 5 million cells, 5 MB
    const longString = `[{"a":"${'x"'.repeat(300_000).replaceAll('"', '\\"')}"}]`;
    for (const json of [small, wide, sparse, longString]) expect(await cpuMs(op, { json }), json.slice(0, 30)).toBeLessThan(HANG_GUARD_CPU_MS);
    expect((await ok(op, { json: sparse })).rowCount).toBe(2_236);
  });

  it('runs its declared worst case promptly', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    const start = cpuNow();
    const outcome = await runOp(op, input);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(outcome.ok).toBe(true);
  });
});

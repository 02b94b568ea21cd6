import { describe, expect, it } from 'vitest';
import op from './convert-data.op.js';
import { DATA_FORMATS } from './data-formats.js';
import { fails, NO_HANG_MS, ok, timeMs } from '../../../test/support/run-op.js';

const convert = async (text: string, from: string, to: string) => (await ok(op, { text, from, to })).result as string;

const TABLE = '[{"id": 9007199254740993, "name": "Ada", "score": 0.10000000000000000555, "ok": true, "note": null}, {"id": 2, "name": "x, \\"y\\"", "score": 0, "ok": false, "note": "07"}]';
/** CSV types a number only when a double holds it exactly (csv-to-json's rule), so its round trip uses such numbers. */
const CSV_TABLE = '[{"id": 9007199254740991, "name": "Ada", "score": 0.1, "ok": true, "note": null}, {"id": 2, "name": "x, \\"y\\"", "score": 0, "ok": false, "note": "07"}]';

describe('convert-data', () => {
  it('goes round every format and back without changing a value', async () => {
    for (const table of [TABLE, CSV_TABLE]) {
      const json = await convert(table, 'json', 'json');
      const formats = table === TABLE ? DATA_FORMATS.filter((f) => f !== 'csv') : DATA_FORMATS;
      for (const middle of formats) {
        const there = await convert(json, 'json', middle);
        expect(await convert(there, middle, 'json'), `via ${middle}`).toBe(json);
      }
      // Straight across, every pair of formats agrees with the route through JSON.
      for (const from of formats) {
        const source = await convert(json, 'json', from);
        for (const to of formats) expect(await convert(source, from, to), `${from} → ${to}`).toBe(await convert(json, 'json', to));
      }
    }
  });

  it('writes big numbers into CSV digit for digit; reading CSV keeps them as text, as csv-to-json does', async () => {
    const csv = await convert('[{"id": 12345678901234567890, "x": 0.10000000000000000555}]', 'json', 'csv');
    expect(csv).toBe('id,x\r\n12345678901234567890,0.10000000000000000555\r\n');
    expect(await convert(csv, 'csv', 'json')).toBe('[\n  {\n    "id": "12345678901234567890",\n    "x": "0.10000000000000000555"\n  }\n]');
  });

  it('writes -0 as 0 in TOON, as TOON 4.0 requires; other formats keep it', async () => {
    expect(await convert('[-0]', 'json', 'toon')).toBe('[1]: 0');
    expect(await convert('[-0]', 'json', 'yaml')).toBe('- -0\n');
  });

  it('normalises a document converted to its own format', async () => {
    expect(await convert('{"b":[1,2],"a":{"c":null}}', 'json', 'json')).toBe('{\n  "b": [\n    1,\n    2\n  ],\n  "a": {\n    "c": null\n  }\n}');
    expect(await convert('a:   1\nb:\n    - x\n', 'yaml', 'yaml')).toBe('a: 1\nb:\n  - x\n');
  });

  it('keeps key order, integer-like keys included', async () => {
    const yaml = await convert('{"z": 1, "10": 2, "2": 3}', 'json', 'yaml');
    expect(yaml).toBe('z: 1\n"10": 2\n"2": 3\n');
    expect(await convert(yaml, 'yaml', 'json')).toBe('{\n  "z": 1,\n  "10": 2,\n  "2": 3\n}');
  });

  it('turns a multi-document YAML stream into an array and says so', async () => {
    expect(await ok(op, { text: 'a: 1\n---\nb: 2\n', from: 'yaml', to: 'json' })).toEqual({
      result: '[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]',
      notes: ['The YAML stream holds 2 documents; they became an array, in order.'],
    });
  });

  it.each([
    [{ text: '{"a": 1', from: 'json', to: 'yaml' }, "text: invalid JSON at line 1, column 8: expected ',' or '}' after a property value, found the end of the text"],
    [{ text: 'a: 1\na: 2', from: 'yaml', to: 'json' }, 'text: invalid YAML at line 2, column 1: Map keys must be unique'],
    [{ text: '{"a": 1}', from: 'json', to: 'csv' }, 'text: must be an array of objects, found an object'],
    [{ text: '[1, 2]', from: 'json', to: 'csv' }, 'text: must be an array of objects, item 1 is a number'],
    [{ text: 'x: .nan', from: 'yaml', to: 'json' }, 'text: NaN (.inf or .nan) has no JSON form'],
  ])('refuses what cannot be converted: %j', async (input, message) => {
    expect(await fails(op, input)).toBe(message);
  });

  it('refuses a billion-laughs YAML and 100,000 levels of nesting quickly', async () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f'], ['h', 'g'], ['i', 'h']]) {
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    expect(await fails(op, { text: laughs.join('\n'), from: 'yaml', to: 'json' })).toMatch(/billion laughs/);
    expect(await fails(op, { text: '['.repeat(100_000), from: 'json', to: 'yaml' })).toMatch(/^text: nesting deeper than 1000 levels/);
    expect(await fails(op, { text: '- '.repeat(100_000), from: 'yaml', to: 'json' })).toMatch(/^text: nesting deeper than 500 levels/);
    expect(await timeMs(op, { text: '['.repeat(100_000), from: 'json', to: 'toon' })).toBeLessThan(NO_HANG_MS);
  });

  it('rejects missing and invalid parameters', async () => {
    expect(await fails(op, { text: '{}', from: 'json' })).toBe('to: is required');
    expect(await fails(op, { text: '{}', from: 'xml', to: 'json' })).toBe("from: must be one of 'json', 'yaml', 'toon', 'csv', got 'xml'");
    expect(await fails(op, { text: 1, from: 'json', to: 'json' })).toBe('text: must be a string, got number');
  });
});

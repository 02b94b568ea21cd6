import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../formats/json.js';
import { MAX_YAML_CHARS, MAX_YAML_NODES, YAML_MAX_DEPTH } from '../../formats/yaml.js';
import op from './convert-data.op.js';
import { DATA_FORMATS } from './data-formats.js';
import { operationSchemas, type JsonSchema } from '../../core/json-schema.js';
import { formModel } from '../../adapters/site/tool/form-model.js';
import { fails, HANG_GUARD_CPU_MS, ok, runOp, testContext, cpuMs } from '../../../test/support/run-op.js';

const convert = async (text: string, from: string, to: string) => (await ok(op, { text, from, to })).result as string;

const TABLE = '[{"id": 9007199254740993, "name": "Ada", "score": 0.10000000000000000555, "ok": true, "note": null}, {"id": 2, "name": "x, \\"y\\"", "score": 0, "ok": false, "note": "07"}]';
/** CSV types a number only when a double holds it exactly (csv-to-json's rule), so its round trip uses such numbers. */
const CSV_TABLE = '[{"id": 9007199254740991, "name": "Ada", "score": 0.1, "ok": true, "note": null}, {"id": 2, "name": "x, \\"y\\"", "score": 0, "ok": false, "note": "07"}]';

describe('convert-data', () => {
  it('goes round every format and back without changing a value', async () => {
    for (const table of [TABLE, CSV_TABLE]) {
      const json = await convert(table, 'json', 'json');
      // XML and TOML cannot hold these tables (an array at the top, null): convert-data-xml-toml.test.ts goes round them.
      const tabular = DATA_FORMATS.filter((f) => f !== 'xml' && f !== 'toml');
      const formats = table === TABLE ? tabular.filter((f) => f !== 'csv') : tabular;
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
    expect(await cpuMs(op, { text: '['.repeat(100_000), from: 'json', to: 'toon' })).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('expands YAML aliases in every output, and refuses a cycle', async () => {
    expect(await convert('a: &x {b: [1, 2]}\nc: *x\n', 'yaml', 'json')).toBe('{\n  "a": {\n    "b": [\n      1,\n      2\n    ]\n  },\n  "c": {\n    "b": [\n      1,\n      2\n    ]\n  }\n}');
    expect(await convert('a: &x [1]\nc: *x\n', 'yaml', 'yaml')).toBe('a:\n  - 1\nc:\n  - 1\n');
    expect(await convert('- &r {id: 1}\n- *r\n', 'yaml', 'csv')).toBe('id\r\n1\r\n1\r\n');
    expect(await fails(op, { text: 'a: &a [*a]', from: 'yaml', to: 'json' })).toBe('text: alias *a at line 1, column 8 refers to a node that contains it; JSON cannot hold a cycle');
  });

  it('refuses JSON too deep to write as YAML', async () => {
    expect(await fails(op, { text: `${'{"a":'.repeat(950)}1${'}'.repeat(950)}`, from: 'json', to: 'yaml' })).toBe('text: the document nests 950 levels; YAML output is limited to 500');
  });

  it('refuses, before writing it, a result past the response limit in every output format', async () => {
    // 333 chains of 499 nested objects: 1 MB of JSON, 83 MB of YAML (indentation on every line).
    const chain = `${'{"a":'.repeat(499)}1${'}'.repeat(499)}`;
    const chains = `[${Array(333).fill(chain).join(',')}]`;
    const yamlOut = { text: chains, from: 'json', to: 'yaml' } as const;
    expect(await fails(op, yamlOut)).toMatch(/^text: the result would be about [\d,.]+ MB, over the 8 MiB \(8,388,608 bytes\) response limit; use a smaller or less deeply nested document/);
    expect(await cpuMs(op, yamlOut)).toBeLessThan(HANG_GUARD_CPU_MS);
    // 3 KB of YAML: 200 aliases of a map 450 levels deep (the same, as JSON).
    const deepMap = `${'{a: '.repeat(450)}1${'}'.repeat(450)}`;
    const aliases = `x: &d ${deepMap}\ny: [${Array(200).fill('*d').join(', ')}]`;
    for (const to of ['yaml', 'json'] as const) {
      expect(await fails(op, { text: aliases, from: 'yaml', to }), to).toMatch(/^text: the result would be about [\d,.]+ MB, over the 8 MiB/);
    }
    // TOON tables whose rows repeat a 50,000-character key, as JSON objects.
    const key = 'k'.repeat(50_000);
    const table = `rows[190]{${key}}:\n${Array(190).fill('  1').join('\n')}`;
    expect(await fails(op, { text: table, from: 'toon', to: 'json' })).toMatch(/^text: the result would be about 9\.5 MB, over the 8 MiB/);
    // 500 arrays 999 deep, to JSON with 2-space indentation.
    const deepArray = `${'['.repeat(999)}1${']'.repeat(999)}`;
    expect(await fails(op, { text: `[${Array(500).fill(deepArray).join(',')}]`, from: 'json', to: 'json' })).toMatch(/^text: the result would be about [\d,.]+ MB/);
  });

  it('states the YAML limits the code enforces', () => {
    for (const limit of [MAX_YAML_NODES, MAX_YAML_CHARS, YAML_MAX_DEPTH, MAX_DEPTH]) expect(op.description).toContain(limit.toLocaleString('en-US'));
  });

  it('takes yml for yaml in from and to; the schema and the page list each format once', async () => {
    expect(await convert('a: 1\n', 'yml', 'json')).toBe('{\n  "a": 1\n}');
    expect(await convert('{"on": "yes"}', 'json', 'yml')).toBe('"on": "yes"\n');
    expect(await convert('a: 1\n', 'yml', 'yml')).toBe('a: 1\n');
    const properties = operationSchemas(op).input.properties as Record<string, JsonSchema>;
    for (const field of ['from', 'to']) {
      expect(properties[field]!.enum, field).toEqual(['json', 'yaml', 'toon', 'csv', 'xml', 'toml']);
      const select = formModel(op, 'en').find((f) => f.shape === 'value' && f.input.key === field);
      expect(select?.shape === 'value' && select.input.choices?.map((c) => c.value), field).toEqual(['json', 'yaml', 'toon', 'csv', 'xml', 'toml']);
    }
    expect(await fails(op, { text: '{}', from: 'json', to: 'YML' })).toBe("to: must be one of 'json', 'yaml', 'toon', 'csv', 'xml', 'toml', got 'YML'");
  });

  it('rejects missing and invalid parameters', async () => {
    expect(await fails(op, { text: '{}', from: 'json' })).toBe('to: is required');
    expect(await fails(op, { text: '{}', from: 'ini', to: 'json' })).toBe("from: must be one of 'json', 'yaml', 'toon', 'csv', 'xml', 'toml', got 'ini'");
    // Issue 17: from json, the document may come as a JSON value; from another format it must be text.
    expect(await ok(op, { text: { a: [1, 'x'] }, from: 'json', to: 'yaml' })).toMatchObject({ result: 'a:\n  - 1\n  - x\n' });
    expect(await fails(op, { text: { a: 1 }, from: 'yaml', to: 'json' })).toBe(
      'text: must be a string for from yaml: only a JSON document may be sent as a value; send the yaml text as a string',
    );
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    // The notes are in Spanish; the converted document is data, the same on both pages.
    const csvToYaml = op.examples[1]!.input;
    const spanish = await ok(op, csvToYaml, es);
    expect(spanish.result).toBe(op.examples[1]!.output!.result);
    expect(spanish.notes).toEqual([
      "Delimitador CSV detectado: ';'; 2 filas × 3 columnas; los números, los booleanos y los campos vacíos (nulos) toman su tipo solo donde no se pierde nada.",
    ]);
    expect(await ok(op, op.examples[2]!.input, es)).toEqual({
      result: op.examples[2]!.output!.result,
      notes: ['CSV escrito con 3 columnas (todas las claves, en el orden en que aparecen) y 2 filas; las listas y los objetos anidados, como texto JSON.'],
    });
    expect((await ok(op, { text: 'a: 1\n---\nb: 2\n', from: 'yaml', to: 'json' }, es)).notes).toEqual([
      'El flujo YAML contiene 2 documentos; se han convertido en una lista, en orden.',
    ]);
    expect((await ok(op, { text: 'a\tb\n1\t2\n', from: 'csv', to: 'toon' }, es)).notes).toEqual([
      'Delimitador CSV detectado: tabulador; 1 fila × 2 columnas; los números, los booleanos y los campos vacíos (nulos) toman su tipo solo donde no se pierde nada.',
    ]);
    // Every reader's refusals carry Spanish words, with the same field prefix; the English message is unchanged.
    const refusals: [unknown, string, string][] = [
      [
        { text: '{"a": 1', from: 'json', to: 'yaml' },
        "text: invalid JSON at line 1, column 8: expected ',' or '}' after a property value, found the end of the text",
        "text: JSON no válido en la línea 1, columna 8: se esperaba ',' o '}' después del valor de una propiedad, pero se encontró el final del texto",
      ],
      [
        { text: 'a: 1\na: 2', from: 'yaml', to: 'json' },
        'text: invalid YAML at line 2, column 1: Map keys must be unique',
        'text: YAML no válido en la línea 2, columna 1: las claves de un mapa deben ser únicas',
      ],
      [
        { text: 'a,b\n1,2,3\n', from: 'csv', to: 'json' },
        'text: row 2 (line 2) has 3 fields, but the header has 2 columns',
        'text: la fila 2 (línea 2) tiene 3 campos, pero el encabezado tiene 2 columnas',
      ],
      [
        { text: 'users[2]{id,name}:\n  1,Ada', from: 'toon', to: 'json' },
        'text: line 2: expected 2 tabular rows, found 1',
        'text: línea 2: se esperaban 2 filas de la tabla, pero hay 1',
      ],
      [
        { text: '[1, 2]', from: 'json', to: 'csv' },
        'text: must be an array of objects, item 1 is a number',
        'text: debe ser un array de objetos, pero el elemento 1 es un número',
      ],
    ];
    for (const [input, error, spanishError] of refusals) expect(await runOp(op, input, es)).toEqual({ ok: false, error, es: spanishError });
  });
});

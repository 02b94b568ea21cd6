import { describe, expect, it } from 'vitest';
import op from './json-format.op.js';
import { formatJson } from './json-format.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, testContext, cpuMs, cpuNow } from '../../../test/support/run-op.js';

const format = async (json: string, indent?: string) => (await ok(op, indent === undefined ? { json } : { json, indent })).result;

describe('json-format', () => {
  it('indents with 2 spaces by default, 4 spaces, a tab, or not at all', async () => {
    const json = '{"a":[1,{"b":null}],"c":{},"d":[]}';
    expect(await format(json)).toBe('{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": {},\n  "d": []\n}');
    expect(await format(json, '2')).toBe(await format(json));
    expect(await format(json, '4')).toBe('{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ],\n    "c": {},\n    "d": []\n}');
    expect(await format(json, 'tab')).toBe('{\n\t"a": [\n\t\t1,\n\t\t{\n\t\t\t"b": null\n\t\t}\n\t],\n\t"c": {},\n\t"d": []\n}');
    expect(await format(' {\n "a" : [ 1 , { "b" : null } ] ,\r\n\t"c" : { } , "d" : [ ] } ', 'min')).toBe(json);
  });

  it('lays documents out exactly as JSON.stringify does', async () => {
    for (const json of ['{"a":[1,[2,[3]],{"b":{"c":[]}}],"d":"x"}', '[[],{},[[]],[{}]]', '{"k":{"k":{"k":true}}}']) {
      for (const [indent, space] of [['2', 2], ['4', 4], ['tab', '\t']] as const) {
        expect(await format(json, indent)).toBe(JSON.stringify(JSON.parse(json), null, space));
      }
    }
  });

  it('keeps numbers exactly as written', async () => {
    const json = '[12345678901234567890,0.10000000000000000555,1.50,1e5,1E+5,-0,0.0,-1.5e-300,123456789012345678901234567890.5]';
    expect(await format(json, 'min')).toBe(json);
    expect(await format(json, '2')).toBe(`[\n  ${json.slice(1, -1).split(',').join(',\n  ')}\n]`);
  });

  it('keeps key order, integer-like keys included', async () => {
    expect(await format('{"b":1,"2024":2,"a":3,"10":4}', 'min')).toBe('{"b":1,"2024":2,"a":3,"10":4}');
  });

  it('formats any value, not only objects and arrays', async () => {
    expect(await format(' 42 ')).toBe('42');
    expect(await format('"text"')).toBe('"text"');
    expect(await format('null', '4')).toBe('null');
    expect(await format('true', 'min')).toBe('true');
    expect(await format('[]')).toBe('[]');
    expect(await format('{ }')).toBe('{}');
  });

  it('re-escapes strings the standard way; lone surrogates stay escaped', async () => {
    expect(await format('["\\u00e9\\/\\u0041", "\\n\\t\\u0001\\"\\\\", "😀\\ud83d\\ude00"]', 'min')).toBe('["é/A","\\n\\t\\u0001\\"\\\\","😀😀"]');
    expect(await format('"\\ud800"', 'min')).toBe('"\\ud800"');
    expect(await format('"a\\udc00b"', 'min')).toBe('"a\\udc00b"');
    // A lone surrogate that arrived raw (a JSON body may carry "\ud800" inside the json string) comes out escaped too.
    expect(await format('["\ud800"]', 'min')).toBe('["\\ud800"]');
    expect(await format('"\u2028"', 'min')).toBe('"\u2028"');
  });

  it('refuses a key repeated in one object', async () => {
    expect(await fails(op, { json: '{"a": 1, "a": 1}' })).toBe("json: invalid JSON at line 1, column 10: duplicate key 'a' in the same object");
    expect(await fails(op, { json: '{"a": 1,\n "b": {"c": 1, "c": 2}}' })).toBe(
      "json: invalid JSON at line 2, column 16: duplicate key 'c' in the same object",
    );
    expect(await format('[{"a": 1}, {"a": 2}]', 'min')).toBe('[{"a":1},{"a":2}]');
  });

  it('refuses invalid JSON with the line, column and what was expected', async () => {
    const cases: [string, string][] = [
      ['', 'line 1, column 1: expected a value (an object, array, string, number, true, false or null), found the end of the text'],
      ['{"a": 1,\n "b": [1, 2,]\n}', "line 2, column 13: expected a value (an object, array, string, number, true, false or null), found ']'"],
      ['[1, 2', "line 1, column 6: expected ',' or ']' after an array item, found the end of the text"],
      ['{"a":1} x', "line 1, column 9: expected the end of the document after its value, found 'x'"],
      ["{'a':1}", "line 1, column 2: expected a property name in double quotes, found '''"],
      ['[01]', "line 1, column 3: expected ',' or ']' after an array item, found '1'"],
      ['[NaN]', "line 1, column 2: expected a value (an object, array, string, number, true, false or null), found 'N'"],
      ['[1] // note', "line 1, column 5: expected the end of the document after its value, found '/'"],
      ['"\\x41"', "line 1, column 3: expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX, found 'x'"],
      ['"\\u12"', "line 1, column 4: expected four hexadecimal digits after \\u, found '1'"],
    ];
    for (const [json, message] of cases) expect(await fails(op, { json }), JSON.stringify(json)).toBe(`json: invalid JSON at ${message}`);
  });

  it('rejects a missing, mistyped, unknown or out-of-enum field', async () => {
    expect(await fails(op, {})).toBe('json: is required');
    // Issue 17: the document may come as a JSON value instead of its text.
    expect(await ok(op, { json: 1 })).toEqual({ result: '1' });
    expect(await ok(op, { json: { a: [1, null] }, indent: 'min' })).toEqual({ result: '{"a":[1,null]}' });
    expect(await fails(op, { json: '1', indent: '8' })).toBe("indent: must be one of '2', '4', 'tab', 'min', 2, 4, got '8'");
    expect(await fails(op, { json: '1', indent: 3 })).toBe("indent: must be one of '2', '4', 'tab', 'min', 2, 4, got 3");
    // Issue 17: the number 2 or 4 is read as the same choice as the string (json-to-toon's indent is a number).
    expect(await ok(op, { json: '[1]', indent: 2 })).toEqual(await ok(op, { json: '[1]', indent: '2' }));
    expect(await ok(op, { json: '[1]', indent: 4 })).toEqual({ result: '[\n    1\n]' });
    expect(await fails(op, { json: '1', indnt: '2' })).toBe("indnt: unknown field; did you mean 'indent'?");
  });

  it('refuses, promptly, a result past the response limit, and accepts the same document minified', async () => {
    // 500 arrays nested 999 deep (~1 MB): at 4 spaces, ~2 GB of indentation.
    const nest = `${'['.repeat(999)}${']'.repeat(999)}`;
    const json = `[${Array.from({ length: 500 }, () => nest).join(',')}]`;
    const start = cpuNow();
    expect(await fails(op, { json, indent: '4' })).toBe(
      "json: the result would be about 1,999.0 MB, over the 8 MiB (8,388,608 bytes) response limit; use indent 'min' or a smaller indent, " +
        'or use a smaller document (indentation is repeated on every line)',
    );
    expect(await format(json, 'min')).toBe(json);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(formatJson(`[${nest},${nest}]`, '4').length).toBe(7_992_002);
  });

  it('answers a result of exactly the response limit, and refuses one byte more before writing it', async () => {
    // 180,000 empty arrays 10 levels deep at 4 spaces (45 bytes of answer each), then a string that fills the rest.
    const document = (padding: number) => `${'['.repeat(9)}[${'[],'.repeat(180_000)}"${'x'.repeat(padding)}"]${']'.repeat(9)}`;
    const base = Buffer.byteLength(JSON.stringify({ result: formatJson(document(0), '4') }));
    const padding = MAX_RESPONSE_BYTES - base;
    expect(padding).toBeGreaterThan(0);
    const start = cpuNow();
    const outcome = await runOp(op, { json: document(padding), indent: '4' });
    expect(outcome.ok && Buffer.byteLength(JSON.stringify(outcome.value))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { json: document(padding + 1), indent: '4' })).toBe(
      "json: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use indent 'min' or a smaller indent, " +
        'or use a smaller document (indentation is repeated on every line)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('refuses nesting deeper than 1,000 levels promptly, even 100,000 levels', async () => {
    const start = cpuNow();
    expect(await fails(op, { json: '['.repeat(100_000) + ']'.repeat(100_000) })).toBe('json: nesting deeper than 1000 levels at line 1, column 1001');
    expect(await fails(op, { json: '{"a":'.repeat(100_000) })).toBe('json: nesting deeper than 1000 levels at line 1, column 5001');
    expect(await fails(op, { json: '['.repeat(1_000_000) })).toBe('json: nesting deeper than 1000 levels at line 1, column 1001');
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    const deepest = '['.repeat(1000) + ']'.repeat(1000);
    expect(await format(deepest, 'min')).toBe(deepest);
  });

  it('stays fast on ~1 MB documents of every shape', async () => {
    const strings = `[${Array.from({ length: 150_000 }, () => '"abc"').join(',')}]`;
    const escapes = `["${'\\u00e9\\n'.repeat(120_000)}"]`;
    const numbers = `[${Array.from({ length: 300_000 }, (_, i) => String(i % 1000)).join(',')}]`;
    const objects = `[${Array.from({ length: 60_000 }, (_, i) => `{"id":${i},"ok":true}`).join(',')}]`;
    const oneString = JSON.stringify('x'.repeat(1_000_000));
    for (const json of [strings, escapes, numbers, objects, oneString]) {
      for (const indent of ['4', 'min']) expect(await cpuMs(op, { json, indent }), json.slice(0, 30)).toBeLessThan(HANG_GUARD_CPU_MS);
    }
  });

  it('runs its declared worst case promptly', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    const start = cpuNow();
    const outcome = await runOp(op, input);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(outcome.ok).toBe(true);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    for (const example of op.examples) expect(await ok(op, example.input, es)).toEqual(example.output);
    expect(await runOp(op, { json: '{"a": 1,\n  "b": tru }' }, es)).toEqual({
      ok: false,
      error: "json: invalid JSON at line 2, column 8: expected a value (an object, array, string, number, true, false or null), found 't'",
      es: "json: JSON no válido en la línea 2, columna 8: se esperaba un valor (un objeto, un array, una cadena, un número, true, false o null), pero se encontró 't'",
    });
    expect(await runOp(op, { json: '{"a": 1, "a": 2}' }, es)).toMatchObject({
      es: "json: JSON no válido en la línea 1, columna 10: la clave 'a' se repite en el mismo objeto",
    });
    expect(await runOp(op, { json: '"abc' }, es)).toMatchObject({
      es: 'json: JSON no válido en la línea 1, columna 1: se esperaba una comilla de cierre para la cadena que empieza aquí, pero se encontró \'"\'',
    });
    expect(await runOp(op, { json: '['.repeat(2_000) }, es)).toMatchObject({ es: 'json: anidamiento de más de 1000 niveles en la línea 1, columna 1001' });
    const nest = `${'['.repeat(999)}${']'.repeat(999)}`;
    expect(await runOp(op, { json: `[${Array.from({ length: 500 }, () => nest).join(',')}]`, indent: '4' }, es)).toMatchObject({
      es:
        "json: el resultado ocuparía unos 1.999,0 MB, más que el límite de respuesta de 8 MiB (8.388.608 bytes); usa indent 'min' o una " +
        'sangría menor, o usa un documento más pequeño (la sangría se repite en cada línea)',
    });
  });
});

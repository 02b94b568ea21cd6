import { describe, expect, it } from 'vitest';
import op from './json-patch.op.js';
import { applyPatch, MAX_COPIED_VALUES, MAX_SHIFTED_ITEMS } from './json-patch.js';
import { numberKey } from './json-values.js';
import { escapeToken, parsePointer } from './json-pointer.js';
import { SPEC_TESTS_JSON, TESTS_JSON } from './json-patch-tests.vendored.js';
import { parseJson } from '../../formats/json.js';
import { HANG_GUARD_CPU_MS, cpuNow, fails, ok, runOp, testContext } from '../../../test/support/run-op.js';

const patched = async (json: unknown, patch: unknown, indent = 'min') => (await ok(op, { json, patch, indent })).result as string;

/**
 * The members of each record of a test file, as the text they are written with: the files hold an operation with two
 * "op" members (which JSON.parse would silently reduce to one), so each doc and patch is handed over as written.
 */
function records(text: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = () => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return text.slice(start, i);
  };
  const value = (): string => {
    space();
    const start = i;
    if (text[i] === '"') return string();
    if (text[i] === '{' || text[i] === '[') {
      let depth = 0;
      do {
        if (text[i] === '"') string();
        else {
          if (text[i] === '{' || text[i] === '[') depth++;
          if (text[i] === '}' || text[i] === ']') depth--;
          i++;
        }
      } while (depth > 0);
      return text.slice(start, i);
    }
    while (!/[\s,}\]]/.test(text[i]!)) i++;
    return text.slice(start, i);
  };
  space();
  i++; // [
  for (;;) {
    space();
    if (text[i] === ']') break;
    if (text[i] === ',') (i++, space());
    i++; // {
    const record: Record<string, string> = {};
    for (;;) {
      space();
      if (text[i] === '}') break;
      if (text[i] === ',') (i++, space());
      const key = JSON.parse(string()) as string;
      space();
      i++; // :
      record[key] = value();
      space();
      if (text[i] === ',') i++;
    }
    i++; // }
    out.push(record);
  }
  return out;
}

describe('json-patch', () => {
  it('passes every case of the json-patch-tests suite (tests.json and spec_tests.json), disabled ones included', async () => {
    let count = 0;
    for (const [file, text] of [['tests.json', TESTS_JSON], ['spec_tests.json', SPEC_TESTS_JSON]] as const) {
      const cases = records(text);
      expect(cases.length).toBe(JSON.parse(text).length);
      for (const record of cases) {
        if (record.doc === undefined) continue; // a comment only
        count++;
        const name = `${file}: ${record.comment ?? record.patch}`;
        const outcome = await runOp(op, { json: record.doc, patch: record.patch, indent: 'min' });
        if (record.error !== undefined) {
          expect(outcome.ok, name).toBe(false);
          expect(!outcome.ok && outcome.error, name).toMatch(/^(patch|json): /);
        } else {
          expect(outcome.ok, `${name}: ${!outcome.ok ? outcome.error : ''}`).toBe(true);
          if (outcome.ok && record.expected !== undefined) expect(JSON.parse(outcome.value.result as string), name).toEqual(JSON.parse(record.expected));
        }
      }
    }
    expect(count).toBe(112);
  });

  it('applies each operation to the result of the ones before, numbers and key order kept', async () => {
    for (const example of op.examples) expect(await ok(op, example.input)).toEqual(example.output);
    expect(await patched('{"b":1,"2024":2,"a":[1.50,1e5]}', '[{"op":"add","path":"/a/1","value":-0.0},{"op":"add","path":"/c","value":12345678901234567890}]')).toBe(
      '{"b":1,"2024":2,"a":[1.50,-0.0,1e5],"c":12345678901234567890}',
    );
    // Replacing keeps a member's place; moving it takes it to the end.
    expect(await patched('{"a":1,"b":2,"c":3}', '[{"op":"replace","path":"/a","value":9},{"op":"move","from":"/b","path":"/b2"}]')).toBe('{"a":9,"c":3,"b2":2}');
    // Within one array, the index of move's path is read after the removal (RFC 6902 §4.4).
    expect(await patched('[0,1,2,3]', '[{"op":"move","from":"/0","path":"/3"}]')).toBe('[1,2,3,0]');
    expect(await patched('[0,1,2,3]', '[{"op":"move","from":"/3","path":"/0"}]')).toBe('[3,0,1,2]');
    // A copy shares nothing with its source.
    expect(await patched('{"a":{"b":[1]}}', '[{"op":"copy","from":"/a","path":"/c"},{"op":"add","path":"/c/b/-","value":2}]')).toBe('{"a":{"b":[1]},"c":{"b":[1,2]}}');
    expect(await patched('{"a":1}', '[{"op":"copy","from":"","path":"/self"}]')).toBe('{"a":1,"self":{"a":1}}');
    // The whole document: replaced, added over, tested.
    expect(await patched('{"a":1}', '[{"op":"test","path":"","value":{"a":1.0}},{"op":"replace","path":"","value":[true]}]')).toBe('[true]');
    expect(await patched('5', '[{"op":"add","path":"","value":"x"}]')).toBe('"x"');
    expect(await patched('{"a":1}', '[]', '2')).toBe('{\n  "a": 1\n}');
  });

  it('compares by value in test: numbers exactly, objects in any order', async () => {
    const test = (json: string, value: string) => runOp(op, { json, patch: `[{"op":"test","path":"/v","value":${value}}]` }).then((o) => o.ok);
    expect(await test('{"v":1}', '1.0')).toBe(true);
    expect(await test('{"v":100}', '1e2')).toBe(true);
    expect(await test('{"v":-0}', '0')).toBe(true);
    expect(await test('{"v":12345678901234567890}', '12345678901234567891')).toBe(false);
    expect(await test('{"v":{"a":1,"b":[1,2]}}', '{"b":[1,2],"a":1}')).toBe(true);
    expect(await test('{"v":[1,2]}', '[2,1]')).toBe(false);
    expect(await test('{"v":"1"}', '1')).toBe(false);
    expect(await test('{"v":null}', 'null')).toBe(true);
    expect(numberKey('1.500e+2')).toBe(numberKey('150'));
    expect(numberKey('0.000')).toBe('0');
    expect(numberKey(`1e${'9'.repeat(30)}`)).toBe(`1e${'9'.repeat(30)}`);
  });

  it('reads JSON Pointers per RFC 6901', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('/a~1b/m~0n/~01')).toEqual(['a/b', 'm~n', '~1']);
    expect(escapeToken('~1/')).toBe('~01~1');
  });

  it('never touches a prototype: "__proto__" and "constructor" are ordinary members', async () => {
    expect(await patched('{}', '[{"op":"add","path":"/__proto__","value":{"polluted":true}},{"op":"add","path":"/__proto__/x","value":1}]')).toBe(
      '{"__proto__":{"polluted":true,"x":1}}',
    );
    expect(await patched('{"constructor":{"prototype":{}}}', '[{"op":"add","path":"/constructor/prototype/polluted","value":true}]')).toBe(
      '{"constructor":{"prototype":{"polluted":true}}}',
    );
    expect(await fails(op, { json: '{}', patch: '[{"op":"add","path":"/__proto__/polluted","value":1}]' })).toBe(
      "patch: operation 0 (add): nothing at '/__proto__': the object at the document root has no member '__proto__'",
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).x).toBeUndefined();
  });

  it('is all or nothing: a failing operation returns no document', () => {
    const document = parseJson('{"a":[1,2]}');
    expect(() => applyPatch(document, parseJson('[{"op":"add","path":"/b","value":1},{"op":"test","path":"/a/0","value":2}]'))).toThrow(
      "patch: operation 1 (test): test failed: the value at '/a/0' is 1, not 2",
    );
  });

  it('names the operation and why, for every kind of bad patch', async () => {
    const cases: [string, string, string][] = [
      ['{}', '{"op":"add"}', 'patch: must be a JSON array of operations (RFC 6902), such as [{"op": "add", "path": "/a", "value": 1}], got an object'],
      ['{}', '[1]', 'patch: operation 0: must be an object such as {"op": "add", "path": "/a", "value": 1}, got a number'],
      ['{}', '[{"path":"/a"}]', 'patch: operation 0: has no "op" member; use one of add, remove, replace, move, copy, test'],
      ['{}', '[{"op":"ADD","path":"/a","value":1}]', `patch: operation 0: "op" must be one of add, remove, replace, move, copy, test (in lowercase), got 'ADD'`],
      ['{}', '[{"op":"add","value":1}]', 'patch: operation 0 (add): has no "path" member (a JSON Pointer such as "/a/0", or "" for the whole document)'],
      ['{}', '[{"op":"add","path":1,"value":1}]', 'patch: operation 0 (add): "path" must be a string (a JSON Pointer such as "/a/0"), got a number'],
      ['{}', '[{"op":"add","path":"a","value":1}]', `patch: operation 0 (add): "path" 'a' is not a JSON Pointer: it must be empty (the whole document) or start with '/'`],
      ['{}', '[{"op":"add","path":"/~2","value":1}]', `patch: operation 0 (add): "path" '/~2' is not a JSON Pointer: '~' must be followed by 0 or 1 (~0 stands for ~, ~1 for /)`],
      ['{}', '[{"op":"add","path":"/a"}]', 'patch: operation 0 (add): has no "value" member (null is a value; leave nothing out)'],
      ['{}', '[{"op":"copy","path":"/a"}]', 'patch: operation 0 (copy): has no "from" member (a JSON Pointer such as "/a/0", or "" for the whole document)'],
      ['{"a":[1,2]}', '[{"op":"test","path":"/a/0","value":1},{"op":"remove","path":"/a/5"}]', "patch: operation 1 (remove): nothing at '/a/5': the array at '/a' has 2 items (indexes: 0 to 1)"],
      ['{"a":[1,2]}', '[{"op":"add","path":"/a/3","value":1}]', "patch: operation 0 (add): cannot put a value at '/a/3': the array at '/a' has 2 items (indexes: 0 to 2, or -)"],
      ['{"a":[]}', '[{"op":"replace","path":"/a/0","value":1}]', "patch: operation 0 (replace): nothing at '/a/0': the array at '/a' has 0 items (indexes: none)"],
      ['[1]', '[{"op":"add","path":"/01","value":1}]', "patch: operation 0 (add): '01' is not an index of the array at the document root: use 0, 1, 2… without leading zeros, or - for its end"],
      ['[]', '[{"op":"remove","path":"/-"}]', "patch: operation 0 (remove): nothing at '/-': '-' stands for the end of the array at the document root, past its last item; only add, move and copy can put a value there"],
      ['{"a":{"b":1}}', '[{"op":"move","from":"/a","path":"/a/b/c"}]', "patch: operation 0 (move): cannot move '/a' into '/a/b/c', a place inside itself"],
      ['{"a":"x"}', '[{"op":"add","path":"/a/b","value":1}]', "patch: operation 0 (add): cannot reach '/a/b': the value at '/a' is a string, not an object or an array"],
      ['{"a":"x"}', '[{"op":"remove","path":"/a/b/c"}]', "patch: operation 0 (remove): nothing at '/a/b': the value at '/a' is a string, not an object or an array"],
      ['{}', '[{"op":"remove","path":""}]', "patch: operation 0 (remove): cannot remove the whole document (path ''); use replace to change it"],
      ['{"a":"abc"}', '[{"op":"test","path":"/a","value":"abd"}]', `patch: operation 0 (test): test failed: the value at '/a' is "abc", not "abd"`],
      ['{}', '[{"op":"add","path":"/a","value":1,"value":2}]', "patch: invalid JSON at line 1, column 36: duplicate key 'value' in the same object"],
      ['{"a":1', '[]', "json: invalid JSON at line 1, column 7: expected ',' or '}' after a property value, found the end of the text"],
    ];
    for (const [json, patch, message] of cases) expect(await fails(op, { json, patch }), patch).toBe(message);
    expect(await fails(op, {})).toBe('json: is required; patch: is required');
    expect(await fails(op, { json: '{}', patch: '[]', indent: 3 })).toBe("indent: must be one of '2', '4', 'tab', 'min', 2, 4, got 3");
    expect(await fails(op, { json: '{}', patch: '[]', patches: [] })).toBe("patches: unknown field; did you mean 'patch'?");
  });

  it('takes the document and the patch as JSON values too', async () => {
    expect(await ok(op, { json: { a: [1] }, patch: [{ op: 'add', path: '/a/-', value: { b: null } }], indent: 'min' })).toEqual({ result: '{"a":[1,{"b":null}]}', operations: 1 });
  });

  it('bounds the work: array shifts and copies past their limits are refused promptly', async () => {
    const start = cpuNow();
    const long = `[${'0,'.repeat(199_999)}0]`;
    const front = (n: number) => `[${Array.from({ length: n }, () => '{"op":"add","path":"/0","value":1}').join(',')}]`;
    const allowed = Math.floor(MAX_SHIFTED_ITEMS / 200_000); // 250 inserts, each shifting the whole array (one more each time)
    expect(await fails(op, { json: long, patch: front(allowed + 5), indent: 'min' })).toBe(
      `patch: operation ${allowed - 1} (add): the patch's insertions and removals would shift more than 50,000,000 array items in all ` +
        '(each one before the end of an array moves every item after it); send fewer operations on long arrays, or replace the array whole',
    );
    // Appending shifts nothing.
    const append = `[${Array.from({ length: 20_000 }, () => '{"op":"add","path":"/-","value":1}').join(',')}]`;
    expect((await ok(op, { json: long, patch: append, indent: 'min' })).operations).toBe(20_000);
    const doubling = `[${Array.from({ length: 30 }, (_, i) => `{"op":"copy","from":"","path":"/c${i}"}`).join(',')}]`;
    expect(await fails(op, { json: '{"x":[1,2,3,4,5,6,7]}', patch: doubling })).toBe(
      'patch: operation 16 (copy): the patch\'s copy operations would copy more than 1,000,000 values (numbers, strings, arrays, objects…) in all; copy less',
    );
    expect(MAX_COPIED_VALUES).toBe(1_000_000);
    // 1,000-level paths, 5,000 times.
    const deep = `${'{"a":'.repeat(999)}1${'}'.repeat(999)}`;
    const path = '/a'.repeat(999);
    const replaces = `[${Array.from({ length: 5_000 }, () => `{"op":"replace","path":"${path}","value":2}`).join(',')}]`;
    expect((await ok(op, { json: deep, patch: replaces, indent: 'min' })).operations).toBe(5_000);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('runs its declared worst case promptly, within the body and response limits', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    const start = cpuNow();
    const outcome = await runOp(op, input);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(outcome.ok && outcome.value.operations).toBe(4);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    for (const example of op.examples) expect(await ok(op, example.input, es)).toEqual(example.output);
    expect(await runOp(op, { json: '{"a":[1,2]}', patch: '[{"op":"remove","path":"/a/5"}]' }, es)).toEqual({
      ok: false,
      error: "patch: operation 0 (remove): nothing at '/a/5': the array at '/a' has 2 items (indexes: 0 to 1)",
      es: "patch: operación 0 (remove): no hay nada en '/a/5': el array en '/a' tiene 2 elementos (índices: de 0 a 1)",
    });
    expect(await runOp(op, { json: '{"a":"abc"}', patch: '[{"op":"test","path":"/a","value":"abd"}]' }, es)).toMatchObject({
      es: `patch: operación 0 (test): la prueba falla: el valor en '/a' es "abc", no "abd"`,
    });
  });
});

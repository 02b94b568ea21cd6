import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/seeded-random.js';
import { cpuTimed, HANG_GUARD_CPU_MS, cpuNow } from '../../test/support/run-op.js';
import { jsonResultBytes, jsonStringBytes, MAX_DEPTH, parseJson, stringifyJson, toPlain, type DataValue, type Indent } from './json.js';

const round = (text: string, indent: Parameters<typeof stringifyJson>[1] = 'min') => stringifyJson(parseJson(text), indent);
const error = (text: string) => {
  try {
    parseJson(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
};

describe('lossless JSON', () => {
  it('keeps numbers exactly as written', () => {
    expect(round('[9007199254740993, 12345678901234567890, 0.10000000000000000555, 1e400, -0, 2.50, 1E+2]')).toBe(
      '[9007199254740993,12345678901234567890,0.10000000000000000555,1e400,-0,2.50,1E+2]',
    );
  });

  it('keeps key order, integer-like keys included', () => {
    expect(round('{"b": 1, "10": 2, "a": 3, "2": 4}')).toBe('{"b":1,"10":2,"a":3,"2":4}');
    expect(round('{"__proto__": {"x": 1}, "constructor": 2}')).toBe('{"__proto__":{"x":1},"constructor":2}');
  });

  it('lays out like JSON.stringify for 2, 4 and tab', () => {
    const text = '{"a": [1, {"b": null}], "c": {}, "d": [], "e": "x"}';
    const plain = JSON.parse(text);
    expect(round(text, 2)).toBe(JSON.stringify(plain, null, 2));
    expect(round(text, 4)).toBe(JSON.stringify(plain, null, 4));
    expect(round(text, '\t')).toBe(JSON.stringify(plain, null, '\t'));
    expect(round(text)).toBe(JSON.stringify(plain));
  });

  it('decodes escapes, keeps lone surrogates as escapes, and scalars at the root', () => {
    expect(round('"a\\u00e9\\n\\t\\"\\\\\\/\\b\\f\\r"')).toBe(JSON.stringify('aé\n\t"\\/\b\f\r'));
    expect(round('"\\ud800x"')).toBe('"\\ud800x"');
    expect(round(' true ')).toBe('true');
    expect(round('null')).toBe('null');
  });

  it.each([
    ['{"a": 1,}', "json: invalid JSON at line 1, column 9: expected a property name in double quotes, found '}'"],
    ['[1, 2,]', "json: invalid JSON at line 1, column 7: expected a value (an object, array, string, number, true, false or null), found ']'"],
    ['{"a":\n  [1 2]}', "json: invalid JSON at line 2, column 6: expected ',' or ']' after an array item, found '2'"],
    ['{"a" 1}', "json: invalid JSON at line 1, column 6: expected ':' after the property name, found '1'"],
    ['', 'json: invalid JSON at line 1, column 1: expected a value (an object, array, string, number, true, false or null), found the end of the text'],
    ['{"a": 1} x', "json: invalid JSON at line 1, column 10: expected the end of the document after its value, found 'x'"],
    ['"abc', 'json: invalid JSON at line 1, column 1: expected a closing quote for the string that starts here, found \'"\''],
    ['"a\nb"', "json: invalid JSON at line 1, column 3: expected an escaped control character (\\n, \\t, \\u00XX), found U+000A"],
    ['"\\x41"', "json: invalid JSON at line 1, column 3: expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX, found 'x'"],
    ['"\\u12G4"', "json: invalid JSON at line 1, column 4: expected four hexadecimal digits after \\u, found '1'"],
    ['01', "json: invalid JSON at line 1, column 2: expected the end of the document after its value, found '1'"],
    ['NaN', "json: invalid JSON at line 1, column 1: expected a value (an object, array, string, number, true, false or null), found 'N'"],
    ['{"a": 1, "a": 1}', "json: invalid JSON at line 1, column 10: duplicate key 'a' in the same object"],
  ])('refuses %j', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels without recursing, even 100,000 deep`, () => {
    expect(round('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH)).length).toBe(2 * MAX_DEPTH);
    const { ms } = cpuTimed(() => {
      expect(error('['.repeat(100_000) + ']'.repeat(100_000))).toBe(`json: nesting deeper than ${MAX_DEPTH} levels at line 1, column ${MAX_DEPTH + 1}`);
      expect(error('{"a":'.repeat(100_000))).toMatch(/^json: nesting deeper than 1000 levels/);
    });
    expect(ms).toBeLessThan(1000); // CPU time: it stops at the depth limit, it does not read the rest
  });

  it('gives plain data for responses, integer-like keys safely', () => {
    expect(toPlain(parseJson('{"a": [1, 2.5, "x", null, true], "__proto__": 1}'))).toEqual(
      JSON.parse('{"a": [1, 2.5, "x", null, true], "__proto__": 1}'),
    );
    expect(JSON.stringify(toPlain(parseJson('{"__proto__": 1}')))).toBe('{"__proto__":1}');
  });

  it('reads a long string of escapes in linear time', () => {
    // Each escape used to search afresh for the closing quote, a megabyte away: 2 MB of "\n" took ~10 s.
    const start = cpuNow();
    expect((parseJson(`["${'\\n'.repeat(1_000_000)}"]`) as string[])[0]!.length).toBe(1_000_000);
    expect((parseJson(`"${'\\u0001a'.repeat(250_000)}"`) as string).length).toBe(500_000);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('writes deep documents in linear time: no level copies the text of the levels inside it', () => {
    // 999 levels of [inner, 1] around a 2 MB string: joining each level's text into its parent's cost 2 GB of copying.
    const value = parseJson(`${'['.repeat(999)}${JSON.stringify('x'.repeat(2_000_000))}${',1]'.repeat(999)}`);
    const start = cpuNow();
    expect(stringifyJson(value, 'min').length).toBe(2_000_002 + 4 * 999);
    expect(stringifyJson(value, 2).length).toBe(JSON.stringify(JSON.parse(stringifyJson(value, 'min')), null, 2).length);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

/** A random document with every kind of string JSON escapes, non-ASCII, pairs and lone surrogates. */
function randomDocument(random: () => number, depth = 0): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const strings = ['', 'plain', 'é', '😀', 'tab\\t', 'quote\\"', 'back\\\\slash', 'nl\\n\\r', '\\u0001\\u001f', '\\ud800', 'x\\udc00y', '\\u2028', '\\u007f', '東京'];
  const roll = random();
  if (depth > 5 || roll < 0.3) return pick([...strings.map((text) => `"${text}"`), '1', '-2.50e3', 'true', 'false', 'null', '[]', '{}']);
  const n = Math.floor(random() * 4);
  const items = Array.from({ length: n }, () => randomDocument(random, depth + 1));
  return roll < 0.6 ? `[${items.join(',')}]` : `{${items.map((item, i) => `"${pick(strings)}${i}":${item}`).join(',')}}`;
}

describe('sizes of results, before they are built', () => {
  it('jsonStringBytes gives the bytes of a string escaped once, or twice over', () => {
    for (const text of ['', 'plain', 'é', '😀', '東京', 'a"b\\c', '\n\t\b\f\r', '\u0001\u001f', '\ud800', '\udc00\ud800', 'x\ud83d', '\u2028\u007f']) {
      const once = JSON.stringify(text);
      expect(jsonStringBytes(text), JSON.stringify(once)).toBe(Buffer.byteLength(once) - 2);
      expect(jsonStringBytes(text, 2), JSON.stringify(once)).toBe(Buffer.byteLength(JSON.stringify(once)) - 2 - 4);
    }
  });

  it('jsonResultBytes is exactly the bytes of the text as a string in a response, for every indent', () => {
    const random = seededRandom(8);
    const indents: Indent[] = ['min', 1, 2, 4, 8, '\t'];
    for (let round = 0; round < 500; round++) {
      const value = parseJson(randomDocument(random));
      for (const indent of indents) {
        const text = stringifyJson(value, indent);
        expect(jsonResultBytes(value, indent), text).toBe(Buffer.byteLength(JSON.stringify({ result: text })) - '{"result":""}'.length);
      }
    }
  });

  it('measures a table with a long key repeated in every row without scanning the key again', () => {
    const key = 'k'.repeat(100_000);
    const rows: DataValue = Array.from({ length: 100_000 }, () => new Map([[key, null]]));
    const start = cpuNow();
    expect(jsonResultBytes(rows, 'min')).toBe(2 + 99_999 + 100_000 * (2 + 100_004 + 1 + 4));
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

describe('1,000 levels, on any thread', () => {
  /** Parses, writes at every indent and measures 1,000-level arrays and objects; returns the lengths written. */
  const deepest = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api').then(async ({ tsImport }) => {
      const json = await tsImport(workerData.module, workerData.parent);
      const lengths = [];
      for (const text of ['['.repeat(1000) + ']'.repeat(1000), '{"a":'.repeat(999) + '{}' + '}'.repeat(999)]) {
        const value = json.parseJson(text);
        for (const indent of ['min', 2, '\\t']) lengths.push(json.stringifyJson(value, indent).length, json.jsonResultBytes(value, indent));
      }
      parentPort.postMessage(lengths);
    }, (error) => parentPort.postMessage(String(error)));
  `;
  const onThisThread = (): number[] => {
    const lengths: number[] = [];
    for (const text of ['['.repeat(1000) + ']'.repeat(1000), '{"a":'.repeat(999) + '{}' + '}'.repeat(999)]) {
      const value = parseJson(text);
      for (const indent of ['min', 2, '\t'] as const) lengths.push(stringifyJson(value, indent).length, jsonResultBytes(value, indent));
    }
    return lengths;
  };
  const inWorker = (stackSizeMb?: number) =>
    new Promise<unknown>((resolve, reject) => {
      const worker = new Worker(deepest, {
        eval: true,
        workerData: { module: './json.ts', parent: import.meta.url },
        ...(stackSizeMb === undefined ? {} : { resourceLimits: { stackSizeMb } }),
      });
      worker.once('message', (message) => {
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', reject);
    });

  it('reads, writes and measures them on the main thread and in worker threads, even with a small stack', async () => {
    const expected = onThisThread();
    expect(expected[0]).toBe(2000);
    expect(await inWorker()).toEqual(expected);
    expect(await inWorker(0.5)).toEqual(expected);
  });
});

describe('a byte order mark', () => {
  it('is ignored at the start (RFC 8259 §8.1), and is a character anywhere else', () => {
    expect(toPlain(parseJson('\uFEFF[{"a":1}]'))).toEqual([{ a: 1 }]);
    expect(toPlain(parseJson('"\uFEFF"'))).toBe('\uFEFF');
    expect(() => parseJson('[1,\uFEFF2]')).toThrow("json: invalid JSON at line 1, column 4: expected a value (an object, array, string, number, true, false or null), found '\uFEFF'");
  });
});

import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, parseJson, stringifyJson, type DataValue } from './json.js';
import { MAX_YAML_CHARS, MAX_YAML_NODES, parseYaml, stringifyYaml, YAML_MAX_DEPTH, yamlProblemEs, yamlResultBytes } from './yaml.js';
import { InputError } from '../core/errors.js';
import { seededRandom } from '../core/seeded-random.js';
import { cpuTimed, cpuNow } from '../../test/support/run-op.js';

const asJson = (text: string) => stringifyJson(parseYaml(text, 'text').value, 'min');
const error = (text: string) => {
  try {
    parseYaml(text, 'text');
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
};

describe('YAML layer', () => {
  it('keeps every number exactly, converting other spellings exactly', () => {
    expect(asJson('a: 12345678901234567890\nb: 0.10000000000000000555\nc: -0\nd: 1e400\ne: 2.50\n')).toBe(
      '{"a":12345678901234567890,"b":0.10000000000000000555,"c":-0,"d":1e400,"e":2.50}',
    );
    // 0x1F = 31, 0o17 = 15, +12 = 12, 012 = 12 (YAML 1.2 core: decimal), .5 = 0.5, 0xFFFFFFFFFFFFFFFFF = 2^68 − 1 exactly
    expect(asJson('[0x1F, 0o17, +12, 012, .5, 0xFFFFFFFFFFFFFFFFF]')).toBe('[31,15,12,12,0.5,295147905179352825855]');
  });

  it('uses the YAML 1.2 core schema: yes, on, dates and 007 stay text', () => {
    expect(asJson('a: yes\nb: on\nc: 2001-12-14\nd: "007"\ne: 007\nf: ~\ng: null\nh: true\n')).toBe(
      '{"a":"yes","b":"on","c":"2001-12-14","d":"007","e":7,"f":null,"g":null,"h":true}',
    );
  });

  it('expands aliases and keeps key order; non-text keys become their text', () => {
    expect(asJson('z: &x [1, 2]\na: *x\n10: ten\n2: two\ntrue: yes\n')).toBe('{"z":[1,2],"a":[1,2],"10":"ten","2":"two","true":"yes"}');
    expect(error('1: one\n"1": uno\n')).toBe("text: two mapping keys read as the same JSON key '1'");
  });

  it('turns a stream of documents into an array, and an empty text into null', () => {
    expect(parseYaml('---\na: 1\n---\nb: 2\n')).toMatchObject({ documents: 2 });
    expect(asJson('---\na: 1\n---\nb: 2\n')).toBe('[{"a":1},{"b":2}]');
    expect(parseYaml('')).toEqual({ value: null, documents: 0 });
  });

  it.each([
    ['a: 1\na: 2\n', 'text: invalid YAML at line 2, column 1: Map keys must be unique'],
    ['a: [1, 2\n', 'text: invalid YAML at line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ['x: .inf\n', 'text: Infinity (.inf or .nan) has no JSON form'],
    ['? [a, b]\n: c\n', 'text: a mapping key at line 1 is a collection; JSON keys can only be text'],
    ['a: !!binary aGVsbG8=\n', 'text: a value of type object has no JSON form'],
    ['? [a, b]\n', 'text: a mapping key at line 1 is a collection; JSON keys can only be text'],
    ['1: a\n0x1: b\n', 'text: invalid YAML at line 2, column 1: Map keys must be unique'],
    ['x: 1\n&k a: 1\n*k : 2\n', 'text: invalid YAML at line 3, column 1: Map keys must be unique'],
    ['!!omap [a: 1, b: 2, a: 3]\n', 'text: invalid YAML at line 1, column 21: Map keys must be unique'],
    ['~: a\n"null": b\n', "text: two mapping keys read as the same JSON key 'null'"],
    ['!!set {a, b}\n', 'text: a value of type object has no JSON form'],
  ])('refuses %j: %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it('refuses a "billion laughs" document quickly', () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f'], ['h', 'g'], ['i', 'h']]) {
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const start = cpuNow();
    expect(error(laughs.join('\n'))).toBe(
      'text: alias *f at line 7, column 8 expands the document past 1,000,000 nodes, the limit for YAML (an alias counts as every node it repeats; a "billion laughs" document is refused)',
    );
    expect(cpuNow() - start).toBeLessThan(1000);
  });

  it('bounds nesting before parsing: 100,000 levels of every kind are a fast 400, never a crash', () => {
    for (const text of ['- '.repeat(100_000) + 'x', '['.repeat(100_000) + ']'.repeat(100_000), '{a: '.repeat(100_000), ' '.repeat(100_000) + 'a: 1']) {
      expect(error(text)).toMatch(new RegExp(`^text: nesting deeper than ${YAML_MAX_DEPTH} levels`));
    }
    expect(asJson('- '.repeat(YAML_MAX_DEPTH - 1) + 'x')).toBe('['.repeat(YAML_MAX_DEPTH - 1) + '"x"' + ']'.repeat(YAML_MAX_DEPTH - 1));
  });

  it('writes YAML with exact numbers and quotes strings that would read as something else', () => {
    const value = parseJson('{"a": 12345678901234567890, "b": "123", "c": [1, "x", {"d": true}], "e": 0.10000000000000000555, "f": null, "g": "yes", "h": "", "i": "-0", "2": "two"}');
    const yaml = stringifyYaml(value);
    // "yes" is quoted for YAML 1.1 readers (test/yaml-1-1.test.ts reads the writer's output with PyYAML).
    expect(yaml).toBe('a: 12345678901234567890\nb: "123"\nc:\n  - 1\n  - x\n  - d: true\ne: 0.10000000000000000555\nf: null\ng: "yes"\nh: ""\ni: "-0"\n"2": two\n');
    expect(stringifyJson(parseYaml(yaml).value, 'min')).toBe(stringifyJson(value, 'min'));
  });

  it('quotes what a YAML 1.1 reader would read as something else, keys included', () => {
    const value = parseJson('{"on":"yes","answer":"no","country":"NO","version":"1_000","time":"1:20","date":"2024-01-15","<<":"=","y":"~","k":"0b101"}');
    expect(stringifyYaml(value)).toBe(
      '"on": "yes"\nanswer: "no"\ncountry: "NO"\nversion: "1_000"\ntime: "1:20"\ndate: "2024-01-15"\n"<<": "="\n"y": "~"\nk: "0b101"\n',
    );
    // Not YAML 1.1 types: left plain.
    expect(stringifyYaml(parseJson('["yess", "1:60", "2024-01-15x", "0x", "<<<", "=="]'))).toBe('- yess\n- 1:60\n- 2024-01-15x\n- 0x\n- <<<\n- ==\n');
  });

  it('writes no raw character a YAML 1.1 reader refuses or reads as a line break, and no plain scalar with a tab', () => {
    // U+2028 and U+2029 are \L and \P, NEL is \N, DEL and C1 controls \xHH, the BOM and non-characters \uHHHH.
    const value = parseJson('["a\\tb", "a\\u2028b", "a\\u2029b", "x\\u0085y", "\\u007f\\u0080", "\\ufeffyes", "\\uffff"]');
    const yaml = stringifyYaml(value);
    expect(yaml).toBe('- "a\\tb"\n- "a\\Lb"\n- "a\\Pb"\n- "x\\Ny"\n- "\\x7f\\x80"\n- "\\ufeffyes"\n- "\\uffff"\n');
    expect(parseYaml(yaml).value).toEqual(value);
  });

  it('writes blank lines quoted and indents a document that is one block scalar (both lost or refused before)', () => {
    // " \n" was written as a block scalar that every reader, this one included, read as "\n".
    expect(stringifyYaml(parseJson('{"a": " \\n", "b": "\\t\\n\\n"}'))).toBe('a: "\\ \\n"\nb: "\\t\\n\\n"\n');
    // Column 0 is valid YAML 1.2, but YAML 1.1 wants a block scalar's lines indented.
    const text = stringifyYaml('line one\nline two\n');
    expect(text).toBe('|\n  line one\n  line two\n');
    expect(parseYaml(text).value).toBe('line one\nline two\n');
  });

  it('gives an exponent a point and a sign (1e5 → 1.0e+5), which YAML 1.1 needs to read a number', () => {
    const yaml = stringifyYaml(parseJson('[1e5, 2E-3, -1.5e10, 12345678901234567890e400]'));
    expect(yaml).toBe('- 1.0e+5\n- 2.0E-3\n- -1.5e+10\n- 12345678901234567890.0e+400\n');
    expect(stringifyJson(parseYaml(yaml).value, 'min')).toBe('[1.0e+5,2.0E-3,-1.5e+10,12345678901234567890.0e+400]');
  });
});

describe('YAML aliases', () => {
  it('stand for the closest anchor before them, shared rather than copied', () => {
    expect(asJson('a: &x 1\nb: *x\nc: &x [2]\nd: *x\ne: &y [&x 3, *x]\nf: *x\n')).toBe('{"a":1,"b":1,"c":[2],"d":[2],"e":[3,3],"f":3}');
    const value = parseYaml('a: &x {b: [1]}\nc: *x\n').value as Map<string, DataValue>;
    expect(value.get('c')).toBe(value.get('a'));
  });

  it('work on keys: an anchored key, and an alias used as a key', () => {
    expect(asJson('&k a: 1\nb: *k\n')).toBe('{"a":1,"b":"a"}');
    expect(asJson('a: &v x\n*v : y\n')).toBe('{"a":"x","x":"y"}');
    expect(error('- &k [a]\n- {*k : v}\n')).toBe('text: a mapping key of type object has no JSON form');
  });

  it.each([
    ['&a [*a]', 'text: alias *a at line 1, column 5 refers to a node that contains it; JSON cannot hold a cycle'],
    ['- &a 1\n- &a {b: [*a]}', 'text: alias *a at line 2, column 11 refers to a node that contains it; JSON cannot hold a cycle'],
    ['a: &a\n  b: {*a : 1}', 'text: alias *a at line 2, column 7 refers to a node that contains it; JSON cannot hold a cycle'],
    ['a: [*x]', 'text: alias *x at line 1, column 5 refers to no anchor &x before it in its document'],
    ['a: *x\nb: &x 1', 'text: alias *x at line 1, column 4 refers to no anchor &x before it in its document'],
    ['--- &a x\n--- *a', 'text: alias *a at line 2, column 5 refers to no anchor &a before it in its document'],
    [`a: *${'n'.repeat(100)}`, `text: alias *${'n'.repeat(60)}… (100 characters) at line 1, column 4 refers to no anchor &${'n'.repeat(60)}… (100 characters) before it in its document`],
  ])('refuses %j: %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it(`count every node they repeat: ${MAX_YAML_NODES.toLocaleString('en-US')} nodes pass, one more is refused`, () => {
    // A list of 1,000 nodes (itself and 999 items), repeated by 998 aliases, in a root list with `filler` more items.
    const items = 999;
    const copies = 998;
    const filler = MAX_YAML_NODES - 1 - (items + 1) * (copies + 1);
    const text = (extra: number) => `[&a [${Array(items).fill('0').join(',')}], ${Array(copies).fill('*a').join(', ')}, ${Array(filler + extra).fill('1').join(', ')}]`;
    expect((parseYaml(text(0)).value as DataValue[]).length).toBe(1 + copies + filler);
    const over = text(1);
    expect(error(over)).toBe(
      `text: the document passes 1,000,000 nodes at line 1, column ${over.lastIndexOf('1') + 1}, the limit for YAML (an alias counts as every node it repeats; a "billion laughs" document is refused)`,
    );
  });

  it(`count every character they repeat: a long string repeated past ${MAX_YAML_CHARS.toLocaleString('en-US')} characters is refused`, () => {
    const length = 100_000;
    const text = `s: &s "${'x'.repeat(length)}"\nl: [${Array(200).fill('*s').join(', ')}]`;
    const fit = Math.floor((MAX_YAML_CHARS - 'sl'.length) / length); // copies of the string that fit, the anchored one included
    const column = 'l: ['.length + (fit - 1) * '*s, '.length + 1;
    expect(error(text)).toBe(
      `text: alias *s at line 2, column ${column} expands the document past 16,777,216 characters of text, the limit for YAML (an alias counts as every character it repeats; a "billion laughs" document is refused)`,
    );
  });

  it(`bound the depth they expand to: ${MAX_DEPTH} levels pass, one more is refused`, () => {
    // a is 400 levels deep, b 300 + a's 400 = 700; inside the root map, c's alias of b ends at 1 + levels + 700.
    const nest = (levels: number, inner: string) => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
    const text = (levels: number) => `a: &a ${nest(400, '')}\nb: &b ${nest(300, '*a')}\nc: ${nest(levels, '*b')}\n`;
    const deepest = parseYaml(text(MAX_DEPTH - 701)).value;
    expect(parseJson(stringifyJson(deepest, 'min'))).toBeDefined(); // as deep as JSON allows, and no deeper
    expect(error(text(MAX_DEPTH - 700))).toBe(`text: nesting deeper than ${MAX_DEPTH} levels once alias *b at line 3, column ${4 + MAX_DEPTH - 700} is expanded`);
  });
});

describe('YAML reader: linear time on hostile documents', { timeout: 60_000 }, () => {
  const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join('\n');
  // CPU time, not wall time: a machine busy with other work (CI runs two files at once) does not inflate it.
  const timed = cpuTimed;
  // Guards against super-linear blow-ups (each was 15 s to 162 s before its fix): about 15× the quiet times measured on
  // a 2-core VM (0.3 s to 0.8 s) and under the smallest blow-up.
  const GUARD_MS = 12_000;

  it('a circular anchor followed by 20,000 aliases of it: a 400 at the first alias', () => {
    // Measured 0.3 s (it was 162 s: the library's toJS walked the whole document for every alias).
    const { result, ms } = timed(() => error(`a: &a [*a]\n${lines(20_000, (i) => `b${i}: *a`)}`));
    expect(result).toBe('text: alias *a at line 1, column 8 refers to a node that contains it; JSON cannot hold a cycle');
    expect(ms).toBeLessThan(GUARD_MS);
  });

  it('99 aliases of a 495,000-item list (under 1 MiB): a 400 at the second alias, before anything is copied', () => {
    // Measured 1.8 s in all, of which about 1.5 s is the yaml library parsing the list itself (it was 6 s and 1.3 GB
    // to read, and the process died at 4.4 GB writing the 49 million values out).
    const list = `a: &a [${Array(495_000).fill('0').join(',')}]`;
    const text = `${list}\n${lines(99, (i) => `b${i}: *a`)}`;
    expect(text.length).toBeLessThan(1_048_576);
    const alone = timed(() => parseYaml(list)).ms;
    const { result, ms } = timed(() => error(text));
    expect(result).toBe(
      'text: alias *a at line 3, column 5 expands the document past 1,000,000 nodes, the limit for YAML (an alias counts as every node it repeats; a "billion laughs" document is refused)',
    );
    expect(ms).toBeLessThan(Math.max(GUARD_MS, 2 * alone)); // the aliases cost next to nothing beyond the list
  });

  it('a 100,000-key block map is read; the same with a repeated key is a 400 naming its line', () => {
    // Measured 0.8 s each (they were 120 s and 104 s: the library compared every key with every earlier one).
    const map = lines(100_000, (i) => `k${i}: 1`);
    const read = timed(() => parseYaml(map).value as Map<string, DataValue>);
    expect(read.result.size).toBe(100_000);
    expect(read.ms).toBeLessThan(GUARD_MS);
    const repeated = timed(() => error(`${map}\nk0: 2`));
    expect(repeated.result).toBe('text: invalid YAML at line 100001, column 1: Map keys must be unique');
    expect(repeated.ms).toBeLessThan(GUARD_MS);
  });

  it('a 60,000-key flow map and a 60,000-key !!omap are read', () => {
    // Measured 0.6 s each (they were 35 s and 15 s).
    const pairs = Array.from({ length: 60_000 }, (_, i) => `k${i}: ${i}`).join(', ');
    for (const text of [`{${pairs}}`, `!!omap [${pairs}]`]) {
      const { result, ms } = timed(() => parseYaml(text).value as Map<string, DataValue>);
      expect(result.size).toBe(60_000);
      expect(ms).toBeLessThan(GUARD_MS);
    }
  });

  it('50,000 anchors each used once', () => {
    // Measured 0.7 s (it was 38 s).
    const { result, ms } = timed(() => parseYaml(lines(50_000, (i) => `- &a${i} ${i}\n- *a${i}`)).value as DataValue[]);
    expect(result.length).toBe(100_000);
    expect(ms).toBeLessThan(GUARD_MS);
  });
});

/** Data nested `levels` deep, objects or arrays all the way down. */
function nested(levels: number, kind: 'objects' | 'arrays'): DataValue {
  let value: DataValue = 'x';
  for (let i = 0; i < levels; i++) value = kind === 'arrays' ? [value] : new Map([['10', value]]);
  return value;
}

describe('YAML writer depth', () => {
  it(`writes ${YAML_MAX_DEPTH} levels of objects and of arrays, and refuses one more without recursing`, () => {
    // Objects indent two columns a level, so the reader's bound (which counts indentation) would refuse them back.
    expect(stringifyYaml(nested(YAML_MAX_DEPTH, 'objects')).split('\n').at(-2)).toBe(`${'  '.repeat(YAML_MAX_DEPTH - 1)}"10": x`);
    expect(stringifyYaml(nested(YAML_MAX_DEPTH, 'arrays'))).toBe(`${'- '.repeat(YAML_MAX_DEPTH)}x\n`);
    for (const kind of ['objects', 'arrays'] as const) {
      expect(() => stringifyYaml(nested(YAML_MAX_DEPTH + 1, kind))).toThrow(`yaml: the document nests ${YAML_MAX_DEPTH + 1} levels; YAML output is limited to ${YAML_MAX_DEPTH}`);
    }
    expect(() => stringifyYaml(parseJson(`${'{"a":'.repeat(950)}1${'}'.repeat(950)}`))).toThrow('yaml: the document nests 950 levels; YAML output is limited to 500');
    expect(() => stringifyYaml(nested(100_000, 'arrays'))).toThrow('yaml: the document nests 100000 levels; YAML output is limited to 500');
  });

  it(`writes ${YAML_MAX_DEPTH} levels of objects and of arrays in a worker thread, where the service runs conversions`, async () => {
    // The worker loads this module through tsx, as `npm run dev` does.
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      import('tsx/esm/api')
        .then(async ({ register }) => {
          register();
          const { stringifyYaml } = await import(workerData.module);
          const lengths = [];
          for (const kind of ['objects', 'arrays']) {
            let value = 'x';
            for (let i = 0; i < workerData.levels; i++) value = kind === 'arrays' ? [value] : new Map([['10', value]]);
            lengths.push(stringifyYaml(value).length);
          }
          parentPort.postMessage({ lengths });
        })
        .catch((error) => parentPort.postMessage({ error: String(error) }));`;
    const worker = new Worker(code, { eval: true, workerData: { module: new URL('./yaml.ts', import.meta.url).href, levels: YAML_MAX_DEPTH } });
    const answer = await new Promise<{ lengths?: number[]; error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({ lengths: [stringifyYaml(nested(YAML_MAX_DEPTH, 'objects')).length, stringifyYaml(nested(YAML_MAX_DEPTH, 'arrays')).length] });
  });
});

describe('YAML result size, worked out before writing', () => {
  /** Random data of every shape the writer lays out differently: maps and sequences in each other, empty ones, multi-line and quoted strings. */
  function randomData(random: () => number, depth = 0): DataValue {
    const pick = Math.floor(random() * (depth > 6 ? 5 : 8));
    switch (pick) {
      case 0: return null;
      case 1: return random() < 0.5;
      case 2: return parseJson(String(Math.floor(random() * 1e6) / 100));
      case 3: return ['', 'plain', 'yes', 'a: b', '- x', 'line\nbreak', 'é😀', '"quoted"', '#', ' padded ', '123'][Math.floor(random() * 11)]!;
      case 4: return random() < 0.5 ? [] : new Map();
      case 5:
      case 6: return Array.from({ length: Math.floor(random() * 5) }, () => randomData(random, depth + 1));
      default: return new Map(Array.from({ length: Math.floor(random() * 5) }, (_, i) => [`k${i}${random() < 0.2 ? ': x' : ''}`, randomData(random, depth + 1)]));
    }
  }

  it('never more than the YAML really takes in a response, and not far below it for nested data', () => {
    const random = seededRandom(2_026);
    for (let n = 0; n < 2_000; n++) {
      const value = randomData(random);
      const text = stringifyYaml(value);
      const actual = JSON.stringify(text).length - 2;
      expect(yamlResultBytes(value), text).toBeLessThanOrEqual(actual);
    }
    // Deep data, where the estimate matters: within a few percent.
    const deep = parseJson(`[${Array(20).fill(`${'{"a":'.repeat(400)}1${'}'.repeat(400)}`).join(',')}]`);
    const actual = JSON.stringify(stringifyYaml(deep)).length - 2;
    expect(yamlResultBytes(deep)).toBeGreaterThan(actual * 0.9);
  });
});

describe('YAML errors in Spanish', () => {
  /** The Spanish words of the 400 `text` gets. */
  const spanish = (text: string): string | undefined => {
    try {
      parseYaml(text, 'text');
    } catch (error) {
      if (error instanceof InputError) return error.es;
      throw error;
    }
    throw new Error('expected an InputError');
  };

  it("gives the library's messages Spanish words, at the same line and column", () => {
    expect(spanish('a: 1\n\tb: 2')).toBe('text: YAML no válido en la línea 2, columna 1: no se admiten tabuladores como sangría');
    expect(spanish('a: [1, 2')).toBe(
      'text: YAML no válido en la línea 1, columna 9: una secuencia en línea dentro de una colección de bloque debe tener sangría suficiente y terminar con ]',
    );
    expect(spanish('key: @value')).toBe('text: YAML no válido en la línea 1, columna 6: un valor sin comillas no puede empezar por @');
    expect(spanish('a: ]')).toBe('text: YAML no válido en la línea 1, columna 4: elemento inesperado: "]"');
    expect(spanish('a: *x\n')).toBe('text: el alias *x en la línea 1, columna 4 no remite a ningún ancla &x anterior en su documento');
  });

  it('falls back on what the kind of error says for a message it does not know', () => {
    expect(yamlProblemEs('BAD_INDENT', 'A message a later version of the library might add')).toBe('sangría incorrecta');
    expect(yamlProblemEs('MISSING_CHAR', 'Missing , between flow sequence items')).toBe('falta una coma entre los elementos de una secuencia en línea');
  });
});

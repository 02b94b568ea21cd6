import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './json.js';
import { parseYaml, stringifyYaml, YAML_MAX_DEPTH } from './yaml.js';

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
  ])('refuses %j: %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it('refuses a "billion laughs" document quickly', () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f'], ['h', 'g'], ['i', 'h']]) {
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const start = performance.now();
    expect(error(laughs.join('\n'))).toBe('text: aliases expand past 100 references (a "billion laughs" document is refused)');
    expect(performance.now() - start).toBeLessThan(1000);
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
    expect(yaml).toBe('a: 12345678901234567890\nb: "123"\nc:\n  - 1\n  - x\n  - d: true\ne: 0.10000000000000000555\nf: null\ng: yes\nh: ""\ni: "-0"\n"2": two\n');
    expect(stringifyJson(parseYaml(yaml).value, 'min')).toBe(stringifyJson(value, 'min'));
  });
});

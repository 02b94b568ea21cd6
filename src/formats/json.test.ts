import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, parseJson, stringifyJson, toPlain } from './json.js';

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
    const start = performance.now();
    expect(error('['.repeat(100_000) + ']'.repeat(100_000))).toBe(`json: nesting deeper than ${MAX_DEPTH} levels at line 1, column ${MAX_DEPTH + 1}`);
    expect(error('{"a":'.repeat(100_000))).toMatch(/^json: nesting deeper than 1000 levels/);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('gives plain data for responses, integer-like keys safely', () => {
    expect(toPlain(parseJson('{"a": [1, 2.5, "x", null, true], "__proto__": 1}'))).toEqual(
      JSON.parse('{"a": [1, 2.5, "x", null, true], "__proto__": 1}'),
    );
    expect(JSON.stringify(toPlain(parseJson('{"__proto__": 1}')))).toBe('{"__proto__":1}');
  });
});

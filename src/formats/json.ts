import { isLosslessNumber, LosslessNumber } from 'lossless-json';
import { InputError } from '../core/errors.js';
import { describePosition } from './text-position.js';

export { isLosslessNumber, LosslessNumber };

/**
 * A parsed document, the common currency of every format conversion. Numbers are `LosslessNumber`s holding their
 * digits exactly as written (12345678901234567890 and 0.10000000000000000555 survive), and objects are `Map`s,
 * because a plain JavaScript object moves integer-like keys ("10", "2024") to the front and so cannot keep key order.
 */
export type DataValue = null | boolean | string | LosslessNumber | DataValue[] | DataObject;
export type DataObject = Map<string, DataValue>;

export function isDataObject(value: DataValue): value is DataObject {
  return value instanceof Map;
}

/** Deepest nesting of arrays and objects accepted in JSON; deeper documents are refused, never recursed into. */
export const MAX_DEPTH = 1000;

/** Indentation choices shared by the formatting operations. */
export type Indent = number | '\t' | 'min';

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const CONTROL_CHARACTER = /[\u0000-\u001f]/;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

type Frame = { object: DataObject; key: string; keyAt: number } | { array: DataValue[] };

/**
 * A JSON parser (RFC 8259) that loses nothing: numbers keep their digits, objects keep their key order. It walks the
 * text with an explicit stack, so nesting costs no call stack, and stops at MAX_DEPTH. A key repeated in one object
 * is refused: parsers disagree on which value wins, so any choice would silently drop data. Errors name the field,
 * the line and column, and what was expected.
 */
export function parseJson(text: string, label = 'json'): DataValue {
  let i = 0;
  const fail = (what: string, at = i): never => {
    const code = text.codePointAt(at);
    const found = code === undefined ? 'the end of the text' : code < 0x20 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${String.fromCodePoint(code)}'`;
    throw new InputError(`${label}: invalid JSON at ${describePosition(text, at)}: expected ${what}, found ${found}`);
  };
  const skipWhitespace = () => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
  };
  // Where the next backslash is, kept between strings: searching afresh from every string would rescan the rest of
  // a backslash-free text each time (quadratic on many small strings).
  let nextBackslash = -2;
  const readString = (): string => {
    const start = i++; // the opening quote
    let out = '';
    for (;;) {
      const quote = text.indexOf('"', i);
      if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf('\\', i);
      const backslash = nextBackslash;
      const stop = backslash !== -1 && backslash < quote ? backslash : quote;
      if (stop === -1) fail('a closing quote for the string that starts here', start);
      const chunk = text.slice(i, stop);
      const control = CONTROL_CHARACTER.exec(chunk);
      if (control) fail('an escaped control character (\\n, \\t, \\u00XX)', i + control.index);
      out += chunk;
      i = stop + 1;
      if (stop === quote) return out;
      const escape = text[i];
      if (escape === 'u') {
        const hex = text.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('four hexadecimal digits after \\u', i + 1);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 5;
      } else if (escape !== undefined && ESCAPES[escape] !== undefined) {
        out += ESCAPES[escape];
        i++;
      } else fail('an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX', i);
    }
  };
  const readKey = (): { key: string; keyAt: number } => {
    skipWhitespace();
    if (text[i] !== '"') fail('a property name in double quotes');
    const keyAt = i;
    const key = readString();
    skipWhitespace();
    if (text[i] !== ':') fail("':' after the property name");
    i++;
    return { key, keyAt };
  };
  const readScalar = (): DataValue => {
    const c = text[i];
    if (c === '"') return readString();
    if (text.startsWith('true', i)) return (i += 4), true;
    if (text.startsWith('false', i)) return (i += 5), false;
    if (text.startsWith('null', i)) return (i += 4), null;
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      i += number[0].length;
      return new LosslessNumber(number[0]);
    }
    return fail('a value (an object, array, string, number, true, false or null)');
  };

  const stack: Frame[] = [];
  for (;;) {
    skipWhitespace();
    let value: DataValue;
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) throw new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels at ${describePosition(text, i)}`);
      i++;
      skipWhitespace();
      if (c === '{' && text[i] === '}') (i++, (value = new Map()));
      else if (c === '[' && text[i] === ']') (i++, (value = []));
      else {
        stack.push(c === '{' ? { object: new Map(), ...readKey() } : { array: [] });
        continue;
      }
    } else value = readScalar();

    // Hand the finished value to its container, closing every container that ends here.
    for (;;) {
      const top = stack[stack.length - 1];
      if (!top) {
        skipWhitespace();
        if (i < text.length) fail('the end of the document after its value');
        return value;
      }
      skipWhitespace();
      if ('object' in top) {
        if (top.object.has(top.key)) {
          throw new InputError(`${label}: invalid JSON at ${describePosition(text, top.keyAt)}: duplicate key '${top.key}' in the same object`);
        }
        top.object.set(top.key, value);
        if (text[i] === ',') {
          i++;
          Object.assign(top, readKey());
          break;
        }
        if (text[i] !== '}') fail("',' or '}' after a property value");
        value = top.object;
      } else {
        top.array.push(value);
        if (text[i] === ',') {
          i++;
          break;
        }
        if (text[i] !== ']') fail("',' or ']' after an array item");
        value = top.array;
      }
      i++;
      stack.pop();
    }
  }
}

/**
 * JSON text: numbers exactly as parsed, keys in their order. `min` writes no whitespace; otherwise a number of
 * spaces or a tab per level, laid out like JSON.stringify. Strings are escaped by JSON.stringify (lone surrogates
 * come out as \\udXXX escapes, so the output is always valid UTF-8).
 */
export function stringifyJson(value: DataValue, indent: Indent): string {
  const unit = indent === 'min' ? '' : typeof indent === 'number' ? ' '.repeat(indent) : indent;
  const colon = unit === '' ? ':' : ': ';
  const write = (item: DataValue, depth: string): string => {
    if (item === null || typeof item === 'boolean') return String(item);
    if (typeof item === 'string') return JSON.stringify(item);
    if (isLosslessNumber(item)) return item.value;
    const inner = unit === '' ? '' : `\n${depth}${unit}`;
    const close = unit === '' ? '' : `\n${depth}`;
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      return `[${inner}${item.map((v) => write(v, depth + unit)).join(`,${inner}`)}${close}]`;
    }
    if (item.size === 0) return '{}';
    const members: string[] = [];
    for (const [key, v] of item) members.push(`${JSON.stringify(key)}${colon}${write(v, depth + unit)}`);
    return `{${inner}${members.join(`,${inner}`)}${close}}`;
  };
  return write(value, '');
}

/** Plain JavaScript data for a response body (numbers as numbers, objects as objects): only for values known to fit. */
export function toPlain(value: DataValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isLosslessNumber(value)) return Number(value.value);
  if (Array.isArray(value)) return value.map(toPlain);
  const out: Record<string, unknown> = {};
  for (const [key, item] of value) Object.defineProperty(out, key, { value: toPlain(item), enumerable: true, writable: true, configurable: true });
  return out;
}

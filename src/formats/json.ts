import { isLosslessNumber, LosslessNumber } from 'lossless-json';
import { utf8Length } from '../core/bytes.js';
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
  // A leading byte order mark (what some editors and Windows tools save) is ignored, as RFC 8259 §8.1 allows.
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  /** `what` was expected at `at`, in English and in Spanish. */
  const fail = (what: string, whatEs: string, at = i): never => {
    const code = text.codePointAt(at);
    const shown = code === undefined ? undefined : code < 0x20 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${String.fromCodePoint(code)}'`;
    throw new InputError(
      `${label}: invalid JSON at ${describePosition(text, at)}: expected ${what}, found ${shown ?? 'the end of the text'}`,
      `${label}: JSON no válido en la ${describePosition(text, at, 'es')}: se esperaba ${whatEs}, pero se encontró ${shown ?? 'el final del texto'}`,
    );
  };
  const skipWhitespace = () => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
  };
  // Where the next backslash and the next quote are, kept between searches: searching afresh from every string would
  // rescan the rest of a backslash-free text each time (quadratic on many small strings), and searching afresh after
  // every escape would rescan the rest of a long string each time (quadratic on "\n\n\n…").
  let nextBackslash = -2;
  let nextQuote = -2;
  const readString = (): string => {
    const start = i++; // the opening quote
    let out = '';
    for (;;) {
      if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i);
      if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf('\\', i);
      const quote = nextQuote;
      const backslash = nextBackslash;
      const stop = backslash !== -1 && backslash < quote ? backslash : quote;
      if (stop === -1) fail('a closing quote for the string that starts here', 'una comilla de cierre para la cadena que empieza aquí', start);
      const chunk = text.slice(i, stop);
      const control = CONTROL_CHARACTER.exec(chunk);
      if (control) fail('an escaped control character (\\n, \\t, \\u00XX)', 'un carácter de control escapado (\\n, \\t, \\u00XX)', i + control.index);
      out += chunk;
      i = stop + 1;
      if (stop === quote) return out;
      const escape = text[i];
      if (escape === 'u') {
        const hex = text.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('four hexadecimal digits after \\u', 'un código de cuatro dígitos hexadecimales después de \\u', i + 1);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 5;
      } else if (escape !== undefined && ESCAPES[escape] !== undefined) {
        out += ESCAPES[escape];
        i++;
      } else fail('an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX', 'una secuencia de escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t o \\uXXXX', i);
    }
  };
  const readKey = (): { key: string; keyAt: number } => {
    skipWhitespace();
    if (text[i] !== '"') fail('a property name in double quotes', 'un nombre de propiedad entre comillas dobles');
    const keyAt = i;
    const key = readString();
    skipWhitespace();
    if (text[i] !== ':') fail("':' after the property name", "':' después del nombre de la propiedad");
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
    return fail('a value (an object, array, string, number, true, false or null)', 'un valor (un objeto, un array, una cadena, un número, true, false o null)');
  };

  const stack: Frame[] = [];
  for (;;) {
    skipWhitespace();
    let value: DataValue;
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) {
        throw new InputError(
          `${label}: nesting deeper than ${MAX_DEPTH} levels at ${describePosition(text, i)}`,
          `${label}: anidamiento de más de ${MAX_DEPTH} niveles en la ${describePosition(text, i, 'es')}`,
        );
      }
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
        if (i < text.length) fail('the end of the document after its value', 'el final del documento después de su valor');
        return value;
      }
      skipWhitespace();
      if ('object' in top) {
        if (top.object.has(top.key)) {
          throw new InputError(
            `${label}: invalid JSON at ${describePosition(text, top.keyAt)}: duplicate key '${top.key}' in the same object`,
            `${label}: JSON no válido en la ${describePosition(text, top.keyAt, 'es')}: la clave '${top.key}' se repite en el mismo objeto`,
          );
        }
        top.object.set(top.key, value);
        if (text[i] === ',') {
          i++;
          Object.assign(top, readKey());
          break;
        }
        if (text[i] !== '}') fail("',' or '}' after a property value", "',' o '}' después del valor de una propiedad");
        value = top.object;
      } else {
        top.array.push(value);
        if (text[i] === ',') {
          i++;
          break;
        }
        if (text[i] !== ']') fail("',' or ']' after an array item", "',' o ']' después de un elemento del array");
        value = top.array;
      }
      i++;
      stack.pop();
    }
  }
}

/** A container being written by stringifyJson: its items or entries still to write, and its depth. */
type WriteFrame = { items: DataValue[]; next: number; depth: number } | { entries: MapIterator<[string, DataValue]>; first: boolean; depth: number };

/**
 * JSON text: numbers exactly as parsed, keys in their order. `min` writes no whitespace; otherwise a number of
 * spaces or a tab per level, laid out like JSON.stringify. Strings are escaped by JSON.stringify (lone surrogates
 * come out as \\udXXX escapes, so the output is always valid UTF-8). Written piece by piece with an explicit stack
 * and joined once: no recursion (1,000 levels are safe on any thread's stack), and no container's text is copied
 * into its parent's (which would cost the output's size once per level).
 */
export function stringifyJson(value: DataValue, indent: Indent): string {
  const unit = indent === 'min' ? '' : typeof indent === 'number' ? ' '.repeat(indent) : indent;
  const colon = unit === '' ? ':' : ': ';
  // breaks[d]: a line break and d units of indentation, built once per depth.
  const breaks: string[] = ['\n'];
  const lineBreak = (depth: number): string => {
    for (let d = breaks.length; d <= depth; d++) breaks.push(breaks[d - 1]! + unit);
    return breaks[depth]!;
  };
  const out: string[] = [];
  // Each key quoted once: a table read from TOON or CSV repeats its keys in every row.
  const quotedKeys = new Map<string, string>();
  const stack: WriteFrame[] = [];
  // A scalar in full; a non-empty container's opening bracket, its items following from the stack.
  const open = (item: DataValue, depth: number): void => {
    if (item === null || typeof item === 'boolean') out.push(item === null ? 'null' : item ? 'true' : 'false');
    else if (typeof item === 'string') out.push(JSON.stringify(item));
    else if (isLosslessNumber(item)) out.push(item.value);
    else if (Array.isArray(item)) {
      if (item.length === 0) out.push('[]');
      else {
        out.push('[');
        stack.push({ items: item, next: 0, depth });
      }
    } else if (item.size === 0) out.push('{}');
    else {
      out.push('{');
      stack.push({ entries: item.entries(), first: true, depth });
    }
  };
  const separate = (first: boolean, depth: number): void => {
    if (!first) out.push(',');
    if (unit !== '') out.push(lineBreak(depth));
  };
  open(value, 0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if ('items' in frame) {
      if (frame.next < frame.items.length) {
        separate(frame.next === 0, frame.depth + 1);
        open(frame.items[frame.next++]!, frame.depth + 1);
        continue;
      }
    } else {
      const entry = frame.entries.next();
      if (!entry.done) {
        separate(frame.first, frame.depth + 1);
        frame.first = false;
        const key = entry.value[0];
        let quoted = quotedKeys.get(key);
        if (quoted === undefined) quotedKeys.set(key, (quoted = JSON.stringify(key) + colon));
        out.push(quoted);
        open(entry.value[1], frame.depth + 1);
        continue;
      }
    }
    if (unit !== '') out.push(lineBreak(frame.depth));
    out.push('items' in frame ? ']' : '}');
    stack.pop();
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Sizes of results, worked out before they are built (for the response limit, src/core/limits.ts)

/** Anything but printable ASCII other than the quote and the backslash: text without it is one byte a character, unescaped. */
const NOT_PLAIN_ASCII = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;
/** Characters JSON.stringify escapes (the quote, the backslash, C0 controls) and surrogate halves (a lone one is escaped). */
const ESCAPED_OR_SURROGATE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Control characters JSON.stringify writes as two characters (\b \t \n \f \r); the others take six (\u0001). */
const SHORT_ESCAPE = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * UTF-8 bytes of `text` inside a JSON string, quotes not counted: written once (`times` 1: JSON.stringify(text)), or
 * twice over (2: a JSON or TOON text that is itself a string in a response, where its own escapes are escaped again).
 * Exact, without building anything: a regular-expression test for plain ASCII, else one native byte count, and a scan
 * only for text that has something to escape.
 */
export function jsonStringBytes(text: string, times: 1 | 2 = 1): number {
  if (!NOT_PLAIN_ASCII.test(text)) return text.length;
  let bytes = utf8Length(text);
  if (!ESCAPED_OR_SURROGATE.test(text)) return bytes;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) bytes += times === 1 ? 1 : 3; // \" → \\\"
    else if (c < 0x20) bytes += SHORT_ESCAPE.has(c) ? times : times + 4; // \n → \\n, \u0001 → \\u0001
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++; // a pair: 4 bytes, as counted
    else if (c >= 0xd800 && c <= 0xdfff) bytes += times + 2; // a lone half: \udXXX, counted as the 3 bytes of U+FFFD
  }
  return bytes;
}

/**
 * Bytes `stringifyJson(value, indent)` takes as a string in a JSON response (`{"result":"…"}`, the quotes of that
 * string not counted): its characters, with the escapes the response adds (every quote of a key or string, every line
 * break and tab of the layout). Exact, and worked out in one walk without building the text, so that an operation can
 * refuse a result past the response limit before writing it: indentation grows with depth, and a table read from TOON
 * or CSV repeats its keys in every row.
 */
export function jsonResultBytes(value: DataValue, indent: Indent): number {
  const pretty = indent !== 'min';
  const unitBytes = indent === 'min' ? 0 : indent === '\t' ? 2 : indent; // a tab is written as \t, two bytes
  const colonBytes = pretty ? 2 : 1;
  // A key repeats in every row of a table: its size is worked out once (the same string, so its hash is cached).
  const keyBytes = new Map<string, number>();
  let total = 0;
  walkData(value, (item, depth, key) => {
    if (key !== undefined) {
      let bytes = keyBytes.get(key);
      if (bytes === undefined) keyBytes.set(key, (bytes = jsonStringBytes(key, 2) + 4));
      total += bytes + colonBytes;
    }
    if (item === null || item === true) total += 4;
    else if (item === false) total += 5;
    else if (typeof item === 'string') total += jsonStringBytes(item, 2) + 4; // its quotes, escaped: \"…\"
    else if (isLosslessNumber(item)) total += item.value.length;
    else {
      const size = Array.isArray(item) ? item.length : item.size;
      total += 2;
      if (size === 0) return;
      // A comma between members; when pretty, a line break (\n, two bytes) and indentation before each member and before the close.
      total += size - 1;
      if (pretty) total += size * (2 + (depth + 1) * unitBytes) + 2 + depth * unitBytes;
    }
  });
  return total;
}

/**
 * Visits every value of `root`, a container before what it holds, with its depth (the root's is 0) and, for an
 * object's member, its key; without recursion, so any depth is safe. A value that YAML aliases share is visited once
 * for every place it stands, as its writers would write it.
 */
export function walkData(root: DataValue, visit: (value: DataValue, depth: number, key: string | undefined) => void): void {
  const values: DataValue[] = [root];
  const depths: number[] = [0];
  const keys: (string | undefined)[] = [undefined];
  while (values.length > 0) {
    const value = values.pop()!;
    const depth = depths.pop()!;
    visit(value, depth, keys.pop());
    if (Array.isArray(value)) {
      for (const child of value) {
        values.push(child);
        depths.push(depth + 1);
        keys.push(undefined);
      }
    } else if (value instanceof Map) {
      for (const [key, child] of value) {
        values.push(child);
        depths.push(depth + 1);
        keys.push(key);
      }
    }
  }
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

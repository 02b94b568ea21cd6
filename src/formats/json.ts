import { isLosslessNumber, LosslessNumber, parse, stringify } from 'lossless-json';
import { InputError } from '../core/errors.js';
import { describePosition } from './text-position.js';

export { isLosslessNumber, LosslessNumber };

/**
 * A parsed document in which every number is a `LosslessNumber` holding the digits exactly as written, so
 * 12345678901234567890 and 0.10000000000000000555 survive a round trip. Objects keep their key order.
 */
export type DataValue = null | boolean | string | LosslessNumber | DataValue[] | { [key: string]: DataValue };

/** Deepest nesting of arrays and objects accepted in any format; deeper documents are refused, never recursed into. */
export const MAX_DEPTH = 1000;

/** Indentation choices shared by the formatting operations. */
export type Indent = number | '\t' | 'min';

/**
 * Throws an InputError when brackets nest deeper than MAX_DEPTH (outside strings). A linear scan, so a
 * 100,000-level document is refused in microseconds instead of overflowing the parser's stack.
 */
export function assertJsonDepth(text: string, label = 'json'): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) throw new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels at ${describePosition(text, i)}`);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Parses JSON without losing a digit. Duplicate keys: the same key twice with identical values is kept once;
 * with different values the document is refused (parsers disagree on which wins, so any choice would hide data).
 * Errors name the field, the line and column, and what was expected.
 */
export function parseJson(text: string, label = 'json'): DataValue {
  assertJsonDepth(text, label);
  try {
    return parse(text) as DataValue;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const where = at ? describePosition(text, Number(at[1])) : 'the end';
    const what = message.replace(/ (at|encountered at) position \d+$/, '').replace(/^Duplicate key '(.*)'$/, "duplicate key '$1' with a different value");
    throw new InputError(`${label}: invalid JSON at ${where}: ${what}`);
  }
}

/** JSON text with numbers exactly as parsed; `min` for no whitespace, a number of spaces, or a tab. */
export function stringifyJson(value: DataValue, indent: Indent): string {
  return stringify(value, undefined, indent === 'min' ? undefined : indent) ?? 'null';
}

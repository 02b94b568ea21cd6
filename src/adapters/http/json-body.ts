import { isUtf8 } from 'node:buffer';
import { MAX_BODY_DEPTH } from '../../core/limits.js';
import { lineAndColumn } from '../../formats/text-position.js';
import { EXACT_DIGITS, writtenNumbersIn, type WrittenNumbers } from '../../core/written-numbers.js';

/** `writtenNumbers`: present when the body holds numbers a double does not keep exactly (src/core/written-numbers.ts). */
export type ParsedBody = { ok: true; value: unknown; writtenNumbers?: WrittenNumbers } | { ok: false; error: string };


const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const POINT = 0x2e;

/**
 * One pass over a body before it is parsed: the offset of the first byte that opens an array or object deeper than
 * `limit` (or -1), and whether a number has more digits than a double keeps (then the numbers as written are looked
 * up, src/core/written-numbers.ts). Strings are skipped with indexOf (native), so a megabyte of text costs about a
 * millisecond. Malformed JSON is left to the parser.
 */
export function scanBody(bytes: Uint8Array, limit: number): { deepAt: number; longNumber: boolean } {
  let depth = 0;
  let digits = 0;
  let longNumber = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= DIGIT_0 && b <= DIGIT_9) {
      // Digits in a row, across a decimal point: more than a double keeps may be an inexact number.
      if (++digits > EXACT_DIGITS) longNumber = true;
      continue;
    }
    if (b !== POINT) digits = 0;
    if (b === QUOTE) {
      i = closingQuote(bytes, i + 1);
      if (i === -1) return { deepAt: -1, longNumber };
    } else if (b === OPEN_BRACKET || b === OPEN_BRACE) {
      if (++depth > limit) return { deepAt: i, longNumber };
    } else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) {
      depth--;
    }
  }
  return { deepAt: -1, longNumber };
}

/** Index of the quote that ends the string whose content starts at `from`, or -1 when it never ends. */
function closingQuote(bytes: Uint8Array, from: number): number {
  for (let at = from; ; at++) {
    at = bytes.indexOf(QUOTE, at);
    if (at === -1) return -1;
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** UTF-8 bytes → JSON value, with a message that says where parsing stopped. */
export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  if (bytes.length === 0) return { ok: false, error: 'body: is required; send a JSON object, for example {}' };
  if (!isUtf8(bytes)) return { ok: false, error: 'body: is not valid UTF-8 text' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const { deepAt: deep, longNumber } = scanBody(bytes, MAX_BODY_DEPTH);
  if (deep !== -1) {
    const { line, column } = lineAndColumn(text, Buffer.from(bytes.buffer, bytes.byteOffset, deep).toString('utf8').length);
    return {
      ok: false,
      error: `body: nests arrays and objects deeper than ${MAX_BODY_DEPTH} levels (line ${line}, column ${column}); no field needs that — send documents to convert as strings`,
    };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (!longNumber) return { ok: true, value };
    const writtenNumbers = writtenNumbersIn(text);
    return writtenNumbers.size > 0 ? { ok: true, value, writtenNumbers } : { ok: true, value };
  } catch (error) {
    return { ok: false, error: `body: is not valid JSON: ${describeJsonError(error, text)}` };
  }
}

/** V8's message plus the line and column of the position it names. */
function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /at position (\d+)/.exec(message);
  if (!match) return message;
  const { line, column } = lineAndColumn(text, Number(match[1]));
  return `${message.replace(/\s*\(line \d+ column \d+\)$/, '')} (line ${line}, column ${column})`;
}

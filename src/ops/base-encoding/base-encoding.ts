import { base32crockford, base32hexnopad, base32nopad, base58, hex } from '@scure/base';
import { bytesToHex, utf8Bytes } from '../../core/bytes.js';
import { formatFixed } from '../../core/display.js';
import { InputError } from '../../core/errors.js';
import { decodeUtf8 } from '../../core/utf8.js';
import { assertWellFormedText } from '../../formats/limit-errors.js';
import { showCharacter } from '../base64-decode/base64-decode.js';

export const ENCODINGS = ['hex', 'base32', 'base32hex', 'base32crockford', 'base58'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const DIRECTIONS = ['encode', 'decode'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Base58 is a positional number conversion: its cost grows with the square of the length. These are @scure/base's own
 * bounds (it refuses past them), measured here at about 3 ms for 2,048 bytes of 0xFF and 2 ms for 4,096 'z' digits.
 */
export const MAX_BASE58_BYTES = 2048;
export const MAX_BASE58_DIGITS = 4096;

/** What each encoding is called in messages, in English and Spanish (the same words). */
export const ENCODING_NAMES: Readonly<Record<Encoding, string>> = {
  hex: 'hexadecimal',
  base32: 'Base32',
  base32hex: 'Base32hex',
  base32crockford: "Crockford's Base32",
  base58: 'Base58',
};
const ENCODING_NAMES_ES: Readonly<Record<Encoding, string>> = {
  hex: 'hexadecimal',
  base32: 'Base32',
  base32hex: 'Base32hex',
  base32crockford: 'Base32 de Crockford',
  base58: 'Base58',
};

/** "base-32", "Base32_Hex", "BASE16", " crockford " → the encoding's id; anything else is left for the enum to refuse. */
export function normalizeEncodingName(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const name = value.toLowerCase().replace(/[\s_-]+/g, '');
  if (name === 'base16' || name === 'hexadecimal') return 'hex';
  if (name === 'crockford' || name === 'crockfordbase32') return 'base32crockford';
  return (ENCODINGS as readonly string[]).includes(name) ? name : value;
}

/** " Decode " → "decode". */
export function normalizeDirection(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const name = value.trim().toLowerCase();
  return (DIRECTIONS as readonly string[]).includes(name) ? name : value;
}

function invalid(encoding: Encoding, reason: string, reasonEs: string): InputError {
  const article = encoding === 'hex' ? 'hexadecimal' : ENCODING_NAMES[encoding];
  return new InputError(`text: is not valid ${article}: ${reason}`, `text: no es ${ENCODING_NAMES_ES[encoding]} válido: ${reasonEs}`);
}

function unexpected(encoding: Encoding, text: string, index: number, hint = '', hintEs = ''): InputError {
  const shown = showCharacter(text, index);
  // Everything before the first bad character is ASCII, so the UTF-16 index is the position in characters.
  return invalid(encoding, `unexpected character ${shown} at position ${index}${hint}`, `carácter ${shown} inesperado en la posición ${index}${hintEs}`);
}

const grouped = (n: number) => n.toLocaleString('en-US');
const groupedEs = (n: number) => formatFixed(n, 'es', 0);

// ---- Encoding ---------------------------------------------------------------------------------------------------

/** Text → its UTF-8 bytes written in `encoding`. */
export function encodeText(text: string, encoding: Encoding): { result: string; bytes: number } {
  assertWellFormedText(text);
  const bytes = utf8Bytes(text);
  if (encoding === 'base58' && bytes.length > MAX_BASE58_BYTES) {
    throw new InputError(
      `text: is ${grouped(bytes.length)} bytes of UTF-8, more than the ${grouped(MAX_BASE58_BYTES)} Base58 encodes ` +
        '(its cost grows with the square of the length); use hex or Base32 for longer data',
      `text: ocupa ${groupedEs(bytes.length)} bytes en UTF-8, más que los ${groupedEs(MAX_BASE58_BYTES)} que codifica Base58 ` +
        '(su coste crece con el cuadrado de la longitud); usa hexadecimal o Base32 para datos más largos',
    );
  }
  return { result: encodeBytes(bytes, encoding), bytes: bytes.length };
}

/** Bytes → text in `encoding`: hex lowercase; Base32 and Base32hex uppercase with = padding; Crockford uppercase, unpadded. */
export function encodeBytes(bytes: Uint8Array, encoding: Encoding): string {
  switch (encoding) {
    case 'hex':
      return bytesToHex(bytes);
    case 'base32':
      return pad(base32nopad.encode(bytes));
    case 'base32hex':
      return pad(base32hexnopad.encode(bytes));
    case 'base32crockford':
      return base32crockford.encode(bytes);
    case 'base58':
      return base58.encode(bytes);
  }
}

function pad(digits: string): string {
  return digits + '='.repeat((8 - (digits.length % 8)) % 8);
}

// ---- Decoding ---------------------------------------------------------------------------------------------------

/** The decoded bytes as UTF-8 text, or, when they are not UTF-8 text, as lowercase hexadecimal (binary: true). */
export function decodeText(text: string, encoding: Encoding): { result: string; bytes: number; binary: boolean } {
  const bytes = decodeToBytes(text, encoding);
  const decoded = decodeUtf8(bytes);
  return decoded === undefined
    ? { result: bytesToHex(bytes), bytes: bytes.length, binary: true }
    : { result: decoded, bytes: bytes.length, binary: false };
}

export function decodeToBytes(text: string, encoding: Encoding): Uint8Array {
  switch (encoding) {
    case 'hex':
      return decodeHex(text);
    case 'base32':
    case 'base32hex':
    case 'base32crockford':
      return decodeBase32(text, encoding);
    case 'base58':
      return decodeBase58(text);
  }
}

/** C's isspace: space, tab, LF, VT, FF, CR. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}
const SPACES = /[ \t\n\v\f\r]+/g;

/** Pairs of digits 0-9 a-f in either case; whitespace anywhere and one leading 0x are skipped. */
function decodeHex(text: string): Uint8Array {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  if (text[start] === '0' && (text[start + 1] === 'x' || text[start + 1] === 'X')) start += 2;
  const bad = /[^0-9a-fA-F \t\n\v\f\r]/.exec(text.slice(start));
  if (bad) throw unexpected('hex', text, start + bad.index, '; use pairs of digits 0-9 a-f', '; usa pares de cifras 0-9 a-f');
  const digits = text.slice(start).replace(SPACES, '');
  if (digits.length % 2 === 1) {
    throw invalid(
      'hex',
      `odd number of digits (${grouped(digits.length)}); each byte is two digits`,
      `número impar de cifras (${groupedEs(digits.length)}); cada byte son dos cifras`,
    );
  }
  return hex.decode(digits.toLowerCase());
}

const ALPHABETS = {
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  base32hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  base32crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
} as const;

const INVALID = 0;
const DIGIT = 1;
const PAD = 2;
const SKIP = 3;

/** Kind of each ASCII code for each Base32 alphabet: its digits in either case, '=', and what is skipped. */
function kinds(encoding: keyof typeof ALPHABETS): Uint8Array {
  const kind = new Uint8Array(128);
  const digits = ALPHABETS[encoding] + (encoding === 'base32crockford' ? 'OIL' : '');
  for (const ch of digits) kind[ch.charCodeAt(0)] = kind[ch.toLowerCase().charCodeAt(0)] = DIGIT;
  for (const ch of ' \t\n\v\f\r') kind[ch.charCodeAt(0)] = SKIP;
  if (encoding === 'base32crockford') kind['-'.charCodeAt(0)] = SKIP;
  else kind['='.charCodeAt(0)] = PAD;
  return kind;
}
const KINDS = { base32: kinds('base32'), base32hex: kinds('base32hex'), base32crockford: kinds('base32crockford') };

/** Characters in a final group of 8 that leave whole bytes: 2 → 1 byte, 4 → 2, 5 → 3, 7 → 4 (RFC 4648 §6). */
const VALID_REST = new Set([0, 2, 4, 5, 7]);

/**
 * Base32 (RFC 4648 §6 or §7) or Crockford's, leniently: either case, whitespace anywhere, = padding optional or partial
 * but only at the end and never more than the length needs (Crockford's has none; hyphens are skipped in it, and O, I,
 * L read as 0, 1, 1). Unused low bits of the last character are ignored, as Python's b32decode does.
 */
function decodeBase32(text: string, encoding: keyof typeof ALPHABETS): Uint8Array {
  const kind = KINDS[encoding];
  let count = 0;
  let padding = 0;
  let firstPad = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const k = code < 128 ? kind[code]! : INVALID;
    if (k === DIGIT) {
      if (padding > 0) throw invalid(encoding, `padding '=' in the middle at position ${firstPad}`, `relleno '=' en medio, en la posición ${firstPad}`);
      count++;
    } else if (k === PAD) {
      if (padding === 0) firstPad = i;
      padding++;
    } else if (k === INVALID) {
      const ch = text[i]!;
      const hint = encoding === 'base32' && /[0189]/.test(ch) ? ` (Base32 has no ${ch}; for digits first, use base32hex)` : '';
      const hintEs = hint === '' ? '' : ` (Base32 no tiene ${ch}; para las cifras primero, usa base32hex)`;
      throw unexpected(encoding, text, i, hint, hintEs);
    }
  }
  const rest = count % 8;
  if (!VALID_REST.has(rest)) {
    throw invalid(
      encoding,
      `the last group has ${rest} character${rest === 1 ? '' : 's'}; a group of up to 8 ends after 2, 4, 5, 7 or 8`,
      `el último grupo tiene ${rest} carácter${rest === 1 ? '' : 'es'}; un grupo de hasta 8 termina tras 2, 4, 5, 7 u 8`,
    );
  }
  const allowedPadding = rest === 0 ? 0 : 8 - rest;
  if (padding > allowedPadding) {
    let excess = firstPad;
    for (let seen = 0; ; excess++) if (text[excess] === '=' && ++seen > allowedPadding) break;
    throw invalid(encoding, `unexpected padding '=' at position ${excess}`, `relleno '=' inesperado en la posición ${excess}`);
  }
  const alphabet = ALPHABETS[encoding];
  let digits = text.replace(/[ \t\n\v\f\r=-]+/g, '').toUpperCase();
  if (encoding === 'base32crockford') digits = digits.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (rest !== 0) {
    // Clear the low bits the last character carries past the last whole byte (the coder refuses them otherwise).
    const unused = (rest * 5) % 8;
    const last = alphabet.indexOf(digits[digits.length - 1]!);
    digits = digits.slice(0, -1) + alphabet[last & ~((1 << unused) - 1)];
  }
  if (encoding === 'base32') return base32nopad.decode(digits);
  if (encoding === 'base32hex') return base32hexnopad.decode(digits);
  return base32crockford.decode(digits);
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (the Bitcoin alphabet): whitespace anywhere is skipped; leading 1s are zero bytes. */
function decodeBase58(text: string): Uint8Array {
  let digits = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (isSpace(text.charCodeAt(i))) continue;
    if (!BASE58_ALPHABET.includes(ch)) {
      const left = '0OIl'.includes(ch);
      throw unexpected(
        'base58',
        text,
        i,
        left ? ' (Base58 leaves out 0, O, I and l, which look alike)' : '',
        left ? ' (Base58 no usa 0, O, I ni l, que se confunden)' : '',
      );
    }
    digits += ch;
    if (digits.length > MAX_BASE58_DIGITS) {
      throw new InputError(
        `text: has more than ${grouped(MAX_BASE58_DIGITS)} Base58 digits, the most decoded (the cost grows with the square of the length)`,
        `text: tiene más de ${groupedEs(MAX_BASE58_DIGITS)} cifras Base58, el máximo que se decodifica (el coste crece con el cuadrado de la longitud)`,
      );
    }
  }
  return base58.decode(digits);
}

import { InputError } from '../../core/errors.js';
import { characterPosition } from '../../core/unicode.js';

/**
 * Most digits a value may have (separators and prefix not counted). Parsing and printing a BigInt cost more than
 * linear time: 50,000 base-36 digits (a 258,000-bit integer) read and written in five bases measure about 50 ms
 * (100,000 took 120 ms).
 */
export const MAX_DIGITS = 50_000;

const PREFIXES: Readonly<Record<string, number>> = { '0x': 16, '0o': 8, '0b': 2 };
const BASE_NAMES: Readonly<Record<number, string>> = { 16: '0x', 8: '0o', 2: '0b' };

/** Value of each ASCII code as a digit (0–35, either case); 99 for _ and ASCII whitespace; 100 for anything else. */
const SEPARATOR = 99;
const SEPARATOR_OR_INVALID = 100;
const DIGIT_VALUES = new Uint8Array(128).fill(SEPARATOR_OR_INVALID);
for (let d = 0; d < 36; d++) {
  const char = d.toString(36);
  DIGIT_VALUES[char.charCodeAt(0)] = d;
  DIGIT_VALUES[char.toUpperCase().charCodeAt(0)] = d;
}
for (const char of '_ \t\n\r\f\v') DIGIT_VALUES[char.charCodeAt(0)] = SEPARATOR;

export interface ReadNumber {
  value: bigint;
  base: number;
}

function refuse(en: string, es: string): never {
  throw new InputError(`value: ${en}`, `value: ${es}`);
}

/** What a character that is not a digit of `base` was probably meant as, and what to send instead. */
function hintFor(char: string, base: number): { en: string; es: string } {
  if (char === '.') return { en: 'only integers are converted; drop the fraction', es: 'solo se convierten enteros; quita la parte decimal' };
  if (char === ',' || char === "'") {
    return { en: 'separate digits with _ or spaces, or not at all', es: 'separa las cifras con _ o espacios, o no las separes' };
  }
  const digit = Number.parseInt(char, 36);
  if (!Number.isNaN(digit) && digit >= base) {
    return {
      en: `set from to the base the value is written in (${char} needs base ${digit + 1} or more)`,
      es: `indica en from la base en la que está escrito el valor (${char} requiere base ${digit + 1} o mayor)`,
    };
  }
  return { en: `use digits 0-9 and a-z below ${base}`, es: `usa cifras 0-9 y a-z menores que ${base}` };
}

/**
 * Reads an integer written in `from` (2–36) or, without it, in the base its 0x/0o/0b prefix names (10 without one):
 * an optional sign, the prefix, then digits in either case, with _ and whitespace between them ignored.
 */
export function readInteger(text: string, from: number | undefined): ReadNumber {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  skipSpace();
  let negative = false;
  if (text[i] === '-' || text[i] === '+' || text[i] === '\u2212') {
    negative = text[i] !== '+';
    i++;
    skipSpace();
  }
  let base = from ?? 10;
  const prefixBase = PREFIXES[text.slice(i, i + 2).toLowerCase()];
  // A prefix is read only where it can mean nothing else: in base 16, "0b1" is the digits 0, b and 1.
  if (prefixBase !== undefined && (from === undefined || from === prefixBase)) {
    base = prefixBase;
    i += 2;
  }
  const body = text.slice(i);
  for (let j = 0; j < body.length; j++) {
    const unit = body.charCodeAt(j);
    const digit = unit < 128 ? DIGIT_VALUES[unit]! : SEPARATOR_OR_INVALID;
    if (digit < base || digit === SEPARATOR) continue;
    if (digit === SEPARATOR_OR_INVALID && /\s/.test(body[j]!)) continue;
    const shown = String.fromCodePoint(body.codePointAt(j)!);
    const hint = hintFor(shown, base);
    const position = characterPosition(text, i + j);
    refuse(
      `'${shown}' at position ${position} is not a digit in base ${base}; ${hint.en}`,
      `'${shown}' en la posición ${position} no es una cifra en base ${base}; ${hint.es}`,
    );
  }
  const digits = body.replace(/[\s_]+/g, '');
  if (digits.length > MAX_DIGITS) {
    refuse(
      `has ${digits.length.toLocaleString('en-US')} digits, more than the ${MAX_DIGITS.toLocaleString('en-US')} converted; use a shorter integer`,
      `tiene ${digits.length.toLocaleString('es-ES')} cifras, más de las ${MAX_DIGITS.toLocaleString('es-ES')} que se convierten; usa un entero más corto`,
    );
  }
  if (digits === '') refuse(`has no digits; write an integer such as 255, 0xff or -0b1010`, `no tiene cifras; escribe un entero como 255, 0xff o -0b1010`);
  const magnitude = parseDigits(digits, base);
  return { value: negative ? -magnitude : magnitude, base };
}

/** Digits of a power-of-two base or ten go through BigInt's own parser; any other base is split and multiplied back. */
function parseDigits(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits);
  const prefix = BASE_NAMES[base];
  if (prefix !== undefined) return BigInt(prefix + digits);
  return splitParse(digits, base, chunkDigits(base), new Map());
}

/** How many digits of `base` Number.parseInt reads exactly (base^k ≤ 2^53). */
function chunkDigits(base: number): number {
  let k = 1;
  while (base ** (k + 1) <= 2 ** 53) k++;
  return k;
}

/** Below this many chunks, the digits are read a chunk at a time; above it, halved (divide and conquer keeps it sub-quadratic). */
const SPLIT_CHUNKS = 32;

function splitParse(digits: string, base: number, k: number, powers: Map<number, bigint>): bigint {
  if (digits.length <= k * SPLIT_CHUNKS) {
    const chunk = BigInt(base) ** BigInt(k);
    let end = digits.length % k || k;
    let value = BigInt(Number.parseInt(digits.slice(0, end), base));
    for (; end < digits.length; end += k) value = value * chunk + BigInt(Number.parseInt(digits.slice(end, end + k), base));
    return value;
  }
  // The low half is a power-of-two number of chunks, so every level reuses the same few powers of the base.
  let low = k * SPLIT_CHUNKS;
  while (low * 2 < digits.length) low *= 2;
  let power = powers.get(low);
  if (power === undefined) {
    power = BigInt(base) ** BigInt(low);
    powers.set(low, power);
  }
  const high = splitParse(digits.slice(0, digits.length - low), base, k, powers);
  return high * power + splitParse(digits.slice(digits.length - low), base, k, powers);
}

/** Number of bits of an integer written in lowercase hexadecimal without sign (0 for "0"). */
export function bitLength(hex: string): number {
  return hex === '0' ? 0 : (hex.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(hex[0]!, 16)));
}

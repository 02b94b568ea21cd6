import { isLosslessNumber, type DataValue } from '../../formats/json.js';

/**
 * Equality of JSON values as RFC 6902 §4.6 (test) defines it, shared by json-patch and json-diff: numbers are equal
 * when their values are (1, 1.0, 1e0 and 10e-1 are one number; -0 and 0 too), compared exactly as decimals, digits
 * beyond a double's included (12345678901234567890 ≠ 12345678901234567891); strings by their code units; objects
 * when they have the same members, in any order; arrays item by item.
 */

/** A JSON number's text (RFC 8259 grammar) split into sign, digits, fraction and exponent. */
const NUMBER_PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * One text for every way of writing the same number: its significant digits without leading or trailing zeros and
 * the power of ten of the last one ("15e-1" for 1.5, 1.50 and 15E-1; "0" for every zero). Exact, whatever the size.
 */
export function numberKey(text: string): string {
  // The common case, an integer with no trailing zero, is its own key.
  if (/^-?[1-9]\d*$/.test(text) && !text.endsWith('0')) return `${text}e0`;
  const parts = NUMBER_PARTS.exec(text);
  if (!parts) return `?${text}`; // not reached: the parser only makes numbers of this grammar
  const [, sign, whole, fraction = '', exponentText = '0'] = parts;
  let digits = (whole! + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const trimmed = digits.replace(/0+$/, '');
  const trailing = digits.length - trimmed.length;
  digits = trimmed;
  // An exponent written with more digits than a double holds exactly is worked out as a big integer.
  const exponent =
    exponentText.length > 15
      ? (BigInt(exponentText) - BigInt(fraction.length) + BigInt(trailing)).toString()
      : String(Number(exponentText) - fraction.length + trailing);
  return `${sign}${digits}e${exponent}`;
}

/** Whether two scalars (or a scalar and anything) are equal: numbers by value, the rest by identity. */
export function scalarEqual(a: DataValue, b: DataValue): boolean {
  if (isLosslessNumber(a)) return isLosslessNumber(b) && (a.value === b.value || numberKey(a.value) === numberKey(b.value));
  return a === b;
}

/** Deep equality (RFC 6902 §4.6), without recursion: the work stops at the first difference. */
export function jsonEqual(a: DataValue, b: DataValue): boolean {
  const left: DataValue[] = [a];
  const right: DataValue[] = [b];
  while (left.length > 0) {
    const x = left.pop()!;
    const y = right.pop()!;
    if (x === y) continue;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) {
        left.push(x[i]!);
        right.push(y[i]!);
      }
    } else if (x instanceof Map) {
      if (!(y instanceof Map) || x.size !== y.size) return false;
      for (const [key, value] of x) {
        if (!y.has(key)) return false;
        left.push(value);
        right.push(y.get(key)!);
      }
    } else if (!scalarEqual(x, y)) return false;
  }
  return true;
}

/** "an object", "an array", "a string"…: a value's JSON type in a sentence, in English and in Spanish. */
export function typeName(value: DataValue | undefined): { en: string; es: string } {
  if (value === undefined) return { en: 'nothing', es: 'nada' };
  if (value === null) return { en: 'null', es: 'null' };
  if (Array.isArray(value)) return { en: 'an array', es: 'un array' };
  if (value instanceof Map) return { en: 'an object', es: 'un objeto' };
  if (isLosslessNumber(value)) return { en: 'a number', es: 'un número' };
  if (typeof value === 'string') return { en: 'a string', es: 'una cadena' };
  return { en: 'a boolean', es: 'un booleano' };
}

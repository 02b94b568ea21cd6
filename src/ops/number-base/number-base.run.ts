import * as z from 'zod';
import { InputError } from '../../core/errors.js';
import { defineRun } from '../../core/operation.js';
import { bitLength, MAX_DIGITS, readInteger } from './number-base.js';

/** Longest value string: the digits, with room for a sign, a prefix and a separator after each digit. */
const MAX_VALUE_CHARS = MAX_DIGITS * 2 + 16;

const base = (description: string) => z.int().min(2).max(36).optional().describe(description);
const digitsIn = (name: string) => z.string().describe(`The integer in ${name}, lowercase, no prefix.`);

export default defineRun({
  id: 'number-base',
  kind: 'utility',
  // Big-integer conversion is super-linear: 16 KB of base-36 digits already take several milliseconds.
  heavy: true,
  input: z.strictObject({
    value: z
      .union([z.string().max(MAX_VALUE_CHARS), z.number()])
      .describe('The integer, e.g. 255, 0xff, -0b1010, 1_000_000.'),
    from: base('Base of value; default: its prefix, else 10.'),
    to: base('Base of result; default 16, or 10 if value is not decimal.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The integer in base to, lowercase, no prefix.'),
    from: z.int().min(2).max(36).describe('The base the value was read in.'),
    to: z.int().min(2).max(36).describe('The base of result.'),
    binary: digitsIn('base 2'),
    octal: digitsIn('base 8'),
    decimal: digitsIn('base 10'),
    hexadecimal: digitsIn('base 16'),
    bits: z.int().min(0).describe('Bits of its magnitude (0 for zero; 255 has 8).'),
  }),
  run: ({ value, from, to }) => {
    const { value: integer, base: read } = readInteger(typeof value === 'number' ? numberDigits(value) : value, from);
    const target = to ?? (read === 10 ? 16 : 10);
    const hexadecimal = integer.toString(16);
    return {
      result: integer.toString(target),
      from: read,
      to: target,
      binary: integer.toString(2),
      octal: integer.toString(8),
      decimal: integer.toString(10),
      hexadecimal,
      bits: bitLength(hexadecimal.replace('-', '')),
    };
  },
});

/** A JSON number's digits, refused where a double has already lost some (beyond 2^53) or holds a fraction. */
function numberDigits(value: number): string {
  if (!Number.isInteger(value)) {
    throw new InputError(`value: ${value} is not an integer; only integers are converted`, `value: ${value} no es un entero; solo se convierten enteros`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new InputError(
      `value: ${value} is beyond 2^53 - 1, where JSON numbers lose digits; send it as a string`,
      `value: ${value} supera 2^53 - 1, donde los números JSON pierden cifras; envíalo como texto`,
    );
  }
  return String(value);
}

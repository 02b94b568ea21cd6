import * as z from 'zod';
import { InputError } from '../../core/errors.js';
import { defineOperation } from '../../core/operation.js';
import { bitLength, MAX_DIGITS, readInteger } from './number-base.js';

/** Longest value string: the digits, with room for a sign, a prefix and a separator after each digit. */
const MAX_VALUE_CHARS = MAX_DIGITS * 2 + 16;

const base = (description: string) => z.int().min(2).max(36).optional().describe(description);
const digitsIn = (name: string) => z.string().describe(`The integer in ${name}, lowercase, no prefix.`);

export default defineOperation({
  id: 'number-base',
  title: 'Number base converter',
  summary: 'Converts an integer of any size between bases 2 to 36, reading 0x, 0o and 0b prefixes, and writes it in binary, octal, decimal and hexadecimal.',
  agentDescription:
    'Converts an integer of any size between bases 2–36. Reads a sign, 0x/0o/0b prefixes and _ or space separators; base from the prefix, else 10, unless from is set. Returns binary, octal, decimal, hex and base to (default 16, or 10 from another base).',
  description:
    'The value is an integer of any size (no rounding: it is read as a big integer, not a floating-point number), written as an ' +
    'optional sign (+, - or the minus sign −), an optional prefix 0x (hexadecimal), 0o (octal) or 0b (binary), in either case, and ' +
    'digits 0–9 then a–z (either case) for the values 10 to 35. Underscores and whitespace between the digits are ignored ' +
    '(1_000_000, "ff ff"), as are leading and trailing spaces; commas and dots are refused, since they mean different things in ' +
    'different languages and fractions are not converted. from sets the base the value is written in (2–36); without it the ' +
    'prefix sets it, and a value without a prefix is decimal. A prefix is read only when from is absent or names the same base: ' +
    'in base 16, 0b1 is the three digits 0, b and 1. A JSON number is accepted too, as the digits it is written with, up to ' +
    '2^53 − 1 (9,007,199,254,740,991), beyond which JSON numbers lose digits in most parsers: send larger ones as a string. ' +
    'The result is given in base to (2–36; by default 16 for a decimal value and 10 for any other) and, always, in binary, ' +
    'octal, decimal and hexadecimal, in lowercase without prefix, with a leading - for a negative value, and with the number ' +
    `of bits of its magnitude. At most ${MAX_DIGITS.toLocaleString('en-US')} digits are read (in base 36, an integer of about ` +
    '258,000 bits): reading and writing big integers costs more than linear time, and this keeps the slowest conversion to ' +
    'tens of milliseconds.',
  category: 'encoding',
  kind: 'utility',
  // Big-integer conversion is super-linear: 16 KB of base-36 digits already take several milliseconds.
  heavy: true,
  es: {
    title: 'Conversor de bases numéricas',
    summary: 'Convierte un entero de cualquier tamaño entre las bases 2 a 36, lee los prefijos 0x, 0o y 0b, y lo escribe en binario, en base 8, en decimal y en hexadecimal.',
  },
  input: z.strictObject({
    value: z
      .union([z.string().max(MAX_VALUE_CHARS), z.number()])
      .describe('The integer, e.g. 255, 0xff, -0b1010, 1_000_000.'),
    from: base('Base of value; default: its prefix, else 10.'),
    to: base('Base of result; default 16, or 10 if value is not decimal.'),
  }),
  form: {
    value: {
      label: { en: 'Integer', es: 'Entero' },
      help: {
        en: 'An integer of any size, such as 255, 0xff, 0b1010 or 1_000_000; a 0x, 0o or 0b prefix sets its base.',
        es: 'Un entero de cualquier tamaño, como 255, 0xff, 0b1010 o 1_000_000; un prefijo 0x, 0o o 0b indica su base.',
      },
    },
    from: {
      label: { en: 'From base', es: 'Base de origen' },
      help: { en: 'The base the integer is written in; by default its prefix, or 10.', es: 'La base en la que está escrito el entero; por defecto, la de su prefijo, o 10.' },
    },
    to: {
      label: { en: 'To base', es: 'Base de destino' },
      help: {
        en: 'The base of the result; by default 16 for a decimal integer and 10 for any other.',
        es: 'La base del resultado; por defecto, 16 para un entero decimal y 10 para cualquier otro.',
      },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Result', es: 'Resultado' }, format: 'code' }],
    details: [
      { field: 'to', label: { en: 'Result base', es: 'Base del resultado' }, format: 'integer' },
      { field: 'from', label: { en: 'Read in base', es: 'Leído en base' }, format: 'integer' },
      { field: 'decimal', label: { en: 'Decimal', es: 'Decimal' }, format: 'code' },
      { field: 'hexadecimal', label: { en: 'Hexadecimal', es: 'Hexadecimal' }, format: 'code' },
      { field: 'octal', label: { en: 'Octal', es: 'Base 8' }, format: 'code' },
      { field: 'binary', label: { en: 'Binary', es: 'Binario' }, format: 'code' },
      { field: 'bits', label: { en: 'Bits', es: 'Bits' }, format: 'integer' },
    ],
  },
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
  examples: [
    {
      title: 'Hexadecimal with a prefix',
      input: { value: '0xFF' },
      output: { result: '255', from: 16, to: 10, binary: '11111111', octal: '377', decimal: '255', hexadecimal: 'ff', bits: 8 },
    },
    {
      // 2^64 − 1 = 18446744073709551615, beyond a double's 2^53: every digit kept.
      title: 'A 64-bit integer, beyond a double',
      input: { value: '18_446_744_073_709_551_615' },
      output: {
        result: 'ffffffffffffffff',
        from: 10,
        to: 16,
        binary: '1'.repeat(64),
        octal: '1777777777777777777777',
        decimal: '18446744073709551615',
        hexadecimal: 'ffffffffffffffff',
        bits: 64,
      },
    },
    {
      // -1010 in base 2 is -10; in base 36, 10 is the digit a.
      title: 'Negative binary to base 36',
      input: { value: '-0b1010', to: 36 },
      output: { result: '-a', from: 2, to: 36, binary: '-1010', octal: '-12', decimal: '-10', hexadecimal: '-a', bits: 4 },
    },
  ],
  // The most digits, in base 36 (the most bits per digit), written out in a base whose conversion has no shortcut.
  worstCase: () => ({ value: 'z'.repeat(MAX_DIGITS), from: 36, to: 3 }),
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

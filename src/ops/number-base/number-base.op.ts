import { defineOperation } from '../../core/operation.js';
import { MAX_DIGITS } from './number-base.js';
import page from './number-base.page.js';
import run from './number-base.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: {
    title: 'Conversor de bases numéricas',
    summary: 'Convierte un entero de cualquier tamaño entre las bases 2 a 36, lee los prefijos 0x, 0o y 0b, y lo escribe en binario, en base 8, en decimal y en hexadecimal.',
  },
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
});

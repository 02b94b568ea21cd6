import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { counted, type Noun } from '../../core/answer-words.js';
import type run from './number-base.run.js';

const BITS: Noun = { en: ['bit', 'bits'], es: ['bit', 'bits'] };
const DIGITS: Noun = { en: ['digit', 'digits'], es: ['cifra', 'cifras'] };

export default definePage<typeof run>({
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
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const bits = counted(out.bits, BITS, tools);
      // A long result is described, not repeated: it is the headline just below.
      if (out.result.length <= 40) {
        return t(`Read in base ${out.from}, it is ${out.result} in base ${out.to}: a number of ${bits}.`, `Leído en base ${out.from}, es ${out.result} en base ${out.to}: un número de ${bits}.`);
      }
      const digits = out.result.replace('-', '').length;
      return t(
        `Read in base ${out.from}, it is a ${tools.format(digits, 'integer')}-digit number in base ${out.to}: ${bits}.`,
        `Leído en base ${out.from}, es un número de ${counted(digits, DIGITS, tools)} en base ${out.to}: ${bits}.`,
      );
    },
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
});

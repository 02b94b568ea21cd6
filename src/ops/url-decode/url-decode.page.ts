import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, characterCount, occurrences, type Noun } from '../../core/answer-words.js';
import type run from './url-decode.run.js';

const ESCAPES: Noun = { en: ['%XX escape', '%XX escapes'], es: ['secuencia %XX', 'secuencias %XX'] };
const PLUSES: Noun = { en: ['plus sign read as a space', 'plus signs read as spaces'], es: ['signo + leído como espacio', 'signos + leídos como espacios'] };

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Encoded text', es: 'Texto codificado' },
      help: { es: 'El texto con codificación porcentual, por ejemplo una cadena de consulta o uno de sus valores.' },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      const escapes = input.text.match(/%[0-9A-Fa-f]{2}/g)?.length ?? 0;
      const pluses = occurrences(input.text, '+');
      if (escapes === 0 && pluses === 0) {
        return t('Nothing to decode: the text has no %XX escape and no plus sign.', 'Nada que decodificar: el texto no tiene secuencias %XX ni signos +.');
      }
      const parts = [...(escapes > 0 ? [counted(escapes, ESCAPES, tools)] : []), ...(pluses > 0 ? [counted(pluses, PLUSES, tools)] : [])];
      const what = parts.join(locale === 'es' ? ' y ' : ' and ');
      const from = counted(characterCount(input.text), CHARACTERS, tools);
      const to = tools.format(characterCount(out.result), 'integer');
      return t(`Decoded ${what}: ${from} became ${to}.`, `Decodificación de ${what}: de ${from} a ${to}.`);
    },
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});

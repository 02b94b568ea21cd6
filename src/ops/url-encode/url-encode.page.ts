import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, CHARACTERS, counted, characterCount, occurrences } from '../../core/answer-words.js';
import type run from './url-encode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a codificar, por ejemplo el valor de un parámetro de consulta.' } },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (input.text === '') return t('The text is empty: nothing to encode.', 'El texto está vacío: no hay nada que codificar.');
      // Every % of the result starts an escape: a % of the text is itself written %25.
      const escapes = occurrences(out.result, '%');
      if (escapes === 0) return t('Nothing to escape: the text is already safe in a URL.', 'Nada que escapar: el texto ya es seguro en una URL.');
      const from = counted(characterCount(input.text), CHARACTERS, tools);
      const to = tools.format(out.result.length, 'integer');
      const bytes = counted(escapes, BYTES, tools);
      return t(`Encoded for a URL: ${from} became ${to}, with ${bytes} as %XX.`, `Codificado para una URL: de ${from} a ${to}, con ${bytes} en forma %XX.`);
    },
    headline: [{ field: 'result', label: { en: 'Encoded text', es: 'Texto codificado' }, format: 'code' }],
  },
});

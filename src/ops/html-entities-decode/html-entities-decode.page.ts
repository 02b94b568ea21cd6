import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, characterCount } from '../../core/answer-words.js';
import type run from './html-entities-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'HTML', es: 'HTML' }, help: { es: 'El texto HTML cuyas referencias de caracteres se van a decodificar.' } },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (input.text === '') return t('The text is empty: nothing to decode.', 'El texto está vacío: no hay nada que decodificar.');
      if (out.result === input.text) return t('No character references to decode: the text is unchanged.', 'No hay referencias de caracteres que decodificar: el texto queda igual.');
      const from = counted(characterCount(input.text), CHARACTERS, tools);
      const to = tools.format(characterCount(out.result), 'integer');
      return t(`Character references decoded: ${from} became ${to}.`, `Referencias de caracteres decodificadas: de ${from} a ${to}.`);
    },
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});

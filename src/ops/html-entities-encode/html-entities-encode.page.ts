import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, characterCount, occurrences, type Noun } from '../../core/answer-words.js';
import type run from './html-entities-encode.run.js';

const REFERENCES: Noun = { en: ['character reference', 'character references'], es: ['referencia de carácter', 'referencias de caracteres'] };

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a escapar para HTML.' } },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (input.text === '') return t('The text is empty: nothing to escape.', 'El texto está vacío: no hay nada que escapar.');
      // Every & of the result starts a reference: a & of the text is itself written &amp;.
      const references = occurrences(out.result, '&');
      if (references === 0) return t('Nothing to escape: the text is already safe ASCII HTML.', 'Nada que escapar: el texto ya es HTML ASCII seguro.');
      const from = counted(characterCount(input.text), CHARACTERS, tools);
      const to = tools.format(out.result.length, 'integer');
      return t(
        `${counted(references, REFERENCES, tools)}: ${from} became ${to} of ASCII HTML.`,
        `${counted(references, REFERENCES, tools)}: de ${from} a ${to} de HTML ASCII.`,
      );
    },
    headline: [{ field: 'result', label: { en: 'Escaped HTML', es: 'HTML escapado' }, format: 'code' }],
  },
});

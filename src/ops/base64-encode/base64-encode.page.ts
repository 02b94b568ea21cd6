import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, CHARACTERS, counted } from '../../core/answer-words.js';
import { utf8Length } from '../../core/bytes.js';
import type run from './base64-encode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a codificar; lo que se codifica son sus bytes UTF-8.' } },
    urlSafe: {
      label: { en: 'URL-safe', es: 'Apto para URL' },
      help: {
        en: 'The URL and filename alphabet (- and _ instead of + and /), without = padding, as in JWTs.',
        es: 'El alfabeto para URL y nombres de archivo (- y _ en lugar de + y /), sin el relleno =, como en los JWT.',
      },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (input.text === '') return t('The text is empty, so its Base64 is empty too.', 'El texto está vacío, así que su Base64 también.');
      const bytes = counted(utf8Length(input.text), BYTES, tools);
      const chars = counted(out.result.length, CHARACTERS, tools);
      // The page passes the input as the form sent it: a default left out is absent.
      return (input.urlSafe ?? false)
        ? t(`URL-safe Base64 of ${bytes} of text, without padding: ${chars}.`, `Base64 apto para URL de ${bytes} de texto, sin relleno: ${chars}.`)
        : t(`Base64 of ${bytes} of text: ${chars}.`, `Base64 de ${bytes} de texto: ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Base64', es: 'Base64' }, format: 'code' }],
  },
});

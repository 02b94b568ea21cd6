import { definePage } from '../../core/operation.js';
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
    headline: [{ field: 'result', label: { en: 'Base64', es: 'Base64' }, format: 'code' }],
  },
});

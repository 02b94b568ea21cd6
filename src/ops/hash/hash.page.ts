import { definePage } from '../../core/operation.js';
import { algorithmChoices, digestFigures, encodingChoices } from './digest.js';
import type run from './hash.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Input', es: 'Entrada' },
      help: {
        en: 'The text to hash, exactly as typed (a final line break counts), or bytes in hexadecimal or Base64.',
        es: 'El texto del que calcular el hash, tal cual (un salto de línea final cuenta), o bytes en hexadecimal o Base64.',
      },
    },
    algorithm: {
      label: { en: 'Algorithm', es: 'Algoritmo' },
      help: { en: 'MD5 and SHA-1 only to match an existing checksum.', es: 'MD5 y SHA-1, solo para comprobar una suma de control existente. Por defecto, SHA-256.' },
      choices: algorithmChoices,
    },
    inputEncoding: {
      label: { en: 'Input is', es: 'La entrada es' },
      help: { en: 'Text is hashed as its UTF-8 bytes.', es: 'El texto se procesa como sus bytes UTF-8; elige hexadecimal o Base64 para datos binarios.' },
      choices: encodingChoices,
    },
  },
  page: {
    headline: [digestFigures.hex],
    details: [digestFigures.base64, digestFigures.bytes],
  },
});

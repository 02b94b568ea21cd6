import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { bytesRead, digestName } from './digest-answer.js';
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
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const name = digestName(out.algorithm);
      const read = bytesRead(out.bytes, input.inputEncoding ?? 'utf8', tools);
      return name === 'MD5' || name === 'SHA-1'
        ? t(`${name} of ${read}: fine as a checksum, not for security.`, `${name} de ${read}: vale como suma de control, no para seguridad.`)
        : t(`${name} of ${read}.`, `${name} de ${read}.`);
    },
    headline: [digestFigures.hex],
    details: [digestFigures.algorithm, digestFigures.base64, digestFigures.bytes],
  },
});

import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, counted } from '../../core/answer-words.js';
import { bytesRead, digestName, keyBytes } from '../hash/digest-answer.js';
import { digestFigures, encodingChoices, hmacAlgorithmChoices } from '../hash/digest.js';
import type run from './hmac.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Message', es: 'Mensaje' },
      help: {
        en: 'The message exactly as signed (a final line break counts), or its bytes in hexadecimal or Base64.',
        es: 'El mensaje tal como se firmó (un salto de línea final cuenta), o sus bytes en hexadecimal o Base64.',
      },
    },
    key: {
      label: { en: 'Secret key', es: 'Clave secreta' },
      help: { en: 'The shared secret, as text or as hexadecimal or Base64 bytes.', es: 'El secreto compartido, como texto o como bytes en hexadecimal o Base64.' },
    },
    algorithm: {
      label: { en: 'Algorithm', es: 'Algoritmo' },
      help: { en: 'The hash inside the HMAC.', es: 'La función hash que usa el HMAC. Por defecto, SHA-256.' },
      choices: hmacAlgorithmChoices,
    },
    keyEncoding: {
      label: { en: 'Key is', es: 'La clave es' },
      help: { en: 'Many services give the secret in Base64 or hexadecimal.', es: 'Muchos servicios dan el secreto en Base64 o hexadecimal; el texto se usa como sus bytes UTF-8.' },
      choices: encodingChoices,
    },
    inputEncoding: {
      label: { en: 'Message is', es: 'El mensaje es' },
      help: { en: 'Text is signed as its UTF-8 bytes.', es: 'El texto se firma como sus bytes UTF-8; elige hexadecimal o Base64 para datos binarios.' },
      choices: encodingChoices,
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const name = digestName(out.algorithm);
      const read = bytesRead(out.bytes, input.inputEncoding ?? 'utf8', tools);
      const size = keyBytes(input.key, input.keyEncoding ?? 'utf8');
      if (size === 0) return t(`HMAC-${name} of ${read} with an empty key.`, `HMAC-${name} de ${read} con una clave vacía.`);
      return t(`HMAC-${name} of ${read} with a ${tools.format(size, 'integer')}-byte key.`, `HMAC-${name} de ${read} con una clave de ${counted(size, BYTES, tools)}.`);
    },
    headline: [digestFigures.hex],
    details: [digestFigures.algorithm, digestFigures.base64, digestFigures.bytes],
  },
});

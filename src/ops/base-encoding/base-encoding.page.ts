import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, CHARACTERS, counted, characterCount } from '../../core/answer-words.js';
import { normalizeDirection, normalizeEncodingName, type Encoding } from './base-encoding.js';
import type run from './base-encoding.run.js';

const NAMES: Readonly<Record<Encoding, { en: string; es: string }>> = {
  hex: { en: 'Hexadecimal (Base16)', es: 'Hexadecimal (Base16)' },
  base32: { en: 'Base32 (RFC 4648)', es: 'Base32 (RFC 4648)' },
  base32hex: { en: 'Base32hex (digits first)', es: 'Base32hex (cifras primero)' },
  base32crockford: { en: "Crockford's Base32", es: 'Base32 de Crockford' },
  base58: { en: 'Base58 (Bitcoin)', es: 'Base58 (Bitcoin)' },
};
/** The notation as a sentence names it. */
const SHORT: Readonly<Record<Encoding, { en: string; es: string }>> = {
  hex: { en: 'hexadecimal', es: 'hexadecimal' },
  base32: { en: 'Base32', es: 'Base32' },
  base32hex: { en: 'Base32hex', es: 'Base32hex' },
  base32crockford: { en: "Crockford's Base32", es: 'Base32 de Crockford' },
  base58: { en: 'Base58', es: 'Base58' },
};

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Text', es: 'Texto' },
      help: {
        en: 'The text to encode (its UTF-8 bytes are encoded), or the encoded text to decode; spaces and line breaks are skipped when decoding.',
        es: 'El texto que se va a codificar (se codifican sus bytes UTF-8), o el texto codificado que se va a decodificar; al decodificar se omiten espacios y saltos de línea.',
      },
    },
    encoding: {
      label: { en: 'Encoding', es: 'Codificación' },
      help: {
        en: 'Hex for bytes as pairs of digits; Base32 for case-insensitive codes; Base58 for Bitcoin addresses and short IDs.',
        es: 'Hexadecimal para bytes en pares de cifras; Base32 para códigos que no distinguen mayúsculas; Base58 para direcciones de Bitcoin e identificadores cortos.',
      },
      choices: NAMES,
    },
    direction: {
      label: { en: 'Direction', es: 'Sentido' },
      help: { en: 'Encode text, or decode it back.', es: 'Codificar el texto, o decodificarlo. Por defecto, codificar.' },
      choices: { encode: { en: 'Encode', es: 'Codificar' }, decode: { en: 'Decode', es: 'Decodificar' } },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      const name = SHORT[(normalizeEncodingName(input.encoding) as Encoding) ?? 'hex']?.[locale] ?? String(input.encoding);
      const bytes = counted(out.bytes, BYTES, tools);
      if (normalizeDirection(input.direction ?? 'encode') === 'decode') {
        if (out.bytes === 0) return t(`The ${name} is empty, and so is the result.`, `El ${name} está vacío, y el resultado también.`);
        if (out.binary) {
          return t(
            `Decoded to ${bytes} that are not UTF-8 text, shown in hexadecimal.`,
            `Decodificado en ${bytes} que no son texto UTF-8; se muestran en hexadecimal.`,
          );
        }
        const chars = counted(characterCount(out.result), CHARACTERS, tools);
        return t(`Decoded to ${bytes} of UTF-8 text: ${chars}.`, `Decodificado en ${bytes} de texto UTF-8: ${chars}.`);
      }
      if (out.bytes === 0) return t(`The text is empty, so its ${name} is empty too.`, `El texto está vacío, así que su ${name} también.`);
      const chars = counted(out.result.length, CHARACTERS, tools);
      return t(`${name[0]!.toUpperCase()}${name.slice(1)} of ${bytes} of text: ${chars}.`, `${name[0]!.toUpperCase()}${name.slice(1)} de ${bytes} de texto: ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Result', es: 'Resultado' }, format: 'code' }],
    details: [
      { field: 'bytes', label: { en: 'Bytes', es: 'Bytes' }, format: 'integer' },
      { field: 'binary', label: { en: 'Binary (shown as hex)', es: 'Binario (en hexadecimal)' }, format: 'boolean' },
    ],
  },
});

import { BYTES, counted, type Words } from '../../core/answer-words.js';
import { utf8Length } from '../../core/bytes.js';
import { ALGORITHM_NAMES, type Algorithm, type ByteEncoding } from './digest.js';

/** The sentences of hash's and hmac's pages: which digest, of how many bytes, given how. */

/** The algorithm as standards write it: "SHA-256". */
export function digestName(algorithm: Algorithm): string {
  return ALGORITHM_NAMES[algorithm];
}

/** "3 bytes of text" · "8 bytes given in hexadecimal" · "an empty input (0 bytes)", in the page's language. */
export function bytesRead(bytes: number, encoding: ByteEncoding, words: Words): string {
  const es = words.locale === 'es';
  if (bytes === 0) return es ? 'una entrada vacía (0 bytes)' : 'an empty input (0 bytes)';
  const count = counted(bytes, BYTES, words);
  if (encoding === 'hex') return es ? `${count} en hexadecimal` : `${count} given in hexadecimal`;
  if (encoding === 'base64') return es ? `${count} en Base64` : `${count} given in Base64`;
  return es ? `${count} de texto` : `${count} of text`;
}

/** How many bytes a key stands for in its encoding, without decoding it (the run has already checked it). */
export function keyBytes(key: string, encoding: ByteEncoding): number {
  if (encoding === 'hex') return Math.floor(key.replace(/\s+/g, '').length / 2);
  if (encoding === 'base64') return Math.floor((key.replace(/[\s=]+/g, '').length * 3) / 4);
  return utf8Length(key);
}

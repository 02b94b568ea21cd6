import * as z from 'zod';
import { bytesToBase64, bytesToHex, hexToBytes, utf8Bytes } from '../../core/bytes.js';
import { InputError } from '../../core/errors.js';
import { characterPosition, loneSurrogateIndex } from '../../core/unicode.js';
import { decodeBase64 } from '../base64-decode/base64-decode.js';
import { digest, hmacDigest } from './digest-engine.js';

/** What hash and hmac share: the algorithms, how the bytes are given, and the digest in both notations. */

/** Node's names for the digests every runtime we target has (Node, and Workers' nodejs_compat). */
export const ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export const BYTE_ENCODINGS = ['utf8', 'hex', 'base64'] as const;
export type ByteEncoding = (typeof BYTE_ENCODINGS)[number];

export const algorithmField = z.enum(ALGORITHMS).default('sha256').describe('Digest algorithm.');

export const algorithmChoices = {
  md5: { en: 'MD5 (broken, checksums only)', es: 'MD5 (roto, solo sumas de control)' },
  sha1: { en: 'SHA-1 (broken, legacy only)', es: 'SHA-1 (roto, solo sistemas antiguos)' },
  sha256: { en: 'SHA-256', es: 'SHA-256' },
  sha384: { en: 'SHA-384', es: 'SHA-384' },
  sha512: { en: 'SHA-512', es: 'SHA-512' },
} as const;

export const encodingChoices = {
  utf8: { en: 'Text (UTF-8)', es: 'Texto (UTF-8)' },
  hex: { en: 'Hexadecimal', es: 'Hexadecimal' },
  base64: { en: 'Base64', es: 'Base64' },
} as const;

/** The result of both operations: the digest written both ways, and how many bytes were read. */
export const digestOutput = {
  hex: z.string().describe('The digest in lowercase hexadecimal.'),
  base64: z.string().describe('The same digest in standard, padded Base64.'),
  bytes: z.int().min(0).describe('How many bytes of input were digested (after decoding inputEncoding).'),
};

export const digestFigures = {
  hex: { field: 'hex', label: { en: 'Hexadecimal', es: 'Hexadecimal' }, format: 'code' },
  base64: { field: 'base64', label: { en: 'Base64', es: 'Base64' }, format: 'code' },
  bytes: { field: 'bytes', label: { en: 'Bytes read', es: 'Bytes leídos' }, format: 'integer' },
} as const;

/** Hex digits → bytes; whitespace between them is skipped. Anything else is an InputError naming the field and position. */
function decodeHex(value: string, field: string): Uint8Array {
  const digits = value.replace(/\s+/g, '');
  const bad = /[^0-9a-fA-F\s]/u.exec(value);
  if (bad) {
    const position = characterPosition(value, bad.index);
    throw new InputError(
      `${field}: is not hexadecimal: unexpected character '${bad[0]}' at position ${position}; use pairs of digits 0-9 a-f`,
      `${field}: no es hexadecimal: carácter '${bad[0]}' inesperado en la posición ${position}; usa pares de cifras 0-9 a-f`,
    );
  }
  if (digits.length % 2 === 1) {
    throw new InputError(
      `${field}: has an odd number of hexadecimal digits (${digits.length}); each byte is two digits`,
      `${field}: tiene un número impar de cifras hexadecimales (${digits.length}); cada byte son dos cifras`,
    );
  }
  return hexToBytes(digits);
}

/** The bytes `value` stands for in `encoding`: its UTF-8 bytes, or its hexadecimal or Base64 decoded. */
export function toBytes(value: string, encoding: ByteEncoding, field: string): Uint8Array {
  if (encoding === 'hex') return decodeHex(value, field);
  if (encoding === 'base64') {
    try {
      return decodeBase64(value);
    } catch (error) {
      // base64-decode's messages name its own field, `text`.
      if (!(error instanceof InputError)) throw error;
      throw new InputError(error.message.replace(/^text:/, `${field}:`), error.es?.replace(/^text:/, `${field}:`));
    }
  }
  const lone = loneSurrogateIndex(value);
  if (lone !== -1) {
    const unit = value.charCodeAt(lone).toString(16).toUpperCase();
    const position = characterPosition(value, lone);
    throw new InputError(
      `${field}: contains an unpaired surrogate (U+${unit}) at position ${position}; it is half of a character such as an emoji and has no UTF-8 bytes`,
      `${field}: contiene un sustituto desemparejado (U+${unit}) en la posición ${position}; es la mitad de un carácter, como un emoji, y no tiene bytes UTF-8`,
    );
  }
  return utf8Bytes(value);
}

function written(bytes: Uint8Array, read: number) {
  return { hex: bytesToHex(bytes), base64: bytesToBase64(bytes), bytes: read };
}

export function hashBytes(algorithm: Algorithm, data: Uint8Array) {
  return written(digest(algorithm, data), data.length);
}

export function hmacBytes(algorithm: Algorithm, key: Uint8Array, data: Uint8Array) {
  return written(hmacDigest(algorithm, key, data), data.length);
}

import * as z from 'zod';
import { bytesToBase64, bytesToHex, hexToBytes, utf8Bytes } from '../../core/bytes.js';
import { InputError } from '../../core/errors.js';
import { characterPosition, loneSurrogateIndex } from '../../core/unicode.js';
import { decodeBase64 } from '../base64-decode/base64-decode.js';
import { digest, hmacDigest } from './digest-engine.js';

/** What hash and hmac share: the algorithms, how the bytes are given, and the digest in both notations. */

/**
 * The digests, by Node's names (OpenSSL's): hash takes them all, hmac the first eight (HMAC is defined over MD5, SHA-1,
 * SHA-2 and SHA-3; BLAKE2 and BLAKE3 have keyed modes of their own instead).
 */
export const ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512', 'blake2b512', 'blake2s256', 'blake3'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const HMAC_ALGORITHMS = ALGORITHMS.slice(0, 8) as ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512'];
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number];

/** How the digests are written in standards and in people's requests: "SHA-256". */
export const ALGORITHM_NAMES: Record<Algorithm, string> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  'sha3-384': 'SHA3-384',
  'sha3-512': 'SHA3-512',
  blake2b512: 'BLAKE2b-512',
  blake2s256: 'BLAKE2s-256',
  blake3: 'BLAKE3',
};

/**
 * An algorithm as people write it, read as the name it can only mean: any case, `-`, `_` or a space between the parts,
 * SHA-2's family digit or not ("SHA-256", "sha_256", "SHA2-256"), BLAKE2 without its length ("blake2b"). Anything else
 * is left for the enum to refuse with the list of names.
 */
export function normalizeAlgorithm(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  const sha2 = /^sha2?(256|384|512)$/.exec(compact);
  if (sha2) return `sha${sha2[1]}`;
  const sha3 = /^sha3(256|384|512)$/.exec(compact);
  if (sha3) return `sha3-${sha3[1]}`;
  const known: Record<string, Algorithm> = { md5: 'md5', sha1: 'sha1', blake2b: 'blake2b512', blake2b512: 'blake2b512', blake2s: 'blake2s256', blake2s256: 'blake2s256', blake3: 'blake3' };
  return known[compact] ?? value;
}

export const algorithmField = z.preprocess(normalizeAlgorithm, z.enum(ALGORITHMS)).default('sha256').describe('Digest algorithm; SHA-256 spellings work.');
export const hmacAlgorithmField = z.preprocess(normalizeAlgorithm, z.enum(HMAC_ALGORITHMS)).default('sha256').describe('Digest algorithm; SHA-256 spellings work.');

export const BYTE_ENCODINGS = ['utf8', 'hex', 'base64'] as const;
export type ByteEncoding = (typeof BYTE_ENCODINGS)[number];

export const algorithmChoices = {
  md5: { en: 'MD5 (broken, checksums only)', es: 'MD5 (roto, solo sumas de control)' },
  sha1: { en: 'SHA-1 (broken, legacy only)', es: 'SHA-1 (roto, solo sistemas antiguos)' },
  sha256: { en: 'SHA-256', es: 'SHA-256' },
  sha384: { en: 'SHA-384', es: 'SHA-384' },
  sha512: { en: 'SHA-512', es: 'SHA-512' },
  'sha3-256': { en: 'SHA3-256', es: 'SHA3-256' },
  'sha3-384': { en: 'SHA3-384', es: 'SHA3-384' },
  'sha3-512': { en: 'SHA3-512', es: 'SHA3-512' },
  blake2b512: { en: 'BLAKE2b-512', es: 'BLAKE2b-512' },
  blake2s256: { en: 'BLAKE2s-256', es: 'BLAKE2s-256' },
  blake3: { en: 'BLAKE3 (256 bits)', es: 'BLAKE3 (256 bits)' },
} as const;

export const hmacAlgorithmChoices = Object.fromEntries(HMAC_ALGORITHMS.map((a) => [a, algorithmChoices[a]])) as Pick<typeof algorithmChoices, HmacAlgorithm>;

export const encodingChoices = {
  utf8: { en: 'Text (UTF-8)', es: 'Texto (UTF-8)' },
  hex: { en: 'Hexadecimal', es: 'Hexadecimal' },
  base64: { en: 'Base64', es: 'Base64' },
} as const;

/** The result of both operations: the digest written both ways, and how many bytes were read. */
const digestFields = {
  hex: z.string().describe('The digest in lowercase hexadecimal.'),
  base64: z.string().describe('The same digest in standard, padded Base64.'),
  bytes: z.int().min(0).describe('How many bytes of input were digested (after decoding inputEncoding).'),
};
export const digestOutput = { algorithm: z.enum(ALGORITHMS).describe('The algorithm used.'), ...digestFields };
export const hmacDigestOutput = { algorithm: z.enum(HMAC_ALGORITHMS).describe('The algorithm used.'), ...digestFields };

export const digestFigures = {
  algorithm: { field: 'algorithm', label: { en: 'Algorithm', es: 'Algoritmo' }, format: 'text', choices: algorithmChoices },
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

function written<A extends Algorithm>(algorithm: A, bytes: Uint8Array, read: number) {
  return { algorithm, hex: bytesToHex(bytes), base64: bytesToBase64(bytes), bytes: read };
}

export function hashBytes(algorithm: Algorithm, data: Uint8Array) {
  return written(algorithm, digest(algorithm, data), data.length);
}

export function hmacBytes(algorithm: HmacAlgorithm, key: Uint8Array, data: Uint8Array) {
  return written(algorithm, hmacDigest(algorithm, key, data), data.length);
}

import { base64ToBytes } from '../../core/bytes.js';
import { InputError } from '../../core/errors.js';
import { decodeUtf8 } from '../../core/utf8.js';

const INVALID = 0;
const DIGIT = 1;
const PAD = 2;
const SPACE = 3;

/** Kind of each ASCII code: both alphabets' digits (A–Z a–z 0–9 + / - _), '=' and the whitespace that is skipped. */
const KIND = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_') KIND[ch.charCodeAt(0)] = DIGIT;
KIND['='.charCodeAt(0)] = PAD;
for (const ch of ' \t\n\r') KIND[ch.charCodeAt(0)] = SPACE;

function invalid(reason: string, reasonEs: string): InputError {
  return new InputError(`text: is not valid Base64: ${reason}`, `text: no es Base64 válido: ${reasonEs}`);
}

/** '!' for a visible character, U+000B for a control or other invisible one. */
function showCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index)!;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(codePoint))
    ? `'${String.fromCodePoint(codePoint)}'`
    : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Base64 → bytes, strictly: standard or URL-safe digits, optional padding at the very end only, spaces/tabs/CR/LF skipped.
 * Anything else is an InputError naming the problem and its position (characters from 0; everything before an
 * error is ASCII, so the UTF-16 index is the character position).
 */
export function decodeBase64(text: string): Uint8Array {
  let digits = 0;
  let padding = 0;
  let firstPad = -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const kind = unit < 128 ? KIND[unit]! : INVALID;
    if (kind === DIGIT) {
      if (padding > 0) throw invalid(`padding '=' in the middle at position ${firstPad}`, `relleno '=' en medio, en la posición ${firstPad}`);
      digits++;
    } else if (kind === PAD) {
      if (padding === 0) firstPad = i;
      padding++;
    } else if (kind === INVALID) {
      throw invalid(`unexpected character ${showCharacter(text, i)} at position ${i}`, `carácter ${showCharacter(text, i)} inesperado en la posición ${i}`);
    }
  }
  // Each 4 digits carry 3 bytes; a final group of 2 or 3 digits carries 1 or 2, a lone digit carries nothing.
  const rest = digits % 4;
  if (rest === 1) throw invalid('length leaves 1 stray character', 'la longitud deja 1 carácter suelto');
  const allowedPadding = rest === 0 ? 0 : 4 - rest;
  if (padding > allowedPadding) {
    let excess = firstPad;
    for (let seen = 0; ; excess++) if (text.charCodeAt(excess) === 61 && ++seen > allowedPadding) break;
    throw invalid(`unexpected padding '=' at position ${excess}`, `relleno '=' inesperado en la posición ${excess}`);
  }
  // Validated above, so the plain decoder (both alphabets, whitespace and padding dropped) is exact here.
  return base64ToBytes(text);
}

export function base64Decode(text: string): string {
  const bytes = decodeBase64(text);
  const result = decodeUtf8(bytes);
  if (result === undefined) {
    throw new InputError(
      `text: decodes to ${bytes.length} bytes that are not valid UTF-8 text`,
      `text: se decodifica en ${bytes.length === 1 ? '1 byte que no es' : `${bytes.length} bytes que no son`} texto UTF-8 válido`,
    );
  }
  return result;
}

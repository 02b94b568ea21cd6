import { base64ToBytes } from '../../core/bytes.js';
import { InputError, elide } from '../../core/errors.js';
import { characterPosition } from '../../core/unicode.js';
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
export function showCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index)!;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(codePoint))
    ? `'${String.fromCodePoint(codePoint)}'`
    : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Base64 → bytes, strictly: standard or URL-safe digits, optional padding at the very end only, spaces/tabs/CR/LF skipped.
 * Anything else is an InputError naming the problem and its position (characters from 0; everything before an
 * error is ASCII, so the UTF-16 index is the character position). `position` maps an index in `text` to the position
 * reported, where `text` is part of a larger input (a data URL's data).
 */
export function decodeBase64(text: string, position: (index: number) => number = (index) => index): Uint8Array {
  let digits = 0;
  let padding = 0;
  let firstPad = -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const kind = unit < 128 ? KIND[unit]! : INVALID;
    if (kind === DIGIT) {
      if (padding > 0) {
        const at = position(firstPad);
        throw invalid(`padding '=' in the middle at position ${at}`, `relleno '=' en medio, en la posición ${at}`);
      }
      digits++;
    } else if (kind === PAD) {
      if (padding === 0) firstPad = i;
      padding++;
    } else if (kind === INVALID) {
      const at = position(i);
      throw invalid(`unexpected character ${showCharacter(text, i)} at position ${at}`, `carácter ${showCharacter(text, i)} inesperado en la posición ${at}`);
    }
  }
  // Each 4 digits carry 3 bytes; a final group of 2 or 3 digits carries 1 or 2, a lone digit carries nothing.
  const rest = digits % 4;
  if (rest === 1) throw invalid('length leaves 1 stray character', 'la longitud deja 1 carácter suelto');
  const allowedPadding = rest === 0 ? 0 : 4 - rest;
  if (padding > allowedPadding) {
    let excess = firstPad;
    for (let seen = 0; ; excess++) if (text.charCodeAt(excess) === 61 && ++seen > allowedPadding) break;
    const at = position(excess);
    throw invalid(`unexpected padding '=' at position ${at}`, `relleno '=' inesperado en la posición ${at}`);
  }
  // Validated above, so the plain decoder (both alphabets, whitespace and padding dropped) is exact here.
  return base64ToBytes(text);
}

function notUtf8(bytes: number, mediaType?: string): InputError {
  const of = mediaType === undefined ? '' : ` (the data URL's media type is ${elide(mediaType)})`;
  const ofEs = mediaType === undefined ? '' : ` (el tipo de medio de la URL data es ${elide(mediaType)})`;
  return new InputError(
    `text: decodes to ${bytes} bytes that are not valid UTF-8 text${of}`,
    `text: se decodifica en ${bytes === 1 ? '1 byte que no es' : `${bytes} bytes que no son`} texto UTF-8 válido${ofEs}`,
  );
}

/** Base64, or a data: URL (RFC 2397), → UTF-8 text, with the data URL's media type. */
export function base64Decode(text: string): { result: string; mediaType?: string } {
  const url = readDataUrl(text);
  if (url !== undefined) return url;
  const bytes = decodeBase64(text);
  const result = decodeUtf8(bytes);
  if (result === undefined) throw notUtf8(bytes.length);
  return { result };
}

/** RFC 2397's default, for data:,… and data:;base64,… */
const DEFAULT_MEDIA_TYPE = 'text/plain;charset=US-ASCII';
/** Charsets whose text is read correctly as UTF-8. */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

/**
 * data:[<media type>][;base64],<data> (RFC 2397, read as the Fetch standard's data: URL processor does): the Base64
 * data decoded, or, without ;base64, the percent-encoded data (%XX bytes; + is a plus sign, not a space), as UTF-8
 * text. undefined when `text` is not a data URL (it does not start with "data:", in any case, after whitespace).
 */
function readDataUrl(text: string): { result: string; mediaType: string } | undefined {
  const start = text.search(/\S/);
  if (start === -1 || text.slice(start, start + 5).toLowerCase() !== 'data:') return undefined;
  const comma = text.indexOf(',', start + 5);
  if (comma === -1) {
    throw new InputError(
      'text: is a data URL without the comma that starts its data; write data:[<media type>][;base64],<data>',
      'text: es una URL data sin la coma que abre sus datos; escribe data:[<tipo de medio>][;base64],<datos>',
    );
  }
  let header = text.slice(start + 5, comma).trim();
  const base64 = /;\s*base64$/i.test(header);
  if (base64) header = header.replace(/;\s*base64$/i, '').trim();
  const mediaType = header === '' ? DEFAULT_MEDIA_TYPE : header.startsWith(';') ? `text/plain${header}` : header;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(mediaType)?.[1];
  if (charset !== undefined && !UTF8_CHARSETS.has(charset.toLowerCase())) {
    throw new InputError(
      `text: is a data URL of text in ${elide(charset)}; only UTF-8 (or ASCII) text is decoded`,
      `text: es una URL data de texto en ${elide(charset)}; solo se decodifica texto UTF-8 (o ASCII)`,
    );
  }
  const data = text.slice(comma + 1);
  const at = (index: number) => characterPosition(text, comma + 1 + index);
  const bytes = base64 ? decodeBase64(percentDecodedBase64(data, at), at) : percentDecode(data, at);
  const result = decodeUtf8(bytes);
  if (result === undefined) throw notUtf8(bytes.length, mediaType);
  return { result, mediaType };
}

/** %XX at `index` of `data` as a byte, or -1 when it is not a valid escape. */
function escapedByte(data: string, index: number): number {
  const hex = data.slice(index + 1, index + 3);
  return /^[0-9A-Fa-f]{2}$/.test(hex) ? parseInt(hex, 16) : -1;
}

function malformedEscape(data: string, index: number, at: (index: number) => number): InputError {
  const shown = elide(data.slice(index, index + 3), 3);
  return new InputError(
    `text: is a data URL with a malformed escape '${shown}' at position ${at(index)}; write a percent sign as %25`,
    `text: es una URL data con una secuencia mal formada '${shown}' en la posición ${at(index)}; escribe el signo de porcentaje como %25`,
  );
}

/**
 * Base64 data with its percent-escapes (%2B, %2F, %3D…) read, as the Fetch standard does before decoding. Each escape
 * keeps its width of three (its character, then two spaces, which Base64 skips), so every index still points at the
 * same place in the input for the error messages.
 */
function percentDecodedBase64(data: string, at: (index: number) => number): string {
  if (!data.includes('%')) return data;
  let out = '';
  let last = 0;
  for (let i = data.indexOf('%'); i !== -1; i = data.indexOf('%', i + 1)) {
    const byte = escapedByte(data, i);
    if (byte === -1) throw malformedEscape(data, i, at);
    out += data.slice(last, i) + (byte === 0x20 ? ' ' : String.fromCharCode(byte)) + '  ';
    last = i + 3;
  }
  return out + data.slice(last);
}

/** Percent-encoded data → its bytes: %XX is a byte, any other character its UTF-8 bytes (+ stays a plus sign). */
function percentDecode(data: string, at: (index: number) => number): Uint8Array {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  let last = 0;
  const flush = (end: number) => {
    if (end > last) for (const b of encoder.encode(data.slice(last, end))) bytes.push(b);
  };
  for (let i = data.indexOf('%'); i !== -1; i = data.indexOf('%', i + 1)) {
    const byte = escapedByte(data, i);
    if (byte === -1) throw malformedEscape(data, i, at);
    flush(i);
    bytes.push(byte);
    last = i + 3;
  }
  flush(data.length);
  return Uint8Array.from(bytes);
}

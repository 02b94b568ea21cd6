import { InputError } from '../../core/errors.js';
import { characterPosition } from '../../core/unicode.js';
import { decodeUtf8 } from '../../core/utf8.js';

const PERCENT = 37;

/** 0–15 for a hex digit's code unit, -1 otherwise (NaN/undefined past the end also gives -1). */
function hexValue(unit: number): number {
  if (unit >= 48 && unit <= 57) return unit - 48; // 0-9
  const lower = unit | 0x20;
  if (lower >= 97 && lower <= 102) return lower - 87; // a-f, A-F
  return -1;
}

/**
 * Where a byte sequence stops being UTF-8: the offset and length of its first maximal ill-formed subpart (Unicode
 * ch. 3, "U+FFFD substitution of maximal subparts"), or undefined when it is all valid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): { start: number; length: number } | undefined {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let trail: number;
    let low = 0x80; // allowed range of the first continuation byte (narrower after E0, ED, F0, F4)
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) trail = 1;
    else if (lead === 0xe0) [trail, low] = [2, 0xa0]; // no overlong 3-byte forms
    else if (lead === 0xed) [trail, high] = [2, 0x9f]; // no surrogates
    else if (lead >= 0xe1 && lead <= 0xef) trail = 2;
    else if (lead === 0xf0) [trail, low] = [3, 0x90]; // no overlong 4-byte forms
    else if (lead === 0xf4) [trail, high] = [3, 0x8f]; // nothing past U+10FFFF
    else if (lead >= 0xf1 && lead <= 0xf3) trail = 3;
    else return { start: i, length: 1 }; // 80–C1 and F5–FF never start a character
    for (let k = 1; k <= trail; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return { start: i, length: k };
    }
    i += trail + 1;
  }
  return undefined;
}

/** "%2" → "'%2'": the percent sign and the (up to) two characters after it, whole characters only. */
function malformedSequence(text: string, index: number): string {
  let end = index + 1;
  for (let n = 0; n < 2 && end < text.length; n++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(index, end);
}

/**
 * Form-style URL decoding: '+' is a space, then each run of %XX bytes is read as UTF-8. Characters that are not
 * percent-encoded (including non-ASCII ones) pass through. Malformed escapes and byte runs that are not UTF-8 are
 * InputErrors naming the sequence and its position (characters from 0, in the text as given).
 */
export function urlDecode(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text; // same length: positions are unchanged
  let index = spaced.indexOf('%');
  if (index === -1) return spaced;
  const bytes = new Uint8Array(Math.floor(spaced.length / 3)); // a run is never longer than this
  let out = '';
  let copied = 0; // start of the literal text not yet copied to `out`
  while (index !== -1) {
    out += spaced.slice(copied, index);
    const runStart = index;
    let count = 0;
    while (index < spaced.length && spaced.charCodeAt(index) === PERCENT) {
      const high = hexValue(spaced.charCodeAt(index + 1));
      const low = high === -1 ? -1 : hexValue(spaced.charCodeAt(index + 2));
      if (low === -1) {
        const sequence = malformedSequence(text, index);
        const position = characterPosition(text, index);
        throw new InputError(
          `text: malformed percent-encoding '${sequence}' at position ${position}; ` +
            "'%' must be followed by two hex digits (write %25 for a literal '%')",
          `text: codificación porcentual mal formada '${sequence}' en la posición ${position}; ` +
            "'%' debe ir seguido de dos dígitos hexadecimales (escribe %25 para un '%' literal)",
        );
      }
      bytes[count++] = high * 16 + low;
      index += 3;
    }
    if (count === 1 && bytes[0]! < 0x80) {
      out += String.fromCharCode(bytes[0]!); // the common single ASCII escape, without a decoder call
    } else {
      const run = bytes.subarray(0, count);
      const decoded = decodeUtf8(run);
      if (decoded === undefined) {
        const { start, length } = firstInvalidUtf8(run)!;
        const at = runStart + 3 * start;
        const sequence = text.slice(at, at + 3 * length);
        const position = characterPosition(text, at);
        throw new InputError(
          `text: percent-encoding '${sequence}' at position ${position} is not valid UTF-8`,
          `text: la codificación porcentual '${sequence}' de la posición ${position} no es UTF-8 válido`,
        );
      }
      out += decoded;
    }
    copied = index;
    index = spaced.indexOf('%', index);
  }
  return out + spaced.slice(copied);
}

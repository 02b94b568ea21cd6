import { assertWellFormedText } from '../../formats/limit-errors.js';

// encodeURIComponent leaves these RFC 3986 sub-delimiters alone; everything else outside A–Z a–z 0–9 - . _ ~ it encodes.
const LEFT_BY_ENCODE_URI_COMPONENT = /[!'()*]/g;
const ESCAPES: Readonly<Record<string, string>> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '*': '%2A' };

/** "café & co" → "caf%C3%A9%20%26%20co": every byte outside the unreserved set, uppercase hex. */
export function urlEncode(text: string): string {
  assertWellFormedText(text);
  return encodeURIComponent(text).replace(LEFT_BY_ENCODE_URI_COMPONENT, (ch) => ESCAPES[ch]!);
}

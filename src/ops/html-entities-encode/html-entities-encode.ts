import { encodeNonAsciiHTML } from 'entities';
import { assertWellFormed } from '../../core/unicode.js';

/** & < > " ' and every non-ASCII character as an HTML5 named reference where one exists, else a decimal one. */
export function encodeHtmlEntities(text: string): string {
  assertWellFormed(text);
  return encodeNonAsciiHTML(text);
}

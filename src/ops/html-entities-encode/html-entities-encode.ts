import { encodeNonAsciiHTML } from 'entities';
import { assertWellFormedText } from '../../formats/limit-errors.js';

/** & < > " ' and every non-ASCII character as an HTML5 named reference where one exists, else a decimal one. */
export function encodeHtmlEntities(text: string): string {
  assertWellFormedText(text);
  return encodeNonAsciiHTML(text);
}

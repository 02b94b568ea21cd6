import { assertWellFormedText } from '../../formats/limit-errors.js';

/** "é" → "w6k=": standard alphabet, padded, over the UTF-8 bytes. */
export function base64Encode(text: string): string {
  assertWellFormedText(text);
  return Buffer.from(text, 'utf8').toString('base64');
}

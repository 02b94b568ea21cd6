import { assertWellFormed } from '../../core/unicode.js';

/** "é" → "w6k=": standard alphabet, padded, over the UTF-8 bytes. */
export function base64Encode(text: string): string {
  assertWellFormed(text);
  return Buffer.from(text, 'utf8').toString('base64');
}

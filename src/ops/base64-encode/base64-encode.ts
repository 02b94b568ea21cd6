import { bytesToBase64, utf8Bytes } from '../../core/bytes.js';
import { assertWellFormedText } from '../../formats/limit-errors.js';

/** "é" → "w6k=" (standard alphabet, padded) or "w6k" (URL-safe, unpadded), over the UTF-8 bytes. */
export function base64Encode(text: string, urlSafe = false): string {
  assertWellFormedText(text);
  return bytesToBase64(utf8Bytes(text), urlSafe);
}

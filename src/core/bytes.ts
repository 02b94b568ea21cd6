/**
 * Bytes and their notations with the web platform's own APIs (TextEncoder, btoa, atob), which Node, workerd, Bun, Deno
 * and browsers all have: the operations run on the server and on the visitor's device alike, so none may use Node's
 * Buffer. Callers validate first (base64-decode, hash's hex); these only convert.
 */

const encoder = new TextEncoder();

/** The UTF-8 bytes of a text (a lone surrogate half becomes U+FFFD's three bytes, as everywhere). */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** How many UTF-8 bytes a text takes, without making them (a lone surrogate half counts as U+FFFD's three). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: 4 bytes for its 2 units
      i++;
    } else bytes += 2;
  }
  return bytes;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!];
  return out;
}

/** Pairs of hexadecimal digits (already checked: even count, 0-9 a-f A-F only) → bytes. */
export function hexToBytes(digits: string): Uint8Array {
  const bytes = new Uint8Array(digits.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** btoa and atob take one "binary string" (a character per byte); made in slices, so a large input never overflows the call stack. */
const SLICE = 0x8000;

/** Standard Base64 with padding, or the URL-safe alphabet without it (as in JWTs). */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  const standard = btoa(binary);
  return urlSafe ? standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : standard;
}

/**
 * Base64 (already checked: digits of either alphabet, spaces, padding only at the end, no stray digit) → bytes. The
 * URL-safe digits are mapped to the standard ones and the padding completed, which is all atob needs.
 */
export function base64ToBytes(text: string): Uint8Array {
  const digits = text.replace(/[\s=]+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(digits + '='.repeat((4 - (digits.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

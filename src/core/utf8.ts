// ignoreBOM keeps a leading U+FEFF: it is part of the text, not a marker to strip.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** UTF-8 bytes → text, or undefined when they are not valid UTF-8 (never a U+FFFD substitution). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

import { InputError } from './errors.js';

/**
 * Where the UTF-16 index `index` falls, counted in Unicode characters (code points) from 0: an emoji before it counts once.
 * Every error message of the encoding operations reports positions this way.
 */
export function characterPosition(text: string, index: number): number {
  let position = index;
  for (let i = 1; i < index; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      const previous = text.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) position--; // the second half of a pair
    }
  }
  return position;
}

// With the `u` flag a well-formed pair is one astral code point, so only a lone half is in category Cs.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** UTF-16 index of the first surrogate half without its partner, or -1. */
export function loneSurrogateIndex(text: string): number {
  const match = UNPAIRED_SURROGATE.exec(text);
  return match === null ? -1 : match.index;
}

/**
 * Rejects text holding half of a surrogate pair (JSON allows "\ud800" on its own). Such a string is not Unicode text:
 * it has no UTF-8 encoding and no character reference, and silently writing U+FFFD instead would corrupt the data.
 */
export function assertWellFormed(text: string): void {
  const index = loneSurrogateIndex(text);
  if (index === -1) return;
  const unit = text.charCodeAt(index).toString(16).toUpperCase();
  throw new InputError(
    `text: contains an unpaired surrogate (U+${unit}) at position ${characterPosition(text, index)}; ` +
      'it is half of a character such as an emoji and cannot be encoded',
  );
}

import { formatFixed } from '../core/display.js';
import { InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES, resultTooLarge } from '../core/limits.js';
import type { Localized } from '../core/locale.js';
import { assertWellFormed, characterPosition, loneSurrogateIndex } from '../core/unicode.js';

/**
 * The shared 400s of src/core (the response limit, an unpaired surrogate) with their Spanish words, for the text and
 * data operations: the English message is core's own, unchanged. (Were core's helpers to take the Spanish words
 * themselves, these would reduce to them.)
 */


/** The response limit in Spanish: "8 MiB (8.388.608 bytes)". */
const MAX_RESPONSE_TEXT_ES = `8 MiB (${formatFixed(MAX_RESPONSE_BYTES, 'es', 0)} bytes)`;

/** resultTooLarge (core/limits.ts), with the Spanish message beside the English one. */
export function tooLarge(field: string, estimatedBytes: number, advice: Localized): InputError {
  const english = resultTooLarge(field, estimatedBytes, advice.en);
  return new InputError(
    english.message,
    `${field}: el resultado ocuparía unos ${formatFixed(estimatedBytes / 1_000_000, 'es', 1)} MB, más que el límite de respuesta ` +
      `de ${MAX_RESPONSE_TEXT_ES}; ${advice.es}`,
  );
}

/** assertResultFits (core/limits.ts), in both languages. */
export function assertFits(field: string, estimatedBytes: number, advice: Localized): void {
  if (estimatedBytes > MAX_RESPONSE_BYTES) throw tooLarge(field, estimatedBytes, advice);
}

/** assertWellFormed (core/unicode.ts), in both languages: text holding half of a surrogate pair is refused. */
export function assertWellFormedText(text: string): void {
  try {
    assertWellFormed(text);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const index = loneSurrogateIndex(text);
    const unit = text.charCodeAt(index).toString(16).toUpperCase();
    throw new InputError(
      error.message,
      `text: contiene un sustituto desemparejado (U+${unit}) en la posición ${characterPosition(text, index)}; ` +
        'es la mitad de un carácter, como un emoji, y no se puede codificar',
    );
  }
}

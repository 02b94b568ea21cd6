import { z } from 'zod';

/** Longest string any text field accepts (UTF-16 code units). The body limit (1 MiB by default) usually binds first. */
export const MAX_TEXT_LENGTH = 1_048_576;

/** A required free-text field, bounded. */
export function textField(description: string) {
  return z.string().max(MAX_TEXT_LENGTH).describe(description);
}

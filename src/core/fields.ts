import * as z from 'zod';
import { utf8Length } from './bytes.js';

/** Longest string any text field accepts (UTF-16 code units). The body limit (1 MiB by default) usually binds first. */
export const MAX_TEXT_LENGTH = 1_048_576;

/** A required free-text field, bounded. */
export function textField(description: string) {
  return z.string().max(MAX_TEXT_LENGTH).describe(description);
}

/** UTF-8 bytes of text a worst-case input may use: the default 1 MiB body minus room for the JSON around it. */
export const WORST_CASE_TEXT_BYTES = 1_000_000;

/** `unit` repeated as often as fits in `bytes` of UTF-8 (for worst-case inputs). */
export function repeatToBytes(unit: string, bytes = WORST_CASE_TEXT_BYTES): string {
  return unit.repeat(Math.floor(bytes / utf8Length(unit)));
}

import { InputError } from '../../core/errors.js';
import { isLosslessNumber, stringifyJson, type DataValue } from '../../formats/json.js';
import { detectToonIndent, fromToon } from '../../formats/toon.js';

/** Longest JSON text toon-to-json writes (characters): a table's keys are repeated in every row object. */
export const MAX_JSON_OUTPUT_CHARS = 8 * 1024 * 1024;

/**
 * Characters of the JSON `value` will take with `indent` spaces per level (0: minified), or more than `limit` as
 * soon as it is clear that it exceeds it. Exact, except that strings count without their escapes (a lower bound).
 */
export function jsonLength(value: DataValue, indent: number, limit: number): number {
  let total = 0;
  const values: DataValue[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const item = values.pop()!;
    const depth = depths.pop()!;
    if (item === null || item === true) total += 4;
    else if (item === false) total += 5;
    else if (typeof item === 'string') total += item.length + 2;
    else if (isLosslessNumber(item)) total += item.value.length;
    else {
      const size = Array.isArray(item) ? item.length : item.size;
      // The brackets; per member a comma (the last has none), and when pretty-printed a line break and indentation
      // before each member and before the closing bracket.
      total += 2;
      if (size > 0) total += indent === 0 ? -1 : indent * depth;
      const perMember = indent === 0 ? 1 : 2 + indent * (depth + 1);
      if (Array.isArray(item)) {
        total += perMember * item.length;
        for (const child of item) {
          values.push(child);
          depths.push(depth + 1);
        }
      } else {
        for (const [key, child] of item) {
          total += perMember + key.length + (indent === 0 ? 3 : 4);
          values.push(child);
          depths.push(depth + 1);
        }
      }
    }
    if (total > limit) return total;
  }
  return total;
}

export function toonToJson(text: string, indent: number, toonIndent: number | undefined, strict: boolean): string {
  const value = fromToon(text, { indent: toonIndent ?? detectToonIndent(text), strict }, 'toon');
  if (jsonLength(value, indent, MAX_JSON_OUTPUT_CHARS) > MAX_JSON_OUTPUT_CHARS) {
    throw new InputError(
      `toon: the JSON would be longer than ${MAX_JSON_OUTPUT_CHARS} characters (a table repeats its keys in every row, and ` +
        'indentation grows with depth); use indent 0 or a smaller document',
    );
  }
  return stringifyJson(value, indent === 0 ? 'min' : indent);
}

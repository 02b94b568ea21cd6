import { InputError } from '../../core/errors.js';
import { isDataObject, parseJson, stringifyJson, type DataValue, type Indent } from '../../formats/json.js';

export type IndentChoice = '2' | '4' | 'tab' | 'min';

/**
 * Longest formatted result (characters). Indentation grows with depth, so 1 MiB of arrays nested 1,000 deep would
 * otherwise pretty-print to gigabytes; ordinary documents stay far below it (1 MiB of GeoJSON at 4 spaces is ~12 MB).
 */
export const MAX_FORMATTED_LENGTH = 33_554_432;

const INDENTS: Readonly<Record<IndentChoice, Indent>> = { '2': 2, '4': 4, tab: '\t', min: 'min' };

/**
 * Characters that indentation adds to the minified text: for every non-empty array or object at depth d, a line
 * break and (d + 1) units before each item, a line break and d units before the closing bracket, and a space after
 * each colon. Exactly what stringifyJson adds, computed without building the string.
 */
export function indentationLength(value: DataValue, unit: number): number {
  let total = 0;
  const walk = (item: DataValue, depth: number): void => {
    if (Array.isArray(item)) {
      if (item.length === 0) return;
      total += item.length * (1 + (depth + 1) * unit) + 1 + depth * unit;
      for (const child of item) walk(child, depth + 1);
    } else if (item !== null && isDataObject(item)) {
      if (item.size === 0) return;
      total += item.size * (2 + (depth + 1) * unit) + 1 + depth * unit;
      for (const child of item.values()) walk(child, depth + 1);
    }
  };
  walk(value, 0);
  return total;
}

/** Validates `text` as JSON and writes it again with the chosen indentation, losing nothing. */
export function formatJson(text: string, indent: IndentChoice): string {
  const value = parseJson(text, 'json');
  if (indent !== 'min') {
    const added = indentationLength(value, indent === '4' ? 4 : indent === '2' ? 2 : 1);
    // The minified text is at most 6 times the input (a raw lone surrogate becomes a 6-character escape).
    if (added + text.length * 6 > MAX_FORMATTED_LENGTH) {
      const length = stringifyJson(value, 'min').length + added;
      if (length > MAX_FORMATTED_LENGTH) {
        throw new InputError(
          `json: the formatted result would be ${length.toLocaleString('en-US')} characters long, more than the ` +
            `${MAX_FORMATTED_LENGTH.toLocaleString('en-US')} allowed (indentation grows with nesting); use indent 'min' or a smaller indent`,
        );
      }
    }
  }
  return stringifyJson(value, INDENTS[indent]);
}

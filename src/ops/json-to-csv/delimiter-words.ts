import type { Locale } from '../../core/locale.js';
import { csvDelimiter, type CsvDelimiter } from '../../formats/csv.js';
import { DELIMITER_CHOICES, DELIMITER_NAMES } from './delimiter-input.js';

/** A delimiter character inside a sentence, from the form's words: "comma (,)" · "punto y coma (;)". */
export function delimiterWords(delimiter: CsvDelimiter, locale: Locale): string {
  const name = DELIMITER_NAMES.find((n) => csvDelimiter(n) === delimiter);
  if (name === undefined) return delimiter;
  const words = DELIMITER_CHOICES[name][locale];
  return words.charAt(0).toLowerCase() + words.slice(1);
}

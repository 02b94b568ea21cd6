import * as z from 'zod';
import type { Localized } from '../../core/locale.js';
import { CSV_DELIMITERS, type CsvDelimiter, type CsvDelimiterName } from '../../formats/csv.js';

/*
 * The `delimiter` input of csv-to-json and json-to-csv takes a name (what the form offers) or the character itself
 * (what csv-to-json reports, so it can be sent back): each means one delimiter, so both are accepted.
 */

/** The names, in the form's order. */
export const DELIMITER_NAMES = ['comma', 'semicolon', 'tab', 'pipe'] as const satisfies readonly CsvDelimiterName[];

/** The characters themselves. */
export const DELIMITER_CHARACTERS = z.enum(CSV_DELIMITERS as [CsvDelimiter, ...CsvDelimiter[]]);

/** The form's words for each named delimiter (the characters are accepted but not offered). */
export const DELIMITER_CHOICES: Readonly<Record<CsvDelimiterName, Localized>> = {
  comma: { en: 'Comma (,)', es: 'Coma (,)' },
  semicolon: { en: 'Semicolon (;)', es: 'Punto y coma (;)' },
  tab: { en: 'Tab', es: 'Tabulador' },
  pipe: { en: 'Pipe (|)', es: 'Barra vertical (|)' },
};

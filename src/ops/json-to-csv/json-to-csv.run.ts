import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { jsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { csvDelimiter, writeCsv, type CsvDelimiter } from '../../formats/csv.js';
import { parseJson } from '../../formats/json.js';
import { DELIMITER_CHARACTERS, DELIMITER_NAMES } from './delimiter-input.js';

/**
 * The answer's own bytes besides the CSV text and the column list: `{"result":"","columns":…,"delimiter":",","rowCount":2}`
 * with the list left out (the one character standing in for it subtracted).
 */
const envelopeBytes = (delimiter: CsvDelimiter) => (rowCount: number) => JSON.stringify({ result: '', columns: 0, delimiter, rowCount }).length - 1;

export default defineRun({
  id: 'json-to-csv',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    json: jsonDocumentField('A JSON array of objects: as a string (kept as written) or as a JSON value.'),
    delimiter: z
      .union([z.enum(DELIMITER_NAMES), DELIMITER_CHARACTERS])
      .default('comma')
      .describe('Field delimiter.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The CSV: header row, then one row per object, CRLF line ends.'),
    columns: z.array(z.string()).describe('The header: every key found, in first-seen order.'),
    delimiter: DELIMITER_CHARACTERS.describe('The delimiter written: comma, semicolon, tab or pipe.'),
    rowCount: z.int().nonnegative().describe('Number of data rows written (the header is not counted).'),
  }),
  run: ({ json, delimiter: given }, ctx) => {
    const delimiter = csvDelimiter(given);
    const { text, columns, rowCount } = writeCsv(parseJson(jsonDocumentText(json, ctx), 'json'), 'json', { listColumns: true, envelopeBytes: envelopeBytes(delimiter), delimiter });
    return { result: text, columns, delimiter, rowCount };
  },
});

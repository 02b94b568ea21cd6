import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { csvDelimiter, parseCsv } from '../../formats/csv.js';
import { DELIMITER_CHARACTERS, DELIMITER_NAMES } from '../json-to-csv/delimiter-input.js';
import { toPlain } from '../../formats/json.js';

/**
 * The answer's own bytes besides its rows and columns: `{"rows":…,"columns":…,"delimiter":",","rowCount":2}` with
 * those two lists left out (the one character standing in for each subtracted).
 */
const envelopeBytes = (rowCount: number, delimiter: string) => JSON.stringify({ rows: 0, columns: 0, delimiter, rowCount }).length - 2;

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export default defineRun({
  id: 'csv-to-json',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    csv: textField('The CSV text; its first row is the header row.'),
    delimiter: z
      .union([z.enum(['auto', ...DELIMITER_NAMES]), DELIMITER_CHARACTERS])
      .default('auto')
      .describe('Field delimiter; auto detects it.'),
  }),
  output: z.strictObject({
    rows: z
      .array(z.record(z.string(), cellValue))
      .describe('One object per data row, keyed by column name: strings, numbers, booleans and null (empty fields).'),
    columns: z.array(z.string()).describe('The column names in header order, made unique (empty names become column_N, repeats get _2, _3…).'),
    delimiter: DELIMITER_CHARACTERS.describe('The delimiter used (given, set by a sep= line, or detected): comma, semicolon, tab or pipe.'),
    rowCount: z.int().nonnegative().describe('Number of data rows (the header is not counted).'),
  }),
  run: ({ csv, delimiter: given }) => {
    const options = { answer: 'rows and columns', envelopeBytes, delimiter: given === 'auto' ? undefined : csvDelimiter(given) } as const;
    const { rows, columns, delimiter, rowCount } = parseCsv(csv, 'csv', options);
    return { rows: rows.map(toPlain) as Record<string, string | number | boolean | null>[], columns, delimiter, rowCount };
  },
});

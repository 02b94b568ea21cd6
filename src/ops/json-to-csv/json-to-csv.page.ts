import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { COLUMNS, ROWS, counted } from '../../core/answer-words.js';
import { delimiterWords } from './delimiter-words.js';
import { DELIMITER_CHOICES } from './delimiter-input.js';
import type run from './json-to-csv.run.js';

export default definePage<typeof run>({
  form: {
    json: { label: { en: 'JSON', es: 'JSON' }, help: { es: 'Un array JSON de objetos.' } },
    delimiter: {
      label: { en: 'Delimiter', es: 'Delimitador' },
      help: { en: 'The character between fields.', es: 'El carácter que separa los campos. Por defecto, la coma.' },
      choices: DELIMITER_CHOICES,
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (out.rowCount === 0) return t('The array is empty: no rows to write.', 'La lista está vacía: no hay filas que escribir.');
      const rows = counted(out.rowCount, ROWS, tools);
      const columns = counted(out.columns.length, COLUMNS, tools);
      const delimiter = delimiterWords(out.delimiter, locale);
      return t(`CSV of ${rows} and ${columns} with a header row; delimiter: ${delimiter}.`, `CSV de ${rows} y ${columns} con fila de cabecera; delimitador: ${delimiter}.`);
    },
    headline: [{ field: 'result', label: { en: 'CSV', es: 'CSV' }, format: 'code' }],
    details: [
      { field: 'rowCount', label: { en: 'Data rows', es: 'Filas de datos' }, format: 'integer' },
      { field: 'columns', label: { en: 'Columns', es: 'Columnas' }, format: 'json' },
    ],
    displays: [{ kind: 'table-preview', title: { en: 'Preview of the rows', es: 'Vista previa de las filas' }, csv: 'result', count: 'rowCount', delimiter: 'delimiter' }],
  },
});

import { definePage } from '../../core/operation.js';
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
    headline: [{ field: 'result', label: { en: 'CSV', es: 'CSV' }, format: 'code' }],
    details: [
      { field: 'rowCount', label: { en: 'Data rows', es: 'Filas de datos' }, format: 'integer' },
      { field: 'columns', label: { en: 'Columns', es: 'Columnas' }, format: 'json' },
    ],
    displays: [{ kind: 'table-preview', title: { en: 'Preview of the rows', es: 'Vista previa de las filas' }, csv: 'result', count: 'rowCount', delimiter: 'delimiter' }],
  },
});

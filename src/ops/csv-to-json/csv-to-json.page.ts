import { definePage } from '../../core/operation.js';
import { DELIMITER_CHOICES } from '../json-to-csv/delimiter-input.js';
import type run from './csv-to-json.run.js';

export default definePage<typeof run>({
  form: {
    csv: { label: { en: 'CSV', es: 'CSV' }, help: { es: 'El texto CSV; su primera fila es la de encabezado.' } },
    delimiter: {
      label: { en: 'Delimiter', es: 'Delimitador' },
      help: {
        en: 'The character between fields; detected by default. A first line sep=; sets it too.',
        es: 'El carácter que separa los campos; por defecto se detecta. Una primera línea sep=; también lo fija.',
      },
      choices: { auto: { en: 'Detect', es: 'Detectar' }, ...DELIMITER_CHOICES },
    },
  },
  page: {
    headline: [{ field: 'rows', label: { en: 'Rows as JSON', es: 'Filas en JSON' }, format: 'json' }],
    details: [
      { field: 'rowCount', label: { en: 'Data rows', es: 'Filas de datos' }, format: 'integer' },
      { field: 'columns', label: { en: 'Columns', es: 'Columnas' }, format: 'json' },
      {
        field: 'delimiter',
        label: { en: 'Delimiter', es: 'Delimitador' },
        format: 'text',
        choices: {
          ',': { en: 'Comma (,)', es: 'Coma (,)' },
          ';': { en: 'Semicolon (;)', es: 'Punto y coma (;)' },
          '\t': { en: 'Tab', es: 'Tabulador' },
          '|': { en: 'Pipe (|)', es: 'Barra vertical (|)' },
        },
      },
    ],
    displays: [{ kind: 'table-preview', title: { en: 'Preview of the rows', es: 'Vista previa de las filas' }, rows: 'rows', columns: 'columns' }],
  },
});

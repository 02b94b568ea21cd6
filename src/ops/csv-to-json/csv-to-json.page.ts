import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { COLUMNS, ROWS, counted } from '../../core/answer-words.js';
import { delimiterWords } from '../json-to-csv/delimiter-words.js';
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
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (out.columns.length === 0) return t('The CSV is empty: no rows.', 'El CSV está vacío: no hay filas.');
      const columns = counted(out.columns.length, COLUMNS, tools);
      if (out.rowCount === 0) {
        return t(`A header of ${columns} and no data rows: an empty array.`, `Una cabecera de ${columns} y ninguna fila de datos: una lista vacía.`);
      }
      const rows = counted(out.rowCount, ROWS, tools);
      const delimiter = delimiterWords(out.delimiter, locale);
      return t(`${rows} of ${columns} as JSON objects; delimiter: ${delimiter}.`, `${rows} de ${columns} como objetos JSON; delimitador: ${delimiter}.`);
    },
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

import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import page from './csv-to-json.page.js';
import run from './csv-to-json.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'CSV to JSON',
  summary: 'Parses CSV with a header row into an array of objects, detecting the delimiter and typing only values that lose nothing.',
  agentDescription:
    'Parses CSV with a header row into an array of objects: delimiter detected (comma, semicolon, tab, pipe) or given, RFC 4180 quoting, unquoted values typed only when nothing is lost (empty → null, true/false, JSON-form numbers; 007 stays a string). A row with the wrong field count is an error.',
  description:
    'The delimiter is detected among comma, semicolon, tab and pipe: among those that read the quotes of the first ten records ' +
    'as RFC 4180 writes them (a quote opens a field and closes it before a delimiter or a line end; so a;"x,y,z" is ' +
    'semicolon-separated, though commas would split every line as evenly), the one giving the most consistent field count ' +
    'and reported; a CSV with a single column counts as comma-separated. ' +
    'Set delimiter (comma, semicolon, tab or pipe, by name or as the character itself) to skip the detection. ' +
    'A first line that is exactly sep= and a delimiter, as Excel writes it (sep=;), sets the delimiter and is not read as the header; ' +
    'a delimiter input that disagrees with it is a 400 (one of the two is wrong), and sep= with any other character is a 400 too. ' +
    'Quoting follows RFC 4180: a field that starts with a double quote may contain delimiters, line breaks and doubled quotes (""), ' +
    'and only a delimiter, a line end or the end of the text may follow its closing quote; a quote elsewhere in an unquoted field is an ordinary character. ' +
    'Lines may end in CRLF, LF or CR (even mixed); line breaks inside quoted fields are kept exactly; a leading byte-order mark is removed. ' +
    'The first row is the header: an empty name becomes column_N (N its position, from 1), a repeated name gets _2, _3… ' +
    '(never taking a name that is in the header), and every name is otherwise kept exactly, __proto__ and constructor included. ' +
    'Unquoted values are typed only where nothing is lost: an empty field is null; true and false (lowercase) are booleans; ' +
    'a number only when the text is exactly how JSON writes that number (42, -1.5, 1e+21), so 007, +34 600, 1e5, 1.50, -0, a decimal comma (1,50) ' +
    'and integers beyond 2^53 such as 9007199254740993 stay strings; everything else is a string. ' +
    'A quoted field is always a string ("" is the empty string, "42" the string 42), as json-to-csv writes them; ' +
    'spaces around a value are kept, since they are data. ' +
    'Every row must have as many fields as the header has columns: otherwise the response is a 400 naming the row, the line and both counts ' +
    '(rows are numbered as in a spreadsheet, the header being row 1; nothing is padded or cut). ' +
    'A blank line, or one of only spaces and tabs (as pasting often leaves at the end), is skipped, except in a one-column CSV where it is a value (null when empty). ' +
    'An unterminated quoted field or text after a closing quote is a 400 naming the row and line where the field starts. ' +
    'Object keys follow the header, but JSON clients order integer-like keys ("2024") first, so use columns for the column order. ' +
    `Limit: a response of at most ${MAX_RESPONSE_TEXT}, counted while the CSV is read, so a larger answer is refused before it is built: ` +
    'every row repeats every column name, so a long header over many short rows multiplies, and each empty header cell becomes a ' +
    'generated name (a 1 MiB header of empty cells would list over 16 MB of names); the 1 MiB body bounds the rest ' +
    '(a header of 100,000 named columns is fine).',
  category: 'data',
  es: { title: 'CSV a JSON', summary: 'Analiza un CSV con fila de encabezado y lo convierte en un array de objetos, detectando el delimitador y asignando tipo solo a los valores que no pierden nada.' },
  examples: [
    {
      title: 'Quoted fields, an empty value and exact numbers',
      input: { csv: 'id,name,note,total\r\n1,"Smith, Jane","said ""hi""",19.99\r\n2,Lee,,1.50\r\n' },
      output: {
        rows: [
          { id: 1, name: 'Smith, Jane', note: 'said "hi"', total: 19.99 },
          { id: 2, name: 'Lee', note: null, total: '1.50' },
        ],
        columns: ['id', 'name', 'note', 'total'],
        delimiter: ',',
        rowCount: 2,
      },
    },
    {
      title: 'Semicolon-separated, with codes that must stay text',
      input: { csv: 'sku;price;zip;active\n0042;1,50;02139;true\n17;2.5;90210;false\n' },
      output: {
        rows: [
          { sku: '0042', price: '1,50', zip: '02139', active: true },
          { sku: 17, price: 2.5, zip: 90210, active: false },
        ],
        columns: ['sku', 'price', 'zip', 'active'],
        delimiter: ';',
        rowCount: 2,
      },
    },
    {
      title: "Excel's sep=; first line sets the delimiter",
      input: { csv: 'sep=;\r\nid;kg;ok\r\n1;2,5;true\r\n2;10;false\r\n' },
      output: {
        rows: [
          { id: 1, kg: '2,5', ok: true },
          { id: 2, kg: 10, ok: false },
        ],
        columns: ['id', 'kg', 'ok'],
        delimiter: ';',
        rowCount: 2,
      },
    },
    {
      title: 'Empty and repeated header names, a big integer',
      input: { csv: 'id,,id\n9007199254740993,x,"42"\n' },
      output: {
        rows: [{ id: '9007199254740993', column_2: 'x', id_2: '42' }],
        columns: ['id', 'column_2', 'id_2'],
        delimiter: ',',
        rowCount: 1,
      },
    },
  ],
  // A one-column CSV of ~500,000 blank lines: the most rows a body can hold (each a null value), so the most
  // row objects to build. (Many short fields under a wide header, or 100,000 columns, cost less: see the tests.)
  worstCase: () => {
    const header = 'value\n';
    const line = '\n';
    const bodyBytes = JSON.stringify(line).length - 2; // a line break is escaped as \n in the request body
    return { csv: header + line.repeat(Math.floor((WORST_CASE_TEXT_BYTES - header.length - 1) / bodyBytes)) };
  },
});

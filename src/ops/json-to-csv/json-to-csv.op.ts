import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import page from './json-to-csv.page.js';
import run from './json-to-csv.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON to CSV',
  summary: 'Writes a JSON array of objects as RFC 4180 CSV, one column per key, numbers exactly as written.',
  agentDescription:
    'Writes a JSON array of objects as RFC 4180 CSV (comma or the delimiter given, CRLF): a column per key in first-seen order, missing keys and null empty, numbers with exact digits, nested values as JSON text; quoted only where needed so csv-to-json reads it back. No spreadsheet-formula escaping.',
  description:
    'The input must be a JSON array whose items are all objects; anything else is a 400 saying what was found (items are counted from 1). ' +
    'The header lists every key found, in first-seen order (so objects may have different keys); a key an object lacks, and null, ' +
    'give an empty field. Numbers are written with exactly their digits (12345678901234567890 and 1.50 stay so), booleans as true and false, ' +
    'nested arrays and objects as compact JSON text. ' +
    'The CSV is comma-separated unless delimiter says semicolon, tab or pipe (by name or as the character), with CRLF after every record, ' +
    'the last included. A field is quoted only when it needs it: ' +
    'it contains a double quote (written doubled), CR or LF, or any of comma, semicolon, tab and pipe, whichever is the delimiter ' +
    '(so a reader that detects the delimiter cannot mistake it), ' +
    'or starts or ends with whitespace; a header name that is sep= and one character is quoted too, so it is not read as Excel\'s sep= line; ' +
    'strings that would otherwise read back as another type are quoted too (the empty string, "true", "false", and numbers such as "42"), ' +
    'so csv-to-json gives back the same strings, booleans, nulls and numbers (a number not in its shortest form, such as 1.50, comes back as text with the same digits). ' +
    'Cells are written as they are: a value starting with =, +, - or @ is not escaped against spreadsheet formula injection, because that would change the data; ' +
    'prefix such values yourself if the file is meant for a spreadsheet. ' +
    'Invalid JSON is a 400 with the line and column; a key repeated in one object is refused. An empty array gives an empty result; ' +
    'an array of only empty objects is a 400 (there is no column to write). ' +
    `Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels, and a response of at most ${MAX_RESPONSE_TEXT} ` +
    '(the CSV counted as it travels in the JSON response, its quotes and line ends escaped, with the column list), worked out ' +
    'before the table is laid out: objects with different keys widen every row, so a few thousand objects with a key each of ' +
    'their own make a table of millions of empty cells.',
  category: 'data',
  es: { title: 'JSON a CSV', summary: 'Escribe un array JSON de objetos como CSV según RFC 4180, con una columna por clave y los números exactamente como están escritos.' },
  examples: [
    {
      title: 'Objects with different keys, nested values and quoting',
      input: { json: '[{"id":1,"name":"Smith, Jane","tags":["a","b"]},{"id":2,"name":"Lee","note":"said \\"hi\\""}]' },
      output: {
        result: 'id,name,tags,note\r\n1,"Smith, Jane","[""a"",""b""]",\r\n2,Lee,,"said ""hi"""\r\n',
        columns: ['id', 'name', 'tags', 'note'],
        delimiter: ',',
        rowCount: 2,
      },
    },
    {
      title: 'Exact numbers, and strings that must stay strings',
      input: { json: '[{"order":12345678901234567890,"total":1.50,"zip":"02139","qty":"42","paid":false,"ref":null}]' },
      output: {
        result: 'order,total,zip,qty,paid,ref\r\n12345678901234567890,1.50,02139,"42",false,\r\n',
        columns: ['order', 'total', 'zip', 'qty', 'paid', 'ref'],
        delimiter: ',',
        rowCount: 1,
      },
    },
    {
      title: 'Semicolon-separated, as spreadsheets in decimal-comma locales expect',
      input: { json: '[{"id":1,"kg":"2,5"},{"id":2,"kg":"10;12"}]', delimiter: 'semicolon' },
      output: { result: 'id;kg\r\n1;"2,5"\r\n2;"10;12"\r\n', columns: ['id', 'kg'], delimiter: ';', rowCount: 2 },
    },
  ],
  // One object with 21 keys, then ~333,000 empty objects: each is a row of 21 empty cells, so ~1 MB of JSON becomes
  // ~8 MB of CSV, just under the response limit. Measured costlier than 1 MB of nested, quoted, wide or flat tables,
  // and than a sparse table of 2,880 objects with a key each of their own (also at the limit).
  worstCase: () => {
    const first = `{${Array.from({ length: 21 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const bodyBytes = JSON.stringify(first).length - 2; // its quotes are escaped in the request body
    return { json: `[${first}${',{}'.repeat(Math.floor((WORST_CASE_TEXT_BYTES - bodyBytes - 2) / 3))}]` };
  },
});

import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import page from './json-to-toon.page.js';
import run from './json-to-toon.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON to TOON',
  summary: 'Converts JSON to TOON 4.0, which writes the keys of an array of uniform objects once, as a table header.',
  agentDescription:
    'Converts JSON to TOON 4.0, a compact format for models: arrays of uniform objects become tables with the keys written once (users[2]{id,name}:). Numbers keep their digits in canonical form (1e3 → 1000). A tab delimiter often costs a model fewer tokens.',
  description:
    'Follows the TOON specification 4.0 and passes its official conformance fixtures. Objects become indented key: value lines, in their key order; ' +
    'an array of primitives goes on one line (tags[3]: a,b,c); an array of objects with the same keys and primitive values ' +
    '(or objects nested the same way) becomes a table: users[2]{id,name}: and one row per object; an object whose values are ' +
    'two or more such objects becomes a keyed table (servers[2:]{host,port}:); any other array is a list of "- " items. ' +
    'Strings are quoted only when they would read back as something else (true, 42, "", a leading hyphen or #, ' +
    'the delimiter, a colon, quotes, brackets, outer spaces, control characters). ' +
    'Numbers keep every digit (12345678901234567890, 0.10000000000000000555) but are written in the canonical form the ' +
    'specification requires: no exponent (1e3 → 1000, 1E-7 → 0.0000001), no trailing fractional zeros (1.50 → 1.5, 2.0 → 2), ' +
    'and -0 as 0; the value never changes, only its spelling. ' +
    'delimiter (an extension) separates inline arrays and table rows: comma, tab (often fewer tokens for a model) or pipe. ' +
    'Invalid JSON is a 400 with its line and column, as is a key repeated in one object. ' +
    'A string or key with an unpaired surrogate (possible in JSON as "\\ud800") is refused: TOON is UTF-8 text. ' +
    `Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels; a response of at most ${MAX_RESPONSE_TEXT} ` +
    '(the TOON text counted as it travels in the JSON response, its quotes, tabs and line breaks escaped): deep nesting repeats ' +
    'its indentation on every line, and a number such as 1e400 is written out in full (401 digits), so 1e9000000 is refused ' +
    'from its exponent before a digit is written. ' +
    'The result has LF line ends and no trailing newline; an empty object gives empty text.',
  category: 'data',
  es: { title: 'JSON a TOON', summary: 'Convierte JSON a TOON 4.0, que escribe una sola vez las claves de un array de objetos uniformes, como encabezado de una tabla.' },
  examples: [
    {
      title: 'An array of objects becomes a table',
      input: {
        text: '{"users":[{"id":1,"name":"Ada Lovelace","role":"admin"},{"id":2,"name":"Alan Turing","role":"user"},{"id":3,"name":"Grace Hopper","role":"user"}]}',
      },
      output: {
        result: 'users[3]{id,name,role}:\n  1,Ada Lovelace,admin\n  2,Alan Turing,user\n  3,Grace Hopper,user',
        toonSpecVersion: '4.0',
      },
    },
    {
      title: 'Exact numbers, in canonical form, and strings that must stay strings',
      input: {
        text: '{"orderId": 12345678901234567890, "total": 1.50, "rate": 2.5e-3, "refund": -0, "zip": "02139", "paid": "true", "tags": ["new", "gift wrap"]}',
      },
      output: {
        result: 'orderId: 12345678901234567890\ntotal: 1.5\nrate: 0.0025\nrefund: 0\nzip: "02139"\npaid: "true"\ntags[2]: new,gift wrap',
        toonSpecVersion: '4.0',
      },
    },
    {
      title: 'Nested objects and a tab-delimited table, 4 spaces per level',
      input: {
        text: '{"store":{"name":"Corner Shop","open":true},"items":[{"sku":"A-1","qty":2,"price":9.99},{"sku":"B-2","qty":10,"price":0.5}]}',
        indent: 4,
        delimiter: 'tab',
      },
      output: {
        result: 'store:\n    name: Corner Shop\n    open: true\nitems[2\t]{sku\tqty\tprice}:\n    A-1\t2\t9.99\n    B-2\t10\t0.5',
        toonSpecVersion: '4.0',
      },
    },
  ],
  worstCase: () => ({ text: worstCaseJson() }),
  // A number TOON must write out in full: 8,388,001 digits, just under the response limit with the answer around them.
  largestOutput: () => ({ text: '1e8388000' }),
});

/**
 * ~1 MB of small mixed arrays ([1,[2]]): none can be a table or an inline list, so every value becomes its own
 * "- " line, with headers for both levels; measured as the costliest shape per input byte (about 4 characters out
 * per character in).
 */
function worstCaseJson(): string {
  const item = '[1,[2]],';
  const count = Math.floor((WORST_CASE_TEXT_BYTES - 2) / item.length);
  return `[${item.repeat(count).slice(0, -1)}]`;
}

import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import { MAX_TOON_ROW_VALUES } from '../../formats/toon.js';
import page from './toon-to-json.page.js';
import run from './toon-to-json.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'TOON to JSON',
  summary: 'Converts TOON 4.0 to JSON, expanding every table row into a full object.',
  agentDescription:
    'Converts TOON 4.0 to JSON: table rows become objects, key order and exact number digits kept. strict (default true) enforces declared lengths, row widths, indentation and unique keys; false tolerates them.',
  description:
    'Follows the TOON specification 4.0 and passes all 516 of its official conformance fixtures. ' +
    'Tables (users[2]{id,name}: then one row per line) become arrays of objects, keyed tables (servers[2:]{host,port}:) objects of objects, ' +
    'nested field groups (geo{lat,lon}) nested objects; key order is kept; lines starting with # are comments. ' +
    'Unquoted tokens that match the JSON number grammar are numbers, kept with exactly their digits whatever their size ' +
    '(12345678901234567890, 1.5000 and 1e400 come out as written), except that negative zero becomes 0 as the specification says; ' +
    'other tokens such as 05, +1, .5 or 0x10 are strings, as are quoted ones ("42"). ' +
    'strict (default true) checks what the specification lists for strict mode: declared array lengths against the items found, ' +
    'every row width, indentation in exact multiples (no tabs), no blank lines inside an array, no key twice in an object; ' +
    'with strict false those are tolerated (a repeated key keeps its last value). ' +
    'toonIndent is the spaces per level of the input; when omitted it is the specification’s 2 in strict mode (so a document ' +
    'indented by 4 needs toonIndent 4, as with the reference decoder), and with strict false it is read from the first indented line. ' +
    'Errors are a 400 naming the line and what was expected, such as "toon: line 4: expected 2 tabular rows, found 3"; ' +
    'text with an unpaired surrogate (possible in the JSON body as "\\ud800") is refused with its line and column, since TOON is UTF-8 text. ' +
    `Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels; tables expanding to at most ${MAX_TOON_ROW_VALUES.toLocaleString('en-US')} values; ` +
    `a response of at most ${MAX_RESPONSE_TEXT} (the JSON text counted as it travels in the response, its quotes and line breaks escaped), ` +
    'worked out before the JSON is written: every table row becomes an object repeating its keys, and indentation grows with depth, ' +
    'so a document can be refused at indent 8 and accepted at 0. An empty document gives {}.',
  category: 'data',
  es: { title: 'TOON a JSON', summary: 'Convierte TOON 4.0 a JSON y expande cada fila de tabla en un objeto completo.' },
  examples: [
    {
      title: 'A table becomes an array of objects',
      input: { text: 'users[3]{id,name,role}:\n  1,Ada Lovelace,admin\n  2,Alan Turing,user\n  3,Grace Hopper,user' },
      output: {
        result:
          '{\n  "users": [\n    {\n      "id": 1,\n      "name": "Ada Lovelace",\n      "role": "admin"\n    },\n' +
          '    {\n      "id": 2,\n      "name": "Alan Turing",\n      "role": "user"\n    },\n' +
          '    {\n      "id": 3,\n      "name": "Grace Hopper",\n      "role": "user"\n    }\n  ]\n}',
        toonSpecVersion: '4.0',
      },
    },
    {
      title: 'Exact numbers, strings that look like numbers, minified',
      input: { text: 'orderId: 12345678901234567890\ntotal: 1.50\nrefund: -0\nzip: "02139"\ncode: 007\ntags[2]: new,gift wrap', indent: 0 },
      output: {
        result: '{"orderId":12345678901234567890,"total":1.50,"refund":0,"zip":"02139","code":"007","tags":["new","gift wrap"]}',
        toonSpecVersion: '4.0',
      },
    },
    {
      title: 'A keyed table with a nested field group',
      input: { text: 'regions[2:]{name,geo{lat,lon}}:\n  eu: Europe,50.1,8.7\n  us: Americas,38.9,-77.04', indent: 0 },
      output: {
        result: '{"regions":{"eu":{"name":"Europe","geo":{"lat":50.1,"lon":8.7}},"us":{"name":"Americas","geo":{"lat":38.9,"lon":-77.04}}}}',
        toonSpecVersion: '4.0',
      },
    },
  ],
  worstCase: () => ({ text: worstCaseToon(), indent: 0 }),
});

/**
 * ~1 MB of one-cell table rows under three nested field groups: each 4-character row becomes four objects, so the
 * rows reach the 1,000,000-value limit; measured as the costliest shape that stays within every limit (objects
 * cost more to build and write than their characters suggest, and minified JSON lets the most of them through).
 */
function worstCaseToon(): string {
  const row = '\n  1'; // 5 bytes in the request body, where the line feed is written \n
  const rows = Math.floor((WORST_CASE_TEXT_BYTES - 40) / 5);
  return `rows[${rows}]{a{b{c{d}}}}:${row.repeat(rows)}`;
}

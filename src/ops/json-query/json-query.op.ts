import { defineOperation } from '../../core/operation.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import page from './json-query.page.js';
import run, { MAX_QUERY_LENGTH } from './json-query.run.js';

// Written out rather than imported: importing them from jsonata.ts would load JSONata at start. json-query.test.ts
// checks that they match.
const MAX_STEPS_TEXT = '2,000,000';
const MAX_STACK_TEXT = '5,000';
const MAX_SEQUENCE_TEXT = '1,000,000';

const STORE =
  '{"store":{"book":[{"title":"Sayings of the Century","price":8.95},{"title":"Sword of Honour","price":12.99},' +
  '{"title":"Moby Dick","price":8.99,"isbn":"0-553-21311-3"}],"bicycle":{"color":"red","price":399}}}';
const ORDERS = '{"orders":[{"id":12345678901234567890,"total":19.90},{"id":12345678901234567891,"total":5.00,"note":"gift"}]}';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON query (JSONPath, JSONata)',
  shortTitle: 'JSON query: JSONPath and JSONata',
  summary: 'Queries a JSON document with JSONPath (RFC 9535) or JSONata and returns what it selects, numbers exactly as written.',
  agentDescription:
    'Queries JSON with JSONPath (RFC 9535; matches and their normalized paths) or JSONata (its value). Numbers keep their written digits.',
  description:
    'The document is read as strict JSON (RFC 8259, as json-format reads it: numbers kept exactly as written, keys in ' +
    'their order, a repeated key refused, at most 1,000 levels deep; it may also be sent as a JSON value rather than ' +
    'its text) and queried in one of two languages. ' +
    "`language` 'jsonpath' (the default): JSONPath as RFC 9535 defines it (json-p3, strict: the standard selectors, " +
    'filters and its five functions length, count, match, search and value, nothing else). `result` is a JSON array ' +
    'of the matched values in the order the RFC gives them, `paths` the normalized path of each (RFC 9535 §2.7, e.g. ' +
    "$['store']['book'][0]), `count` how many. Objects are visited in the document's key order. Surrounding " +
    'whitespace is ignored, and a query that starts with . or [ is read with $ before it (.store.book is ' +
    '$.store.book); any other query must start with $. ' +
    "`language` 'jsonata': a JSONata 2 expression (the jsonata library, the language's reference implementation). " +
    '`result` is the JSON of its value, or "" when it selects nothing; `count` is the length of an array result, 1 for ' +
    'another value, 0 for nothing; `paths` is empty. Every built-in function is available ($eval only evaluates ' +
    'JSONata again); an expression sees the document and nothing of the host, and $now() and $millis() read the ' +
    "service's clock. Guardrails: at most " +
    `${MAX_STEPS_TEXT} evaluation steps, ${MAX_STACK_TEXT} nested evaluations (recursion not in tail position) and ` +
    `sequences of ${MAX_SEQUENCE_TEXT} items; a result that is a function, Infinity or NaN is refused. ` +
    'Numbers: the result is written from the document, so a value the query selects keeps its digits ' +
    '(12345678901234567890 and 1.50 stay so); filters and arithmetic compare and compute with doubles, so two numbers ' +
    'that differ past the 17th significant digit compare equal, and a number JSONata computes is written as ' +
    'JavaScript writes it (0.1 + 0.2 gives 0.30000000000000004); a computed number equal to exactly one number of the ' +
    "document is written with that number's digits. An object JSONata builds lists integer-like keys (\"2024\") first, " +
    "as JavaScript objects do; objects it returns from the document keep their order. The result is JSON text, " +
    `indented with 2 spaces. Errors: a query that is not valid says the position (characters from 1) and what is wrong; ` +
    'a document that is not JSON says the line and column. Limits: a query of at most ' +
    `${MAX_QUERY_LENGTH.toLocaleString('en-US')} characters, and a response of at most ${MAX_RESPONSE_TEXT}: a query ` +
    'whose result would be larger (a descendant query such as $..* repeats every subtree once for each of its ' +
    'ancestors) is refused as soon as its matches pass it.',
  category: 'data',
  es: {
    title: 'Consultar JSON (JSONPath, JSONata)',
    shortTitle: 'Consultar JSON: JSONPath y JSONata',
    summary: 'Consulta un documento JSON con JSONPath (RFC 9535) o JSONata y devuelve lo que selecciona, con los números tal como están escritos.',
  },
  examples: [
    {
      title: 'JSONPath filter: titles of books under 10',
      input: { json: STORE, query: '$.store.book[?@.price < 10].title' },
      output: {
        result: '[\n  "Sayings of the Century",\n  "Moby Dick"\n]',
        count: 2,
        paths: ["$['store']['book'][0]['title']", "$['store']['book'][2]['title']"],
      },
    },
    {
      title: 'Descendants, big integers kept exactly',
      input: { json: ORDERS, query: '$..id' },
      output: { result: '[\n  12345678901234567890,\n  12345678901234567891\n]', count: 2, paths: ["$['orders'][0]['id']", "$['orders'][1]['id']"] },
    },
    {
      title: 'Without the leading $: objects that have a note',
      input: { json: ORDERS, query: '.orders[?@.note]' },
      output: { result: '[\n  {\n    "id": 12345678901234567891,\n    "total": 5.00,\n    "note": "gift"\n  }\n]', count: 1, paths: ["$['orders'][1]"] },
    },
    {
      title: 'JSONata: build an object from counts and sums',
      input: { json: STORE, query: '{"cheap": $count(store.book[price < 10]), "total": $sum(store.book.price)}', language: 'jsonata' },
      // 8.95 + 12.99 + 8.99 = 30.93 (as doubles too).
      output: { result: '{\n  "cheap": 2,\n  "total": 30.93\n}', count: 1, paths: [] },
    },
  ],
  // A 1 MB document of small objects and `$..*`, which visits every value and repeats every subtree once for each
  // ancestor: its matches pass the response limit and are refused after walking most of them. Measured against
  // numbers only, objects nested three deep, 500 arrays nested 999 deep, and other queries (a filter that matches
  // nothing, `$..a`): the slowest.
  worstCase: () => {
    const unit = '{"a":1,"b":[true,null]},';
    // Sized by the request body: the document's quotes are escaped there.
    const items = unit.repeat(Math.floor((WORST_CASE_TEXT_BYTES - 2) / (JSON.stringify(unit).length - 2))).slice(0, -1);
    return { json: `[${items}]`, query: '$..*' };
  },
});

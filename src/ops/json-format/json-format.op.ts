import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import page from './json-format.page.js';
import run from './json-format.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON format',
  summary: 'Validates a JSON document and pretty-prints it (2 or 4 spaces or tabs) or minifies it, without changing a number.',
  agentDescription:
    'Validates JSON (strict RFC 8259) and pretty-prints it (2 or 4 spaces, tab) or minifies it, keeping every number’s digits and the key order. Invalid JSON, comments, trailing commas or a repeated key give an error with line and column. Limits: 1,000 nesting levels, an 8 MiB result.',
  description:
    'The document is checked against RFC 8259 and written again with the chosen indentation: 2 or 4 spaces or a tab per level, ' +
    'laid out like JSON.stringify (empty arrays and objects stay [] and {}), or min for no whitespace at all. ' +
    'Nothing is lost: numbers keep exactly the digits written (12345678901234567890, 1.50 and 1e5 are not rounded or rewritten) ' +
    'and keys keep their order, including integer-like keys such as "2024". ' +
    'Strings are re-escaped the standard way: \\u00e9 becomes é and \\/ becomes /, control characters stay escaped, ' +
    'and a lone surrogate (\\ud800) is written as an escape so the result is always valid UTF-8. ' +
    'Any value may be the document, not only an object or an array. ' +
    'Invalid JSON is a 400 naming the line, the column (in UTF-16 code units, from 1), what was expected and what was found; ' +
    'comments, trailing commas, single quotes, NaN, leading zeros, raw control characters in strings and unknown escapes such as \\x are invalid. ' +
    'A key repeated in the same object is refused, since parsers disagree on which value wins. ' +
    `Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels deep, and a response of at most ${MAX_RESPONSE_TEXT} ` +
    '(the formatted text counted as it travels in the JSON response, its quotes and line breaks escaped): indentation is repeated ' +
    'on every line and grows with depth, so a deeply nested document can be refused at 4 spaces and accepted at min; ' +
    'the size is worked out before the text is written, and the 400 says it.',
  category: 'data',
  es: { title: 'Formatear JSON', summary: 'Valida un documento JSON y lo formatea con sangría (2 o 4 espacios o tabuladores) o lo minifica, sin alterar ningún número.' },
  examples: [
    {
      title: 'Pretty-print, keeping a big integer and trailing zeros',
      input: { json: '{"id":12345678901234567890,"price":1.50,"tags":["new","sale"],"stock":null}' },
      output: { result: '{\n  "id": 12345678901234567890,\n  "price": 1.50,\n  "tags": [\n    "new",\n    "sale"\n  ],\n  "stock": null\n}' },
    },
    {
      title: 'Minify',
      input: { json: '{\n    "name": "Zo\\u00eb",\n    "2024": 1e-7,\n    "items": [ 1, 2 ],\n    "meta": { }\n}', indent: 'min' },
      output: { result: '{"name":"Zoë","2024":1e-7,"items":[1,2],"meta":{}}' },
    },
    {
      title: 'Indent with tabs',
      input: { json: '[{"a":1},[]]', indent: 'tab' },
      output: { result: '[\n\t{\n\t\t"a": 1\n\t},\n\t[]\n]' },
    },
  ],
  // ~1 MB of [[[[1]]]] items at 2 spaces: half a value per byte of input, each array opened and closed on lines of
  // their own with indentation (a 7.8 MB answer, under the response limit). Measured against 1 MB of other shapes
  // (objects, numbers, strings, empty arrays) at every indent, and against deeper nesting or wider indentation scaled
  // down to fit the limit: the slowest that fits.
  worstCase: () => {
    const unit = '[[[[1]]]],';
    const items = unit.repeat(Math.floor((WORST_CASE_TEXT_BYTES - 2) / unit.length)).slice(0, -1);
    return { json: `[${items}]`, indent: '2' as const };
  },
});

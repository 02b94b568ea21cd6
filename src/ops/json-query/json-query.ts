import { InputError } from '../../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { jsonResultBytes, jsonStringBytes, parseJson, stringifyJson, type DataValue } from '../../formats/json.js';
import { tooLarge } from '../../formats/limit-errors.js';
import { ADVICE } from './document.js';
import { queryJsonata } from './jsonata.js';
import { queryJsonPath } from './jsonpath.js';
import type { Language } from './languages.js';


export interface JsonQueryOutput {
  result: string;
  count: number;
  paths: string[];
}

/** The response around the result: `{"result":"…","count":…,"paths":[…]}`, the count's digits counted apart. */
const ENVELOPE_BYTES = JSON.stringify({ result: '', count: 0, paths: [] }).length - 1;

/**
 * Runs `query` in `language` on the JSON document `text`. The result is JSON text, 2-space indented, written from
 * the lossless model: JSONPath's is the array of matched values (with their normalized paths beside it), JSONata's
 * the expression's value ('' when it selects nothing).
 */
export async function queryJson(text: string, rawQuery: string, language: Language, now: Date): Promise<JsonQueryOutput> {
  const query = rawQuery.trim();
  const offset = rawQuery.length - rawQuery.trimStart().length;
  if (query === '') {
    throw new InputError(
      language === 'jsonpath'
        ? 'query: is empty; write a JSONPath query, e.g. $.store.book[*].author'
        : 'query: is empty; write a JSONata expression, e.g. Account.Order.Product.Price',
      language === 'jsonpath'
        ? 'query: está vacía; escribe una consulta JSONPath, p. ej. $.store.book[*].author'
        : 'query: está vacía; envía una expresión JSONata, p. ej. Account.Order.Product.Price',
    );
  }
  const document = parseJson(text, 'json');

  let value: DataValue | undefined;
  let count: number;
  let paths: string[] = [];
  if (language === 'jsonpath') {
    const found = queryJsonPath(document, query, offset);
    value = found.values;
    count = found.values.length;
    paths = found.paths;
  } else {
    const found = await queryJsonata(document, query, offset, now);
    value = found.value;
    count = value === undefined ? 0 : Array.isArray(value) ? value.length : 1;
  }

  // Exact size of the answer before the text is written: indentation grows with depth.
  let bytes = ENVELOPE_BYTES + String(count).length + (value === undefined ? 0 : jsonResultBytes(value, 2));
  for (const path of paths) bytes += jsonStringBytes(path, 1) + 3;
  if (bytes > MAX_RESPONSE_BYTES) throw tooLarge('query', bytes, ADVICE);
  return { result: value === undefined ? '' : stringifyJson(value, 2), count, paths };
}

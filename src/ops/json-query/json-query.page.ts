import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type { Noun } from '../../core/answer-words.js';
import { counted } from '../../core/answer-words.js';
import type run from './json-query.run.js';

const VALUES: Noun = { en: ['value', 'values'], es: ['valor', 'valores'] };
const ITEMS: Noun = { en: ['item', 'items'], es: ['elemento', 'elementos'] };

/** What kind of JSON value a result text holds, from its first character. */
function kindOf(result: string): 'object' | 'array' | 'string' | 'boolean' | 'null' | 'number' {
  const first = result[0];
  if (first === '{') return 'object';
  if (first === '[') return 'array';
  if (first === '"') return 'string';
  if (first === 't' || first === 'f') return 'boolean';
  if (first === 'n') return 'null';
  return 'number';
}

const KINDS = {
  object: { en: 'an object', es: 'un objeto' },
  string: { en: 'a string', es: 'una cadena' },
  boolean: { en: 'a boolean', es: 'un booleano' },
  null: { en: 'null', es: 'null' },
  number: { en: 'a number', es: 'un número' },
} as const;

export default definePage<typeof run>({
  form: {
    json: { label: { en: 'JSON document', es: 'Documento JSON' }, help: { es: 'El documento JSON que se consulta: su texto o el valor.' } },
    query: {
      label: { en: 'Query', es: 'Consulta' },
      help: {
        en: 'A JSONPath query such as $.store.book[?@.price < 10].title, or a JSONata expression.',
        es: 'Una consulta JSONPath como «$.store.book[?@.price < 10].title», o una expresión JSONata.',
      },
    },
    language: {
      label: { en: 'Language', es: 'Lenguaje' },
      help: { en: 'JSONPath (RFC 9535) or JSONata.', es: 'JSONPath (RFC 9535) o JSONata. Por defecto, JSONPath.' },
      choices: { jsonpath: { en: 'JSONPath (RFC 9535)', es: 'JSONPath (RFC 9535)' }, jsonata: { en: 'JSONata', es: 'JSONata' } },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (input.language === 'jsonata') {
        if (out.result === '') return t('The JSONata expression selected nothing.', 'La expresión JSONata no seleccionó nada.');
        const kind = kindOf(out.result);
        if (kind === 'array') {
          const items = counted(out.count, ITEMS, tools);
          return t(`The JSONata expression returned an array of ${items}.`, `La expresión JSONata devolvió un array de ${items}.`);
        }
        return t(`The JSONata expression returned ${KINDS[kind].en}.`, `La expresión JSONata devolvió ${KINDS[kind].es}.`);
      }
      if (out.count === 0) return t('The JSONPath query matched nothing.', 'La consulta JSONPath no encontró nada.');
      const values = counted(out.count, VALUES, tools);
      return t(`The JSONPath query matched ${values}.`, `La consulta JSONPath encontró ${values}.`);
    },
    headline: [{ field: 'result', label: { en: 'Result', es: 'Resultado' }, format: 'code' }],
    details: [
      { field: 'count', label: { en: 'Matches', es: 'Coincidencias' }, format: 'integer' },
      { field: 'paths', label: { en: 'Normalized paths', es: 'Rutas normalizadas' }, format: 'json' },
    ],
  },
});

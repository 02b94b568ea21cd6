import { describe, expect, it } from 'vitest';
import { formatValue, type ValueFormat } from '../src/core/display.js';
import type { Locale } from '../src/core/locale.js';
import type { AnyOperation } from '../src/core/operation.js';
import type { ChartTools, ResultSpec } from '../src/core/page-spec.js';
import { currencyOf } from '../src/adapters/site/tool/result-html.js';
import { operations } from '../src/ops/index.js';
import { ok, testContext } from './support/run-op.js';
import { englishWords } from './support/spanish-text.js';

/**
 * Each utility's answer in one sentence (`page.answer`), which leads its page: what was done and the size or shape of
 * the result, in the page's language, never the result itself repeated. Run under the test clock (2026-11-21T12:00:00Z)
 * and the embedded ECB snapshot (rates of 2025-05-09).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ResultSpec<any, any>;

const utilities = operations.filter((op) => op.kind === 'utility');

function operation(id: string): AnyOperation {
  const op = utilities.find((o) => o.id === id);
  if (!op) throw new Error(`no utility ${id}`);
  return op;
}

/**
 * The sentence a page in `locale` writes: the operation run in that language, and its answer given the input as the
 * form sends it (defaults left out, as result-html passes it) and the tools the page gives it.
 */
async function answer(id: string, input: Record<string, unknown>, locale: Locale): Promise<string> {
  const op = operation(id);
  const output = await ok(op, input, testContext({ locale }));
  const currency = currencyOf(op, output);
  const tools: ChartTools<unknown, unknown> = {
    locale,
    currency,
    rerun: () => null,
    format: (value: unknown, format: ValueFormat) => formatValue(value, format, locale, currency),
  };
  const spec = op.page as AnySpec | undefined;
  if (!spec?.answer) throw new Error(`${id} has no answer`);
  const sentence = spec.answer(output, input, tools);
  // The same sentence from the input as the schema reads it (defaults filled in, spellings normalised).
  expect(spec.answer(output, op.input.parse(input), tools), `${id}: parsed input`).toBe(sentence);
  return sentence;
}

const firstInput = (id: string) => operation(id).examples[0]!.input as Record<string, unknown>;

describe('utility answers', () => {
  it('every utility has an answer', () => {
    expect(utilities).toHaveLength(41);
    const without = utilities.filter((op) => typeof (op.page as AnySpec | undefined)?.answer !== 'function').map((op) => op.id);
    expect(without).toEqual([]);
  });

  it('every example reads as one plain sentence of at most 160 characters, in each language', async () => {
    for (const op of utilities) {
      for (const example of op.examples) {
        const input = example.input as Record<string, unknown>;
        const [en, es] = [await answer(op.id, input, 'en'), await answer(op.id, input, 'es')];
        for (const sentence of [en, es]) {
          expect(sentence, op.id).toMatch(/^[^\n]+\.$/);
          expect(sentence.length, sentence).toBeLessThanOrEqual(160);
          expect(sentence, op.id).not.toMatch(/undefined|NaN|\[object|—/);
        }
        expect(es, `${op.id}: the Spanish sentence is Spanish`).not.toBe(en);
        // What the walk of every /es/ page checks (test/site-a11y.browser.test.ts).
        expect(englishWords(es), es).toEqual([]);
      }
    }
  });

  // [utility, input (undefined: its first example), English, Spanish]
  const cases: [string, Record<string, unknown> | undefined, string, string][] = [
    // "Hello, world!" is 13 bytes; 13 = 4 × 3 + 1, so 5 groups of 4 characters with == padding: 20.
    ['base64-encode', undefined, 'Base64 of 13 bytes of text: 20 characters.', 'Base64 de 13 bytes de texto: 20 caracteres.'],
    // "???>>>": 6 bytes, 2 groups, no padding to drop.
    [
      'base64-encode',
      { text: '???>>>', urlSafe: true },
      'URL-safe Base64 of 6 bytes of text, without padding: 8 characters.',
      'Base64 apto para URL de 6 bytes de texto, sin relleno: 8 caracteres.',
    ],
    ['base64-encode', { text: '' }, 'The text is empty, so its Base64 is empty too.', 'El texto está vacío, así que su Base64 también.'],

    ['base64-decode', undefined, 'Decoded to 13 bytes of UTF-8 text: 13 characters.', 'Decodificado en 13 bytes de texto UTF-8: 13 caracteres.'],
    // "Bonjour à tous,\nvoici le résumé de la réunion de lundi.": 55 characters, 4 of them two bytes (à é é é): 59.
    [
      'base64-decode',
      { text: 'Qm9uam91ciDDoCB0b3VzLAp2b2ljaSBsZSByw6lzdW3DqSBkZSBs\r\nYSByw6l1bmlvbiBkZSBsdW5kaS4=' },
      'Decoded to 59 bytes of UTF-8 text: 55 characters on 2 lines.',
      'Decodificado en 59 bytes de texto UTF-8: 55 caracteres en 2 líneas.',
    ],
    ['base64-decode', { text: '' }, 'The Base64 is empty, and so is the text.', 'El Base64 está vacío, y el texto también.'],
    ['base64-decode', { text: 'data:,' }, "The data URL's data is empty, and so is the text.", 'Los datos de la URL data están vacíos, y el texto también.'],
    ['base-encoding', undefined, 'Hexadecimal of 5 bytes of text: 10 characters.', 'Hexadecimal de 5 bytes de texto: 10 caracteres.'],
    ['base-encoding', { text: '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L', encoding: 'base58', direction: 'decode' }, 'Decoded to 25 bytes that are not UTF-8 text, shown in hexadecimal.', 'Decodificado en 25 bytes que no son texto UTF-8; se muestran en hexadecimal.'],
    ['password-generate', undefined, '1 password of 20 characters from a pool of 94: 130.93 bits of entropy, excellent strength.', '1 contraseña de 20 caracteres de un conjunto de 94: 130,93 bits de entropía, fortaleza excelente.'],
    ['password-generate', { mode: 'passphrase', count: 3, words: 4 }, '3 passphrases from EFF’s 7,776-word list: 51.7 bits of entropy each, weak strength.', '3 frases de contraseña de la lista de 7.776 palabras de la EFF: 51,7 bits de entropía cada una, fortaleza débil.'],
    ['url-parse', undefined, 'A URL of scheme https for the host bücher.example (xn--bcher-kva.example), port 8080, with 2 path segments, 4 query pairs and a fragment.', 'Una URL https del servidor bücher.example (xn--bcher-kva.example), puerto 8080, con 2 segmentos de ruta, 4 parámetros de consulta y un fragmento.'],
    ['url-parse', { url: 'mailto:someone@example.com?subject=Hello%20there' }, 'A URL of scheme mailto without a host, with an opaque path and 1 query pair.', 'Una URL mailto sin servidor, con una ruta opaca y 1 parámetro de consulta.'],
    ['url-build', undefined, 'A URL of scheme https for the host example.com, with 2 path segments, 2 query pairs and a fragment.', 'Una URL https del servidor example.com, con 2 segmentos de ruta, 2 parámetros de consulta y un fragmento.'],
    ['url-build', { host: 'bücher.example', path: ['docs', 'a b/c'], query: { tag: ['x', 'y'], filter: { status: 'open' } }, fragment: 'part 2' }, 'A URL of scheme https for the host bücher.example (xn--bcher-kva.example), with 2 path segments, 3 query pairs and a fragment.', 'Una URL https del servidor bücher.example (xn--bcher-kva.example), con 2 segmentos de ruta, 3 parámetros de consulta y un fragmento.'],
    ['url-build', { host: 'example.com', port: 443, path: '/search', query: [['q', 'café au lait'], ['page', '2']] }, 'A URL of scheme https for the host example.com, with 1 path segment and 2 query pairs.', 'Una URL https del servidor example.com, con 1 segmento de ruta y 2 parámetros de consulta.'],
    ['cron-explain', undefined, 'At 09:00, Monday through Friday, in Europe/Madrid: next run 2026-03-27 09:00 (+01:00).', 'A las 09:00, de lunes a viernes, en Europe/Madrid: próxima ejecución el 2026-03-27 09:00 (+01:00).'],
    ['cron-explain', { expression: '30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-03-28T12:00:00Z', count: 2 }, 'At 02:30, in Europe/Madrid: next run 2026-03-29 03:00 (+02:00), moved by the clock change.', 'A las 02:30, en Europe/Madrid: próxima ejecución el 2026-03-29 03:00 (+02:00), desplazada por el cambio de hora.'],
    ['sql-format', undefined, '1 statement of standard SQL, formatted on 9 lines.', '1 sentencia de SQL estándar, formateada en 9 líneas.'],
    ['sql-format', { sql: '' }, 'The SQL is empty: nothing to format.', 'El SQL está vacío: no hay nada que formatear.'],
    ['regex-test', undefined, '2 matches. The first is at index 9.', '2 coincidencias. La primera está en el índice 9.'],
    ['regex-test', { pattern: '(a+)+$', text: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab' }, 'No match. The pattern backtracks catastrophically in a backtracking engine; it ran here in linear time.', 'Ninguna coincidencia. El patrón retrocede de forma catastrófica en un motor con retroceso; aquí se ejecutó en tiempo lineal.'],
    ['markdown-to-html', undefined, '336 characters of safe HTML, with 1 heading and 0 links.', '336 caracteres de HTML seguro, con 1 encabezado y 0 enlaces.'],
    ['markdown-to-html', { markdown: '' }, 'The Markdown is empty, and so is the HTML.', 'El Markdown está vacío, y el HTML también.'],
    ['xml-format', undefined, '6 lines of XML, indented with 2 spaces.', '6 líneas de XML, con sangría de 2 espacios.'],
    ['xml-format', { xml: '<a><b/></a>', indent: 'tab' }, '3 lines of XML, indented with tabs.', '3 líneas de XML, con sangría de tabuladores.'],
    ['xml-format', { xml: '<a> <b/> </a>', mode: 'minify' }, 'Minified: 11 characters of XML.', 'Minificado: 11 caracteres de XML.'],
    ['xml-format', { xml: '<a/>' }, '1 line of XML: nothing to indent.', '1 línea de XML: nada que sangrar.'],
    ['json-diff', undefined, '3 changes: 2 added and 1 changed.', '3 cambios: 2 añadidos y 1 modificado.'],
    ['json-diff', { before: '{"a":[1,2]}', after: '{"a":[2,1],"b":null}' }, '2 changes: 1 added and 1 moved.', '2 cambios: 1 añadido y 1 movido.'],
    ['json-diff', { before: '{"a":1.0}', after: '{"a":1}' }, 'No differences: the two documents are equal (numbers compared by value, keys in any order).', 'Sin diferencias: los dos documentos son iguales (los números se comparan por su valor y las claves en cualquier orden).'],
    ['json-patch', undefined, 'All 3 operations applied: the patched document has 7 lines.', 'Aplicadas las 3 operaciones: el documento resultante tiene 7 líneas.'],
    ['json-patch', { json: '[1]', patch: '[{"op":"add","path":"/-","value":2}]' }, 'Its one operation applied: the patched document has 4 lines.', 'Aplicada su única operación: el documento resultante tiene 4 líneas.'],
    ['json-patch', { json: '{"a":1}', patch: '[]' }, 'An empty patch: the document is unchanged (3 lines).', 'Un parche vacío: el documento no cambia (3 líneas).'],
    ['json-query', undefined, 'The JSONPath query matched 2 values.', 'La consulta JSONPath encontró 2 valores.'],
    ['json-query', { json: '{"a":[1,2]}', query: 'a', language: 'jsonata' }, 'The JSONata expression returned an array of 2 items.', 'La expresión JSONata devolvió un array de 2 elementos.'],
    ['string-escape', undefined, 'Written as a JSON string: 5 characters escaped, 29 characters.', 'Escrito como una cadena JSON: 5 caracteres escapados, 29 caracteres.'],
    ['string-escape', { text: 'plain', format: 'csv' }, 'Nothing to escape as a CSV field: the text can go in as it is.', 'Nada que escapar como un campo CSV: el texto puede ir tal cual.'],

    // "café & crème (50% off!)": 4 spaces and & ( % ! ) are 9 escapes, é and è 2 bytes each: 13; the 11 characters
    // escaped become 13 × 3: 23 − 11 + 39 = 51.
    [
      'url-encode',
      undefined,
      'Encoded for a URL: 23 characters became 51, with 13 bytes as %XX.',
      'Codificado para una URL: de 23 caracteres a 51, con 13 bytes en forma %XX.',
    ],
    ['url-encode', { text: 'abc-1_2.3~' }, 'Nothing to escape: the text is already safe in a URL.', 'Nada que escapar: el texto ya es seguro en una URL.'],
    ['url-encode', { text: '' }, 'The text is empty: nothing to encode.', 'El texto está vacío: no hay nada que codificar.'],

    // "q=caf%C3%A9+au+lait&lang=fr": 27 characters; 2 escapes become é, 2 plus signs spaces: 27 − 6 + 1 = 22.
    [
      'url-decode',
      undefined,
      'Decoded 2 %XX escapes and 2 plus signs read as spaces: 27 characters became 22.',
      'Decodificación de 2 secuencias %XX y 2 signos + leídos como espacios: de 27 caracteres a 22.',
    ],
    [
      'url-decode',
      { text: 'a+b' },
      'Decoded 1 plus sign read as a space: 3 characters became 3.',
      'Decodificación de 1 signo + leído como espacio: de 3 caracteres a 3.',
    ],
    [
      'url-decode',
      { text: 'plain-text' },
      'Nothing to decode: the text has no %XX escape and no plus sign.',
      'Nada que decodificar: el texto no tiene secuencias %XX ni signos +.',
    ],

    // < " " > Ç û € — ' é < > : 12 references.
    [
      'html-entities-encode',
      undefined,
      '12 character references: 48 characters became 106 of ASCII HTML.',
      '12 referencias de caracteres: de 48 caracteres a 106 de HTML ASCII.',
    ],
    ['html-entities-encode', { text: 'plain text' }, 'Nothing to escape: the text is already safe ASCII HTML.', 'Nada que escapar: el texto ya es HTML ASCII seguro.'],
    ['html-entities-encode', { text: '' }, 'The text is empty: nothing to escape.', 'El texto está vacío: no hay nada que escapar.'],

    [
      'html-entities-decode',
      undefined,
      'Character references decoded: 60 characters became 21.',
      'Referencias de caracteres decodificadas: de 60 caracteres a 21.',
    ],
    [
      'html-entities-decode',
      { text: 'Tom and Jerry' },
      'No character references to decode: the text is unchanged.',
      'No hay referencias de caracteres que decodificar: el texto queda igual.',
    ],

    ['hash', undefined, 'SHA-256 of 3 bytes of text.', 'SHA-256 de 3 bytes de texto.'],
    [
      'hash',
      { text: 'message digest', algorithm: 'md5' },
      'MD5 of 14 bytes of text: fine as a checksum, not for security.',
      'MD5 de 14 bytes de texto: vale como suma de control, no para seguridad.',
    ],
    ['hash', { text: 'YWJj', algorithm: 'sha512', inputEncoding: 'base64' }, 'SHA-512 of 3 bytes given in Base64.', 'SHA-512 de 3 bytes en Base64.'],
    ['hash', { text: '' }, 'SHA-256 of an empty input (0 bytes).', 'SHA-256 de una entrada vacía (0 bytes).'],

    // "what do ya want for nothing?" is 28 bytes; "Jefe" 4.
    ['hmac', undefined, 'HMAC-SHA-256 of 28 bytes of text with a 4-byte key.', 'HMAC-SHA-256 de 28 bytes de texto con una clave de 4 bytes.'],
    // 40 hexadecimal digits: 20 bytes.
    [
      'hmac',
      { text: 'Hi There', key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', keyEncoding: 'hex' },
      'HMAC-SHA-256 of 8 bytes of text with a 20-byte key.',
      'HMAC-SHA-256 de 8 bytes de texto con una clave de 20 bytes.',
    ],
    // "AAAA" in Base64 is 3 bytes; MD5 told by its 32 hexadecimal digits.
    [
      'hmac',
      { text: 'x', key: 'AAAA', keyEncoding: 'base64', algorithm: 'md5' },
      'HMAC-MD5 of 1 byte of text with a 3-byte key.',
      'HMAC-MD5 de 1 byte de texto con una clave de 3 bytes.',
    ],
    ['hmac', { text: 'x', key: '' }, 'HMAC-SHA-256 of 1 byte of text with an empty key.', 'HMAC-SHA-256 de 1 byte de texto con una clave vacía.'],

    // { id, price, tags [ new, sale ], stock }: 9 lines.
    ['json-format', undefined, '9 lines of JSON, indented with 2 spaces.', '9 líneas de JSON, con sangría de 2 espacios.'],
    [
      'json-format',
      { json: '{\n    "name": "Zo\\u00eb",\n    "2024": 1e-7,\n    "items": [ 1, 2 ],\n    "meta": { }\n}', indent: 'min' },
      'Minified: 50 characters of JSON on one line.',
      'Minificado: 50 caracteres de JSON en una línea.',
    ],
    ['json-format', { json: '[{"a":1},[]]', indent: 'tab' }, '6 lines of JSON, indented with tabs.', '6 líneas de JSON, con sangría de tabuladores.'],
    ['json-format', { json: '[1,2]', indent: 4 }, '4 lines of JSON, indented with 4 spaces.', '4 líneas de JSON, con sangría de 4 espacios.'],
    ['json-format', { json: '[]' }, '1 line of JSON: nothing to indent.', '1 línea de JSON: nada que sangrar.'],

    [
      'json-to-csv',
      undefined,
      'CSV of 2 rows and 4 columns with a header row; delimiter: comma (,).',
      'CSV de 2 filas y 4 columnas con fila de cabecera; delimitador: coma (,).',
    ],
    [
      'json-to-csv',
      { json: '[{"id":1,"kg":"2,5"},{"id":2,"kg":"10;12"}]', delimiter: 'semicolon' },
      'CSV of 2 rows and 2 columns with a header row; delimiter: semicolon (;).',
      'CSV de 2 filas y 2 columnas con fila de cabecera; delimitador: punto y coma (;).',
    ],
    ['json-to-csv', { json: '[]' }, 'The array is empty: no rows to write.', 'La lista está vacía: no hay filas que escribir.'],

    ['csv-to-json', undefined, '2 rows of 4 columns as JSON objects; delimiter: comma (,).', '2 filas de 4 columnas como objetos JSON; delimitador: coma (,).'],
    ['csv-to-json', { csv: 'a\tb\n1\t2\n' }, '1 row of 2 columns as JSON objects; delimiter: tab.', '1 fila de 2 columnas como objetos JSON; delimitador: tabulador.'],
    [
      'csv-to-json',
      { csv: 'a,b\n' },
      'A header of 2 columns and no data rows: an empty array.',
      'Una cabecera de 2 columnas y ninguna fila de datos: una lista vacía.',
    ],
    ['csv-to-json', { csv: '' }, 'The CSV is empty: no rows.', 'El CSV está vacío: no hay filas.'],

    // 89 characters of TOON against 146 of JSON: 1 − 89 / 146 = 0.39.
    ['json-to-toon', undefined, '4 lines of TOON, 89 characters: 39 % fewer than the JSON.', '4 líneas de TOON, 89 caracteres: un 39 % menos que el JSON.'],
    // "[1]" (3 characters) becomes "[1]: 1" (6): twice as long.
    ['json-to-toon', { text: '[1]' }, '1 line of TOON, 6 characters: 100 % more than the JSON.', '1 línea de TOON, 6 caracteres: un 100 % más que el JSON.'],
    ['json-to-toon', { text: '{}' }, 'An empty object: the TOON document is empty.', 'Un objeto vacío: el documento TOON queda vacío.'],

    ['toon-to-json', undefined, '19 lines of JSON, indented with 2 spaces, from 4 lines of TOON.', '19 líneas de JSON, con sangría de 2 espacios, a partir de 4 líneas de TOON.'],
    [
      'toon-to-json',
      { text: 'regions[2:]{name,geo{lat,lon}}:\n  eu: Europe,50.1,8.7\n  us: Americas,38.9,-77.04', indent: 0 },
      'Minified JSON of 122 characters, from 3 lines of TOON.',
      'JSON minificado de 122 caracteres, a partir de 3 líneas de TOON.',
    ],
    ['toon-to-json', { text: 'a: 1', indent: 1 }, '3 lines of JSON, indented with 1 space, from 1 line of TOON.', '3 líneas de JSON, con sangría de 1 espacio, a partir de 1 línea de TOON.'],
    ['toon-to-json', { text: '' }, '1 line of JSON, from an empty TOON document.', '1 línea de JSON, a partir de un documento TOON vacío.'],

    ['convert-data', undefined, 'YAML converted to 10 lines of JSON (145 characters).', 'YAML convertido en 10 líneas de JSON (145 caracteres).'],
    // "yml" is the file extension, read as YAML.
    ['convert-data', { text: 'a: 1', from: 'yml', to: 'json' }, 'YAML converted to 3 lines of JSON (12 characters).', 'YAML convertido en 3 líneas de JSON (12 caracteres).'],
    ['convert-data', { text: '{}', from: 'json', to: 'toon' }, 'JSON converted to an empty TOON document.', 'JSON convertido en un documento TOON vacío.'],

    // 1700000000 s after 1970 is 2023-11-14T22:13:20Z, 3 years and 7 days before the test clock.
    [
      'timestamp',
      undefined,
      '1700000000 (Unix seconds) is Tuesday, 14 November 2023 at 22:13:20 UTC, 3 years ago.',
      '1700000000 (segundos Unix) es el martes 14 de noviembre de 2023 a las 22:13:20 UTC, hace 3 años.',
    ],
    [
      'timestamp',
      { value: '1700000000500' },
      '1700000000500 (Unix milliseconds) is Tuesday, 14 November 2023 at 22:13:20.500 UTC, 3 years ago.',
      '1700000000500 (milisegundos Unix) es el martes 14 de noviembre de 2023 a las 22:13:20.500 UTC, hace 3 años.',
    ],
    [
      'timestamp',
      { value: '2026-11-24T09:30' },
      'Tuesday, 24 November 2026 at 09:30:00 UTC, in 2 days, is Unix time 1795512600.',
      'El martes 24 de noviembre de 2026 a las 09:30:00 UTC, dentro de 2 días, es el tiempo Unix 1795512600.',
    ],
    // One o'clock is singular in Spanish; the first instant Temporal and Date reach is far before any Intl date.
    [
      'timestamp',
      { value: '2026-11-21T01:00:00Z' },
      'Saturday, 21 November 2026 at 01:00:00 UTC, 11 hours ago, is Unix time 1795222800.',
      'El sábado 21 de noviembre de 2026 a la 01:00:00 UTC, hace 11 horas, es el tiempo Unix 1795222800.',
    ],
    [
      'timestamp',
      { value: '-271821-04-20T00:00:00Z' },
      'Tuesday, 20 April -271821 at 00:00:00 UTC, 273847 years ago, is Unix time -8640000000000.',
      'El martes 20 de abril de -271821 a las 00:00:00 UTC, hace 273.847 años, es el tiempo Unix -8640000000000.',
    ],

    [
      'timezone-abbreviation',
      undefined,
      'IST has 3 meanings: Irish Standard Time (UTC+01:00), Israel Standard Time (UTC+02:00) and India Standard Time (UTC+05:30).',
      'IST tiene 3 significados: hora estándar de Irlanda (UTC+01:00), hora estándar de Israel (UTC+02:00) y hora estándar de la India (UTC+05:30).',
    ],
    [
      'timezone-abbreviation',
      { code: 'aedt', at: '2026-07-01T12:00:00+10:00' },
      'AEDT: Australian Eastern Daylight Time (UTC+11:00), not in use at the instant checked.',
      'AEDT: hora de verano de Australia oriental (UTC+11:00), sin uso en el instante comprobado.',
    ],
    // Four meanings do not fit in a sentence: the westernmost and easternmost offsets, and how many are in use.
    [
      'timezone-abbreviation',
      { code: 'CST', at: '2026-07-01T12:00:00Z' },
      'CST has 4 meanings, from UTC-06:00 to UTC+09:30; 3 in use at the instant checked.',
      'CST tiene 4 significados, de UTC-06:00 a UTC+09:30; 3 en uso en el instante comprobado.',
    ],
    [
      'timezone-abbreviation',
      {},
      '76 time zone abbreviations, checked against tz database 2025c.',
      '76 abreviaturas de zonas horarias, comprobadas con la base de datos tz 2025c.',
    ],

    [
      'timezone-convert',
      undefined,
      '09:00 CEST on 1 July 2026 in Europe/Madrid is 03:00 EDT the same day in America/New_York, 6 hours behind.',
      'La hora 09:00 CEST del 1 de julio de 2026 en Europe/Madrid corresponde a las 03:00 EDT del mismo día en America/New_York, 6 horas menos.',
    ],
    // 23:30 − 07:00 = 16:30 UTC (+9:00) = 15:30 the next day in Tokyo.
    [
      'timezone-convert',
      { datetime: '2026-07-01 23:30', from: 'America/Los_Angeles', to: 'Asia/Tokyo' },
      '23:30 PDT on 1 July 2026 in America/Los_Angeles is 15:30 JST on 2 July 2026 in Asia/Tokyo, 16 hours ahead.',
      'La hora 23:30 PDT del 1 de julio de 2026 en America/Los_Angeles corresponde a las 15:30 JST del 2 de julio de 2026 en Asia/Tokyo, 16 horas más.',
    ],
    [
      'timezone-convert',
      { datetime: '2026-03-29T02:30', from: 'Europe/Madrid', to: 'Asia/Kolkata' },
      '02:30 does not exist in Europe/Madrid on 29 March 2026: 03:30 CEST is 07:00 IST in Asia/Kolkata, 3 hours 30 minutes ahead.',
      'La hora 02:30 no existe en Europe/Madrid el 29 de marzo de 2026: la hora 03:30 CEST corresponde a las 07:00 IST en Asia/Kolkata, 3 horas y 30 minutos más.',
    ],
    [
      'timezone-convert',
      { datetime: '2026-11-01T01:30', from: 'America/New_York', to: 'Europe/London' },
      '01:30 happens twice in America/New_York on 1 November 2026: the first, 01:30 EDT, is 05:30 GMT in Europe/London, 4 hours ahead.',
      'La hora 01:30 ocurre dos veces en America/New_York el 1 de noviembre de 2026: la primera, 01:30 EDT, corresponde a las 05:30 GMT en Europe/London, 4 horas más.',
    ],
    // Madrid kept local mean time, −00:14:44, until 1901.
    [
      'timezone-convert',
      { datetime: '1890-07-01T12:00:00', from: 'Europe/Madrid', to: 'UTC' },
      '12:00 GMT-0:14:44 on 1 July 1890 in Europe/Madrid is 12:14:44 UTC the same day in UTC, 14 minutes 44 seconds ahead.',
      'La hora 12:00 GMT-0:14:44 del 1 de julio de 1890 en Europe/Madrid corresponde a las 12:14:44 UTC del mismo día en UTC, 14 minutos y 44 segundos más.',
    ],

    ['jwt-decode', undefined, 'A JWT signed with HS256: signature verified, no expiry date.', 'Un JWT firmado con HS256: firma verificada, sin fecha de caducidad.'],
    [
      'jwt-decode',
      { token: operation('jwt-decode').examples[0]!.input.token, key: 'not-the-secret' },
      'A JWT signed with HS256: signature not verified, no expiry date.',
      'Un JWT firmado con HS256: firma no verificada, sin fecha de caducidad.',
    ],
    // exp 1763730000 is 2025-11-21T13:00:00Z, a year before the test clock.
    [
      'jwt-decode',
      { token: operation('jwt-decode').examples[2]!.input.token },
      'A JWT signed with HS256: signature not checked (no key given), expired on 21 November 2025 at 13:00 UTC.',
      'Un JWT firmado con HS256: firma sin comprobar (no se ha dado clave), caducó el 21 de noviembre de 2025 a las 13:00 UTC.',
    ],
    [
      'jwt-decode',
      { token: operation('jwt-decode').examples[3]!.input.token, key: operation('jwt-decode').examples[3]!.input.key },
      'A JWT signed with ES256: signature verified, valid until 22 November 2026 at 12:00 UTC.',
      'Un JWT firmado con ES256: firma verificada, válido hasta el 22 de noviembre de 2026 a las 12:00 UTC.',
    ],
    // {"alg":"none"} . {"sub":"1"} . (no signature)
    [
      'jwt-decode',
      { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
      'An unsigned JWT (alg "none"): signature not checked (no key given), no expiry date.',
      'Un JWT sin firma (alg «none»): firma sin comprobar (no se ha dado clave), sin fecha de caducidad.',
    ],

    ['slugify', undefined, 'A slug of 5 words, 22 characters.', 'Un slug de 5 palabras, 22 caracteres.'],
    ['slugify', { text: 'Hello' }, 'A slug of 1 word, 5 characters.', 'Un slug de 1 palabra, 5 caracteres.'],

    ['lorem-ipsum', undefined, '12 words of lorem ipsum: 95 characters.', '12 palabras de lorem ipsum: 95 caracteres.'],
    ['lorem-ipsum', { count: 5, unit: 'words', html: true }, '5 words of lorem ipsum as HTML: 34 characters.', '5 palabras de lorem ipsum en HTML: 34 caracteres.'],
    // The defaults: 3 paragraphs.
    ['lorem-ipsum', {}, '3 paragraphs of lorem ipsum: 991 characters.', '3 párrafos de lorem ipsum: 991 caracteres.'],

    ['uuid', undefined, '1 random UUID (version 4).', '1 UUID aleatorio (versión 4).'],
    ['uuid', { count: 5 }, '5 random UUIDs (version 4).', '5 UUID aleatorios (versión 4).'],
    ['uuid', { count: 3, version: 7 }, '3 time-ordered UUIDs (version 7).', '3 UUID ordenados por tiempo (versión 7).'],

    ['number-base', undefined, 'Read in base 16, it is 255 in base 10: a number of 8 bits.', 'Leído en base 16, es 255 en base 10: un número de 8 bits.'],
    ['number-base', { value: '-0b1010', to: 36 }, 'Read in base 2, it is -a in base 36: a number of 4 bits.', 'Leído en base 2, es -a en base 36: un número de 4 bits.'],
    // 2^64 − 1 in binary: 64 ones, too long to repeat in a sentence.
    [
      'number-base',
      { value: '18446744073709551615', to: 2 },
      'Read in base 10, it is a 64-digit number in base 2: 64 bits.',
      'Leído en base 10, es un número de 64 cifras en base 2: 64 bits.',
    ],

    ['color-convert', undefined, 'A color written as hex: #ff8800.', 'Un color escrito como hex: #ff8800.'],
    ['color-convert', { value: 'hsla(210, 50%, 40%, 0.5)' }, 'A color written as hsl(): #33669980, 50 % opaque.', 'Un color escrito como hsl(): #33669980, opaco al 50 %.'],
    ['color-convert', { value: 'red' }, 'A named CSS color: #ff0000, the CSS color “red”.', 'Un color CSS con nombre: #ff0000, el color CSS «red».'],
    ['color-convert', { value: '255, 136, 0' }, 'A color given as three numbers: #ff8800.', 'Un color dado como tres números: #ff8800.'],
    [
      'color-convert',
      { value: 'color(display-p3 1 0 0)' },
      'A color written as color(): #ff0b0c, brought into sRGB.',
      'Un color escrito como color(): #ff0b0c, ajustado a la gama sRGB.',
    ],
    [
      'color-convert',
      { value: '#0000' },
      'A color written as hex: #00000000, fully transparent, the CSS color “transparent”.',
      'Un color escrito como hex: #00000000, totalmente transparente, el color CSS «transparent».',
    ],

    ['convert-case', undefined, 'Converted to kebab-case: 31 characters.', 'Convertido a kebab-case: 31 caracteres.'],
    ['convert-case', { text: 'hello world', mode: 'upper' }, 'Converted to UPPER CASE: 11 characters.', 'Convertido a MAYÚSCULAS: 11 caracteres.'],
    // The mode as a spelling, the way an API client may send it.
    ['convert-case', { text: 'hello world', mode: 'camelCase' }, 'Converted to camelCase: 10 characters.', 'Convertido a camelCase: 10 caracteres.'],
    [
      'convert-case',
      { text: '!!!', mode: 'snake' },
      'No letters or digits to write in snake_case: the result is empty.',
      'No hay letras ni cifras que escribir en snake_case: el resultado está vacío.',
    ],
    ['convert-case', { text: '', mode: 'upper' }, 'The text is empty: nothing to convert.', 'El texto está vacío: no hay nada que convertir.'],

    // 15 words at 238 a minute: 3.8 seconds, rounded up to a minute.
    [
      'word-count',
      undefined,
      '15 words in 3 sentences and 2 paragraphs, 73 characters: about 1 minute to read.',
      '15 palabras en 3 frases y 2 párrafos, 73 caracteres: alrededor de 1 minuto de lectura.',
    ],
    // 500 words: 500 / 238 = 2.1, rounded up to 3 minutes.
    [
      'word-count',
      { text: 'word '.repeat(500) },
      '500 words in 1 sentence and 1 paragraph, 2,500 characters: about 3 minutes to read.',
      '500 palabras en 1 frase y 1 párrafo, 2.500 caracteres: unos 3 minutos de lectura.',
    ],
    ['word-count', { text: '👍 !' }, 'No words: 3 characters.', 'Ninguna palabra: 3 caracteres.'],
    ['word-count', { text: '' }, 'The text is empty.', 'El texto está vacío.'],

    ['diff', undefined, 'The two texts differ in 3 lines: 2 added, 1 removed.', 'Los dos textos difieren en 3 líneas: 2 añadidas y 1 eliminada.'],
    [
      'diff',
      { original: 'SELECT id, name\nFROM users\nWHERE active = 1', changed: 'select id,name\n  from users\nwhere active = 0', ignoreCase: true, ignoreWhitespace: true },
      'The two texts differ in 2 lines (ignoring letter case and whitespace): 1 added, 1 removed.',
      'Los dos textos difieren en 2 líneas (sin contar mayúsculas ni espacios): 1 añadida y 1 eliminada.',
    ],
    ['diff', { original: 'a\nb\n', changed: 'a\n' }, 'The two texts differ in 1 line: 1 removed.', 'Los dos textos difieren en 1 línea: 1 eliminada.'],
    ['diff', { original: 'a\nb', changed: 'a\nb' }, 'No differences: 2 lines in both.', 'Sin diferencias: 2 líneas en ambos.'],
    ['diff', { original: 'A', changed: 'a', ignoreCase: true }, 'No differences (ignoring letter case): 1 line in both.', 'Sin diferencias (sin contar mayúsculas): 1 línea en ambos.'],
    ['diff', { original: '', changed: '' }, 'Both texts are empty.', 'Los dos textos están vacíos.'],

    ['currency-rates', undefined, 'ECB reference rates of 9 May 2025 for 30 currencies, per 1 EUR.', 'Tipos de referencia del BCE del 9 de mayo de 2025 para 30 divisas, por 1 EUR.'],
    // A Saturday: Friday's publication is the one in force.
    [
      'currency-rates',
      { date: '2025-05-10', base: 'usd' },
      'ECB reference rates of 9 May 2025 for 30 currencies, per 1 USD, in force on 10 May 2025.',
      'Tipos de referencia del BCE del 9 de mayo de 2025 para 30 divisas, por 1 USD, en vigor el 10 de mayo de 2025.',
    ],

    // 100 ÷ 1.1252 = 88.87; 1 ÷ 1.1252 = 0.888731.
    [
      'currency-convert',
      undefined,
      '100 USD is 88.87 EUR at the ECB rates of 9 May 2025: 1 USD = 0.888731 EUR.',
      '100 USD son 88,87 EUR con los tipos del BCE del 9 de mayo de 2025: 1 USD = 0,888731 EUR.',
    ],
    // Yen have no minor unit: 100 × 163.36 ÷ 1.1252 = 14518.3, written whole.
    [
      'currency-convert',
      { amount: 100, from: 'usd', to: 'jpy' },
      '100 USD is 14,518 JPY at the ECB rates of 9 May 2025: 1 USD = 145.183 JPY.',
      '100 USD son 14.518 JPY con los tipos del BCE del 9 de mayo de 2025: 1 USD = 145,183 JPY.',
    ],
    // One unit: the Spanish verb is singular, and the cents are written.
    [
      'currency-convert',
      { amount: 1, from: 'EUR', to: 'EUR' },
      '1 EUR is 1.00 EUR at the ECB rates of 9 May 2025: 1 EUR = 1 EUR.',
      '1 EUR es 1,00 EUR con los tipos del BCE del 9 de mayo de 2025: 1 EUR = 1 EUR.',
    ],
  ];

  it('each utility answers its first example and at least one other case', () => {
    const covered = (first: boolean) => new Set(cases.filter(([, input]) => (input === undefined) === first).map(([id]) => id));
    for (const op of utilities) {
      expect(covered(true).has(op.id), `${op.id}: first example`).toBe(true);
      expect(covered(false).has(op.id), `${op.id}: another case`).toBe(true);
    }
  });

  it.each(cases)('%s %j', async (id, input, en, es) => {
    const given = input ?? firstInput(id);
    expect(await answer(id, given, 'en')).toBe(en);
    expect(await answer(id, given, 'es')).toBe(es);
    expect(englishWords(es), es).toEqual([]);
  });
});

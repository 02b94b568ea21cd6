import { jsonResultBytes, stringifyJson } from '../../formats/json.js';
import { assertFits } from '../../formats/limit-errors.js';
import { detectToonIndent, fromToon, TOON_DEFAULT_INDENT, TOON_SPEC_VERSION } from '../../formats/toon.js';

/** The response around the JSON text: `{"result":"…","toonSpecVersion":"4.0"}`. */
const ENVELOPE_BYTES = JSON.stringify({ result: '', toonSpecVersion: TOON_SPEC_VERSION }).length;

/**
 * TOON → JSON text (`indent` spaces per level, 0 for minified). A result past the response limit is refused from its
 * size, worked out before it is written: every row of a table becomes an object that repeats the table's keys, and
 * indentation grows with depth.
 */
export function toonToJson(text: string, indent: number, toonIndent: number | undefined, strict: boolean): string {
  // Strict mode reads with the specification's default of 2 spaces per level unless told otherwise; lenient mode
  // takes the width of the first indented line.
  const value = fromToon(text, { indent: toonIndent ?? (strict ? TOON_DEFAULT_INDENT : detectToonIndent(text)), strict }, 'toon');
  const layout = indent === 0 ? 'min' : indent;
  assertFits('toon', ENVELOPE_BYTES + jsonResultBytes(value, layout), {
    en: `${indent === 0 ? '' : 'use indent 0 or a smaller indent, or '}use a smaller document (every row of a table becomes an object that repeats its keys)`,
    es:
      `${indent === 0 ? '' : 'usa indent 0 o una sangría menor, o '}usa un documento más pequeño ` +
      '(cada fila de una tabla se convierte en un objeto que repite sus claves)',
  });
  return stringifyJson(value, layout);
}

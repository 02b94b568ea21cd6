import type { Localized } from '../../core/locale.js';
import { jsonResultBytes, parseJson, stringifyJson, type Indent } from '../../formats/json.js';
import { assertFits } from '../../formats/limit-errors.js';

export type IndentChoice = '2' | '4' | 'tab' | 'min';

const INDENTS: Readonly<Record<IndentChoice, Indent>> = { '2': 2, '4': 4, tab: '\t', min: 'min' };

/** The response around the formatted text: `{"result":"…"}`. */
const ENVELOPE_BYTES = JSON.stringify({ result: '' }).length;

/** What to make smaller when the formatted text would pass the response limit. */
const ADVICE: Localized = {
  en: "use indent 'min' or a smaller indent, or use a smaller document (indentation is repeated on every line)",
  es: "usa indent 'min' o una sangría menor, o usa un documento más pequeño (la sangría se repite en cada línea)",
};
const MIN_ADVICE: Localized = { en: 'use a smaller document', es: 'usa un documento más pequeño' };

/**
 * Validates `text` as JSON and writes it again with the chosen indentation, losing nothing. A result past the response
 * limit is refused from its size, worked out before it is written: indentation grows with depth, so 1 MiB of arrays
 * nested 1,000 deep would pretty-print to gigabytes.
 */
export function formatJson(text: string, indent: IndentChoice): string {
  const value = parseJson(text, 'json');
  const layout = INDENTS[indent];
  assertFits('json', ENVELOPE_BYTES + jsonResultBytes(value, layout), indent === 'min' ? MIN_ADVICE : ADVICE);
  return stringifyJson(value, layout);
}

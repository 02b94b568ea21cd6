import type { Localized } from '../../core/locale.js';
import { jsonResultBytes, parseJson, stringifyJson, type Indent } from '../../formats/json.js';
import { assertFits } from '../../formats/limit-errors.js';
import { applyPatch } from './json-patch.js';

export type IndentChoice = '2' | '4' | 'tab' | 'min';

const INDENTS: Readonly<Record<IndentChoice, Indent>> = { '2': 2, '4': 4, tab: '\t', min: 'min' };

/** The response around the result: `{"result":"…","operations":N}`, N up to seven digits. */
const ENVELOPE_BYTES = JSON.stringify({ result: '', operations: 1_000_000 }).length;

const ADVICE: Localized = {
  en: "use indent 'min', or a patch that makes the document smaller",
  es: "usa indent 'min', o un parche que haga el documento más pequeño",
};

/** Reads the document and the patch (JSON text, numbers kept as written), applies the patch and writes the result. */
export function patchDocument(json: string, patch: string, indent: IndentChoice): { result: string; operations: number } {
  const document = parseJson(json, 'json');
  const operations = parseJson(patch, 'patch');
  const { result, operations: count } = applyPatch(document, operations);
  const layout = INDENTS[indent];
  assertFits('patch', ENVELOPE_BYTES + jsonResultBytes(result, layout), ADVICE);
  return { result: stringifyJson(result, layout), operations: count };
}

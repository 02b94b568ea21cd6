import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { jsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { parseJson } from '../../formats/json.js';
import { TOON_SPEC_VERSION, toToon, type ToonDelimiter } from '../../formats/toon.js';

const DELIMITERS = { comma: ',', tab: '\t', pipe: '|' } as const satisfies Record<string, ToonDelimiter>;

/** The response around the TOON text: `{"result":"…","toonSpecVersion":"4.0"}`. */
const ENVELOPE_BYTES = JSON.stringify({ result: '', toonSpecVersion: TOON_SPEC_VERSION }).length;

export default defineRun({
  id: 'json-to-toon',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    text: jsonDocumentField('The JSON document, as a string (kept exactly as written) or as a JSON value.'),
    indent: z.int().min(1).max(8).default(2).describe('Spaces per indentation level, 1–8.'),
    delimiter: z
      .enum(['comma', 'tab', 'pipe'])
      .default('comma')
      .describe('Separator of inline arrays and table rows: comma, tab or pipe (an extension; the specification allows all three).'),
  }),
  output: z.strictObject({
    result: z.string().describe('The TOON document: LF line ends, no trailing newline.'),
    toonSpecVersion: z.literal(TOON_SPEC_VERSION).describe('Version of the TOON specification the document follows.'),
  }),
  run: ({ text, indent, delimiter }, ctx) => ({
    result: toToon(parseJson(jsonDocumentText(text, ctx), 'json'), { indent, delimiter: DELIMITERS[delimiter], envelopeBytes: ENVELOPE_BYTES }, 'json'),
    toonSpecVersion: TOON_SPEC_VERSION,
  }),
});

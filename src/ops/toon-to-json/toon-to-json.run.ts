import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { TOON_SPEC_VERSION } from '../../formats/toon.js';
import { toonToJson } from './toon-to-json.js';

export default defineRun({
  id: 'toon-to-json',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    text: textField('The TOON document to convert.'),
    indent: z.int().min(0).max(8).default(2).describe('Spaces per level in the JSON output, 0–8; 0 writes minified JSON on one line.'),
    toonIndent: z
      .int()
      .min(1)
      .max(8)
      .optional()
      .describe('Spaces per level in the TOON input, 1–8; default 2 (strict) or the first indented line’s (not strict).'),
    strict: z
      .boolean()
      .default(true)
      .describe('Strict mode (an extension): check array lengths, row widths, indentation, blank lines and repeated keys. Default true.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The JSON document, numbers exactly as written in the TOON.'),
    toonSpecVersion: z.literal(TOON_SPEC_VERSION).describe('Version of the TOON specification the input was read by.'),
  }),
  run: ({ text, indent, toonIndent, strict }) => ({ result: toonToJson(text, indent, toonIndent, strict), toonSpecVersion: TOON_SPEC_VERSION }),
});

import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { jsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { formatJson } from './json-format.js';

export default defineRun({
  id: 'json-format',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    json: jsonDocumentField('The JSON document, as a string (kept exactly as written) or as a JSON value.'),
    indent: z
      .union([z.enum(['2', '4', 'tab', 'min']), z.literal([2, 4]).transform((n) => String(n) as '2' | '4')])
      .default('2')
      .describe("Indentation per level: '2' or '4' spaces (or the number), 'tab', or 'min' to minify."),
  }),
  output: z.strictObject({
    result: z.string().describe('The same document, formatted: numbers as written, keys in their order.'),
  }),
  run: ({ json, indent }, ctx) => ({ result: formatJson(jsonDocumentText(json, ctx), indent) }),
});

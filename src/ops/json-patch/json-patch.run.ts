import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { compactJsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { patchDocument } from './patch-document.js';

export default defineRun({
  id: 'json-patch',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    json: compactJsonDocumentField('JSON text, or the value itself.'),
    patch: compactJsonDocumentField('RFC 6902 operations array (text or value).'),
    indent: z
      .union([z.enum(['2', '4', 'tab', 'min']), z.literal([2, 4]).transform((n) => String(n) as '2' | '4')])
      .default('2')
      .describe("Result indentation: '2', '4', 'tab' or 'min'."),
  }),
  output: z.strictObject({
    result: z.string().describe('The patched document as JSON text: numbers as written, keys in their order.'),
    operations: z.int().min(0).describe('Operations applied (all of them: a patch applies whole or not at all).'),
  }),
  run: ({ json, patch, indent }, ctx) => patchDocument(jsonDocumentText(json, ctx), jsonDocumentText(patch, ctx), indent),
});

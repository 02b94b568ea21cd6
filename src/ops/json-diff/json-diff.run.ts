import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { compactJsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { diffDocuments } from './diff-documents.js';

const count = (description: string) => z.int().min(0).describe(description);
const valueText = (description: string) => z.string().nullable().describe(description);

export default defineRun({
  id: 'json-diff',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    before: compactJsonDocumentField('Original JSON (text or value).'),
    after: compactJsonDocumentField('Changed JSON (text or value).'),
    arrayKey: z.string().max(1_000).optional().describe('Member that identifies array objects, e.g. "id".'),
  }),
  output: z.strictObject({
    equal: z.boolean().describe('True when the documents are equal (numbers by value, objects in any key order).'),
    added: count('Values added (object members and array items).'),
    removed: count('Values removed.'),
    changed: count('Values replaced by another (a different scalar, or another type).'),
    moved: count('Array items that moved to another index.'),
    changes: z
      .array(
        z.strictObject({
          kind: z.enum(['added', 'removed', 'changed', 'moved']).describe('What happened to the value.'),
          path: z.string().describe("JSON Pointer: where the value is in after (for removed: where it was in before)."),
          from: z.string().nullable().describe('For moved: where the item was in before (JSON Pointer); otherwise null.'),
          before: valueText('The old value as JSON text (removed, changed); otherwise null.'),
          after: valueText('The new value as JSON text (added, changed); otherwise null.'),
        }),
      )
      .describe('The changes in document order, at most the first 1,000 (the counts cover all).'),
    patch: z.string().describe('RFC 6902 JSON Patch turning before into after, as JSON text (one operation a line, numbers as written).'),
  }),
  run: ({ before, after, arrayKey }, ctx) => diffDocuments(jsonDocumentText(before, ctx), jsonDocumentText(after, ctx), arrayKey),
});

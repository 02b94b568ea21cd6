import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { diffTexts } from './diff.js';

const count = (description: string) => z.int().min(0).describe(description);
const lineNumber = (description: string) => z.int().min(1).nullable().describe(description);

export default defineRun({
  id: 'diff',
  kind: 'utility',
  input: z.strictObject({
    original: textField('The text before the change.'),
    changed: textField('The text after the change.'),
    ignoreCase: z.boolean().default(false).describe('Treat lines that differ only in letter case as unchanged.'),
    ignoreWhitespace: z.boolean().default(false).describe('Treat lines that differ only in whitespace (anywhere in the line) as unchanged.'),
  }),
  output: z.strictObject({
    lines: z
      .array(
        z.strictObject({
          kind: z.enum(['equal', 'added', 'removed']).describe('equal: in both texts; removed: only in the original; added: only in the changed text.'),
          text: z.string().describe('The line without its line break (for an equal line, the original\'s version).'),
          originalLine: lineNumber('1-based line number in the original; null for an added line.'),
          changedLine: lineNumber('1-based line number in the changed text; null for a removed line.'),
        }),
      )
      .describe('Every line of both texts in order, an unchanged line once.'),
    added: count('Lines only in the changed text.'),
    removed: count('Lines only in the original.'),
    unchanged: count('Lines in both: the length of the longest common subsequence when minimal is true.'),
    minimal: z.boolean().describe('True when the diff is a shortest one; false when a heuristic or the work cap was used and it may list more changes than needed.'),
    unified: z.string().describe('GNU diff -u output (--- original, +++ changed, @@ hunks with 3 lines of context); empty when nothing changed.'),
  }),
  run: ({ original, changed, ignoreCase, ignoreWhitespace }) => diffTexts(original, changed, { ignoreCase, ignoreWhitespace }),
});

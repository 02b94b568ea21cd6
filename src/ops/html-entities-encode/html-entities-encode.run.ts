import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { lazy } from '../../core/lazy.js';

const logic = lazy(() => import('./html-entities-encode.js'));

export default defineRun({
  id: 'html-entities-encode',
  kind: 'utility',
  input: z.strictObject({ text: textField('The text to escape for HTML.') }),
  output: z.strictObject({
    result: z.string().describe('ASCII-only HTML: & < > " \' and non-ASCII characters as named or decimal numeric references.'),
  }),
  run: async ({ text }) => ({ result: (await logic()).encodeHtmlEntities(text) }),
});

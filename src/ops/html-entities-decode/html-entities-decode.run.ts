import * as z from 'zod';
import { lazy } from '../../core/lazy.js';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';

// entities builds its decoding tables when loaded; only the two entity operations need them.
const entities = lazy(() => import('entities'));

export default defineRun({
  id: 'html-entities-decode',
  kind: 'utility',
  input: z.strictObject({ text: textField('The HTML text whose character references should be decoded.') }),
  output: z.strictObject({ result: z.string().describe('The text with every character reference replaced by its character(s).') }),
  run: async ({ text }) => ({ result: (await entities()).decodeHTML(text) }),
});

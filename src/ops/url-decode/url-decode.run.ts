import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { urlDecode } from './url-decode.js';

export default defineRun({
  id: 'url-decode',
  kind: 'utility',
  input: z.strictObject({ text: textField('The percent-encoded text, e.g. a query string or one of its values.') }),
  output: z.strictObject({ result: z.string().describe('The decoded text: + as space, %XX sequences read as UTF-8.') }),
  run: ({ text }) => ({ result: urlDecode(text) }),
});

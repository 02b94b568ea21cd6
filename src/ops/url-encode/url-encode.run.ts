import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { urlEncode } from './url-encode.js';

export default defineRun({
  id: 'url-encode',
  kind: 'utility',
  input: z.strictObject({ text: textField('The text to percent-encode, e.g. one query parameter value.') }),
  output: z.strictObject({
    result: z.string().describe('The text with every character outside A–Z a–z 0–9 - . _ ~ as %XX UTF-8 bytes (uppercase hex).'),
  }),
  run: ({ text }) => ({ result: urlEncode(text) }),
});

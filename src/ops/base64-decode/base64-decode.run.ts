import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { base64Decode } from './base64-decode.js';

export default defineRun({
  id: 'base64-decode',
  kind: 'utility',
  input: z.strictObject({ text: textField('The Base64 to decode: standard or URL-safe alphabet; padding and whitespace optional.') }),
  output: z.strictObject({
    result: z.string().describe('The decoded bytes read as UTF-8 text.'),
    mediaType: z.string().optional().describe("Only for a data: URL: its media type."),
  }),
  run: ({ text }) => base64Decode(text),
});

import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { base64Encode } from './base64-encode.js';

export default defineRun({
  id: 'base64-encode',
  kind: 'utility',
  input: z.strictObject({
    text: textField('The text to encode; its UTF-8 bytes are what gets encoded.'),
    urlSafe: z.boolean().default(false).describe('Use the URL-safe alphabet (- _) without = padding.'),
  }),
  output: z.strictObject({ result: z.string().describe('Base64 of the UTF-8 bytes, no line breaks.') }),
  run: ({ text, urlSafe }) => ({ result: base64Encode(text, urlSafe) }),
});

import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { algorithmField, BYTE_ENCODINGS, digestOutput, hashBytes, toBytes } from './digest.js';

export default defineRun({
  id: 'hash',
  kind: 'utility',
  input: z.strictObject({
    text: textField('What to hash: text, or hex/Base64 per inputEncoding.'),
    algorithm: algorithmField,
    inputEncoding: z.enum(BYTE_ENCODINGS).default('utf8').describe('How text is read into bytes.'),
  }),
  output: z.strictObject(digestOutput),
  run: ({ text, algorithm, inputEncoding }) => hashBytes(algorithm, toBytes(text, inputEncoding, 'text')),
});

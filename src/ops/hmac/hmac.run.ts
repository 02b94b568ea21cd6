import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { BYTE_ENCODINGS, hmacAlgorithmField, hmacDigestOutput, hmacBytes, toBytes } from '../hash/digest.js';

export default defineRun({
  id: 'hmac',
  kind: 'utility',
  input: z.strictObject({
    text: textField('The message: text, or hex/Base64 per inputEncoding.'),
    key: textField('The secret key: text, or hex/Base64 per keyEncoding.'),
    algorithm: hmacAlgorithmField,
    keyEncoding: z.enum(BYTE_ENCODINGS).default('utf8').describe('How key is read into bytes.'),
    inputEncoding: z.enum(BYTE_ENCODINGS).default('utf8').describe('How text is read into bytes.'),
  }),
  output: z.strictObject(hmacDigestOutput),
  run: ({ text, key, algorithm, keyEncoding, inputEncoding }) =>
    hmacBytes(algorithm, toBytes(key, keyEncoding, 'key'), toBytes(text, inputEncoding, 'text')),
});

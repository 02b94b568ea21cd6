import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { DIRECTIONS, ENCODINGS, decodeText, encodeText, normalizeDirection, normalizeEncodingName } from './base-encoding.js';

export default defineRun({
  id: 'base-encoding',
  kind: 'utility',
  input: z.strictObject({
    text: textField('Text to encode (as UTF-8), or the encoded text to decode.'),
    encoding: z.preprocess(normalizeEncodingName, z.enum(ENCODINGS)).describe('The notation.'),
    direction: z.preprocess(normalizeDirection, z.enum(DIRECTIONS).default('encode')).describe('encode (default) or decode.'),
  }),
  output: z.strictObject({
    result: z.string().describe('Encoded text; decoded: UTF-8 text, or hex if binary.'),
    bytes: z.int().min(0).describe('Bytes encoded or decoded.'),
    binary: z.boolean().describe('Decoded bytes are not UTF-8 text; result is their hex.'),
  }),
  run: ({ text, encoding, direction }) =>
    direction === 'decode' ? decodeText(text, encoding) : { ...encodeText(text, encoding), binary: false },
});

import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { DIRECTIONS, FORMATS, escapeText, normalizeDirection, normalizeFormat, unescapeText } from './string-escape.js';

export default defineRun({
  id: 'string-escape',
  kind: 'utility',
  input: z.strictObject({
    text: textField('Text to escape or unescape.'),
    format: z.preprocess(normalizeFormat, z.enum(FORMATS)).describe('Target syntax.'),
    direction: z.preprocess(normalizeDirection, z.enum(DIRECTIONS).default('escape')).describe('escape (default) or unescape.'),
    quote: z.boolean().default(false).describe('Add or expect quotes.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The escaped or unescaped text.'),
    changes: z.int().min(0).describe('Characters escaped, or escapes read.'),
  }),
  run: ({ text, format, direction, quote }) => (direction === 'unescape' ? unescapeText(text, format, quote) : escapeText(text, format, quote)),
});

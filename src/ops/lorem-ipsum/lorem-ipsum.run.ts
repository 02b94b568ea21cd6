import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { LOREM_UNITS, loremIpsum } from './lorem-ipsum.js';

export default defineRun({
  id: 'lorem-ipsum',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    count: z.int().min(1).max(1000).default(3).describe('How many units.'),
    unit: z.enum(LOREM_UNITS).default('paragraphs').describe('What count counts.'),
    html: z.boolean().default(false).describe('Wrap each paragraph (or the whole text of words or sentences) in <p>.'),
  }),
  output: z.strictObject({
    text: z.string().describe('The generated text: plain, or <p> elements when html is true.'),
    count: z.int().min(1).max(1000).describe('The count used.'),
    unit: z.enum(LOREM_UNITS).describe('The unit used.'),
    html: z.boolean().describe('Whether the text is HTML.'),
  }),
  run: ({ count, unit, html }) => ({ text: loremIpsum(count, unit, html), count, unit, html }),
});

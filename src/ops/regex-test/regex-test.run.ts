import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { MAX_PATTERN_CHARS, MAX_REPLACEMENT_CHARS, MAX_TEXT_CHARS, testRegex } from './regex-test.js';

const span = z.array(z.int().min(0)).nullable();

export default defineRun({
  id: 'regex-test',
  kind: 'utility',
  // A search of 100,000 characters takes tens of milliseconds on the linear engine.
  heavy: true,
  input: z.strictObject({
    pattern: z.string().max(MAX_PATTERN_CHARS * 2).describe('JS regex, or /source/flags.'),
    flags: z.string().max(16).optional().describe('Any of dgimsuvy.'),
    text: z.string().max(MAX_TEXT_CHARS * 2).describe('Text to search.'),
    replacement: z.string().max(MAX_REPLACEMENT_CHARS * 2).optional().describe('With $1, $<name>, $&.'),
  }),
  output: z.strictObject({
    pattern: z.string().describe('Source read.'),
    flags: z.string(),
    engine: z.enum(['linear', 'backtracking']).describe('linear: RE2.'),
    count: z.int().min(0),
    truncated: z.boolean().describe('Not all listed.'),
    matches: z
      .array(
        z.strictObject({
          index: z.int().min(0),
          end: z.int().min(0),
          match: z.string(),
          groups: z.array(z.string().nullable()).describe('null: did not take part.'),
          named: z.record(z.string(), z.string().nullable()),
          indices: z.array(span).optional().describe('With d.'),
        }),
      )
      ,
    replaced: z.string().optional(),
    catastrophic: z.string().nullable().describe('Why it backtracks exponentially.'),
  }),
  run: (input, ctx) => testRegex(input, ctx.locale ?? 'en'),
});

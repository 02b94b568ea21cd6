import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { CASE_MODES, convertCase, normalizeModeName } from './convert-case.js';

export default defineRun({
  id: 'convert-case',
  kind: 'utility',
  input: z.strictObject({
    text: textField('The text to convert.'),
    // Spellings such as camelCase, snake_case or "Title Case" become the mode's name before the enum checks it.
    mode: z.preprocess(normalizeModeName, z.enum(CASE_MODES)).describe('The case; spellings such as camelCase, kebab-case or Title Case work too.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The converted text; empty when an identifier mode finds no letters or digits.'),
  }),
  run: ({ text, mode }) => ({ result: convertCase(text, mode) }),
});

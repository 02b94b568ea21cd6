import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { slugify } from './slugify.js';

export default defineRun({
  id: 'slugify',
  kind: 'utility',
  input: z.strictObject({ text: textField('The text to turn into a slug.') }),
  output: z.strictObject({ slug: z.string().min(1).describe('Lowercase ASCII words joined by single hyphens; never empty.') }),
  // Synchronous but for the first text that needs any-ascii's whole table (slugify.ts).
  run: ({ text }) => {
    const slug = slugify(text);
    return typeof slug === 'string' ? { slug } : slug.then((done) => ({ slug: done }));
  },
});

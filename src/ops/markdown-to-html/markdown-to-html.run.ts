import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { convert, MAX_MARKDOWN_CHARS } from './markdown-to-html.js';

export default defineRun({
  id: 'markdown-to-html',
  kind: 'utility',
  // markdown-it takes up to half a second on 30,000 characters of some inputs (see MAX_MARKDOWN_CHARS).
  heavy: true,
  input: z.strictObject({
    markdown: z.string().max(MAX_MARKDOWN_CHARS * 4).describe('GitHub-flavoured Markdown.'),
  }),
  output: z.strictObject({
    html: z.string().describe('Sanitized HTML.'),
    headings: z.array(z.strictObject({ level: z.int().min(1).max(6), text: z.string() })).describe('Outline.'),
    links: z.int().min(0),
    images: z.int().min(0),
    tables: z.int().min(0),
    tasks: z.int().min(0),
    tasksDone: z.int().min(0),
  }),
  run: ({ markdown }) => convert(markdown),
});

import * as z from 'zod';
import { localeField } from '../../core/locale.js';
import { defineRun } from '../../core/operation.js';
import { markdownOut, newsSummaryOut } from '../../content/content-fields.js';
import { newsSummary } from '../../content/content-records.js';
import { findBySlug } from '../../content/find-item.js';
import { loadContent } from '../../content/load-content.js';

export default defineRun({
  id: 'get-news',
  kind: 'content',
  contentBacked: true,
  input: z.strictObject({
    slug: z.string().min(1).max(200).describe('Brief slug, from list-news.'),
    locale: localeField,
  }),
  output: newsSummaryOut.extend({
    locale: z.enum(['en', 'es']).describe('Language of the brief.'),
    markdown: markdownOut,
  }),
  run: async ({ slug, locale }, ctx) => {
    const brief = findBySlug((await loadContent(ctx.operations)).news[locale], slug, 'news brief', locale);
    return { ...newsSummary(brief, ctx.baseUrl), locale, markdown: brief.markdown };
  },
});

import * as z from 'zod';
import { localeField } from '../../core/locale.js';
import { defineRun } from '../../core/operation.js';
import { guideSummaryOut, markdownOut, sourcesOut } from '../../content/content-fields.js';
import { guideSummary } from '../../content/content-records.js';
import { findBySlug } from '../../content/find-item.js';
import { loadContent } from '../../content/load-content.js';

export default defineRun({
  id: 'get-guide',
  kind: 'content',
  contentBacked: true,
  input: z.strictObject({
    slug: z.string().min(1).max(200).describe('Guide slug, from list-guides.'),
    locale: localeField,
  }),
  output: guideSummaryOut.extend({
    locale: z.enum(['en', 'es']).describe('Language of the guide.'),
    sources: sourcesOut,
    markdown: markdownOut,
  }),
  run: async ({ slug, locale }, ctx) => {
    const guide = findBySlug((await loadContent(ctx.operations)).guides[locale], slug, 'guide', locale);
    return { ...guideSummary(guide, ctx.baseUrl), locale, sources: guide.sources.map((s) => ({ ...s })), markdown: guide.markdown };
  },
});

import * as z from 'zod';
import { localeField } from '../../core/locale.js';
import { defineOperation } from '../../core/operation.js';
import { markdownOut, newsSummaryOut } from '../../content/content-fields.js';
import { newsSummary } from '../../content/content-records.js';
import { findBySlug } from '../../content/find-item.js';
import { loadContent } from '../../content/load-content.js';

export default defineOperation({
  id: 'get-news',
  title: 'Get a news brief',
  summary: 'Returns one news brief: its metadata, its sources and its Markdown body.',
  agentDescription:
    'One news brief by slug (from list-news), in English or Spanish: metadata, sources and Markdown body. An unknown slug errors with the closest slugs.',
  description:
    'Pass a slug from list-news. The same slug works in both languages. An unknown slug is a 400 that names it and suggests ' +
    'the closest slugs.',
  category: 'content',
  kind: 'content',
  contentBacked: true,
  es: { title: 'Leer una noticia', summary: 'Devuelve una noticia: sus metadatos, sus fuentes y su texto en Markdown.' },
  input: z.strictObject({
    slug: z.string().min(1).max(200).describe('Brief slug, from list-news.'),
    locale: localeField,
  }),
  output: newsSummaryOut.extend({
    locale: z.enum(['en', 'es']).describe('Language of the brief.'),
    markdown: markdownOut,
  }),
  examples: [{ title: 'A brief in English', input: { slug: 'us-1099-nec-misc-threshold-2000' } }],
  // Every brief costs the same.
  worstCase: () => ({ slug: 'us-1099-nec-misc-threshold-2000' }),
  run: async ({ slug, locale }, ctx) => {
    const brief = findBySlug((await loadContent(ctx.operations)).news[locale], slug, 'news brief', locale);
    return { ...newsSummary(brief, ctx.baseUrl), locale, markdown: brief.markdown };
  },
});

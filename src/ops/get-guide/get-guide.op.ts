import * as z from 'zod';
import { localeField } from '../../core/locale.js';
import { defineOperation } from '../../core/operation.js';
import { guideSummaryOut, markdownOut, sourcesOut } from '../../content/content-fields.js';
import { guideSummary } from '../../content/content-records.js';
import { findBySlug } from '../../content/find-item.js';
import { loadContent } from '../../content/load-content.js';

export default defineOperation({
  id: 'get-guide',
  title: 'Get a guide',
  summary: 'Returns one guide: its metadata, its sources and its Markdown body.',
  agentDescription:
    'One guide by slug (from list-guides), in English or Spanish: metadata, sources and Markdown body. An unknown slug errors with the closest slugs.',
  description:
    'Pass a slug from list-guides. The same slug works in both languages. An unknown slug is a 400 that names it and suggests ' +
    'the closest slugs.',
  category: 'content',
  kind: 'content',
  contentBacked: true,
  es: { title: 'Leer una guía', summary: 'Devuelve una guía: sus metadatos, sus fuentes y su texto en Markdown.' },
  input: z.strictObject({
    slug: z.string().min(1).max(200).describe('Guide slug, from list-guides.'),
    locale: localeField,
  }),
  output: guideSummaryOut.extend({
    locale: z.enum(['en', 'es']).describe('Language of the guide.'),
    sources: sourcesOut,
    markdown: markdownOut,
  }),
  examples: [
    { title: 'A guide in Spanish', input: { slug: 'toon-vs-json-for-llm-prompts', locale: 'es' } },
  ],
  // Every guide costs the same; this one is among the longest.
  worstCase: () => ({ slug: 'toon-vs-json-for-llm-prompts' }),
  run: async ({ slug, locale }, ctx) => {
    const guide = findBySlug((await loadContent(ctx.operations)).guides[locale], slug, 'guide', locale);
    return { ...guideSummary(guide, ctx.baseUrl), locale, sources: guide.sources.map((s) => ({ ...s })), markdown: guide.markdown };
  },
});

import { defineOperation } from '../../core/operation.js';
import run from './get-news.run.js';

export default defineOperation({
  ...run,
  title: 'Get a news brief',
  summary: 'Returns one news brief: its metadata, its sources and its Markdown body.',
  agentDescription:
    'One news brief by slug (from list-news), in English or Spanish: metadata, sources and Markdown body. An unknown slug errors with the closest slugs.',
  description:
    'Pass a slug from list-news. The same slug works in both languages. An unknown slug is a 400 that names it and suggests ' +
    'the closest slugs.',
  category: 'content',
  es: { title: 'Leer una noticia', summary: 'Devuelve una noticia: sus metadatos, sus fuentes y su texto en Markdown.' },
  examples: [{ title: 'A brief in English', input: { slug: 'us-1099-nec-misc-threshold-2000' } }],
  // Every brief costs the same.
  worstCase: () => ({ slug: 'us-1099-nec-misc-threshold-2000' }),
});

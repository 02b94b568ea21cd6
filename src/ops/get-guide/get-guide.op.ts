import { defineOperation } from '../../core/operation.js';
import run from './get-guide.run.js';

export default defineOperation({
  ...run,
  title: 'Get a guide',
  summary: 'Returns one guide: its metadata, its sources and its Markdown body.',
  agentDescription:
    'One guide by slug (from list-guides), in English or Spanish: metadata, sources and Markdown body. An unknown slug errors with the closest slugs.',
  description:
    'Pass a slug from list-guides. The same slug works in both languages. An unknown slug is a 400 that names it and suggests ' +
    'the closest slugs.',
  category: 'content',
  es: { title: 'Leer una guía', summary: 'Devuelve una guía: sus metadatos, sus fuentes y su texto en Markdown.' },
  examples: [
    { title: 'A guide in Spanish', input: { slug: 'toon-vs-json-for-llm-prompts', locale: 'es' } },
  ],
  // Every guide costs the same; this one is among the longest.
  worstCase: () => ({ slug: 'toon-vs-json-for-llm-prompts' }),
});

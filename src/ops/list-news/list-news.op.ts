import { defineOperation } from '../../core/operation.js';
import run from './list-news.run.js';

export default defineOperation({
  ...run,
  title: 'List news briefs',
  summary: 'Lists the news briefs on US, Spanish and UK rule changes, newest first: headline, summary, publish time, sources and page URL.',
  agentDescription:
    'Lists the news briefs on changes to the US, Spanish and UK rules the calculators apply, newest first, paginated, in English or Spanish. get-news gives the full text.',
  description:
    'Each brief reports one change in the rules the calculators apply (tax thresholds, contribution rates, pension amounts), ' +
    'with the date it takes effect and the official sources it relies on. Every brief exists in English and Spanish under ' +
    'the same slug; pass the slug to get-news for the Markdown body. Ordered by publish time, newest first.',
  category: 'content',
  es: { title: 'Lista de noticias', summary: 'Enumera las noticias sobre cambios normativos en EE. UU., España y Reino Unido, de la más reciente a la más antigua: titular, resumen, hora de publicación, fuentes y URL de la página.' },
  examples: [{ title: 'The latest brief', input: { perPage: 1 } }],
  worstCase: () => ({ perPage: 50 }),
});

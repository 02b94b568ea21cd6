import { defineOperation } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, newsSummaryOut } from '../../content/content-fields.js';
import { newsSummary } from '../../content/content-records.js';
import { loadContent } from '../../content/load-content.js';

export default defineOperation({
  id: 'list-news',
  title: 'List news briefs',
  summary: 'Lists the news briefs on US, Spanish and UK rule changes, newest first: headline, summary, publish time, sources and page URL.',
  agentDescription:
    'Lists the news briefs on changes to the US, Spanish and UK rules the calculators apply, newest first, paginated, in English or Spanish. get-news gives the full text.',
  description:
    'Each brief reports one change in the rules the calculators apply (tax thresholds, contribution rates, pension amounts), ' +
    'with the date it takes effect and the official sources it relies on. Every brief exists in English and Spanish under ' +
    'the same slug; pass the slug to get-news for the Markdown body. Ordered by publish time, newest first.',
  category: 'content',
  kind: 'content',
  contentBacked: true,
  es: { title: 'Lista de noticias', summary: 'Enumera las noticias sobre cambios normativos en EE. UU., España y Reino Unido, de la más reciente a la más antigua: titular, resumen, hora de publicación, fuentes y URL de la página.' },
  input: listInput,
  output: listOutput(newsSummaryOut, 'news briefs'),
  examples: [{ title: 'The latest brief', input: { perPage: 1 } }],
  worstCase: () => ({ perPage: 50 }),
  run: async (input, ctx) => paginate((await loadContent(ctx.operations)).news[input.locale].map((n) => newsSummary(n, ctx.baseUrl)), input),
});

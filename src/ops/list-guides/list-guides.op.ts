import { defineOperation } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { guideSummaryOut, listOutput } from '../../content/content-fields.js';
import { guideSummary } from '../../content/content-records.js';
import { loadContent } from '../../content/load-content.js';

export default defineOperation({
  id: 'list-guides',
  title: 'List guides',
  summary: 'Lists the guides, newest first, in English or Spanish: title, description, dates, related operations and page URL.',
  agentDescription:
    'Lists the guides on the calculators and utilities and their sources, newest first, paginated, in English or Spanish, with related operations. get-guide gives the full text.',
  description:
    'Guides explain how to use the utilities and calculators well and where their numbers come from. Every guide exists in ' +
    'both languages under the same slug; pass the slug to get-guide for the Markdown body. Ordered by publication date, newest first.',
  category: 'content',
  kind: 'content',
  contentBacked: true,
  es: { title: 'Lista de guías', summary: 'Enumera las guías, de la más reciente a la más antigua, en inglés o en español: título, descripción, fechas, operaciones relacionadas y URL de la página.' },
  input: listInput,
  output: listOutput(guideSummaryOut, 'guides'),
  examples: [{ title: 'The newest guide', input: { perPage: 1 } }],
  worstCase: () => ({ perPage: 50 }),
  run: async (input, ctx) => paginate((await loadContent(ctx.operations)).guides[input.locale].map((g) => guideSummary(g, ctx.baseUrl)), input),
});

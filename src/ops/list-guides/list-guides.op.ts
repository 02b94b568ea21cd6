import { defineOperation } from '../../core/operation.js';
import run from './list-guides.run.js';

export default defineOperation({
  ...run,
  title: 'List guides',
  summary: 'Lists the guides, newest first, in English or Spanish: title, description, dates, related operations and page URL.',
  agentDescription:
    'Lists the guides on the calculators and utilities and their sources, newest first, paginated, in English or Spanish, with related operations. get-guide gives the full text.',
  description:
    'Guides explain how to use the utilities and calculators well and where their numbers come from. Every guide exists in ' +
    'both languages under the same slug; pass the slug to get-guide for the Markdown body. Ordered by publication date, newest first.',
  category: 'content',
  es: { title: 'Lista de guías', summary: 'Enumera las guías, de la más reciente a la más antigua, en inglés o en español: título, descripción, fechas, operaciones relacionadas y URL de la página.' },
  examples: [{ title: 'The newest guide', input: { perPage: 1 } }],
  worstCase: () => ({ perPage: 50 }),
});

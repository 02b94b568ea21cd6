import { defineRun } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { guideSummaryOut, listOutput } from '../../content/content-fields.js';
import { guideSummary } from '../../content/content-records.js';
import { loadContent } from '../../content/load-content.js';

export default defineRun({
  id: 'list-guides',
  kind: 'content',
  contentBacked: true,
  input: listInput,
  output: listOutput(guideSummaryOut, 'guides'),
  run: async (input, ctx) => paginate((await loadContent(ctx.operations)).guides[input.locale].map((g) => guideSummary(g, ctx.baseUrl)), input),
});

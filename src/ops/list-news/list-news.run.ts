import { defineRun } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, newsSummaryOut } from '../../content/content-fields.js';
import { newsSummary } from '../../content/content-records.js';
import { loadContent } from '../../content/load-content.js';

export default defineRun({
  id: 'list-news',
  kind: 'content',
  contentBacked: true,
  input: listInput,
  output: listOutput(newsSummaryOut, 'news briefs'),
  run: async (input, ctx) => paginate((await loadContent(ctx.operations)).news[input.locale].map((n) => newsSummary(n, ctx.baseUrl)), input),
});

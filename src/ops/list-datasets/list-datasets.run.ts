import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, slugOut, sourcesOut, urlOut } from '../../content/content-fields.js';
import { siteUrl } from '../../content/site-urls.js';
import { datasets } from '../../datasets/index.js';

const datasetItem = z.strictObject({
  slug: slugOut.describe('Identifier of the dataset (the last segment of its URL).'),
  name: z.string().describe('Name, in the requested language.'),
  description: z.string().describe('What the data is, where it comes from and which operations use it, in the requested language.'),
  lastChecked: z.string().describe('Date the figures were last compared with their sources, YYYY-MM-DD.'),
  sources: sourcesOut.describe('Where the figures come from.'),
  url: urlOut.describe('Absolute address of the dataset’s page (description, table, sources).'),
  download: z.string().describe('Absolute address of the whole dataset as JSON: the page URL plus ".json".'),
});

export default defineRun({
  id: 'list-datasets',
  kind: 'content',
  input: listInput,
  output: listOutput(datasetItem, 'datasets'),
  run: (input, ctx) =>
    paginate(
      datasets.map((d) => {
        const url = siteUrl(ctx.baseUrl, input.locale, 'datasets', d.slug);
        return {
          slug: d.slug,
          name: d.name[input.locale],
          description: d.description[input.locale],
          lastChecked: d.lastChecked,
          sources: d.sources.map((s) => ({ ...s })),
          url,
          download: `${url}.json`,
        };
      }),
      input,
    ),
});

import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
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

export default defineOperation({
  id: 'list-datasets',
  title: 'List datasets',
  summary: 'Lists the datasets the service publishes, with the date each was last checked, its sources and a JSON download.',
  description:
    'The data behind the operations, published so every figure can be checked: the embedded ECB reference-rates snapshot, ' +
    'the ISO 4217 minor units currency-convert rounds to, and the time-zone abbreviation table (the calculators’ dated, ' +
    'sourced rule files join the list as they are added). Each dataset has a page (description, table, sources) and a ' +
    'JSON download at the same address plus ".json".',
  category: 'content',
  kind: 'content',
  es: { title: 'Lista de conjuntos de datos', summary: 'Enumera los conjuntos de datos que publica el servicio, con la fecha de su última comprobación, sus fuentes y una descarga en JSON.' },
  input: listInput,
  output: listOutput(datasetItem, 'datasets'),
  examples: [
    {
      title: 'The first dataset',
      input: { perPage: 1 },
      output: {
        items: [
          {
            slug: 'ecb-reference-rates-2025-05-09',
            name: 'ECB euro reference rates of 9 May 2025 (embedded snapshot)',
            description:
              'The European Central Bank’s euro foreign exchange reference rates of Friday 9 May 2025: 30 currencies, base EUR, as published. currency-rates and currency-convert serve these, clearly dated, when the live ECB feed cannot be reached.',
            lastChecked: '2026-11-21',
            sources: [
              { title: 'ECB — Euro foreign exchange reference rates, historical file (eurofxref-hist)', url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip' },
              {
                title: 'ECB — Euro foreign exchange reference rates',
                url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
              },
            ],
            url: 'https://utility.test/datasets/ecb-reference-rates-2025-05-09',
            download: 'https://utility.test/datasets/ecb-reference-rates-2025-05-09.json',
          },
        ],
        locale: 'en',
        page: 1,
        perPage: 1,
        total: 3,
        totalPages: 3,
      },
    },
  ],
  worstCase: () => ({ perPage: 50 }),
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

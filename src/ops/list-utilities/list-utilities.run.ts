import * as z from 'zod';
import { browserTools, type BrowserTool } from '../../browser-tools/index.js';
import { categories } from '../../core/categories.js';
import type { Locale } from '../../core/locale.js';
import { defineRun } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, slugOut, urlOut } from '../../content/content-fields.js';
import { utilityEntries } from '../../content/operation-catalog.js';
import { siteUrl } from '../../content/site-urls.js';

const utilityItem = z.strictObject({
  slug: slugOut.describe('Id of the utility: the operation id for an API utility (POST /api/v1/<slug>), the tool id for a browser tool.'),
  name: z.string().describe('Display name, in the requested language.'),
  description: z.string().describe('One-line description, in the requested language.'),
  category: z.string().describe('Category label, in the requested language.'),
  runsIn: z
    .enum(['api', 'browser'])
    .describe('Where it runs: `api`, an operation of this API (also on its page and as an MCP tool); `browser`, a file tool that runs in the visitor’s browser on its page, with no API endpoint (the file never leaves the device).'),
  endpoint: z
    .string()
    .nullable()
    .describe('Path of the API operation, to POST JSON to (relative to the service’s base address, e.g. /api/v1/slugify); null for a browser tool.'),
  url: urlOut,
});

type UtilityItem = z.output<typeof utilityItem>;

function browserToolEntry(tool: BrowserTool, locale: Locale, baseUrl: string): UtilityItem {
  const category = categories[tool.category];
  return {
    slug: tool.id,
    name: tool.title[locale],
    description: tool.summary[locale],
    category: locale === 'es' ? category.es.title : category.title,
    runsIn: 'browser',
    endpoint: null,
    url: siteUrl(baseUrl, locale, 'utilities', tool.id),
  };
}

export default defineRun({
  id: 'list-utilities',
  kind: 'content',
  input: listInput,
  output: listOutput(utilityItem, 'utilities'),
  run: async (input, ctx) =>
    paginate<UtilityItem>(
      [
        ...utilityEntries(ctx.operations, input.locale, ctx.baseUrl).map(({ slug, name, description, category, url }) => ({
          slug, name, description, category, runsIn: 'api' as const, endpoint: `/api/v1/${slug}`, url,
        })),
        ...browserTools.map((tool) => browserToolEntry(tool, input.locale, ctx.baseUrl)),
      ],
      input,
    ),
});

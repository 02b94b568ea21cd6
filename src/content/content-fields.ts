import * as z from 'zod';
import { MAX_PER_PAGE, pageFields } from '../core/pagination.js';

/** Output fields shared by the content operations, so the five catalogs and two readers describe them once. */
export const slugOut = z.string().describe('Identifier; pass it as `slug` to the matching get- operation, or use it in the page URL.');
export const urlOut = z.string().describe('Absolute address of the page on this service (Spanish pages under /es/).');
export const sourceOut = z.strictObject({
  title: z.string().describe('Title of the source.'),
  url: z.string().describe('Address of the source.'),
});
export const sourcesOut = z.array(sourceOut).describe('The sources the text relies on; news briefs cite at least one official source.');
export const relatedOut = z.array(z.string()).describe('Ids of related operations.');

export const guideSummaryOut = z.strictObject({
  slug: slugOut,
  title: z.string().describe('Title.'),
  description: z.string().describe('One-sentence description.'),
  published: z.string().describe('Date first published, YYYY-MM-DD.'),
  updated: z.string().describe('Date last updated, YYYY-MM-DD.'),
  related: relatedOut,
  url: urlOut,
});

export const newsSummaryOut = z.strictObject({
  slug: slugOut,
  title: z.string().describe('Headline.'),
  description: z.string().describe('One-sentence summary.'),
  published: z.string().describe('Publish time, ISO 8601 in UTC.'),
  updated: z.string().optional().describe('Time of the last update, ISO 8601 in UTC; absent if never updated.'),
  jurisdiction: z.enum(['us', 'es', 'uk']).describe('Whose rules changed: us, es (Spain) or uk.'),
  effective: z.string().describe('Date the change applies from, YYYY-MM-DD.'),
  sources: sourcesOut,
  related: relatedOut,
  url: urlOut,
});

export const markdownOut = z.string().describe('The body in Markdown (CommonMark with tables), without the title.');

/** `items` plus the pagination metadata. */
export function listOutput<T extends z.ZodType>(item: T, what: string) {
  return z.strictObject({
    items: z.array(item).max(MAX_PER_PAGE).describe(`This page of ${what}.`),
    ...pageFields,
  });
}

import * as z from 'zod';
import { localeField } from './locale.js';

export const MAX_PER_PAGE = 50;
/** Far beyond any catalog; bounds the number so a client cannot ask for page 1e300. */
export const MAX_PAGE = 10_000;

/** The body every list operation takes: locale, page, perPage. */
export const listInput = z.strictObject({
  locale: localeField,
  page: z.number().int().min(1).max(MAX_PAGE).default(1).describe('1-based page number; a page past the end returns no items.'),
  perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(20).describe(`Items per page, at most ${MAX_PER_PAGE}.`),
});

export type ListInput = z.output<typeof listInput>;

/** The pagination fields every list response carries beside `items`. */
export const pageFields = {
  locale: z.enum(['en', 'es']).describe('Language of the items.'),
  page: z.number().int().describe('This page (1-based), as requested.'),
  perPage: z.number().int().describe('Items per page, as requested.'),
  total: z.number().int().describe('Items across all pages.'),
  totalPages: z.number().int().describe('Number of pages (0 when there are no items).'),
};

/** One page of `all`, with the metadata; a page past the end is empty, not an error. */
export function paginate<T>(all: readonly T[], { locale, page, perPage }: ListInput) {
  const start = (page - 1) * perPage;
  return {
    items: all.slice(start, start + perPage),
    locale,
    page,
    perPage,
    total: all.length,
    totalPages: Math.ceil(all.length / perPage),
  };
}

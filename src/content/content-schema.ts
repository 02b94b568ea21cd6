import * as z from 'zod';
import { dateField } from '../core/calendar-date.js';
import { isOfficialUrl } from './official-hosts.js';
import { MAX_TITLE_CHARS } from './site-urls.js';

const slug = z.string().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case (a-z, 0-9, hyphens)');

const date = dateField('A calendar date.');

/** A publish time in UTC, to the second. */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, 'must be a UTC time YYYY-MM-DDTHH:mm:ssZ')
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().replace('.000', '') === value, 'must be a real time');

export const sourceSchema = z.strictObject({
  title: z.string().min(1).max(200),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
});

const common = {
  slug,
  title: z.string().min(1).max(120),
  /** The page's `<title>` where `title` is longer than a title can be (MAX_TITLE_CHARS): real words, not a cut title. */
  shortTitle: z.string().min(1).max(MAX_TITLE_CHARS).optional(),
  description: z.string().min(1).max(240),
  related: z.array(z.string().max(80)).max(20).default([]),
};

export const guideFrontMatter = z
  .strictObject({
    ...common,
    published: date,
    updated: date,
    related: common.related.refine((ids) => ids.length > 0, 'must name at least one operation'),
    sources: z.array(sourceSchema).max(20).default([]),
  })
  .refine((g) => g.updated >= g.published, { path: ['updated'], message: 'must not be before published' });

export const newsFrontMatter = z
  .strictObject({
    ...common,
    published: instant,
    updated: instant.optional(),
    jurisdiction: z.enum(['us', 'es', 'uk']),
    effective: date,
    sources: z
      .array(sourceSchema)
      .min(1)
      .max(20)
      .refine((sources) => sources.some((s) => isOfficialUrl(s.url)), 'must include at least one official source (see content/README.md)'),
  })
  .refine((n) => n.updated === undefined || n.updated >= n.published, { path: ['updated'], message: 'must not be before published' });

export type GuideFrontMatter = z.output<typeof guideFrontMatter>;
export type NewsFrontMatter = z.output<typeof newsFrontMatter>;
export type Source = z.output<typeof sourceSchema>;

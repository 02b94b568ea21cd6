import type { Guide, NewsBrief } from './content-store.js';
import { siteUrl } from './site-urls.js';

/** What list-guides returns per guide (get-guide adds the Markdown). */
export function guideSummary(guide: Guide, baseUrl: string) {
  const { slug, title, description, published, updated, related } = guide;
  return { slug, title, description, published, updated, related, url: siteUrl(baseUrl, guide.locale, 'guides', slug) };
}

/** What list-news returns per brief (get-news adds the Markdown). */
export function newsSummary(brief: NewsBrief, baseUrl: string) {
  const { slug, title, description, published, updated, jurisdiction, effective, sources, related } = brief;
  return {
    slug,
    title,
    description,
    published,
    ...(updated === undefined ? {} : { updated }),
    jurisdiction,
    effective,
    sources: sources.map((s) => ({ ...s })),
    related,
    url: siteUrl(baseUrl, brief.locale, 'news', slug),
  };
}

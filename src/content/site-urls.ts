import { localePrefix, type Locale } from '../core/locale.js';

/**
 * Longest `<title>` of a page, what a search result shows whole: a name longer than this has a short one (a content
 * item's `shortTitle`, an operation's `shortTitle`, a dataset's `shortName`), and the site's name is added only when it fits.
 */
export const MAX_TITLE_CHARS = 65;

/** The sections of the site; each item of a catalog has its page at `<base>[/es]/<section>/<slug>`. */
export type SiteSection = 'calculators' | 'utilities' | 'datasets' | 'guides' | 'news';

export function sitePath(locale: Locale, section: SiteSection, slug?: string): string {
  return `${localePrefix(locale)}/${section}${slug === undefined ? '' : `/${slug}`}`;
}

export function siteUrl(baseUrl: string, locale: Locale, section: SiteSection, slug?: string): string {
  return baseUrl + sitePath(locale, section, slug);
}

import { localePrefix, type Locale } from '../core/locale.js';

/** The sections of the site; each item of a catalog has its page at `<base>[/es]/<section>/<slug>`. */
export type SiteSection = 'calculators' | 'utilities' | 'datasets' | 'guides' | 'news';

export function sitePath(locale: Locale, section: SiteSection, slug?: string): string {
  return `${localePrefix(locale)}/${section}${slug === undefined ? '' : `/${slug}`}`;
}

export function siteUrl(baseUrl: string, locale: Locale, section: SiteSection, slug?: string): string {
  return baseUrl + sitePath(locale, section, slug);
}

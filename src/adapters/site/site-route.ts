import type { Locale } from '../../core/locale.js';
import type { SiteSection } from '../../content/site-urls.js';

export interface SiteRoute {
  locale: Locale;
  section: SiteSection;
  /** Absent for the section's index page. */
  slug?: string;
  /** `/datasets/<slug>.json`: the dataset itself. */
  json?: boolean;
}

const PATTERN = /^(?:\/(es))?\/(utilities|calculators|datasets|guides|news)(?:\/([a-z0-9][a-z0-9-]{0,199}?)(\.json)?)?\/?$/;

/** Which page a path asks for, or undefined when it is not a page path. Cheap: the app calls it for every unknown GET. */
export function matchSitePath(path: string): SiteRoute | undefined {
  const match = PATTERN.exec(path);
  if (!match) return undefined;
  const [, es, section, slug, json] = match;
  if (json && section !== 'datasets') return undefined;
  return {
    locale: es ? 'es' : 'en',
    section: section as SiteSection,
    ...(slug === undefined ? {} : { slug }),
    ...(json ? { json: true } : {}),
  };
}

/** The path of a route without its locale prefix (the same in every language). */
export function unprefixedPath(route: SiteRoute): string {
  return `/${route.section}${route.slug === undefined ? '' : `/${route.slug}`}`;
}

import type { Locale } from '../../core/locale.js';
import type { SiteSection } from '../../content/site-urls.js';

/** The parts of the site: the catalog sections, the home page and the search page. */
export type SitePart = SiteSection | 'home' | 'search';

export interface SiteRoute {
  locale: Locale;
  section: SitePart;
  /** Absent for the section's index page. */
  slug?: string;
  /** `/datasets/<slug>.json`: the dataset itself; `/search.json`: the search's entries, for the device. */
  json?: boolean;
}

const PATTERN = /^(?:\/(es))?\/(utilities|calculators|datasets|guides|news)(?:\/([a-z0-9][a-z0-9-]{0,199}?)(\.json)?)?\/?$/;

/** Which page a path asks for, or undefined when it is not a page path. Cheap: the app calls it for every unknown GET. */
export function matchSitePath(path: string): SiteRoute | undefined {
  switch (path) {
    case '/': return { locale: 'en', section: 'home' };
    case '/es/': case '/es': return { locale: 'es', section: 'home' };
    case '/search': return { locale: 'en', section: 'search' };
    case '/es/search': return { locale: 'es', section: 'search' };
    case '/search.json': return { locale: 'en', section: 'search', json: true };
    case '/es/search.json': return { locale: 'es', section: 'search', json: true };
  }
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

/** The path of a route without its locale prefix (the same in every language): '/' for the home page. */
export function unprefixedPath(route: SiteRoute): string {
  if (route.section === 'home') return '/';
  return `/${route.section}${route.slug === undefined ? '' : `/${route.slug}`}`;
}

/** Whether a path is under the Spanish site (for the language of a 404 page). */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

/** `/assets/<name>-<hash>.js`: esbuild's base-32 hash for the tool pages' modules, 8 hex digits for the classic scripts. */
const ASSET_PATH = /^\/assets\/[a-z0-9]+(?:-[a-z0-9]+)*-[0-9A-Za-z]{8}\.js$/;

/** Whether a path has the shape of one of the browser's scripts (cheap: the app routes every /assets/ request with it). */
export function isAssetPath(path: string): boolean {
  return ASSET_PATH.test(path);
}

import type { Locale } from '../../core/locale.js';
import type { Dataset } from '../../datasets/dataset.js';
import { strings } from './site-strings.js';

/** A schema.org node, written into the page as JSON-LD (what search engines read of the page's kind). */
export type StructuredData = Record<string, unknown>;

/** The language of a page as schema.org and Open Graph write it. */
export const LANGUAGE_TAG = { en: 'en', es: 'es' } as const satisfies Record<Locale, string>;

/** The icon a share card and the publisher's logo show: ours, served from this origin (src/adapters/site/site-files.ts). */
export const SHARE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 } as const;

/**
 * The datasets' licence: the project's own (package.json), for our compilation of the figures; each figure's official
 * source is named beside it.
 */
const LICENSE_URL = 'https://opensource.org/license/mit';

/**
 * One `<script type="application/ld+json">` block. It is data, not script: the CSP (`script-src 'self'`) does not apply
 * to it. `<`, `>` and `&` are written as JSON escapes, so a text holding `</script>` or `<!--` cannot end the block, and
 * U+2028/U+2029 too, which some parsers take for line ends.
 */
export function jsonLdScript(node: StructuredData): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...node })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The service itself, as publisher of every page. */
function publisher(baseUrl: string): StructuredData {
  return { '@type': 'Organization', name: strings.en.siteName, url: `${baseUrl}/`, logo: { '@type': 'ImageObject', url: baseUrl + SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } };
}

/** The home page: the site, and how to search it (`/search?q=`, `/es/search?q=`). */
export function webSiteData(locale: Locale, baseUrl: string, url: string, searchPath: string): StructuredData {
  return {
    '@type': 'WebSite',
    name: strings[locale].siteName,
    url,
    description: strings[locale].homeDescription,
    inLanguage: LANGUAGE_TAG[locale],
    publisher: publisher(baseUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}${searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A calculator's, utility's or file tool's page: the tool itself, free, in the browser. */
export function webApplicationData(page: { name: string; description: string; url: string; locale: Locale; category: 'FinanceApplication' | 'DeveloperApplication' | 'MultimediaApplication' | 'UtilitiesApplication' }): StructuredData {
  return {
    '@type': 'WebApplication',
    name: page.name,
    description: page.description,
    url: page.url,
    applicationCategory: page.category,
    operatingSystem: 'Any',
    browserRequirements: 'Requires a web browser',
    inLanguage: LANGUAGE_TAG[page.locale],
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: page.locale === 'es' ? 'EUR' : 'USD' },
  };
}

/** A guide (`Article`) or a news brief (`NewsArticle`), with its dates (YYYY-MM-DD or an ISO time). */
export function articleData(article: { type: 'Article' | 'NewsArticle'; headline: string; description: string; url: string; locale: Locale; published: string; modified: string; baseUrl: string }): StructuredData {
  return {
    '@type': article.type,
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: LANGUAGE_TAG[article.locale],
    datePublished: article.published,
    dateModified: article.modified,
    image: article.baseUrl + SHARE_IMAGE.path,
    author: publisher(article.baseUrl),
    publisher: publisher(article.baseUrl),
  };
}

/** A dataset's page: what it holds, when it was checked, its sources and its JSON download. */
export function datasetData(dataset: Dataset, locale: Locale, url: string, downloadUrl: string, baseUrl: string): StructuredData {
  return {
    '@type': 'Dataset',
    name: dataset.name[locale],
    description: dataset.description[locale],
    url,
    inLanguage: LANGUAGE_TAG[locale],
    license: LICENSE_URL,
    isAccessibleForFree: true,
    dateModified: dataset.lastChecked,
    creator: publisher(baseUrl),
    isBasedOn: dataset.sources.map((s) => s.url),
    distribution: [{ '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: downloadUrl }],
  };
}

/** A section's list (calculators, datasets, …) or the search page. */
export function collectionData(type: 'CollectionPage' | 'SearchResultsPage', name: string, description: string, url: string, locale: Locale): StructuredData {
  return { '@type': type, name, description, url, inLanguage: LANGUAGE_TAG[locale] };
}

/** The trail from the home page to this one, the last item being the page itself. */
export function breadcrumbData(crumbs: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

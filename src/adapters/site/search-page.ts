import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import { sitePath } from '../../content/site-urls.js';
import { browserTools } from '../../browser-tools/index.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { MAX_QUERY_CHARS, queryOf, searchIndex, type SearchEntry, type SearchIndex } from './search-index.js';
import { searchResults } from './search-results.js';
import { localizedPath } from './site-layout.js';
import { strings } from './site-strings.js';

/** A language's entries, their index and the index as the device fetches it (`/search.json`), once per content version. */
interface Built {
  index: SearchIndex;
  json: string;
}

const built = new Map<string, Built>();

/**
 * Every tool, dataset, guide and news brief of a language, each with the other language's title and description
 * beside its own (guides and news are written per language: theirs only).
 */
export function searchEntriesOf(locale: Locale, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): SearchEntry[] {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const inBoth = (title: Record<Locale, string>, description: Record<Locale, string>) => ({
    title: title[locale], description: description[locale], otherTitle: title[other], otherDescription: description[other],
  });
  return [
    ...operations
      .filter((op) => op.kind !== 'content')
      .map((op): SearchEntry => ({
        kind: op.kind === 'calculator' ? 'calculators' : 'utilities',
        href: sitePath(locale, op.kind === 'calculator' ? 'calculators' : 'utilities', op.id),
        ...inBoth({ en: op.title, es: op.es.title }, { en: op.summary, es: op.es.summary }),
      })),
    ...browserTools.map((tool): SearchEntry => ({
      kind: 'utilities',
      href: sitePath(locale, 'utilities', tool.id),
      ...inBoth(tool.title, tool.summary),
      more: `${tool.description[locale]} ${tool.accept}`,
    })),
    ...datasets.map((d): SearchEntry => ({ kind: 'datasets', href: sitePath(locale, 'datasets', d.slug), ...inBoth(d.name, d.description) })),
    ...guides.map((g): SearchEntry => ({ kind: 'guides', href: sitePath(locale, 'guides', g.slug), title: g.title, description: g.description })),
    ...news.map((n): SearchEntry => ({ kind: 'news', href: sitePath(locale, 'news', n.slug), title: n.title, description: n.description })),
  ];
}

function builtFor(locale: Locale, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): Built {
  const key = `${locale}\0${guides.map((g) => g.slug).join()}\0${news.map((n) => n.slug).join()}`;
  let entry = built.get(key);
  if (!entry) {
    const entries = searchEntriesOf(locale, operations, guides, news);
    entry = { index: searchIndex(entries), json: JSON.stringify(entries) };
    built.set(key, entry);
  }
  return entry;
}

/** `/search.json` (`/es/search.json`): the entries the device builds the same index from, to search as one types. */
export function searchIndexJson(locale: Locale, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): string {
  return builtFor(locale, operations, guides, news).json;
}

/**
 * The search form: a GET to the search page. With the pages' script, results come as one types: computed on the
 * device from `/search.json` (src/client/search-device.ts), or asked of the server when that cannot load.
 */
export function searchForm(locale: Locale, query: string, target?: string): string {
  const t = strings[locale];
  return `<form class="search" role="search" method="get" action="${localizedPath(locale, '/search')}" data-live${target ? ` data-target="${target}"` : ''}>
<label for="q">${t.searchLabel}</label>
<div class="search-row"><input id="q" name="q" type="search" value="${escapeHtml(query)}" placeholder="${escapeHtml(t.searchPlaceholder)}" autocomplete="off" maxlength="${MAX_QUERY_CHARS}"><button type="submit">${t.searchButton}</button></div>
</form>`;
}

export function searchMain(locale: Locale, search: string, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): { main: string; result: string } {
  const t = strings[locale];
  const query = queryOf(search);
  const result = searchResults(locale, query, builtFor(locale, operations, guides, news).index);
  return { main: `<h1>${t.searchTitle}</h1>\n${searchForm(locale, query)}\n${result}`, result };
}

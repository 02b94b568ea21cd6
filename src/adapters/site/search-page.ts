import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import { sitePath, type SiteSection } from '../../content/site-urls.js';
import { browserTools } from '../../browser-tools/index.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { localizedPath } from './site-layout.js';
import { strings } from './site-strings.js';

interface Entry {
  kind: SiteSection;
  title: string;
  description: string;
  href: string;
  /** Title and slug, folded (lower case, no accents): matches here weigh most. */
  head: string;
  /** Everything searchable, folded. */
  all: string;
}

/** Longest query read (characters): a search box, not a document. */
const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 12;
const MAX_RESULTS = 50;

/** Lower case without accents, so "nomina" finds "nómina" and "Zona" finds "zona". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const indexes = new Map<string, Entry[]>();

/** Every tool, dataset, guide and news brief of a language, once per content version. */
function indexFor(locale: Locale, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): Entry[] {
  const key = `${locale}\0${guides.length}\0${news.length}`;
  let index = indexes.get(key);
  if (index) return index;
  const entry = (kind: SiteSection, slug: string, title: string, description: string, extra = ''): Entry => ({
    kind, title, description, href: sitePath(locale, kind, slug),
    head: fold(`${title} ${slug.replace(/-/g, ' ')}`),
    all: fold(`${title} ${slug.replace(/-/g, ' ')} ${description} ${extra}`),
  });
  index = [
    ...operations
      .filter((op) => op.kind !== 'content')
      .map((op) => entry(op.kind === 'calculator' ? 'calculators' : 'utilities', op.id, locale === 'es' ? op.es.title : op.title, locale === 'es' ? op.es.summary : op.summary, locale === 'es' ? op.title : op.es.title)),
    // Browser file tools are utilities too; their other-language name and description also match ("merge PDF" on /es/).
    ...browserTools.map((tool) => {
      const other = locale === 'es' ? 'en' : 'es';
      return entry('utilities', tool.id, tool.title[locale], tool.summary[locale], `${tool.title[other]} ${tool.description[locale]} ${tool.accept.replace(/[,/.*]/g, ' ')}`);
    }),
    ...datasets.map((d) => entry('datasets', d.slug, d.name[locale], d.description[locale])),
    ...guides.map((g) => entry('guides', g.slug, g.title, g.description)),
    ...news.map((n) => entry('news', n.slug, n.title, n.description)),
  ];
  indexes.set(key, index);
  return index;
}

/** Entries holding every term (a term matches the start of a word), best first: title hits, then more hits. */
export function search(entries: readonly Entry[], query: string): Entry[] {
  const terms = fold(query.slice(0, MAX_QUERY_CHARS)).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  const starts = terms.map((term) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    let all = true;
    for (const start of starts) {
      if (start.test(entry.head)) score += 3;
      else if (start.test(entry.all)) score += 1;
      else {
        all = false;
        break;
      }
    }
    if (all) scored.push({ entry, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title)).slice(0, MAX_RESULTS).map((s) => s.entry);
}

/** The query of a search URL (`?q=`), bounded. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_CHARS);
}

/** The search form: a GET to the search page; with the pages' script, results come as you type. */
export function searchForm(locale: Locale, query: string, target?: string): string {
  const t = strings[locale];
  return `<form class="search" role="search" method="get" action="${localizedPath(locale, '/search')}" data-live${target ? ` data-target="${target}"` : ''}>
<label for="q">${t.searchLabel}</label>
<div class="search-row"><input id="q" name="q" type="search" value="${escapeHtml(query)}" placeholder="${escapeHtml(t.searchPlaceholder)}" autocomplete="off" maxlength="${MAX_QUERY_CHARS}"><button type="submit">${t.searchButton}</button></div>
</form>`;
}

/** The results of a query as the page's `#result` section. */
export function searchResults(locale: Locale, query: string, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): string {
  const t = strings[locale];
  let body: string;
  if (query.trim() === '') body = `<p class="muted">${escapeHtml(t.searchHint)}</p>`;
  else {
    const found = search(indexFor(locale, operations, guides, news), query);
    body = found.length === 0
      ? `<p>${escapeHtml(t.noResults(query))}</p>`
      : `<p class="muted">${escapeHtml(t.resultCount(found.length, query))}</p>\n<ul class="items">${found
          .map((e) => `<li><a class="item-title" href="${escapeHtml(e.href)}">${escapeHtml(e.title)}</a> <span class="kind">${escapeHtml(t.kinds[e.kind])}</span><p>${escapeHtml(e.description)}</p></li>`)
          .join('\n')}</ul>`;
  }
  return `<section id="result" class="search-results" aria-live="polite" aria-label="${escapeHtml(t.searchTitle)}">\n${body}\n</section>`;
}

export function searchMain(locale: Locale, search: string, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): { main: string; result: string } {
  const t = strings[locale];
  const query = queryOf(search);
  const result = searchResults(locale, query, operations, guides, news);
  return { main: `<h1>${t.searchTitle}</h1>\n${searchForm(locale, query)}\n${result}`, result };
}

/**
 * The search page's results section, drawn the same by the server (GET /search?q=) and by the device as one types
 * (src/client/search-device.ts). Browser-safe: no registry, no server module.
 */
import type { Locale } from '../../core/locale.js';
import { escapeHtml } from '../reference/html-escape.js';
import { searchEntries, type Found, type SearchIndex } from './search-index.js';
import { strings } from './site-strings.js';

/** Said under a result only the other language's words matched, with its title in that language. */
const matchedIn: Record<Locale, { label: string; lang: Locale }> = {
  en: { label: 'Matched its Spanish name or description:', lang: 'es' },
  es: { label: 'Coincide con su nombre o descripción en inglés:', lang: 'en' },
};

function item(locale: Locale, { entry, otherLanguageOnly }: Found): string {
  const t = strings[locale];
  const other = otherLanguageOnly && entry.otherTitle
    ? `<p class="item-meta">${escapeHtml(matchedIn[locale].label)} <span lang="${matchedIn[locale].lang}">${escapeHtml(entry.otherTitle)}</span></p>`
    : '';
  return `<li><a class="item-title" href="${escapeHtml(entry.href)}">${escapeHtml(entry.title)}</a> <span class="kind">${escapeHtml(t.kinds[entry.kind])}</span><p>${escapeHtml(entry.description)}</p>${other}</li>`;
}

/** The results of a query as the page's `#result` section. */
export function searchResults(locale: Locale, query: string, index: SearchIndex): string {
  const t = strings[locale];
  let body: string;
  if (query.trim() === '') body = `<p class="muted">${escapeHtml(t.searchHint)}</p>`;
  else {
    const found = searchEntries(index, query);
    body = found.length === 0
      ? `<p>${escapeHtml(t.noResults(query))}</p>`
      : `<p class="muted">${escapeHtml(t.resultCount(found.length, query))}</p>\n<ul class="items">${found.map((f) => item(locale, f)).join('\n')}</ul>`;
  }
  return `<section id="result" class="search-results" aria-live="polite" aria-label="${escapeHtml(t.searchTitle)}">\n${body}\n</section>`;
}

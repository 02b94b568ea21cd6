/**
 * The search on the device: the site's script (src/client/site-client.ts) imports this module when a search box is
 * first used, and from then on draws the results as one types with the server's own index and ranking
 * (src/adapters/site/search-index.ts) and renderer, from the language's entries at `/search.json` (`/es/search.json`).
 */
import type { Locale } from '../core/locale.js';
import { queryOf, searchIndex, type SearchEntry } from '../adapters/site/search-index.js';
import { searchResults } from '../adapters/site/search-results.js';

/** Fetches a language's entries and indexes them; the function returned draws the results section of a query string (`q=…`). */
export async function deviceSearch(entriesUrl: string, locale: Locale): Promise<(search: string) => string> {
  const response = await fetch(entriesUrl);
  if (!response.ok) throw new Error(`${entriesUrl}: ${response.status}`);
  const index = searchIndex((await response.json()) as SearchEntry[]);
  return (search) => searchResults(locale, queryOf(search), index);
}

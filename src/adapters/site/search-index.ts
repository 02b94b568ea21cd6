/**
 * The site's search, the same code on the server (the GET form) and on the device (as one types): an index of every
 * page of one language, with the other language's words beside them, searched with MiniSearch (prefix and fuzzy
 * matching) and ranked here. Browser-safe: it imports nothing but MiniSearch and types.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SiteSection } from '../../content/site-urls.js';

/** One page as the index holds it (and as `/search.json` sends it to the device). */
export interface SearchEntry {
  kind: SiteSection;
  /** The page in the site's current language. */
  href: string;
  /** Title and description in the current language: shown, and searched. */
  title: string;
  description: string;
  /** More words of the current language, searched but not shown (a file tool's long description, its file types). */
  more?: string;
  /** The other language's title and description: searched, so "sueldo neto" finds the payroll page on /search. */
  otherTitle?: string;
  otherDescription?: string;
}

/** An entry found, and whether the words typed matched only its other language's title and description. */
export interface Found {
  entry: SearchEntry;
  otherLanguageOnly: boolean;
}

/** Longest query read (characters): a search box, not a document. */
export const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 12;
const MAX_RESULTS = 50;
/** No indexed word is this long: a longer term could only slow the fuzzy walk down. */
const MAX_TERM_CHARS = 40;

/** The query of a search URL (`?q=`), bounded. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_CHARS);
}

/** Lower case without accents, so "nomina" finds "nómina" and "Zona" finds "zona". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const words = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Words that say nothing on their own, in either language; dropped from a query that has others, so "salary for the
 * self employed" is ranked by its words that count. A query of only these still searches them.
 */
const STOP_WORDS = new Set(['a', 'al', 'an', 'and', 'by', 'con', 'de', 'del', 'el', 'en', 'for', 'in', 'is', 'la', 'las', 'los', 'of', 'on', 'or', 'para', 'por', 'the', 'to', 'un', 'una', 'with', 'y']);

/**
 * Words that mean one thing, searched for each other: what people type about pay and the pages' words for it, in
 * both languages ("net salary" and "take home pay" find the payroll calculator, which says "gross-to-net pay"). Only
 * where a page's own words, in either language, would not find it; a match through one counts as a typo's would.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['salary', 'salario', 'sueldo', 'wage', 'wages', 'paycheck', 'pay'],
  ['net', 'neto', 'takehome'],
  ['payroll', 'nomina', 'payslip'],
  ['merge', 'unir', 'combine', 'combinar', 'join'],
];
const synonymsOf = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word)] as const)));

/** The terms of a query, bounded: folded words, stop words dropped, at most 12 of at most 40 characters. */
export function queryTerms(query: string): string[] {
  const all = [...new Set(words(fold(query.slice(0, MAX_QUERY_CHARS)).replace(/\btake[\s-]*home\b/g, 'takehome')))].filter((term) => term.length <= MAX_TERM_CHARS);
  const meaningful = all.filter((term) => !STOP_WORDS.has(term));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_TERMS);
}

/** Edits a term may be away from a word: none under 5 letters (too many short words are one edit apart), then 1, then 2. */
function fuzziness(term: string): number {
  return term.length < 5 ? 0 : term.length < 9 ? 1 : 2;
}

/** MiniSearch's fields. The slug's words rank as a title but belong to neither language. Boosts order results that tie on the rules below. */
const FIELDS = ['title', 'slug', 'otherTitle', 'body', 'otherBody'];
const BOOST = { title: 4, slug: 4, otherTitle: 3, body: 1.5, otherBody: 1 };
const TITLE_FIELDS = ['title', 'slug', 'otherTitle'];
const CURRENT_FIELDS = ['title', 'body'];
const OTHER_FIELDS = ['otherTitle', 'otherBody'];

export interface SearchIndex {
  entries: readonly SearchEntry[];
  mini: MiniSearch<{ id: number }>;
}

/** The index of a language's entries (built once per content version on the server, once per page on the device). */
export function searchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const mini = new MiniSearch<{ id: number }>({
    fields: FIELDS,
    tokenize: words,
    processTerm: (term) => term,
    extractField: (doc, field) => {
      const e = entries[doc.id]!;
      switch (field) {
        case 'id': return String(doc.id);
        case 'title': return e.title;
        case 'slug': return e.href.slice(e.href.lastIndexOf('/') + 1);
        case 'otherTitle': return e.otherTitle ?? '';
        case 'body': return `${e.description} ${e.more ?? ''}`;
        default: return e.otherDescription ?? '';
      }
    },
  });
  mini.addAll(entries.map((_, id) => ({ id })));
  return { entries, mini };
}

/**
 * The entries matching a query, best first (at most 50). Any term may match — its word exactly, the start of a word,
 * or a word 1–2 edits away — in either language. Ranked by:
 * 1. how many of the query's terms match (every term beats some terms);
 * 2. for each term, where and how well it matched: a title (or slug) above a description, then exact above the
 *    start of a word above a typo, and a synonym last — summed over the terms;
 * 3. MiniSearch's relevance (BM25 with the fields' boosts), then the title.
 */
export function searchEntries(index: SearchIndex, query: string): Found[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // Each synonym searched too, counted as the term it stands for.
  const standsFor = new Map(terms.map((term) => [term, term]));
  for (const term of terms) for (const synonym of synonymsOf.get(term) ?? []) if (!standsFor.has(synonym)) standsFor.set(synonym, term);
  const results = index.mini.search([...standsFor.keys()].join(' '), {
    combineWith: 'OR',
    // A synonym is matched whole: its typos and longer words would be another word's.
    prefix: (term) => standsFor.get(term) === term,
    fuzzy: (term) => (standsFor.get(term) === term && fuzziness(term)) || false,
    boost: BOOST,
  });
  return results
    .map((result) => ({ result, ...grade(result, standsFor) }))
    .sort((a, b) => b.covered - a.covered || b.quality - a.quality || b.result.score - a.result.score || title(index, a.result).localeCompare(title(index, b.result)))
    .slice(0, MAX_RESULTS)
    .map(({ result, otherLanguageOnly }) => ({ entry: index.entries[Number(result.id)]!, otherLanguageOnly }));
}

const title = (index: SearchIndex, result: SearchResult) => index.entries[Number(result.id)]!.title;

/**
 * How a result matched: the query's terms it matched (a synonym's match counting for its term), their summed quality
 * (title 3, then exact 2, word start 1, typo 0: the best of each term's matches; a synonym's 0), and whether the words
 * typed matched only the other language's fields.
 */
function grade(result: SearchResult, standsFor: ReadonlyMap<string, string>): { covered: number; quality: number; otherLanguageOnly: boolean } {
  const best = new Map<string, number>();
  let current = false;
  let other = false;
  for (const searched of result.queryTerms) {
    const term = standsFor.get(searched) ?? searched;
    for (const [word, fields] of Object.entries(result.match)) {
      const how = word === searched ? 2 : word.startsWith(searched) ? 1 : withinEdits(searched, word, fuzziness(searched)) ? 0 : -1;
      if (how < 0) continue;
      // A synonym's match only counts the term as matched: any match of the words typed ranks above it.
      const typed = term === searched;
      best.set(term, Math.max(best.get(term) ?? 0, typed ? how + (fields.some((f) => TITLE_FIELDS.includes(f)) ? 3 : 0) : 0));
      if (!typed) continue;
      current ||= fields.some((f) => CURRENT_FIELDS.includes(f));
      other ||= fields.some((f) => OTHER_FIELDS.includes(f));
    }
  }
  return { covered: best.size, quality: [...best.values()].reduce((sum, q) => sum + q, 0), otherLanguageOnly: other && !current };
}

/** Whether two words are at most `max` edits apart (Levenshtein, stopped early: the words are short). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
}

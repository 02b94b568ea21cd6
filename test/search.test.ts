import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, queryTerms, searchEntries, searchIndex, withinEdits, type SearchEntry } from '../src/adapters/site/search-index.js';
import { searchResults } from '../src/adapters/site/search-results.js';
import { searchEntriesOf } from '../src/adapters/site/search-page.js';
import { loadContent } from '../src/content/load-content.js';
import { operations } from '../src/ops/index.js';
import { startFetch, type Harness } from './support/harness.js';

const entry = (id: string, title: string, description: string, other: Partial<SearchEntry> = {}): SearchEntry => ({ kind: 'utilities', href: `/utilities/${id}`, title, description, ...other });
const ids = (found: ReturnType<typeof searchEntries>) => found.map((f) => f.entry.href.slice(f.entry.href.lastIndexOf('/') + 1));

describe('the search’s terms', () => {
  it('folds case and accents, so "nomina" finds "Nómina"', () => {
    expect(fold('Nómina ÑANDÚ Zona')).toBe('nomina nandu zona');
  });

  it('splits on anything but letters and digits, drops stop words from a query that has others, and keeps a query of only those', () => {
    expect(queryTerms('Salary for the self-employed')).toEqual(['salary', 'self', 'employed']);
    expect(queryTerms('de la')).toEqual(['de', 'la']);
    expect(queryTerms('take-home pay')).toEqual(['takehome', 'pay']);
  });

  it('is bounded: the first 200 characters, at most 12 distinct terms of at most 40 characters; punctuation and emoji are no terms', () => {
    // 300 words "w0 w1 …": the first 200 characters hold w0…w9 (3 characters each with the space) and more; 12 are kept.
    const many = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    expect(queryTerms(many)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9', 'w10', 'w11']);
    expect(queryTerms(`${'a'.repeat(41)} pdf`)).toEqual(['pdf']);
    expect(queryTerms('.*+?^${}()|[]\\ !!! ¿¡')).toEqual([]);
    expect(queryTerms('😀🎉 👍🏽')).toEqual([]);
  });

  it('counts edits exactly (Levenshtein), stopping early', () => {
    expect(withinEdits('salry', 'salary', 1)).toBe(true); // one letter left out
    expect(withinEdits('morgage', 'mortgage', 1)).toBe(true);
    expect(withinEdits('salario', 'salary', 1)).toBe(false); // y→i and o added: 2
    expect(withinEdits('salario', 'salary', 2)).toBe(true);
    expect(withinEdits('abcdef', 'uvwxyz', 2)).toBe(false);
  });
});

describe('the ranking', () => {
  const index = searchIndex([
    entry('body-exact', 'Invoice aging', 'Ages invoices by salary band'),
    entry('title-fuzzy', 'Salery tables', 'Tables of pay'),
    entry('title-exact', 'Salary from an hourly rate', 'Converts a rate'),
    entry('title-prefix', 'Salaryman budget', 'A budget'),
    entry('two-terms', 'Net salary', 'What is left'),
    entry('spanish', 'Spanish payroll', 'Gross to net', { otherTitle: 'Nómina en España', otherDescription: 'Sueldo neto de un trabajador' }),
    entry('unrelated', 'Color convert', 'Hex to RGB'),
  ]);

  it('puts a title above a description, and exact above the start of a word above a typo', () => {
    // "salary": title exact (3+2) > title start of a word (3+1) > title typo "salery" (3+0) > description exact (2) >
    // only a synonym ("sueldo"). two-terms also has "salary" exactly in its title, and ties title-exact; BM25 prefers
    // its shorter title.
    expect(ids(searchEntries(index, 'salary'))).toEqual(['two-terms', 'title-exact', 'title-prefix', 'title-fuzzy', 'body-exact', 'spanish']);
  });

  it('ranks an entry matching every term above one matching some', () => {
    expect(ids(searchEntries(index, 'net salary'))[0]).toBe('two-terms');
  });

  it('finds by the other language’s words, says so, and links to the page of the current language', () => {
    const found = searchEntries(index, 'sueldo neto');
    expect(ids(found)[0]).toBe('spanish');
    expect(found[0]!.otherLanguageOnly).toBe(true);
    expect(searchEntries(index, 'payroll')[0]!.otherLanguageOnly).toBe(false);
    const html = searchResults('en', 'sueldo neto', index);
    expect(html).toContain('<a class="item-title" href="/utilities/spanish">Spanish payroll</a>');
    expect(html).toContain('<p class="item-meta">Matched its Spanish name or description: <span lang="es">Nómina en España</span></p>');
  });

  it('folds accents both ways: "nomina" finds "Nómina", "nómina" too', () => {
    expect(ids(searchEntries(index, 'nomina'))).toEqual(['spanish']);
    expect(ids(searchEntries(index, 'NÓMINA'))).toEqual(['spanish']);
  });

  it('finds nothing for words nothing is near, and for no words at all', () => {
    expect(searchEntries(index, 'zzzzqqq')).toEqual([]);
    expect(searchEntries(index, '!!! 😀')).toEqual([]);
    expect(searchResults('en', '!!!', index)).toContain('<p>Nothing matches “!!!”. Try fewer or other words.</p>');
  });

  it('matches a synonym whole, counted as its term: "take home" finds net pay, "wages" no word that starts with a synonym', () => {
    expect(queryTerms('Take home')).toEqual(['takehome']);
    // takehome → net, neto: two-terms says "net" in its title, spanish in its description and its Spanish description.
    expect(ids(searchEntries(index, 'take home')).sort()).toEqual(['spanish', 'two-terms']);
    // wages → salary, sueldo, pay, exactly: not "Salaryman", nor "Salery" by a typo of a synonym.
    expect(ids(searchEntries(index, 'wages')).sort()).toEqual(['body-exact', 'spanish', 'title-exact', 'title-fuzzy', 'two-terms']);
  });
});

describe('the site’s search, on the real pages', () => {
  let content: Awaited<ReturnType<typeof loadContent>>;
  const top = (locale: 'en' | 'es', query: string, n: number) =>
    ids(searchEntries(searchIndex(searchEntriesOf(locale, operations, content.guides[locale], content.news[locale])), query)).slice(0, n);
  beforeAll(async () => {
    content = await loadContent(operations);
  });

  it('forgives typos: "salry" finds hourly-to-salary first, "morgage" the mortgage calculator, "pdf merg" the PDF merge tool', () => {
    expect(top('en', 'salry', 1)).toEqual(['hourly-to-salary']);
    expect(top('en', 'morgage', 3)).toContain('mortgage-affordability');
    expect(top('en', 'pdf merg', 1)).toEqual(['pdf-merge']);
    expect(top('es', 'pdf merg', 1)).toEqual(['pdf-merge']);
  });

  it('crosses languages: "sueldo neto" on the English site, "net salary" and "take home pay" on the Spanish one find the payroll calculator', () => {
    expect(top('en', 'sueldo neto', 1)).toEqual(['es-nomina-bruto-neto']);
    // Its slug's words ("es nomina bruto neto") belong to neither language: only its Spanish words matched.
    expect(searchEntries(searchIndex(searchEntriesOf('en', operations, content.guides.en, content.news.en)), 'sueldo neto')[0]!.otherLanguageOnly).toBe(true);
    expect(top('es', 'net salary', 3)).toContain('es-nomina-bruto-neto');
    expect(top('es', 'take home pay', 3)).toContain('es-nomina-bruto-neto');
    expect(top('en', 'hipoteca', 1)).toEqual(['mortgage-affordability']);
  });

  it('keeps accent folding: "nomina" on /es/ finds "Nómina en España" first', () => {
    expect(top('es', 'nomina', 1)).toEqual(['es-nomina-bruto-neto']);
  });
});

describe('the search over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch();
  });
  afterAll(() => h.close());

  const fragment = async (path: string) => (await h.call(path, { headers: { 'x-page-fragment': 'result' } })).text();

  it('serves each language’s entries at /search.json, cacheable, from which the device draws the very section the server does', async () => {
    for (const prefix of ['', '/es']) {
      const response = await h.call(`${prefix}/search.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const text = await response.text();
      // Its budget: 32 KB gzipped per language (about 25 KB in November 2026: 120 entries in both languages).
      expect(gzipSync(text).byteLength).toBeLessThanOrEqual(32_000);
      const entries = JSON.parse(text) as SearchEntry[];
      expect(entries.find((e) => e.href === `${prefix}/calculators/es-nomina-bruto-neto`)?.otherTitle).toBe(prefix ? 'Spanish payroll: gross to net' : 'Nómina en España: de bruto a neto');
      const device = searchIndex(entries);
      for (const query of ['salry', 'sueldo neto', 'net salary', 'pdf merg', 'nomina', 'zzzzqqq', '']) {
        expect(searchResults(prefix ? 'es' : 'en', query, device), `${prefix} ${query}`).toBe(await fragment(`${prefix}/search?q=${encodeURIComponent(query)}`));
      }
    }
  });

  it('answers hostile queries with a clear page, never a 500: 1,000 characters, regex characters, only punctuation, emoji, a broken escape', async () => {
    const queries = ['a'.repeat(1000), 'ab '.repeat(400), '.*+?^${}()|[]\\/'.repeat(20), '!!! ??? ...', '😀🎉👍🏽', '%E0%A4%A', '%00<script>alert(1)</script>'];
    for (const query of queries) {
      for (const prefix of ['', '/es']) {
        const response = await h.call(`${prefix}/search?q=${query.startsWith('%') ? query : encodeURIComponent(query)}`);
        expect(response.status, query).toBe(200);
        const html = await response.text();
        expect(html, query).toMatch(prefix ? /Nada coincide con «|resultados? para «/ : /Nothing matches “|results? for “/);
        expect(html).not.toContain('<script>alert');
      }
    }
  }, 30_000); // a hang guard: these take well under a second when quiet
});

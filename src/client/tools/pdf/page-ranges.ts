/**
 * Page lists as people type them: `1-3,5`, `3,1,2`, `2-` (to the last page), `5-3` (backwards). Spaces are ignored
 * and an en dash works as a hyphen. Parsing checks the syntax alone (the page script does it before reading any
 * file); resolving checks the numbers against the document's page count (the worker does it once it has read it).
 * Messages are in both languages and name no field: the caller puts the field's label in front.
 */

export interface Text {
  en: string;
  es: string;
}

/** A range of 1-based page numbers; `to` null means "to the last page". `from` > `to` runs backwards. */
export interface PageRange {
  from: number;
  to: number | null;
  /** As typed (trimmed), for file names and messages. */
  text: string;
}

export type Parsed = { ok: true; ranges: PageRange[] } | { ok: false; message: Text };

const ITEM = /^(\d+)(?:(-)(\d*))?$/;

export function parsePageRanges(input: string): Parsed {
  const cleaned = input.replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, '');
  if (cleaned === '') return { ok: true, ranges: [] };
  const ranges: PageRange[] = [];
  for (const item of cleaned.split(/[,;]/)) {
    if (item === '') {
      return { ok: false, message: { en: 'there is an empty item between two commas.', es: 'hay un elemento vacío entre dos comas.' } };
    }
    const match = ITEM.exec(item);
    if (!match) {
      return {
        ok: false,
        message: {
          en: `“${item}” is not a page number or a range. Write pages like 1-3,5 (2- means from page 2 to the end).`,
          es: `«${item}» no es un número de página ni un intervalo. Escribe las páginas así: 1-3,5 (2- significa de la página 2 al final).`,
        },
      };
    }
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : match[3] === '' ? null : Number(match[3]);
    if (from < 1 || (to !== null && to < 1)) {
      return { ok: false, message: { en: 'pages are numbered from 1.', es: 'las páginas se numeran desde 1.' } };
    }
    ranges.push({ from, to, text: item });
  }
  return { ok: true, ranges };
}

export type Resolved = { ok: true; pages: number[] } | { ok: false; message: Text };

/** The 0-based page indices the ranges name, in the order written (repeats kept), checked against `pageCount`. */
export function resolvePageRanges(ranges: readonly PageRange[], pageCount: number): Resolved {
  const pages: number[] = [];
  for (const range of ranges) {
    const to = range.to ?? pageCount;
    const highest = Math.max(range.from, to);
    if (highest > pageCount) {
      return {
        ok: false,
        message: {
          en: `there is no page ${highest}: the document has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`,
          es: `no hay página ${highest}: el documento tiene ${pageCount} ${pageCount === 1 ? 'página' : 'páginas'}.`,
        },
      };
    }
    const step = to >= range.from ? 1 : -1;
    for (let page = range.from; ; page += step) {
      pages.push(page - 1);
      if (page === to) break;
    }
  }
  return { ok: true, pages };
}

/** The first page listed twice, if any (1-based). */
export function firstRepeat(pages: readonly number[]): number | undefined {
  const seen = new Set<number>();
  for (const page of pages) {
    if (seen.has(page)) return page + 1;
    seen.add(page);
  }
  return undefined;
}

/**
 * A list of 0-based page indices written back as the typed list reads it (1-based): runs of consecutive pages as
 * ranges, forwards (`1-3`) or backwards from three pages on (`5-3`; two read better as `2,1`).
 */
export function formatPageList(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length; ) {
    const first = pages[i]!;
    let j = i;
    const step = pages[i + 1] === first + 1 ? 1 : pages[i + 1] === first - 1 ? -1 : 0;
    if (step !== 0) while (pages[j + 1] === pages[j]! + step) j++;
    const length = j - i + 1;
    if (step === 1 || (step === -1 && length >= 3)) {
      parts.push(`${first + 1}-${pages[j]! + 1}`);
      i = j + 1;
    } else {
      parts.push(String(first + 1));
      i++;
    }
  }
  return parts.join(',');
}

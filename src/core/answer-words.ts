import type { Locale } from './locale.js';
import type { ValueFormat } from './display.js';

/**
 * The small words of the answer sentences (`ResultSpec.answer`): counts with their nouns, sizes of texts. The
 * sentence describes a result's size and shape instead of repeating it, so these measure without copying.
 */

/** What the sentences need of the page's tools: its language and how it writes figures. */
export interface Words {
  locale: Locale;
  format(value: unknown, format: ValueFormat): string;
}

/** A noun in each language, [singular, plural]. */
export type Noun = Readonly<Record<Locale, readonly [string, string]>>;

export const LINES: Noun = { en: ['line', 'lines'], es: ['línea', 'líneas'] };
export const CHARACTERS: Noun = { en: ['character', 'characters'], es: ['carácter', 'caracteres'] };
export const BYTES: Noun = { en: ['byte', 'bytes'], es: ['byte', 'bytes'] };
export const WORDS: Noun = { en: ['word', 'words'], es: ['palabra', 'palabras'] };
export const ROWS: Noun = { en: ['row', 'rows'], es: ['fila', 'filas'] };
export const COLUMNS: Noun = { en: ['column', 'columns'], es: ['columna', 'columnas'] };

/** "3 lines" · "1.000 líneas": the count as the page writes integers, and its noun in the page's language. */
export function counted(n: number, noun: Noun, words: Words): string {
  return `${words.format(n, 'integer')} ${noun[words.locale][n === 1 ? 0 : 1]}`;
}

/** Lines of a text: 0 when empty; a final line break ends the last line rather than starting another. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  let breaks = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks++;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

/** Unicode characters (code points) of a text: an emoji counts once, as the error messages count positions. */
export function characterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** How many times `part` occurs in `text`, without overlaps. */
export function occurrences(text: string, part: string): number {
  let count = 0;
  for (let i = text.indexOf(part); i !== -1; i = text.indexOf(part, i + part.length)) count++;
  return count;
}

/** "la 01:00" · "las 13:00": a wall time with its Spanish article (one o'clock is singular). */
export function spanishClock(time: string): string {
  return `${time.startsWith('01:') ? 'la' : 'las'} ${time}`;
}

/** "a, b and c" · "a, b y c". */
export function listed(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${locale === 'es' ? 'y' : 'and'} ${items[items.length - 1]}`;
}

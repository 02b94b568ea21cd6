import type { Locale } from '../core/locale.js';

/** 1-based line and column of a 0-based offset into `text` (columns count UTF-16 code units, like editors' JSON errors). */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** "line 3, column 7" · "línea 3, columna 7". */
export function describePosition(text: string, offset: number, locale: Locale = 'en'): string {
  const { line, column } = lineAndColumn(text, offset);
  return locale === 'es' ? `línea ${line}, columna ${column}` : `line ${line}, column ${column}`;
}

import { formatMoney, formatNumber } from '../../../core/display.js';
import type { Locale } from '../../../core/locale.js';
import type { ClockSpec, Display, ScoreCardSpec } from '../../../core/page-spec.js';
import { escapeHtml } from '../../reference/html-escape.js';
import { toolStrings } from './tool-strings.js';

/**
 * The views a utility's result adds to its figures (`page.displays`): a line diff side by side and unified, a table
 * preview of tabular data, wall clocks; and the pieces every utility page shares: copy buttons, swatches, and the
 * line and column of a parse error pointed at in the text. All drawn on the server, so they show without JavaScript;
 * the buttons that need it are rendered `hidden` with `data-js`, and the page's script reveals them.
 */

/** Text for a `<pre>`: escaped, with carriage returns kept (as `&#13;`, which the HTML parser does not fold into \n) so a copy is byte for byte. */
export function preText(text: string): string {
  return escapeHtml(text).replace(/\r/g, '&#13;');
}

/** A Copy button for the element `targetId` (its text goes to the clipboard); shown by the script only. */
export function copyButton(targetId: string, locale: Locale): string {
  return `<button type="button" class="secondary copy" data-copy="${escapeHtml(targetId)}" data-js hidden>${toolStrings[locale].copy}</button>`;
}

/** An element id from a field's dotted path: `unix.seconds` → `out-unix-seconds`. */
export function outputId(field: string): string {
  return `out-${field.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([0-9.,%\s/+-]*\)|[a-z]{3,30})$/i;

/** A swatch of a CSS color (decorative: the color is written beside it); nothing for a value that is not plainly one. */
export function swatchHtml(value: unknown): string {
  if (typeof value !== 'string' || !CSS_COLOR.test(value.trim())) return '';
  return `<span class="swatch-color" aria-hidden="true"><span style="background-color: ${escapeHtml(value.trim())}"></span></span>`;
}

/** Renders one display of the result; `at` reads a dotted path of the output. */
export function displayHtml(display: Display, at: (path: string) => unknown, locale: Locale): string {
  switch (display.kind) {
    case 'diff': {
      const lines = at(display.lines);
      const unified = at(display.unified);
      return Array.isArray(lines) && typeof unified === 'string' ? diffHtml(lines as DiffLine[], unified, locale) : '';
    }
    case 'table-preview':
      return 'csv' in display
        ? csvPreview(at(display.csv), at(display.count), display.delimiter === undefined ? ',' : at(display.delimiter), display.title[locale], locale)
        : rowsPreview(at(display.rows), at(display.columns), display.title[locale], locale);
    case 'clocks':
      return `<div class="clocks">${display.clocks.map((clock) => clockHtml(clock, at, locale)).join('')}</div>`;
    case 'score-card':
      return scoreCardHtml(display, at(display.areas), locale);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Diff

interface DiffLine {
  kind: 'equal' | 'removed' | 'added';
  text: string;
  originalLine: number | null;
  changedLine: number | null;
}

/** Rows drawn side by side at most; the unified view (and the API) have every line. */
export const MAX_SIDE_BY_SIDE_ROWS = 2_000;

/**
 * Both views of a diff, chosen by two radio buttons that CSS reads (`:has`), so the choice works without JavaScript
 * (a browser without `:has` shows both): side by side, a removed line paired with the added line that replaces it and
 * the part of the line that changed marked; and unified, the diff -u text coloured line by line, with its Copy button.
 */
function diffHtml(lines: readonly DiffLine[], unified: string, locale: Locale): string {
  const t = toolStrings[locale];
  const rows: string[] = [];
  let total = 0;
  const push = (left: DiffLine | undefined, right: DiffLine | undefined) => {
    total++;
    if (rows.length >= MAX_SIDE_BY_SIDE_ROWS) return;
    const [leftText, rightText] = left && right && left.kind !== 'equal' ? changedParts(left.text, right.text) : [left && escapeHtml(left.text), right && escapeHtml(right.text)];
    rows.push(`<tr>${sideCells(left, left?.originalLine ?? null, leftText)}${sideCells(right, right?.changedLine ?? null, rightText)}</tr>`);
  };
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    if (line.kind === 'equal') {
      push(line, line);
      i++;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    while (lines[i]?.kind === 'removed') removed.push(lines[i++]!);
    while (lines[i]?.kind === 'added') added.push(lines[i++]!);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) push(removed[k], added[k]);
  }
  const cut = total > rows.length ? `<p class="hint">${escapeHtml(t.sideBySideCut(formatNumber(rows.length, locale), formatNumber(total, locale)))}</p>` : '';
  const split = lines.length === 0
    ? `<p>${t.noDifferences}</p>`
    : `<p class="hint" id="diff-caption">${escapeHtml(t.diffCaption)}</p>${cut}` +
      `<div class="table-wrap" tabindex="0" role="region" aria-label="${t.sideBySide}"><table class="diff" aria-describedby="diff-caption">` +
      '<colgroup><col class="ln"><col class="mark"><col><col class="ln"><col class="mark"><col></colgroup>' +
      `<thead><tr><th scope="colgroup" colspan="3">${t.original}</th><th scope="colgroup" colspan="3">${t.changed}</th></tr></thead>` +
      `<tbody translate="no">${rows.join('\n')}</tbody></table></div>`;
  const unifiedLines = unified === '' ? '' : unified.replace(/\n$/, '').split('\n').map((text, i) => {
    const kind = i < 2 && /^(?:---|\+\+\+) /.test(text) ? 'file' : text.startsWith('@@') ? 'hunk' : text.startsWith('+') ? 'add' : text.startsWith('-') ? 'del' : '';
    return `<span${kind ? ` class="${kind}"` : ''}>${preText(text)}\n</span>`;
  }).join('');
  const id = 'out-unified-view';
  const unifiedView = unified === ''
    ? `<p>${t.noDifferences}</p>`
    : `<div class="output-head"><span class="figure-label">${t.unified}</span>${copyButton(id, locale)}</div><pre class="output diff-text" id="${id}" tabindex="0">${unifiedLines}</pre>`;
  return `<div class="diff-views"><fieldset class="view-switch"><legend>${t.view}</legend>` +
    `<label><input type="radio" name="diff-view" value="split" checked> ${t.sideBySide}</label>` +
    `<label><input type="radio" name="diff-view" value="unified"> ${t.unified}</label></fieldset>` +
    `<div class="diff-split">${split}</div><div class="diff-unified">${unifiedView}</div></div>`;
}

/** One side of a row: line number, − or + (the marker that does not rely on colour), the text. */
function sideCells(line: DiffLine | undefined, number: number | null, html: string | undefined): string {
  if (!line) return '<td class="ln"></td><td class="mark"></td><td class="code none"></td>';
  const kind = line.kind === 'removed' ? ' del' : line.kind === 'added' ? ' add' : '';
  const mark = line.kind === 'removed' ? '−' : line.kind === 'added' ? '+' : '';
  return `<td class="ln">${number ?? ''}</td><td class="mark${kind}">${mark}</td><td class="code${kind}">${html ?? ''}</td>`;
}

/** A removed line and the added line in its place, the part between their common start and end marked (del / ins). */
function changedParts(before: string, after: string): [string, string] {
  const limit = Math.min(before.length, after.length);
  let start = 0;
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // Never split a character in two (a surrogate pair).
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (end < limit - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  // Whole words: 8080 → 9090 is marked as a number changed, not as 808 → 909 before a 0 in common.
  const inWord = (text: string, at: number) => WORD.test(text.charAt(at - 1)) && WORD.test(text.charAt(at));
  while (start > 0 && (inWord(before, start) || inWord(after, start))) start--;
  while (end > 0 && (inWord(before, before.length - end) || inWord(after, after.length - end))) end--;
  const mark = (text: string, tag: 'del' | 'ins') => {
    const middle = text.slice(start, text.length - end);
    return escapeHtml(text.slice(0, start)) + (middle ? `<${tag}>${escapeHtml(middle)}</${tag}>` : '') + escapeHtml(text.slice(text.length - end));
  };
  // Lines with nothing in common are changed throughout: the row's colour says so without marks.
  if (start === 0 && end === 0) return [escapeHtml(before), escapeHtml(after)];
  return [mark(before, 'del'), mark(after, 'ins')];
}

const WORD = /[\p{L}\p{N}_]/u;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

// ---------------------------------------------------------------------------------------------------------------
// Table preview

/** Rows and columns shown at most in a preview. */
export const PREVIEW_ROWS = 20;
export const PREVIEW_COLUMNS = 20;
const PREVIEW_CELL_CHARACTERS = 120;

function rowsPreview(rows: unknown, columns: unknown, title: string, locale: Locale): string {
  if (!Array.isArray(rows)) return '';
  const names = Array.isArray(columns) ? columns.map(String) : Object.keys((rows[0] as Record<string, unknown> | undefined) ?? {});
  const body = rows.slice(0, PREVIEW_ROWS).map((row) => names.slice(0, PREVIEW_COLUMNS).map((name) => (row as Record<string, unknown>)?.[name]));
  return previewTable(title, names, body, rows.length, locale);
}

function csvPreview(text: unknown, count: unknown, delimiter: unknown, title: string, locale: Locale): string {
  if (typeof text !== 'string') return '';
  const records = firstCsvRecords(text, PREVIEW_ROWS + 1, typeof delimiter === 'string' && delimiter.length === 1 ? delimiter : ',');
  const [header = [], ...body] = records;
  const total = typeof count === 'number' ? count : body.length;
  return previewTable(title, header, body.map((row) => row.slice(0, PREVIEW_COLUMNS)), total, locale);
}

function previewTable(title: string, columns: readonly string[], rows: readonly (readonly unknown[])[], total: number, locale: Locale): string {
  const t = toolStrings[locale];
  const n = (value: number) => formatNumber(value, locale);
  if (total === 0 || columns.length === 0) return `<h3>${escapeHtml(title)}</h3><p>${t.noRows}</p>`;
  const notes = [total > rows.length ? t.previewCut(n(rows.length), n(total)) : t.previewAll(n(total))];
  if (columns.length > PREVIEW_COLUMNS) notes.push(t.previewColumnsCut(n(PREVIEW_COLUMNS), n(columns.length)));
  const head = columns.slice(0, PREVIEW_COLUMNS).map((c) => `<th scope="col">${escapeHtml(clip(c))}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((value) => {
    const numeric = typeof value === 'number';
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `<td${numeric ? ' class="num"' : ''}>${escapeHtml(clip(text))}</td>`;
  }).join('')}</tr>`).join('\n');
  return `<h3>${escapeHtml(title)}</h3><p class="hint">${escapeHtml(notes.join(' '))}</p>` +
    `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(title)}"><table class="preview" translate="no"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function clip(text: string): string {
  return text.length > PREVIEW_CELL_CHARACTERS ? `${text.slice(0, PREVIEW_CELL_CHARACTERS - 1)}…` : text;
}

/** The first `max` records of RFC 4180 CSV (comma-separated, "" inside quotes), read no further than needed. */
export function firstCsvRecords(text: string, max: number, delimiter = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length && records.length < max) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // A quoted field: up to the quote not followed by another.
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          field += text.slice(j);
          j = text.length;
          break;
        }
        field += text.slice(j, q);
        if (text[q + 1] === '"') {
          field += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      i = j;
    } else if (c === delimiter) {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (records.length < max && (field !== '' || record.length > 0)) records.push([...record, field]);
  return records;
}

// ---------------------------------------------------------------------------------------------------------------
// Clocks

const WALL = /^(-?\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * A wall clock: an analog face (decorative) and, as its text, the time in large digits, the day, the zone, its
 * abbreviation and its UTC offset.
 */
function clockHtml(clock: ClockSpec, at: (path: string) => unknown, locale: Locale): string {
  const datetime = at(clock.datetime);
  const match = typeof datetime === 'string' ? WALL.exec(datetime) : null;
  if (!match) return '';
  const [, year, month, day, hh, mm, ss = '00'] = match;
  const hours = Number(hh);
  const minutes = Number(mm);
  const seconds = Number(ss);
  const zone = at(clock.zone);
  const offset = at(clock.offset);
  const abbreviation = clock.abbreviation === undefined ? undefined : at(clock.abbreviation);
  const hand = (angle: number, length: number, kind: string) => `<line class="${kind}" x1="0" y1="0" x2="0" y2="${-length}" transform="rotate(${angle.toFixed(1)})"/>`;
  const ticks = Array.from({ length: 12 }, (_, i) => `<line class="tick" x1="0" y1="-40" x2="0" y2="${i % 3 === 0 ? -33 : -36}" transform="rotate(${i * 30})"/>`).join('');
  const night = hours < 6 || hours >= 20 ? ' night' : '';
  const face = `<svg class="clock-face${night}" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false"><circle r="46"/>${ticks}` +
    `${hand(((hours % 12) + minutes / 60) * 30, 22, 'hour')}${hand((minutes + seconds / 60) * 6, 33, 'minute')}<circle class="pin" r="2.5"/></svg>`;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  const dayText = Number.isNaN(date.getTime()) ? `${year}-${month}-${day}` : dayFormats[locale].format(date);
  const zoneLine = [zone, abbreviation, typeof offset === 'string' ? `UTC${offset}` : undefined]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((part) => `<span>${escapeHtml(part)}</span>`)
    .join(' · ');
  return `<figure class="clock">${face}<figcaption><span class="figure-label">${escapeHtml(clock.label[locale])}</span>` +
    `<span class="clock-time">${hh}:${mm}${ss === '00' ? '' : `:${ss}`}</span><span class="clock-day">${escapeHtml(dayText)}</span>` +
    `<span class="clock-zone">${zoneLine}</span></figcaption></figure>`;
}

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

// ---------------------------------------------------------------------------------------------------------------
// Score card

const SCORE_WORDS = {
  en: {
    outOf: 'out of 100',
    noGap: 'No gap',
    worth: (money: string) => `Closing the gap is worth ${money} a year`,
    notPriced: 'Gap not priced',
    why: 'Why this score',
  },
  es: {
    outOf: 'sobre 100',
    noGap: 'Sin carencias',
    worth: (money: string) => `Cubrir la carencia vale ${money} al año`,
    notPriced: 'Carencia sin valorar',
    why: 'Por qué esta puntuación',
  },
} as const;

/**
 * One card per area: its name as a heading, its score in figures (the bar beside it only repeats it, so colour is never
 * the only signal), what closing its gap is worth a year, and the reasoning folded in a <details>.
 */
function scoreCardHtml(spec: ScoreCardSpec, areas: unknown, locale: Locale): string {
  if (!Array.isArray(areas) || areas.length === 0) return '';
  const w = SCORE_WORDS[locale];
  const cards = areas.map((item) => {
    const area = item as Record<string, unknown>;
    const key = String(area[spec.keys.name]);
    const name = spec.names[key]?.[locale] ?? key;
    const score = typeof area[spec.keys.score] === 'number' ? (area[spec.keys.score] as number) : 0;
    const gap = typeof area[spec.keys.gap] === 'number' ? (area[spec.keys.gap] as number) : 0;
    const reasoning = area[spec.keys.reasoning];
    const band = score >= 80 ? 'high' : score >= 50 ? 'mid' : 'low';
    const gapText = gap > 0 ? escapeHtml(w.worth(formatMoney(gap, spec.currency, locale))) : score >= 100 ? w.noGap : w.notPriced;
    const why = typeof reasoning === 'string' && reasoning !== '' ? `<details><summary>${w.why}</summary><p>${escapeHtml(reasoning)}</p></details>` : '';
    return `<li class="score-area score-${band}"><h4>${escapeHtml(name)}</h4>` +
      `<p class="score-line"><span class="score-value">${escapeHtml(formatNumber(score, locale))} <small>${w.outOf}</small></span>` +
      `<span class="score-meter" aria-hidden="true"><span style="width: ${Math.max(0, Math.min(100, score))}%"></span></span></p>` +
      `<p class="score-gap${gap > 0 ? ' priced' : ''}">${gapText}</p>${why}</li>`;
  });
  return `<h3>${escapeHtml(spec.title[locale])}</h3><ul class="score-card">${cards.join('')}</ul>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Parse errors

const POSITION = /\b(?:line|línea) (\d+)(?:, (?:column|columna) (\d+))?/i;
/** Characters of a long line shown before and after the column pointed at. */
const BEFORE = 50;
const AFTER = 30;

/**
 * Where a parse error is, when its message names a line (and a column) of a text field: the line before it for
 * context, the line itself with the character marked, and a caret under the column. Empty when the message names no
 * line of the text.
 */
export function errorPointer(text: string, message: string, label: string, locale: Locale): string {
  const match = POSITION.exec(message);
  if (!match) return '';
  const lineNumber = Number(match[1]);
  const column = match[2] === undefined ? undefined : Number(match[2]);
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lineNumber < 1 || lineNumber > lines.length) return '';
  const width = String(lineNumber).length;
  const gutter = (n: number | '') => `${String(n).padStart(width)} │ `;
  const shown: string[] = [];
  if (lineNumber > 1) shown.push(escapeHtml(gutter(lineNumber - 1) + around(lines[lineNumber - 2]!, 1).text));
  const line = lines[lineNumber - 1]!;
  if (column === undefined) {
    shown.push(`<mark>${escapeHtml(gutter(lineNumber) + around(line, 1).text)}</mark>`);
  } else {
    const { text: part, column: at } = around(line, column);
    const before = part.slice(0, at - 1);
    const ch = part.slice(at - 1, at + (isHighSurrogate(part.charCodeAt(at - 1)) ? 1 : 0));
    shown.push(escapeHtml(gutter(lineNumber) + before) + (ch ? `<mark>${escapeHtml(ch)}</mark>` : '') + escapeHtml(part.slice(before.length + ch.length)));
    // The caret keeps the line's tabs so it stands under the same column.
    shown.push(`${escapeHtml(gutter('') + before.replace(/[^\t]/g, ' '))}<span class="caret">^</span>`);
  }
  return `<figure class="error-at"><figcaption>${escapeHtml(toolStrings[locale].errorAt(lineNumber, column, label))}</figcaption>` +
    `<pre class="output" tabindex="0">${shown.join('\n')}</pre></figure>`;
}

/** A long line cut around `column` (from 1), with the column's new place. */
function around(line: string, column: number): { text: string; column: number } {
  if (line.length <= BEFORE + AFTER) return { text: line, column };
  const from = Math.max(0, column - 1 - BEFORE);
  const to = Math.min(line.length, from + BEFORE + AFTER);
  return { text: `${from > 0 ? '…' : ''}${line.slice(from, to)}${to < line.length ? '…' : ''}`, column: column - from + (from > 0 ? 1 : 0) };
}

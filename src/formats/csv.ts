import Papa from 'papaparse';
import { InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../core/limits.js';
import type { Localized } from '../core/locale.js';
import { assertFits, tooLarge } from './limit-errors.js';
import { isDataObject, isLosslessNumber, jsonStringBytes, LosslessNumber, stringifyJson, type DataObject, type DataValue } from './json.js';

/**
 * The shared CSV layer (csv-to-json, json-to-csv, convert-data). Reading: RFC 4180 with the delimiter detected,
 * the first row as header, and values typed only where nothing is lost. Writing: RFC 4180 with CRLF, quoting only
 * where needed, in such a way that reading the CSV back gives the same JSON values.
 */

export type CsvDelimiter = ',' | ';' | '\t' | '|';

/** The delimiters detection chooses from, in tie-break order. */
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];

/** The name of each delimiter, as the `delimiter` inputs accept it beside the character itself. */
export const CSV_DELIMITER_NAMES = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const satisfies Record<string, CsvDelimiter>;
export type CsvDelimiterName = keyof typeof CSV_DELIMITER_NAMES;

/** A delimiter given by name (`tab`) or as the character itself. */
export function csvDelimiter(given: CsvDelimiterName | CsvDelimiter): CsvDelimiter {
  return given in CSV_DELIMITER_NAMES ? CSV_DELIMITER_NAMES[given as CsvDelimiterName] : (given as CsvDelimiter);
}

/** How messages name a delimiter: its input name, and the Spanish word. */
function delimiterName(delimiter: CsvDelimiter): string {
  return (Object.keys(CSV_DELIMITER_NAMES) as CsvDelimiterName[]).find((name) => CSV_DELIMITER_NAMES[name] === delimiter)!;
}
const DELIMITER_WORDS_ES: Record<CsvDelimiter, string> = { ',': 'coma', ';': 'punto y coma', '\t': 'tabulador', '|': 'barra vertical' };

/** One cell as read: text, a number exactly as written, a boolean, or null for an empty unquoted field. */
export type CsvValue = string | boolean | null | LosslessNumber;

/**
 * A data row: column name → value, in column order. A Map (the shared DataObject), so it is a DataValue as it is,
 * keeps the order of integer-like names ("2024") and treats `__proto__` as an ordinary name.
 */
export type CsvRow = Map<string, CsvValue>;

export interface ParsedCsv {
  /** One object per data row, keys in column order. */
  rows: CsvRow[];
  /** The column names, made unique, in header order. */
  columns: string[];
  /** The delimiter used: given, set by a `sep=` first line, or detected (comma when there is only one column). */
  delimiter: CsvDelimiter;
  /** rows.length. */
  rowCount: number;
}

export interface CsvDocument {
  /** RFC 4180 CSV text, every record (the last included) ending in CRLF; empty for an empty array. */
  text: string;
  /** The header: every key found, in first-seen order. */
  columns: string[];
  rowCount: number;
}

/**
 * What a reader's caller answers with, for the response limit: 'rows' writes every row as an object spelling every
 * column name (as JSON and YAML do), 'rows and columns' also lists the names (csv-to-json), 'table' writes the names
 * once (TOON, CSV).
 */
export type CsvAnswer = 'rows' | 'rows and columns' | 'table';

export interface CsvReadOptions {
  /**
   * The delimiter, when the caller knows it (csv-to-json's `delimiter` input); detected when absent. A `sep=` first
   * line that names another one is refused: the message names the `delimiter` input.
   */
  delimiter?: CsvDelimiter;
  /**
   * What the caller answers with; 'rows' by default. Unless it is 'table', the answer's size is counted while reading
   * and an answer past the response limit is refused before it is built: every row spells every column name again,
   * so a long header over many short rows would turn 1 MiB of CSV into gigabytes of JSON, and a header of empty cells
   * is a list of generated names (column_1, column_2…) several times its size.
   */
  answer?: CsvAnswer;
  /**
   * Bytes of the answer besides its rows and column list (its own field names, the delimiter, the count); none by
   * default. Never smaller for more rows: while reading it is taken at 0 rows, and exactly at the end.
   */
  envelopeBytes?: (rowCount: number, delimiter: CsvDelimiter) => number;
}

export interface CsvWriteOptions {
  /** The delimiter between fields; comma by default. */
  delimiter?: CsvDelimiter;
  /** The answer also lists the column names (json-to-csv's `columns`): they count toward the response limit. */
  listColumns?: boolean;
  /** Bytes of the answer besides the CSV text and the column list (its own field names, the row count); none by default. */
  envelopeBytes?: (rowCount: number) => number;
}

/** What to make smaller when the rows read would pass the response limit. */
const ROWS_ADVICE: Localized = { en: 'use fewer rows or shorter column names', es: 'usa menos filas o nombres de columna más cortos' };
/** What to make smaller when the column list alone would pass it. */
const COLUMNS_ADVICE: Localized = {
  en: 'use fewer or shorter column names (an empty one becomes column_N)',
  es: 'usa menos nombres de columna o más cortos (uno vacío se convierte en column_N)',
};
/** What to make smaller when the CSV written would pass it. */
const TABLE_ADVICE: Localized = {
  en: 'use fewer objects, or objects that share their keys (every row has a cell for every column)',
  es: 'usa menos objetos, u objetos que compartan sus claves (cada fila tiene una celda por cada columna)',
};

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = 0xfeff;

// ---------------------------------------------------------------------------------------------------------------
// Sizes, for the response limit

/** Bytes of a string as a JSON string in the response, quotes included. */
function quotedBytes(text: string): number {
  return jsonStringBytes(text) + 2;
}

/** Bytes of a cell's value in the JSON of its row. */
function valueBytes(value: CsvValue): number {
  if (value === null || value === true) return 4;
  if (value === false) return 5;
  if (typeof value === 'string') return quotedBytes(value);
  return value.value.length;
}

/** Bytes of the JSON list of `names`: ["a","b"]. */
function namesListBytes(names: readonly string[]): number {
  let bytes = 2 + Math.max(0, names.length - 1);
  for (const name of names) bytes += quotedBytes(name);
  return bytes;
}

/**
 * At least the bytes of the JSON list of the names uniqueColumnNames will give `header`, worked out without making
 * them: an empty name becomes column_N (N its position), and a repeated one only grows.
 */
function headerListMinBytes(header: readonly string[]): number {
  let bytes = 2 + Math.max(0, header.length - 1);
  for (let i = 0; i < header.length; i++) {
    const raw = header[i]!;
    bytes += raw === '' ? 'column_'.length + String(i + 1).length + 2 : quotedBytes(raw);
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Longest text that can be the shortest round-trip form of a double: "-0.0000012345678901234567" (25). */
const MAX_NUMBER_TEXT = 25;

/**
 * True when `text` is exactly how JavaScript (and JSON.stringify) writes some finite double, so reading it as a
 * number and writing it back gives the same characters: "42", "-1.5", "1e+21", but not "007", "+1", "1e5", "1.50",
 * "-0", " 1" or 9007199254740993.
 */
export function isCanonicalNumber(text: string): boolean {
  if (text.length === 0 || text.length > MAX_NUMBER_TEXT) return false;
  const first = text.charCodeAt(0);
  if (first !== 0x2d && (first < 0x30 || first > 0x39)) return false;
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text;
}

/**
 * The value of one unquoted field: empty → null, exactly `true`/`false` → boolean, a canonical number (see
 * isCanonicalNumber) → a LosslessNumber with those digits, anything else the text itself. Quoted fields are always
 * text and do not come through here.
 */
export function csvValue(field: string): CsvValue {
  if (field === '') return null;
  if (field === 'true') return true;
  if (field === 'false') return false;
  return isCanonicalNumber(field) ? new LosslessNumber(field) : field;
}

/** A syntax problem at an offset; turned into an InputError naming the row and line (`where`, in each language) by the caller. */
class CsvSyntaxError {
  constructor(
    readonly message: (where: string) => string,
    readonly es: (where: string) => string,
    readonly offset: number,
  ) {}
}

/**
 * RFC 4180 records, one at a time. Line ends may be CRLF, LF or CR, even mixed; inside a quoted field they are
 * data and kept exactly. A quote opens a quoted field only as the field's first character; elsewhere it is an
 * ordinary character. After a closing quote only the delimiter, a line end or the end of the text may follow.
 */
class CsvReader {
  private pos = 0;
  /** Fields of the record last read. */
  fields: string[] = [];
  /** Whether each of those fields was quoted. */
  quoted: boolean[] = [];
  /** Offset where the record last read starts. */
  start = 0;

  constructor(
    private readonly text: string,
    private readonly delimiter: number,
    /** Where the first record starts (after a `sep=` line). */
    start = 0,
  ) {
    this.pos = start;
  }

  /** Reads the next record; false at the end of the text. A final line end does not start another record. */
  next(): boolean {
    const { text, delimiter } = this;
    const length = text.length;
    if (this.pos >= length) return false;
    const fields: string[] = [];
    const quoted: boolean[] = [];
    this.start = this.pos;
    let pos = this.pos;
    for (;;) {
      // One field starts at `pos`.
      if (text.charCodeAt(pos) === QUOTE) {
        const open = pos;
        let value = '';
        let from = pos + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) {
            throw new CsvSyntaxError(
              (where) => `unterminated quoted field starting at ${where}`,
              (where) => `campo entre comillas sin cerrar que empieza en ${where}`,
              open,
            );
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += text.slice(from, close + 1); // "" is one quote
            from = close + 2;
            continue;
          }
          value += text.slice(from, close);
          pos = close + 1;
          break;
        }
        fields.push(value);
        quoted.push(true);
        const after = pos < length ? text.charCodeAt(pos) : -1;
        if (after !== delimiter && after !== CR && after !== LF && after !== -1) {
          throw new CsvSyntaxError(
            (where) =>
              `unexpected ${describeChar(text, pos)} after the closing quote of the quoted field at ${where}; ` +
              'a quote inside a quoted field must be doubled ("")',
            (where) =>
              `carácter ${describeChar(text, pos)} inesperado tras cerrar las comillas del campo de ${where}; ` +
              'dentro de un campo entre comillas, las comillas se escriben duplicadas ("")',
            open,
          );
        }
      } else {
        let end = pos;
        for (; end < length; end++) {
          const c = text.charCodeAt(end);
          if (c === delimiter || c === CR || c === LF) break;
        }
        fields.push(text.slice(pos, end));
        quoted.push(false);
        pos = end;
      }
      // `pos` is at a delimiter, a line end or the end of the text.
      if (pos >= length) break;
      const c = text.charCodeAt(pos);
      if (c === delimiter) {
        pos++;
        continue;
      }
      pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      break;
    }
    this.pos = pos;
    this.fields = fields;
    this.quoted = quoted;
    return true;
  }

  /** The record last read is an empty line (no characters at all, not even ""). */
  isBlank(): boolean {
    return this.fields.length === 1 && this.fields[0] === '' && !this.quoted[0];
  }

  /** The record last read is a line of spaces or tabs at most, unquoted, with no delimiter (what pasting leaves at the end). */
  isWhitespace(): boolean {
    return this.fields.length === 1 && !this.quoted[0] && /^[ \t]*$/.test(this.fields[0]!);
  }
}

function describeChar(text: string, offset: number): string {
  const ch = String.fromCodePoint(text.codePointAt(offset)!);
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `'${ch}'` : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** 1-based line of `offset`, counting CRLF, LF and CR each as one line end. */
export function csvLineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) line++;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) line++;
  }
  return line;
}

/**
 * The delimiter by papaparse's detection over the first ten records (the candidate giving the most consistent
 * field count wins, more fields breaking ties, then the order of CSV_DELIMITERS), among the candidates that read the
 * quotes of those records as RFC 4180 writes them. Papaparse alone counts fields only: in `a;"x,y,z"` the comma gives
 * three fields a line as consistently as the semicolon gives two, and wins, though it leaves a quote in the middle of
 * an unquoted field — which no CSV writer produces, while the semicolon reads a quoted field that opens at the start
 * and closes at a delimiter. Text in which no candidate splits anything (one column) is comma-separated. Papaparse
 * splits records on one line-end sequence per text (it guesses one among CR, LF and CRLF), while CsvReader, like
 * Python's csv module, takes any of them in any mix: the text it sees has every line end as LF, which keeps its
 * records and fields as CsvReader reads them (a line end inside a quoted field is data either way, and only the
 * fields' counts matter here).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lf = text.replace(/\r\n?/g, '\n');
  const clean = CSV_DELIMITERS.filter((candidate) => quotesWellFormed(lf, candidate));
  const result = Papa.parse<string[]>(lf, {
    delimitersToGuess: clean.length > 0 ? clean : [...CSV_DELIMITERS],
    newline: '\n',
    preview: 1,
    skipEmptyLines: true,
  });
  if (result.errors.some((e) => e.code === 'UndetectableDelimiter')) return ',';
  const found = result.meta.delimiter as CsvDelimiter;
  return CSV_DELIMITERS.includes(found) ? found : ',';
}

/** Records detection looks at, as papaparse's guess does. */
const DETECTION_RECORDS = 10;

/**
 * Whether the first records, split on `delimiter`, have their quotes where RFC 4180 puts them: a quote only opens a
 * field, closes it just before a delimiter or a line end, or is doubled inside a quoted field. Reads at most
 * DETECTION_RECORDS records (a quoted field may span lines), so it costs what papaparse's own guess does.
 */
function quotesWellFormed(text: string, delimiter: CsvDelimiter): boolean {
  let i = 0;
  for (let records = 0; i < text.length && records < DETECTION_RECORDS; records++) {
    for (;;) {
      if (text[i] === '"') {
        // A quoted field: up to a quote not doubled, which must end the field.
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0) return false;
          if (text[close + 1] === '"') i = close + 2;
          else {
            i = close + 1;
            break;
          }
        }
        if (i < text.length && text[i] !== delimiter && text[i] !== '\n') return false;
      } else {
        // An unquoted field: no quote before its end.
        while (i < text.length && text[i] !== delimiter && text[i] !== '\n') {
          if (text[i] === '"') return false;
          i++;
        }
      }
      if (text[i] === delimiter) {
        i++;
        continue;
      }
      i++; // the line end, or past the end of the text
      break;
    }
  }
  return true;
}

/** Excel's first line naming the delimiter: `sep=;` and a line end or the end of the text. */
const SEP_LINE = /^sep=([^\r\n])(?:\r\n|\r|\n|$)/;

/**
 * The delimiter a `sep=` first line sets, and where the text after it starts; undefined without one. A `sep=` line
 * naming a character that is not a supported delimiter is refused rather than read as a header.
 */
function sepLine(text: string, label: string): { delimiter: CsvDelimiter; end: number } | undefined {
  const match = SEP_LINE.exec(text);
  if (!match) return undefined;
  const delimiter = match[1] as CsvDelimiter;
  if (!CSV_DELIMITERS.includes(delimiter)) {
    throw new InputError(
      `${label}: its first line ${JSON.stringify(match[0].trimEnd())} sets the delimiter ${describeChar(text, 4)}, which is not supported; ` +
        'use comma, semicolon, tab or pipe, or remove that line',
      `${label}: su primera línea ${JSON.stringify(match[0].trimEnd())} fija el delimitador ${describeChar(text, 4)}, que no se admite; ` +
        'usa coma, punto y coma, tabulador o barra vertical, o quita esa línea',
    );
  }
  return { delimiter, end: match[0].length };
}

/**
 * The delimiter to read with, and where the first record starts: the `sep=` line's (the records start after it),
 * else the one given, else the one detected.
 * A given delimiter that disagrees with the `sep=` line is refused: one of the two is wrong, and guessing which
 * would silently give the wrong columns.
 */
function chooseDelimiter(text: string, label: string, given: CsvDelimiter | undefined): { delimiter: CsvDelimiter; start: number } {
  const sep = sepLine(text, label);
  if (!sep) return { delimiter: given ?? detectDelimiter(text), start: 0 };
  if (given !== undefined && given !== sep.delimiter) {
    const line = JSON.stringify(`sep=${sep.delimiter}`);
    throw new InputError(
      `delimiter: ${delimiterName(given)} disagrees with the CSV's first line ${line} (${delimiterName(sep.delimiter)}); ` +
        `choose the delimiter auto or ${delimiterName(sep.delimiter)}, or remove that line`,
      `delimiter: ${DELIMITER_WORDS_ES[given]} no coincide con la primera línea del CSV, ${line} (${DELIMITER_WORDS_ES[sep.delimiter]}); ` +
        `elige el delimitador auto o ${delimiterName(sep.delimiter)}, o quita esa línea`,
    );
  }
  return { delimiter: sep.delimiter, start: sep.end };
}

/**
 * Unique column names from the header fields: an empty name becomes `column_N` (N its 1-based position) and a
 * repeated one gets `_2`, `_3`…; a generated name never takes a name that appears in the header itself, so
 * `a,a,a_2` gives `a`, `a_3`, `a_2`. Names are otherwise kept exactly (no trimming).
 */
export function uniqueColumnNames(header: readonly string[]): string[] {
  const given = new Set(header);
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  const names: string[] = [];
  for (let i = 0; i < header.length; i++) {
    const raw = header[i]!;
    let name: string;
    if (raw !== '' && !taken.has(raw)) name = raw;
    else {
      const base = raw === '' ? `column_${i + 1}` : raw;
      if (raw === '' && !given.has(base) && !taken.has(base)) name = base;
      else {
        let k = nextSuffix.get(base) ?? 2;
        while (given.has(`${base}_${k}`) || taken.has(`${base}_${k}`)) k++;
        name = `${base}_${k}`;
        nextSuffix.set(base, k + 1);
      }
    }
    taken.add(name);
    names.push(name);
  }
  return names;
}

/**
 * Parses CSV whose first row is the header. See the csv-to-json description for the rules; in short: delimiter
 * set by an Excel `sep=` first line (dropped), else given, else detected among , ; tab | (comma for one column);
 * RFC 4180 quoting; CRLF, LF or CR line ends; a leading BOM
 * stripped; empty or repeated header names made unique; unquoted fields typed (empty → null, true/false,
 * canonical numbers as LosslessNumber), quoted fields always text; every row must have as many fields as the
 * header (a blank line, or one of only spaces and tabs, is skipped, except in a one-column CSV where it is a value); errors name the row
 * (the header is row 1, as in a spreadsheet) and the line. Unless `options.answer` is 'table', an answer past the
 * response limit is refused while reading (see CsvReadOptions), with its whole size: past the limit the rest is only
 * measured. Throws InputError with messages prefixed by `label`.
 */
export function parseCsv(text: string, label = 'csv', options: CsvReadOptions = {}): ParsedCsv {
  const answer = options.answer ?? 'rows';
  if (text.charCodeAt(0) === BOM) text = text.slice(1);
  const { delimiter, start } = chooseDelimiter(text, label, options.delimiter);
  const reader = new CsvReader(text, delimiter.charCodeAt(0), start);
  let row = 0; // spreadsheet row number of the record being read: the header is row 1
  const where = (offset: number) => (row === 1 ? `the header row (line ${csvLineAt(text, offset)})` : `row ${row} (line ${csvLineAt(text, offset)})`);
  const whereEs = (offset: number) => (row === 1 ? `la fila de encabezado (línea ${csvLineAt(text, offset)})` : `la fila ${row} (línea ${csvLineAt(text, offset)})`);
  const read = (): boolean => {
    try {
      row++;
      return reader.next();
    } catch (error) {
      if (error instanceof CsvSyntaxError) {
        throw new InputError(`${label}: ${error.message(where(error.offset))}`, `${label}: ${error.es(whereEs(error.offset))}`);
      }
      throw error;
    }
  };

  // The header: the first record that is not a blank line.
  let hasHeader = false;
  while (read()) {
    if (!reader.isBlank()) {
      hasHeader = true;
      break;
    }
    row--;
  }
  if (!hasHeader) return { rows: [], columns: [], delimiter, rowCount: 0 };
  const counted = answer !== 'table';
  const envelope = (rowCount: number) => options.envelopeBytes?.(rowCount, delimiter) ?? 0;
  // While reading, the envelope is taken at its smallest (no rows): exact again at the end, where the count is known.
  const leastEnvelope = envelope(0);
  // The answer so far without its envelope: the column list if it has one, and the brackets of the row list.
  let bytes = 2;
  if (answer === 'rows and columns') {
    // Checked before the names are made: a 1 MiB header of empty cells would be a million generated names.
    assertFits(label, leastEnvelope + bytes + headerListMinBytes(reader.fields), COLUMNS_ADVICE);
  }
  const columns = uniqueColumnNames(reader.fields);
  const width = columns.length;
  if (answer === 'rows and columns') {
    bytes += namesListBytes(columns);
    assertFits(label, leastEnvelope + bytes, COLUMNS_ADVICE);
  }
  let over = false;
  // Every row object: its braces, the commas between its members, and each name with its colon.
  let rowBytes = 1 + width;
  if (counted) for (const name of columns) rowBytes += quotedBytes(name) + 1;

  const rows: CsvRow[] = [];
  let measuredRows = 0;
  for (;;) {
    try {
      if (!read()) break;
    } catch (error) {
      // Past the response limit the rest is only measured: its first problem ends the measuring, not the answer.
      if (over && error instanceof InputError) break;
      throw error;
    }
    const { fields, quoted } = reader;
    if (reader.isWhitespace() && width > 1) {
      row--; // a blank line (or one of spaces only) between rows is not a row: it cannot have the header's fields
      continue;
    }
    if (fields.length !== width) {
      if (over) break;
      throw new InputError(
        `${label}: ${where(reader.start)} has ${fields.length} field${fields.length === 1 ? '' : 's'}, ` +
          `but the header has ${width} column${width === 1 ? '' : 's'}`,
        `${label}: ${whereEs(reader.start)} tiene ${fields.length} campo${fields.length === 1 ? '' : 's'}, ` +
          `pero el encabezado tiene ${width} columna${width === 1 ? '' : 's'}`,
      );
    }
    // Past the limit a row is only measured, not kept.
    const record: CsvRow | undefined = over ? undefined : new Map();
    for (let i = 0; i < width; i++) {
      const value = quoted[i] ? fields[i]! : csvValue(fields[i]!);
      if (counted) bytes += valueBytes(value);
      record?.set(columns[i]!, value);
    }
    if (counted) {
      bytes += rowBytes + (measuredRows++ > 0 ? 1 : 0);
      over ||= bytes + leastEnvelope > MAX_RESPONSE_BYTES;
    }
    if (record && !over) rows.push(record);
  }
  const answerBytes = bytes + envelope(measuredRows);
  if (counted && answerBytes > MAX_RESPONSE_BYTES) throw tooLarge(label, answerBytes, ROWS_ADVICE);
  return { rows, columns, delimiter, rowCount: rows.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

function describeValue(value: DataValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (isLosslessNumber(value)) return 'a number';
  if (isDataObject(value)) return 'an object';
  return `a ${typeof value}`;
}

function describeValueEs(value: DataValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'un array';
  if (isLosslessNumber(value)) return 'un número';
  if (isDataObject(value)) return 'un objeto';
  return typeof value === 'string' ? 'una cadena' : 'un booleano';
}

/**
 * Characters that force quoting anywhere in a field: a quote, CR, LF, and every delimiter (, ; tab |) whichever is
 * written, so that a reader detecting the delimiter cannot take another one for it.
 */
const STRUCTURAL = /[",;|\t\r\n]/;
/** Leading or trailing whitespace (many readers trim it) and a leading BOM (readers strip it at the start of a file). */
const EDGE = /^[\s\uFEFF]|\s$/;

function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A header name: quoted when structural characters or edge whitespace need it, when empty (a blank line is no
 * header), or when it is `sep=` and one character (alone on the first line, a reader would take it for Excel's line).
 */
function headerField(name: string): string {
  return name === '' || STRUCTURAL.test(name) || EDGE.test(name) || SEP_LINE.test(name) ? quote(name) : name;
}

/**
 * A string cell: quoted when it needs it (a delimiter, quote, CR, LF, edge whitespace, BOM), and also when reading
 * it back unquoted would give something else than this string: empty (→ null), `true`/`false`, a canonical number.
 */
function stringField(text: string): string {
  if (STRUCTURAL.test(text) || EDGE.test(text) || text === '' || text === 'true' || text === 'false' || isCanonicalNumber(text)) return quote(text);
  return text;
}

function cell(value: DataValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return stringField(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (isLosslessNumber(value)) return value.value;
  const json = stringifyJson(value, 'min');
  return STRUCTURAL.test(json) ? quote(json) : json;
}

/**
 * Writes a JSON array of objects as RFC 4180 CSV: comma-separated (or options.delimiter), CRLF after every record, header = every key in
 * first-seen order; null and missing keys are empty fields; numbers exactly as written; booleans as true/false;
 * nested arrays and objects as compact JSON text; strings quoted only when needed (see stringField), so
 * parseCsv reads back the same strings, booleans, nulls and canonical numbers. Cells are written as they are
 * (no formula-injection escaping: that would change the data). The cells present are written first; the answer's
 * size (the CSV as a string in the response, plus what `options` adds) is then exact, and one past the response limit
 * is refused before the table is laid out: objects with different keys widen every row, so 80,000 objects with a key
 * each of their own would be a 6.4-billion-cell table. Throws InputError prefixed by `label`.
 */
export function writeCsv(value: DataValue, label = 'json', options: CsvWriteOptions = {}): CsvDocument {
  if (!Array.isArray(value)) {
    throw new InputError(
      `${label}: must be an array of objects, found ${describeValue(value)}`,
      `${label}: debe ser un array de objetos, pero es ${describeValueEs(value)}`,
    );
  }
  const index = new Map<string, number>();
  const columns: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const item = value[i]!;
    if (!isDataObject(item)) {
      throw new InputError(
        `${label}: must be an array of objects, item ${i + 1} is ${describeValue(item)}`,
        `${label}: debe ser un array de objetos, pero el elemento ${i + 1} es ${describeValueEs(item)}`,
      );
    }
    for (const key of item.keys()) {
      if (!index.has(key)) {
        index.set(key, columns.length);
        columns.push(key);
      }
    }
  }
  if (value.length === 0) return { text: '', columns: [], rowCount: 0 };
  if (columns.length === 0) {
    throw new InputError(
      `${label}: every object is empty, so there is no column to write`,
      `${label}: todos los objetos están vacíos, así que no hay ninguna columna que escribir`,
    );
  }

  // Every record: its fields, the commas between them and CRLF (\r\n in the response: four bytes).
  const recordBytes = columns.length - 1 + 4;
  const header = columns.map(headerField);
  let bytes = recordBytes * (value.length + 1) + (options.envelopeBytes?.(value.length) ?? 0);
  if (options.listColumns) bytes += namesListBytes(columns);
  for (const field of header) bytes += jsonStringBytes(field);
  // The cells each object has, as (column, text) in a flat list; rowEnds[r] is where row r's cells end.
  const at: number[] = [];
  const texts: string[] = [];
  const rowEnds: number[] = [];
  for (const item of value as DataObject[]) {
    for (const [key, itemValue] of item) {
      const text = cell(itemValue);
      bytes += jsonStringBytes(text);
      at.push(index.get(key)!);
      texts.push(text);
    }
    rowEnds.push(texts.length);
  }
  assertFits(label, bytes, TABLE_ADVICE);

  const delimiter = options.delimiter ?? ',';
  const lines: string[] = [header.join(delimiter)];
  const empty: string[] = new Array<string>(columns.length).fill('');
  let next = 0;
  for (const end of rowEnds) {
    const fields = empty.slice();
    for (; next < end; next++) fields[at[next]!] = texts[next]!;
    lines.push(fields.join(delimiter));
  }
  lines.push('');
  return { text: lines.join('\r\n'), columns, rowCount: value.length };
}

/** writeCsv's text alone. */
export function toCsv(value: DataValue, label = 'json', options: CsvWriteOptions = {}): string {
  return writeCsv(value, label, options).text;
}

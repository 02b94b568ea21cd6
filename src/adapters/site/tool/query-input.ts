import qs from 'qs';
import type { FormField, Input } from './form-model.js';
import { queryName } from './form-model.js';
import { writtenNumbersAmong, type WrittenNumbers } from '../../../core/written-numbers.js';

/** What a page's query string asks: the operation's input, and the texts to put back in the form. */
export interface QueryInput {
  /** Whether the query names any field of the form (otherwise the page shows its starting input). */
  submitted: boolean;
  /** `?clear` naming no field: the form blank, nothing worked out ("Clear the form"). */
  blank: boolean;
  /** The input to run: numbers read as numbers, empty values left out (so defaults apply). */
  input: Record<string, unknown>;
  /** The value to show in each control, by query name (`invoices[0][amount]`). */
  shown: Map<string, string>;
  /** Rows of each list field, as kept (blank rows dropped). */
  rowCounts: Map<string, number>;
  /** Numbers typed with more digits than a double keeps, as typed (src/core/written-numbers.ts). */
  writtenNumbers?: WrittenNumbers;
}

/** The query word of a cleared form (`/calculators/hourly-to-salary?clear`): no field of any form is named so. */
export const CLEAR = 'clear';

/** The largest number of query parameters read; the URL's own size limit (16 KB of headers) binds first in practice. */
const MAX_PARAMETERS = 2_000;

/**
 * Reads `?hourlyRate=100&invoices[0][amount]=250&paidPerQuarter[1]=500` into the operation's input, with qs (the
 * bracket convention of PHP, Rails and Express). A number that does not read as one is passed on as text, so the
 * schema refuses it with the field named.
 */
export function readQuery(search: string, fields: readonly FormField[], maxRows = 1_000): QueryInput {
  const parsed = qs.parse(search.startsWith('?') ? search.slice(1) : search, {
    depth: 2,
    arrayLimit: maxRows,
    parameterLimit: MAX_PARAMETERS,
    allowPrototypes: false,
    // paidPerQuarter[2]=… keeps its place: a blank quarter before it must not shift it.
    allowSparse: true,
    plainObjects: true,
  }) as Record<string, unknown>;
  const result: QueryInput = { submitted: false, blank: false, input: {}, shown: new Map(), rowCounts: new Map() };
  const numbers: string[] = [];
  const coerce = (text: string, input: Input): unknown => {
    const value = coerceText(text, input);
    if (typeof value === 'number') numbers.push(text.trim());
    return value;
  };
  for (const field of fields) {
    if (field.shape === 'value') {
      const text = single(parsed[field.input.key]);
      if (text === undefined) continue;
      result.submitted = true;
      result.shown.set(field.input.key, text);
      const value = coerce(text, field.input);
      if (value !== undefined) result.input[field.input.key] = value;
    } else if (field.shape === 'items') {
      const list = listOf(parsed[field.input.key]);
      if (list.length === 0) continue;
      result.submitted = true;
      const values: unknown[] = [];
      field.labels.forEach((_, i) => {
        const text = single(list[i]) ?? '';
        result.shown.set(queryName([field.input.key, i]), text);
        // A blank amount of a fixed list counts as 0 (nothing paid that quarter), so the list keeps its length.
        values.push(coerce(text, field.input) ?? 0);
      });
      result.input[field.input.key] = values;
    } else {
      const rows = listOf(parsed[field.key]);
      if (rows.length === 0 && parsed[field.key] === undefined) continue;
      result.submitted = true;
      const kept: Record<string, unknown>[] = [];
      for (const row of rows) {
        if (row === null || typeof row !== 'object') continue;
        const cells = row as Record<string, unknown>;
        const texts = field.columns.map((column) => single(cells[column.key]) ?? '');
        if (texts.every((text) => text.trim() === '')) continue;
        const index = kept.length;
        const item: Record<string, unknown> = {};
        field.columns.forEach((column, c) => {
          result.shown.set(queryName([field.key, index, column.key]), texts[c]!);
          const value = coerce(texts[c]!, column);
          if (value !== undefined) item[column.key] = value;
        });
        kept.push(item);
        if (kept.length >= field.maxRows) break;
      }
      result.rowCounts.set(field.key, kept.length);
      result.input[field.key] = kept;
    }
  }
  const written = writtenNumbersAmong(numbers);
  if (written.size > 0) result.writtenNumbers = written;
  result.blank = !result.submitted && CLEAR in parsed;
  return result;
}

/** A list from qs: an array, or an object keyed by index when an index passed the array limit. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => /^\d{1,7}$/.test(key))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return [];
}

/** The one text of a parameter (the first, when it is repeated); undefined when absent or not text. */
function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A text as the value the schema expects; undefined for a blank (the field's default applies). */
function coerceText(text: string, input: Input): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (input.control) {
    case 'number':
    case 'integer':
      return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'select':
      return input.numeric && NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
    default:
      // Text is passed as typed: spaces can matter (a diff, a document).
      return text;
  }
}

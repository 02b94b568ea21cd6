import qs from 'qs';
import { formModel, type FormField, type Input } from '../../src/adapters/site/tool/form-model.js';
import { inputJsonSchema, type JsonSchema } from '../../src/core/json-schema.js';
import type { Locale } from '../../src/core/locale.js';
import type { AnyOperation } from '../../src/core/operation.js';
import { operations } from '../../src/ops/index.js';

/** The operations with a page: every calculator and utility. */
export const pageOperations = operations.filter((op) => op.kind === 'calculator' || op.kind === 'utility');

export function pagePath(op: AnyOperation, locale: Locale): string {
  return `${locale === 'es' ? '/es' : ''}/${op.kind === 'calculator' ? 'calculators' : 'utilities'}/${op.id}`;
}

/** A key that is not a plain word of either language: camelCase, snake_case, with digits. */
const NOT_A_WORD = /[A-Z_\d]/;

/** The input schema's keys (top level and rows) that read as code, not words: what a visitor must never see in a sentence. */
export function fieldIds(op: AnyOperation): string[] {
  const ids = new Set<string>();
  const visit = (properties: Record<string, JsonSchema>) => {
    for (const [key, property] of Object.entries(properties)) {
      if (NOT_A_WORD.test(key)) ids.add(key);
      const items = property.items as JsonSchema | undefined;
      if (items?.properties) visit(items.properties as Record<string, JsonSchema>);
    }
  };
  visit((inputJsonSchema(op).properties ?? {}) as Record<string, JsonSchema>);
  return [...ids];
}

/** Words that speak to an API client, not to a person at a form. */
export const API_CLIENT_WORDS = /\b(send|body|JSON field|parameters?)\b/i;

/** The field ids (and API words) found in a visible text, as "word" entries. */
export function leaks(text: string, ids: readonly string[]): string[] {
  const found = ids.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));
  const api = API_CLIENT_WORDS.exec(text);
  if (api) found.push(`"${api[0]}" in: ${text.slice(Math.max(0, api.index - 60), api.index + 60).replace(/\s+/g, ' ')}`);
  return found;
}

/** A value for each kind of control that its field refuses. */
function wrongValues(input: Input): string[] {
  switch (input.control) {
    case 'number':
    case 'integer':
      // Not a number, and past each bound.
      return ['abc', input.min !== undefined ? String(input.min - 1) : '-1', input.max !== undefined ? String(input.max + 1) : '1e13'];
    case 'select':
    case 'boolean':
      return ['bogus'];
    case 'date':
      return ['2026-02-30'];
    default:
      // Not a token, a broken percent escape, a cut-off document: each text field's readers refuse at least one.
      return ['not.a.jwt', '%E0%A4%A', '{"a": [1,'];
  }
}

/** The query of an input as the page's form sends it. */
export function queryOf(input: Record<string, unknown>): string {
  return qs.stringify(input, { encodeValuesOnly: true, arrayFormat: 'indices' });
}

/**
 * The queries the walk visits for one operation: its start (no query), then its first example with, in turn, every
 * field blank, and each wrong value of every field (out of range, wrong type, unreadable), a list's first row too.
 */
export function walkQueries(op: AnyOperation, locale: Locale): string[] {
  const fields: readonly FormField[] = formModel(op, locale);
  const example = (op.examples[0]?.input ?? {}) as Record<string, unknown>;
  const queries = new Set<string>(['']);
  const withValue = (key: string, value: unknown) => queries.add(queryOf({ ...example, [key]: value }));
  for (const field of fields) {
    if (field.shape === 'value') {
      withValue(field.input.key, '');
      for (const wrong of wrongValues(field.input)) withValue(field.input.key, wrong);
    } else if (field.shape === 'items') {
      for (const wrong of wrongValues(field.input)) withValue(field.input.key, [wrong]);
    } else {
      const rows = Array.isArray(example[field.key]) ? (example[field.key] as Record<string, unknown>[]) : [];
      const first = rows[0] ?? {};
      withValue(field.key, []);
      for (const column of field.columns) {
        withValue(field.key, [{ ...first, [column.key]: '' }, ...rows.slice(1)]);
        for (const wrong of wrongValues(column)) withValue(field.key, [{ ...first, [column.key]: wrong }, ...rows.slice(1)]);
      }
    }
  }
  return [...queries];
}

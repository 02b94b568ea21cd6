import { describe, expect, it } from 'vitest';
import { operationSchemas, type JsonSchema } from '../src/core/json-schema.js';
import type { FieldText } from '../src/core/page-spec.js';
import { operations } from '../src/ops/index.js';

const tools = operations.filter((op) => op.kind !== 'content');

/** Every word a field needs on both pages: a label in each language, Spanish help, words for each choice, its row fields. */
function fieldProblems(where: string, text: FieldText | undefined, property: JsonSchema): string[] {
  if (!text) return [`${where}: no words`];
  const problems: string[] = [];
  if (!text.label.en.trim() || !text.label.es.trim()) problems.push(`${where}: a label is empty`);
  if (!text.help.es.trim()) problems.push(`${where}: no Spanish help`);
  const values = (property.enum as unknown[] | undefined) ?? ((property.items as JsonSchema | undefined)?.enum as unknown[] | undefined);
  for (const value of values ?? []) if (!text.choices?.[String(value)]) problems.push(`${where}: no words for the choice ${String(value)}`);
  const items = property.items as JsonSchema | undefined;
  if (property.type === 'array' && items?.type === 'object') {
    for (const [key, itemProperty] of Object.entries((items.properties ?? {}) as Record<string, JsonSchema>)) {
      problems.push(...fieldProblems(`${where}[].${key}`, text.fields?.[key], itemProperty));
    }
  }
  if (property.type === 'array' && items?.type !== 'object' && property.maxItems !== undefined && text.items?.length !== property.maxItems) {
    problems.push(`${where}: needs a label for each of its ${String(property.maxItems)} items`);
  }
  return problems;
}

/** Whether the output schema has a field at a dotted path (through nullable unions). */
function schemaHas(schema: JsonSchema, path: string): boolean {
  let current: JsonSchema | undefined = schema;
  for (const part of path.split('.')) {
    const options: JsonSchema[] = [current!, ...(((current?.anyOf ?? current?.oneOf) as JsonSchema[] | undefined) ?? [])];
    current = options.map((o) => (o.properties as Record<string, JsonSchema> | undefined)?.[part]).find((p) => p !== undefined);
    if (!current) return false;
  }
  return true;
}

describe('every calculator and utility page is generated from its definition', () => {
  it('words every input field in English and Spanish (labels, Spanish help, each choice, each row field)', () => {
    const problems = tools.flatMap((op) => {
      const properties = (operationSchemas(op).input.properties ?? {}) as Record<string, JsonSchema>;
      const form = (op.form ?? {}) as Record<string, FieldText>;
      return Object.entries(properties).flatMap(([key, property]) => fieldProblems(`${op.id}.${key}`, form[key], property));
    });
    expect(problems).toEqual([]);
  });

  it('names headline figures that are fields of its result, and words every figure in both languages', () => {
    const problems: string[] = [];
    for (const op of tools) {
      const spec = op.page;
      if (!spec || spec.headline.length === 0) {
        problems.push(`${op.id}: no headline`);
        continue;
      }
      const output = operationSchemas(op).output;
      const figures = [...spec.headline, ...(spec.details ?? [])];
      for (const figure of figures) {
        if (!figure.label.en || !figure.label.es) problems.push(`${op.id}.${figure.field}: a label is empty`);
        if (!schemaHas(output, figure.field)) problems.push(`${op.id}.${figure.field}: not a field of the result`);
      }
      for (const table of spec.tables ?? []) {
        if (!schemaHas(output, table.field)) problems.push(`${op.id}.${table.field}: table of no field of the result`);
      }
    }
    expect(problems).toEqual([]);
  });
});

import * as z from 'zod';

// Apart from json-schema.ts: the executor needs this on every refused call, and json-schema.ts (the JSON Schema
// conversion and portable-schema.ts, which only the documents and pages use) then stays out of a cold start.

/** The field names the schema allows for the object at `path` (for "did you mean" on unknown fields). */
export function objectKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  for (const part of path) {
    current = unwrap(current);
    if (current instanceof z.ZodObject && typeof part === 'string') current = current.shape[part] as z.ZodType | undefined;
    else if (current instanceof z.ZodArray && typeof part === 'number') current = current.element as z.ZodType;
    else return [];
    if (!current) return [];
  }
  current = unwrap(current);
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

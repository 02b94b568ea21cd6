import type { JsonSchema } from '../../core/json-schema.js';

/** One documented field of an object schema, in plain text (callers escape for their format). */
export interface SchemaField {
  /** Nested fields are dotted: `address.city`, `items[].price`. */
  name: string;
  /** `string`, `integer`, `"a" | "b"`, `array of string`, `string | null`… */
  type: string;
  required: boolean;
  /** The default as JSON text, when the schema declares one. */
  defaultValue: string | undefined;
  /** `min 1`, `max length 200`, `pattern ^[a-z]+$`… */
  limits: string[];
  description: string;
}

const MAX_DEPTH = 4;

/** The fields of an object JSON Schema (the shared `operationSchemas` objects), nested objects flattened. */
export function schemaFields(root: JsonSchema): SchemaField[] {
  const fields: SchemaField[] = [];
  collect(root, root, '', 0, fields);
  return fields;
}

function collect(root: JsonSchema, schema: JsonSchema, prefix: string, depth: number, out: SchemaField[]): void {
  const properties = asSchemaRecord(schema.properties);
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  for (const [key, raw] of Object.entries(properties)) {
    const field = resolve(root, raw);
    const name = prefix + key;
    out.push({
      name,
      type: typeLabel(root, field),
      required: required.includes(key),
      defaultValue: 'default' in field ? JSON.stringify(field.default) : undefined,
      limits: limits(root, field),
      description: typeof field.description === 'string' ? field.description : '',
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (isObject(field)) collect(root, field, `${name}.`, depth + 1, out);
    const items = field.type === 'array' && isSchema(field.items) ? resolve(root, field.items) : undefined;
    if (items && isObject(items)) collect(root, items, `${name}[].`, depth + 1, out);
  }
}

/** A human-readable type: JSON literals for enums and constants, `array of …` for arrays. */
export function typeLabel(root: JsonSchema, raw: JsonSchema): string {
  const schema = resolve(root, raw);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined) as unknown[] | undefined;
  if (alternatives) return unique(alternatives.filter(isSchema).map((s) => typeLabel(root, s))).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((t) => singleType(root, schema, String(t))).join(' | ');
  if (typeof schema.type === 'string') return singleType(root, schema, schema.type);
  if (schema.$ref === '#') return 'object';
  return 'any';
}

function singleType(root: JsonSchema, schema: JsonSchema, type: string): string {
  if (type === 'array') {
    if (Array.isArray(schema.prefixItems)) return `[${schema.prefixItems.filter(isSchema).map((s) => typeLabel(root, s)).join(', ')}]`;
    if (!isSchema(schema.items)) return 'array';
    const item = typeLabel(root, schema.items);
    return `array of ${item.includes(' | ') ? `(${item})` : item}`;
  }
  if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
  if (type === 'object' && isSchema(schema.additionalProperties) && !schema.properties) {
    return `object of ${typeLabel(root, schema.additionalProperties)}`;
  }
  return type;
}

/** The validation keywords of a schema in words; array item rules are prefixed with "each". */
export function limits(root: JsonSchema, raw: JsonSchema): string[] {
  const schema = resolve(root, raw);
  const out: string[] = [];
  const num = (key: string, label: string) => {
    if (typeof schema[key] === 'number') out.push(`${label} ${String(schema[key])}`);
  };
  num('minimum', 'min');
  num('maximum', 'max');
  num('exclusiveMinimum', 'greater than');
  num('exclusiveMaximum', 'less than');
  num('multipleOf', 'multiple of');
  if (typeof schema.minLength === 'number' && schema.minLength === schema.maxLength) out.push(`length ${schema.minLength}`);
  else {
    num('minLength', 'min length');
    num('maxLength', 'max length');
  }
  num('minItems', 'min items');
  num('maxItems', 'max items');
  if (schema.uniqueItems === true) out.push('unique items');
  num('minProperties', 'min properties');
  num('maxProperties', 'max properties');
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  for (const alternative of alternatives.filter(isSchema)) out.push(...limits(root, alternative));
  if (schema.type === 'array' && isSchema(schema.items)) out.push(...limits(root, schema.items).map((l) => `each ${l}`));
  return unique(out);
}

/** Follows a local `$ref` (`#/$defs/Name`); a recursive `#` is left as it is. */
function resolve(root: JsonSchema, schema: unknown): JsonSchema {
  if (!isSchema(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    target = isSchema(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  const { $ref: _ref, ...siblings } = schema;
  return isSchema(target) ? { ...target, ...siblings } : schema;
}

function isObject(schema: JsonSchema): boolean {
  return isSchema(schema.properties) && Object.keys(schema.properties).length > 0;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asSchemaRecord(value: unknown): Record<string, JsonSchema> {
  return isSchema(value) ? (value as Record<string, JsonSchema>) : {};
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

import type { JsonSchema } from './json-schema.js';

/**
 * "Any JSON value" in a form every consumer of our schemas accepts. `{}` means the same, but MCP Inspector flags a
 * schema with no validation keyword as untyped, a bare `true` is refused where a schema object is expected, and a
 * recursive definition cannot be written once for both OpenAPI (where `#` is the whole document) and MCP (where it
 * is the tool's schema). "Not nothing" constrains nothing, and generators type it as `unknown`.
 */
export const ANY_JSON_VALUE: JsonSchema = Object.freeze({ not: Object.freeze({ not: {} }) }) as JsonSchema;

const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/** The keywords that apply to one JSON type only; when a type list is split, each goes to its type's branch. */
const KEYWORDS_OF: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: NUMBER_KEYWORDS,
  integer: NUMBER_KEYWORDS,
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains', 'unevaluatedItems'],
  object: [
    'properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties',
    'dependentRequired', 'dependentSchemas', 'unevaluatedProperties',
  ],
};

/** Keywords whose presence means a schema constrains its value (as MCP Inspector counts them). */
const CONSTRAINING = new Set([
  'type', 'enum', 'const', 'allOf', 'anyOf', 'oneOf', 'not', '$ref', '$dynamicRef', 'required', 'dependentRequired',
  ...Object.values(KEYWORDS_OF).flat(),
]);

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'contains', 'not', 'if', 'then', 'else', 'contentSchema'];
/** Where `true` is the usual spelling of "anything" and every checker accepts it. */
const TRUE_ALLOWED = new Set(['additionalProperties', 'unevaluatedProperties', 'unevaluatedItems']);

/**
 * The JSON Schema every surface publishes, rewritten into the subset every mainstream tool reads the same way (client
 * generators, OpenAPI linters, MCP clients that map tool schemas onto a single-`type` dialect), meaning the same:
 * - a list of types (`["string", "null"]`) becomes `anyOf` with one `type` per branch, each branch keeping the
 *   keywords of its own type (MCP Inspector: "type-union");
 * - an array with no `items` gets `items` saying "any JSON value" (Spectral: "array-items");
 * - a schema that constrains nothing becomes `true` where that is allowed, else ANY_JSON_VALUE (Inspector: "untyped");
 * - an `anyOf` branch that is itself only an `anyOf` is spliced into its parent.
 */
export function portableSchema(schema: JsonSchema): JsonSchema {
  return rewrite(schema, undefined) as JsonSchema;
}

function rewrite(node: JsonSchema, keyword: string | undefined): JsonSchema | true {
  let out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.includes(key) && isSchema(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, isSchema(sub) ? rewrite(sub, key) : sub]));
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      const list = value.map((sub: unknown) => (isSchema(sub) ? rewrite(sub, key) : sub));
      out[key] = key === 'anyOf' ? unclashedEnums(list.flatMap((sub) => (isSchema(sub) && Object.keys(sub).length === 1 && Array.isArray(sub.anyOf) ? sub.anyOf : [sub]))) : list;
    } else if (SCHEMA_VALUES.includes(key) && isSchema(value)) {
      out[key] = rewrite(value, key);
    } else {
      out[key] = value;
    }
  }
  out = Array.isArray(out.type) ? splitTypes(out) : explicit(out);
  // Under `not`, "anything" is meaningful as it is (it is how ANY_JSON_VALUE is written).
  if (keyword !== 'not' && !Object.keys(out).some((key) => CONSTRAINING.has(key))) {
    return keyword !== undefined && TRUE_ALLOWED.has(keyword) && Object.keys(out).length === 0 ? true : { ...out, ...ANY_JSON_VALUE };
  }
  return out;
}

/** `{type: [a, b], …}` → `{anyOf: [{type: a, …a's keywords}, {type: b, …}], …the rest}`. */
function splitTypes(node: JsonSchema): JsonSchema {
  const types = node.type as string[];
  if (node.anyOf !== undefined) throw new Error(`portableSchema: a type list beside anyOf is not supported (${JSON.stringify(node)})`);
  const typed = new Set(types.flatMap((t) => KEYWORDS_OF[t] ?? []));
  const outer: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && key !== 'enum' && key !== 'const' && !typed.has(key)) outer[key] = value;
  const branches = types.map((type): JsonSchema => {
    const branch: JsonSchema = { type };
    for (const key of KEYWORDS_OF[type] ?? []) if (node[key] !== undefined) branch[key] = node[key];
    if (Array.isArray(node.enum)) branch.enum = node.enum.filter((v) => isOfType(v, type));
    if ('const' in node && isOfType(node.const, type)) branch.const = node.const;
    return explicit(branch);
  });
  // A branch whose enum or const keeps no value of its type admits nothing: it is left out.
  const kept = branches.filter((b) => !(Array.isArray(b.enum) && b.enum.length === 0) && (!('const' in node) || 'const' in b));
  return kept.length === 1 ? { ...outer, ...kept[0] } : { ...outer, anyOf: kept };
}

/**
 * An array says what its items are and an object what its other properties are: `items` is required by Spectral, and
 * openapi-typescript reads a bare `{type: "object"}` as an object with no properties at all.
 */
function explicit(node: JsonSchema): JsonSchema {
  if (node.type === 'array' && node.items === undefined && node.prefixItems === undefined) return { ...node, items: ANY_JSON_VALUE };
  const open = node.properties === undefined && node.additionalProperties === undefined && node.patternProperties === undefined;
  if (node.type === 'object' && open && node.unevaluatedProperties === undefined) return { ...node, additionalProperties: true };
  return node;
}

/**
 * `anyOf` branches whose enums share a spelling (the string '2' and the number 2) keep apart: orval names an enum's
 * members by their spelling and would write the same key twice (TS1117), so the later branch lists its values as one
 * `const` branch each, which every generator types as the same union.
 */
function unclashedEnums(branches: unknown[]): unknown[] {
  const spelled = new Set<string>();
  return branches.flatMap((branch) => {
    if (!isSchema(branch) || !Array.isArray(branch.enum)) return [branch];
    const values = branch.enum as unknown[];
    const clashes = values.some((v) => spelled.has(String(v)));
    for (const v of values) spelled.add(String(v));
    if (!clashes) return [branch];
    const { enum: _values, ...rest } = branch;
    return values.map((value) => ({ ...rest, const: value }));
  });
}

function isOfType(value: unknown, type: string): boolean {
  if (type === 'null') return value === null;
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isSchema(value);
  return typeof value === type;
}

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { operationSchemas, toJsonSchema, type JsonSchema } from '../../core/json-schema.js';
import type { AnyOperation } from '../../core/operation.js';

/**
 * The tool list, built once from the registry. What an agent pays to connect is this list, so it is kept small
 * (test/mcp-size.test.ts holds it to its budget):
 * - annotations: readOnlyHint and openWorldHint only (the others are void for a read-only tool);
 * - description: the operation's `agentDescription` (a few sentences), not the long `description` people read on
 *   the reference page and in OpenAPI;
 * - inputSchema: the very object OpenAPI publishes (same parameter descriptions, one source);
 * - outputSchema: OpenAPI's response schema reduced to its structure — properties, items, types, enums, const,
 *   anyOf/oneOf — without what only a reader of the documentation needs: descriptions, `required`,
 *   `additionalProperties: false`, bounds and patterns. It only loosens the OpenAPI schema, so structuredContent
 *   (which conforms to that one) conforms to this one; field meanings stay in OpenAPI and on the reference page.
 *   A part repeated within one schema (a time-zone view, a state's fee row) is written once under `$defs`. The
 *   shared top-level lists (`breakdown`, `rules`, `warnings`, `assumptions`) say only "array": their items' shape is
 *   the same for every operation, so the server's instructions give it once (ENVELOPE_INSTRUCTIONS) instead of each time.
 */
export function buildTools(operations: readonly AnyOperation[]): Tool[] {
  return operations.map((op) => {
    const schemas = operationSchemas(op);
    return {
      name: op.id,
      title: op.title,
      description: op.agentDescription,
      inputSchema: schemas.input as Tool['inputSchema'],
      outputSchema: mcpOutputSchema(schemas.output) as Tool['outputSchema'],
      // Only the hints that mean something for a read-only tool: the specification reads destructiveHint and
      // idempotentHint only when readOnlyHint is false, and the tool's own `title` comes before annotations.title.
      // openWorldHint defaults to true, so a closed tool says false.
      annotations: { readOnlyHint: true, openWorldHint: Boolean(op.openWorld) },
    };
  });
}

/** What MCP publishes for an operation's output schema (the one OpenAPI publishes). */
export function mcpOutputSchema(output: JsonSchema): JsonSchema {
  return shareRepeats(withEnvelopeLoosened(structureOnly(output)));
}

/** Appended to the server's instructions: the shape of the lists every calculator result shares. */
export const ENVELOPE_INSTRUCTIONS =
  ' In results, warnings and assumptions are lists of strings; a calculator\'s breakdown lists {item, label, amount} (each ' +
  'term of the arithmetic) and its rules list {id, name, effective, appliedOn, carriedForward, lastChecked, sources [{title, url}]} ' +
  '(the dated, sourced rule sets used; /datasets/<id>).';

/**
 * The shared top-level lists, by name: the structure structureOnly writes for each, and the bare "array" that stands
 * for it in a tool's output schema (the instructions above give the items' shape once).
 */
let envelope: Map<string, { full: string; bare: JsonSchema }> | undefined;
const envelopeParts = () =>
  (envelope ??= new Map(
    Object.entries({ breakdown: breakdownOut, rules: rulesOut, warnings: z.array(z.string()), assumptions: assumptionsOut }).map(([name, list]) => [
      name,
      { full: JSON.stringify(structureOnly(toJsonSchema(list, 'output'))), bare: { type: 'array' } },
    ]),
  ));

/** A copy of an output schema whose top-level shared lists (breakdown, rules, warnings, assumptions), when they are the shared ones, say only "array". */
function withEnvelopeLoosened(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const shared = envelopeParts();
  const loosened = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => {
      const part = shared.get(name);
      return [name, part && part.full === JSON.stringify(sub) ? part.bare : sub];
    }),
  );
  return { ...schema, properties: loosened };
}

/** Keywords that describe or constrain a value rather than give its shape. */
const DROPPED = new Set([
  'description',
  'required',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'examples',
]);

/** A copy of `schema` with the `DROPPED` keywords and `additionalProperties: false` removed, at every level. */
export function structureOnly(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'const' || key === 'enum' || key === 'default') {
      out[key] = value;
    } else if (key === 'properties' || key === '$defs') {
      // Property names are data here, not keywords: a property called `description` stays.
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, sub]) => [name, structureOnly(sub)]));
    } else if (Array.isArray(value)) {
      out[key] = value.map((item: unknown) => (isSchema(item) ? structureOnly(item) : item));
    } else {
      out[key] = isSchema(value) ? structureOnly(value) : value;
    }
  }
  return out;
}

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Smallest repeated part worth a `$defs` entry (its JSON, in characters): below it a `$ref` (about 25) and the entry saves little. */
const MIN_SHARED = 80;

/**
 * Writes each object or array schema that occurs more than once in `schema` once, under `$defs`, and `$ref`s it
 * everywhere it occurred (largest first, so a repeated part inside a repeated part is shared once). Each entry is
 * named after the property it was first found under.
 */
export function shareRepeats(schema: JsonSchema): JsonSchema {
  const seen = new Map<string, { count: number; name: string }>();
  const visit = (node: JsonSchema, name: string): void => {
    const key = JSON.stringify(node);
    if (key.length >= MIN_SHARED && (node.type === 'object' || node.type === 'array')) {
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { count: 1, name });
    }
    forEachChild(node, name, visit);
  };
  forEachChild(schema, 'root', visit);
  const repeated = [...seen].filter(([, e]) => e.count > 1).sort((a, b) => b[0].length - a[0].length);
  if (repeated.length === 0) return schema;
  const defs: Record<string, JsonSchema> = {};
  const refs = new Map<string, string>();
  let current = schema;
  for (const [key, { name }] of repeated) {
    // A part found only inside a larger shared part may no longer repeat once that one is shared.
    const occurrences = countOccurrences(current, key) + Object.values(defs).reduce((n, d) => n + countOccurrences(d, key), 0);
    if (occurrences < 2) continue;
    let defName = name;
    for (let i = 2; defName in defs; i++) defName = `${name}${i}`;
    refs.set(key, defName);
    const shared = JSON.parse(key) as JsonSchema;
    const replace = (node: JsonSchema): JsonSchema => mapChildren(node, (child) => (JSON.stringify(child) === key ? { $ref: `#/$defs/${defName}` } : replace(child)));
    current = replace(current);
    for (const [n, d] of Object.entries(defs)) defs[n] = replace(d);
    defs[defName] = replace(shared);
  }
  return refs.size === 0 ? schema : { ...current, $defs: defs };
}

function countOccurrences(node: JsonSchema, key: string): number {
  let n = 0;
  forEachChild(node, '', (child) => {
    n += JSON.stringify(child) === key ? 1 : countOccurrences(child, key);
  });
  return n;
}

/** The subschemas directly under `node`, each with the name of the property (or list) it describes. */
function forEachChild(node: JsonSchema, name: string, visit: (child: JsonSchema, name: string) => void): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'const' || key === 'enum' || key === 'default') continue;
    if (key === 'properties') {
      for (const [prop, sub] of Object.entries(value as Record<string, JsonSchema>)) visit(sub, prop);
    } else if (Array.isArray(value)) {
      for (const item of value) if (isSchema(item)) visit(item, name);
    } else if (isSchema(value)) {
      visit(value, key === 'items' ? `${name}Item` : name);
    }
  }
}

/** A copy of `node` with each direct subschema replaced by `f(subschema)`. */
function mapChildren(node: JsonSchema, f: (child: JsonSchema) => JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'const' || key === 'enum' || key === 'default') out[key] = value;
    else if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([prop, sub]) => [prop, f(sub)]));
    } else if (Array.isArray(value)) out[key] = value.map((item: unknown) => (isSchema(item) ? f(item) : item));
    else out[key] = isSchema(value) ? f(value) : value;
  }
  return out;
}

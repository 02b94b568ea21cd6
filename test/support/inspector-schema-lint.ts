/**
 * MCP Inspector's tool-schema portability check, ported rule for rule from its source: `core/json/schemaLint.ts` in
 * modelcontextprotocol/inspector (added by pull request #2121), as bundled into `clients/cli/build/index.js` of
 * `@modelcontextprotocol/inspector@2.12.0` — what `inspector --cli <url> --method tools/list --strict` reports.
 * A port, not an import: the package ships that code only inside its bundled CLI (no module exports it) and needs
 * Node 22.19, while this project runs on Node 20. Kept: the walk (every subschema position, depth cap 64), the four
 * rules (boolean-schema, type-union, remote-ref, untyped-schema) and their severities; left out: the messages'
 * suggestion texts and the report formatting.
 */

export interface SchemaFinding {
  rule: 'boolean-schema' | 'type-union' | 'remote-ref' | 'untyped-schema';
  severity: 'error' | 'warning';
  schema: 'inputSchema' | 'outputSchema';
  path: string;
}

const BOOLEAN_VALUED_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems']);
const SUBSCHEMA_KEYWORDS = ['items', 'contains', 'not', 'propertyNames', 'if', 'then', 'else', 'additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'contentSchema'];
const SUBSCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions'];
/** Keywords that constrain an instance; `if` counts only with `then` or `else`. */
const CONSTRAINING_KEYWORDS = new Set([
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'format', 'contentMediaType', 'contentEncoding', 'contentSchema', 'maxItems', 'minItems', 'uniqueItems', 'maxContains',
  'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'allOf', 'anyOf', 'oneOf', 'not', 'items',
  'prefixItems', 'contains', 'additionalItems', 'unevaluatedItems', 'properties', 'patternProperties', 'additionalProperties',
  'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'dependencies', '$ref', '$dynamicRef', '$recursiveRef',
]);
const JSON_SCHEMA_TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);
const MAX_DEPTH = 64;

type Node = Record<string, unknown>;
const isRecord = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const childPath = (parent: string, key: string) =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? (parent === '' ? key : `${parent}.${key}`) : `${parent}[${JSON.stringify(key)}]`;

function constrainsInstance(node: Node): boolean {
  return Object.keys(node).some((key) => CONSTRAINING_KEYWORDS.has(key)) || ('if' in node && ('then' in node || 'else' in node));
}

function isPortableTypeUnion(type: unknown[]): boolean {
  return type.length > 0 && type.every((t) => typeof t === 'string' && JSON_SCHEMA_TYPES.has(t)) && new Set(type).size === type.length;
}

function forEachSubschema(node: Node, path: string, visit: (sub: unknown, path: string, keyword: string) => void): void {
  for (const key of SUBSCHEMA_MAP_KEYWORDS) {
    const map = node[key];
    if (isRecord(map)) for (const [name, sub] of Object.entries(map)) visit(sub, childPath(childPath(path, key), name), key);
  }
  for (const key of SUBSCHEMA_ARRAY_KEYWORDS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((sub, i) => visit(sub, `${childPath(path, key)}[${i}]`, key));
  }
  for (const key of SUBSCHEMA_KEYWORDS) {
    if (!(key in node)) continue;
    const value = node[key];
    if (key === 'items' && Array.isArray(value)) value.forEach((sub, i) => visit(sub, `${childPath(path, key)}[${i}]`, key));
    else visit(value, childPath(path, key), key);
  }
}

function declaresAnyId(node: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || !isRecord(node)) return false;
  if (typeof node.$id === 'string' && node.$id !== '') return true;
  let found = false;
  forEachSubschema(node, '', (child) => {
    if (!found) found = declaresAnyId(child, depth + 1);
  });
  return found;
}

function lintSchema(root: unknown, schema: SchemaFinding['schema']): SchemaFinding[] {
  const findings: SchemaFinding[] = [];
  const hasEmbeddedIds = declaresAnyId(root);
  const add = (rule: SchemaFinding['rule'], severity: SchemaFinding['severity'], path: string) => findings.push({ rule, severity, schema, path });
  const walk = (node: unknown, path: string, keyword: string | undefined, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (typeof node === 'boolean') {
      if (keyword === undefined || !BOOLEAN_VALUED_KEYWORDS.has(keyword)) add('boolean-schema', 'error', path);
      return;
    }
    if (!isRecord(node)) return;
    if (Array.isArray(node.type) && isPortableTypeUnion(node.type)) add('type-union', 'warning', path);
    const ref = node.$ref;
    if (typeof ref === 'string' && ref !== '' && !ref.startsWith('#') && !hasEmbeddedIds) add('remote-ref', 'warning', path);
    if (!constrainsInstance(node) && keyword !== 'not') add('untyped-schema', 'warning', path);
    forEachSubschema(node, path, (child, childPathValue, childKeyword) => walk(child, childPathValue, childKeyword, depth + 1));
  };
  walk(root, '', undefined, 0);
  return findings;
}

/** Every finding for one tool, input schema first, as the Inspector lists them. */
export function lintToolSchemas(tool: { inputSchema?: unknown; outputSchema?: unknown }): SchemaFinding[] {
  return [
    ...(tool.inputSchema !== undefined ? lintSchema(tool.inputSchema, 'inputSchema') : []),
    ...(tool.outputSchema !== undefined ? lintSchema(tool.outputSchema, 'outputSchema') : []),
  ];
}

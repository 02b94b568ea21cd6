import * as z from 'zod';
import type { AnyOperation, OperationRun } from './operation.js';
import { portableSchema } from './portable-schema.js';

export type JsonSchema = Record<string, unknown>;

/**
 * The one converter: zod → JSON Schema draft 2020-12. The objects it returns are used as they are by
 * OpenAPI (request/response schemas) and MCP (inputSchema/outputSchema), so the two cannot drift. Written in the
 * portable subset (portable-schema.ts) that client generators, OpenAPI linters and MCP clients all read alike.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `$schema` is dropped: OpenAPI 3.1 and current MCP both default to 2020-12, and MCP clients that compile
  // schemas with a draft-07 validator (the SDK's default Ajv) fail on an unknown meta-schema reference.
  const { $schema: _dialect, ...schemaObject } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' });
  return portableSchema(schemaObject as JsonSchema);
}

export interface OperationSchemas {
  /**
   * Request schema. The examples are not in it: OpenAPI lists them beside it (media-type `examples`, each with its
   * title and real response), and MCP's tools/list, which carries this same object, stays within its size budget.
   */
  input: JsonSchema;
  output: JsonSchema;
}

const cache = new WeakMap<AnyOperation, OperationSchemas>();
const inputs = new WeakMap<z.ZodType, JsonSchema>();

/** Converted once per operation and shared by every surface. */
export function operationSchemas(op: AnyOperation): OperationSchemas {
  let schemas = cache.get(op);
  if (!schemas) {
    schemas = {
      input: inputJsonSchema(op),
      output: toJsonSchema(op.output, 'output'),
    };
    cache.set(op, schemas);
  }
  return schemas;
}

/**
 * The request schema alone, converted once per schema: what a page's form is drawn from, on the server and in the
 * browser (which has an operation's run part, not its full definition), and the same object operationSchemas gives.
 */
export function inputJsonSchema(op: OperationRun): JsonSchema {
  let schema = inputs.get(op.input);
  if (!schema) inputs.set(op.input, (schema = toJsonSchema(op.input, 'input')));
  return schema;
}

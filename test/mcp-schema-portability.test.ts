import { describe, expect, it } from 'vitest';
import { buildTools } from '../src/adapters/mcp/tool-list.js';
import { ANY_JSON_VALUE, portableSchema } from '../src/core/portable-schema.js';
import { operations } from '../src/ops/index.js';
import { lintToolSchemas } from './support/inspector-schema-lint.js';

describe("MCP Inspector's schema portability check", () => {
  it('reports nothing for any tool, input or output schema', () => {
    const findings = buildTools(operations).flatMap((tool) => lintToolSchemas(tool).map((f) => `${tool.name} ${f.schema}.${f.path}: ${f.rule}`));
    expect(findings).toEqual([]);
  });

  it('flags what the Inspector flags (the port is not vacuous)', () => {
    const tool = {
      inputSchema: { type: 'object', properties: { a: { type: ['string', 'null'] }, b: {}, c: { $ref: 'https://example.com/s.json' }, d: { type: 'array', items: true } } },
      outputSchema: { type: 'object', additionalProperties: true, properties: { e: { not: {} } } },
    };
    expect(lintToolSchemas(tool).map((f) => [f.rule, f.severity, f.path])).toEqual([
      ['type-union', 'warning', 'properties.a'],
      ['untyped-schema', 'warning', 'properties.b'],
      ['remote-ref', 'warning', 'properties.c'],
      ['boolean-schema', 'error', 'properties.d.items'],
    ]);
  });
});

describe('portableSchema', () => {
  it('splits a type list into anyOf branches that keep their own keywords', () => {
    expect(portableSchema({ description: 'd', type: ['string', 'null'], maxLength: 3, enum: ['a', null] })).toEqual({
      description: 'd',
      anyOf: [{ type: 'string', maxLength: 3, enum: ['a'] }, { type: 'null', enum: [null] }],
    });
  });

  it('gives arrays items and open objects additionalProperties, and types what constrains nothing', () => {
    expect(portableSchema({ type: 'object', properties: { list: { type: 'array' }, map: { type: 'object' }, any: { description: 'x' } } })).toEqual({
      type: 'object',
      properties: { list: { type: 'array', items: ANY_JSON_VALUE }, map: { type: 'object', additionalProperties: true }, any: { description: 'x', ...ANY_JSON_VALUE } },
    });
    expect(portableSchema({ type: 'object', additionalProperties: {} })).toEqual({ type: 'object', additionalProperties: true });
  });

  it("writes an enum whose values clash in spelling with another branch's as const branches, and flattens nested anyOf", () => {
    expect(portableSchema({ anyOf: [{ type: 'string', enum: ['2', 'min'] }, { anyOf: [{ type: 'number', enum: [2, 4] }] }] })).toEqual({
      anyOf: [{ type: 'string', enum: ['2', 'min'] }, { type: 'number', const: 2 }, { type: 'number', const: 4 }],
    });
  });
});

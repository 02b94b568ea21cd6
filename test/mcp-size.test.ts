import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it } from 'vitest';
import { buildTools } from '../src/adapters/mcp/tool-list.js';
import { operations } from '../src/ops/index.js';

/**
 * What an agent pays to connect to /api/mcp, in tokens estimated as UTF-8 bytes ÷ 4 (issue 16):
 * - the whole tools/list result, output schemas included, at most 25,000;
 * - name + description + input schema of every tool (what hosts that forward only those send), at most 12,000.
 * A new operation or a longer text that crosses either budget fails here: shorten texts before raising a budget.
 */
const WHOLE_LIST_BUDGET = 25_000;
const NAME_DESCRIPTION_INPUT_BUDGET = 12_000;
const AGENT_DESCRIPTION_MAX_CHARS = 400;

const tokens = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8') / 4;

describe('tools/list size budget', () => {
  const tools = buildTools(operations);

  it(`the whole tools/list result is at most ${WHOLE_LIST_BUDGET} tokens`, () => {
    // The result exactly as tools/list answers it (McpEndpoint serves `{ tools }`).
    const whole = tokens({ tools });
    expect(whole, `tools/list is ${whole} tokens`).toBeLessThanOrEqual(WHOLE_LIST_BUDGET);
  });

  it(`name + description + input schema of all tools is at most ${NAME_DESCRIPTION_INPUT_BUDGET} tokens`, () => {
    const sum = tools.reduce((total, t) => total + tokens({ name: t.name, description: t.description, inputSchema: t.inputSchema }), 0);
    expect(sum, `name + description + input schema is ${sum} tokens`).toBeLessThanOrEqual(NAME_DESCRIPTION_INPUT_BUDGET);
  });

  it(`every agent description is a few sentences (at most ${AGENT_DESCRIPTION_MAX_CHARS} characters) and is what MCP publishes`, () => {
    for (const op of operations) {
      expect(op.agentDescription.trim().length, op.id).toBeGreaterThan(0);
      expect(op.agentDescription.length, op.id).toBeLessThanOrEqual(AGENT_DESCRIPTION_MAX_CHARS);
      expect(op.agentDescription, op.id).not.toBe(op.description);
    }
    expect(tools.map((t) => t.description)).toEqual(operations.map((op) => op.agentDescription));
  });

  it('each compact output schema compiles in the SDK client\'s validator and accepts the documented results', () => {
    const validator = new AjvJsonSchemaValidator();
    for (const [i, tool] of tools.entries()) {
      const validate = validator.getValidator(tool.outputSchema!);
      for (const example of operations[i]!.examples) {
        if (example.output === undefined) continue;
        const result = validate(example.output);
        expect(result.valid, `${tool.name} «${example.title}»: ${result.errorMessage ?? ''}`).toBe(true);
      }
    }
  });
});

import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it } from 'vitest';
import { buildTools } from '../src/adapters/mcp/tool-list.js';
import { buildToolsets } from '../src/adapters/mcp/toolsets.js';
import { operations } from '../src/ops/index.js';
import { tokens } from './support/tokens.js';

/**
 * What an agent pays to connect to /api/mcp, in o200k tokens (the tokenizer of current OpenAI models; issue 27):
 * - the whole tools/list result, output schemas included, at most 30,000;
 * - name + description + input schema of every tool (what hosts that forward only those send), at most 15,000;
 * - the whole tools/list of each toolset (/api/mcp/<toolset>), at most 14,000.
 * A new operation or a longer text that crosses a budget fails here: shorten texts before raising a budget.
 */
const WHOLE_LIST_BUDGET = 30_000;
const NAME_DESCRIPTION_INPUT_BUDGET = 15_000;
const TOOLSET_BUDGET = 14_000;
const AGENT_DESCRIPTION_MAX_CHARS = 400;

describe('tools/list size budget', () => {
  const tools = buildTools(operations);

  it(`the whole tools/list result is at most ${WHOLE_LIST_BUDGET} tokens`, () => {
    // The result exactly as tools/list answers it (McpEndpoint serves `{ tools }`).
    const whole = tokens({ tools });
    console.log(`tools/list: ${whole} tokens (o200k)`);
    expect(whole, `tools/list is ${whole} tokens`).toBeLessThanOrEqual(WHOLE_LIST_BUDGET);
  });

  it(`name + description + input schema of all tools is at most ${NAME_DESCRIPTION_INPUT_BUDGET} tokens`, () => {
    const sum = tools.reduce((total, t) => total + tokens({ name: t.name, description: t.description, inputSchema: t.inputSchema }), 0);
    console.log(`name + description + input schema: ${sum} tokens (o200k)`);
    expect(sum, `name + description + input schema is ${sum} tokens`).toBeLessThanOrEqual(NAME_DESCRIPTION_INPUT_BUDGET);
  });

  it(`each toolset's tools/list is at most ${TOOLSET_BUDGET} tokens`, () => {
    const sizes = buildToolsets(operations).map((set) => ({ name: set.name, tokens: tokens({ tools: tools.filter((t) => set.tools.has(t.name)) }) }));
    console.log(`tools/list tokens (o200k) by toolset: ${sizes.map((s) => `${s.name} ${s.tokens}`).join(', ')}`);
    for (const size of sizes) expect(size.tokens, `toolset ${size.name}`).toBeLessThanOrEqual(TOOLSET_BUDGET);
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

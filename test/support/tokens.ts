import { encode } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * What a value costs an agent, in o200k tokens (the tokenizer of current OpenAI models), as JSON-RPC carries it
 * (compact JSON). The MCP budgets (test/mcp-size.test.ts) and the README's per-toolset figures are counted with it.
 */
export const tokens = (value: unknown): number => encode(JSON.stringify(value)).length;

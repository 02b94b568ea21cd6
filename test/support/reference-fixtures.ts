import * as z from 'zod';
import { runExamples } from '../../src/core/examples.js';
import { defineOperation, type AnyOperation } from '../../src/core/operation.js';
import { operations } from '../../src/ops/index.js';
import { testContext } from './run-op.js';
import type { ReferenceInput } from '../../src/adapters/reference/reference-input.js';

export const BASE_URL = 'https://utility.test';

/** The real registry with its examples really executed, as the server renders it. */
export async function realInput(overrides: Partial<ReferenceInput> = {}): Promise<ReferenceInput> {
  return inputFor(operations, overrides);
}

export async function inputFor(ops: readonly AnyOperation[], overrides: Partial<ReferenceInput> = {}): Promise<ReferenceInput> {
  const executed = await runExamples(ops, testContext());
  return { operations: ops, baseUrl: BASE_URL, executed, rateLimitPerMinute: 60, maxBodyBytes: 1_048_576, deadlineMs: 5_000, ...overrides };
}

/** Markup in every text field, an apostrophe in the example input: checks escaping and shell quoting. */
export const hostileOp = defineOperation({
  id: 'hostile-test',
  title: 'Hostile <b>title</b> & "quotes"',
  summary: "Summary with <img src=x onerror=alert(1)> and it's quoted.",
  agentDescription: "Summary with <img src=x onerror=alert(1)> and it's quoted.",
  description: 'Description with <script>alert(1)</script> inside.',
  category: 'text',
  kind: 'utility',
  es: { title: 'Prueba', summary: 'Operación de prueba.' },
  input: z.strictObject({ text: z.string().describe('Field <i>described</i> with markup.') }),
  output: z.strictObject({ echo: z.string().describe('The text <u>back</u>.') }),
  examples: [{ title: 'Example <em>title</em>', input: { text: "it's <b>bold</b> & more" }, output: { echo: "it's <b>bold</b> & more" } }],
  worstCase: () => ({ text: 'x' }),
  run: ({ text }) => ({ echo: text }),
});

/** An enum with a default, an integer with limits and a default, an optional boolean, a patterned string. */
export const tableOp = defineOperation({
  id: 'table-test',
  title: 'Table test',
  summary: 'Exercises the parameter table.',
  agentDescription: 'Exercises the parameter table.',
  description: 'Only for tests.',
  category: 'text',
  kind: 'utility',
  es: { title: 'Prueba', summary: 'Operación de prueba.' },
  input: z.strictObject({
    style: z.enum(['camel', 'snake']).default('camel').describe('The target style.'),
    count: z.number().int().min(1).max(100).default(10).describe('How many.'),
    strict: z.boolean().optional().describe('Be strict.'),
    code: z.string().regex(/^[A-Z]{3}$/).describe('A currency code.'),
    tags: z.array(z.string().min(1)).max(5).optional().describe('Tags.'),
  }),
  output: z.strictObject({ items: z.array(z.object({ name: z.string().describe('Item name.') })).describe('The items.') }),
  examples: [{ title: 'Defaults', input: { code: 'EUR' }, output: { items: [] } }],
  worstCase: () => ({ code: 'EUR' }),
  run: () => ({ items: [] }),
});

/** Random, without parameters, in the generators category. */
export const randomOp = defineOperation({
  id: 'random-test',
  title: 'Random test',
  summary: 'Returns a random number.',
  agentDescription: 'Returns a random number.',
  description: 'Only for tests.',
  category: 'generators',
  kind: 'utility',
  es: { title: 'Prueba', summary: 'Operación de prueba.' },
  random: true,
  input: z.strictObject({}),
  output: z.strictObject({ value: z.number().describe('A random number.') }),
  examples: [{ title: 'One number', input: {} }],
  worstCase: () => ({}),
  run: () => ({ value: Math.random() }),
});

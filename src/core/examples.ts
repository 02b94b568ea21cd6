import type { Context } from './context.js';
import { execute } from './execute.js';
import type { AnyOperation } from './operation.js';

export interface ExecutedExample {
  title: string;
  input: unknown;
  /** What the operation really returned for `input` (for a random operation, one sample). */
  output: unknown;
}

/** Runs every operation's examples, so the docs show real responses. An example that fails is a bug and throws. */
export async function runExamples(operations: readonly AnyOperation[], ctx: Context): Promise<Map<string, ExecutedExample[]>> {
  const executed = new Map<string, ExecutedExample[]>();
  for (const op of operations) {
    const results: ExecutedExample[] = [];
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, ctx);
      if (!outcome.ok) throw new Error(`example '${example.title}' of ${op.id} fails: ${outcome.error}`);
      results.push({ title: example.title, input: example.input, output: outcome.value });
    }
    executed.set(op.id, results);
  }
  return executed;
}

// Times every operation's worst case (the costliest input that fits in the default 1 MiB body) through the
// executor, best of 5 after a warm-up, records the size of its answer and of the largest answer the operation can give
// (largestOutput, where declared), and prints JSON for bench/run.mjs.
import { createContext } from '../src/core/context.js';
import { execute } from '../src/core/execute.js';
import { operations } from '../src/ops/index.js';

const ctx = createContext({ operations });
const rows = [];

/** Bytes of the JSON answer (or of the 400's message, which would be a bug here). */
async function answerBytes(op: (typeof operations)[number], input: unknown): Promise<number> {
  const outcome = await execute(op, input, ctx);
  if (!outcome.ok) throw new Error(`${op.id}: ${outcome.error}`);
  return Buffer.byteLength(outcome.json);
}

for (const op of operations) {
  const input = op.worstCase();
  const bytes = Buffer.byteLength(JSON.stringify(input));
  const worstAnswer = await answerBytes(op, input);
  const largestAnswer = op.largestOutput ? await answerBytes(op, op.largestOutput()) : worstAnswer;
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await execute(op, input, ctx);
    best = Math.min(best, performance.now() - start);
  }
  rows.push({ id: op.id, bytes, ms: best, worstAnswer, largestAnswer: Math.max(worstAnswer, largestAnswer) });
}
console.log(JSON.stringify(rows));

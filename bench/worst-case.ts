// Times every operation's worst case (the costliest input that fits in the default 1 MiB body) through the
// executor, best of 5 after a warm-up, and prints JSON for bench/run.mjs.
import { createContext } from '../src/core/context.js';
import { execute } from '../src/core/execute.js';
import { operations } from '../src/ops/index.js';

const ctx = createContext();
const rows = [];
for (const op of operations) {
  const input = op.worstCase();
  const bytes = Buffer.byteLength(JSON.stringify(input));
  await execute(op, input, ctx);
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await execute(op, input, ctx);
    best = Math.min(best, performance.now() - start);
  }
  rows.push({ id: op.id, bytes, ms: best });
}
console.log(JSON.stringify(rows));

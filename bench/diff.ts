// Times the diff operation through the executor, best of 5 after a warm-up, on deterministic inputs, and prints one
// JSON line for bench/run.mjs: two 20,000-line texts with 10% of lines edited at scattered places (target < 100 ms),
// the same edits made with lines that occur elsewhere in the text (so the search does all the work), one block of
// 2,000 lines rewritten, and the operation's worst case.
import { createContext } from '../src/core/context.js';
import { execute } from '../src/core/execute.js';
import op from '../src/ops/diff/diff.op.js';
import { codeLines, scatteredEdits } from '../src/ops/diff/samples.js';

const TARGET_MS = 100;
const ctx = createContext();
const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;
const base = codeLines(20_000, 1);
const cases = [
  { name: '20,000 lines, 10% edited at scattered places', input: { original: text(base), changed: text(scatteredEdits(base, 0.1, 2)) } },
  {
    name: '20,000 lines, 10% edited with copies of other lines (no line set aside)',
    input: { original: text(base), changed: text(scatteredEdits(base, 0.1, 2, true)) },
  },
  {
    name: '20,000 lines, one block of 2,000 lines rewritten',
    input: { original: text(base), changed: text([...base.slice(0, 9_000), ...codeLines(2_000, 3), ...base.slice(11_000)]) },
  },
  { name: 'worst case: 2 × 50,000 lines, same lines in unrelated orders', input: op.worstCase() },
];

const rows = [];
for (const { name, input } of cases) {
  const first = await execute(op, input, ctx);
  if (!first.ok) throw new Error(`${name}: ${first.error}`);
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await execute(op, input, ctx);
    best = Math.min(best, performance.now() - start);
  }
  const { added, removed, unchanged, minimal } = first.value as { added: number; removed: number; unchanged: number; minimal: boolean };
  rows.push({
    name,
    bytes: Buffer.byteLength(JSON.stringify(input)),
    responseBytes: Buffer.byteLength(JSON.stringify(first.value)),
    ms: best,
    added,
    removed,
    unchanged,
    minimal,
  });
}
console.log(JSON.stringify({ targetMs: TARGET_MS, met: rows[0]!.ms < TARGET_MS, rows }));

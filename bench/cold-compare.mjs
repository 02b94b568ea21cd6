// Cold starts of several servers side by side: spawn → first 200 answer of POST /api/v1/slugify, each script in
// turn, so a noisy moment hits all alike. The first script is the reference of the ratios. For a before/after, build
// the commit before in a worktree and name both, with the bare server first:
//   node bench/cold-compare.mjs 11 bench/baseline-server.mjs /tmp/before/dist/server.js dist/server.js
import { coldStart, median } from './cold-start.mjs';

const [count, ...scripts] = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: node bench/cold-compare.mjs <count> <script> [<script> …]');
const runs = scripts.map(() => []);
for (let i = 0; i < Number(count); i++) for (const [j, script] of scripts.entries()) runs[j].push(await coldStart(script, 4400 + j));
for (const [j, script] of scripts.entries()) {
  console.log(`${script.padEnd(36)} median ${median(runs[j]).toFixed(0)} ms  ${(median(runs[j]) / median(runs[0])).toFixed(2)} ×  (${runs[j].map((ms) => ms.toFixed(0)).join(', ')})`);
}

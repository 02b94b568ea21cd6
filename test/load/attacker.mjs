// A load generator in its own process, so its CPU does not skew the latencies the test measures: `connections`
// loops, each sending the worst-case requests listed in the plan file round-robin until it is killed, and printing
// a running count of answers by status on stdout.
import { readFileSync } from 'node:fs';

const [baseUrl, planFile, connections] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planFile, 'utf8')).map((entry) => ({ ...entry, body: readFileSync(entry.bodyFile) }));
const counts = {};

async function loop(offset) {
  for (let i = offset; ; i++) {
    const { path, body } = plan[i % plan.length];
    try {
      const response = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      counts[response.status] = (counts[response.status] ?? 0) + 1;
    } catch {
      counts.failed = (counts.failed ?? 0) + 1;
    }
  }
}

setInterval(() => process.stdout.write(`${JSON.stringify(counts)}\n`), 250);
for (let c = 0; c < Number(connections); c++) void loop(c);

// npm run bench: the latency of cheap requests while other clients send worst cases. test/load/cheap-under-attack
// checks the property by counting (many cheap answers per heavy one); the times live here. One client sends small
// slugify calls one after another, first to the quiet server, then while test/load/attacker.mjs keeps 6 connections
// busy with the costliest inputs nine operations declare; the ratio of the two p99s is what to compare across runs.
// Writes the "Cheap requests under attack" section of bench/README.md. Needs the built server (dist/).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist, writeSection } from './serve-dist.mjs';

const HEAVY = ['word-count', 'toon-to-json', 'csv-to-json', 'convert-data', 'json-format', 'json-to-toon', 'diff', 'slugify', 'url-encode'];
const REQUESTS = 1_000;
const PAUSE_MS = 5;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { base, stop } = await serveDist();
const dir = mkdtempSync(join(tmpdir(), 'utility-api-bench-attack-'));

async function cheapLatencies() {
  const latencies = [];
  for (let i = 0; i < REQUESTS; i++) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const start = performance.now();
    await (await fetch(`${base}/api/v1/slugify`, { method: 'POST', body: `{"text":"Cheap request ${i}"}` })).text();
    latencies.push(performance.now() - start);
  }
  return latencies.sort((a, b) => a - b);
}

/** Each heavy operation's declared worst case (`worstCase` in its definition, read from source through tsx). */
function worstCases() {
  const json = execFileSync('npx', ['tsx', '-e', `import('./src/ops/index.ts').then(({ operations }) => process.stdout.write(JSON.stringify(${JSON.stringify(HEAVY)}.map((id) => [id, operations.find((o) => o.id === id).worstCase()]))))`], { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  return JSON.parse(json);
}

let attacker;
try {
  const quiet = await cheapLatencies();
  const plan = worstCases().map(([id, input]) => {
    const bodyFile = join(dir, `${id}.json`);
    writeFileSync(bodyFile, JSON.stringify(input));
    return { path: `/api/v1/${id}`, bodyFile };
  });
  const planFile = join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  attacker = spawn(process.execPath, ['test/load/attacker.mjs', base, planFile, '6'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let counts = '{}';
  attacker.stdout.on('data', (chunk) => (counts = chunk.toString().trim().split('\n').pop()));
  while ((JSON.parse(counts)['200'] ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  const before = JSON.parse(counts)['200'] ?? 0;
  const attacked = await cheapLatencies();
  const heavy = (JSON.parse(counts)['200'] ?? 0) - before;
  const row = (name, l) => `| ${name} | ${percentile(l, 50).toFixed(1)} ms | ${percentile(l, 99).toFixed(1)} ms | ${l.at(-1).toFixed(1)} ms |`;
  const section = `## Cheap requests under attack

Measured by \`bench/cheap-under-attack.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: ${REQUESTS} small slugify calls, one
after another ${PAUSE_MS} ms apart, to the built server alone and then while 6 connections send the worst cases of
${HEAVY.length} operations (${heavy} heavy calls answered meanwhile). The goal is a p99 under attack below 100 ms.

| cheap requests | p50 | p99 | max |
|---|---:|---:|---:|
${row('quiet server', quiet)}
${row('under attack', attacked)}

p99 under attack: **${(percentile(attacked, 99) / percentile(quiet, 99)).toFixed(1)} ×** the quiet server's.
`;
  await writeSection('## Cheap requests under attack', section);
  console.log(section);
} finally {
  attacker?.kill('SIGKILL');
  stop();
  rmSync(dir, { recursive: true, force: true });
}

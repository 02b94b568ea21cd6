// npm run bench: the worker pool's fairness between clients, timed. test/load/fair-pool checks the order (a bystander's
// pooled call runs after at most one of a busy client's calls per thread); the waits live here. Against the built
// server with its defaults (the rate limit on, 60 a minute; a thread per core but one), clients told apart by the
// address header a proxy would write: one busy client keeps four word-count worst cases in the pool at once, within its
// limit, while a bystander sends tiny json-format calls (heavy, so pooled) one after another, and other clients send
// small slugify calls (answered on the main thread). Compared: the bystander's wait against the length of one busy
// task, and the cheap calls' p99. Writes the "Fair worker pool" section of bench/README.md. Needs dist/.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { serveDist, writeSection } from './serve-dist.mjs';

/** The address header the server is told to read (CLIENT_IP_HEADER), as behind a proxy. */
const CLIENT_HEADER = 'x-real-ip';
const BUSY_CLIENT = '198.51.100.1';
const BYSTANDER = '198.51.100.2';
/** Calls the busy client keeps in the pool at once: what the load audit's client did, within 60 a minute. */
const IN_FLIGHT = 4;
/** Busy tasks timed alone, one after another: their median is the length of one task. */
const TASK_SAMPLES = 5;
/** Bystander calls, one after another: alone, then beside the busy client (within the bystander's own 60 a minute). */
const QUIET_CALLS = 10;
const BYSTANDER_CALLS = 30;
const PAUSE_MS = 50;
const CHEAP_PAUSE_MS = 5;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often a busy client told to wait (429) looks whether the bench has ended. */
const WAKE_MS = 100;

const { base, stop } = await serveDist({ RATE_LIMIT_PER_MINUTE: '60', CLIENT_IP_HEADER: CLIENT_HEADER });

/** A fresh address for each call that should not count against anyone's limit (timing alone, cheap calls). */
let nextAddress = 0;
const freshAddress = () => `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

async function timedPost(path, body, client) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_HEADER]: client }, body });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start, retryAfter: Number(response.headers.get('retry-after') ?? 1) };
}

/** word-count's declared worst case (`worstCase` in its definition, read from source through tsx). */
function busyBody() {
  return execFileSync('npx', ['tsx', '-e', `import('./src/ops/index.ts').then(({ operations }) => process.stdout.write(JSON.stringify(operations.find((o) => o.id === 'word-count').worstCase())))`], { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
}

const bystanderBody = (i) => JSON.stringify({ json: `{"call":${i},"tags":["a","b"]}` });

function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

let busy = false;
try {
  const heavy = busyBody();
  // Warm the threads and the definitions both calls load.
  await timedPost('/api/v1/word-count', heavy, freshAddress());
  await timedPost('/api/v1/json-format', bystanderBody(0), freshAddress());

  const taskSamples = [];
  for (let i = 0; i < TASK_SAMPLES; i++) taskSamples.push((await timedPost('/api/v1/word-count', heavy, freshAddress())).ms);
  const taskMs = median(taskSamples);
  const quiet = [];
  for (let i = 0; i < QUIET_CALLS; i++) quiet.push((await timedPost('/api/v1/json-format', bystanderBody(i), freshAddress())).ms);

  // The busy client: IN_FLIGHT calls at a time, each sent as the last is answered; over its limit it waits as told.
  busy = true;
  const busyStatuses = {};
  const busyLoop = async () => {
    while (busy) {
      const { status, retryAfter } = await timedPost('/api/v1/word-count', heavy, BUSY_CLIENT);
      busyStatuses[status] = (busyStatuses[status] ?? 0) + 1;
      for (let waited = 0; status === 429 && busy && waited < retryAfter * 1000; waited += WAKE_MS) await sleep(WAKE_MS);
    }
  };
  const busyLoops = Array.from({ length: IN_FLIGHT }, busyLoop);
  const cheap = [];
  const cheapLoop = (async () => {
    while (busy) {
      await sleep(CHEAP_PAUSE_MS);
      cheap.push((await timedPost('/api/v1/slugify', '{"text":"Cheap request"}', freshAddress())).ms);
    }
  })();
  // Let the busy client fill the pool (its first calls answered) before timing the bystander.
  while ((busyStatuses[200] ?? 0) < 1) await sleep(PAUSE_MS);

  const waits = [];
  const bystanderStatuses = {};
  for (let i = 0; i < BYSTANDER_CALLS; i++) {
    await sleep(PAUSE_MS);
    const { status, ms } = await timedPost('/api/v1/json-format', bystanderBody(i), BYSTANDER);
    bystanderStatuses[status] = (bystanderStatuses[status] ?? 0) + 1;
    waits.push(ms);
  }
  busy = false;
  await Promise.all([...busyLoops, cheapLoop]);

  const sortedWaits = waits.sort((a, b) => a - b);
  const sortedQuiet = quiet.sort((a, b) => a - b);
  const sortedCheap = cheap.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  const threads = Math.max(1, availableParallelism() - 1);
  const section = `## Fair worker pool

Measured by \`bench/fair-pool.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: the built server with its
defaults (rate limit 60 a minute, ${threads} pool thread${threads === 1 ? '' : 's'}), clients told apart by \`CLIENT_IP_HEADER\`. A busy client keeps
${IN_FLIGHT} word-count worst cases in the pool at once (answered meanwhile, by status: ${JSON.stringify(busyStatuses)}); a bystander
sends ${BYSTANDER_CALLS} tiny json-format calls (heavy, so pooled) one after another ${PAUSE_MS} ms apart (by status:
${JSON.stringify(bystanderStatuses)}); other clients send small slugify calls, answered on the main thread, ${CHEAP_PAUSE_MS} ms apart.
The pool serves the clients in turn, so a bystander's call should wait for at most the one busy call on each thread:
its p99 about one task's length, not ${IN_FLIGHT} (the load audit's median wait was 4.7 s, a 503 in five calls of twelve).

| | p50 | p99 | max |
|---|---:|---:|---:|
| one busy task alone (word-count worst case, ${TASK_SAMPLES} timed) | ${ms(taskMs)} | | |
| bystander's pooled call, quiet server | ${ms(percentile(sortedQuiet, 50))} | ${ms(percentile(sortedQuiet, 99))} | ${ms(sortedQuiet.at(-1))} |
| bystander's pooled call, beside the busy client | ${ms(percentile(sortedWaits, 50))} | ${ms(percentile(sortedWaits, 99))} | ${ms(sortedWaits.at(-1))} |
| cheap call (${sortedCheap.length}), beside the busy client | ${ms(percentile(sortedCheap, 50))} | ${ms(percentile(sortedCheap, 99))} | ${ms(sortedCheap.at(-1))} |

Bystander's p99 beside the busy client: **${(percentile(sortedWaits, 99) / taskMs).toFixed(2)} ×** one busy task's length; 503s: **${bystanderStatuses[503] ?? 0}**.
`;
  await writeSection('## Fair worker pool', section);
  console.log(section);
} finally {
  busy = false;
  stop();
}

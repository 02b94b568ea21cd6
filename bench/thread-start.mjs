// How long a worker-pool thread takes to be ready: from `new Worker(<dist>/worker.js)` to its workerReady message
// (every definition and every module they load on first use loaded, src/worker.ts), and the process's RSS then.
// Thread starts are off the request path (the pool starts a second after listening; a call waits for a starting
// thread), so this is recorded, not a goal.
//   node bench/thread-start.mjs [count] [dist-dir …]     (default: 5 starts of dist/; more dirs, such as an older
//                                                          build's dist/, are started in turns with it)
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';

const count = Number(process.argv[2] ?? 5);
const dirs = process.argv.length > 3 ? process.argv.slice(3) : ['dist'];
const runs = new Map(dirs.map((dir) => [dir, []]));

async function start(dir) {
  const began = performance.now();
  const worker = new Worker(resolve(dir, 'worker.js'), { resourceLimits: { maxOldGenerationSizeMb: 512 } });
  await new Promise((ready, fail) => {
    worker.on('message', (message) => message?.workerReady === true && ready());
    worker.on('error', fail);
  });
  const ms = performance.now() - began;
  const rssMb = process.memoryUsage().rss / 1048576;
  await worker.terminate();
  return { ms, rssMb };
}

for (let i = 0; i < count; i++) for (const dir of dirs) runs.get(dir).push(await start(dir));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [dir, all] of runs) {
  const ms = all.map((r) => r.ms);
  console.log(`${dir}/worker.js ready in ${median(ms).toFixed(0)} ms median (${ms.map((v) => v.toFixed(0)).join(', ')}); process RSS ${median(all.map((r) => r.rssMb)).toFixed(0)} MB with it up`);
}

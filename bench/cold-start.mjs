// Cold start: process spawn → first 200 answer of POST /api/v1/slugify, for `node dist/server.js` and for the bare
// node:http baseline, in turns (ours, bare, ours, bare…) so a noisy moment hits both alike.
// Alone: `node bench/cold-start.mjs [count]` prints both medians. bench/run.mjs imports coldStarts().
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const body = JSON.stringify({ text: 'Crème Brûlée à la Mode!' });
// As in bench/run.mjs: the limiter on (a limit no run reaches), no network fetch of exchange rates.
const env = { ...process.env, RATE_LIMIT_PER_MINUTE: '1000000000', HOST: '127.0.0.1', ECB_FETCH: 'off' };

/** One POST; resolves with the status, rejects while nothing listens yet. */
function post(port) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/slugify', method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** ms from spawn to the first 200; the process is then stopped and awaited, so the next run starts on a quiet machine. */
export async function coldStart(script, port) {
  const began = process.hrtime.bigint();
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let failed = false;
  child.once('exit', () => (failed = true));
  for (;;) {
    if (failed) throw new Error(`${script} exited before answering`);
    const status = await post(port).catch(() => undefined);
    if (status === 200) break;
    if (status !== undefined) throw new Error(`${script}: the first answer was ${status}, not 200`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const ms = Number(process.hrtime.bigint() - began) / 1e6;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

/** `count` cold starts of each, interleaved; ours on portBase, the bare server on portBase + 1 (each run awaits the previous exit). */
export async function coldStarts(count, { portBase = 4300 } = {}) {
  const ours = [];
  const bare = [];
  for (let i = 0; i < count; i++) {
    ours.push(await coldStart('dist/server.js', portBase));
    bare.push(await coldStart('bench/baseline-server.mjs', portBase + 1));
  }
  return { ours, bare };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 7);
  const { ours, bare } = await coldStarts(count, { portBase: Number(process.env.PORT_BASE ?? 4300) });
  const show = (runs) => runs.map((ms) => ms.toFixed(0)).join(', ');
  console.log(`node dist/server.js: median ${median(ours).toFixed(0)} ms (${show(ours)})`);
  console.log(`bare node:http:      median ${median(bare).toFixed(0)} ms (${show(bare)})`);
  console.log(`ratio ${(median(ours) / median(bare)).toFixed(2)} ×`);
}

// Cold starts of several servers side by side: spawn → first 200 answer of POST /api/v1/slugify, each script in
// turn, so a noisy moment hits all alike. The first script is the reference of the ratios. For a before/after, build
// the commit before in a worktree and name both, with the bare server first:
//   node bench/cold-compare.mjs 11 bench/baseline-server.mjs /tmp/before/dist/server.js dist/server.js
import { spawn } from 'node:child_process';
import { request } from 'node:http';

const body = JSON.stringify({ text: 'Crème Brûlée à la Mode!' });
// As in bench/cold-start.mjs: the limiter on (a limit no run reaches), no network fetch of exchange rates.
const env = { ...process.env, RATE_LIMIT_PER_MINUTE: '1000000000', HOST: '127.0.0.1', ECB_FETCH: 'off' };

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

/** ms from spawn to the first 200; the process is stopped and awaited before the next start. */
async function once(script, port) {
  const began = process.hrtime.bigint();
  const child = spawn(process.execPath, [script], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
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

const [count, ...scripts] = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: node bench/cold-compare.mjs <count> <script> [<script> …]');
const runs = scripts.map(() => []);
for (let i = 0; i < Number(count); i++) for (const [j, script] of scripts.entries()) runs[j].push(await once(script, 4400 + j));
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const [j, script] of scripts.entries()) {
  console.log(`${script.padEnd(36)} median ${median(runs[j]).toFixed(0)} ms  ${(median(runs[j]) / median(runs[0])).toFixed(2)} ×  (${runs[j].map((ms) => ms.toFixed(0)).join(', ')})`);
}

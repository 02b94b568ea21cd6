// Cold start on workerd, the runtime of Cloudflare Workers, with the settings of wrangler.toml: from spawning
// `workerd serve` to the first answered POST /api/v1/slugify, for the built fetch handler as a Workers upload takes it
// (dist/workers/: app.js and its chunks; the browser's scripts are static assets, outside the isolate) and for a minimal worker that answers the same request with a
// constant, in turns (ours, minimal, ours…) so a noisy moment hits both alike. Each start is a new process and a new
// isolate, as a new isolate on the edge is.
//
// workerd runs directly (the binary miniflare ships), from a config that embeds the modules: miniflare itself spends
// about a second of Node CPU a start marshalling 9 MB of modules to workerd, a cost of the test harness that no
// isolate on the edge pays (bench/README.md, "Cold start on workerd").
//   node bench/workerd-start.mjs [count] [upload-dir …]   prints the medians (an upload dir: app.js and app-chunks/,
//                                                          such as an older build's dist/); bench/run.mjs imports workerdStarts().
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './serve-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The package is CommonJS: its default export is the path of the binary for this platform.
export const workerdBinary = (await import('workerd')).default.default;
const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
const compatibilityDate = /^compatibility_date = "([\d-]+)"$/m.exec(toml)[1];
const compatibilityFlags = /^compatibility_flags = \[(.*)\]$/m.exec(toml)[1];
const body = JSON.stringify({ text: 'Crème Brûlée à la Mode!' });
export const MINIMAL = `export default { fetch() { return new Response('{"slug":"creme-brulee-a-la-mode"}', { headers: { 'content-type': 'application/json' } }); } };\n`;
const VARS = { RATE_LIMIT_PER_MINUTE: '1000000000', ECB_FETCH: 'off' };

/**
 * A workerd config serving `modules` (paths relative to the config's folder, the first is the main module) on `port`;
 * `idle`, another upload's modules, as a second Worker that no socket or binding reaches (bench/workerd-split.mjs).
 */
export function config(modules, port, idle) {
  const bindings = Object.entries(VARS).map(([name, text]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(text)})`).join(', ');
  const worker = (name, list) => `const ${name} :Workerd.Worker = (
  modules = [
    ${list.map((path) => `(name = ${JSON.stringify(path)}, esModule = embed ${JSON.stringify(path)})`).join(',\n    ')}
  ],
  compatibilityDate = "${compatibilityDate}",
  compatibilityFlags = [${compatibilityFlags}],
  bindings = [ ${bindings} ],
);
`;
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker)${idle ? ', (name = "idle", worker = .idle)' : ''} ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
${worker('worker', modules)}${idle ? worker('idle', idle) : ''}`;
}

/** Copies an upload folder's app.js and app-chunks/*.js (no maps) to `dir`/`to`; returns their paths there, app.js first. */
export function copyUpload(from, dir, to) {
  cpSync(join(from, 'app.js'), join(dir, to, 'app.js'));
  cpSync(join(from, 'app-chunks'), join(dir, to, 'app-chunks'), { recursive: true, filter: (path) => !path.endsWith('.map') });
  const chunks = readdirSync(join(dir, to, 'app-chunks')).filter((name) => name.endsWith('.js')).map((name) => `${to}/app-chunks/${name}`);
  return [`${to}/app.js`, ...chunks];
}

/** ms from spawning workerd to the first 200 answer; the process is stopped and awaited before the next start. */
export async function once(configPath) {
  const began = performance.now();
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(readFileSync(configPath, 'utf8'))[1]);
  const child = spawn(workerdBinary, ['serve', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (data) => (errors = (errors + data).slice(-2000)));
  let exited = false;
  const gone = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  try {
    for (;;) {
      if (exited) throw new Error(`workerd exited before answering (${configPath}): ${errors}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/slugify`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' } }).catch(() => undefined);
      if (response) {
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${configPath}: the first answer was ${response.status}: ${text}`);
        return performance.now() - began;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  } finally {
    child.kill();
    await gone;
  }
}

/**
 * `count` starts of each, interleaved, after one uncounted start of each (the binary's first load from disk): the
 * Workers upload of this build (dist/workers/), a minimal worker, and any other upload folders named (each holding
 * app.js and app-chunks/, such as an older build's dist/), for a before/after in one run.
 */
export async function workerdStarts(count, others = []) {
  // A private copy: another build in the same checkout would replace the chunks under a running start.
  const dir = mkdtempSync(join(tmpdir(), 'utility-api-workerd-'));
  try {
    const uploads = [join(root, 'dist/workers'), ...others].map((from, i) => ({ from, modules: copyUpload(from, dir, `upload-${i}`) }));
    writeFileSync(join(dir, 'minimal.js'), MINIMAL);
    const configs = [];
    for (const [i, upload] of uploads.entries()) {
      writeFileSync(join(dir, `upload-${i}.capnp`), config(upload.modules, await freePort()));
      configs.push(join(dir, `upload-${i}.capnp`));
    }
    writeFileSync(join(dir, 'minimal.capnp'), config(['minimal.js'], await freePort()));
    const runs = uploads.map(() => []);
    const bare = [];
    for (const path of [...configs, join(dir, 'minimal.capnp')]) await once(path);
    for (let i = 0; i < count; i++) {
      for (const [j, path] of configs.entries()) runs[j].push(await once(path));
      bare.push(await once(join(dir, 'minimal.capnp')));
    }
    return { ours: runs[0], bare, modules: uploads[0].modules.length, others: uploads.slice(1).map((upload, j) => ({ from: upload.from, runs: runs[j + 1], modules: upload.modules.length })) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ours, bare, modules, others } = await workerdStarts(Number(process.argv[2] ?? 7), process.argv.slice(3));
  const show = (runs) => runs.map((ms) => ms.toFixed(0)).join(', ');
  console.log(`dist/workers on workerd (${modules} modules): median ${median(ours).toFixed(0)} ms (${show(ours)}), ${(median(ours) / median(bare)).toFixed(2)} ×`);
  for (const other of others) console.log(`${other.from} (${other.modules} modules): median ${median(other.runs).toFixed(0)} ms (${show(other.runs)}), ${(median(other.runs) / median(bare)).toFixed(2)} ×`);
  console.log(`minimal worker: median ${median(bare).toFixed(0)} ms (${show(bare)})`);
}

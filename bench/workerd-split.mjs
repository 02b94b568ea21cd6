// Does workerd compile a Worker it never calls? From spawning `workerd serve` to the first answer of a minimal worker,
// alone and with the Workers upload (dist/workers/) beside it as a second Worker that no socket or binding reaches,
// in turns. If the second start is as quick as the first, splitting the service into several Workers behind a router
// would shorten a start; it is not (bench/README.md, "Cold start on workerd").
//   node bench/workerd-split.mjs [count]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './serve-dist.mjs';
import { config, copyUpload, MINIMAL, once } from './workerd-start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const count = Number(process.argv[2] ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'utility-api-workerd-split-'));
try {
  const upload = copyUpload(join(root, 'dist/workers'), dir, 'upload');
  writeFileSync(join(dir, 'minimal.js'), MINIMAL);
  const alone = join(dir, 'alone.capnp');
  const beside = join(dir, 'beside.capnp');
  writeFileSync(alone, config(['minimal.js'], await freePort()));
  writeFileSync(beside, config(['minimal.js'], await freePort(), upload));
  const runs = { alone: [], beside: [] };
  await once(alone);
  await once(beside);
  for (let i = 0; i < count; i++) {
    runs.alone.push(await once(alone));
    runs.beside.push(await once(beside));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const show = (values) => values.map((ms) => ms.toFixed(0)).join(', ');
  console.log(`minimal worker alone: median ${median(runs.alone).toFixed(0)} ms (${show(runs.alone)})`);
  console.log(`minimal worker, dist/workers/ (${upload.length} modules) beside it, never called: median ${median(runs.beside).toFixed(0)} ms (${show(runs.beside)})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

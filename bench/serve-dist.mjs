// The built server (dist/) for a bench script: a private copy of dist/ (another build in the same checkout would
// remove the chunks the server loads lazily) served on a free loopback port, rate limit off, no ECB fetch.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url);

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts the copy; resolves with its base URL, its pid and `stop()` (also run when the process exits). */
export async function serveDist(env = {}) {
  const dist = new URL(`.scratch/bench-dist-${process.pid}-${Math.random().toString(36).slice(2, 8)}/`, root);
  cpSync(new URL('dist/', root), dist, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [new URL('server.js', dist).pathname], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ECB_FETCH: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dist, { recursive: true, force: true });
  };
  process.on('exit', stop);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.stdout.resume();
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** Replaces (or appends before "## Notes") the section headed `heading` in bench/README.md. */
export async function writeSection(heading, section) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const readmePath = new URL('bench/README.md', root);
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(heading);
  const end = start === -1 ? -1 : readme.indexOf('\n## ', start + 5);
  const next = start === -1 ? readme.replace('\n## Notes', `\n${section}\n## Notes`) : readme.slice(0, start) + section + (end === -1 ? '' : `\n${readme.slice(end + 1)}`);
  writeFileSync(readmePath, next);
}

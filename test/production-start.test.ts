import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceEnv } from './support/built-server.js';

/**
 * The README's production start, from a clean copy of the project: `npm ci --omit=dev` (no dev dependency may be
 * needed to build or run), then `npm start`, which builds only when dist/ is missing or stale. The copy holds what a
 * commit of the working tree would: tracked files as they are now plus new files not ignored (in CI, the commit).
 */
const INSTALL_TIMEOUT_MS = 240_000;

let copy: string;

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'utility-api-clean-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0');
  // A worktree's node_modules may be a symlink (which `node_modules/` in .gitignore does not match); deleted files are still listed as tracked.
  for (const path of listed) {
    if (path === '' || path === 'node_modules' || !existsSync(path)) continue;
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    cpSync(path, join(dir, path));
  }
  return dir;
}

interface Started {
  health: { status: number; body: string };
  operation: { status: number; body: string };
}

/** `npm start` on a free port; answers /healthz and one operation, then stops it (SIGTERM to npm and the server). */
async function npmStart(): Promise<Started> {
  const child = spawn('npm', ['start'], { cwd: copy, env: serviceEnv({ npm_config_loglevel: 'error' }), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
      child.stdout.on('data', () => {
        const found = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const op = await fetch(`${base}/api/v1/slugify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"Clean Clone"}' });
    const operation = { status: op.status, body: await op.text() };
    const hz = await fetch(`${base}/healthz`);
    return { health: { status: hz.status, body: await hz.text() }, operation };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const mtime = (path: string) => statSync(join(copy, path)).mtimeMs;

describe('npm ci --omit=dev && npm start, from a clean copy', () => {
  beforeAll(() => {
    copy = copyProject();
    // --prefer-offline: CI's own `npm ci` has filled the cache, so no test reaches the registry.
    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'pipe', timeout: INSTALL_TIMEOUT_MS });
  }, INSTALL_TIMEOUT_MS);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('installs no dev dependency, builds on the first start, skips the build while no input changed, rebuilds after an edit', async () => {
    for (const dev of ['vitest', 'typescript', 'tsx']) expect(existsSync(join(copy, 'node_modules', dev))).toBe(false);
    expect(existsSync(join(copy, 'dist'))).toBe(false);

    const first = await npmStart();
    expect(first.operation).toEqual({ status: 200, body: '{"slug":"clean-clone"}' });
    expect(first.health).toEqual({ status: 200, body: '{"status":"ok"}' });
    const built = { server: mtime('dist/server.js'), stamp: mtime('dist/build-stamp.txt') };

    const second = await npmStart();
    expect(second.operation.status).toBe(200);
    expect({ server: mtime('dist/server.js'), stamp: mtime('dist/build-stamp.txt') }).toEqual(built);

    // A file touched but unchanged (as a copy or a checkout leaves them) is no reason to rebuild…
    const source = join(copy, 'src/ops/index.ts');
    const later = new Date(Date.now() + 5_000);
    utimesSync(source, later, later);
    await npmStart();
    expect({ server: mtime('dist/server.js'), stamp: mtime('dist/build-stamp.txt') }).toEqual(built);

    // …an edit is.
    appendFileSync(source, '// edited\n');
    const third = await npmStart();
    expect(third.operation).toEqual({ status: 200, body: '{"slug":"clean-clone"}' });
    expect(mtime('dist/build-stamp.txt')).toBeGreaterThan(built.stamp);
    expect(mtime('dist/server.js')).toBeGreaterThan(built.server);
    expect(readFileSync(join(copy, 'dist/build-stamp.txt'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});

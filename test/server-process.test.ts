import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config.js';

/** The parent's environment without the service's own variables (vitest sets BASE_URL for Vite). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of CONFIG_VARIABLES) delete env[key];
  env.ECB_FETCH = 'off'; // no test reaches the internet
  return { ...env, ...extra };
}

/** Starts `src/server.ts` as its own process (as `npm start` does, minus the bundle) and waits for its first line. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: cleanEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    child.stdout!.once('data', () => {
      const port = Number(/:(\d+) /.exec(output)?.[1]);
      resolve({ child, port, output: () => output });
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('stops at start with a clear message on a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: cleanEnv({ PORT: '0', MAX_BODY_BYTES: 'lots', RATE_LIMIT_PER_MINUTE: '-5' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    expect(await exitOf(child)).toBe(1);
    expect(stderr.trim()).toBe('utility-api: invalid configuration: RATE_LIMIT_PER_MINUTE: must be a whole number; MAX_BODY_BYTES: must be a whole number');
  });

  it('on SIGTERM stops accepting connections but finishes the request in flight', async () => {
    const { child, port } = await startProcess({});
    const exited = exitOf(child);
    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/v1/slugify', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 22 } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('{"text":"');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('Hello World"}'), 300);
      }, 100);
    });
    expect(await response).toEqual({ status: 200, body: '{"slug":"hello-world"}' });
    expect(await exited).toBe(0);
    // The port no longer accepts connections.
    await expect(fetch(`http://127.0.0.1:${port}/api`)).rejects.toThrow();
  }, 20_000);
});

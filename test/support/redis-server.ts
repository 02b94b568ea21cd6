import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** redis-server from the Debian package (.ci/run installs it); the tests that need it fail under CI=true without it. */
export const REDIS_SERVER = 'redis-server';
export const HAS_REDIS = (() => {
  try {
    execFileSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (process.env.CI === 'true' && !HAS_REDIS) throw new Error(`CI=true but ${REDIS_SERVER} is not installed: the shared rate-limit tests cannot run`);

/** A free loopback port (the OS picks one; it is released for the caller to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RedisProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
}

/** `redis-server --port <port> --save '' --appendonly no` on loopback (nothing written to disk); resolves once it accepts connections. */
export function startRedis(port: number): Promise<RedisProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`redis-server exited with ${code}: ${output}`));
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (!/Ready to accept connections/.test(output)) return;
      child.off('exit', onExit);
      resolve({
        port,
        url: `redis://127.0.0.1:${port}/0`,
        child,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}

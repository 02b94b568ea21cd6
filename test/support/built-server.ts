import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES } from '../../src/config.js';

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resident memory now and at its peak (VmRSS, VmHWM), in MB, read from /proc. */
  memory(): { rssMb: number; peakMb: number };
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The parent's environment without the service's own variables (vitest sets BASE_URL for Vite), on loopback, any free
 * port, ECB fetching off (no test reaches the internet); `extra` last.
 */
export function serviceEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of CONFIG_VARIABLES) delete env[key];
  return { ...env, ECB_FETCH: 'off', HOST: '127.0.0.1', PORT: '0', ...extra };
}

/**
 * Starts `node dist/server.js` — what `npm start` runs, worker pool included — on a free loopback port, and waits for
 * its "listening" line. dist/ is built once by the global setup (test/support/build-once.ts).
 */
export function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const child = spawn(process.execPath, ['dist/server.js'], { env: serviceEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  // 'close', not 'exit': it comes once the output pipes are drained too, so output() then holds every last line.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const memoryMb = (field: string) => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  };
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}: ${output}`));
    child.once('exit', onExit);
    const onData = () => {
      const port = Number(/listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1]);
      if (!port) return;
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      resolve({
        child,
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        output: () => output,
        memory: () => ({ rssMb: memoryMb('VmRSS'), peakMb: memoryMb('VmHWM') }),
        exited,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}

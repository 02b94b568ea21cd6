import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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
  /**
   * CPU milliseconds the process has spent so far, all its threads (utime + stime from /proc): the work it did, which
   * a busy machine does not inflate as it does wall time — what a guard against repeated or runaway work counts.
   */
  cpuMs(): number;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The parent's environment without the service's own variables (vitest sets BASE_URL for Vite), on loopback, any free
 * port, ECB fetching off (no test reaches the internet), and an operation deadline of 120 s: the 5 s default is wall
 * time, which a busy machine stretches a worst case past (the costliest, a 990 KB YAML list, takes about 4.5 s quiet:
 * this is some 25 times that); the tests of the deadline set their own. `extra` last.
 */
export function serviceEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of CONFIG_VARIABLES) delete env[key];
  return { ...env, ECB_FETCH: 'off', HOST: '127.0.0.1', PORT: '0', OPERATION_DEADLINE_MS: '120000', ...extra };
}

/**
 * Starts `node dist/server.js` — what `npm start` runs, worker pool included — on a free loopback port, and waits for
 * its "listening" line. dist/ is built once by the global setup (test/support/build-once.ts). `where` runs another copy
 * of the bundle (a copied dist/: its folder and `server.js`).
 */
export function startBuiltServer(env: Record<string, string> = {}, where: { cwd?: string; script?: string } = {}): Promise<BuiltServer> {
  const child = spawn(process.execPath, [where.script ?? 'dist/server.js'], { env: serviceEnv(env), stdio: ['ignore', 'pipe', 'pipe'], ...(where.cwd ? { cwd: where.cwd } : {}) });
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
        cpuMs: () => processCpuMs(child.pid!),
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

let ticksPerSecond: number | undefined;

/** utime + stime of a Linux process, in milliseconds (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/ops/index.js';
import { halfSentSlugify } from './support/half-sent-request.js';
import { serviceEnv, startBuiltServer } from './support/built-server.js';


/** Starts `src/server.ts` as its own process (as `npm start` does, minus the bundle) and waits for its first line. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: serviceEnv(env),
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
      env: serviceEnv({ MAX_BODY_BYTES: 'lots', RATE_LIMIT_PER_MINUTE: '-5' }),
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
    const response = halfSentSlugify(port, () => child.kill('SIGTERM'), 100, 300);
    expect(await response).toEqual({ status: 200, body: '{"slug":"hello-world"}' });
    expect(await exited).toBe(0);
    // The port no longer accepts connections.
    await expect(fetch(`http://127.0.0.1:${port}/api`)).rejects.toThrow();
  });

  it('on SIGTERM with heavy work in flight exits within the grace period: waiting calls get a 503, the running one finishes', async () => {
    // The default 5 s deadline: a refused call is told to retry after it (serviceEnv's 120 s would say 120).
    const server = await startBuiltServer({ WORKER_THREADS: '1', RATE_LIMIT_PER_MINUTE: '0', OPERATION_DEADLINE_MS: '5000' });
    const body = JSON.stringify(operations.find((op) => op.id === 'word-count')!.worstCase());
    // About 20 × half a second of work for one thread: far more than the grace period if it all had to run. The signal
    // waits until the server has read every request — counted, not timed: one thread takes one call and queues 16
    // (MAX_QUEUED_PER_THREAD), so the 3 calls it refuses at once (503) come only once it has read all 20 — then SIGTERM.
    const calls = Array.from({ length: 20 }, () => postWhole(`${server.baseUrl}/api/v1/word-count`, body));
    let answered = 0;
    for (const call of calls) void call.answer.then(() => answered++);
    await Promise.all(calls.map((call) => call.sent));
    // Bounded by attempts: should the running call end before the last requests are read, fewer are refused at once.
    for (let attempt = 0; answered < 3 && attempt < 600; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Counted, not timed: had the server run the waiting calls, the grace period (SHUTDOWN_GRACE_MS in src/listen.ts, then a forced exit)
    // would have cut some off (status 0); every call is answered, most with a 503 that ran nothing.
    const answers = await Promise.all(calls.map((call) => call.answer));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 503), JSON.stringify(statuses)).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(10);
    const refused = answers.find((a) => a.status === 503)!;
    expect(JSON.parse(refused.text)).toEqual({ error: 'server: shutting down; nothing was run, retry in 5 s' });
    expect(refused.retryAfter).toBe('5');
  });
});

/** A POST whose `sent` settles once its body has been handed to the socket, and `answer` with the response (status 0: the connection failed). */
function postWhole(url: string, body: string): { sent: Promise<void>; answer: Promise<{ status: number; retryAfter: string | null; text: string }> } {
  let sent!: () => void;
  const sentPromise = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; retryAfter: string | null; text: string }>((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null, text }));
      res.on('error', () => resolve({ status: 0, retryAfter: null, text: 'connection failed' }));
    });
    req.on('finish', sent);
    req.on('error', () => {
      sent();
      resolve({ status: 0, retryAfter: null, text: 'connection failed' });
    });
    req.end(body);
  });
  return { sent: sentPromise, answer };
}

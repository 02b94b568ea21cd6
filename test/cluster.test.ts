import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadsPerWorker } from '../src/cluster.js';
import { halfSentSlugify } from './support/half-sent-request.js';
import { startBuiltServer, type BuiltServer } from './support/built-server.js';
import { freePort, HAS_REDIS, startRedis, type RedisProcess } from './support/redis-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function awayFromMinuteEnd(seconds = 15): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await sleep(left + 100);
}

/** The primary's children: its workers. */
function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number).sort();
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** Which process holds the server side of each loopback connection (by the client's port), from /proc. */
function ownersOf(serverPort: number, clientPorts: number[], pids: number[]): Map<number, number> {
  const inodeOf = new Map<number, string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const local = parseInt(fields[1]!.split(':')[1]!, 16);
    const remote = parseInt(fields[2]!.split(':')[1]!, 16);
    if (local === serverPort && clientPorts.includes(remote)) inodeOf.set(remote, fields[9]!);
  }
  const owners = new Map<number, number>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      for (const [port, inode] of inodeOf) if (target === `socket:[${inode}]`) owners.set(port, pid);
    }
  }
  return owners;
}

interface Answer {
  status: number;
  remaining: string | undefined;
  clientPort: number;
}

/** POST /api/v1/slugify through `agent` (keep-alive: its connections are reused), noting the client-side port. */
function slugify(server: BuiltServer, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let clientPort = 0;
    const req = request({ host: '127.0.0.1', port: server.port, path: '/api/v1/slugify', method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, remaining: res.headers['x-ratelimit-remaining'] as string | undefined, clientPort }));
    });
    req.on('socket', (socket) => {
      const note = () => (clientPort = socket.localPort!);
      if (socket.localPort) note();
      else socket.once('connect', note);
    });
    req.on('error', reject);
    req.end('{"text":"a"}');
  });
}

/** 60 calls over four keep-alive connections, four at a time; then the 61st. */
async function sixtyAndOneMore(server: BuiltServer): Promise<{ answers: Answer[]; over: Answer; agent: Agent }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  await awayFromMinuteEnd();
  const answers: Answer[] = [];
  for (let round = 0; round < 15; round++) answers.push(...(await Promise.all([0, 1, 2, 3].map(() => slugify(server, agent)))));
  const over = await slugify(server, agent);
  return { answers, over, agent };
}

describe('threadsPerWorker', () => {
  it('shares the cores out among the workers, one of each share for its event loop, at least one thread', () => {
    expect([threadsPerWorker(1, 8), threadsPerWorker(2, 8), threadsPerWorker(4, 8), threadsPerWorker(8, 8), threadsPerWorker(2, 2), threadsPerWorker(4, 2)]).toEqual([7, 3, 1, 1, 1, 1]);
  });
});

describe('WEB_CONCURRENCY=2 with the memory store (counts kept by the primary)', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ WEB_CONCURRENCY: '2', RATE_LIMIT_PER_MINUTE: '60' });
  });
  afterAll(() => server?.stop());

  it('says so at start', async () => {
    await sleep(300);
    expect(server.output()).toMatch(/^utility-api listening on http:\/\/127\.0\.0\.1:\d+ \(reference at \/api, MCP at \/api\/mcp\), 2 workers\nrate limit: 60 a minute per client address \(socket\), counted in the cluster primary's memory\n/);
  });

  it('60 pass and the 61st is a 429 though both workers answered; a worker that dies is replaced and the counts stay', async () => {
    const { answers, over, agent } = await sixtyAndOneMore(server);
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
    expect(answers.map((a) => Number(a.remaining)).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(over).toMatchObject({ status: 429, remaining: '0' });
    const pids = workerPids(server.child.pid!);
    expect(pids).toHaveLength(2);
    const owners = ownersOf(server.port, [...new Set(answers.map((a) => a.clientPort))], pids);
    expect(new Set(owners.values())).toEqual(new Set(pids)); // both workers served some of the connections
    agent.destroy();

    // A worker killed from outside: logged, replaced, and the limit still holds (the primary kept the counts).
    process.kill(pids[0]!, 'SIGKILL');
    const logged = `utility-api: worker ${pids[0]} exited unexpectedly (signal SIGKILL); starting another\n`;
    // The new worker can show in ps before the primary's line has come through the pipe: wait for both.
    for (let attempt = 0; (workerPids(server.child.pid!).filter((pid) => pid !== pids[0]).length < 2 || !server.output().includes(logged)) && attempt < 600; attempt++) await sleep(100);
    expect(server.output()).toContain(logged);
    await sleep(500); // the new worker listens
    const fresh = new Agent({ keepAlive: false });
    const after = await Promise.all([0, 1, 2, 3].map(() => slugify(server, fresh)));
    expect(after.map((a) => a.status)).toEqual([429, 429, 429, 429]);
  });
});

describe('graceful shutdown of a cluster', () => {
  it('SIGTERM to the primary: the request in flight completes, every worker exits, the primary exits 0', async () => {
    const server = await startBuiltServer({ WEB_CONCURRENCY: '2', WORKER_THREADS: '0' });
    const pids = workerPids(server.child.pid!);
    expect(pids).toHaveLength(2);
    // A request whose body is still arriving when the signal comes.
    const response = halfSentSlugify(server.port, () => server.child.kill('SIGTERM'), 200, 500);
    expect(await response).toEqual({ status: 200, body: '{"slug":"hello-world"}' });
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(existsSync(`/proc/${pid}`), `worker ${pid}`).toBe(false);
    expect(server.output()).toContain('utility-api: SIGTERM received, draining 2 workers\n');
    for (const pid of pids) expect(server.output()).toContain(`utility-api (worker ${pid}): SIGTERM received, finishing in-flight requests\n`);
  });

  it('a worker that cannot start stops the cluster with its reason (exit 1)', async () => {
    const port = await freePort();
    const blocker = await startBuiltServer({ PORT: String(port), WORKER_THREADS: '0' });
    try {
      await expect(startBuiltServer({ PORT: String(port), WEB_CONCURRENCY: '2', WORKER_THREADS: '0' })).rejects.toThrow(
        /server exited with 1: [^]*cannot listen on 127\.0\.0\.1:\d+: bind EADDRINUSE[^]*before listening; stopping/,
      );
    } finally {
      await blocker.stop();
    }
  });
});

describe.skipIf(!HAS_REDIS)('WEB_CONCURRENCY=2 with Redis (every worker counts there)', () => {
  let redis: RedisProcess;
  let server: BuiltServer;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
    server = await startBuiltServer({ WEB_CONCURRENCY: '2', RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_STORE: redis.url, WORKER_THREADS: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.kill();
  });

  it('60 pass and the 61st is a 429', async () => {
    await sleep(300);
    expect(server.output()).toContain(`rate limit: 60 a minute per client address (socket), counted in ${redis.url}\n`);
    const { answers, over, agent } = await sixtyAndOneMore(server);
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
    expect(answers.map((a) => Number(a.remaining)).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(over).toMatchObject({ status: 429, remaining: '0' });
    const owners = ownersOf(server.port, [...new Set(answers.map((a) => a.clientPort))], workerPids(server.child.pid!));
    expect(new Set(owners.values()).size).toBe(2);
    agent.destroy();
  });
});

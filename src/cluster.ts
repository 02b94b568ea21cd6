import cluster, { type Worker } from 'node:cluster';
import * as os from 'node:os';
import type { SharedCounter } from './adapters/http/failover-store.js';
import type { RateLimiter, RateStore } from './adapters/http/rate-limit.js';
import { answerQueries, ClusterCounter } from './cluster-counts.js';
import type { Config } from './config.js';

/**
 * What src/server.ts hands in. Handed rather than imported: a module imported both by server.js and by this chunk
 * (loaded only under WEB_CONCURRENCY) would move to a shared chunk every start then loads, and listen.ts finds the
 * pool's worker file next to its own.
 */
export interface ClusterKit {
  /** Serves the API in this process, with the given rate store or the one RATE_LIMIT_STORE names. */
  serve(rateStore: RateStore | undefined, label: string): void;
  /** A new in-memory limiter at the configured limit. */
  memoryLimiter(): RateLimiter;
  /** The shared counter, or `local` while it fails. */
  failover(shared: SharedCounter, local: RateLimiter, where: string): RateStore;
  /** The start-up lines about the rate limit. */
  notice(where: string): string[];
  /** Where a Redis store's counts live, for the start-up line. */
  redisWhere: string;
  shutdownGraceMs: number;
}

/** What the counts of a cluster are called in the start-up line and in warnings. */
const PRIMARY_MEMORY = "the cluster primary's memory";

/**
 * WEB_CONCURRENCY > 1: this process is the primary, forking that many workers that serve the same port (Node hands
 * connections to them in turn); or it is one of those workers. With RATE_LIMIT_STORE=memory the primary keeps the
 * counts and workers ask it (src/cluster-counts.ts), so a client sees the configured limit whichever worker answers;
 * with Redis every worker counts there directly.
 */
export function startCluster(config: Config, kit: ClusterKit): void {
  if (cluster.isWorker) {
    // Counted in this worker only if the channel to the primary is gone (it is during the last moments of a shutdown).
    const store = countsInPrimary(config) ? kit.failover(new ClusterCounter(), kit.memoryLimiter(), PRIMARY_MEMORY) : undefined;
    kit.serve(store, `worker ${process.pid}`);
    return;
  }
  runPrimary(config, kit);
}

function countsInPrimary(config: Config): boolean {
  return config.RATE_LIMIT_PER_MINUTE > 0 && config.RATE_LIMIT_STORE.toLowerCase() === 'memory';
}

/**
 * Threads of each worker's pool, unless WORKER_THREADS says: the cores shared out among the workers, one of each
 * share left to the worker's own event loop — but at least one, so large calls still run off the event loop and under
 * their deadline (pool threads sit idle unless such a call comes).
 */
export function threadsPerWorker(workers: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / workers) - 1);
}

function runPrimary(config: Config, kit: ClusterKit): void {
  const workers = config.WEB_CONCURRENCY;
  const explicitThreads = (process.env['WORKER_THREADS'] ?? '') !== '';
  const env = explicitThreads ? {} : { WORKER_THREADS: String(threadsPerWorker(workers)) };
  const limiter = countsInPrimary(config) ? kit.memoryLimiter() : undefined;
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let announced = false;
  let stopping = false;

  const fork = () => live.add(cluster.fork(env));
  if (limiter) cluster.on('message', (worker, message) => answerQueries(worker, message, limiter));
  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    if (announced || listened.size < workers) return;
    announced = true;
    const where = limiter ? PRIMARY_MEMORY : kit.redisWhere;
    console.log(`utility-api listening on http://${config.HOST ?? 'localhost'}:${address.port} (reference at /api, MCP at /api/mcp), ${workers} workers`);
    for (const line of kit.notice(where)) console.log(line);
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const hadListened = listened.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    if (!hadListened) {
      // It could not start (the port is taken, the configuration is refused…): so will any other; stop.
      console.error(`utility-api: worker ${worker.process.pid} exited (${how}) before listening; stopping`);
      for (const other of live) other.process.kill('SIGKILL');
      process.exit(1);
    }
    console.error(`utility-api: worker ${worker.process.pid} exited unexpectedly (${how}); starting another`);
    fork();
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`utility-api: ${signal} received, draining ${live.size} workers`);
    if (live.size === 0) process.exit(0);
    // Each worker finishes its in-flight requests and exits (src/server.ts); the primary keeps answering their counts.
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error(`utility-api: ${live.size} workers still running after ${kit.shutdownGraceMs / 1000} s; killing them`);
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, kit.shutdownGraceMs + 2_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  for (let i = 0; i < workers; i++) fork();
}

import { FailoverStore } from './adapters/http/failover-store.js';
import { RATE_WINDOW_SECONDS, RateLimiter, type RateStore } from './adapters/http/rate-limit.js';
import { rateLimitNotice, redacted } from './adapters/http/rate-store.js';
import type { ClusterKit } from './cluster.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { listen, SHUTDOWN_GRACE_MS, WARM_UP_DELAY_MS } from './listen.js';
import { warmUp } from './core/registry.js';
import { registry } from './ops/registry.js';

function main(): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`utility-api: invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // node:cluster is loaded only when asked for (importing it costs 3-5 ms of a cold start).
  if (config.WEB_CONCURRENCY > 1) void import('./cluster.js').then(({ startCluster }) => startCluster(config, clusterKit(config)));
  else serve(config, undefined, undefined);
}

function clusterKit(config: Config): ClusterKit {
  return {
    serve: (store, label) => serve(config, store, label),
    memoryLimiter: () => new RateLimiter(config.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS * 1000),
    failover: (shared, local, where) => new FailoverStore(Promise.resolve(shared), local, where, console.warn),
    notice: (where) => rateLimitNotice(config, where),
    redisWhere: redacted(config.RATE_LIMIT_STORE),
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
  };
}

/**
 * Serves in this process until SIGTERM/SIGINT, then finishes in-flight requests and exits 0. `label` names a cluster
 * worker in its own lines; a worker leaves the start-up lines to the primary.
 */
function serve(config: Config, rateStore: RateStore | undefined, label: string | undefined): void {
  const name = label ? `utility-api (${label})` : 'utility-api';
  listen(config, rateStore ? { rateStore } : {}).then(
    ({ server, offload, rateStore: store, flushLog }) => {
      // Each definition also loads on its own first call; the warm-up spares the later first calls that wait.
      setTimeout(() => void warmUp(registry), WARM_UP_DELAY_MS).unref();
      if (!label) {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : config.PORT;
        console.log(`utility-api listening on http://${config.HOST ?? 'localhost'}:${port} (reference at /api, MCP at /api/mcp)`);
        for (const line of rateLimitNotice(config, store?.where ?? '')) console.log(line);
      }
      let stopping = false;
      const shutdown = (signal: string) => {
        // SIGINT from a terminal reaches a cluster's workers and its primary, which then sends SIGTERM: act once.
        if (stopping) return;
        stopping = true;
        console.log(`${name}: ${signal} received, finishing in-flight requests`);
        // Calls still waiting for a worker thread are answered 503 now; the ones running finish within their deadline.
        offload?.drain();
        // The access log's last lines are written before the exit, in order.
        server.close(() => void Promise.allSettled([offload?.close(), store?.close?.(), flushLog()]).finally(() => process.exit(0)));
        // Keep-alive connections go idle as their last response ends; close each as soon as it does.
        setInterval(() => server.closeIdleConnections(), 50).unref();
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    },
    (error: NodeJS.ErrnoException) => {
      console.error(`${name}: cannot listen on ${config.HOST ?? '*'}:${config.PORT}: ${error.message}`);
      process.exit(1);
    },
  );
}

main();

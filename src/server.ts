import { ConfigError, loadConfig, type Config } from './config.js';
import { listen, SHUTDOWN_GRACE_MS } from './listen.js';


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
  listen(config).then(
    ({ server, offload }) => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.PORT;
      console.log(`utility-api listening on http://${config.HOST ?? 'localhost'}:${port} (reference at /api, MCP at /api/mcp)`);
      const shutdown = (signal: string) => {
        console.log(`utility-api: ${signal} received, finishing in-flight requests`);
        // Calls still waiting for a worker thread are answered 503 now; the ones running finish within their deadline.
        offload?.drain();
        server.close(() => void (offload?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
        // Keep-alive connections go idle as their last response ends; close each as soon as it does.
        setInterval(() => server.closeIdleConnections(), 50).unref();
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (error: NodeJS.ErrnoException) => {
      console.error(`utility-api: cannot listen on ${config.HOST ?? '*'}:${config.PORT}: ${error.message}`);
      process.exit(1);
    },
  );
}

main();

import { ConfigError, loadConfig, type Config } from './config.js';
import { listen } from './listen.js';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

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
    (server) => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.PORT;
      console.log(`utility-api listening on http://${config.HOST ?? 'localhost'}:${port} (reference at /api, MCP at /api/mcp)`);
      const shutdown = (signal: string) => {
        console.log(`utility-api: ${signal} received, finishing in-flight requests`);
        server.close(() => process.exit(0));
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

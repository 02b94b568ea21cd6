import { createServer, type Server } from 'node:http';
import { nodeListener } from './adapters/http/node-adapter.js';
import { createUtilityApi, type AppDeps } from './app.js';
import type { Config } from './config.js';

/**
 * A client that opens a request and then stalls is cut off: headers must arrive within 10 s and the whole
 * request within 30 s (Node's defaults are 60 s and 300 s), so slow senders cannot hold connections for long.
 */
const SERVER_TIMEOUTS = { keepAliveTimeout: 5_000, headersTimeout: 10_000, requestTimeout: 30_000 } as const;

/** Starts the API under Node's http server; resolves once it listens (PORT 0 = any free port). */
export function listen(config: Config, deps: Partial<AppDeps> = {}): Promise<Server> {
  const server = createServer(SERVER_TIMEOUTS, nodeListener(createUtilityApi({ config, ...deps })));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

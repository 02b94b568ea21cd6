import { createServer, type Server } from 'node:http';
import { nodeListener } from './adapters/http/node-adapter.js';
import { createUtilityApi, type AppDeps } from './app.js';
import type { Config } from './config.js';

/** Starts the API under Node's http server; resolves once it listens (PORT 0 = any free port). */
export function listen(config: Config, deps: Partial<AppDeps> = {}): Promise<Server> {
  const server = createServer({ keepAliveTimeout: 5_000 }, nodeListener(createUtilityApi({ config, ...deps })));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

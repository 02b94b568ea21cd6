import { createApp, type App, type AppDeps } from './adapters/http/app.js';
import { fetchHandler, type FetchHandler, type FetchInfo } from './adapters/http/fetch-adapter.js';
import { NO_CLIENT_ADDRESS_WARNING, platformClientHeader, socketAddressOf } from './adapters/http/client-address.js';
import { addressSource } from './adapters/http/rate-store.js';
import { loadConfig, type Config } from './config.js';
import { registry } from './ops/registry.js';

export type { App, AppDeps, FetchHandler, FetchInfo };

/** The service with its real registry; configuration from the environment unless given. */
export function createUtilityApi(overrides: Partial<AppDeps> = {}): App {
  return createApp({ config: overrides.config ?? loadConfig(), registry, ...overrides });
}

/** The configuration from the environment, with the platform's own client-address header when none is configured. */
function platformConfig(): Config {
  const config = loadConfig();
  const header = config.CLIENT_IP_HEADER ?? platformClientHeader(globalThis.navigator?.userAgent, process.env);
  return header === undefined ? config : { ...config, CLIENT_IP_HEADER: header };
}

/**
 * Serverless entry: `export default { fetch }` is the shape Workers, Bun, Deno and Vercel take. Built on the first
 * request, so importing this module never reads the environment by surprise (on Workers, `process.env` holds the
 * Worker's vars and secrets by then: nodejs_compat with a compatibility date from 2025-04-01).
 */
let shared: FetchHandler | undefined;
export function fetch(request: Request, platform?: unknown): Promise<Response> {
  const clientAddress = socketAddressOf(request, platform);
  if (shared === undefined) {
    const config = platformConfig();
    if (config.RATE_LIMIT_PER_MINUTE > 0 && addressSource(config, clientAddress !== undefined) === undefined) {
      console.warn(NO_CLIENT_ADDRESS_WARNING);
    }
    shared = fetchHandler(createUtilityApi({ config }));
  }
  // Workers replace Accept-Encoding with 'br, gzip' and keep the client's own in request.cf.
  const acceptEncoding = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf?.clientAcceptEncoding;
  const info: FetchInfo = { clientAddress };
  if (typeof acceptEncoding === 'string') info.acceptEncoding = acceptEncoding;
  return shared(request, info);
}

export default { fetch };

import { createApp, type App, type AppDeps } from './adapters/http/app.js';
import { fetchHandler, type FetchHandler } from './adapters/http/fetch-adapter.js';
import { loadConfig } from './config.js';
import { operations } from './ops/index.js';

export type { App, AppDeps, FetchHandler };

/** The service with its real registry; configuration from the environment unless given. */
export function createUtilityApi(overrides: Partial<AppDeps> = {}): App {
  return createApp({ config: overrides.config ?? loadConfig(), operations, ...overrides });
}

/**
 * Serverless entry: `export default { fetch }` is the shape Workers, Bun, Deno and Vercel's edge runtime take.
 * Built lazily so importing this module never reads the environment by surprise.
 */
let shared: FetchHandler | undefined;
export function fetch(request: Request, info?: { clientAddress?: string }): Promise<Response> {
  shared ??= fetchHandler(createUtilityApi());
  return shared(request, info);
}

export default { fetch };

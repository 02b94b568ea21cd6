/**
 * The route table: which kind of answer a path gets and which methods it takes. The handlers live in the serve-*.ts
 * files beside this one; app.ts dispatches to them by `kind`.
 */
import type { Registry } from '../../core/registry.js';
import { MCP_PATH, type ToolsetRouter } from '../mcp/toolsets.js';
import { isAssetPath, matchSitePath, type SiteRoute } from '../site/site-route.js';
import { ratesDay } from './rates-data.js';

export const OPERATION_PREFIX = '/api/v1/';
/** Liveness for load balancers and orchestrators: outside the rate limit and the access log (unless ACCESS_LOG=all). */
export const HEALTH_PATH = '/healthz';
/**
 * The MCP server card (SEP-2127): at the endpoint's own `/server-card`, where the current draft reserves it, and at
 * the well-known addresses earlier drafts and existing clients use. Not a toolset.
 */
export const SERVER_CARD_PATHS: readonly string[] = [`${MCP_PATH}/server-card`, '/.well-known/mcp/server-card.json', '/.well-known/mcp/server-card'];

export const ALLOW_POST = 'POST, OPTIONS';
export const ALLOW_GET = 'GET, HEAD, OPTIONS';

export type RouteKind = 'operation' | 'mcp' | 'server-card' | 'openapi' | 'reference' | 'llms' | 'file' | 'page' | 'rates';

export interface Route {
  allow: string;
  kind: RouteKind;
  site?: SiteRoute;
}

/** `route(path)`: which methods a path takes, or undefined when nothing lives there. */
export function routeTable(registry: Pick<Registry, 'entry'>, mcpToolsets: ToolsetRouter): (path: string) => Route | undefined {
  return (path) => {
    if (path.startsWith(OPERATION_PREFIX)) {
      const name = path.slice(OPERATION_PREFIX.length);
      if (name === 'openapi.json') return { allow: ALLOW_GET, kind: 'openapi' };
      return registry.entry(name) ? { allow: ALLOW_POST, kind: 'operation' } : undefined;
    }
    // Before the toolsets: `/api/mcp/server-card` is a document, not a toolset named `server-card`.
    if (SERVER_CARD_PATHS.includes(path)) return { allow: ALLOW_GET, kind: 'server-card' };
    if (mcpToolsets.isMcpPath(path)) return mcpToolsets.toolsetOf(path).ok ? { allow: ALLOW_POST, kind: 'mcp' } : undefined;
    switch (path) {
      case '/api': case '/api/': return { allow: ALLOW_GET, kind: 'reference' };
      case '/llms.txt': return { allow: ALLOW_GET, kind: 'llms' };
      case '/robots.txt': case '/sitemap.xml': case '/favicon.ico': case '/favicon.svg': return { allow: ALLOW_GET, kind: 'file' };
      // Offline and installable: the service worker, the web app manifest of each language, the app's icons.
      case '/sw.js': case '/manifest.webmanifest': case '/es/manifest.webmanifest':
      case '/icons/icon-192.png': case '/icons/icon-512.png': case '/icons/maskable-192.png': case '/icons/maskable-512.png':
        return { allow: ALLOW_GET, kind: 'file' };
      default: {
        if (path.startsWith('/assets/') && isAssetPath(path)) return { allow: ALLOW_GET, kind: 'file' };
        if (path.startsWith('/data/') && ratesDay(path) !== undefined) return { allow: ALLOW_GET, kind: 'rates' };
        const site = matchSitePath(path);
        return site ? { allow: ALLOW_GET, kind: 'page', site } : undefined;
      }
    }
  };
}

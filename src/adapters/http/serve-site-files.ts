/**
 * What the pages load besides themselves: robots.txt, sitemap.xml, the icons, the web app manifests, the service
 * worker and the pages' scripts (/assets/<name>-<hash>.js), and the ECB rates a currency page converts with.
 */
import { elide } from '../../core/errors.js';
import type { HttpKit } from './kit.js';
import { ratesData, ratesDay } from './rates-data.js';
import type { HttpRequest, HttpResponse } from './types.js';

export interface SiteFileServer {
  file(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse>;
  rates(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse>;
}

export function siteFileServer(kit: HttpKit): SiteFileServer {
  const { registry, ecbRates, rateLimit, baseUrlOf, textAnswer, bytesAnswer, scriptAnswer, notFound, internalError } = kit;

  async function file(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const files = await import('../site/site-files.js');
      const origin = baseUrlOf(req);
      headers['cache-control'] = 'public, max-age=3600';
      switch (req.path) {
        case '/robots.txt': return await textAnswer(req, headers, files.robotsTxt(origin), 'text/plain; charset=utf-8');
        case '/favicon.svg': return await textAnswer(req, headers, files.FAVICON_SVG, 'image/svg+xml');
        case '/favicon.ico': return bytesAnswer(req, headers, files.faviconIco(), 'image/x-icon');
        case '/manifest.webmanifest': case '/es/manifest.webmanifest':
          return await textAnswer(req, headers, files.webManifest(req.path === '/es/manifest.webmanifest' ? 'es' : 'en'), 'application/manifest+json');
        case '/sw.js': {
          // The service worker keeps its fixed URL across versions; browsers compare it byte for byte to find a new
          // one, so it is revalidated on every check, never kept as immutable.
          const worker = await import('../site/client-script.js').then((m) => m.assetAt('/sw.js'));
          if (worker === undefined) return await notFound(req, 'no service worker in this build', headers);
          headers['cache-control'] = 'no-cache';
          return scriptAnswer(req, headers, req.path, worker);
        }
        case '/sitemap.xml': {
          const { loadContent } = await import('../../content/load-content.js');
          const { guides, news } = await loadContent(registry.entries);
          return await textAnswer(req, headers, files.sitemapXml(origin, registry.entries, guides.en, news.en), 'application/xml; charset=utf-8');
        }
      }
      const icon = req.path.startsWith('/icons/') ? files.appIconPng(req.path) : undefined;
      if (icon) return bytesAnswer(req, headers, icon, 'image/png');
      const current = await import('../site/client-script.js').then((m) => m.assetAt(req.path));
      if (current === undefined) return await notFound(req, `no such script ${elide(req.path)}; the pages name the current one`, headers);
      // The URL holds the script's hash: a new script is a new URL, so this one never changes.
      headers['cache-control'] = 'public, max-age=31536000, immutable';
      return scriptAnswer(req, headers, req.path, current);
    } catch (error) {
      return internalError(error, { file: req.path }, headers);
    }
  }

  /**
   * The ECB rates a currency page converts with on the device (rates-data.ts). Reading them is not an operation call:
   * they come from the shared, cached rates source, so they do not count against the rate limit.
   */
  async function rates(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
    const invalid = await rateLimit(req, headers, 0);
    if (invalid) return invalid;
    try {
      const day = ratesDay(req.path)!;
      const answer = await ratesData(ecbRates, day);
      // The latest rates change once a working day; a day's, only while it is not yet published.
      headers['cache-control'] = answer.status === 200 ? `public, max-age=${day === '' ? 300 : 3600}` : 'no-store';
      return await textAnswer(req, headers, answer.body, 'application/json; charset=utf-8', answer.status);
    } catch (error) {
      return internalError(error, { rates: req.path }, headers);
    }
  }

  return { file, rates };
}

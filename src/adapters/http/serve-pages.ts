/**
 * The site's pages: a tool page (its form, and the result of the inputs in its query), a content page, a section
 * index, the home or search page, or a dataset download. Rendered by src/adapters/site/; this file decides what the
 * answer may be kept for and which security headers it carries.
 */
import type { SiteRoute } from '../site/site-route.js';
import type { HttpKit } from './kit.js';
import { FILE_TOOL_CSP, HTML_CSP, setPageSecurity } from './page-security.js';
import { RATE_WINDOW_SECONDS } from './rate-limit.js';
import { errorResponse } from './respond.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** Header the search page's script sends to get its results section alone. */
const FRAGMENT_HEADER = 'x-page-fragment';

/**
 * A tool page whose query names inputs runs the operation, so it counts against the rate limit like an API call; over
 * the limit it shows its form and says when to come back.
 */
export function pageServer(kit: HttpKit): (req: HttpRequest, site: SiteRoute, headers: Record<string, string>) => Promise<HttpResponse> {
  const { config, registry, offload, store, rateLimit, contextFor, clientOf, baseUrlOf, textAnswer, notFound, internalError } = kit;

  return async (req, site, headers) => {
    const computes = req.search.length > 1 && (await runsOnServer(site));
    const limited = await rateLimit(req, headers, computes ? 1 : 0);
    if (limited && limited.status !== 429) return limited;
    // A query is a tool page's input, bounded as an API call's body is (Node's 16 KB of headers binds first; a fetch
    // platform may take longer addresses).
    if (req.search.length > config.MAX_BODY_BYTES) {
      headers['cache-control'] = 'no-store';
      return errorResponse(414, `query: longer than the limit of ${config.MAX_BODY_BYTES} bytes; send the input to the API as a JSON body`, headers);
    }
    const fragment = site.section === 'search' && req.header(FRAGMENT_HEADER) === 'result';
    try {
      const [docs, operations, { renderSite }, { browserAssets }] = await Promise.all([store.documents(), registry.loadAll(), import('../site/site-pages.js'), import('../site/client-script.js')]);
      const page = await renderSite(
        site,
        { operations, baseUrl: store.renderBaseUrl, executed: docs.executed, assets: await browserAssets(), deadlineMs: config.OPERATION_DEADLINE_MS },
        {
          search: req.search,
          fragment,
          ctx: contextFor(req),
          client: clientOf(req),
          ...(offload ? { offload } : {}),
          ...(limited ? { limitedForSeconds: Number(headers['retry-after'] ?? RATE_WINDOW_SECONDS) } : {}),
        },
      );
      if (!page) return await notFound(req, `no such page ${req.path}; see ${site.locale === 'en' ? '' : `/${site.locale}`}/${site.section} for the list`, headers);
      // A computed result is the visitor's alone, and so is a random operation's page, which always holds a fresh
      // result (a password must never come from a cache); the rest is the same for everyone until the next deploy.
      const random = site.slug !== undefined && registry.entry(site.slug)?.random === true;
      headers['cache-control'] = computes || fragment || random || page.status !== 200 ? 'no-store' : 'public, max-age=300';
      if (page.type === 'html') {
        setPageSecurity(headers, page.fileTool ? FILE_TOOL_CSP : HTML_CSP);
        if (site.section === 'search') headers['vary'] = 'X-Page-Fragment';
        if ('retryAfterSeconds' in page && page.retryAfterSeconds !== undefined) headers['retry-after'] = String(page.retryAfterSeconds);
      }
      const contentType = page.type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
      return await textAnswer(req, headers, store.localize(page.body, baseUrlOf(req)), contentType, page.status);
    } catch (error) {
      return internalError(error, { page: req.path }, headers);
    }
  };
}

/** A calculator's or API utility's page: its inputs run here. A browser tool's page computes nothing (its files never reach the server). */
async function runsOnServer(site: SiteRoute): Promise<boolean> {
  if (site.slug === undefined || (site.section !== 'calculators' && site.section !== 'utilities')) return false;
  if (site.section === 'calculators') return true;
  // The file tools' definitions load with the first page that may be one (they are no part of an API call's start).
  const { findBrowserTool } = await import('../../browser-tools/index.js');
  return findBrowserTool(site.slug) === undefined;
}

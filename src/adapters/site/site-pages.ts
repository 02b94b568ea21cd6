import type { Context } from '../../core/context.js';
import type { ExecutedExample } from '../../core/examples.js';
import type { AnyOperation } from '../../core/operation.js';
import { loadContent } from '../../content/load-content.js';
import { datasets } from '../../datasets/index.js';
import type { Offload } from '../../workers/offload.js';
import { escapeHtml } from '../reference/html-escape.js';
import { findBrowserTool } from '../../browser-tools/index.js';
import { sitePath } from '../../content/site-urls.js';
import { browserToolCss, browserToolIndex, browserToolMain, browserToolNoscriptCss } from './browser-tool-page.js';
import type { BrowserAssets } from './client-source.js';
import { guideItems, guideMain, newsItems, newsMain } from './content-pages.js';
import { datasetItems, datasetMain } from './dataset-pages.js';
import { homeMain } from './home-page.js';
import { operationFooter, operationHeader, operationIndex } from './operation-pages.js';
import { searchIndexJson, searchMain } from './search-page.js';
import { localizedPath, pageUrl, renderPage, type PageInput } from './site-layout.js';
import { itemList } from './site-lists.js';
import { unprefixedPath, type SiteRoute } from './site-route.js';
import { strings } from './site-strings.js';
import { articleData, collectionData, datasetData, webApplicationData, webSiteData } from './structured-data.js';
import { toolView } from './tool/tool-page.js';

export interface SiteDeps {
  operations: readonly AnyOperation[];
  baseUrl: string;
  /** Examples with the responses they really returned, by operation id (the reference page's). */
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
  /**
   * The browser's code: the URL of each script by its entry name (`site` on every page; `tool`, `page-worker` and
   * `op-<id>` on the tool pages; each file tool's bundles), and what each imports, which a page preloads.
   */
  assets: Pick<BrowserAssets, 'entries' | 'imports'>;
  /** How long the device lets one calculation run in the page's worker (the server's OPERATION_DEADLINE_MS). */
  deadlineMs?: number;
}

/** What one request adds: its query, whether only the search results are wanted, and how to run an operation for it. */
export interface SiteRequest {
  search: string;
  /** `X-Page-Fragment: result` on the search page: its script asks for the results section alone. */
  fragment: boolean;
  ctx: Context;
  offload?: Offload;
  /** Whose request this is: the pool queues a tool page's work under this key (the rate limiter's, kit.clientOf). */
  client: string;
  /** The client is over its rate limit: a tool page shows its form and says when it can calculate again. */
  limitedForSeconds?: number;
}

export type SiteResult =
  /** `fileTool`: a browser tool's page, whose CSP also lets it start its worker and show blob: previews. */
  | { type: 'html'; body: string; status: number; retryAfterSeconds?: number; fileTool?: boolean }
  | { type: 'json'; body: string; status: number };

/** Renders the page a route names, or undefined when there is no such item (a 404). */
export async function renderSite(route: SiteRoute, deps: SiteDeps, request: SiteRequest): Promise<SiteResult | undefined> {
  const { locale, section, slug } = route;
  const t = strings[locale];
  const url = pageUrl({ baseUrl: deps.baseUrl, path: unprefixedPath(route) }, locale);
  // `title` is the page's name in its <title> and share card (a short name where the full one is longer).
  const page = (title: string, description: string, main: string, options: ShareOptions & { wide?: boolean; status?: number; modules?: readonly string[] } = {}): SiteResult => ({
    type: 'html',
    status: options.status ?? 200,
    body: renderPage({
      locale, title, description, baseUrl: deps.baseUrl, path: unprefixedPath(route), section, main,
      ...(options.wide ? { wide: true } : {}),
      ...(options.structuredData ? { structuredData: options.structuredData } : {}),
      ...(options.article ? { article: options.article } : {}),
      ...trailOf(route),
      ...siteScripts(deps, options.modules),
    }),
  });
  const content = () => loadContent(deps.operations);

  if (section === 'home') {
    const { guides, news } = await content();
    const structuredData = [webSiteData(locale, deps.baseUrl, url, localizedPath(locale, '/search'))];
    return page(t.homeTitle, t.homeDescription, homeMain(locale, deps.operations, guides[locale], news[locale]), { wide: true, structuredData });
  }
  if (section === 'search') {
    const { guides, news } = await content();
    if (route.json) return { type: 'json', status: 200, body: searchIndexJson(locale, deps.operations, guides[locale], news[locale]) };
    const search = searchMain(locale, request.search, deps.operations, guides[locale], news[locale]);
    if (request.fragment) return { type: 'html', status: 200, body: search.result };
    return page(t.searchTitle, t.searchDescription, search.main, { structuredData: [collectionData('SearchResultsPage', t.searchTitle, t.searchDescription, url, locale)] });
  }

  if (slug === undefined) {
    const intro = t.sectionIntro[section];
    const header = `<h1>${escapeHtml(t.sections[section])}</h1>\n<p class="lead">${escapeHtml(intro)}</p>`;
    const list = (main: string) => page(t.sections[section], intro, `${header}\n${main}`, { structuredData: [collectionData('CollectionPage', t.sections[section], intro, url, locale)] });
    switch (section) {
      case 'utilities': return list(`${operationIndex(deps.operations, locale, 'utility')}\n${browserToolIndex(locale)}`);
      case 'calculators': return list(operationIndex(deps.operations, locale, 'calculator'));
      case 'datasets': return list(itemList(datasetItems(datasets, locale), locale));
      case 'guides': return list(itemList(guideItems((await content()).guides[locale], locale), locale));
      case 'news': return list(itemList(newsItems((await content()).news[locale], locale), locale));
    }
  }

  switch (section) {
    case 'utilities':
    case 'calculators': {
      const op = deps.operations.find((o) => o.id === slug && o.kind === (section === 'calculators' ? 'calculator' : 'utility'));
      if (!op) return section === 'utilities' ? browserToolPage(route, slug, deps) : undefined;
      const module = deps.assets.entries[`op-${op.id}`];
      const worker = deps.assets.entries['page-worker'];
      const view = await toolView({
        op, locale, search: request.search, action: `${locale === 'es' ? '/es' : ''}/${section}/${op.id}`, baseUrl: deps.baseUrl,
        ctx: request.ctx, client: request.client, ...(request.offload ? { offload: request.offload } : {}),
        ...(request.limitedForSeconds === undefined ? {} : { limitedForSeconds: request.limitedForSeconds }),
        ...(module && worker ? { device: { module, worker, ...(deps.deadlineMs === undefined ? {} : { deadlineMs: deps.deadlineMs }) } } : {}),
      });
      const retry = view.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: view.retryAfterSeconds };
      const [title, name, summary] = locale === 'es' ? [op.es.title, op.es.shortTitle ?? op.es.title, op.es.summary] : [op.title, op.shortTitle ?? op.title, op.summary];
      const main = `${operationHeader(op, locale)}\n${view.main}\n${operationFooter(op, locale, (await content()).guides[locale], deps.executed.get(op.id) ?? [])}`;
      // A heavy operation computes in the page's worker: its module is preloaded too, and the runtime starts the worker
      // once the page is drawn and its modules fetched (src/client/page/tool-runtime.ts), asking the server for nothing.
      const modules = module ? [deps.assets.entries.tool, module, ...(op.heavy && worker ? [worker] : [])].filter((url) => url !== undefined) : [];
      const structuredData = [webApplicationData({ name: title, description: summary, url, locale, category: op.kind === 'calculator' ? 'FinanceApplication' : 'DeveloperApplication' })];
      return { ...page(name, summary, main, { wide: true, status: view.status, modules, structuredData }), ...retry };
    }
    case 'datasets': {
      const dataset = datasets.find((d) => d.slug === slug);
      if (!dataset) return undefined;
      if (route.json) return { type: 'json', status: 200, body: JSON.stringify(dataset.data(), null, 2) };
      const structuredData = [datasetData(dataset, locale, url, `${url}.json`, deps.baseUrl)];
      return page(dataset.shortName?.[locale] ?? dataset.name[locale], dataset.description[locale], datasetMain(dataset, locale), { wide: true, structuredData });
    }
    case 'guides': {
      const guide = (await content()).guides[locale].find((g) => g.slug === slug);
      if (!guide) return undefined;
      const article = { published: guide.published, modified: guide.updated };
      const structuredData = [articleData({ type: 'Article', headline: guide.title, description: guide.description, url, locale, ...article, baseUrl: deps.baseUrl })];
      return page(guide.shortTitle ?? guide.title, guide.description, guideMain(guide, deps.operations), { article, structuredData });
    }
    case 'news': {
      const brief = (await content()).news[locale].find((n) => n.slug === slug);
      if (!brief) return undefined;
      const article = { published: brief.published, modified: brief.updated ?? brief.published };
      const structuredData = [articleData({ type: 'NewsArticle', headline: brief.title, description: brief.description, url, locale, ...article, baseUrl: deps.baseUrl })];
      return page(brief.shortTitle ?? brief.title, brief.description, newsMain(brief, deps.operations), { article, structuredData });
    }
  }
}

/** A browser file tool's page (src/browser-tools/), with its family's page script and worker; undefined for no such tool. */
async function browserToolPage(route: SiteRoute, slug: string, deps: SiteDeps): Promise<SiteResult | undefined> {
  const tool = findBrowserTool(slug);
  if (!tool) return undefined;
  const { locale } = route;
  const script = deps.assets.entries[`${tool.family}-tools`];
  const worker = deps.assets.entries[tool.worker ?? `${tool.family}-worker`];
  const thumbnails = tool.thumbnails ? deps.assets.entries['pdf-render-worker'] : undefined;
  const main = browserToolMain(tool, locale, { ...(script ? { script } : {}), ...(worker ? { worker } : {}), ...(thumbnails ? { thumbnails } : {}) });
  const url = pageUrl({ baseUrl: deps.baseUrl, path: unprefixedPath(route) }, locale);
  const category = tool.family === 'image' ? 'MultimediaApplication' : 'UtilitiesApplication';
  const structuredData = [webApplicationData({ name: tool.title[locale], description: tool.summary[locale], url, locale, category })];
  return {
    type: 'html',
    status: 200,
    fileTool: true,
    body: renderPage({
      locale, title: tool.title[locale], description: tool.summary[locale], baseUrl: deps.baseUrl, path: unprefixedPath(route), section: route.section, main,
      ...siteScripts(deps), ...(script ? { scripts: [script] } : {}), css: browserToolCss, noscriptCss: browserToolNoscriptCss,
      structuredData, ...trailOf(route),
    }),
  };
}

/** What a page says of itself beyond its title: its structured data, and a guide's or a brief's dates. */
interface ShareOptions {
  structuredData?: PageInput['structuredData'];
  article?: PageInput['article'];
}

/** An item's page sits under the home page and its section: the trail above its content. */
function trailOf(route: SiteRoute): Pick<PageInput, 'trail'> {
  if (route.slug === undefined || route.section === 'home' || route.section === 'search') return {};
  const t = strings[route.locale];
  return { trail: [{ name: t.siteName, path: localizedPath(route.locale, '/') }, { name: t.sections[route.section], path: sitePath(route.locale, route.section) }] };
}

/**
 * The scripts of a page: the site's own on every page (search, copy buttons, the service worker), and on a tool page
 * its runtime and its operation's module (`modules`, the first one run, the others loaded by it: the module, and a
 * heavy operation's worker), each with every module they import named for preloading, so the page fetches them all at
 * once instead of one import at a time.
 */
function siteScripts(deps: SiteDeps, modules: readonly string[] = []): { scriptUrl?: string; module?: string; preload?: readonly string[] } {
  const site = deps.assets.entries.site;
  const [first, ...rest] = modules;
  const preload = [...new Set([...rest, ...modules.flatMap((url) => deps.assets.imports[url] ?? [])])].filter((url) => url !== first);
  return { ...(site ? { scriptUrl: site } : {}), ...(first ? { module: first, preload } : {}) };
}

/**
 * The service worker (`/sw.js`, scope `/`): the site keeps working with the network off, for every page visited once.
 * Built by scripts/browser-bundles.mjs as a classic script, told its version and its shell at build time.
 *
 * One cache, `utility-api-<version>`, holds everything, keyed by URL:
 * - **the shell**, stored on install: the home pages in both languages, the manifests and their icons, the favicon,
 *   the site's script, the tool pages' runtime and their Web Worker with every module they import;
 * - **the pages visited**, keyed by path, each as drawn for no query (a tool page computes any query on the device:
 *   its runtime fills the form from the address and recomputes when the address differs from the result the page
 *   holds), stored with the time they were fetched (`x-stored-at`);
 * - **the modules those pages load** (`/assets/…`: an operation's module, a file tool's script and worker);
 * - **the ECB rates** a currency page fetched (`/data/ecb-rates…`).
 *
 * Requests: pages are network first (a visitor online always gets the current page, which is then kept), the cached
 * copy only when the network fails, marked `data-offline-copy="<time it was stored>"` on `<html>` so the page says it
 * is a copy, and from when (src/client/site-client.ts). `/assets/` URLs hold their content's hash, so they are cache
 * first. The rates, the manifests, the icons and the favicon are network first. Everything else — the API (`/api`,
 * never touched), any method but GET, other origins, the search page's fragments, downloads — goes to the network as
 * if there were no service worker.
 *
 * A new version (any change of an asset or of this file changes the version, so browsers see a new `/sw.js`)
 * installs its shell beside the old cache, takes over at once, and on activation fetches again every page the old
 * cache kept, with the modules the fresh HTML names, into the new cache; then it deletes every older cache. So the
 * pages a visitor had offline stay offline-ready, on the new version's code only.
 */

declare const __SW_VERSION__: string;
declare const __SW_SHELL__: readonly string[];

// The DOM library describes windows; the few service worker types used here, as the spec has them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const PREFIX = 'utility-api-';
const CACHE = `${PREFIX}${__SW_VERSION__}`;
/** The header a kept page carries: when it was fetched (ISO 8601). */
const STORED_AT = 'x-stored-at';
const SHELL_PAGES = ['/', '/es/'];
const MANIFESTS = ['/manifest.webmanifest', '/es/manifest.webmanifest'];
const SHELL_FILES = [...MANIFESTS, '/favicon.svg'];
/** The URLs of scripts in a page's HTML: `<script src>`, `<link rel="modulepreload" href>`, a form's `data-op`, `data-worker` and `data-thumbnails`. */
const MODULE_URL = /\b(?:src|href|data-op|data-worker|data-thumbnails)="(\/assets\/[^"]+\.js)"/g;

sw.addEventListener('install', (event) => {
  event.waitUntil(installShell().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim().then(replaceOlderCaches));
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || !handled(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url, event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request, event));
  else if (url.pathname.startsWith('/data/ecb-rates') || SHELL_FILES.includes(url.pathname) || url.pathname.startsWith('/icons/')) event.respondWith(networkFirst(request, event));
});

/**
 * A page opened before this worker controlled it (the first visit) names what it loaded: `{ type: 'keep', urls }`,
 * its own address and its scripts, modules and workers (and rates it fetched). Each is fetched and kept unless the
 * cache has it already; the port, when one is sent, hears `'kept'` once done.
 */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 200);
  event.waitUntil(keepAll(urls).then(() => event.ports[0]?.postMessage('kept')));
});

/** The API, the worker itself and health checks are never handled, so they behave exactly as without it. */
function handled(path: string): boolean {
  return !(path === '/api' || path.startsWith('/api/') || path === '/sw.js' || path === '/healthz');
}

async function installShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all([...SHELL_FILES, ...__SW_SHELL__].map((url) => keep(cache, url)));
  await Promise.all(SHELL_PAGES.map((path) => keepPage(cache, path, true)));
  // The icons the manifests name, so the installed app has its icon offline.
  const icons = new Set<string>();
  for (const manifest of MANIFESTS) {
    const kept = await cache.match(manifest);
    const parsed = (await kept?.json()) as { icons?: { src?: unknown }[] } | undefined;
    for (const icon of parsed?.icons ?? []) if (typeof icon.src === 'string') icons.add(new URL(icon.src, sw.location.origin).pathname);
  }
  await Promise.all([...icons].map((url) => keep(cache, url)));
}

/**
 * The clean hand-over: every page an older version kept is fetched again, with the modules its new HTML names, into
 * this version's cache (best effort: a page that cannot be fetched now is dropped, never copied with code of the old
 * version); the rates it kept are data, the same whatever the version, and are copied. Then every older cache goes.
 */
async function replaceOlderCaches(): Promise<void> {
  const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  if (older.length === 0) return;
  const cache = await caches.open(CACHE);
  const pages = new Set<string>();
  for (const name of older) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = new URL(request.url).pathname;
      const response = await old.match(request);
      if (!response) continue;
      if (response.headers.has(STORED_AT)) pages.add(path);
      else if (path.startsWith('/data/ecb-rates') && !(await cache.match(request))) await cache.put(request, response);
    }
  }
  await Promise.all([...pages].map((path) => keepPage(cache, path, true).catch(() => undefined)));
  await Promise.all(older.map((name) => caches.delete(name)));
}

async function keepAll(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, sw.location.origin);
      if (url.origin !== sw.location.origin || !handled(url.pathname)) return;
      const aPage = !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/data/');
      const key = aPage ? url.pathname : url.pathname + url.search;
      if (!aPage) return keepMissing(cache, key).catch(() => undefined);
      if (!(await cache.match(key))) await keepPage(cache, key, false).catch(() => undefined);
    }),
  );
}

/** Fetches a URL and keeps it; throws when it cannot (the install fails then, and the browser tries again later). */
async function keep(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await cache.put(url, response);
}

/** Fetches a page afresh (never the HTTP cache's copy: it may name an older version's modules) and keeps it, and its modules when asked. */
async function keepPage(cache: Cache, path: string, withModules: boolean): Promise<void> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!isPage(response)) throw new Error(`${path}: ${response.status}`);
  const html = await response.text();
  await cache.put(path, storedPage(html, response));
  if (withModules) await Promise.all([...new Set([...html.matchAll(MODULE_URL)].map((m) => m[1]!))].map((url) => keepMissing(cache, url)));
}

/** keep, unless the cache has the URL already (an `/assets/` URL never changes). */
async function keepMissing(cache: Cache, url: string): Promise<void> {
  if (!(await cache.match(url))) await keep(cache, url);
}

function isPage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** The page as kept: its text (already decoded) with its headers, its CSP included, and the time it was fetched. */
function storedPage(html: string, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary']) headers.delete(name);
  headers.set(STORED_AT, new Date().toISOString());
  return new Response(html, { status: 200, headers });
}

/**
 * Network first; with the network down, the copy kept for the path, marked as one. A page fetched without a query is
 * kept; one with a query is not (its form holds that query's values), but its path's page is fetched and kept if it is
 * not yet: a kept page is always the one drawn for no query, blank fields and defaults, which the tool runtime fills
 * with whatever query it is opened with.
 */
async function page(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const path = url.pathname;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(CACHE)).match(path);
    if (!kept) throw error;
    const html = (await kept.text()).replace(/<html\b/i, `<html data-offline-copy="${(kept.headers.get(STORED_AT) ?? '').replace(/[^0-9A-Za-z:.+-]/g, '')}"`);
    return new Response(html, { status: 200, headers: kept.headers });
  }
  if (isPage(response) && url.search === '') {
    const copy = response.clone();
    event.waitUntil((async () => (await caches.open(CACHE)).put(path, storedPage(await copy.text(), copy)))().catch(() => undefined));
  } else if (isPage(response)) {
    event.waitUntil(keepAll([path]));
  }
  return response;
}

/** Immutable URLs: the cache's copy, else the network's, kept. Only this version's cache is read. */
async function cacheFirst(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
  return response;
}

/** Data and small files that may change: the network's answer, kept; the kept one when the network fails. */
async function networkFirst(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

export {};

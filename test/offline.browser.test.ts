/**
 * Offline and installable (docs/site.md): the service worker (src/client/sw.ts) keeps the shell and every page
 * visited with its modules, so each works with the network cut; the manifests make the site installable; a new
 * version replaces the old cleanly; the API and POSTs are never touched.
 *
 * The browser reaches the server through a small proxy of this file, which records every request that reaches the
 * network (so "nothing reached the server while offline" and "the POST reached the server" are facts, not guesses)
 * and can serve `/sw.js` with another version string, as a new deploy would. "Offline" is Playwright's
 * `context.setOffline(true)` — which Playwright applies to the service worker's own fetches too, as the proxy's log
 * for the offline part shows (only the browser's own update checks of /sw.js get out) — and the proxy refuses every
 * connection meanwhile, a real cut.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { currencyOf, formatted, valueAt } from '../src/adapters/site/tool/result-html.js';
import { appIconPng } from '../src/adapters/site/site-files.js';
import { createContext } from '../src/core/context.js';
import { execute } from '../src/core/execute.js';
import type { AnyOperation } from '../src/core/operation.js';
import { operations } from '../src/ops/index.js';
import { addressOf, CHROMIUM, HAS_CHROMIUM, launchChromium, PHONE, waitFor } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const op = (id: string) => operations.find((o) => o.id === id)!;
const CALCULATOR = '/calculators/hourly-to-salary';
const UTILITY = '/utilities/json-format';
const FILE_TOOL = '/utilities/image-resize';
const PAGES = ['/', CALCULATOR, UTILITY, FILE_TOOL].flatMap((path) => [path, path === '/' ? '/es/' : `/es${path}`]);

interface Proxy {
  origin: string;
  /** `METHOD /path?query` of every request that reached the proxy, in order (refused ones too). */
  log: string[];
  /** Refuse every connection (the network is cut). */
  cut: boolean;
  /** Serve `/sw.js` with this version in place of the real one. */
  swVersion: { from: string; to: string } | undefined;
  close(): Promise<void>;
}

/** An HTTP proxy in front of the server: the browser's only way to it. */
async function startProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  const state: Proxy = { origin: '', log: [], cut: false, swVersion: undefined, close: async () => {} };
  const server = createServer((req, res) => {
    state.log.push(`${req.method} ${req.url}`);
    if (state.cut) {
      req.socket.destroy();
      return;
    }
    const rewrite = req.url === '/sw.js' ? state.swVersion : undefined;
    const headers: IncomingHttpHeaders = { ...req.headers };
    if (rewrite) delete headers['accept-encoding'];
    const forward = httpRequest({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!rewrite) {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = Buffer.from(text.replaceAll(rewrite.from, rewrite.to));
        res.writeHead(answer.statusCode!, { ...answer.headers, 'content-length': String(body.byteLength) });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/**
 * Cuts the network: Playwright's offline mode and the proxy's refusal. The browser's HTTP cache is emptied first: a page
 * is fresh there for five minutes (`max-age=300`), and the service worker, which fetches pages as the browser would,
 * would get that copy instead of failing — right for a page that recent, but this test is about the days after.
 */
async function cutNetwork(context: BrowserContext, page: Page, proxy: Proxy): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.setOffline(true);
  proxy.cut = true;
  return proxy.log.length;
}

/** The names of the service worker's caches, as the page sees them. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/**
 * Whether the one cache there is holds this page (by its path) and every script, module and worker it names, and
 * when the page was stored (its `x-stored-at`).
 */
function keptState(page: Page): Promise<{ names: string[]; missing: string[]; storedAt: string | null }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls = new Set<string>([location.pathname]);
    for (const script of document.scripts) if (script.src) urls.add(new URL(script.src).pathname);
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) urls.add(new URL(link.href).pathname);
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-op], form[data-worker]')) {
      if (form.dataset.op) urls.add(form.dataset.op);
      if (form.dataset.worker) urls.add(form.dataset.worker);
    }
    if (names.length !== 1) return { names, missing: [...urls], storedAt: null };
    const cache = await caches.open(names[0]!);
    const missing: string[] = [];
    for (const url of urls) if (!(await cache.match(url))) missing.push(url);
    const storedAt = (await cache.match(location.pathname))?.headers.get('x-stored-at') ?? null;
    return { names, missing, storedAt };
  });
}

/** Opens a page and waits until the service worker has kept it with all it loads. */
async function visitAndKeep(page: Page, url: string): Promise<{ names: string[]; storedAt: string }> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const state = await waitFor(() => keptState(page), (s) => s.names.length === 1 && s.missing.length === 0 && s.storedAt !== null);
  expect(state.missing, url).toEqual([]);
  expect(state.names, url).toHaveLength(1);
  return { names: state.names, storedAt: state.storedAt! };
}

/** The headline figures the page should show for `input`, computed here by running the operation. */
async function expectedHeadline(operation: AnyOperation, input: Record<string, unknown>, locale: 'en' | 'es'): Promise<string[]> {
  const outcome = await execute(operation, input, createContext({ locale }));
  if (!outcome.ok) throw new Error(outcome.error);
  const currency = currencyOf(operation, outcome.value);
  return (operation.page?.headline ?? []).map((f) => formatted(valueAt(outcome.value, f.field), f, locale, currency));
}

const headlineText = (page: Page) => page.evaluate(() => document.querySelector('.headline')?.textContent ?? '');

/** Waits until the headline holds every expected text, and checks it does. */
async function expectHeadline(page: Page, expected: string[], what: string): Promise<void> {
  const text = await waitFor(() => headlineText(page), (t) => expected.every((e) => t.includes(e)));
  for (const e of expected) expect(text, `${what}: ${e}`).toContain(e);
}

/** The offline notice: its words and the date it names (the `datetime` of its `<time>`). */
function offlineNotice(page: Page): Promise<{ text: string; datetime: string | null; role: string | null; first: boolean } | null> {
  return page.evaluate(() => {
    const notice = document.querySelector<HTMLElement>('.offline-notice');
    if (!notice) return null;
    return {
      text: notice.textContent ?? '',
      datetime: notice.querySelector('time')?.getAttribute('datetime') ?? null,
      role: notice.getAttribute('role'),
      first: notice.parentElement?.tagName === 'MAIN' && notice.parentElement.firstElementChild === notice,
    };
  });
}

async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Width and height of a PNG, from its IHDR, after checking its signature and that its pixels inflate. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buffer.toString('latin1', 12, 16)).toBe('IHDR');
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const idat = buffer.indexOf('IDAT', 0, 'latin1');
  const length = buffer.readUInt32BE(idat - 4);
  expect(inflateSync(buffer.subarray(idat + 4, idat + 4 + length)).byteLength).toBe(height * (width * 4 + 1));
  return { width, height };
}

describe.skipIf(!HAS_CHROMIUM)('offline and installable, in headless Chromium', () => {
  let h: Harness;
  let proxy: Proxy;
  let browser: Browser;
  beforeAll(async () => {
    h = await startNode();
    proxy = await startProxy(h.baseUrl);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await h?.close();
  });

  it('serves a manifest per language with the fields an install needs, and its icons as real PNGs of their sizes', async () => {
    for (const [path, locale, start] of [['/manifest.webmanifest', 'en', '/'], ['/es/manifest.webmanifest', 'es', '/es/']] as const) {
      const response = await h.call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
      expect(manifest).toMatchObject({ id: '/', name: 'Utility API', short_name: 'Utility API', lang: locale, start_url: start, scope: '/', display: 'standalone', background_color: '#ffffff', theme_color: '#ffffff' });
      expect(String(manifest.description)).toMatch(locale === 'es' ? /Calculadoras gratuitas/ : /Free calculators/);
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const file = await h.call(icon.src);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        const { width, height } = pngSize(new Uint8Array(await file.arrayBuffer()));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
    // The maskable icon is full-bleed (an opaque corner); the other keeps the favicon's rounded, transparent one.
    const corner = (path: string) => {
      const png = Buffer.from(appIconPng(path)!);
      const idat = png.indexOf('IDAT', 0, 'latin1');
      return inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))[1 + 3]!; // alpha of pixel (0, 0)
    };
    expect(corner('/icons/maskable-512.png')).toBe(255);
    expect(corner('/icons/icon-512.png')).toBe(0);

    const sw = await h.call('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // Every page names its language's manifest and the theme colour.
    for (const [path, manifest] of [['/', '/manifest.webmanifest'], ['/es/calculators/hourly-to-salary', '/es/manifest.webmanifest']]) {
      const html = await (await h.call(path!)).text();
      expect(html).toContain(`<link rel="manifest" href="${manifest}">`);
      expect(html).toContain('<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">');
    }
  }, 300_000);

  it('is installable in both languages: Chromium reports no installability error and reads the manifest without one', async () => {
    // A profile of its own: Chromium installs nothing from an incognito context, which browser.newContext() is.
    const profile = mkdtempSync(join(tmpdir(), 'offline-test-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const page = await context.newPage();
    for (const path of ['/', '/es/']) {
      await page.goto(proxy.origin + path);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url, path).toBe(`${proxy.origin}${path === '/' ? '' : '/es'}/manifest.webmanifest`);
      expect(manifest.errors, path).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, path).toEqual([]);
      await cdp.detach();
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }, 300_000);

  it('after one visit online, the home page, a calculator, a utility and a file tool load and work offline in both languages, saying they are a copy and of when', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()} at ${page.url()}`);
    });
    const storedAt = new Map<string, string>();
    for (const path of PAGES) storedAt.set(path, (await visitAndKeep(page, proxy.origin + path)).storedAt);

    const reached = await cutNetwork(context, page, proxy);
    try {
      for (const path of PAGES) {
        const locale = path.startsWith('/es/') ? 'es' : 'en';
        const response = await page.goto(proxy.origin + path);
        expect(response?.status(), path).toBe(200);
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const notice = await offlineNotice(page);
        expect(notice, path).not.toBeNull();
        expect(notice!.role).toBe('status');
        expect(notice!.first, `${path}: the notice opens the main content`).toBe(true);
        expect(notice!.text).toContain(locale === 'es' ? 'No tienes conexión.' : 'You are offline.');
        expect(notice!.datetime, path).toBe(storedAt.get(path));
        expect(notice!.text.includes(locale === 'es' ? 'Normas aplicadas' : 'Rules used'), path).toBe(path.includes('/calculators/'));
      }

      // The calculator, with another query than the page kept, then edited: each time the figures the operation gives.
      for (const locale of ['en', 'es'] as const) {
        const prefix = locale === 'es' ? '/es' : '';
        await page.goto(`${proxy.origin}${prefix}${CALCULATOR}?hourlyRate=100&billableHoursPerWeek=40&weeksWorked=48`);
        await expectHeadline(page, await expectedHeadline(op('hourly-to-salary'), { hourlyRate: 100, billableHoursPerWeek: 40, weeksWorked: 48 }, locale), `${locale} query`);
        await page.waitForSelector('form[data-op][data-ready="true"]');
        await page.fill('#f-hourlyRate', '87.5');
        await expectHeadline(page, await expectedHeadline(op('hourly-to-salary'), { hourlyRate: 87.5, billableHoursPerWeek: 40, weeksWorked: 48 }, locale), `${locale} edit`);
        expect((await addressOf(page)).search).toContain('hourlyRate=87.5');

        // The utility, likewise.
        const json = '{"offline":true,"items":[1,2]}';
        await page.goto(`${proxy.origin}${prefix}${UTILITY}?json=${encodeURIComponent(json)}&indent=4`);
        await expectHeadline(page, await expectedHeadline(op('json-format'), { json, indent: '4' }, locale), `${locale} utility query`);
        await page.waitForSelector('form[data-op][data-ready="true"]');
        await page.fill('#f-json', '[{"a":"b"}]');
        await expectHeadline(page, await expectedHeadline(op('json-format'), { json: '[{"a":"b"}]', indent: '4' }, locale), `${locale} utility edit`);

        // The file tool: its page script and its worker (kept on the first visit, though it starts only on submit)
        // resize a real PNG.
        await page.goto(`${proxy.origin}${prefix}${FILE_TOOL}`);
        await page.setInputFiles('#files', { name: 'icon.png', mimeType: 'image/png', buffer: Buffer.from(appIconPng('/icons/icon-192.png')!) });
        await page.fill('form.file-tool [name="size"]', '48');
        await page.click('form.file-tool button[type="submit"]');
        await page.waitForFunction(() => document.querySelector('form.file-tool')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 60_000 });
        expect((await page.textContent('.file-tool-status'))?.trim()).toBe(locale === 'es' ? 'Listo: 1 imagen para descargar.' : 'Done: 1 image ready to download.');
        expect(await page.$$('.file-tool-output a[download]')).toHaveLength(1);
      }

      // Readable at 390 px with the notice, with no serious accessibility problem.
      for (const path of [CALCULATOR, `/es${CALCULATOR}`]) {
        await page.goto(proxy.origin + path);
        await page.waitForSelector('.offline-notice');
        const layout = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: innerWidth, visible: document.querySelector('.offline-notice')!.getBoundingClientRect().height > 0 }));
        expect(layout.visible).toBe(true);
        expect(layout.scroll, path).toBeLessThanOrEqual(layout.width);
        expect(await axeProblems(page), path).toEqual([]);
      }
      // Nothing reached the network meanwhile, not even the service worker's own fetches: only the browser's checks
      // for a new service worker (made on navigations, outside the page and the worker), which the cut refused.
      expect(proxy.log.slice(reached).filter((line) => line !== 'GET /sw.js')).toEqual([]);
    } finally {
      proxy.cut = false;
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('replaces an old version cleanly: the pages it kept are fetched again into the new cache, the old cache is deleted', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const visited = [CALCULATOR, `/es${UTILITY}`];
    const before = new Map<string, string>();
    let oldName = '';
    for (const path of visited) {
      const kept = await visitAndKeep(page, proxy.origin + path);
      before.set(path, kept.storedAt);
      oldName = kept.names[0]!;
    }
    const from = oldName.replace(/^utility-api-/, '');
    expect(from).toMatch(/^[0-9a-f]{16}$/);
    const to = [...from].reverse().join('') === from ? 'f'.repeat(16) : [...from].reverse().join('');
    const mark = proxy.log.length;
    proxy.swVersion = { from, to };
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
      const names = await waitFor(() => cacheNames(page), (n) => n.length === 1 && n[0] === `utility-api-${to}`);
      expect(names).toEqual([`utility-api-${to}`]);
      // The hand-over fetched each kept page again (not from the old cache).
      const fetchedAgain = proxy.log.slice(mark);
      for (const path of visited) expect(fetchedAgain, path).toContain(`GET ${path}`);

      await cutNetwork(context, page, proxy);
      for (const path of visited) {
        const response = await page.goto(proxy.origin + path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
        expect(controller).toBe(`${proxy.origin}/sw.js`);
        const state = await keptState(page);
        expect(state.names).toEqual([`utility-api-${to}`]);
        expect(state.missing, path).toEqual([]);
        // The copy shown is the new cache's: the date it names is the one the hand-over stored.
        const notice = await offlineNotice(page);
        expect(notice?.datetime, path).toBe(state.storedAt);
        expect(Date.parse(state.storedAt!), path).toBeGreaterThanOrEqual(Date.parse(before.get(path)!));
      }
      await page.goto(proxy.origin + CALCULATOR + '?hourlyRate=50&billableHoursPerWeek=30&weeksWorked=40');
      await expectHeadline(page, await expectedHeadline(op('hourly-to-salary'), { hourlyRate: 50, billableHoursPerWeek: 30, weeksWorked: 40 }, 'en'), 'after the update');
    } finally {
      proxy.cut = false;
      proxy.swVersion = undefined;
      await context.setOffline(false);
    }
    await context.close();
  }, 300_000);

  it('never handles the API or a POST: they reach the server from a page the service worker controls', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visitAndKeep(page, proxy.origin + UTILITY);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const fromWorker = new Map<string, boolean>();
    page.on('response', (response) => fromWorker.set(`${response.request().method()} ${new URL(response.url()).pathname}`, response.fromServiceWorker()));
    const before = proxy.log.filter((line) => line === 'POST /api/v1/slugify').length;
    const answer = await page.evaluate(async () => {
      const post = await fetch('/api/v1/slugify', { method: 'POST', body: JSON.stringify({ text: 'Offline Ready' }) });
      const spec = await fetch('/api/v1/openapi.json');
      return { slug: ((await post.json()) as { slug: string }).slug, spec: spec.status };
    });
    expect(answer).toEqual({ slug: 'offline-ready', spec: 200 });
    expect(proxy.log.filter((line) => line === 'POST /api/v1/slugify').length).toBe(before + 1);
    expect(proxy.log).toContain('GET /api/v1/openapi.json');
    expect(fromWorker.get('POST /api/v1/slugify')).toBe(false);
    expect(fromWorker.get('GET /api/v1/openapi.json')).toBe(false);
    // Nor is anything of the API kept.
    const kept = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]!);
      return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/api'));
    });
    expect(kept).toEqual([]);
    await context.close();
  }, 300_000);
});

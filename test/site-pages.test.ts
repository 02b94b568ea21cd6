import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/adapters/reference/html-escape.js';
import { STAND_IN_ORIGIN } from '../src/adapters/http/document-store.js';
import { datasets } from '../src/datasets/index.js';
import { postJson, startFetch, startNode, type Harness } from './support/harness.js';

const LISTS = ['list-calculators', 'list-utilities', 'list-datasets', 'list-guides', 'list-news'] as const;
type Item = { url: string; name?: string; title?: string; slug: string; download?: string };

/** Every item of every catalog in both languages, following the pagination to the end. */
async function catalogItems(h: Harness): Promise<{ list: string; locale: string; item: Item }[]> {
  const out: { list: string; locale: string; item: Item }[] = [];
  for (const list of LISTS) {
    for (const locale of ['en', 'es']) {
      for (let page = 1; ; page++) {
        const body = (await (await h.call(`/api/v1/${list}`, postJson({ locale, page, perPage: 7 }))).json()) as { items: Item[]; totalPages: number };
        out.push(...body.items.map((item) => ({ list, locale, item })));
        if (page >= body.totalPages) break;
      }
    }
  }
  return out;
}

function pathOf(h: Harness, url: string): string {
  expect(url.startsWith(h.baseUrl), url).toBe(true);
  return url.slice(h.baseUrl.length);
}

describe('every catalog URL is a real page', () => {
  let h: Harness;
  let items: Awaited<ReturnType<typeof catalogItems>>;
  beforeAll(async () => {
    h = await startFetch();
    items = await catalogItems(h);
  });

  it('covers utilities, datasets, guides and news in both languages', () => {
    for (const list of ['list-utilities', 'list-datasets', 'list-guides', 'list-news']) {
      for (const locale of ['en', 'es']) expect(items.some((i) => i.list === list && i.locale === locale), `${list} ${locale}`).toBe(true);
    }
  });

  it('serves each URL as a 200 HTML page in the item’s language showing its title, with no inline script and no outside asset', async () => {
    for (const { locale, item } of items) {
      const path = pathOf(h, item.url);
      expect(path.startsWith(locale === 'es' ? '/es/' : '/'), path).toBe(true);
      const response = await h.call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const html = await response.text();
      // Pages are rendered once for a stand-in origin that each answer replaces with the request's own.
      expect(html, path).not.toContain(STAND_IN_ORIGIN.slice('http://'.length));
      expect(html, path).toContain(`<html lang="${locale}">`);
      expect(html, path).toContain(`<h1>${escapeHtml(item.title ?? item.name!)}</h1>`);
      expect(html).not.toMatch(/<link[^>]+stylesheet|<img[^>]+src="http|@import|url\(http/i);
      // Only the pages' own scripts (the site's; a browser tool's family bundle; a tool page's runtime, a module), from
      // this origin, deferred; never an inline one. JSON-LD blocks are data, which no browser runs.
      for (const [tag] of html.matchAll(/<script(?! type="application\/ld\+json">)[^>]*>/g)) {
        expect(tag).toMatch(/^<script src="\/assets\/(?:site|image-tools|pdf-tools)-[0-9a-f]{8}\.js" defer>$|^<script type="module" src="\/assets\/tool-[0-9A-Z]{8}\.js">$/);
      }
    }
  });

  it('links only to pages that exist (internal links of every page and of each section index)', async () => {
    const pages = new Set(items.map((i) => pathOf(h, i.item.url)));
    for (const section of ['utilities', 'calculators', 'datasets', 'guides', 'news']) for (const prefix of ['', '/es']) pages.add(`${prefix}/${section}`);
    const links = new Set<string>();
    for (const page of pages) {
      const html = await (await h.call(page)).text();
      for (const [, href] of html.matchAll(/href="(\/[^"#]*)/g)) links.add(href!.replace(/&amp;/g, '&'));
    }
    expect(links.size).toBeGreaterThan(pages.size);
    for (const link of links) expect((await h.call(link)).status, link).toBe(200);
  });

  it('offers every dataset as JSON at its URL plus .json, equal to the published data', async () => {
    const listed = items.filter((i) => i.list === 'list-datasets');
    expect(listed.length).toBe(datasets.length * 2);
    for (const { item } of listed) {
      expect(item.download).toBe(`${item.url}.json`);
      const response = await h.call(pathOf(h, item.download!));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const dataset = datasets.find((d) => d.slug === item.slug)!;
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(dataset.data())));
    }
  });

  it('shows a utility as a form with its example’s answer, and the API call for it one click away', async () => {
    const html = await (await h.call('/es/utilities/slugify')).text();
    expect(html).toContain('<h1>Generar slug</h1>');
    expect(html).toContain('<form class="tool-form" method="get" action="/es/utilities/slugify" novalidate data-op="/assets/op-slugify-');
    expect(html).toContain('name="text"');
    expect(html).toContain('creme-brulee-a-la-mode');
    expect(html).toContain('<summary>Desde la API o MCP</summary>');
    expect(html).toContain('curl -s');
    expect(html).toContain(`href="/utilities/slugify" hreflang="en"`);
  });

  it('renders a guide from its Markdown with its dates and its sources', async () => {
    const guide = items.find((i) => i.list === 'list-guides' && i.locale === 'en')!.item;
    const body = (await (await h.call('/api/v1/get-guide', postJson({ slug: guide.slug }))).json()) as { sources: { url: string }[]; published: string };
    const html = await (await h.call(pathOf(h, guide.url))).text();
    expect(html).toContain(`<time datetime="${body.published}">`);
    expect(html).toContain('<h2');
    for (const source of body.sources) expect(html).toContain(`href="${escapeHtml(source.url)}"`);
  });

  it('answers 404 for an unknown item (JSON for API clients, a page for browsers) and 405 for a POST, and HEAD without a body', async () => {
    for (const path of ['/guides/no-such-guide', '/es/news/no-such-brief', '/datasets/nope', '/datasets/nope.json', '/utilities/list-guides', '/calculators/slugify', '/guides/x.json']) {
      const response = await h.call(path);
      expect(response.status, path).toBe(404);
      expect(Object.keys((await response.json()) as object)).toEqual(['error']);
      const page = await h.call(path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain(path.startsWith('/es/') ? '<h1>Página no encontrada</h1>' : '<h1>Page not found</h1>');
    }
    const post = await h.call('/guides', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const head = await h.call('/es/datasets', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('pages through the Node server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(() => h.close());

  it('builds URLs from the request’s origin, or from BASE_URL when set', async () => {
    const items = ((await (await h.call('/api/v1/list-guides', postJson({ locale: 'es', perPage: 1 }))).json()) as { items: Item[] }).items;
    expect(items[0]!.url.startsWith(`${h.baseUrl}/es/guides/`)).toBe(true);
    const fixed = await startNode({ BASE_URL: 'https://api.example.org' });
    try {
      const page = await (await fixed.call('/guides')).text();
      expect(page).toContain('<link rel="canonical" href="https://api.example.org/guides">');
      const listed = ((await (await fixed.call('/api/v1/list-datasets', postJson({}))).json()) as { items: Item[] }).items;
      expect(listed.every((item) => item.url === `https://api.example.org/datasets/${item.slug}`)).toBe(true);
    } finally {
      await fixed.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserTools } from '../src/browser-tools/index.js';
import { loadContent } from '../src/content/load-content.js';
import { MAX_TITLE_CHARS } from '../src/content/site-urls.js';
import { datasets } from '../src/datasets/index.js';
import { operations } from '../src/ops/index.js';
import { HAS_CHROMIUM, launchChromium } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';
import { parseHtml } from './support/html-text.js';

const SECTIONS = ['calculators', 'utilities', 'datasets', 'guides', 'news'] as const;

/**
 * Every page of the site in English with the schema.org type its JSON-LD must carry, from the registries the site draws
 * from: the home and search pages, the sections, every calculator, utility, file tool, dataset, guide and news brief.
 */
async function englishPages(): Promise<{ path: string; type: string }[]> {
  const { guides, news } = await loadContent(operations);
  return [
    { path: '/', type: 'WebSite' },
    { path: '/search', type: 'SearchResultsPage' },
    ...SECTIONS.map((section) => ({ path: `/${section}`, type: 'CollectionPage' })),
    ...operations.filter((op) => op.kind !== 'content').map((op) => ({ path: `/${op.kind === 'calculator' ? 'calculators' : 'utilities'}/${op.id}`, type: 'WebApplication' })),
    ...browserTools.map((tool) => ({ path: `/utilities/${tool.id}`, type: 'WebApplication' })),
    ...datasets.map((d) => ({ path: `/datasets/${d.slug}`, type: 'Dataset' })),
    ...guides.en.map((g) => ({ path: `/guides/${g.slug}`, type: 'Article' })),
    ...news.en.map((n) => ({ path: `/news/${n.slug}`, type: 'NewsArticle' })),
  ];
}

/** What a share card and a search engine read of the page's head. */
/** A page's head as the server sends it (scripts off: the head is the server's, and a page must not compute to be shared). */
function headOf(html: string) {
  const document = parseHtml(html);
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return {
    // As document.title reads it: whitespace collapsed and trimmed.
    title: (document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    og: Object.fromEntries(['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name', 'og:locale', 'og:locale:alternate', 'og:image', 'twitter:card', 'twitter:title', 'twitter:description'].map((k) => [k, meta(k)])),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflangs: document.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => l.getAttribute('hreflang')),
    blocks: document.querySelectorAll('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
  };
}

describe.skipIf(!HAS_CHROMIUM)('share cards, structured data, titles and print, in headless Chromium', () => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('gives every page of the site, in both languages, a distinct short title, a share card and JSON-LD of its kind', async () => {
    const english = await englishPages();
    expect(english.length).toBeGreaterThan(100);
    const pages = english.flatMap(({ path, type }) => [
      { path, type, locale: 'en' },
      { path: path === '/' ? '/es/' : `/es${path}`, type, locale: 'es' },
    ]);
    // The head is the server's, read from its HTML (no browser needed): a page must not compute to be shared.
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const { path, type, locale } of pages) {
      const response = await h.call(path, { headers: { accept: 'text/html' } });
      if (response.status !== 200) problems.push(`${path}: status ${response.status}`);
      const head = headOf(await response.text());
      const url = h.baseUrl + path;
      if (head.title.length > MAX_TITLE_CHARS) problems.push(`${path}: title of ${head.title.length} characters: ${head.title}`);
      if (/…$/.test(head.title)) problems.push(`${path}: a cut title: ${head.title}`);
      const twin = titles.get(head.title);
      if (twin !== undefined) problems.push(`${path}: the same title as ${twin}: ${head.title}`);
      titles.set(head.title, path);
      for (const [key, value] of Object.entries(head.og)) if (!value) problems.push(`${path}: no ${key}`);
      if (head.og['og:url'] !== url || head.canonical !== url) problems.push(`${path}: og:url ${head.og['og:url']}, canonical ${head.canonical}`);
      if (head.og['og:type'] !== (type.endsWith('Article') ? 'article' : 'website')) problems.push(`${path}: og:type ${head.og['og:type']}`);
      if (head.og['og:locale'] !== (locale === 'es' ? 'es_ES' : 'en_US')) problems.push(`${path}: og:locale ${head.og['og:locale']}`);
      if (head.og['twitter:card'] !== 'summary') problems.push(`${path}: twitter:card ${head.og['twitter:card']}`);
      if (!head.og['og:image']!.startsWith(`${h.baseUrl}/`)) problems.push(`${path}: og:image from elsewhere: ${head.og['og:image']}`);
      if (head.hreflangs.join(' ') !== 'en es x-default') problems.push(`${path}: hreflang ${head.hreflangs.join(' ')}`);
      const types: string[] = [];
      for (const block of head.blocks) {
        try {
          const node = JSON.parse(block) as { '@context'?: string; '@type'?: string; inLanguage?: string };
          if (node['@context'] !== 'https://schema.org') problems.push(`${path}: @context ${node['@context']}`);
          types.push(node['@type'] ?? '?');
          if (node['@type'] === type && node.inLanguage !== locale) problems.push(`${path}: inLanguage ${node.inLanguage}`);
        } catch (error) {
          problems.push(`${path}: JSON-LD does not parse: ${(error as Error).message}`);
        }
      }
      if (!types.includes(type)) problems.push(`${path}: JSON-LD types ${types.join(', ')}, not ${type}`);
      const item = path.split('/').filter(Boolean).length >= (locale === 'es' ? 3 : 2);
      if (item !== types.includes('BreadcrumbList')) problems.push(`${path}: BreadcrumbList ${types.includes('BreadcrumbList') ? 'on a page without a trail' : 'missing'}`);
    }
    expect(problems).toEqual([]);
    // The two home pages, whose names are both the site's, have titles of their own.
    expect(titles.get('Utility API: free money calculators and utilities')).toBe('/');
    expect(titles.get('Utility API: calculadoras y utilidades gratuitas')).toBe('/es/');
  }, 900_000);

  it('writes each kind of JSON-LD with the fields search engines read', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const nodes = async (path: string) => {
      await page.goto(h.baseUrl + path);
      return headOf(await page.content()).blocks.map((b) => JSON.parse(b) as Record<string, any>);
    };
    const [site] = await nodes('/es/');
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${h.baseUrl}/es/`, inLanguage: 'es', potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${h.baseUrl}/es/search?q={search_term_string}` }, 'query-input': 'required name=search_term_string' } });
    const [app, crumbs] = await nodes('/calculators/hourly-to-salary');
    expect(app).toMatchObject({ '@type': 'WebApplication', applicationCategory: 'FinanceApplication', offers: { '@type': 'Offer', price: 0 }, inLanguage: 'en', url: `${h.baseUrl}/calculators/hourly-to-salary` });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: `${h.baseUrl}/` }, { position: 2, name: 'Calculators', item: `${h.baseUrl}/calculators` }, { position: 3, item: `${h.baseUrl}/calculators/hourly-to-salary` }] });
    expect((await nodes('/utilities/json-format'))[0]).toMatchObject({ applicationCategory: 'DeveloperApplication' });
    // A guide whose title is longer than a <title> can be: the full title is the headline, the short one the <title>.
    const [guide] = await nodes('/guides/spanish-payroll-gross-to-net-2026');
    expect(guide).toMatchObject({ '@type': 'Article', headline: 'Spanish payroll in 2026: from gross salary to net pay, step by step', inLanguage: 'en', publisher: { '@type': 'Organization', name: 'Utility API' } });
    expect(await page.title()).toBe('Spanish payroll in 2026: from gross to net pay · Utility API');
    expect(guide!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(guide!.dateModified >= guide!.datePublished).toBe(true);
    const [brief] = await nodes('/news/es-minimum-wage-smi-2026');
    expect(brief).toMatchObject({ '@type': 'NewsArticle', headline: "Spain's 2026 minimum wage (SMI): €1,221 a month in 14 payments, backdated to 1 January", datePublished: '2026-11-21T11:10:00Z' });
    expect(await page.title()).toBe("Spain's 2026 minimum wage (SMI): €1,221 a month · Utility API");
    const [dataset] = await nodes('/datasets/time-zone-abbreviations');
    expect(dataset).toMatchObject({ '@type': 'Dataset', name: 'Time zone abbreviations', license: 'https://opensource.org/license/mit', distribution: [{ '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: `${h.baseUrl}/datasets/time-zone-abbreviations.json` }] });
    expect(dataset!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const download = await h.call('/datasets/time-zone-abbreviations.json');
    expect(download.status).toBe(200);
    await context.close();
  });

  it('reports no Content-Security-Policy violation for the JSON-LD blocks with scripts on', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/', '/es/calculators/es-nomina-bruto-neto', '/guides/spanish-payroll-gross-to-net-2026', '/es/datasets/es-irpf-withholding-2026', '/utilities/image-resize']) {
      await page.goto(h.baseUrl + path);
      await page.waitForLoadState('load');
      expect(await page.locator('script[type="application/ld+json"]').count(), path).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
    await page.close();
  });

  it('prints the title, the answer, its tables and chart and its sources with their addresses, without the bar, the trail or the form', async () => {
    // Dark mode on screen: paper still gets black on white.
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/es/calculators/es-nomina-bruto-neto?annualGross=30000`);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const printed = await page.evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility());
      const rulesLink = document.querySelector<HTMLAnchorElement>('.rules a[href^="http"]');
      return {
        bar: shown('.bar'),
        trail: shown('.trail'),
        form: shown('form.tool-form'),
        buttons: [...document.querySelectorAll('main button')].filter((b) => b.checkVisibility()).length,
        footer: shown('footer'),
        title: shown('main h1'),
        answer: shown('#answer'),
        result: shown('#result'),
        figures: shown('#result .figure, #answer .figure'),
        table: shown('#result table'),
        chart: shown('.chart svg'),
        rowBreak: getComputedStyle(document.querySelector('#result tr')!).breakInside,
        sourceAfter: rulesLink ? getComputedStyle(rulesLink, '::after').content : null,
        sourceHref: rulesLink?.href ?? null,
        text: getComputedStyle(document.body).color,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(printed).toMatchObject({ bar: false, trail: false, form: false, buttons: 0, footer: false, title: true, answer: true, result: true, table: true, chart: true, rowBreak: 'avoid', text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    expect(printed.sourceHref).toMatch(/^https:\/\//);
    expect(printed.sourceAfter).toBe(`" <${printed.sourceHref}>"`);
    // On screen the same page keeps its bar and its form.
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.bar').isVisible()).toBe(true);
    expect(await page.locator('form.tool-form').isVisible()).toBe(true);

    // A dataset prints its table, whole rows to a page, and each source's address.
    await page.goto(`${h.baseUrl}/datasets/irs-underpayment-interest-rates`);
    await page.emulateMedia({ media: 'print' });
    const dataset = await page.evaluate(() => {
      const source = document.querySelector<HTMLAnchorElement>('.sources a')!;
      return {
        table: document.querySelector('table.data')!.checkVisibility(),
        search: [...document.querySelectorAll('form.search')].some((f) => f.checkVisibility()),
        rowBreak: getComputedStyle(document.querySelector('table.data tbody tr')!).breakInside,
        after: getComputedStyle(source, '::after').content,
        href: source.href,
      };
    });
    expect(dataset).toMatchObject({ table: true, search: false, rowBreak: 'avoid' });
    expect(dataset.after).toBe(`" <${dataset.href}>"`);
    await context.close();
  });
});

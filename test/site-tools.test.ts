import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formModel } from '../src/adapters/site/tool/form-model.js';
import { readQuery } from '../src/adapters/site/tool/query-input.js';
import { operations } from '../src/ops/index.js';
import { startFetch, type Harness } from './support/harness.js';

const op = (id: string) => operations.find((o) => o.id === id)!;
const HTML = { headers: { accept: 'text/html' } };

describe('query parameters named as the fields are the operation’s input', () => {
  it('reads numbers as numbers, leaves blanks out (defaults apply) and passes text that is not a number on to be refused', () => {
    const q = readQuery('?hourlyRate=100&billableHoursPerWeek=40.5&weeksWorked=&matchPct=four', formModel(op('hourly-to-salary'), 'en'));
    expect(q.submitted).toBe(true);
    expect(q.input).toEqual({ hourlyRate: 100, billableHoursPerWeek: 40.5, matchPct: 'four' });
    expect(q.shown.get('weeksWorked')).toBe('');
  });

  it('reads rows as invoices[i][key], drops blank rows and renumbers the rest', () => {
    const q = readQuery(
      '?today=2026-11-24&invoices[0][amount]=100&invoices[0][dueDate]=2026-10-01&invoices[1][amount]=&invoices[2][client]=Acme&invoices[2][amount]=50&invoices[2][dueDate]=2026-11-01',
      formModel(op('invoice-aging'), 'en'),
    );
    expect(q.input.invoices).toEqual([
      { amount: 100, dueDate: '2026-10-01' },
      { client: 'Acme', amount: 50, dueDate: '2026-11-01' },
    ]);
    expect(q.rowCounts.get('invoices')).toBe(2);
    expect(q.shown.get('invoices[1][client]')).toBe('Acme');
  });

  it('reads a fixed list as paidPerQuarter[i], a blank amount being 0; numeric choices as numbers; yes/no as booleans', () => {
    expect(readQuery('?requiredAnnual=8000&paidPerQuarter[0]=2000&paidPerQuarter[2]=1000', formModel(op('estimated-tax-penalty'), 'en')).input)
      .toEqual({ requiredAnnual: 8000, paidPerQuarter: [2000, 0, 1000, 0] });
    expect(readQuery('?annualGross=30000&pagas=12', formModel(op('es-nomina-bruto-neto'), 'es')).input).toEqual({ annualGross: 30000, pagas: 12 });
    expect(readQuery('?averageAnnualEarnings=50000&selfEmployed=true', formModel(op('us-social-security-estimate'), 'en')).input)
      .toEqual({ averageAnnualEarnings: 50000, selfEmployed: true });
  });

  it('ignores parameters that are not fields, and prototype keys', () => {
    const q = readQuery('?utm_source=x&__proto__[polluted]=1&invoices[__proto__][amount]=1&today=2026-11-24', formModel(op('invoice-aging'), 'en'));
    expect(q.input).toEqual({ invoices: [], today: '2026-11-24' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('tool pages over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => h.close());

  it('answers a shared link with the result, uncached, and names the modules that compute it on the device', async () => {
    const path = '/calculators/hourly-to-salary?hourlyRate=100&billableHoursPerWeek=40&weeksWorked=48';
    const page = await h.call(path, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('vary')).not.toContain('X-Page-Fragment');
    const html = await page.text();
    // 192,000 = S × 1.0765 + 42 → S = 178,316.77.
    expect(html).toContain('<span class="figure-value">$178,316.77</span>');
    expect(html).toContain('name="hourlyRate" aria-describedby="f-hourlyRate-help f-hourlyRate-error" aria-required="true" type="number"');
    // The section says which query it answers, so the script knows whether to compute again.
    expect(html).toContain('data-query="hourlyRate=100&amp;billableHoursPerWeek=40&amp;weeksWorked=48"');
    const form = /<form class="tool-form"[^>]*>/.exec(html)![0];
    expect(form).toMatch(/ data-op="\/assets\/op-hourly-to-salary-[0-9A-Z]{8}\.js" data-worker="\/assets\/page-worker-[0-9A-Z]{8}\.js" data-deadline-ms="\d+" data-start="/);
    expect(html).toMatch(/<script type="module" src="\/assets\/tool-[0-9A-Z]{8}\.js"><\/script>/);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href!);
    expect(preloads).toContain(/data-op="([^"]+)"/.exec(form)![1]);
    // Every module the page names is served, immutable.
    for (const url of preloads) expect((await h.call(url)).headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    // A tool page has no fragment of its own any more: the header changes nothing.
    const again = await h.call(path, { headers: { 'x-page-fragment': 'result', 'x-forwarded-for': '203.0.113.5' } });
    expect((await again.text()).startsWith('<!doctype html>')).toBe(true);
  });

  it('shows a bad value’s message beside its field, in the page’s language, with the form kept (400)', async () => {
    const en = await h.call('/calculators/hourly-to-salary?hourlyRate=100&billableHoursPerWeek=200&weeksWorked=48', { headers: { 'x-forwarded-for': '203.0.113.2' } });
    expect(en.status).toBe(400);
    const html = await en.text();
    expect(html).toContain('<p class="error" id="f-billableHoursPerWeek-error" data-error-for="billableHoursPerWeek">Must be at most 168</p>');
    expect(html).toContain('value="200"');
    const es = await (await h.call('/es/calculators/hourly-to-salary?hourlyRate=abc&billableHoursPerWeek=40&weeksWorked=48', { headers: { 'x-forwarded-for': '203.0.113.3' } })).text();
    expect(es).toContain('data-error-for="hourlyRate">Escribe un número.</p>');
  });

  it('counts a page that computes against the rate limit, and over it keeps the form and says when (429, Retry-After)', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const path = '/calculators/savings-goal?monthlyExpenses=2000&targetMonths=6';
    // Pages without inputs cost nothing.
    for (let i = 0; i < 5; i++) expect((await h.call('/calculators/savings-goal', { headers })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await h.call(path, { headers })).status).toBe(200);
    const limited = await h.call(path, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('<form class="tool-form"');
    // The form as sent, and when it can calculate again.
    expect(html).toContain('value="2000"');
    expect(html).toContain('Too many calculations in a minute from your address');
    expect(html).toMatch(/<section id="result"[^>]* data-retry-after="\d+">/);
  });

  it('takes no POST: the page computes a text too long for a link on the device, and a form without JavaScript is a GET', async () => {
    // 20,000 words of "w " is 40,000 characters, over the 12,000 a link can carry; a megabyte is refused the same way.
    for (const body of [`text=${'w+'.repeat(20_000)}`, `text=${'w'.repeat(1_048_000)}`]) {
      const headers = { 'x-forwarded-for': '203.0.113.40', 'x-page-fragment': 'result', 'content-type': 'application/x-www-form-urlencoded' };
      const posted = await h.call('/utilities/word-count', { method: 'POST', headers, body });
      expect(posted.status).toBe(405);
      expect(posted.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(await posted.json()).toEqual({ error: 'method POST is not allowed on /utilities/word-count; use GET, HEAD' });
    }
  });

  it('never answers 500 to a hostile query', async () => {
    const queries = [
      'invoices[__proto__][amount]=1', 'invoices[999999][amount]=1', 'invoices[0][0][0][0][0]=1', 'hourlyRate=1e400', 'hourlyRate[]=1&hourlyRate[]=2',
      'hourlyRate[x]=1', '%ZZ=1&hourlyRate=%ZZ', `${'a='.repeat(3000)}`, 'paidPerQuarter[5000]=1', 'today=0000-99-99', `text=${'é'.repeat(3000)}`,
    ];
    const paths = ['/calculators/invoice-aging', '/calculators/hourly-to-salary', '/calculators/estimated-tax-penalty', '/utilities/slugify', '/es/utilities/convert-data'];
    for (const path of paths) {
      for (const query of queries) {
        const response = await h.call(`${path}?${query}`, { headers: { 'x-forwarded-for': `192.0.2.${paths.indexOf(path) * 20 + queries.indexOf(query) + 1}` } });
        expect([200, 400], `${path}?${query.slice(0, 40)}`).toContain(response.status);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      }
    }
  });
});

describe('the home page, search and the small things', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch();
  });
  afterAll(() => h.close());

  it('serves a home page in each language, and search as a page and as a fragment', async () => {
    const en = await (await h.call('/')).text();
    expect(en).toContain('<form class="search" role="search" method="get" action="/search"');
    expect(await (await h.call('/es/')).text()).toContain('<html lang="es">');
    const search = await (await h.call('/es/search?q=nomina')).text();
    expect(search).toContain('href="/es/calculators/es-nomina-bruto-neto"');
    const fragment = await (await h.call('/search?q=time%20zone', { headers: { 'x-page-fragment': 'result' } })).text();
    expect(fragment.startsWith('<section id="result"')).toBe(true);
    expect(fragment).toContain('href="/utilities/timezone-convert"');
    expect(await (await h.call('/search?q=zzzzqqq')).text()).toContain('Nothing matches “zzzzqqq”');
  });

  it('serves robots.txt, a sitemap of both languages, the icon, and the script under its hash (immutable)', async () => {
    expect(await (await h.call('/robots.txt')).text()).toContain(`Sitemap: ${h.baseUrl}/sitemap.xml`);
    const sitemap = await (await h.call('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${h.baseUrl}/es/calculators/es-nomina-bruto-neto</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${h.baseUrl}/calculators/es-nomina-bruto-neto"/>`);
    const ico = new Uint8Array(await (await h.call('/favicon.ico')).arrayBuffer());
    expect([...ico.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect([...ico.slice(22, 26)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await h.call('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const html = await (await h.call('/calculators/savings-goal')).text();
    const src = /<script src="(\/assets\/site-[0-9a-f]{8}\.js)" defer><\/script>/.exec(html)![1]!;
    const script = await h.call(src);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await h.call('/assets/site-00000000.js')).status).toBe(404);
  });

  it('gives every page of the sitemap a description of at most 160 characters, one h1, headings in order, and x-default', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    for (const path of paths) {
      const html = await (await h.call(path, HTML)).text();
      const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!.replace(/&[a-z#0-9]+;/g, '_');
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(html.match(/<h1[ >]/g)?.length, path).toBe(1);
      const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map(([, level]) => Number(level));
      levels.forEach((level, i) => i > 0 && expect(level, `${path}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
      expect(html, path).toContain('hreflang="x-default"');
    }
  });
});

describe('a definition’s own rule, refused in the page’s language', () => {
  it('words a refinement in Spanish from its params', async () => {
    const h = await startFetch();
    const html = await (await h.call('/es/calculators/savings-goal?monthlyExpenses=2000&targetMonths=6&monthlySaving=0.001')).text();
    expect(html).toContain('data-error-for="monthlySaving">Debe ser 0 o al menos 0,01.</p>');
    const en = await (await h.call('/calculators/savings-goal?monthlyExpenses=2000&targetMonths=6&monthlySaving=0.001')).text();
    expect(en).toContain('data-error-for="monthlySaving">Must be 0 or at least 0.01</p>');
    await h.close();
  });
});

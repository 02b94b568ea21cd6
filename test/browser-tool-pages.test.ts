import { existsSync, mkdtempSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTools, defineBrowserTool, findBrowserTool, type BrowserTool } from '../src/browser-tools/index.js';
import { acceptedKinds, browserToolMain, fileToolForm } from '../src/adapters/site/browser-tool-page.js';
import { actionLabel } from '../src/browser-tools/action-label.js';
import { FILE_TOOL_BUNDLES } from '../scripts/browser-bundles.mjs';
import { renderSite } from '../src/adapters/site/site-pages.js';
import { escapeHtml } from '../src/adapters/reference/html-escape.js';
import { categories } from '../src/core/categories.js';
import { LOCALES } from '../src/core/locale.js';
import { operations } from '../src/ops/index.js';
import { startFetch, type Harness } from './support/harness.js';
import { testContext } from './support/run-op.js';

const HTML = { headers: { accept: 'text/html' } };
const ASSET = /^\/assets\/[a-z]+(?:-[a-z]+)*-[0-9a-f]{8}\.js$/;
const hasSource = (name: string) => existsSync(join(import.meta.dirname, '..', 'src', 'client', 'tools', `${name}.ts`));
const workerOf = (tool: BrowserTool) => tool.worker ?? `${tool.family}-worker`;

/** A tool only this test knows: every kind of option, with and without help and defaults. */
const testTool = defineBrowserTool({
  id: 'test-tool',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Test tool', es: 'Herramienta de prueba' },
  summary: { en: 'Tests the page.', es: 'Prueba la página.' },
  description: { en: 'A tool for the tests <em>only</em>.', es: 'Una herramienta solo para las pruebas.' },
  accept: 'application/pdf,.pdf,image/png',
  multiple: true,
  options: [
    { id: 'quality', kind: 'number', label: { en: 'Quality', es: 'Calidad' }, help: { en: 'From 1 to 100.', es: 'De 1 a 100.' }, min: 1, max: 100, step: 1, default: 80 },
    { id: 'scale', kind: 'number', label: { en: 'Scale', es: 'Escala' } },
    {
      id: 'format', kind: 'select', label: { en: 'Format', es: 'Formato' }, default: 'webp',
      choices: [{ value: 'png', label: { en: 'PNG', es: 'PNG' } }, { value: 'webp', label: { en: 'WebP', es: 'WebP' } }],
    },
    { id: 'keepName', kind: 'checkbox', label: { en: 'Keep the name', es: 'Conservar el nombre' }, default: true },
    { id: 'flatten', kind: 'checkbox', label: { en: 'Flatten', es: 'Aplanar' }, help: { en: 'Merge layers.', es: 'Une las capas.' } },
  ],
});

describe('the browser-tool registry', () => {
  it('declares each tool once, in its own file, under an id no operation has, in its family’s category', () => {
    const ids = browserTools.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tool of browserTools) {
      expect(tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(operations.some((op) => op.id === tool.id), `${tool.id} is an operation id`).toBe(false);
      expect(existsSync(join(import.meta.dirname, '..', 'src', 'browser-tools', tool.family, `${tool.id}.tool.ts`)), tool.id).toBe(true);
      expect(tool.category).toBe(tool.family === 'image' ? 'images' : 'pdf');
      expect(findBrowserTool(tool.id)).toBe(tool);
      expect(FILE_TOOL_BUNDLES).toContain(`${tool.family}-tools`);
      expect(FILE_TOOL_BUNDLES).toContain(workerOf(tool));
    }
    expect(findBrowserTool('slugify')).toBeUndefined();
  });

  it('words every tool and option in both languages; options are camelCase, selects have choices, defaults fit', () => {
    for (const tool of browserTools) {
      for (const locale of LOCALES) {
        for (const text of [tool.title, tool.summary, tool.description]) expect(text[locale].trim().length, `${tool.id} ${locale}`).toBeGreaterThan(0);
        expect(tool.summary[locale].length, `${tool.id}: a summary is one line (a meta description)`).toBeLessThanOrEqual(160);
      }
      expect(tool.accept.length).toBeGreaterThan(0);
      for (const option of tool.options) {
        const where = `${tool.id}.${option.id}`;
        expect(option.id, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(option.id, `${where}: the file input's name`).not.toBe('files');
        for (const locale of LOCALES) {
          expect(option.label[locale].length, where).toBeGreaterThan(0);
          if (option.help) expect(option.help[locale].length, where).toBeGreaterThan(0);
        }
        if (option.kind === 'select') {
          expect(option.choices?.length, where).toBeGreaterThan(0);
          for (const choice of option.choices!) for (const locale of LOCALES) expect(choice.label[locale].length, where).toBeGreaterThan(0);
          if (option.default !== undefined) expect(option.choices!.map((c) => c.value), where).toContain(option.default);
        }
        if (option.kind === 'number' && typeof option.default === 'number') {
          if (option.min !== undefined) expect(option.default, where).toBeGreaterThanOrEqual(option.min);
          if (option.max !== undefined) expect(option.default, where).toBeLessThanOrEqual(option.max);
        }
        if (option.kind === 'checkbox' && option.default !== undefined) expect(typeof option.default, where).toBe('boolean');
      }
    }
  });

  it('has the two new categories worded in both languages, and keeps them out of the API documents (no operation has them)', () => {
    expect(categories.images).toMatchObject({ title: 'Images', es: { title: 'Imágenes' } });
    expect(categories.pdf).toMatchObject({ title: 'PDF', es: { title: 'PDF' } });
    expect(operations.some((op) => op.category === 'images' || op.category === 'pdf')).toBe(false);
  });
});

describe('a browser tool’s page, from its definition', () => {
  const assets = { script: '/assets/pdf-tools-0123abcd.js', worker: '/assets/pdf-worker-4567cdef.js' };

  it('renders the form of the contract: the tool, its worker, the language, the file input, progress, status and output', () => {
    const html = fileToolForm(testTool, 'en', assets);
    expect(html).toContain('<form class="file-tool tool-form" data-tool="test-tool" data-worker="/assets/pdf-worker-4567cdef.js" data-locale="en" novalidate>');
    // The file input inside its drop zone, which says what it takes.
    expect(html).toContain('<div class="drop-zone"><label for="files">Choose files</label><p class="drop-hint" id="files-drop">Drop the files here, or click to choose them.</p><input type="file" id="files" name="files" accept="application/pdf,.pdf,image/png" multiple aria-describedby="files-drop files-help"></div>');
    expect(html).toContain('<p class="help" id="files-help">Accepted: PDF, PNG. Your files stay on this device');
    // A tool with no words of its own for its button (src/browser-tools/action-label.ts) gets a plain one.
    expect(html).toContain('<button type="submit">Start</button>');
    expect(html).toContain('<progress class="file-tool-progress" max="1" value="0" aria-label="Progress" hidden></progress>');
    expect(html).toContain('<p class="file-tool-status" role="status" aria-live="polite"></p>');
    expect(html).toContain('<div class="file-tool-output"></div>\n</form>');
    expect(html).toMatch(/<noscript><p class="notice">This tool runs in your browser and needs JavaScript[^<]*never leaves your device/);
    // One file: no `multiple`, singular words.
    const single = fileToolForm({ ...testTool, multiple: false }, 'en', assets);
    expect(single).toContain('<label for="files">Choose a file</label><p class="drop-hint" id="files-drop">Drop the file here, or click to choose it.</p><input type="file" id="files" name="files" accept="application/pdf,.pdf,image/png" aria-describedby="files-drop files-help">');
    // The thumbnails' worker, when the page has one.
    expect(fileToolForm(testTool, 'en', { ...assets, thumbnails: '/assets/pdf-render-worker-89abcdef.js' })).toContain('data-worker="/assets/pdf-worker-4567cdef.js" data-thumbnails="/assets/pdf-render-worker-89abcdef.js" data-locale="en"');
  });

  it('renders one field per option, named by its id, with its label, help, bounds and default', () => {
    const html = fileToolForm(testTool, 'en', assets);
    expect(html).toContain('<label for="f-quality">Quality</label><input id="f-quality" name="quality" aria-describedby="f-quality-help" type="number" inputmode="numeric" min="1" max="100" step="1" value="80"><p class="help" id="f-quality-help">From 1 to 100.</p>');
    expect(html).toContain('<label for="f-scale">Scale</label><input id="f-scale" name="scale" type="number" inputmode="decimal" step="any">');
    expect(html).toContain('<select id="f-format" name="format"><option value="png">PNG</option><option value="webp" selected>WebP</option></select>');
    expect(html).toContain('<div class="field check"><input type="checkbox" id="f-keepName" name="keepName" value="true" checked><label for="f-keepName">Keep the name</label></div>');
    expect(html).toContain('<input type="checkbox" id="f-flatten" name="flatten" aria-describedby="f-flatten-help" value="true"><label for="f-flatten">Flatten</label><p class="help" id="f-flatten-help">Merge layers.</p>');
    const order = ['name="files"', 'name="quality"', 'name="scale"', 'name="format"', 'name="keepName"', 'name="flatten"', 'type="submit"'].map((s) => html.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('speaks Spanish on the Spanish page, with every text escaped', () => {
    const html = browserToolMain(testTool, 'es', assets);
    expect(html).toContain('<h1>Herramienta de prueba</h1>');
    expect(html).toContain('data-locale="es"');
    expect(html).toContain('<label for="files">Elige los archivos</label>');
    expect(html).toContain('Admite: PDF, PNG.');
    expect(html).toContain('<label for="f-quality">Calidad</label>');
    expect(html).toContain('<option value="webp" selected>WebP</option>');
    expect(html).toContain('<button type="submit">Empezar</button>');
    expect(html).toContain('<p class="drop-hint" id="files-drop">Suelta aquí los archivos o haz clic para elegirlos.</p>');
    expect(html).toContain('aria-label="Progreso"');
    expect(html).toContain('<li>PDF</li><li>Funciona en tu navegador</li>');
    expect(html).toContain('<h2>Cómo funciona</h2>');
    expect(html).toMatch(/<noscript><p class="notice">Esta herramienta funciona en tu navegador y necesita JavaScript/);
    expect(browserToolMain(testTool, 'en', assets)).toContain('A tool for the tests &lt;em&gt;only&lt;/em&gt;.');
  });

  it('words each tool’s button by what it will do, from what is chosen, in both languages', () => {
    expect(actionLabel('pdf-merge', 'en')).toBe('Merge the PDFs');
    expect(actionLabel('pdf-merge', 'en', { count: 1 })).toBe('Merge the PDFs');
    expect(actionLabel('pdf-merge', 'en', { count: 3 })).toBe('Merge 3 PDFs');
    expect(actionLabel('pdf-merge', 'es', { count: 3 })).toBe('Unir 3 PDF');
    expect(actionLabel('pdf-split', 'en', { count: 12, mode: 'each' })).toBe('Split into 12 files');
    expect(actionLabel('pdf-split', 'en', { count: 1, mode: 'ranges' })).toBe('Split into 1 file');
    expect(actionLabel('pdf-split', 'es', { count: 2, mode: 'extract' })).toBe('Extraer 2 páginas');
    expect(actionLabel('pdf-split', 'es', { count: 0 })).toBe('Dividir el PDF');
    expect(actionLabel('pdf-rotate', 'en', { count: 2 })).toBe('Rotate 2 pages');
    expect(actionLabel('pdf-rotate', 'en', { count: 1 })).toBe('Rotate 1 page');
    expect(actionLabel('pdf-rotate', 'es', { count: 1 })).toBe('Girar 1 página');
    expect(actionLabel('pdf-reorder', 'es', { count: 5 })).toBe('Reordenar 5 páginas');
    expect(actionLabel('images-to-pdf', 'en', { count: 1 })).toBe('Make a PDF of 1 image');
    expect(actionLabel('pdf-to-images', 'es', { count: 3, format: 'jpeg' })).toBe('Convertir 3 páginas a JPEG');
    expect(actionLabel('image-convert', 'en', { count: 4, format: 'avif' })).toBe('Convert 4 images to AVIF');
    expect(actionLabel('image-convert', 'es', { count: 1, format: 'webp' })).toBe('Convertir 1 imagen a WebP');
    expect(actionLabel('image-resize', 'es', { count: 2 })).toBe('Redimensionar 2 imágenes');
    expect(actionLabel('image-strip-metadata', 'en', { count: 2 })).toBe('Remove metadata from 2 images');
    // Every registered tool has its own words in both languages.
    for (const tool of browserTools) for (const locale of LOCALES) expect(actionLabel(tool.id, locale, { count: 2 }), `${tool.id} ${locale}`).toMatch(/ 2 /);
    // The page draws it with nothing chosen, the format its form starts with.
    const page = (id: string, locale: 'en' | 'es') => fileToolForm(findBrowserTool(id)!, locale, {});
    expect(page('pdf-merge', 'es')).toContain('<button type="submit">Unir los PDF</button>');
    expect(page('image-convert', 'en')).toContain('<button type="submit">Convert the images to WebP</button>');
    expect(page('pdf-to-images', 'en')).toContain('<button type="submit">Convert the pages to PNG</button>');
  });

  it('names no worker while its family has no bundle yet', () => {
    expect(fileToolForm(testTool, 'en', {})).toContain('<form class="file-tool tool-form" data-tool="test-tool" data-locale="en" novalidate>');
  });

  it('words the accepted kinds', () => {
    expect(acceptedKinds('image/*', 'en')).toBe('images');
    expect(acceptedKinds('image/*', 'es')).toBe('imágenes');
    expect(acceptedKinds('image/png, image/jpeg,.jpg,image/webp', 'en')).toBe('PNG, JPEG, WebP');
    expect(acceptedKinds('.pdf,application/pdf', 'es')).toBe('PDF');
    expect(acceptedKinds('.heic', 'en')).toBe('HEIC');
  });

  it('is the page of /utilities/<id> when no utility operation has that id, in the layout with the site’s script and the family’s', async () => {
    const tool = browserTools[0];
    if (!tool) return;
    const deps = { operations, baseUrl: 'https://utility.test', executed: new Map(), assets: { entries: { site: '/assets/site-00000000.js' }, imports: {} } };
    const request = { search: '', fragment: false, ctx: testContext(), client: '127.0.0.1' };
    const bundles = Object.fromEntries(FILE_TOOL_BUNDLES.map((name) => [name, `/assets/${name}-89abcdef.js`]));
    const page = await renderSite({ locale: 'es', section: 'utilities', slug: tool.id }, { ...deps, assets: { entries: { ...deps.assets.entries, ...bundles }, imports: {} } }, request);
    expect(page).toMatchObject({ type: 'html', status: 200, fileTool: true });
    const body = page!.body;
    expect(body).toContain('<html lang="es">');
    expect(body).toContain(`data-worker="/assets/${workerOf(tool)}-89abcdef.js"`);
    expect(body).toContain(`<script src="/assets/site-00000000.js" defer></script>\n<script src="/assets/${tool.family}-tools-89abcdef.js" defer></script>\n</head>`);
    expect(body).toContain('<noscript><style>.file-tool{display:none}</style></noscript>');
    expect(body).toContain(`<link rel="canonical" href="https://utility.test/es/utilities/${tool.id}">`);
    // Without its bundles (not written yet), the page still renders, naming none.
    const bare = (await renderSite({ locale: 'en', section: 'utilities', slug: tool.id }, deps, request))!.body;
    expect(bare).not.toContain('data-worker');
    expect([...bare.matchAll(/<script(?! type="application\/ld\+json">)[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/assets/site-00000000.js" defer>']);
    // Never under /calculators.
    expect(await renderSite({ locale: 'en', section: 'calculators', slug: tool.id }, deps, request)).toBeUndefined();
  });
});

describe('browser-tool pages over HTTP', { timeout: 120_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch();
  });
  afterAll(() => h.close());

  it('has the image and PDF tools registered (this suite checks each registered one)', () => {
    expect(browserTools.length).toBeGreaterThan(0);
  });

  it('serves each tool’s page in both languages: its words, its form, its family’s bundle and worker, a CSP that lets them run', async () => {
    for (const tool of browserTools) {
      for (const locale of LOCALES) {
        const path = `${locale === 'es' ? '/es' : ''}/utilities/${tool.id}`;
        const response = await h.call(path, HTML);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expect(response.headers.get('content-security-policy')).toBe(
          "default-src 'none'; script-src 'self'; worker-src 'self'; manifest-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data: blob:; " +
            "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        );
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`<h1>${escapeHtml(tool.title[locale])}</h1>`);
        expect(html).toContain(`<p class="lead">${escapeHtml(tool.summary[locale])}</p>`);
        expect(html).toContain(escapeHtml(tool.description[locale]));
        expect(html).toContain(`data-tool="${tool.id}"`);
        expect(html).toContain(`data-locale="${locale}"`);
        expect(html).toContain(`accept="${escapeHtml(tool.accept)}"${tool.multiple ? ' multiple' : ''}`);
        for (const option of tool.options) {
          expect(html, `${tool.id}.${option.id}`).toContain(`name="${option.id}"`);
          expect(html, `${tool.id}.${option.id}`).toContain(`>${escapeHtml(option.label[locale])}</label>`);
        }
        const scripts = [...html.matchAll(/<script(?! type="application\/ld\+json">)([^>]*)>/g)].map(([, attrs]) => /src="([^"]+)"/.exec(attrs!)?.[1]);
        expect(scripts[0]).toMatch(/^\/assets\/site-[0-9a-f]{8}\.js$/);
        const worker = /data-worker="([^"]+)"/.exec(html)?.[1];
        if (hasSource(`${tool.family}-tools`)) {
          expect(scripts).toEqual([scripts[0], expect.stringMatching(new RegExp(`^/assets/${tool.family}-tools-[0-9a-f]{8}\\.js$`))]);
        } else expect(scripts).toHaveLength(1);
        if (hasSource(workerOf(tool))) expect(worker).toMatch(new RegExp(`^/assets/${workerOf(tool)}-[0-9a-f]{8}\\.js$`));
        else expect(worker).toBeUndefined();
        // The thumbnails' worker (pdf.js) on the PDF pages that show pages, started only once a file is chosen.
        const thumbnails = /data-thumbnails="([^"]+)"/.exec(html)?.[1];
        if (tool.thumbnails) expect(thumbnails, tool.id).toMatch(/^\/assets\/pdf-render-worker-[0-9a-f]{8}\.js$/);
        else expect(thumbnails, tool.id).toBeUndefined();
        // The button says what it does, in the page's language (before anything is chosen).
        expect(/<button type="submit">([^<]+)<\/button>/.exec(html)?.[1], tool.id).not.toMatch(/^(Start|Empezar)$/);
        // Only its own family's code: no other family's bundle or worker.
        const other = tool.family === 'image' ? 'pdf' : 'image';
        expect(html).not.toContain(`/assets/${other}-`);
        expect(html).toContain(`hreflang="${locale === 'es' ? 'en' : 'es'}"`);
      }
    }
  });

  it('serves each bundle a page names as an immutable script, and no other hash', async () => {
    const urls = new Set<string>();
    for (const tool of browserTools) {
      const html = await (await h.call(`/utilities/${tool.id}`)).text();
      for (const [, src] of html.matchAll(/<script src="([^"]+)"/g)) urls.add(src!);
      const worker = /data-worker="([^"]+)"/.exec(html)?.[1];
      if (worker) urls.add(worker);
    }
    expect(urls.size).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url).toMatch(ASSET);
      const response = await h.call(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await response.text()).length).toBeGreaterThan(100);
      const head = await h.call(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const stale = url.replace(/-[0-9a-f]{8}\.js$/, '-00000000.js');
      expect((await h.call(stale)).status, stale).toBe(404);
      expect((await h.call(url, { method: 'POST' })).status).toBe(405);
    }
    // Compressed when asked, once: the same bytes each time, the same script once decoded.
    const biggest = [...urls].at(-1)!;
    const plain = await (await h.call(biggest)).text();
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const first = await h.call(biggest, { headers: { 'accept-encoding': encoding } });
      expect(first.headers.get('content-encoding')).toBe(encoding);
      expect(first.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = new Uint8Array(await first.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(plain.length);
      expect(decode(bytes).toString('utf8')).toBe(plain);
      expect(new Uint8Array(await (await h.call(biggest, { headers: { 'accept-encoding': encoding } })).arrayBuffer())).toEqual(bytes);
    }
    for (const path of ['/assets/nope-0123abcd.js', '/assets/site-0123abcd.css', '/assets/image-tools-XYZ.js', '/assets/../site-0123abcd.js']) {
      expect((await h.call(path)).status, path).toBe(404);
    }
  });

  it('answers 404 for an unknown tool in both languages, as a page for browsers', async () => {
    for (const path of ['/utilities/no-such-tool', '/es/utilities/no-such-tool', '/calculators/image-resize', '/es/calculators/pdf-merge']) {
      const response = await h.call(path, HTML);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(path.startsWith('/es/') ? '<h1>Página no encontrada</h1>' : '<h1>Page not found</h1>');
      expect((await h.call(path)).status).toBe(404);
    }
  });

  it('keeps the strict CSP on every other page: workers from our origin only (the service worker, a tool page’s), no blob:', async () => {
    for (const path of ['/', '/utilities', '/utilities/slugify', '/es/calculators/hourly-to-salary', '/search?q=pdf']) {
      const csp = (await h.call(path)).headers.get('content-security-policy')!;
      expect(csp, path).not.toContain('blob:');
      expect(csp, path).toContain("worker-src 'self';");
      expect(csp, path).toContain("img-src 'self' data:;");
    }
  });

  it('does not count a browser tool’s page against the rate limit, whatever its query', async () => {
    const limited = await startFetch({ RATE_LIMIT_PER_MINUTE: '1' });
    const tool = browserTools[0]!;
    for (let i = 0; i < 3; i++) expect((await limited.call(`/utilities/${tool.id}?files=a.png`)).status).toBe(200);
    await limited.close();
  });

  it('lists the tools on /utilities under their categories, and in the sitemap in both languages', async () => {
    const sitemap = await (await h.call('/sitemap.xml')).text();
    for (const locale of LOCALES) {
      const html = await (await h.call(locale === 'es' ? '/es/utilities' : '/utilities')).text();
      for (const tool of browserTools) {
        const at = html.indexOf(`href="${locale === 'es' ? '/es' : ''}/utilities/${tool.id}"`);
        expect(at, tool.id).toBeGreaterThan(0);
        const heading = locale === 'es' ? categories[tool.category].es.title : categories[tool.category].title;
        const headingAt = html.lastIndexOf('<h2>', at);
        expect(html.slice(headingAt, html.indexOf('</h2>', headingAt))).toBe(`<h2>${escapeHtml(heading)}`);
        expect(html).toContain(escapeHtml(tool.title[locale]));
      }
    }
    for (const tool of browserTools) {
      expect(sitemap).toContain(`<loc>${h.baseUrl}/utilities/${tool.id}</loc>`);
      expect(sitemap).toContain(`<loc>${h.baseUrl}/es/utilities/${tool.id}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${h.baseUrl}/es/utilities/${tool.id}"/>`);
    }
  });

  it('finds the tools from the search (the home page’s search box asks the same) by their name in either language', async () => {
    for (const tool of browserTools) {
      for (const locale of LOCALES) {
        const prefix = locale === 'es' ? '/es' : '';
        for (const query of [tool.title[locale], tool.title[locale === 'es' ? 'en' : 'es']]) {
          const fragment = await (await h.call(`${prefix}/search?q=${encodeURIComponent(query)}`, { headers: { 'x-page-fragment': 'result' } })).text();
          expect(fragment, `${locale}: ${query}`).toContain(`href="${prefix}/utilities/${tool.id}"`);
        }
      }
    }
    const home = await (await h.call('/')).text();
    expect(home).toContain('data-target="home-results"');
  });

  it('names the file tools on the home page and counts them with the utilities', async () => {
    for (const locale of LOCALES) {
      const home = await (await h.call(locale === 'es' ? '/es/' : '/')).text();
      const count = operations.filter((op) => op.kind === 'utility').length + browserTools.length;
      expect(home).toContain(`<h2 id="home-utilities"><a href="${locale === 'es' ? '/es' : ''}/utilities">${locale === 'es' ? 'Utilidades' : 'Utilities'}</a> <span class="count">${count}</span></h2>`);
      const card = home.slice(home.indexOf('id="home-utilities"'), home.indexOf('</section>', home.indexOf('id="home-utilities"')));
      for (const family of new Set(browserTools.map((tool) => tool.family))) {
        const first = browserTools.find((tool) => tool.family === family)!;
        expect(card).toContain(`/utilities/${first.id}">${escapeHtml(first.title[locale])}</a>`);
      }
      expect(card.match(/<li>/g)?.length).toBe(5);
    }
  });

  it('lists them in list-utilities with the page URL that serves them', async () => {
    // The catalog holds more than one page of 50: every page is read.
    const items: { slug: string; url: string; runsIn: string; endpoint: string | null }[] = [];
    for (let page = 1; ; page++) {
      const body = (await (await h.call('/api/v1/list-utilities', { method: 'POST', body: JSON.stringify({ locale: 'es', perPage: 50, page }) })).json()) as { items: typeof items };
      if (body.items.length === 0) break;
      items.push(...body.items);
    }
    const listed = items.filter((i) => i.runsIn === 'browser');
    expect(listed.map((i) => i.slug)).toEqual(browserTools.map((t) => t.id));
    for (const item of listed) {
      expect(item.endpoint).toBeNull();
      expect((await h.call(item.url.slice(h.baseUrl.length))).status).toBe(200);
      expect((await h.call(`/api/v1/${item.slug}`, { method: 'POST', body: '{}' })).status, 'no API endpoint').toBe(404);
    }
  });
});

describe('the built bundle serves the tools’ pages and scripts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'utility-api-tools-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('embeds every bundle whose source exists and serves it far from the checkout', async () => {
    cpSync('dist', join(dir, 'dist'), { recursive: true });
    const { fetch } = (await import(pathToFileURL(join(dir, 'dist', 'app.js')).href)) as { fetch: (r: Request) => Promise<Response> };
    const viteBase = process.env.BASE_URL;
    delete process.env.BASE_URL;
    try {
      const seen = new Set<string>();
      for (const tool of browserTools) {
        const page = await fetch(new Request(`http://bundle.test/es/utilities/${tool.id}`));
        expect(page.status).toBe(200);
        expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
        const html = await page.text();
        const urls = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
        const worker = /data-worker="([^"]+)"/.exec(html)?.[1];
        if (worker) urls.push(worker);
        for (const url of urls) {
          seen.add(url.replace(/-[0-9a-f]{8}\.js$/, ''));
          const script = await fetch(new Request(`http://bundle.test${url}`));
          expect(script.status, url).toBe(200);
          expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        }
      }
      for (const name of FILE_TOOL_BUNDLES.filter((n) => hasSource(n))) {
        if (browserTools.some((tool) => `${tool.family}-tools` === name || workerOf(tool) === name)) expect(seen, name).toContain(`/assets/${name}`);
      }
    } finally {
      process.env.BASE_URL = viteBase;
    }
  }, 300_000);
});

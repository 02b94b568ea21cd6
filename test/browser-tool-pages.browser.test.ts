import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserTools } from '../src/browser-tools/index.js';
import { LOCALES } from '../src/core/locale.js';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const pathOf = (id: string, locale: string) => `${locale === 'es' ? '/es' : ''}/utilities/${id}`;
const PAGES = browserTools.flatMap((tool) => LOCALES.map((locale) => pathOf(tool.id, locale)));

async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Records every CSP violation the page reports (set before any script of the page runs). */
const RECORD_VIOLATIONS = () => {
  (window as unknown as { violations: string[] }).violations = [];
  document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`));
};

describe.skipIf(!HAS_CHROMIUM)('browser-tool pages in headless Chromium', () => {
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

  it('has no serious or critical axe-core violation and no sideways scroll at 390 px, on every tool in both languages', async () => {
    expect(PAGES.length).toBeGreaterThan(0);
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(h.baseUrl + path);
      problems.push(...(await axeProblems(page)).map((p) => `${path}: ${p}`));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) problems.push(`${path}: ${width} px wide`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads only its own scripts from its own origin, and its CSP lets it start its worker, show blob: images and download blob: links', async () => {
    const tool = browserTools[0]!;
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.addInitScript(RECORD_VIOLATIONS);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(h.baseUrl + pathOf(tool.id, 'en'));
    await page.waitForLoadState('networkidle');
    for (const url of requests) expect(url.startsWith(h.baseUrl), url).toBe(true);
    const other = tool.family === 'image' ? 'pdf' : 'image';
    expect(requests.some((url) => url.includes(`/assets/${other}-`))).toBe(false);
    const assets = requests.filter((url) => url.includes('/assets/')).map((url) => new URL(url).pathname.replace(/-[0-9a-f]{8}\.js$/, ''));
    expect(assets.slice(0, 2)).toEqual(['/assets/site', `/assets/${tool.family}-tools`]);
    // Its worker, if the page script starts it early; nothing else.
    for (const asset of assets.slice(2)) expect(asset).toBe(`/assets/${tool.worker ?? `${tool.family}-worker`}`);

    const checks = await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('form.file-tool')!;
      // The family's worker, from its URL on our origin.
      const worker = await new Promise<string>((resolve) => {
        try {
          const w = new Worker(form.dataset.worker!);
          w.onerror = () => resolve('error');
          setTimeout(() => resolve('started'), 500);
        } catch (error) {
          resolve(String(error));
        }
      });
      // A preview of a file the page made.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 4;
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const image = await new Promise<string>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(`loaded ${img.naturalWidth}`);
        img.onerror = () => resolve('blocked');
        img.src = URL.createObjectURL(blob);
      });
      // A worker from a blob: URL stays refused: only our own scripts run.
      const blobWorker = await new Promise<string>((resolve) => {
        try {
          const w = new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' })));
          w.onmessage = () => resolve('ran');
          w.onerror = () => resolve('refused');
          setTimeout(() => resolve('refused'), 1000);
        } catch {
          resolve('refused');
        }
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob(['made in the browser'], { type: 'text/plain' }));
      link.download = 'result.txt';
      link.textContent = 'result.txt';
      form.querySelector('.file-tool-output')!.append(link);
      return { worker, image, blobWorker };
    });
    expect(checks).toEqual({ worker: 'started', image: 'loaded 4', blobWorker: 'refused' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.file-tool-output a[download]')]);
    expect(download.suggestedFilename()).toBe('result.txt');
    expect(requests.some((url) => /\/assets\/[a-z-]+-worker-[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    // The one refusal is the blob: worker.
    expect(violations).toEqual(['worker-src blob']);
    await context.close();
  });

  it('hides the form without JavaScript (it could only send the file’s name) and says why, in the page’s language', async () => {
    const tool = browserTools[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const locale of LOCALES) {
      await page.goto(h.baseUrl + pathOf(tool.id, locale));
      expect(await page.locator('form.file-tool').isVisible()).toBe(false);
      const notice = page.locator('main p.notice');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(locale === 'es' ? 'necesita JavaScript' : 'needs JavaScript');
    }
    await context.close();
  });
});

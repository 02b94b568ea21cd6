import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

const PAGES = [
  '/es/guides/toon-vs-json-for-llm-prompts',
  '/guides/csv-delimiters-and-typing',
  '/news/es-social-security-contributions-2026',
  '/es/news/us-tax-brackets-standard-deduction-2026',
  '/datasets/time-zone-abbreviations',
  '/es/datasets/ecb-reference-rates-2025-05-09',
  '/es/utilities/csv-to-json',
  '/utilities/timezone-convert',
  '/es/guides',
  '/news',
  '/calculators',
];

describe.skipIf(!HAS_CHROMIUM)('content pages in a real browser (headless Chromium, phone width)', () => {
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

  it('renders every page within the phone’s width, with no console error (CSP) and no request to another origin', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(h.baseUrl)) problems.push(`request to ${request.url()}`);
    });
    for (const path of PAGES) {
      const response = await page.goto(h.baseUrl + path);
      expect(response?.status(), path).toBe(200);
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        lang: document.documentElement.lang,
        h1: document.querySelector('h1')?.getBoundingClientRect().width ?? 0,
        fontSize: parseFloat(getComputedStyle(document.body).fontSize),
      }));
      expect(layout.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
      expect(layout.lang).toBe(path.startsWith('/es/') ? 'es' : 'en');
      expect(layout.h1).toBeGreaterThan(0);
      expect(layout.fontSize).toBeGreaterThanOrEqual(15);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

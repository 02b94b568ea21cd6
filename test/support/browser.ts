import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium, two builds of the same version (.ci/run installs both). Under CI=true a missing one is a failure,
 * not a skip: elsewhere the suite is skipped, and vitest says so.
 *
 * - `chromium`, the full browser: for what only it does (an installable app's checks, Lighthouse).
 * - `chromium-headless-shell`, the same engine without the browser's shell: what Playwright itself runs headless
 *   tests in, and what `launchChromium` starts. Loading the same 68 pages (a quarter of the sitemap, axe-core on a
 *   third of them) took it about a fifth less CPU than the full browser (24 s against 30 s, read from /proc for the
 *   browser's processes), and the browser is about half of the suite's CPU.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const HAS_CHROMIUM = existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL);
if (process.env.CI === 'true' && !HAS_CHROMIUM) throw new Error(`CI=true but ${CHROMIUM} or ${HEADLESS_SHELL} is not installed: the browser tests cannot run`);

export const PHONE = { width: 390, height: 844 };

/**
 * Playwright's own waits (a navigation, a selector, a click) default to 30 s; on a machine busy with another copy of the
 * suite a page can take longer than that to come, so every context this browser makes waits up to 120 s — a hang
 * guard, not a budget.
 */
const WAIT_MS = 120_000;

/**
 * Every context this browser makes blocks service workers unless it asks for them (`serviceWorkers: 'allow'`): a page
 * visited registers the offline copy (src/client/sw.ts), which then fetches and stores the page's shell and modules in
 * the background — work for the browser and the server on every navigation of a test that is not about the offline
 * copy. The offline copy's own tests (test/offline.browser.test.ts, and one in test/device-pages.browser.test.ts) allow
 * it, as a visitor's browser does, and so does the image tools' check that no file is uploaded
 * (test/image-tools.browser.test.ts), which must see every request a page could make, the service worker's included.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: ['--no-sandbox', '--disable-gpu'] });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage makes its context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  return browser;
}

/** Polls `read` until `accept` holds or `timeoutMs` passes; returns the last value read. */
export async function waitFor<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * The page's address once the live form has written it: it follows the result shown, after the frame with the result
 * is drawn (src/client/page/tool-live.ts, followAddress). Read in the page, not from Playwright's own record of it.
 */
export async function addressOf(page: Page): Promise<URL> {
  const href = await page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(() => resolve(location.href), 0), 0))));
  return new URL(href);
}

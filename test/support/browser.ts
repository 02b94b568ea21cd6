import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install chromium`; .ci/run installs it). Under CI=true a missing browser is a failure,
 * not a skip: elsewhere the suite is skipped, and vitest says so.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
if (process.env.CI === 'true' && !HAS_CHROMIUM) throw new Error(`CI=true but ${CHROMIUM} is not installed: the browser tests cannot run`);

export const PHONE = { width: 390, height: 844 };

/**
 * Playwright's own waits (a navigation, a selector, a click) default to 30 s; on a machine busy with another copy of the
 * suite a page can take longer than that to come, so every context this browser makes waits up to 120 s — a hang
 * guard, not a budget.
 */
const WAIT_MS = 120_000;

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage makes its context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
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

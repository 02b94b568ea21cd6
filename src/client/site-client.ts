/**
 * The site's script, on every page (no framework, a classic script): the search page's results update as one types
 * (its form, marked `data-live`, searches on the device with src/client/search-device.ts, or else asks the server for
 * the results section alone with `X-Page-Fragment: result`); and,
 * on the utility pages, Copy buttons, "Open a file…" (read in the browser into a text box) and "Now" for a time field,
 * all rendered hidden (`data-js`) or as plain links, so nothing is dead without the script. A calculator's or
 * utility's own form is computed on the device by its module (src/client/page/tool-runtime.ts), not here. It also
 * registers the service worker (src/client/sw.ts) that keeps the pages visited for offline use, and says so on a page
 * the service worker served from its copy.
 */

import { offlineStrings } from '../adapters/site/site-strings.js';

const DEBOUNCE_MS = 250;

function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  }
  return params.toString();
}

/** The search module's URL (src/client/search-device.ts), written in at build time (scripts/browser-bundles.mjs). */
declare const __SEARCH_MODULE__: string;

type Searcher = (search: string) => string;
let searcher: Promise<Searcher | undefined> | undefined;

/** The search on the device, loaded once, on the first use of a search box; undefined when it cannot load (offline). */
function deviceSearch(action: URL): Promise<Searcher | undefined> {
  searcher ??= import(__SEARCH_MODULE__)
    .then((module: { deviceSearch(url: string, locale: string): Promise<Searcher> }) => module.deviceSearch(`${action.pathname}.json`, action.pathname.startsWith('/es/') ? 'es' : 'en'))
    .catch(() => undefined);
  return searcher;
}

/**
 * The search form: its results section redrawn as the visitor types, the URL kept in step — on the device, with the
 * server's index and ranking; if that cannot load, asked of the server (the results section alone).
 */
function enhance(form: HTMLFormElement): void {
  const target = () => document.getElementById(form.dataset.target ?? 'result');
  const action = new URL(form.action, location.href);
  const ownPage = action.pathname === location.pathname;
  let last = ownPage ? location.search.replace(/^\?/, '') : '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let onDevice = false;

  function show(html: string): void {
    const holder = target();
    if (!holder) return;
    const template = document.createElement('template');
    template.innerHTML = html;
    const section = template.content.firstElementChild as HTMLElement | null;
    if (!section) return;
    if (holder.id === section.id) holder.replaceWith(section);
    else holder.replaceChildren(section);
  }

  async function update(force = false): Promise<void> {
    const query = queryOf(form);
    if (!force && query === last) return;
    last = query;
    const url = action.pathname + (query ? `?${query}` : '');
    if (ownPage) history.replaceState(null, '', url);
    inFlight?.abort();
    const search = await deviceSearch(action);
    if (query !== last) return; // a newer edit is drawn instead
    if (search) {
      onDevice = true;
      show(search(query));
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await fetch(url, { headers: { 'X-Page-Fragment': 'result' }, signal: controller.signal });
      const html = await response.text();
      if (controller === inFlight) show(html);
    } catch {
      // Aborted by a newer change, or offline: the form still submits without the script.
    }
  }

  // On the device every edit is drawn at once; the server is asked only after a pause in typing.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), onDevice ? 0 : DEBOUNCE_MS);
  };
  form.addEventListener('focusin', () => void deviceSearch(action), { once: true });
  form.addEventListener('input', schedule);
  form.addEventListener('change', schedule);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update(true);
  });
}

/** Shows what works only with the script (Copy, "Open a file…"). */
function reveal(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-js]')) element.hidden = false;
}

/** Says "Copied" or "File read" in the page's live region (emptied first, so the same words are said again). */
function say(key: 'copied' | 'read'): void {
  const region = document.getElementById('announce');
  if (!region) return;
  region.textContent = '';
  setTimeout(() => (region.textContent = region.dataset[key] ?? ''), 100);
}

async function copy(source: HTMLElement): Promise<void> {
  const text = source.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (a page not served over HTTPS, an older browser): select the text and copy it the old way;
    // if even that is refused, the text stays selected for Ctrl+C.
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    if (!document.execCommand('copy')) return;
  }
  say('copied');
}

/** The address of the result shown (the address bar follows the form), for sharing. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    say('copied');
  } catch {
    // No clipboard API (not HTTPS, an older browser): the address bar holds the same link.
  }
}

/**
 * A result table as CSV (RFC 4180: comma, quotes doubled, CRLF): each cell's raw value (`data-v`: a number as the API
 * writes it, not as the page formats it) where it has one, else its text.
 */
function csvOf(table: HTMLTableElement): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return [...table.rows].map((row) => [...row.cells].map((cell) => quote(cell.dataset.v ?? (cell.textContent ?? '').trim())).join(',')).join('\r\n') + '\r\n';
}

function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

document.addEventListener('click', (event) => {
  const target = event.target as HTMLElement;
  const button = target.closest<HTMLElement>('[data-copy], [data-open-file], [data-now], [data-copy-link], [data-csv]');
  if (!button) return;
  const { copy: copyFrom, openFile, now, csv } = button.dataset;
  if (button.hasAttribute('data-copy-link')) {
    void copyText(location.href);
  } else if (csv) {
    const table = document.getElementById(csv);
    if (table instanceof HTMLTableElement) download(csvOf(table), button.dataset.filename ?? 'table.csv');
  } else if (copyFrom) {
    const source = document.getElementById(copyFrom);
    if (source) void copy(source);
  } else if (openFile) {
    document.querySelector<HTMLInputElement>(`[data-file-for="${openFile}"]`)?.click();
  } else if (now) {
    // The time of the click, not of the page (the link's own value, for visitors without the script).
    const field = document.getElementById(now) as HTMLInputElement | null;
    if (!field) return;
    event.preventDefault();
    field.value = String(Math.floor(Date.now() / 1000));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
});

// A local file read in the browser becomes the text box's text, as if typed: the file itself is never sent.
document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  const id = input.dataset.fileFor;
  const file = input.files?.[0];
  if (!id || !file) return;
  void file.text().then((text) => {
    const field = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!field) return;
    field.value = text;
    input.value = '';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    say('read');
  });
});

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-live]')) enhance(form);
reveal(document);

/**
 * Offline: the service worker is registered once the page has loaded (its install fetches the shell, which must not
 * compete with the page's own requests). Its first visit happens before it controls the page, so the page tells it
 * what to keep: its address and every script, module and worker it names, and the rates it fetched.
 */
function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page the worker already controls came through it, and was kept then: only what it may not have loaded yet
  // (a file tool's worker starts on submit) is named.
  const controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined); // refused (private windows, some settings): online only
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'keep', urls: pageUrls(!controlled) }));
}

function pageUrls(withPage: boolean): string[] {
  const urls = new Set<string>(withPage ? [location.pathname + location.search] : []);
  for (const script of document.scripts) if (script.src) urls.add(script.src);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) urls.add(link.href);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-op], form[data-worker], form[data-thumbnails]')) {
    if (form.dataset.thumbnails) urls.add(form.dataset.thumbnails);
    if (form.dataset.op) urls.add(form.dataset.op);
    if (form.dataset.worker) urls.add(form.dataset.worker);
  }
  for (const entry of performance.getEntriesByType('resource')) if (new URL(entry.name).pathname.startsWith('/data/ecb-rates')) urls.add(entry.name);
  return [...urls];
}

/** On a copy the service worker served offline (`data-offline-copy` on `<html>`, the time it was saved): says so, first in the page. */
function offlineNotice(saved: string): void {
  const main = document.querySelector('main');
  if (!main) return;
  const locale = document.documentElement.lang === 'es' ? 'es' : 'en';
  const t = offlineStrings[locale];
  const date = new Date(saved);
  const notice = document.createElement('div');
  notice.className = 'offline-notice';
  notice.setAttribute('role', 'status');
  const title = document.createElement('strong');
  title.textContent = t.offline;
  notice.append(title);
  if (!Number.isNaN(date.getTime())) {
    const [before, after] = t.saved('\0').split('\0');
    const time = document.createElement('time');
    time.dateTime = saved;
    time.textContent = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
    notice.append(` ${before}`, time, after ?? '');
  }
  if (/\/calculators\/[^/]+\/?$/.test(location.pathname)) notice.append(` ${t.rules}`);
  main.prepend(notice);
}

const savedAt = document.documentElement.dataset.offlineCopy;
if (savedAt !== undefined) offlineNotice(savedAt);
if (document.readyState === 'complete') keepForOffline();
else addEventListener('load', keepForOffline, { once: true });

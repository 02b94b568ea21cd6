/**
 * A calculator's or utility's page, computed on the visitor's device (`/assets/tool-<hash>.js`, an ES module): the
 * entry the page runs at load, kept small. The server draws the page whole — form, result, chart — so nothing needs
 * computing before the visitor's first edit. What computes (tool-live.ts, with the operation's module, zod, the rules
 * and the renderer: some 250 KB of script) is imported when the visitor first touches the form — focuses a control,
 * presses on it, types — or at once when the page must compute at load: an address the result does not answer (a
 * page kept offline, opened with another query), a result the server could not compute (its rate limit, its pool
 * busy), a form the browser restored with other values. Those modules are fetched ahead, once the page has been
 * painted (the page names them in `<template id="tool-modules">`, site-layout.ts: this puts the preload links in the
 * head), so only their evaluation waits for the touch: evaluated at load, it held a phone's main thread for about half
 * a second while the page was already drawn (bench/README.md, "Lighthouse").
 *
 * Edits made while the modules load are not lost: the live form computes the form as it then stands, a submit (Enter)
 * waits for it, and Add-a-row and Remove presses are done in order.
 */

import type { Early } from './tool-live.js';

/** The first signs that the visitor is about to edit. */
const TOUCH = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * The pages' CSP refuses `eval` (`script-src 'self'`), so zod's compiled parsers can never run on a page; zod would
 * still probe with `new Function` when its first object schema is made, and Chromium reports the refused probe as a
 * CSP violation (DevTools' Issues, Lighthouse's `inspector-issues`). `jitless` skips the probe. Set on the global that
 * zod's `config()` writes (zod/v4/core), before any of zod is evaluated: this entry runs before every other module of
 * the page, and importing zod here would evaluate it at load. The page's Web Worker has no such CSP and keeps the
 * compiled parsers.
 */
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

function prepare(form: HTMLFormElement): void {
  // What only the live form does is drawn hidden; shown now, so the page does not shift when the modules load.
  for (const hidden of form.querySelectorAll<HTMLElement>('[data-add-row], [data-remove-row], .live-note')) hidden.hidden = false;
  const waiting = new AbortController();
  // An input or change event before the live form attached is computed as the live form computes one (when the form's
  // query is not the one the result answers), even when the form reads as drawn again: the same edit must not give a
  // result or not depending on whether the modules had loaded yet.
  let changed = false;
  const early: Early = { submitted: false, clicked: [], edited: () => changed || editedBeforeReady(form), stop: () => waiting.abort() };
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    preload(true);
    import('./tool-live.js')
      .then(({ enhance }) => enhance(form, early))
      .catch((error: unknown) => {
        // The modules could not load (offline and never kept, or a bug): the form still works as a GET form.
        console.error(error);
        waiting.abort();
        if (early.submitted) form.submit();
      });
  };
  const listen = { signal: waiting.signal };
  for (const type of TOUCH) form.addEventListener(type, start, listen);
  for (const type of ['input', 'change']) form.addEventListener(type, () => (changed = true), listen);
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      early.submitted = true;
      start();
    },
    listen,
  );
  form.addEventListener(
    'click',
    (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-add-row], button[data-remove-row]');
      if (!button) return;
      early.clicked.push(button);
      start();
    },
    listen,
  );

  const section = document.getElementById('result');
  // A random result (a password, a UUID) drawn by the server is made again here, so the one used was made on the device.
  const mustCompute = () =>
    form.dataset.random !== undefined || location.search.replace(/^\?/, '') !== (section?.dataset.query ?? '') || section?.dataset.retryAfter !== undefined || editedBeforeReady(form);
  if (mustCompute()) {
    start();
    return;
  }
  // Edits from now on are computed on the device (the first one once the modules have loaded).
  form.dataset.ready = 'true';
  // A browser may restore the form's values after this ran; the load event comes after that.
  addEventListener('load', () => mustCompute() && start(), { once: true });
  // The modules are fetched once the page is on screen, so they never compete with drawing it (at once in a tab not
  // shown). A heavy operation computes in the page's Web Worker, and its page preloads the worker's module too
  // (site-pages.ts): once everything is fetched the worker is started, on its own thread, so the first edit does not
  // wait for it to load its modules.
  const worker = form.dataset.worker === undefined ? undefined : new URL(form.dataset.worker, location.href).href;
  const painted = (): void => {
    preload(false).then(() => {
      if (worker === undefined || !preloaded.has(worker) || started || early.worker !== undefined) return;
      early.worker = new Worker(worker, { type: 'module' });
      early.worker.postMessage({ warm: form.dataset.op });
    }, () => undefined);
  };
  if (document.visibilityState === 'hidden') painted();
  else requestAnimationFrame(() => setTimeout(painted, 0));
}

/** The page's preload links (`<template id="tool-modules">`, inert there), not yet in the head. */
const waitingLinks: HTMLLinkElement[] = (() => {
  const template = document.getElementById('tool-modules');
  if (!(template instanceof HTMLTemplateElement)) return [];
  template.remove();
  return [...template.content.querySelectorAll('link')];
})();
/** The URLs they name. */
const preloaded = new Set(waitingLinks.map((link) => new URL(link.getAttribute('href') ?? '', location.href).href));
/** Settles once every link put in the head has loaded (or failed). */
let fetched: Promise<unknown> = Promise.resolve();

/**
 * Puts the preload links in the head: the modules are fetched and compiled, not run. Each starts a fetch, a little
 * work on the main thread, so they go in two at a time, a task each, unless `all` are wanted now (the visitor touched
 * the form). Settles when all have loaded.
 */
function preload(all: boolean): Promise<unknown> {
  const links = waitingLinks.splice(0, all ? waitingLinks.length : 2);
  const loaded = links.map(
    (link) =>
      new Promise((settle) => {
        link.addEventListener('load', settle);
        link.addEventListener('error', settle);
      }),
  );
  fetched = Promise.all([fetched, ...loaded]);
  document.head.append(...links);
  if (waitingLinks.length === 0) return fetched;
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => preload(all));
}

/**
 * Whether a control holds something else than the server drew in it: typed into (or restored by the browser) before
 * the live form attached, so no listener saw it and the result still answers the form as drawn.
 */
function editedBeforeReady(form: HTMLFormElement): boolean {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    if (control instanceof HTMLSelectElement) {
      // No option marked `selected` in the HTML shows the first one.
      const drawn = [...control.options].findIndex((option) => option.defaultSelected);
      if (control.selectedIndex !== Math.max(drawn, 0)) return true;
    } else if (control.value !== control.defaultValue) {
      // A number or date field drawn with text it cannot hold ("abc", as typed and refused) reads as blank: not an edit.
      const refused = control instanceof HTMLInputElement && (control.type === 'number' || control.type === 'date') && control.value === '';
      if (!refused) return true;
    }
  }
  return false;
}

// No Referer leaves a tool page (its address holds what the visitor typed): the server sends `Referrer-Policy:
// no-referrer` with every page (src/adapters/http/page-security.ts), which the service worker keeps with the page.
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-op]')) prepare(form);

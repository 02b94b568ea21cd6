/**
 * A tool page's live form: what computes on the visitor's device, loaded by the page's entry (tool-runtime.ts) when
 * the visitor first touches the form, or at once when the page must compute at load. The form names its operation's
 * module (`data-op`: the operation's run and page parts, src/client/build) and the Web Worker for heavy work
 * (`data-worker`). Each edit reads the form as the GET form would send it, keeps the address bar in step (the URL is
 * the link to share), runs the operation through the renderer the server draws the first paint with
 * (src/adapters/site/tool/tool-result.ts) and swaps the result in: no request, no debounce, no rate limit. An operation
 * whose cost can be large (heavy, or an input past the server's offload size) runs in the worker, so typing never
 * freezes; a newer edit replaces the result of an older one.
 */

import type { Locale } from '../../core/locale.js';
import type { PageOperation } from '../../core/operation.js';
import { formModel } from '../../adapters/site/tool/form-model.js';
import { CLEAR } from '../../adapters/site/tool/query-input.js';
import { failedSections, shownFrom, toolResult } from '../../adapters/site/tool/tool-result.js';
import { shouldOffload } from '../../workers/offload.js';
import { browserContext } from './browser-context.js';
import { PageWorker, type DrawnResult } from './page-worker-client.js';

/**
 * A query longer than this would pass the server's header limit (16 KB): the address bar is then left alone and the
 * page says it cannot be shared as a link (the result is still computed here, for the whole text).
 */
const MAX_QUERY = 12_000;

/** The query the GET form would send: every filled control, blank ones left out (so defaults apply). */
export function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  }
  return params.toString();
}

/** What happened on the form before this module's listeners were attached, as the page's entry saw it. */
export interface Early {
  /** The form was submitted (Enter in a field): computed at once. */
  submitted: boolean;
  /** Add-a-row and Remove buttons pressed, in order: done now. */
  clicked: HTMLButtonElement[];
  /** Whether a control holds something else than the server drew in it (typed into, or restored by the browser). */
  edited(): boolean;
  /** Stops the entry's own listeners; called once this module's are attached. */
  stop(): void;
  /** The page's worker, when the entry started it already (a heavy operation's page, once drawn). */
  worker?: Worker;
}

/** Makes the form live: from now on every edit is computed here. */
export async function enhance(form: HTMLFormElement, early: Early): Promise<void> {
  const op = ((await import(form.dataset.op!)) as { default: PageOperation }).default;
  const locale: Locale = document.documentElement.lang === 'es' ? 'es' : 'en';
  const start = startOf(form, op, locale);
  const action = new URL(form.action, location.href).pathname;
  const ctx = browserContext();
  const worker = form.dataset.worker ? new PageWorker(form.dataset.worker, form.dataset.op!, Number(form.dataset.deadlineMs) || undefined) : undefined;
  // Heavy operations have their worker started by the page's entry once the page is drawn and its modules fetched
  // (else now), so the first edit does not wait for it to load.
  if (worker && early.worker) worker.adopt(early.worker);
  if (worker && op.heavy) worker.warm();
  let shown = document.getElementById('result')?.dataset.query ?? '';
  let generation = 0;

  async function update(force = false): Promise<void> {
    const query = queryOf(form);
    if (!force && query === shown) return;
    shown = query;
    const long = query.length > MAX_QUERY;
    const tooLong = document.getElementById('too-long');
    if (tooLong) tooLong.hidden = !long;
    await draw(query ? `?${query}` : '', long);
  }

  async function draw(search: string, long: boolean): Promise<void> {
    const mine = ++generation;
    const request = { locale, search, baseUrl: location.origin, ...(start ? { start } : {}) };
    let drawn: DrawnResult;
    if (worker && shouldOffload(op, search.length)) {
      drawn = await worker.draw(request, locale);
    } else {
      try {
        const result = await toolResult({ op, ...request, ctx });
        drawn = { html: `${result.answer}\n${result.html}`, errors: Object.fromEntries(result.errors) };
      } catch (error) {
        console.error(error);
        drawn = { html: failedSections(locale, search), errors: {} };
      }
    }
    if (mine !== generation) return; // a newer edit has been drawn, or will be
    swap(drawn.html);
    showErrors(form, drawn.errors);
    if (!long) followAddress(action + search);
  }

  form.addEventListener('input', () => void update());
  form.addEventListener('change', () => void update());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void update(true);
  });
  /** Add a row or remove one; whether the button was one of those. */
  const rowButton = (button: HTMLButtonElement | null): boolean => {
    const group = button?.closest<HTMLElement>('[data-rows]');
    if (!button || !group || !button.isConnected) return false;
    if (button.hasAttribute('data-add-row')) addRow(group);
    else if (button.hasAttribute('data-remove-row')) removeRow(group, button.closest<HTMLElement>('[data-row]')!);
    else return false;
    return true;
  };
  form.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (rowButton(target.closest('button'))) {
      void update();
    } else if (target.closest('[data-clear]')) {
      // A blank form, drawn here as the server draws `?clear`; the next edit computes as usual.
      event.preventDefault();
      clearForm(form);
      shown = CLEAR;
      void draw(`?${CLEAR}`, false);
    }
  });
  early.stop();
  // Computed again here: a page the service worker kept for this path that answers another query (offline), and a
  // page the server did not compute (its rate limit, or its pool busy: the section then says when to retry).
  const section = document.getElementById('result');
  const startChanged = location.search === '' && start !== undefined && form.dataset.start !== undefined && JSON.stringify(start) !== form.dataset.start;
  if (location.search.replace(/^\?/, '') !== shown || section?.dataset.retryAfter !== undefined || startChanged) {
    // The server drew another day's start (a copy kept offline, or the visitor's day is not the server's): today's here.
    const search = startChanged ? `?${new URLSearchParams([...shownFrom(start, formModel(op, locale)).shown].filter(([, v]) => v !== '')).toString()}` : location.search;
    fillFrom(form, search, op, locale);
    shown = '\0';
    await update(true);
  } else {
    // What the visitor did before this module (and the operation's) had loaded: those events came before the listeners.
    const clicked = early.clicked.filter(rowButton).length > 0;
    if (early.submitted) await update(true);
    else if (clicked || early.edited()) await update();
    // A random result (a password) drawn by the server is made again here, for the same address: the one the visitor
    // uses is made on the device (tool-runtime.ts starts this module at once on such a page).
    else if (form.dataset.random !== undefined) await draw(location.search, false);
  }
  form.dataset.ready = 'true';
}

/** The address the bar will show next, once the frame with its result is drawn (one write for a burst of edits). */
let nextAddress: string | undefined;

/**
 * The address bar follows the result shown, the link to share. Chromium takes milliseconds to record an address
 * (tens at 4× CPU, more for a long query: bench/README.md, "Where the time goes"), so it is written after the frame
 * with the result has been drawn, and only the latest of the edits made meanwhile.
 */
function followAddress(address: string): void {
  const pending = nextAddress !== undefined;
  nextAddress = address;
  if (pending) return;
  const write = (): void => {
    const latest = nextAddress!;
    nextAddress = undefined;
    if (latest !== location.pathname + location.search) history.replaceState(history.state, '', latest);
  };
  // A tab not shown draws no frame: written at once there.
  if (document.visibilityState === 'hidden') setTimeout(write, 0);
  else requestAnimationFrame(() => setTimeout(write, 0));
}

/**
 * The query's values in the form, as the server draws it for that query: the service worker keeps each page as drawn
 * for no query (the example's values), and opened offline with another query the form takes it here before the result
 * is computed: as many rows as the query names and a blank one, a field it leaves out blank, a choice it leaves out at
 * its default.
 */
function fillFrom(form: HTMLFormElement, search: string, op: PageOperation, locale: Locale): void {
  const params = new URLSearchParams(search);
  for (const group of form.querySelectorAll<HTMLElement>('[data-rows]')) {
    const prefix = `${group.dataset.rows}[`;
    let rows = 0;
    for (const name of params.keys()) if (name.startsWith(prefix)) rows = Math.max(rows, (Number.parseInt(name.slice(prefix.length), 10) || 0) + 1);
    const wanted = Math.min(rows + 1, Number(group.dataset.maxRows ?? 100));
    while (rowsOf(group).length < wanted) addRow(group, false);
    for (const extra of rowsOf(group).slice(wanted)) extra.remove();
  }
  const defaults = new Map<string, string>();
  for (const field of formModel(op, locale)) {
    if (field.shape === 'value' && field.input.default !== undefined && field.input.default !== null) defaults.set(field.input.key, String(field.input.default));
  }
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    control.value = params.get(control.name) ?? (control instanceof HTMLSelectElement ? (defaults.get(control.name) ?? '') : '');
  }
}

/**
 * The new answer and result sections in place of the old ones, with the view the visitor picked (a diff side by side
 * or unified) kept. The answer's section stays and takes the new children: it is the live region a screen reader
 * follows.
 */
function swap(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const section of [...template.content.children] as HTMLElement[]) {
    const holder = section.id ? document.getElementById(section.id) : null;
    if (!holder) continue;
    for (const picked of holder.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')) {
      const same = section.querySelector<HTMLInputElement>(`input[name="${picked.name}"][value="${picked.value}"]`);
      if (same) same.checked = true;
    }
    for (const element of section.querySelectorAll<HTMLElement>('[data-js]')) element.hidden = false;
    if (section.id === 'answer') {
      for (const { name, value } of section.attributes) holder.setAttribute(name, value);
      holder.replaceChildren(...section.childNodes);
    } else {
      holder.replaceWith(section);
    }
  }
}

/**
 * What the page starts with: the definition's `start` for the visitor's own day where it has one (a copy kept offline
 * from another day, a visitor west or east of the server's day), else the server's (the first example).
 */
function startOf(form: HTMLFormElement, op: PageOperation, locale: Locale): Record<string, unknown> | undefined {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (op.page?.start) return op.page.start(today, locale) as Record<string, unknown>;
  return form.dataset.start ? (JSON.parse(form.dataset.start) as Record<string, unknown>) : undefined;
}

/** "Clear the form": every control blank (a choice at its blank or first option), one blank row per list. */
function clearForm(form: HTMLFormElement): void {
  for (const group of form.querySelectorAll<HTMLElement>('[data-rows]')) for (const extra of rowsOf(group).slice(1)) extra.remove();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    if (control instanceof HTMLSelectElement) control.selectedIndex = 0;
    else control.value = '';
  }
}

/** The messages of the new result beside their fields; fields without one are cleared. */
function showErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>): void {
  for (const line of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = line.dataset.errorFor!;
    const message = errors[name];
    line.textContent = message ?? '';
    line.hidden = message === undefined;
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLElement) {
      if (message === undefined) control.removeAttribute('aria-invalid');
      else control.setAttribute('aria-invalid', 'true');
    }
  }
}

function rowsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>('[data-row]')];
}

function addRow(group: HTMLElement, focus = true): void {
  const rows = rowsOf(group);
  if (rows.length >= Number(group.dataset.maxRows ?? 100)) return;
  const copy = rows[rows.length - 1]!.cloneNode(true) as HTMLElement;
  for (const control of copy.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) control.selectedIndex = 0;
    else control.value = '';
    control.removeAttribute('aria-invalid');
  }
  for (const error of copy.querySelectorAll<HTMLElement>('[data-error-for]')) error.hidden = true;
  rows[rows.length - 1]!.after(copy);
  renumber(group);
  if (focus) copy.querySelector<HTMLElement>('input, select, textarea')?.focus();
}

function removeRow(group: HTMLElement, row: HTMLElement): void {
  const rows = rowsOf(group);
  if (rows.length <= 1) {
    for (const control of row.querySelectorAll<HTMLInputElement>('input, textarea')) control.value = '';
    return;
  }
  const next = rows[rows.indexOf(row) + 1] ?? rows[rows.indexOf(row) - 1];
  row.remove();
  renumber(group);
  next?.querySelector<HTMLElement>('input, select, textarea')?.focus();
}

/** Rows keep contiguous indexes: `invoices[0][amount]`, `invoices[1][amount]`… and matching ids and labels. */
function renumber(group: HTMLElement): void {
  const key = group.dataset.rows!;
  rowsOf(group).forEach((row, i) => {
    const legend = row.querySelector('legend');
    if (legend) legend.textContent = legend.textContent!.replace(/\d+/, String(i + 1));
    const rename = (value: string) => value.replace(new RegExp(`^(${key}\\[)\\d+(\\])`), `$1${i}$2`).replace(new RegExp(`^(f-${key}-)\\d+`), `$1${i}`);
    for (const element of row.querySelectorAll<HTMLElement>('[name], [id], [for], [aria-describedby], [data-error-for]')) {
      for (const attribute of ['name', 'id', 'for', 'data-error-for']) {
        const value = element.getAttribute(attribute);
        if (value !== null) element.setAttribute(attribute, rename(value));
      }
      const described = element.getAttribute('aria-describedby');
      if (described !== null) element.setAttribute('aria-describedby', described.split(' ').map(rename).join(' '));
    }
  });
}

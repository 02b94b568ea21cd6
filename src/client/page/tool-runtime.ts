/**
 * A calculator's or utility's page, computed on the visitor's device (`/assets/tool-<hash>.js`, an ES module). The
 * form names its operation's module (`data-op`: the operation's run and page parts, src/client/build) and the Web
 * Worker for heavy work (`data-worker`). Each edit reads the form as the GET form would send it, keeps the address bar
 * in step (the URL is the link to share), runs the operation through the renderer the server draws the first paint
 * with (src/adapters/site/tool/tool-result.ts) and swaps the result in: no request, no debounce, no rate limit. An
 * operation whose cost can be large (heavy, or an input past the server's offload size) runs in the worker, so typing
 * never freezes; a newer edit replaces the result of an older one.
 */

import type { Locale } from '../../core/locale.js';
import type { PageOperation } from '../../core/operation.js';
import { formModel } from '../../adapters/site/tool/form-model.js';
import { failedSection, toolResult } from '../../adapters/site/tool/tool-result.js';
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

async function enhance(form: HTMLFormElement): Promise<void> {
  const op = ((await import(form.dataset.op!)) as { default: PageOperation }).default;
  const locale: Locale = document.documentElement.lang === 'es' ? 'es' : 'en';
  const example = form.dataset.example ? (JSON.parse(form.dataset.example) as Record<string, unknown>) : undefined;
  const action = new URL(form.action, location.href).pathname;
  const ctx = browserContext();
  const worker = form.dataset.worker ? new PageWorker(form.dataset.worker, form.dataset.op!, Number(form.dataset.deadlineMs) || undefined) : undefined;
  // Heavy operations start their worker now, so the first edit does not wait for it to load.
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
    if (!long) history.replaceState(history.state, '', action + (query ? `?${query}` : ''));
    const search = query ? `?${query}` : '';
    const mine = ++generation;
    const request = { locale, search, baseUrl: location.origin, ...(example ? { example } : {}) };
    let drawn: DrawnResult;
    if (worker && shouldOffload(op, search.length)) {
      drawn = await worker.draw(request, locale);
    } else {
      try {
        const result = await toolResult({ op, ...request, ctx });
        drawn = { html: result.html, errors: Object.fromEntries(result.errors) };
      } catch (error) {
        console.error(error);
        drawn = { html: failedSection(locale, search), errors: {} };
      }
    }
    if (mine !== generation) return; // a newer edit has been drawn, or will be
    swap(drawn.html);
    showErrors(form, drawn.errors);
  }

  form.addEventListener('input', () => void update());
  form.addEventListener('change', () => void update());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void update(true);
  });
  form.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('button');
    const group = button?.closest<HTMLElement>('[data-rows]');
    if (!button || !group) return;
    if (button.hasAttribute('data-add-row')) addRow(group);
    else if (button.hasAttribute('data-remove-row')) removeRow(group, button.closest<HTMLElement>('[data-row]')!);
    else return;
    void update();
  });
  for (const hidden of form.querySelectorAll<HTMLElement>('[data-add-row], [data-remove-row], .live-note')) hidden.hidden = false;
  // Computed again here: a page the service worker kept for this path that answers another query (offline), and a
  // page the server did not compute (its rate limit, or its pool busy: the section then says when to retry).
  const section = document.getElementById('result');
  if (location.search.replace(/^\?/, '') !== shown || section?.dataset.retryAfter !== undefined) {
    fillFrom(form, location.search, op, locale);
    shown = '\0';
    await update(true);
  } else if (editedBeforeReady(form)) {
    // Typed into before this module (and the operation's) had loaded: that edit's event came before the listeners.
    await update();
  }
  form.dataset.ready = 'true';
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
 * Whether a control holds something else than the server drew in it: typed into (or restored by the browser) before
 * the runtime attached, so no listener saw it and the result still answers the form as drawn.
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

/** The new result section in place of the old one, with the view the visitor picked (a diff side by side or unified) kept. */
function swap(html: string): void {
  const holder = document.getElementById('result');
  if (!holder) return;
  const template = document.createElement('template');
  template.innerHTML = html;
  const section = template.content.firstElementChild as HTMLElement | null;
  if (!section) return;
  for (const picked of holder.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')) {
    const same = section.querySelector<HTMLInputElement>(`input[name="${picked.name}"][value="${picked.value}"]`);
    if (same) same.checked = true;
  }
  for (const element of section.querySelectorAll<HTMLElement>('[data-js]')) element.hidden = false;
  holder.replaceWith(section);
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

/**
 * The address holds the inputs (a key, a token, a text on the hmac, jwt-decode and hash pages) and changes with every
 * edit. What the page requests afterwards — the rates, the worker, and the browser's own look for the favicon on each
 * new address — must not carry it as its Referer: the page sends none from now on.
 */
function sendNoReferrer(): void {
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.append(meta);
}

const forms = document.querySelectorAll<HTMLFormElement>('form[data-op]');
if (forms.length > 0) sendNoReferrer();
for (const form of forms) void enhance(form);

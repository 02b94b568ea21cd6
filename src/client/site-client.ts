/**
 * The pages' one script (no framework): forms marked `data-live` update their result as the visitor types. The
 * server renders the result — the same code and words as without JavaScript — and this script asks for the result
 * section alone (`X-Page-Fragment: result`), swaps it in and keeps the URL in step, so the address bar is always the
 * link to share. Lists of rows get add and remove buttons. At the rate limit it waits as long as the server says.
 */

const DEBOUNCE_MS = 250;

function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  }
  return params.toString();
}

function enhance(form: HTMLFormElement): void {
  const target = () => document.getElementById(form.dataset.target ?? 'result');
  const action = new URL(form.action, location.href);
  const ownPage = action.pathname === location.pathname;
  let last = ownPage ? location.search.replace(/^\?/, '') : '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  for (const hidden of form.querySelectorAll<HTMLElement>('[data-add-row], [data-remove-row], .live-note')) hidden.hidden = false;

  async function update(force = false): Promise<void> {
    const query = queryOf(form);
    if (!force && query === last) return;
    last = query;
    const url = action.pathname + (query ? `?${query}` : '');
    if (ownPage) history.replaceState(null, '', url);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let html: string;
    try {
      const response = await fetch(url, { headers: { 'X-Page-Fragment': 'result' }, signal: controller.signal });
      html = await response.text();
    } catch {
      return; // Aborted by a newer change, or offline: the form still submits without the script.
    }
    if (controller !== inFlight) return;
    const holder = target();
    if (!holder) return;
    const template = document.createElement('template');
    template.innerHTML = html;
    const section = template.content.firstElementChild as HTMLElement | null;
    if (!section) return;
    if (holder.id === section.id) holder.replaceWith(section);
    else holder.replaceChildren(section);
    showErrors(form, section.dataset.errors);
    const retry = Number(section.dataset.retryAfter);
    if (retry > 0) {
      clearTimeout(timer);
      timer = setTimeout(() => void update(true), retry * 1000);
    }
  }

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), DEBOUNCE_MS);
  };
  form.addEventListener('input', schedule);
  form.addEventListener('change', schedule);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update(true);
  });
  form.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('button');
    if (!button) return;
    const group = button.closest<HTMLElement>('[data-rows]');
    if (!group) return;
    if (button.hasAttribute('data-add-row')) addRow(group);
    else if (button.hasAttribute('data-remove-row')) removeRow(group, button.closest<HTMLElement>('[data-row]')!);
    else return;
    schedule();
  });
}

function rowsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>('[data-row]')];
}

function addRow(group: HTMLElement): void {
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
  copy.querySelector<HTMLElement>('input, select, textarea')?.focus();
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

/** The messages of the new result beside their fields; fields without one are cleared. */
function showErrors(form: HTMLFormElement, json: string | undefined): void {
  let errors: Record<string, string> = {};
  try {
    errors = json ? (JSON.parse(json) as Record<string, string>) : {};
  } catch {
    // A result without errors.
  }
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

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-live]')) enhance(form);

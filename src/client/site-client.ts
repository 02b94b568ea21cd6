/**
 * The pages' one script (no framework): forms marked `data-live` update their result as the visitor types. The
 * server renders the result — the same code and words as without JavaScript — and this script asks for the result
 * section alone (`X-Page-Fragment: result`), swaps it in and keeps the URL in step, so the address bar is always the
 * link to share. Lists of rows get add and remove buttons. At the rate limit it waits as long as the server says.
 * On utility pages: Copy buttons, "Open a file…" (read in the browser into a text box), "Now" for a time field; all
 * rendered hidden (`data-js`) or as plain links, so nothing is dead without the script.
 */

const DEBOUNCE_MS = 250;
/**
 * A query longer than this would pass the server's header limit (16 KB): the form is then POSTed for its result
 * (the server answers the same section), and the page says the address bar cannot hold it as a link.
 */
const MAX_QUERY = 12_000;

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
    const long = query.length > MAX_QUERY;
    const tooLong = document.getElementById('too-long');
    if (tooLong) tooLong.hidden = !long;
    const url = action.pathname + (query && !long ? `?${query}` : '');
    if (ownPage && !long) history.replaceState(null, '', url);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let html: string;
    try {
      const response = await fetch(url, long
        ? { method: 'POST', body: query, headers: { 'X-Page-Fragment': 'result', 'Content-Type': 'application/x-www-form-urlencoded' }, signal: controller.signal }
        : { headers: { 'X-Page-Fragment': 'result' }, signal: controller.signal });
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
    // The view picked (a diff side by side or unified) stays picked.
    for (const picked of holder.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')) {
      const same = section.querySelector<HTMLInputElement>(`input[name="${picked.name}"][value="${picked.value}"]`);
      if (same) same.checked = true;
    }
    reveal(section);
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

document.addEventListener('click', (event) => {
  const target = event.target as HTMLElement;
  const button = target.closest<HTMLElement>('[data-copy], [data-open-file], [data-now]');
  if (!button) return;
  const { copy: copyFrom, openFile, now } = button.dataset;
  if (copyFrom) {
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

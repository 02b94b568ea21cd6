/**
 * The PDF tools' page script (/assets/pdf-tools-<hash>.js), loaded only by the PDF tool pages. It keeps the list of
 * chosen files (in the order they will be used: for merge and images-to-pdf the list has Up, Down and Remove
 * buttons, and choosing more files adds them to the end), asks the worker for each PDF's page count as soon as it is
 * chosen, checks the options (page lists like 1-3,5 are checked here, before any file is read), then hands the files
 * to the worker in form[data-worker] (src/client/tools/pdf-worker.ts, or pdf-render-worker.ts for pdf-to-images),
 * shows progress, and offers each result as a download link (a blob: URL). The files are read and written in this
 * tab: this script makes no request but loading the worker script.
 */
import { parsePageRanges } from './pdf/page-ranges.js';
import type { FileOut, Job, Reply, Text } from './pdf/protocol.js';

type Locale = 'en' | 'es';

/** Larger files are refused before they are read (a browser tab could not hold several of them anyway). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

const TEXT = {
  en: {
    noPdf: 'Choose a PDF file first.',
    noImage: 'Choose one or more images first.',
    needTwo: 'Choose at least two PDF files to merge.',
    chosen: (n: number) => (n === 1 ? '1 file chosen:' : `${n} files chosen, in this order:`),
    chosenOne: 'File chosen:',
    up: 'Up',
    down: 'Down',
    remove: 'Remove',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    removeFile: (name: string) => `Remove ${name}`,
    moved: (name: string, position: number, total: number) => `${name} is now number ${position} of ${total}.`,
    removed: (name: string) => `${name} removed from the list.`,
    added: (n: number) => (n === 1 ? '1 file added to the list.' : `${n} files added to the list.`),
    counting: 'counting pages…',
    pages: (n: number) => (n === 1 ? '1 page' : `${n} pages`),
    working: 'Working…',
    done: (n: number) => (n === 1 ? 'Done: 1 file ready to download.' : `Done: ${n} files ready to download.`),
    download: (name: string) => `Download ${name}`,
    preview: (name: string) => `Preview of ${name}`,
    pixels: (w: number, h: number) => `${w} × ${h} px`,
    tooBig: (name: string, size: string) => `“${name}” is ${size}; this tool takes files up to 512 MB.`,
    unreadable: (name: string) => `“${name}” could not be read from your device (was it moved or deleted?). Choose it again.`,
    crashed: 'The browser stopped the work before it finished, probably for lack of memory. Try a smaller file, or fewer pages at a time.',
    noWorker: 'This browser cannot run the tool: it needs Web Workers (any recent Chrome, Edge, Firefox or Safari).',
    number: (min?: number, max?: number) => (min !== undefined && max !== undefined ? `write a number from ${min} to ${max}.` : 'write a number.'),
  },
  es: {
    noPdf: 'Elige antes un archivo PDF.',
    noImage: 'Elige antes una o varias imágenes.',
    needTwo: 'Elige al menos dos archivos PDF para unirlos.',
    chosen: (n: number) => (n === 1 ? '1 archivo elegido:' : `${n} archivos elegidos, en este orden:`),
    chosenOne: 'Archivo elegido:',
    up: 'Subir',
    down: 'Bajar',
    remove: 'Quitar',
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Bajar ${name}`,
    removeFile: (name: string) => `Quitar ${name}`,
    moved: (name: string, position: number, total: number) => `${name} es ahora el número ${position} de ${total}.`,
    removed: (name: string) => `${name} se ha quitado de la lista.`,
    added: (n: number) => (n === 1 ? 'Se ha añadido 1 archivo a la lista.' : `Se han añadido ${n} archivos a la lista.`),
    counting: 'contando páginas…',
    pages: (n: number) => (n === 1 ? '1 página' : `${n} páginas`),
    working: 'Procesando…',
    done: (n: number) => (n === 1 ? 'Listo: 1 archivo para descargar.' : `Listo: ${n} archivos para descargar.`),
    download: (name: string) => `Descargar ${name}`,
    preview: (name: string) => `Vista previa de ${name}`,
    pixels: (w: number, h: number) => `${w} × ${h} px`,
    tooBig: (name: string, size: string) => `«${name}» ocupa ${size}; esta herramienta admite archivos de hasta 512 MB.`,
    unreadable: (name: string) => `No se ha podido leer «${name}» de tu dispositivo (¿se ha movido o borrado?). Vuelve a elegirlo.`,
    crashed: 'El navegador ha detenido el trabajo antes de terminar, probablemente por falta de memoria. Prueba con un archivo más pequeño o con menos páginas a la vez.',
    noWorker: 'Este navegador no puede ejecutar la herramienta: necesita Web Workers (cualquier Chrome, Edge, Firefox o Safari recientes).',
    number: (min?: number, max?: number) => (min !== undefined && max !== undefined ? `escribe un número entre ${min} y ${max}.` : 'escribe un número.'),
  },
} as const;

function sizeText(locale: Locale, bytes: number): string {
  const format = (n: number) => new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} KB` : `${format(bytes / 1024 / 1024)} MB`;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

interface Chosen {
  file: File;
  /** Page count, or why the file cannot be read; undefined while counting (or for images). */
  info?: { pages: number } | { message: Text };
}

type Handler = (reply: Reply) => void;

/** The worker, started on first use; replies are routed to the job that asked by id. */
class WorkerLink {
  private worker: Worker | undefined;
  private next = 1;
  private readonly pending = new Map<number, Handler>();

  constructor(
    private readonly url: string,
    private readonly crashed: Text,
  ) {}

  send(job: Omit<Job, 'id'>, handler: Handler): void {
    const id = this.next++;
    this.pending.set(id, handler);
    const worker = (this.worker ??= this.start());
    worker.postMessage({ ...job, id } satisfies Job, job.files.map((f) => f.bytes));
  }

  private start(): Worker {
    const worker = new Worker(this.url);
    worker.addEventListener('message', (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if (typeof reply !== 'object' || reply === null || typeof reply.id !== 'number') return;
      const handler = this.pending.get(reply.id);
      if (!handler) return;
      if (reply.type !== 'progress') this.pending.delete(reply.id);
      handler(reply);
    });
    // A worker that dies (out of memory, a script that failed to load) fails every job it had; the next starts anew.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      if (this.worker === worker) this.worker = undefined;
      const handlers = [...this.pending];
      this.pending.clear();
      for (const [id, handler] of handlers) handler({ id, type: 'error', message: this.crashed });
    });
    return worker;
  }
}

function enhance(form: HTMLFormElement): void {
  const locale: Locale = form.dataset.locale === 'es' ? 'es' : 'en';
  const t = TEXT[locale];
  const tool = form.dataset.tool ?? '';
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const progress = form.querySelector<HTMLProgressElement>('.file-tool-progress');
  const status = form.querySelector<HTMLElement>('.file-tool-status');
  const output = form.querySelector<HTMLElement>('.file-tool-output');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !status || !output) return;
  const fileInput = input;
  const statusLine = status;
  const results = output;
  const multiple = fileInput.multiple;
  const images = tool === 'images-to-pdf';
  const link = form.dataset.worker && typeof Worker !== 'undefined' ? new WorkerLink(form.dataset.worker, { en: TEXT.en.crashed, es: TEXT.es.crashed }) : undefined;

  let chosen: Chosen[] = [];
  let urls: string[] = [];
  let running = false;

  const say = (text: string, problem = false) => {
    statusLine.textContent = text;
    statusLine.classList.toggle('error', problem);
  };
  const busy = (on: boolean) => {
    running = on;
    if (submit) submit.disabled = on;
    form.setAttribute('aria-busy', String(on));
    if (progress) {
      progress.hidden = !on;
      progress.value = 0;
    }
  };

  // The chosen files, under the file field.
  const caption = element('p', { className: 'help', id: 'files-chosen' });
  const list = element('ol', { className: 'pdf-file-list' });
  list.setAttribute('aria-labelledby', 'files-chosen');
  Object.assign(list.style, multiple ? { margin: '0.5rem 0 0', paddingLeft: '1.5rem' } : { margin: '0.25rem 0 0', paddingLeft: '0', listStyle: 'none' });
  const box = element('div', { hidden: true }, caption, list);
  (fileInput.closest('.field') ?? fileInput).after(box);

  function renderList(): void {
    box.hidden = chosen.length === 0;
    caption.textContent = multiple ? t.chosen(chosen.length) : t.chosenOne;
    list.replaceChildren(
      ...chosen.map((item, index) => {
        const { file, info } = item;
        const facts = [sizeText(locale, file.size)];
        if (!images) facts.push(info === undefined ? t.counting : 'pages' in info ? t.pages(info.pages) : '');
        const li = element('li', {}, element('span', { className: 'pdf-file-name' }, file.name), ' ', element('span', { className: 'help' }, `· ${facts.filter(Boolean).join(' · ')}`));
        Object.assign(li.style, { margin: '0.35rem 0', overflowWrap: 'anywhere' });
        if (info && 'message' in info) li.append(element('p', { className: 'error' }, info.message[locale]));
        if (multiple) {
          const buttons = element('span', { className: 'pdf-file-actions' });
          Object.assign(buttons.style, { display: 'inline-flex', flexWrap: 'wrap', gap: '0.35rem', marginLeft: '0.5rem', verticalAlign: 'middle' });
          const button = (label: string, aria: string, action: string, disabled: boolean) => {
            const b = element('button', { type: 'button', className: 'secondary', textContent: label, disabled });
            b.setAttribute('aria-label', aria);
            if (disabled) b.style.opacity = '0.45';
            b.dataset.action = action;
            b.dataset.index = String(index);
            return b;
          };
          buttons.append(
            button(t.up, t.moveUp(file.name), 'up', index === 0),
            button(t.down, t.moveDown(file.name), 'down', index === chosen.length - 1),
            button(t.remove, t.removeFile(file.name), 'remove', false),
          );
          li.append(buttons);
        }
        return li;
      }),
    );
  }

  list.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]');
    if (!button || running) return;
    const index = Number(button.dataset.index);
    const item = chosen[index];
    if (!item) return;
    const action = button.dataset.action;
    if (action === 'remove') {
      chosen.splice(index, 1);
      renderList();
      say(t.removed(item.file.name));
      (list.querySelector<HTMLButtonElement>(`button[data-index="${Math.min(index, chosen.length - 1)}"][data-action="remove"]`) ?? fileInput).focus();
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= chosen.length) return;
    chosen.splice(index, 1);
    chosen.splice(to, 0, item);
    renderList();
    say(t.moved(item.file.name, to + 1, chosen.length));
    // Keep the focus on the same move for the same file, or the other one where that button is now disabled.
    const again = list.querySelector<HTMLButtonElement>(`button[data-index="${to}"][data-action="${action}"]`);
    (again && !again.disabled ? again : list.querySelector<HTMLButtonElement>(`button[data-index="${to}"][data-action="${action === 'up' ? 'down' : 'up'}"]`))?.focus();
  });

  /** Asks the worker for the page count of each new PDF (a copy of its bytes; the file is read again to process it). */
  async function count(items: Chosen[]): Promise<void> {
    if (!link || images) return;
    let files;
    try {
      files = await Promise.all(items.map(async (item) => ({ name: item.file.name, type: item.file.type, bytes: await item.file.arrayBuffer() })));
    } catch {
      return;
    }
    link.send({ tool: 'pdf-info', files, options: {} }, (reply) => {
      if (reply.type === 'info') {
        reply.files.forEach((info, i) => {
          const item = items[i];
          if (item) item.info = info;
        });
      } else if (reply.type === 'error') {
        for (const item of items) item.info = { message: reply.message };
      } else return;
      renderList();
    });
  }

  fileInput.addEventListener('change', () => {
    const picked = Array.from(fileInput.files ?? []).map((file): Chosen => ({ file }));
    if (picked.length === 0) return;
    chosen = multiple ? [...chosen, ...picked] : picked;
    // A multiple list grows with each choice; the field is emptied so the same file can be chosen again.
    if (multiple) {
      fileInput.value = '';
      say(t.added(picked.length));
    } else say('');
    renderList();
    void count(picked);
  });

  // Field problems, beside the field (as on the other tool pages) and in the status line.
  const controls = () => Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')).filter((c) => c.name !== 'files');
  const labelOf = (control: HTMLElement) => (control.id ? form.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent ?? '' : '').trim() || control.getAttribute('name') || '';
  function clearProblem(control: HTMLElement): void {
    control.removeAttribute('aria-invalid');
    const error = document.getElementById(`${control.id}-error`);
    if (error) error.hidden = true;
  }
  function showProblem(control: HTMLElement, message: string): void {
    const text = `${labelOf(control)}: ${message}`;
    control.setAttribute('aria-invalid', 'true');
    let error = document.getElementById(`${control.id}-error`);
    if (!error) {
      error = element('p', { className: 'error', id: `${control.id}-error` });
      control.after(error);
      const described = control.getAttribute('aria-describedby');
      control.setAttribute('aria-describedby', described ? `${described} ${error.id}` : error.id);
    }
    error.textContent = text;
    error.hidden = false;
    say(text, true);
    control.focus();
  }
  for (const control of controls()) control.addEventListener('input', () => clearProblem(control));

  /** The options as the worker takes them, or the first problem (already shown). */
  function readOptions(): Record<string, string | boolean> | undefined {
    const options: Record<string, string | boolean> = {};
    for (const control of controls()) clearProblem(control);
    for (const control of controls()) {
      if (control instanceof HTMLSelectElement) options[control.name] = control.value;
      else if (control.type === 'checkbox') options[control.name] = control.checked;
      else if (control.type === 'number') {
        const raw = control.value.trim();
        const value = Number(raw.replace(',', '.'));
        const min = control.min === '' ? undefined : Number(control.min);
        const max = control.max === '' ? undefined : Number(control.max);
        if (raw !== '' && (!Number.isFinite(value) || (min !== undefined && value < min) || (max !== undefined && value > max))) {
          showProblem(control, t.number(min, max));
          return undefined;
        }
        options[control.name] = raw;
      } else {
        // Every text option of the PDF tools is a page list.
        const parsed = parsePageRanges(control.value);
        if (!parsed.ok) {
          showProblem(control, parsed.message[locale]);
          return undefined;
        }
        options[control.name] = control.value;
      }
    }
    return options;
  }

  function showResult(files: FileOut[], notes: Text[]): void {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    const items: HTMLElement[] = [];
    if (notes.length > 0) {
      const noteList = element('ul', { className: 'file-tool-notes' }, ...notes.map((note) => element('li', {}, note[locale])));
      noteList.style.gridColumn = '1 / -1';
      items.push(noteList);
    }
    for (const file of files) {
      const blob = new Blob([file.bytes], { type: file.type });
      const url = URL.createObjectURL(blob);
      urls.push(url);
      const item = element('div', { className: 'file-tool-result' });
      if (file.type.startsWith('image/')) {
        const preview = element('img', { src: url, alt: t.preview(file.name), loading: 'lazy', decoding: 'async' });
        if (file.width && file.height) {
          preview.width = file.width;
          preview.height = file.height;
        }
        item.append(preview);
      }
      const facts = [file.pages === undefined ? '' : t.pages(file.pages), file.width && file.height ? t.pixels(file.width, file.height) : '', sizeText(locale, blob.size)];
      item.append(element('a', { href: url, download: file.name, textContent: t.download(file.name) }), element('p', { className: 'help', textContent: facts.filter(Boolean).join(' · ') }));
      items.push(item);
    }
    results.replaceChildren(...items);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!running) void run();
  });

  async function run(): Promise<void> {
    if (chosen.length === 0) {
      say(images ? t.noImage : t.noPdf, true);
      fileInput.focus();
      return;
    }
    if (tool === 'pdf-merge' && chosen.length < 2) {
      say(t.needTwo, true);
      fileInput.focus();
      return;
    }
    const tooBig = chosen.find((c) => c.file.size > MAX_FILE_BYTES);
    if (tooBig) {
      say(t.tooBig(tooBig.file.name, sizeText(locale, tooBig.file.size)), true);
      return;
    }
    const options = readOptions();
    if (!options) return;
    if (!link) {
      say(t.noWorker, true);
      return;
    }
    busy(true);
    say(t.working);
    results.replaceChildren();
    const files = [];
    for (const { file } of chosen) {
      try {
        files.push({ name: file.name, type: file.type, bytes: await file.arrayBuffer() });
      } catch {
        busy(false);
        say(t.unreadable(file.name), true);
        return;
      }
    }
    link.send({ tool, files, options }, (reply) => {
      if (reply.type === 'progress') {
        if (progress && reply.total > 0) progress.value = reply.done / reply.total;
        return;
      }
      busy(false);
      if (reply.type === 'result') {
        showResult(reply.files, reply.notes ?? []);
        say(t.done(reply.files.length));
      } else if (reply.type === 'error') {
        const control = reply.field === undefined ? null : form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(reply.field)}"]`);
        if (control) showProblem(control, reply.message[locale]);
        else say(reply.message[locale], true);
      }
    });
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form.file-tool[data-tool]')) enhance(form);

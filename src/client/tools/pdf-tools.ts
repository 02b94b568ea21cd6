/**
 * The PDF tools' page script (/assets/pdf-tools-<hash>.js), loaded only by the PDF tool pages. It keeps the list of
 * chosen files (in the order they will be used: for merge and images-to-pdf the list has Up, Down and Remove
 * buttons, and choosing more files adds them to the end), asks the worker for each PDF's page count as soon as it is
 * chosen, checks the options (page lists like 1-3,5 are checked here, before any file is read), then hands the files
 * to the worker in form[data-worker] (src/client/tools/pdf-worker.ts, or pdf-render-worker.ts for pdf-to-images),
 * shows progress, and offers each result as a download link (a blob: URL). The files are read and written in this
 * tab: this script makes no request but loading the worker scripts. Files come in through the drop zone or the file
 * input (./drop-zone.ts); the pages of a chosen PDF show as cards (./pdf/page-grid.ts) whose thumbnails pdf.js draws
 * in form[data-thumbnails] (pdf-render-worker.ts, started once a file is chosen); several results are also offered
 * as one ZIP (./zip-files.ts); the button says what it will do (src/browser-tools/action-label.ts).
 */
import { actionLabel, type ActionState } from '../../browser-tools/action-label.js';
import { enableDropZone, refusedText } from './drop-zone.js';
import { PageGrid, type GridMode } from './pdf/page-grid.js';
import { parsePageRanges, resolvePageRanges } from './pdf/page-ranges.js';
import type { FileOut, Job, Reply, Text } from './pdf/protocol.js';
import { zipFiles, zipName } from './zip-files.js';

type Locale = 'en' | 'es';

/** Larger files are refused before they are read (a browser tab could not hold several of them anyway). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** Past this many pages no cards are drawn: the typed lists do the work. */
const MAX_CARDS = 200;

/** The page cards each tool shows, and the typed field they write. */
const GRIDS: Record<string, { mode: GridMode; field: string }> = {
  'pdf-reorder': { mode: 'arrange', field: 'order' },
  'pdf-rotate': { mode: 'turn', field: 'pages' },
  'pdf-split': { mode: 'select', field: 'pages' },
  'pdf-to-images': { mode: 'select', field: 'pages' },
};

const TEXT = {
  en: {
    noPdf: 'Choose a PDF file first.',
    noImage: 'Choose one or more images first.',
    needTwo: 'Choose at least two PDF files to merge.',
    noPage: (turn: boolean) => (turn ? 'Turn at least one page first.' : 'Tick at least one page first.'),
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
    zip: (n: number, name: string) => `Download all ${n} files as ${name}`,
    firstPage: (name: string) => `First page of ${name}`,
    kinds: (images: boolean) => (images ? 'JPEG, PNG and WebP images' : 'PDF files'),
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
    noPage: (turn: boolean) => (turn ? 'Gira antes al menos una página.' : 'Marca antes al menos una página.'),
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
    zip: (n: number, name: string) => `Descargar los ${n} archivos en ${name}`,
    firstPage: (name: string) => `Primera página de ${name}`,
    kinds: (images: boolean) => (images ? 'imágenes JPEG, PNG y WebP' : 'archivos PDF'),
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
  /** Its first page, drawn by pdf.js (merge's list): a blob: URL. */
  thumb?: string;
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
  const crashed = { en: TEXT.en.crashed, es: TEXT.es.crashed };
  const link = form.dataset.worker && typeof Worker !== 'undefined' ? new WorkerLink(form.dataset.worker, crashed) : undefined;
  // pdf.js, for the thumbnails: the same worker on pdf-to-images, its own on the other pages.
  const thumbnailUrl = form.dataset.thumbnails;
  const drawer = thumbnailUrl && typeof Worker !== 'undefined' ? (thumbnailUrl === form.dataset.worker ? link : new WorkerLink(thumbnailUrl, crashed)) : undefined;
  const gridSpec = GRIDS[tool];
  const gridField = gridSpec ? form.querySelector<HTMLInputElement>(`input[name="${gridSpec.field}"]`) : null;

  let chosen: Chosen[] = [];
  let urls: string[] = [];
  let running = false;
  let grid: PageGrid | undefined;
  let gridUrls: string[] = [];

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

  const value = (name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? '';
  /** The pages a typed list names, against the page count: every page when blank; undefined when it does not read. */
  const listedPages = (name: string, count: number): number[] | undefined => {
    const parsed = parsePageRanges(value(name));
    if (!parsed.ok) return undefined;
    if (parsed.ranges.length === 0) return Array.from({ length: count }, (_, i) => i);
    const resolved = resolvePageRanges(parsed.ranges, count);
    return resolved.ok ? [...new Set(resolved.pages)] : undefined;
  };
  /** What the button will do, from the files chosen, the cards and the typed fields. */
  function labelState(): ActionState {
    if (multiple) return { count: chosen.length };
    const info = chosen[0]?.info;
    const count = info && 'pages' in info ? info.pages : undefined;
    if (count === undefined) return { format: value('format') || 'png', mode: value('mode') };
    if (grid?.empty()) return { format: value('format') || 'png', mode: value('mode'), count: 0 };
    switch (tool) {
      case 'pdf-split': {
        const mode = value('mode') || 'each';
        const parsed = parsePageRanges(value('pages'));
        if (mode === 'ranges') return { mode, count: parsed.ok ? parsed.ranges.length : 0 };
        const pages = mode === 'extract' && parsed.ok && parsed.ranges.length === 0 ? [] : listedPages('pages', count);
        return { mode, count: pages?.length ?? 0 };
      }
      case 'pdf-rotate':
        return { count: grid ? grid.turned() : listedPages('pages', count)?.length ?? 0 };
      case 'pdf-to-images':
        return { format: value('format') || 'png', count: listedPages('pages', count)?.length ?? 0 };
      default:
        return { count };
    }
  }
  const relabel = () => {
    if (submit) submit.textContent = actionLabel(tool, locale, labelState());
  };
  form.addEventListener('input', relabel);
  form.addEventListener('change', relabel);

  // The drop zone: dropped files go into the file input, as if chosen there.
  const zone = form.querySelector<HTMLElement>('.drop-zone');
  if (zone) enableDropZone(zone, fileInput, (names) => say(refusedText(locale, names, t.kinds(images)), true));

  // The chosen files, under the file field.
  const caption = element('p', { className: 'help', id: 'files-chosen' });
  const list = element('ol', { className: `pdf-file-list${multiple ? ' pdf-file-list-multiple' : ''}` });
  list.setAttribute('aria-labelledby', 'files-chosen');
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
        if (item.thumb) li.prepend(element('img', { className: 'pdf-file-thumb', src: item.thumb, alt: t.firstPage(file.name), decoding: 'async' }));
        if (info && 'message' in info) li.append(element('p', { className: 'error' }, info.message[locale]));
        if (multiple) {
          li.draggable = true;
          li.dataset.index = String(index);
          const buttons = element('span', { className: 'pdf-file-actions' });
          const button = (label: string, aria: string, action: string, disabled: boolean) => {
            const b = element('button', { type: 'button', className: 'secondary', textContent: label, disabled });
            b.setAttribute('aria-label', aria);
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
    relabel();
  }

  /** Moves the file at `index` to `to`, and says where it is now. */
  function moveFile(index: number, to: number): boolean {
    const item = chosen[index];
    if (!item || to < 0 || to >= chosen.length || to === index) return false;
    chosen.splice(index, 1);
    chosen.splice(to, 0, item);
    renderList();
    say(t.moved(item.file.name, to + 1, chosen.length));
    return true;
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
      if (item.thumb) URL.revokeObjectURL(item.thumb);
      renderList();
      say(t.removed(item.file.name));
      (list.querySelector<HTMLButtonElement>(`button[data-index="${Math.min(index, chosen.length - 1)}"][data-action="remove"]`) ?? fileInput).focus();
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    if (!moveFile(index, to)) return;
    // Keep the focus on the same move for the same file, or the other one where that button is now disabled.
    const again = list.querySelector<HTMLButtonElement>(`button[data-index="${to}"][data-action="${action}"]`);
    (again && !again.disabled ? again : list.querySelector<HTMLButtonElement>(`button[data-index="${to}"][data-action="${action === 'up' ? 'down' : 'up'}"]`))?.focus();
  });

  // Merge and images-to-pdf: a file dragged onto another takes its place.
  let draggedFile: number | undefined;
  const itemOf = (event: Event) => (event.target as HTMLElement).closest<HTMLLIElement>('li[data-index]');
  list.addEventListener('dragstart', (event) => {
    const li = itemOf(event);
    if (!li || running || !event.dataTransfer) return;
    draggedFile = Number(li.dataset.index);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', li.dataset.index ?? '');
    li.classList.add('dragging');
  });
  list.addEventListener('dragover', (event) => {
    if (draggedFile === undefined) return;
    event.preventDefault();
    for (const li of list.querySelectorAll('.drop-target')) li.classList.remove('drop-target');
    itemOf(event)?.classList.add('drop-target');
  });
  list.addEventListener('drop', (event) => {
    const from = draggedFile;
    if (from === undefined) return;
    event.preventDefault();
    draggedFile = undefined;
    const li = itemOf(event);
    if (!li || !moveFile(from, Number(li.dataset.index))) renderList();
  });
  list.addEventListener('dragend', () => {
    draggedFile = undefined;
    for (const li of list.querySelectorAll('.dragging, .drop-target')) li.classList.remove('dragging', 'drop-target');
  });

  /** The page cards of a single PDF, once its page count is known. */
  function showGrid(item: Chosen): void {
    grid?.root.remove();
    grid = undefined;
    for (const url of gridUrls) URL.revokeObjectURL(url);
    gridUrls = [];
    const info = item.info;
    if (!gridSpec || !gridField || !info || !('pages' in info) || info.pages > MAX_CARDS) return;
    const fields = { pages: gridField, angle: form.querySelector<HTMLSelectElement>('select[name="angle"]'), mode: form.querySelector<HTMLSelectElement>('select[name="mode"]') };
    const shown = new PageGrid(gridSpec.mode, locale, info.pages, fields, (text) => say(text), () => {
      clearProblem(gridField);
      relabel();
    });
    grid = shown;
    box.after(shown.root);
    relabel();
    void draw(item, false, (files) => {
      if (grid !== shown || chosen[0] !== item) return;
      gridUrls = files.map((file) => URL.createObjectURL(new Blob([file.bytes], { type: file.type })));
      shown.setThumbnails(gridUrls);
    });
  }

  /** Asks pdf.js for the file's page pictures (`first`: its first page only); a file it cannot draw shows none. */
  async function draw(item: Chosen, first: boolean, done: (files: FileOut[]) => void): Promise<void> {
    if (!drawer) return;
    let bytes: ArrayBuffer;
    try {
      bytes = await item.file.arrayBuffer();
    } catch {
      return;
    }
    const width = String(Math.round(140 * Math.min(2, Math.max(1, window.devicePixelRatio || 1))));
    drawer.send({ tool: 'pdf-thumbnails', files: [{ name: item.file.name, type: item.file.type, bytes }], options: first ? { width, first: true } : { width } }, (reply) => {
      if (reply.type === 'result') done(reply.files);
    });
  }

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
      const readable = items.filter((item) => item.info && 'pages' in item.info);
      if (multiple) {
        for (const item of readable) {
          void draw(item, true, ([picture]) => {
            if (!picture || !chosen.includes(item)) return;
            item.thumb = URL.createObjectURL(new Blob([picture.bytes], { type: picture.type }));
            renderList();
          });
        }
      } else if (items[0] && chosen[0] === items[0]) showGrid(items[0]);
    });
  }

  fileInput.addEventListener('change', () => {
    const picked = Array.from(fileInput.files ?? []).map((file): Chosen => ({ file }));
    if (picked.length === 0) return;
    if (!multiple) {
      for (const item of chosen) if (item.thumb) URL.revokeObjectURL(item.thumb);
      grid?.root.remove();
      grid = undefined;
    }
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
  for (const control of controls()) {
    control.addEventListener('input', () => clearProblem(control));
    // What is typed (or chosen) in the fields the cards mirror is shown on them.
    if (control === gridField || control.name === 'angle' || control.name === 'mode') control.addEventListener(control === gridField ? 'input' : 'change', () => grid?.readFields());
  }

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
    // Pages turned one by one on the cards (rotate, reorder): what no typed field says.
    const turns = grid?.turnsOption();
    if (turns) options.turns = turns;
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
    if (files.length > 1) {
      // Every file in one ZIP, first, beside the single links.
      const name = zipName(files.map((file) => file.name), tool === 'pdf-to-images' ? 'images' : 'pages');
      const blob = new Blob([zipFiles(files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
      const url = URL.createObjectURL(blob);
      urls.push(url);
      const zip = element('p', { className: 'file-tool-zip' }, element('a', { href: url, download: name, className: 'button', textContent: t.zip(files.length, name) }), ' ', element('span', { className: 'help', textContent: sizeText(locale, blob.size) }));
      zip.style.gridColumn = '1 / -1';
      items.push(zip);
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
    if (grid?.empty()) {
      say(t.noPage(tool === 'pdf-rotate'), true);
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

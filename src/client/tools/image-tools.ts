/**
 * The image tools' page script (/assets/image-tools-<hash>.js), loaded only by the image tool pages. It reads the
 * form and the chosen files, hands them to the image worker (form[data-worker]), shows progress, then a preview and
 * a download link (a blob: URL) for each result. The files are read and written in this tab: nothing is sent
 * anywhere — this script makes no request but loading the worker script. Files come in through the drop zone or the
 * file input (./drop-zone.ts); several results are also offered as one ZIP (./zip-files.ts); the button says what
 * it will do (src/browser-tools/action-label.ts).
 */
import { actionLabel } from '../../browser-tools/action-label.js';
import { enableDropZone, refusedText } from './drop-zone.js';
import { zipFiles, zipName } from './zip-files.js';

type Locale = 'en' | 'es';
type Localized = { en: string; es: string };

interface ResultFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  width?: number;
  height?: number;
}
type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; files: ResultFile[]; notes?: Localized[] }
  | { type: 'error'; message: Localized };

/** Larger files are refused before they are read: past this, the picture could not be decoded in memory anyway. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

const TEXT = {
  en: {
    noFile: 'Choose an image first.',
    working: (n: number) => (n === 1 ? 'Working on 1 image…' : `Working on ${n} images…`),
    done: (n: number) => (n === 1 ? 'Done: 1 image ready to download.' : `Done: ${n} images ready to download.`),
    download: 'Download',
    zip: (n: number, name: string) => `Download all ${n} images as ${name}`,
    kinds: 'images',
    preview: (name: string) => `Preview of ${name}`,
    pixels: (w: number, h: number) => `${w} × ${h} px`,
    was: (size: string) => `original ${size}`,
    tooBig: (name: string, size: string) => `“${name}” is ${size}; this tool takes files up to 256 MB.`,
    crashed: 'The browser stopped the work before it finished, probably for lack of memory. Try a smaller image or fewer images at once.',
    noWorker: 'This browser cannot run the tool (it needs Web Workers and OffscreenCanvas: a recent Chrome, Edge, Firefox or Safari).',
    invalid: (label: string, min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `“${label}” must be a number from ${min} to ${max}.` : `“${label}” must be a number.`,
    unavailable: 'not available in this browser',
  },
  es: {
    noFile: 'Elige primero una imagen.',
    working: (n: number) => (n === 1 ? 'Procesando 1 imagen…' : `Procesando ${n} imágenes…`),
    done: (n: number) => (n === 1 ? 'Listo: 1 imagen para descargar.' : `Listo: ${n} imágenes para descargar.`),
    download: 'Descargar',
    zip: (n: number, name: string) => `Descargar las ${n} imágenes en ${name}`,
    kinds: 'imágenes',
    preview: (name: string) => `Vista previa de ${name}`,
    pixels: (w: number, h: number) => `${w} × ${h} px`,
    was: (size: string) => `original: ${size}`,
    tooBig: (name: string, size: string) => `«${name}» ocupa ${size}; esta herramienta admite archivos de hasta 256 MB.`,
    crashed: 'El navegador ha detenido el trabajo antes de terminar, probablemente por falta de memoria. Prueba con una imagen más pequeña o con menos imágenes a la vez.',
    noWorker: 'Este navegador no puede ejecutar la herramienta (necesita Web Workers y OffscreenCanvas: un Chrome, Edge, Firefox o Safari recientes).',
    invalid: (label: string, min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `«${label}» debe ser un número entre ${min} y ${max}.` : `«${label}» debe ser un número.`,
    unavailable: 'no disponible en este navegador',
  },
} as const;

function sizeText(locale: Locale, bytes: number): string {
  const format = (n: number) => new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 1 }).format(n);
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} KB` : `${format(bytes / 1024 / 1024)} MB`;
}

function labelOf(form: HTMLFormElement, control: HTMLElement): string {
  const label = control.id ? form.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
  return (label?.firstChild?.textContent ?? label?.textContent ?? control.getAttribute('name') ?? '').trim();
}

/** The options as the worker takes them: numbers as numbers, check boxes as booleans, choices as text. */
function readOptions(form: HTMLFormElement, t: (typeof TEXT)[Locale]): { options: Record<string, string | number | boolean>; problem?: [HTMLElement, string] } {
  const options: Record<string, string | number | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || element.name === 'files') continue;
    element.removeAttribute('aria-invalid');
    if (element instanceof HTMLSelectElement) options[element.name] = element.value;
    else if (element.type === 'checkbox') options[element.name] = element.checked;
    else if (element.type === 'number') {
      const raw = element.value.trim() === '' ? element.placeholder : element.value;
      const value = Number(raw.replace(',', '.'));
      const min = element.min === '' ? undefined : Number(element.min);
      const max = element.max === '' ? undefined : Number(element.max);
      if (raw.trim() === '' || !Number.isFinite(value) || (min !== undefined && value < min) || (max !== undefined && value > max)) {
        element.setAttribute('aria-invalid', 'true');
        return { options, problem: [element, t.invalid(labelOf(form, element), min, max)] };
      }
      options[element.name] = value;
    } else if (element.type !== 'submit' && element.type !== 'button') options[element.name] = element.value;
  }
  return { options };
}

function enhance(form: HTMLFormElement): void {
  const locale: Locale = form.dataset.locale === 'es' ? 'es' : 'en';
  const t = TEXT[locale];
  const tool = form.dataset.tool ?? '';
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const progress = form.querySelector<HTMLProgressElement>('.file-tool-progress');
  const status = form.querySelector<HTMLElement>('.file-tool-status');
  const output = form.querySelector<HTMLElement>('.file-tool-output');
  if (!input || !status || !output) return;
  const results: HTMLElement = output;
  let worker: Worker | undefined;
  let urls: string[] = [];

  const say = (text: string, problem = false) => {
    status.textContent = text;
    status.classList.toggle('file-tool-problem', problem);
  };
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const format = form.querySelector<HTMLSelectElement>('select[name="format"]');
  const relabel = () => {
    if (submit) submit.textContent = actionLabel(tool, locale, { count: input.files?.length ?? 0, format: format?.value ?? 'png' });
  };
  input.addEventListener('change', relabel);
  format?.addEventListener('change', relabel);
  relabel();
  const zone = form.querySelector<HTMLElement>('.drop-zone');
  if (zone) enableDropZone(zone, input, (names) => say(refusedText(locale, names, t.kinds), true));
  const busy = (on: boolean) => {
    // The button stays enabled (disabling it would drop the keyboard focus): submitting again starts over.
    form.setAttribute('aria-busy', String(on));
    if (progress) {
      progress.hidden = !on;
      progress.value = 0;
    }
  };

  // Convert: say up front when this browser cannot write AVIF (convertToBlob answers with PNG instead).
  const avif = form.querySelector<HTMLOptionElement>('select[name="format"] option[value="avif"]');
  if (avif && typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(1, 1);
    canvas.getContext('2d'); // convertToBlob needs a context
    canvas
      .convertToBlob({ type: 'image/avif' })
      .then((blob) => {
        if (blob.type !== 'image/avif') avif.textContent = `${avif.textContent} (${t.unavailable})`;
      })
      .catch(() => undefined);
  }

  const showResult = (files: ResultFile[], notes: Localized[], originals: File[]) => {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    const items = files.map((file, i) => {
      const blob = new Blob([file.bytes], { type: file.type });
      const url = URL.createObjectURL(blob);
      urls.push(url);
      const item = document.createElement('div');
      item.className = 'file-tool-result';
      const preview = document.createElement('img');
      preview.src = url;
      preview.alt = t.preview(file.name);
      preview.decoding = 'async';
      if (file.width && file.height) {
        preview.width = file.width;
        preview.height = file.height;
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.textContent = `${t.download} ${file.name}`;
      const facts = document.createElement('p');
      const parts = [file.width && file.height ? t.pixels(file.width, file.height) : '', sizeText(locale, blob.size)];
      const original = originals[i];
      if (original && files.length === originals.length) parts.push(t.was(sizeText(locale, original.size)));
      facts.textContent = parts.filter(Boolean).join(' · ');
      facts.className = 'help';
      item.append(preview, link, facts);
      return item;
    });
    results.replaceChildren(...items);
    if (files.length > 1) {
      // Every image in one ZIP, first, beside the single links.
      const name = zipName(files.map((file) => file.name), 'images');
      const blob = new Blob([zipFiles(files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
      const url = URL.createObjectURL(blob);
      urls.push(url);
      const zip = document.createElement('p');
      zip.className = 'file-tool-zip';
      zip.style.gridColumn = '1 / -1';
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.className = 'button';
      link.textContent = t.zip(files.length, name);
      const size = document.createElement('span');
      size.className = 'help';
      size.textContent = sizeText(locale, blob.size);
      zip.append(link, ' ', size);
      results.prepend(zip);
    }
    if (notes.length) {
      const noteList = document.createElement('ul');
      noteList.className = 'file-tool-notes';
      noteList.style.gridColumn = '1 / -1';
      for (const note of notes) {
        const li = document.createElement('li');
        li.textContent = note[locale];
        noteList.append(li);
      }
      results.append(noteList);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });

  async function run(): Promise<void> {
    const files = Array.from(input!.files ?? []);
    if (files.length === 0) {
      say(t.noFile, true);
      input!.focus();
      return;
    }
    const tooBig = files.find((f) => f.size > MAX_FILE_BYTES);
    if (tooBig) {
      say(t.tooBig(tooBig.name, sizeText(locale, tooBig.size)), true);
      return;
    }
    const { options, problem } = readOptions(form, t);
    if (problem) {
      say(problem[1], true);
      problem[0].focus();
      return;
    }
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || !form.dataset.worker) {
      say(t.noWorker, true);
      return;
    }
    busy(true);
    say(t.working(files.length));
    results.replaceChildren();
    const payload = await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, bytes: await f.arrayBuffer() })));
    worker?.terminate(); // a new run replaces one still working
    const current = new Worker(form.dataset.worker);
    worker = current;
    const finish = () => {
      current.terminate();
      if (worker === current) worker = undefined;
      busy(false);
    };
    current.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (worker !== current) return;
      const message = event.data;
      if (message.type === 'progress') {
        if (progress) progress.value = message.total > 0 ? message.done / message.total : 0;
      } else if (message.type === 'result') {
        finish();
        showResult(message.files, message.notes ?? [], files);
        say(t.done(message.files.length));
      } else {
        finish();
        say(message.message[locale], true);
      }
    };
    current.onerror = (event) => {
      event.preventDefault();
      if (worker !== current) return;
      finish();
      say(t.crashed, true);
    };
    current.postMessage(
      { tool, files: payload, options },
      payload.map((f) => f.bytes),
    );
  }
}

for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form.file-tool[data-tool^="image-"]'))) enhance(form);

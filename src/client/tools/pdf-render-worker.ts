/**
 * pdf-to-images' worker, and the page thumbnails': pdf.js renders each page onto an OffscreenCanvas, here, off the
 * page's thread, and the pages come back as PNG or JPEG files. A separate bundle from src/client/tools/pdf-worker.ts
 * because pdf.js is large: a page loads it only once a file is chosen (form[data-thumbnails]) or on pdf-to-images.
 *
 * pdf.js normally starts a worker of its own from a URL (GlobalWorkerOptions.workerSrc). We are already in a worker,
 * so its "worker side" (the parser, pdf.worker.mjs) is bundled here too and registered as `globalThis.pdfjsWorker`:
 * pdf.js then runs both sides in this thread over a loopback port — no second worker, no module worker, no blob:
 * URL, nothing fetched, no eval (`isEvalSupported: false`), which is what the CSP (`script-src 'self'; worker-src
 * 'self'`) allows. The legacy build, because the modern one needs Map.prototype.getOrInsertComputed and
 * Promise.withResolvers, newer than the browsers we target. Canvases are OffscreenCanvas; fonts embedded in the PDF
 * load through the worker's own FontFaceSet (`self.fonts`); the 14 standard fonts, when a PDF does not embed them,
 * come from the system (no font files are fetched). Nothing is fetched at all: without `wasmUrl`, `cMapUrl` and
 * `standardFontDataUrl` pdf.js skips what it would need them for (JPEG 2000 images, ICC colour profiles, the
 * predefined CJK CMaps), and WebAssembly could not be compiled under our CSP anyway.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjsQuieted } from './pdf/pdfjs-quiet.js';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { parsePageRanges, resolvePageRanges } from './pdf/page-ranges.js';
import { baseName, serve, ToolError, type FileOut, type Job, type Options, type Text, type WorkerScope } from './pdf/protocol.js';

// pdf.worker.mjs has been evaluated (imports run in order): the worker is a worker again.
if (pdfjsQuieted) delete (globalThis as unknown as { window?: unknown }).window;
(globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = { WorkerMessageHandler };

type Progress = (done: number, total: number) => void;

interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

/** pdf.js's canvas factory, on OffscreenCanvas (the default one calls document.createElement). */
class OffscreenCanvasFactory {
  constructor(_options: unknown) {}
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(entry: CanvasAndContext, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }
  destroy(entry: CanvasAndContext): void {
    if (entry.canvas) {
      entry.canvas.width = 0;
      entry.canvas.height = 0;
    }
    entry.canvas = null;
    entry.context = null;
  }
}

/** pdf.js's filter factory without the DOM: SVG filters (transfer functions, high contrast) are left out. */
class NoFilterFactory {
  constructor(_options: unknown) {}
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

/** Largest image we draw, in pixels (about 40 megapixels: an A4 page at 600 dpi is 35). */
const MAX_PIXELS = 40_000_000;

function text(options: Options, id: string): string {
  const value = options[id];
  return typeof value === 'string' ? value : '';
}

async function open(bytes: ArrayBuffer, name: string): Promise<PDFDocumentProxy> {
  const fonts = (self as unknown as { fonts?: unknown }).fonts;
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: true,
    // With no FontFaceSet in this worker, glyphs are drawn as paths from the font programs instead.
    disableFontFace: fonts === undefined,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    ownerDocument: { fonts },
    verbosity: 0,
  } as unknown as Parameters<typeof getDocument>[0]);
  try {
    return await task.promise;
  } catch (error) {
    // With no onPassword handler, pdf.js rejects a password-protected file with a PasswordException.
    if ((error as { name?: string } | null)?.name === 'PasswordException') {
      throw new ToolError({
        en: `“${name}” is protected by a password, so its pages cannot be read here. Open it in a PDF reader and save a copy without the password first.`,
        es: `«${name}» está protegido con contraseña, así que sus páginas no se pueden leer aquí. Ábrelo en un lector de PDF y guarda antes una copia sin contraseña.`,
      });
    }
    throw new ToolError({
      en: `“${name}” could not be read as a PDF: it is damaged or is not a PDF file.`,
      es: `«${name}» no se ha podido leer como PDF: está dañado o no es un archivo PDF.`,
    });
  }
}

async function pdfToImages(job: Job, progress: Progress): Promise<{ files: FileOut[]; notes?: Text[] }> {
  const file = job.files[0];
  if (!file) throw new ToolError({ en: 'Choose a PDF file first.', es: 'Elige antes un archivo PDF.' });
  if (typeof OffscreenCanvas !== 'function') {
    throw new ToolError({
      en: 'This browser cannot draw pages in the background (it lacks OffscreenCanvas): use a recent Chrome, Edge or Firefox, or Safari 16.4 or later.',
      es: 'Este navegador no puede dibujar páginas en segundo plano (no tiene OffscreenCanvas): usa un Chrome, Edge o Firefox recientes, o Safari 16.4 o posterior.',
    });
  }
  const format = text(job.options, 'format') === 'jpeg' ? 'jpeg' : 'png';
  const dpi = Number(text(job.options, 'resolution') || '150');
  if (!Number.isFinite(dpi) || dpi < 36 || dpi > 600) {
    throw new ToolError({ en: 'choose a resolution between 36 and 600 dpi.', es: 'elige una resolución entre 36 y 600 ppp.' }, 'resolution');
  }
  const parsed = parsePageRanges(text(job.options, 'pages'));
  if (!parsed.ok) throw new ToolError(parsed.message, 'pages');

  const doc = await open(file.bytes, file.name);
  const notes: Text[] = [];
  try {
    let pages: number[];
    if (parsed.ranges.length === 0) pages = Array.from({ length: doc.numPages }, (_, i) => i);
    else {
      const resolved = resolvePageRanges(parsed.ranges, doc.numPages);
      if (!resolved.ok) throw new ToolError(resolved.message, 'pages');
      pages = [...new Set(resolved.pages)];
    }
    const base = baseName(file.name);
    const digits = String(doc.numPages).length;
    const out: FileOut[] = [];
    let reduced = false;
    for (const [i, index] of pages.entries()) {
      const page = await doc.getPage(index + 1);
      let scale = dpi / 72;
      const natural = page.getViewport({ scale });
      if (natural.width * natural.height > MAX_PIXELS) {
        scale *= Math.sqrt(MAX_PIXELS / (natural.width * natural.height));
        reduced = true;
      }
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas in this browser');
      // White paper under the page (a PNG would otherwise be transparent where the PDF draws nothing).
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      page.cleanup();
      const blob = await canvas.convertToBlob(format === 'png' ? { type: 'image/png' } : { type: 'image/jpeg', quality: 0.9 });
      canvas.width = 0;
      canvas.height = 0;
      out.push({
        name: `${base}-page-${String(index + 1).padStart(digits, '0')}.${format === 'png' ? 'png' : 'jpg'}`,
        type: blob.type,
        bytes: await blob.arrayBuffer(),
        width,
        height,
      });
      progress(i + 1, pages.length);
    }
    if (reduced) {
      notes.push({
        en: 'Some pages are so large that they were drawn at a lower resolution (at most about 40 megapixels per image).',
        es: 'Algunas páginas son tan grandes que se han dibujado a menos resolución (como mucho, unos 40 megapíxeles por imagen).',
      });
    }
    return notes.length > 0 ? { files: out, notes } : { files: out };
  } finally {
    await doc.destroy();
  }
}

/** Thumbnails drawn for one file, at most: past it the page lists stay typed. */
const MAX_THUMBNAILS = 200;

/**
 * 'pdf-thumbnails': the page tools' thumbnails, each page drawn `width` pixels wide (its own /Rotate applied) as a
 * JPEG; `first: true` draws the first page only (merge's file list). Past MAX_THUMBNAILS pages, none: the page keeps
 * its typed lists.
 */
async function thumbnails(job: Job, progress: Progress): Promise<{ files: FileOut[] }> {
  const file = job.files[0];
  if (!file) throw new ToolError({ en: 'Choose a PDF file first.', es: 'Elige antes un archivo PDF.' });
  if (typeof OffscreenCanvas !== 'function') return { files: [] };
  const width = Math.min(400, Math.max(40, Number(job.options.width) || 160));
  const doc = await open(file.bytes, file.name);
  try {
    const count = job.options.first === true ? 1 : doc.numPages > MAX_THUMBNAILS ? 0 : doc.numPages;
    const out: FileOut[] = [];
    for (let index = 0; index < count; index++) {
      const page = await doc.getPage(index + 1);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const w = Math.max(1, Math.round(viewport.width));
      const h = Math.max(1, Math.min(4 * w, Math.round(viewport.height)));
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) break;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      page.cleanup();
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.75 });
      out.push({ name: `page-${index + 1}.jpg`, type: blob.type, bytes: await blob.arrayBuffer(), width: w, height: h });
      progress(index + 1, count);
    }
    return { files: out };
  } finally {
    await doc.destroy();
  }
}

serve(self as unknown as WorkerScope, {
  run: async (job, progress) => {
    if (job.tool === 'pdf-thumbnails') return thumbnails(job, progress);
    if (job.tool !== 'pdf-to-images') {
      throw new ToolError({ en: `This worker does not run “${job.tool}”.`, es: `Este proceso no ejecuta «${job.tool}».` });
    }
    return pdfToImages(job, progress);
  },
  pages: async (file) => {
    const doc = await open(file.bytes, file.name);
    try {
      return doc.numPages;
    } finally {
      await doc.destroy();
    }
  },
});

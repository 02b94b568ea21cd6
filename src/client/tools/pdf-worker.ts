/**
 * The PDF tools' worker (pdf-lib): merge, split / extract, rotate, reorder, images to PDF. It receives the files'
 * bytes from the page (src/client/tools/pdf-tools.ts), works on them here, off the page's thread, and posts back the
 * new files. Nothing is sent anywhere: this worker makes no request. pdf.js (pdf-to-images, the page thumbnails)
 * has its own worker, src/client/tools/pdf-render-worker.ts, which a page starts only once a file is chosen.
 */
import { degrees, EncryptedPDFError, PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { dedupeObjects } from './pdf/dedupe.js';
import { jpegOrientation, sniffImage } from './pdf/images.js';
import { firstRepeat, parsePageRanges, resolvePageRanges, type PageRange } from './pdf/page-ranges.js';
import { baseName, serve, ToolError, type FileIn, type FileOut, type Job, type Options, type Outcome, type Text, type WorkerScope } from './pdf/protocol.js';

type Progress = (done: number, total: number) => void;

const PDF = 'application/pdf';

/** Reads a PDF, refusing an encrypted one and one that is not a PDF, with the file named. */
async function readPdf(file: FileIn): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(file.bytes, { updateMetadata: false });
  } catch (error) {
    // pdf-lib is compiled to ES5, where `instanceof` an Error subclass fails: its message says it too.
    if (error instanceof EncryptedPDFError || (error instanceof Error && /\bis encrypted\b/.test(error.message))) {
      throw new ToolError({
        en: `“${file.name}” is encrypted (password-protected or locked against changes), so it cannot be edited here. Remove the protection in a PDF reader first.`,
        es: `«${file.name}» está cifrado (protegido con contraseña o bloqueado contra cambios), así que no se puede editar aquí. Quita antes la protección con un lector de PDF.`,
      });
    }
    throw new ToolError({
      en: `“${file.name}” could not be read as a PDF: it is damaged or is not a PDF file.`,
      es: `«${file.name}» no se ha podido leer como PDF: está dañado o no es un archivo PDF.`,
    });
  }
  let count = 0;
  try {
    count = doc.getPageCount();
  } catch {
    count = 0;
  }
  if (count === 0) {
    throw new ToolError({
      en: `“${file.name}” could not be read as a PDF: no page was found in it (the file may be damaged or cut short).`,
      es: `«${file.name}» no se ha podido leer como PDF: no se ha encontrado ninguna página (puede que esté dañado o incompleto).`,
    });
  }
  return doc;
}

function onePdf(files: readonly FileIn[]): FileIn {
  const file = files[0];
  if (!file) throw new ToolError({ en: 'Choose a PDF file first.', es: 'Elige antes un archivo PDF.' });
  return file;
}

function text(options: Options, id: string): string {
  const value = options[id];
  return typeof value === 'string' ? value : '';
}

/** The ranges typed in `field`, or a message naming what is wrong (the page prefixes the field's label). */
function ranges(options: Options, field: string): PageRange[] {
  const parsed = parsePageRanges(text(options, field));
  if (!parsed.ok) throw new ToolError(parsed.message, field);
  return parsed.ranges;
}

function pagesOf(list: readonly PageRange[], count: number, field: string): number[] {
  const resolved = resolvePageRanges(list, count);
  if (!resolved.ok) throw new ToolError(resolved.message, field);
  return resolved.pages;
}

/**
 * `turns`: what the page thumbnails ask for, degrees clockwise to add to each page of the file, in its original order
 * ("0,90,0"); absent when the page has no thumbnails, and the typed fields decide.
 */
function turnsOf(options: Options, count: number): number[] | undefined {
  const value = text(options, 'turns');
  if (value === '') return undefined;
  const turns = value.split(',').map(Number);
  if (turns.length !== count || turns.some((turn) => ![0, 90, 180, 270].includes(turn))) {
    throw new ToolError({ en: 'The page turns do not match the file: choose it again.', es: 'Los giros de las páginas no corresponden al archivo: vuelve a elegirlo.' });
  }
  return turns;
}

/** Adds `angle` degrees clockwise to the page's own rotation. */
function turn(page: PDFPage, angle: number): void {
  page.setRotation(degrees((((page.getRotation().angle + angle) % 360) + 360) % 360));
}

/**
 * Copies `indices` of `source` into `target` in one copyPages call: one copier per source, so what its pages share
 * (fonts, images) is copied once. Copied ten pages at a time, each chunk's copier would copy them again.
 */
async function copyInto(target: PDFDocument, source: PDFDocument, indices: readonly number[], tick: () => void): Promise<PDFPage[]> {
  const copied = await target.copyPages(source, [...indices]);
  for (const page of copied) {
    target.addPage(page);
    tick();
  }
  return copied;
}

/** Saved with object streams, each shared resource written once (./pdf/dedupe.ts). */
async function saved(doc: PDFDocument, name: string): Promise<FileOut> {
  dedupeObjects(doc);
  const bytes = await doc.save({ objectsPerTick: 200, useObjectStreams: true });
  return { name, type: PDF, bytes: exactBuffer(bytes), pages: doc.getPageCount() };
}

function exactBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  return bytes.slice().buffer as ArrayBuffer;
}

async function merge(files: readonly FileIn[], progress: Progress): Promise<Outcome> {
  if (files.length < 2) {
    throw new ToolError({ en: 'Choose at least two PDF files to merge.', es: 'Elige al menos dos archivos PDF para unirlos.' });
  }
  const docs: PDFDocument[] = [];
  for (const file of files) docs.push(await readPdf(file));
  const total = docs.reduce((sum, doc) => sum + doc.getPageCount(), 0);
  let done = 0;
  const out = await PDFDocument.create();
  for (const doc of docs) {
    await copyInto(out, doc, doc.getPageIndices(), () => progress(++done, total + 1));
  }
  const result = await saved(out, 'merged.pdf');
  progress(total + 1, total + 1);
  return { files: [result] };
}

async function split(files: readonly FileIn[], options: Options, progress: Progress): Promise<Outcome> {
  const file = onePdf(files);
  const list = ranges(options, 'pages');
  const mode = text(options, 'mode') || 'each';
  const doc = await readPdf(file);
  const count = doc.getPageCount();
  const base = baseName(file.name);
  if (mode === 'extract' || mode === 'ranges') {
    if (list.length === 0) {
      throw new ToolError({ en: 'write the pages to take, for example 1-3,5.', es: 'escribe las páginas que quieres sacar, por ejemplo 1-3,5.' }, 'pages');
    }
  }
  // Each group becomes one file: every page alone ('each'), each range typed ('ranges'), or all of them ('extract').
  const label = (range: PageRange) => (range.from === range.to ? `page-${range.from}` : `pages-${range.from}-${range.to ?? count}`);
  let groups: { pages: number[]; name: string }[];
  if (mode === 'extract') {
    const name = list.length === 1 ? label(list[0]!) : `pages-${list.map((r) => label(r).replace(/^pages?-/, '')).join('_')}`;
    groups = [{ pages: pagesOf(list, count, 'pages'), name: `${base}-${name}.pdf` }];
  } else if (mode === 'ranges') {
    groups = list.map((range) => ({ pages: pagesOf([range], count, 'pages'), name: `${base}-${label(range)}.pdf` }));
  } else {
    const pages = list.length === 0 ? doc.getPageIndices() : [...new Set(pagesOf(list, count, 'pages'))];
    groups = pages.map((page) => ({ pages: [page], name: `${base}-page-${page + 1}.pdf` }));
  }
  const total = groups.reduce((sum, g) => sum + g.pages.length, 0);
  let done = 0;
  const out: FileOut[] = [];
  for (const group of groups) {
    const target = await PDFDocument.create();
    await copyInto(target, doc, group.pages, () => progress(++done, total));
    out.push(await saved(target, group.name));
  }
  return { files: out };
}

async function rotate(files: readonly FileIn[], options: Options, progress: Progress): Promise<Outcome> {
  const file = onePdf(files);
  const angle = Number(text(options, 'angle') || '90');
  if (![90, 180, 270].includes(angle)) {
    throw new ToolError({ en: 'choose 90, 180 or 270 degrees.', es: 'elige 90, 180 o 270 grados.' }, 'angle');
  }
  const list = ranges(options, 'pages');
  const doc = await readPdf(file);
  const pages = doc.getPages();
  const turns = turnsOf(options, pages.length) ?? pages.map(() => angle);
  const listed = list.length === 0 ? doc.getPageIndices() : [...new Set(pagesOf(list, pages.length, 'pages'))];
  // With thumbnails, each page's own turn; typed, the angle for the pages listed.
  const chosen = text(options, 'turns') === '' ? listed : doc.getPageIndices().filter((index) => turns[index] !== 0);
  if (chosen.length === 0) throw new ToolError({ en: 'Turn at least one page first.', es: 'Gira antes al menos una página.' });
  let done = 0;
  for (const index of chosen) {
    turn(pages[index] as PDFPage, turns[index]!);
    progress(++done, chosen.length + 1);
  }
  const result = await saved(doc, `${baseName(file.name)}-rotated.pdf`);
  progress(1, 1);
  const notes: Text[] = [];
  if (chosen.length < pages.length) {
    const n = chosen.length;
    notes.push({
      en: `${n} of the ${pages.length} pages turned.`,
      es: n === 1 ? `Se ha girado 1 de las ${pages.length} páginas.` : `Se han girado ${n} de las ${pages.length} páginas.`,
    });
  }
  return notes.length > 0 ? { files: [result], notes } : { files: [result] };
}

async function reorder(files: readonly FileIn[], options: Options, progress: Progress): Promise<Outcome> {
  const file = onePdf(files);
  const list = ranges(options, 'order');
  if (list.length === 0) {
    throw new ToolError({ en: 'write the new order of the pages, for example 3,1,2.', es: 'escribe el nuevo orden de las páginas, por ejemplo 3,1,2.' }, 'order');
  }
  const doc = await readPdf(file);
  const count = doc.getPageCount();
  const listed = pagesOf(list, count, 'order');
  const repeat = firstRepeat(listed);
  if (repeat !== undefined) {
    throw new ToolError({ en: `page ${repeat} is listed twice.`, es: `la página ${repeat} aparece dos veces.` }, 'order');
  }
  const rest = doc.getPageIndices().filter((page) => !listed.includes(page));
  const turns = turnsOf(options, count);
  const out = await PDFDocument.create();
  let done = 0;
  const order = [...listed, ...rest];
  const copied = await copyInto(out, doc, order, () => progress(++done, count + 1));
  if (turns) copied.forEach((page, i) => turn(page, turns[order[i]!]!));
  const result = await saved(out, `${baseName(file.name)}-reordered.pdf`);
  progress(1, 1);
  if (rest.length === 0) return { files: [result] };
  const names = rest.map((p) => p + 1).join(', ');
  return {
    files: [result],
    notes: [
      rest.length === 1
        ? { en: `Page ${names} was not listed: it follows at the end.`, es: `La página ${names} no estaba en la lista: va al final.` }
        : { en: `Pages ${names} were not listed: they follow at the end, in their original order.`, es: `Las páginas ${names} no estaban en la lista: van al final, en su orden original.` },
    ],
  };
}

const MM = 72 / 25.4;
const PAGE_SIZES: Record<string, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

interface Placed {
  image: PDFImage;
  /** Size as shown (after the EXIF turn), in pixels. */
  width: number;
  height: number;
  /** Quarter turns clockwise to show it upright: 0, 1, 2 or 3. */
  turns: number;
}

/** Draws any image the browser can decode into a PNG (WebP, GIF, BMP; or a mirrored JPEG, turned upright). */
async function throughCanvas(bytes: Uint8Array, type: string): Promise<Uint8Array | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Uint8Array(await blob.arrayBuffer());
  } catch {
    return undefined;
  }
}

async function embedImage(doc: PDFDocument, file: FileIn): Promise<Placed> {
  const bytes = new Uint8Array(file.bytes);
  const unreadable = new ToolError({
    en: `“${file.name}” could not be read as an image: use JPEG or PNG files (WebP works where the browser can read it).`,
    es: `«${file.name}» no se ha podido leer como imagen: usa archivos JPEG o PNG (WebP sirve si el navegador sabe leerlo).`,
  });
  const kind = sniffImage(bytes);
  try {
    if (kind === 'jpeg') {
      const orientation = jpegOrientation(bytes);
      const turns = ({ 1: 0, 3: 2, 6: 1, 8: 3 } as Record<number, number>)[orientation];
      if (turns !== undefined) {
        const image = await doc.embedJpg(bytes);
        const sideways = turns % 2 === 1;
        return { image, width: sideways ? image.height : image.width, height: sideways ? image.width : image.height, turns };
      }
    } else if (kind === 'png') {
      const image = await doc.embedPng(bytes);
      return { image, width: image.width, height: image.height, turns: 0 };
    }
  } catch {
    throw unreadable;
  }
  const png = await throughCanvas(bytes, file.type);
  if (!png) throw unreadable;
  const image = await doc.embedPng(png);
  return { image, width: image.width, height: image.height, turns: 0 };
}

/** Draws `placed` upright in the box (x, y, w, h), in points. */
function drawUpright(page: PDFPage, placed: Placed, x: number, y: number, w: number, h: number): void {
  const { image, turns } = placed;
  if (turns === 0) page.drawImage(image, { x, y, width: w, height: h });
  else if (turns === 2) page.drawImage(image, { x: x + w, y: y + h, width: w, height: h, rotate: degrees(180) });
  else if (turns === 1) page.drawImage(image, { x, y: y + h, width: h, height: w, rotate: degrees(-90) });
  else page.drawImage(image, { x: x + w, y, width: h, height: w, rotate: degrees(90) });
}

async function imagesToPdf(files: readonly FileIn[], options: Options, progress: Progress): Promise<Outcome> {
  if (files.length === 0) throw new ToolError({ en: 'Choose one or more images first.', es: 'Elige antes una o varias imágenes.' });
  const size = text(options, 'pageSize') || 'a4';
  const marginText = text(options, 'margin');
  const margin = marginText === '' ? 10 : Number(marginText.replace(',', '.'));
  if (!Number.isFinite(margin) || margin < 0 || margin > 50) {
    throw new ToolError({ en: 'write a margin between 0 and 50 mm.', es: 'escribe un margen entre 0 y 50 mm.' }, 'margin');
  }
  const doc = await PDFDocument.create();
  let done = 0;
  for (const file of files) {
    const placed = await embedImage(doc, file);
    if (size === 'image') {
      // The page is the image at 96 pixels per inch (a CSS pixel): 0.75 point per pixel, shown at its size at 100 %.
      const w = placed.width * 0.75;
      const h = placed.height * 0.75;
      drawUpright(doc.addPage([w, h]), placed, 0, 0, w, h);
    } else {
      const [short, long] = PAGE_SIZES[size] ?? PAGE_SIZES.a4!;
      const landscape = placed.width > placed.height;
      const [pw, ph] = landscape ? [long, short] : [short, long];
      const m = margin * MM;
      const scale = Math.min((pw - 2 * m) / placed.width, (ph - 2 * m) / placed.height);
      const w = placed.width * scale;
      const h = placed.height * scale;
      drawUpright(doc.addPage([pw, ph]), placed, (pw - w) / 2, (ph - h) / 2, w, h);
    }
    progress(++done, files.length + 1);
  }
  const name = files.length === 1 ? `${baseName(files[0]!.name)}.pdf` : 'images.pdf';
  const result = await saved(doc, name);
  progress(1, 1);
  return { files: [result] };
}

async function run(job: Job, progress: Progress): Promise<Outcome> {
  switch (job.tool) {
    case 'pdf-merge':
      return merge(job.files, progress);
    case 'pdf-split':
      return split(job.files, job.options, progress);
    case 'pdf-rotate':
      return rotate(job.files, job.options, progress);
    case 'pdf-reorder':
      return reorder(job.files, job.options, progress);
    case 'images-to-pdf':
      return imagesToPdf(job.files, job.options, progress);
    default:
      throw new ToolError({ en: `This worker does not run “${job.tool}”.`, es: `Este proceso no ejecuta «${job.tool}».` });
  }
}

serve(self as unknown as WorkerScope, { run, pages: async (file) => (await readPdf(file)).getPageCount() });

/**
 * The image tools' Web Worker (/assets/image-worker-<hash>.js): resize, compress, convert and strip metadata, off
 * the page's main thread so the tab stays responsive. Pictures are decoded with createImageBitmap (EXIF rotation
 * applied) and written with OffscreenCanvas.convertToBlob; metadata is removed losslessly by byte surgery
 * (./image/metadata.ts). Nothing here makes a request: the file comes in a message and goes back in one.
 *
 * Protocol: page → worker `{ tool, files: [{ name, type, bytes }], options }` (buffers transferred);
 * worker → page `{ type: 'progress', done, total }`, then `{ type: 'result', files: [{ name, type, bytes, width?,
 * height? }], notes: Localized[] }` or `{ type: 'error', message: Localized }`.
 */

import { EXTENSION, MIME, headerSize, sniffFormat, type ImageFormat } from './image/format.js';
import { MalformedImage, stripMetadata } from './image/metadata.js';

type Localized = { en: string; es: string };
type Tool = 'image-resize' | 'image-compress' | 'image-convert' | 'image-strip-metadata';
type OutputFormat = 'png' | 'jpeg' | 'webp' | 'avif';

interface InputFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}
interface OutputFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  width?: number;
  height?: number;
}
interface Request {
  tool: Tool;
  files: InputFile[];
  options: Record<string, string | number | boolean | undefined>;
}

/**
 * The largest picture decoded: 50 megapixels (a 48 MP phone photo fits). Decoded, that is 200 MB of RGBA, and the
 * canvas holds another copy; beyond it a phone's tab is likely to be killed. Also the largest result, with each
 * side at most 16,384 pixels (the canvas limit common to the browsers).
 */
const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 16_384;

/** A refusal worded for the visitor, in both languages. */
class ToolError extends Error {
  constructor(readonly text: Localized) {
    super(text.en);
  }
}

const number = (locale: 'en' | 'es', n: number, digits = 0) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: digits, useGrouping: true }).format(n);
const both = (f: (locale: 'en' | 'es') => string): Localized => ({ en: f('en'), es: f('es') });
const quoted = (locale: 'en' | 'es', name: string) => (locale === 'es' ? `«${name}»` : `“${name}”`);
const sizeText = (locale: 'en' | 'es', bytes: number) =>
  bytes < 1024 * 1024 ? `${number(locale, bytes / 1024, 1)} KB` : `${number(locale, bytes / 1024 / 1024, 1)} MB`;

const unreadable = (name: string) =>
  new ToolError(
    both((l) =>
      l === 'es'
        ? `${quoted(l, name)} no es una imagen que este navegador pueda leer. Elige un archivo PNG, JPEG, WebP, GIF, BMP o AVIF.`
        : `${quoted(l, name)} is not an image this browser can read. Choose a PNG, JPEG, WebP, GIF, BMP or AVIF file.`,
    ),
  );

function refuseLarge(name: string, width: number, height: number): void {
  if (width * height <= MAX_PIXELS) return;
  throw new ToolError(
    both((l) =>
      l === 'es'
        ? `${quoted(l, name)} mide ${number(l, width)} × ${number(l, height)} píxeles (${number(l, (width * height) / 1e6, 1)} megapíxeles). Esta herramienta admite imágenes de hasta ${number(l, MAX_PIXELS / 1e6)} megapíxeles, para que el navegador no se quede sin memoria.`
        : `${quoted(l, name)} is ${number(l, width)} × ${number(l, height)} pixels (${number(l, (width * height) / 1e6, 1)} megapixels). This tool takes images up to ${number(l, MAX_PIXELS / 1e6)} megapixels, so your browser does not run out of memory.`,
    ),
  );
}

const AVIF_UNSUPPORTED = new ToolError({
  en: 'This browser cannot save images as AVIF (asked for AVIF, it gives PNG). Choose WebP, which is nearly as small, or use a browser that can write AVIF.',
  es: 'Este navegador no sabe guardar imágenes en AVIF (si se le pide AVIF, genera PNG). Elige WebP, que ocupa casi lo mismo, o usa un navegador que pueda generar AVIF.',
});

/** Names of what the metadata stripper removed (./image/metadata.ts), in Spanish. */
const REMOVED_ES: Readonly<Record<string, string>> = {
  EXIF: 'EXIF',
  'GPS location': 'ubicación GPS',
  XMP: 'XMP',
  thumbnail: 'miniatura',
  'IPTC / Photoshop': 'IPTC / Photoshop',
  comment: 'comentarios',
  text: 'textos',
  date: 'fecha',
  'ICC colour profile': 'perfil de color ICC',
  'extra pictures (MPF)': 'imágenes adicionales (MPF)',
  FlashPix: 'FlashPix',
  'C2PA / JUMBF': 'C2PA / JUMBF',
  'trailing data': 'datos tras el final de la imagen',
};

// ---------------------------------------------------------------------------------------------------------------

let avifSupport: Promise<boolean> | undefined;
/** Whether convertToBlob writes AVIF: a browser that cannot answers with another type (PNG). */
function canWriteAvif(): Promise<boolean> {
  if (!avifSupport) {
    const canvas = new OffscreenCanvas(1, 1);
    canvas.getContext('2d'); // convertToBlob needs a context
    avifSupport = canvas
      .convertToBlob({ type: 'image/avif' })
      .then((blob) => blob.type === 'image/avif')
      .catch(() => false);
  }
  return avifSupport;
}

function baseName(name: string): string {
  const cut = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return cut === '' ? 'image' : cut;
}

/** Decodes the file with its EXIF rotation applied, refusing pictures larger than MAX_PIXELS before and after. */
async function decode(file: InputFile, bytes: Uint8Array): Promise<{ bitmap: ImageBitmap; format: ImageFormat | undefined }> {
  const format = sniffFormat(bytes);
  if (format) {
    const size = headerSize(bytes, format);
    if (size) refuseLarge(file.name, size.width, size.height);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: format ? MIME[format] : file.type }), { imageOrientation: 'from-image' });
  } catch {
    throw unreadable(file.name);
  }
  if (bitmap.width * bitmap.height > MAX_PIXELS) {
    bitmap.close();
    refuseLarge(file.name, bitmap.width, bitmap.height);
  }
  return { bitmap, format };
}

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

/**
 * Draws the bitmap at width × height. Shrinking by more than half goes by halves, so every browser averages all
 * the pixels (a single large step skips some, and fine detail turns to jagged noise).
 */
function draw(bitmap: ImageBitmap, width: number, height: number): OffscreenCanvas {
  let source: ImageBitmap | OffscreenCanvas = bitmap;
  let w = bitmap.width;
  let h = bitmap.height;
  while (w / 2 >= width && h / 2 >= height) {
    w = Math.round(w / 2);
    h = Math.round(h / 2);
    const half = new OffscreenCanvas(w, h);
    context(half).drawImage(source, 0, 0, w, h);
    if (source instanceof OffscreenCanvas) source.width = source.height = 0; // free it now
    source = half;
  }
  const canvas = new OffscreenCanvas(width, height);
  context(canvas).drawImage(source, 0, 0, width, height);
  if (source instanceof OffscreenCanvas) source.width = source.height = 0;
  return canvas;
}

/**
 * Puts white behind the picture (JPEG has no transparency); says whether any pixel was not fully opaque. Done on the
 * canvas already drawn, so no second copy of the picture is made.
 */
function flatten(canvas: OffscreenCanvas, check: boolean): boolean {
  const ctx = context(canvas);
  let transparent = false;
  if (check) {
    const rows = Math.max(1, Math.floor(4_000_000 / canvas.width)); // read about 16 MB at a time
    for (let y = 0; y < canvas.height && !transparent; y += rows) {
      const data = ctx.getImageData(0, y, canvas.width, Math.min(rows, canvas.height - y)).data;
      for (let i = 3; i < data.length; i += 4) {
        if (data[i] !== 255) {
          transparent = true;
          break;
        }
      }
    }
  }
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalCompositeOperation = 'source-over';
  return transparent;
}

async function encode(canvas: OffscreenCanvas, format: OutputFormat, quality: number, name: string): Promise<Blob> {
  const type = MIME[format];
  let blob: Blob;
  try {
    blob = await canvas.convertToBlob(format === 'png' ? { type } : { type, quality });
  } catch {
    throw new ToolError(
      both((l) =>
        l === 'es'
          ? `El navegador no ha podido crear la imagen de ${number(l, canvas.width)} × ${number(l, canvas.height)} píxeles para ${quoted(l, name)} (quizá le falta memoria). Prueba con un tamaño menor.`
          : `The browser could not create the ${number(l, canvas.width)} × ${number(l, canvas.height)} pixel image for ${quoted(l, name)} (it may be short of memory). Try a smaller size.`,
      ),
    );
  } finally {
    canvas.width = canvas.height = 0;
  }
  if (blob.type !== type) throw format === 'avif' ? AVIF_UNSUPPORTED : new Error(`asked for ${type}, got ${blob.type}`);
  return blob;
}

function percentOf(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 && n <= 100 ? n / 100 : fallback;
}

// ---------------------------------------------------------------------------------------------------------------

type Step = () => void;

async function resize(file: InputFile, bytes: Uint8Array, options: Request['options'], notes: Localized[], step: Step): Promise<OutputFile> {
  const by = options.resizeBy === 'height' || options.resizeBy === 'percent' ? options.resizeBy : 'width';
  const size = Number(options.size);
  if (!Number.isFinite(size) || size <= 0) {
    throw new ToolError({ en: 'Enter the new size: a number of pixels, or a percentage.', es: 'Indica el nuevo tamaño: un número de píxeles o un porcentaje.' });
  }
  const { bitmap, format } = await decode(file, bytes);
  step();
  const scale = by === 'width' ? size / bitmap.width : by === 'height' ? size / bitmap.height : size / 100;
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    bitmap.close();
    throw new ToolError(
      both((l) =>
        l === 'es'
          ? `${quoted(l, file.name)} quedaría en ${number(l, width)} × ${number(l, height)} píxeles; el máximo es ${number(l, MAX_SIDE)} píxeles por lado y ${number(l, MAX_PIXELS / 1e6)} megapíxeles. Elige un tamaño menor.`
          : `${quoted(l, file.name)} would be ${number(l, width)} × ${number(l, height)} pixels; the most is ${number(l, MAX_SIDE)} pixels a side and ${number(l, MAX_PIXELS / 1e6)} megapixels. Choose a smaller size.`,
      ),
    );
  }
  if (width > bitmap.width) {
    notes.push(
      both((l) =>
        l === 'es'
          ? `${quoted(l, file.name)} se ha ampliado por encima de su tamaño original (${number(l, bitmap.width)} × ${number(l, bitmap.height)}): ampliar no añade detalle.`
          : `${quoted(l, file.name)} was enlarged beyond its original size (${number(l, bitmap.width)} × ${number(l, bitmap.height)}): enlarging adds no detail.`,
      ),
    );
  }
  const out: OutputFormat = format === 'jpeg' || format === 'webp' ? format : 'png';
  const canvas = draw(bitmap, width, height);
  bitmap.close();
  const blob = await encode(canvas, out, 0.92, file.name);
  return { name: `${baseName(file.name)}-${width}x${height}.${EXTENSION[out]}`, type: blob.type, bytes: await blob.arrayBuffer(), width, height };
}

async function reencode(
  tool: 'image-compress' | 'image-convert',
  file: InputFile,
  bytes: Uint8Array,
  options: Request['options'],
  notes: Localized[],
  step: Step,
): Promise<OutputFile> {
  let out: OutputFormat;
  let quality: number;
  const asked = String(options.format ?? '');
  if (tool === 'image-convert') {
    out = asked === 'png' || asked === 'jpeg' || asked === 'avif' ? asked : 'webp';
    quality = percentOf(options.quality, 0.9);
    if (out === 'avif' && !(await canWriteAvif())) throw AVIF_UNSUPPORTED;
  } else {
    quality = percentOf(options.quality, 0.75);
    const format = sniffFormat(bytes);
    out = asked === 'jpeg' || asked === 'webp' ? asked : format === 'jpeg' ? 'jpeg' : 'webp';
  }
  const { bitmap, format } = await decode(file, bytes);
  step();
  const { width, height } = bitmap;
  const canvas = draw(bitmap, width, height);
  bitmap.close();
  if (out === 'jpeg' && flatten(canvas, format !== 'jpeg')) {
    notes.push(
      both((l) =>
        l === 'es'
          ? `Las zonas transparentes de ${quoted(l, file.name)} han quedado en blanco: JPEG no admite transparencia.`
          : `The transparent areas of ${quoted(l, file.name)} became white: JPEG has no transparency.`,
      ),
    );
  }
  const blob = await encode(canvas, out, quality, file.name);
  if (tool === 'image-compress' && blob.size >= bytes.length) {
    notes.push(
      both((l) =>
        l === 'es'
          ? `${quoted(l, file.name)}: el resultado (${sizeText(l, blob.size)}) no es más ligero que el original (${sizeText(l, bytes.length)}); probablemente ya estaba bien comprimido. Prueba con una calidad más baja o quédate con el original.`
          : `${quoted(l, file.name)}: the result (${sizeText(l, blob.size)}) is no smaller than the original (${sizeText(l, bytes.length)}); it was probably well compressed already. Try a lower quality, or keep the original.`,
      ),
    );
  }
  const suffix = tool === 'image-compress' ? '-compressed' : format === out ? '-converted' : '';
  return { name: `${baseName(file.name)}${suffix}.${EXTENSION[out]}`, type: blob.type, bytes: await blob.arrayBuffer(), width, height };
}

async function strip(file: InputFile, bytes: Uint8Array, options: Request['options'], notes: Localized[], step: Step): Promise<OutputFile> {
  const keepColorProfile = options.keepColorProfile !== false && options.keepColorProfile !== 'false';
  const format = sniffFormat(bytes);
  if (format === 'jpeg' || format === 'png' || format === 'webp') {
    let result;
    try {
      result = stripMetadata(bytes, format, keepColorProfile);
    } catch (error) {
      if (error instanceof MalformedImage) throw unreadable(file.name);
      throw error;
    }
    step();
    const removed = result.removed;
    notes.push(
      removed.length === 0
        ? both((l) => (l === 'es' ? `${quoted(l, file.name)} no tenía metadatos que quitar.` : `${quoted(l, file.name)} had no metadata to remove.`))
        : both((l) =>
            l === 'es'
              ? `${quoted(l, file.name)}: eliminado ${removed.map((k) => REMOVED_ES[k] ?? k).join(', ')} (${sizeText(l, bytes.length - result.bytes.length)} menos). La imagen no se ha vuelto a codificar.`
              : `${quoted(l, file.name)}: removed ${removed.join(', ')} (${sizeText(l, bytes.length - result.bytes.length)} less). The picture was not re-encoded.`,
          ),
    );
    const size = headerSize(result.bytes, format);
    const sideways = result.orientation !== undefined && result.orientation >= 5;
    const out: OutputFile = {
      name: `${baseName(file.name)}-no-metadata.${EXTENSION[format]}`,
      type: MIME[format],
      bytes: result.bytes.buffer.slice(result.bytes.byteOffset, result.bytes.byteOffset + result.bytes.byteLength) as ArrayBuffer,
    };
    if (size) {
      out.width = sideways ? size.height : size.width;
      out.height = sideways ? size.width : size.height;
    }
    return out;
  }
  // GIF, BMP, AVIF: no lossless stripping here; drawn again as PNG, which carries nothing but pixels.
  const { bitmap } = await decode(file, bytes);
  step();
  const { width, height } = bitmap;
  const canvas = draw(bitmap, width, height);
  bitmap.close();
  const blob = await encode(canvas, 'png', 1, file.name);
  notes.push(
    both((l) =>
      l === 'es'
        ? `${quoted(l, file.name)} se ha guardado de nuevo como PNG (sin pérdida de calidad), que no lleva metadatos${format === 'gif' ? '; de un GIF animado queda solo el primer fotograma' : ''}.`
        : `${quoted(l, file.name)} was saved again as PNG (no quality lost), which carries no metadata${format === 'gif' ? '; an animated GIF keeps only its first frame' : ''}.`,
    ),
  );
  return { name: `${baseName(file.name)}-no-metadata.png`, type: blob.type, bytes: await blob.arrayBuffer(), width, height };
}

// ---------------------------------------------------------------------------------------------------------------

interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

async function handle({ tool, files, options }: Request): Promise<void> {
  const notes: Localized[] = [];
  const outputs: OutputFile[] = [];
  const total = files.length * 2;
  let done = 0;
  const step = () => scope.postMessage({ type: 'progress', done: ++done, total });
  scope.postMessage({ type: 'progress', done, total });
  const refused: ToolError[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(file.bytes);
    try {
      if (tool === 'image-resize') outputs.push(await resize(file, bytes, options, notes, step));
      else if (tool === 'image-compress' || tool === 'image-convert') outputs.push(await reencode(tool, file, bytes, options, notes, step));
      else if (tool === 'image-strip-metadata') outputs.push(await strip(file, bytes, options, notes, step));
      else throw new Error(`unknown tool ${String(tool)}`);
    } catch (error) {
      // In a batch, a file that cannot be done is named in the notes and the others go on; alone, it is the answer.
      if (!(error instanceof ToolError) || files.length === 1) throw error;
      refused.push(error);
    }
    file.bytes = new ArrayBuffer(0); // let the input go
    done = 2 * index + 1;
    step();
  }
  if (outputs.length === 0) throw refused[0]!;
  notes.unshift(...refused.map((error) => error.text));
  scope.postMessage(
    { type: 'result', files: outputs, notes },
    outputs.map((o) => o.bytes),
  );
}

scope.onmessage = (event) => {
  handle(event.data).catch((error: unknown) => {
    const message: Localized =
      error instanceof ToolError
        ? error.text
        : {
            en: `The image could not be processed: ${error instanceof Error ? error.message : String(error)}.`,
            es: `No se ha podido procesar la imagen: ${error instanceof Error ? error.message : String(error)}.`,
          };
    scope.postMessage({ type: 'error', message });
  });
};

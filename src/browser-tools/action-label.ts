import type { Locale } from '../core/locale.js';

/**
 * The words of a file tool's button: what pressing it does, from what is chosen ("Merge 3 PDFs", "Split into 12
 * files", "Rotate 2 pages"). The server draws it with nothing chosen; the family's page script redraws it as files are
 * chosen and pages picked. No imports beyond the locale type: it is bundled into the page scripts.
 */
export interface ActionState {
  /** What the action acts on or makes: PDFs to merge, files a split makes, pages turned or taken, images. */
  count?: number;
  /** The output format's choice (`png`, `jpeg`, `webp`, `avif`), for the tools that convert. */
  format?: string;
  /** pdf-split's mode: `extract` takes pages into one file; the others make `count` files. */
  mode?: string;
}

const FORMATS: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Words = (n: number | undefined, format: string, mode: string | undefined) => string;

const LABELS: Record<Locale, Record<string, Words>> = {
  en: {
    'pdf-merge': (n) => (n !== undefined && n >= 2 ? `Merge ${n} PDFs` : 'Merge the PDFs'),
    'pdf-split': (n, _f, mode) =>
      mode === 'extract' ? (n ? `Extract ${plural(n, 'page', 'pages')}` : 'Extract the pages') : n ? `Split into ${plural(n, 'file', 'files')}` : 'Split the PDF',
    'pdf-rotate': (n) => (n ? `Rotate ${plural(n, 'page', 'pages')}` : 'Rotate the pages'),
    'pdf-reorder': (n) => (n ? `Reorder ${plural(n, 'page', 'pages')}` : 'Reorder the pages'),
    'images-to-pdf': (n) => (n ? `Make a PDF of ${plural(n, 'image', 'images')}` : 'Make the PDF'),
    'pdf-to-images': (n, f) => (n ? `Convert ${plural(n, 'page', 'pages')} to ${f}` : `Convert the pages to ${f}`),
    'image-resize': (n) => (n ? `Resize ${plural(n, 'image', 'images')}` : 'Resize the images'),
    'image-compress': (n) => (n ? `Compress ${plural(n, 'image', 'images')}` : 'Compress the images'),
    'image-convert': (n, f) => (n ? `Convert ${plural(n, 'image', 'images')} to ${f}` : `Convert the images to ${f}`),
    'image-strip-metadata': (n) => (n ? `Remove metadata from ${plural(n, 'image', 'images')}` : 'Remove the metadata'),
  },
  es: {
    'pdf-merge': (n) => (n !== undefined && n >= 2 ? `Unir ${n} PDF` : 'Unir los PDF'),
    'pdf-split': (n, _f, mode) =>
      mode === 'extract' ? (n ? `Extraer ${plural(n, 'página', 'páginas')}` : 'Extraer las páginas') : n ? `Dividir en ${plural(n, 'archivo', 'archivos')}` : 'Dividir el PDF',
    'pdf-rotate': (n) => (n ? `Girar ${plural(n, 'página', 'páginas')}` : 'Girar las páginas'),
    'pdf-reorder': (n) => (n ? `Reordenar ${plural(n, 'página', 'páginas')}` : 'Reordenar las páginas'),
    'images-to-pdf': (n) => (n ? `Crear un PDF con ${plural(n, 'imagen', 'imágenes')}` : 'Crear el PDF'),
    'pdf-to-images': (n, f) => (n ? `Convertir ${plural(n, 'página', 'páginas')} a ${f}` : `Convertir las páginas a ${f}`),
    'image-resize': (n) => (n ? `Redimensionar ${plural(n, 'imagen', 'imágenes')}` : 'Redimensionar las imágenes'),
    'image-compress': (n) => (n ? `Comprimir ${plural(n, 'imagen', 'imágenes')}` : 'Comprimir las imágenes'),
    'image-convert': (n, f) => (n ? `Convertir ${plural(n, 'imagen', 'imágenes')} a ${f}` : `Convertir las imágenes a ${f}`),
    'image-strip-metadata': (n) => (n ? `Quitar los metadatos de ${plural(n, 'imagen', 'imágenes')}` : 'Quitar los metadatos'),
  },
};

const FALLBACK: Record<Locale, string> = { en: 'Start', es: 'Empezar' };

/** The button's words for `tool` in `locale`, given what is chosen. */
export function actionLabel(tool: string, locale: Locale, state: ActionState = {}): string {
  const words = LABELS[locale][tool];
  if (!words) return FALLBACK[locale];
  const count = state.count !== undefined && state.count > 0 ? state.count : undefined;
  return words(count, FORMATS[state.format ?? 'png'] ?? 'PNG', state.mode);
}

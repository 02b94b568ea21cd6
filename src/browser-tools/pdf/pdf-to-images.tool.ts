import { defineBrowserTool } from '../browser-tool.js';

/** Render PDF pages to PNG or JPEG with pdf.js, in the browser (src/client/tools/pdf-render-worker.ts). */
export default defineBrowserTool({
  id: 'pdf-to-images',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'PDF pages to images', es: 'Páginas de PDF a imágenes' },
  summary: {
    en: 'Turn the pages of a PDF into PNG or JPEG images, at the resolution you choose.',
    es: 'Convierte las páginas de un PDF en imágenes PNG o JPEG, a la resolución que elijas.',
  },
  description: {
    en:
      'Choose a PDF, the image format, the resolution and, if you do not want them all, the pages (like 1-3,5). ' +
      'Each page is drawn by pdf.js, the PDF reader of Firefox, and offered as its own image: at 150 dpi an A4 page is 1240 × 1754 pixels. ' +
      'PNG keeps text sharp; JPEG makes smaller files for pages with photos. Fonts a PDF does not include are replaced by similar ones from your system; images stored as JPEG 2000 (found in some scans) are left blank. ' +
      'The page loads the PDF reader (about 460 KB) only when you choose a file. Everything happens in your browser: the file is never uploaded.',
    es:
      'Elige un PDF, el formato de imagen, la resolución y, si no las quieres todas, las páginas (por ejemplo 1-3,5). ' +
      'Cada página la dibuja pdf.js, el lector de PDF de Firefox, y se ofrece como una imagen aparte: a 150 ppp una página A4 mide 1240 × 1754 píxeles. ' +
      'PNG mantiene nítido el texto; JPEG da archivos más pequeños para páginas con fotos. Las fuentes que el PDF no incluye se sustituyen por otras parecidas de tu sistema; las imágenes guardadas en JPEG 2000 (presentes en algunos escaneos) quedan en blanco. ' +
      'La página carga el lector de PDF (unos 460 KB) solo cuando eliges un archivo. Todo ocurre en tu navegador: el archivo no se sube a ningún sitio.',
  },
  accept: 'application/pdf,.pdf',
  multiple: false,
  worker: 'pdf-render-worker',
  thumbnails: true,
  options: [
    {
      id: 'format',
      kind: 'select',
      label: { en: 'Image format', es: 'Formato de imagen' },
      default: 'png',
      choices: [
        { value: 'png', label: { en: 'PNG (sharp text, lossless)', es: 'PNG (texto nítido, sin pérdida)' } },
        { value: 'jpeg', label: { en: 'JPEG (smaller, for photos)', es: 'JPEG (más ligero, para fotos)' } },
      ],
    },
    {
      id: 'resolution',
      kind: 'select',
      label: { en: 'Resolution', es: 'Resolución' },
      default: '150',
      choices: [
        { value: '72', label: { en: '72 dpi (small, for screens)', es: '72 ppp (pequeña, para pantalla)' } },
        { value: '150', label: { en: '150 dpi (good for reading)', es: '150 ppp (buena para leer)' } },
        { value: '300', label: { en: '300 dpi (print quality)', es: '300 ppp (calidad de impresión)' } },
      ],
    },
    {
      id: 'pages',
      kind: 'text',
      label: { en: 'Pages', es: 'Páginas' },
      help: {
        en: 'For example 1-3,5 or 4- (to the end). Blank: every page.',
        es: 'Por ejemplo 1-3,5 o 4- (hasta el final). En blanco: todas las páginas.',
      },
      placeholder: { en: 'all', es: 'todas' },
    },
  ],
});

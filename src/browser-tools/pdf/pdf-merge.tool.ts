import { defineBrowserTool } from '../browser-tool.js';

/** Merge several PDFs into one, in the browser (src/client/tools/pdf-worker.ts, pdf-lib). */
export default defineBrowserTool({
  id: 'pdf-merge',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Merge PDFs', es: 'Unir PDF' },
  summary: {
    en: 'Join several PDF files into one, in the order you choose.',
    es: 'Junta varios archivos PDF en uno solo, en el orden que elijas.',
  },
  description: {
    en:
      'Choose two or more PDF files — at once or a few at a time — put them in order with the Up and Down buttons of the list, and download one PDF with all their pages. ' +
      'Each file’s page count is shown as soon as it is read. The pages are copied as they are (text, images, fonts, page sizes); bookmarks and form fields of the originals are not kept. ' +
      'Password-protected files cannot be merged. Everything happens in your browser: the files are never uploaded.',
    es:
      'Elige dos o más archivos PDF —todos a la vez o unos pocos cada vez—, ordénalos con los botones Subir y Bajar de la lista y descarga un solo PDF con todas sus páginas. ' +
      'El número de páginas de cada archivo aparece en cuanto se lee. Las páginas se copian tal cual (texto, imágenes, fuentes, tamaños de página); los marcadores y los campos de formulario de los originales no se conservan. ' +
      'Los archivos protegidos con contraseña no se pueden unir. Todo ocurre en tu navegador: los archivos no se suben a ningún sitio.',
  },
  accept: 'application/pdf,.pdf',
  multiple: true,
  thumbnails: true,
  options: [],
});

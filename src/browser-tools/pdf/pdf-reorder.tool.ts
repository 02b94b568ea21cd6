import { defineBrowserTool } from '../browser-tool.js';

/** Put the pages of a PDF in a new order, in the browser (src/client/tools/pdf-worker.ts, pdf-lib). */
export default defineBrowserTool({
  id: 'pdf-reorder',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Reorder PDF pages', es: 'Reordenar las páginas de un PDF' },
  summary: {
    en: 'Put the pages of a PDF in a new order, such as 3,1,2 or 10-1 to reverse ten pages.',
    es: 'Cambia el orden de las páginas de un PDF, por ejemplo 3,1,2, o 10-1 para invertir diez páginas.',
  },
  description: {
    en:
      'Choose a PDF and write the new order of its pages: 3,1,2 puts page 3 first; ranges work too, and backwards (5-1 reverses five pages). ' +
      'Each page may appear once; pages you leave out follow at the end in their original order, so nothing is lost (use Split a PDF to drop pages). ' +
      'The number of pages is shown once the file is read. Everything happens in your browser: the file is never uploaded.',
    es:
      'Elige un PDF y escribe el nuevo orden de sus páginas: 3,1,2 pone primero la página 3; también valen intervalos, incluso al revés (5-1 invierte cinco páginas). ' +
      'Cada página puede aparecer una vez; las que no escribas van al final en su orden original, así que no se pierde ninguna (para quitar páginas, usa Dividir un PDF). ' +
      'El número de páginas aparece en cuanto se lee el archivo. Todo ocurre en tu navegador: el archivo no se sube a ningún sitio.',
  },
  accept: 'application/pdf,.pdf',
  multiple: false,
  thumbnails: true,
  options: [
    {
      id: 'order',
      kind: 'text',
      label: { en: 'New page order', es: 'Nuevo orden de páginas' },
      help: {
        en: 'Page numbers and ranges separated by commas, for example 3,1,2 or 4-6,1-3.',
        es: 'Números de página e intervalos separados por comas, por ejemplo 3,1,2 o 4-6,1-3.',
      },
      placeholder: { en: '3,1,2', es: '3,1,2' },
    },
  ],
});

import { defineBrowserTool } from '../browser-tool.js';

/** Split a PDF into single pages, or take out some of its pages, in the browser (src/client/tools/pdf-worker.ts). */
export default defineBrowserTool({
  id: 'pdf-split',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Split a PDF or extract pages', es: 'Dividir un PDF o extraer páginas' },
  summary: {
    en: 'Cut a PDF into one file per page, one file per range, or take out the pages you want.',
    es: 'Corta un PDF en un archivo por página o por intervalo, o saca solo las páginas que quieras.',
  },
  description: {
    en:
      'Choose a PDF, then how to cut it: every page as its own file, one file for each range you write (1-3,5 gives pages 1 to 3 and page 5), or the pages you write together in a single new PDF. ' +
      'Pages are written like 1-3,5; 4- means from page 4 to the end, and 5-3 takes them backwards. Left blank, every page is used. ' +
      'Each new file is offered as its own download. Everything happens in your browser: the file is never uploaded.',
    es:
      'Elige un PDF y cómo cortarlo: cada página en su propio archivo, un archivo por cada intervalo que escribas (1-3,5 da las páginas 1 a 3 y la página 5), o las páginas que escribas juntas en un solo PDF nuevo. ' +
      'Las páginas se escriben así: 1-3,5; 4- significa de la página 4 al final, y 5-3 las toma al revés. Si lo dejas en blanco, se usan todas. ' +
      'Cada archivo nuevo se ofrece como una descarga aparte. Todo ocurre en tu navegador: el archivo no se sube a ningún sitio.',
  },
  accept: 'application/pdf,.pdf',
  multiple: false,
  thumbnails: true,
  options: [
    {
      id: 'mode',
      kind: 'select',
      label: { en: 'How to split', es: 'Cómo dividir' },
      default: 'each',
      choices: [
        { value: 'each', label: { en: 'One file per page', es: 'Un archivo por página' } },
        { value: 'ranges', label: { en: 'One file per range written', es: 'Un archivo por intervalo escrito' } },
        { value: 'extract', label: { en: 'The pages written, in one file', es: 'Las páginas escritas, en un archivo' } },
      ],
    },
    {
      id: 'pages',
      kind: 'text',
      label: { en: 'Pages', es: 'Páginas' },
      help: {
        en: 'For example 1-3,5 or 4- (to the end). Blank: every page, one file each.',
        es: 'Por ejemplo 1-3,5 o 4- (hasta el final). En blanco: todas las páginas, un archivo por cada una.',
      },
      placeholder: { en: '1-3,5', es: '1-3,5' },
    },
  ],
});

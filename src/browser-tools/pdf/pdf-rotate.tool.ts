import { defineBrowserTool } from '../browser-tool.js';

/** Rotate all or some pages of a PDF, in the browser (src/client/tools/pdf-worker.ts, pdf-lib). */
export default defineBrowserTool({
  id: 'pdf-rotate',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Rotate PDF pages', es: 'Girar páginas de un PDF' },
  summary: {
    en: 'Turn every page of a PDF, or only the pages you list, by 90, 180 or 270 degrees.',
    es: 'Gira todas las páginas de un PDF, o solo las que indiques, 90, 180 o 270 grados.',
  },
  description: {
    en:
      'Choose a PDF, the angle and, if only some pages are sideways, which ones (like 2,4-6). ' +
      'The turn is added to the page’s current rotation and is lossless: the content is not redrawn, only the page’s orientation changes, as a PDF reader’s Rotate command saved to the file would do. ' +
      'Everything happens in your browser: the file is never uploaded.',
    es:
      'Elige un PDF, el ángulo y, si solo algunas páginas están torcidas, cuáles (por ejemplo 2,4-6). ' +
      'El giro se suma a la rotación que ya tenga la página y no pierde calidad: el contenido no se vuelve a dibujar, solo cambia la orientación de la página, como si guardaras el archivo tras usar Girar en un lector de PDF. ' +
      'Todo ocurre en tu navegador: el archivo no se sube a ningún sitio.',
  },
  accept: 'application/pdf,.pdf',
  multiple: false,
  thumbnails: true,
  options: [
    {
      id: 'angle',
      kind: 'select',
      label: { en: 'Rotation', es: 'Giro' },
      default: '90',
      choices: [
        { value: '90', label: { en: '90° clockwise', es: '90° en el sentido de las agujas del reloj' } },
        { value: '180', label: { en: '180° (upside down)', es: '180° (boca abajo)' } },
        { value: '270', label: { en: '90° counter-clockwise', es: '90° en sentido contrario a las agujas del reloj' } },
      ],
    },
    {
      id: 'pages',
      kind: 'text',
      label: { en: 'Pages to rotate', es: 'Páginas que girar' },
      help: {
        en: 'For example 2,4-6 or 3- (to the end). Blank: every page.',
        es: 'Por ejemplo 2,4-6 o 3- (hasta el final). En blanco: todas las páginas.',
      },
      placeholder: { en: 'all', es: 'todas' },
    },
  ],
});

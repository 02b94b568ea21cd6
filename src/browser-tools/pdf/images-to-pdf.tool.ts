import { defineBrowserTool } from '../browser-tool.js';

/** Make a PDF from images, one per page, in the browser (src/client/tools/pdf-worker.ts, pdf-lib). */
export default defineBrowserTool({
  id: 'images-to-pdf',
  family: 'pdf',
  category: 'pdf',
  title: { en: 'Images to PDF', es: 'Imágenes a PDF' },
  summary: {
    en: 'Make one PDF from JPEG and PNG images, one image per page, on A4, Letter or pages the size of each image.',
    es: 'Crea un PDF con imágenes JPEG y PNG, una por página, en A4, carta o páginas del tamaño de cada imagen.',
  },
  description: {
    en:
      'Choose the images — at once or a few at a time — and put them in order with the Up and Down buttons of the list. ' +
      'On A4 or Letter each image is centred and scaled to fit inside the margin, on a portrait or landscape page to match its shape. With “Size of each image” the page is the picture itself at 96 pixels per inch, with no margin. ' +
      'JPEG and PNG images go in as they are, without being compressed again; a photo taken sideways is turned the right way; WebP images are converted to PNG where the browser can read them. ' +
      'Everything happens in your browser: the images are never uploaded.',
    es:
      'Elige las imágenes —todas a la vez o unas pocas cada vez— y ordénalas con los botones Subir y Bajar de la lista. ' +
      'En A4 o carta cada imagen se centra y se ajusta dentro del margen, en una página vertical u horizontal según su forma. Con «Tamaño de cada imagen» la página es la propia imagen a 96 píxeles por pulgada, sin margen. ' +
      'Las imágenes JPEG y PNG entran tal cual, sin volver a comprimirse; una foto hecha en vertical se gira a su posición correcta; las WebP se convierten a PNG si el navegador sabe leerlas. ' +
      'Todo ocurre en tu navegador: las imágenes no se suben a ningún sitio.',
  },
  accept: 'image/jpeg,image/png,image/webp',
  multiple: true,
  options: [
    {
      id: 'pageSize',
      kind: 'select',
      label: { en: 'Page size', es: 'Tamaño de página' },
      default: 'a4',
      choices: [
        { value: 'a4', label: { en: 'A4 (210 × 297 mm)', es: 'A4 (210 × 297 mm)' } },
        { value: 'letter', label: { en: 'US Letter (8.5 × 11 in)', es: 'Carta de EE. UU. (8,5 × 11 pulgadas)' } },
        { value: 'image', label: { en: 'Size of each image', es: 'Tamaño de cada imagen' } },
      ],
    },
    {
      id: 'margin',
      kind: 'number',
      label: { en: 'Margin (mm)', es: 'Margen (mm)' },
      help: {
        en: 'White space around each image on A4 or Letter pages, from 0 to 50 mm.',
        es: 'Espacio en blanco alrededor de cada imagen en páginas A4 o carta, de 0 a 50 mm.',
      },
      min: 0,
      max: 50,
      step: 1,
      default: 10,
    },
  ],
});

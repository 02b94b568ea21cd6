import { defineBrowserTool } from '../browser-tool.js';

/** Resize images in the browser (src/client/tools/image-worker.ts), keeping the proportions. */
export default defineBrowserTool({
  id: 'image-resize',
  family: 'image',
  category: 'images',
  title: { en: 'Resize an image', es: 'Redimensionar una imagen' },
  summary: {
    en: 'Make an image smaller or larger by width, height or percentage, keeping its proportions.',
    es: 'Haz una imagen más pequeña o más grande por ancho, alto o porcentaje, sin deformarla.',
  },
  description: {
    en:
      'Choose one or more images (PNG, JPEG, WebP, GIF, BMP or AVIF), say whether to resize by width, by height or by percentage, and download the result. ' +
      'The other side follows so the proportions stay the same, and a photo taken sideways is turned the right way first. ' +
      'A JPEG stays a JPEG (quality 92), a WebP stays a WebP, and other formats become PNG. ' +
      'Everything happens in your browser: the image is never uploaded.',
    es:
      'Elige una o varias imágenes (PNG, JPEG, WebP, GIF, BMP o AVIF), indica si quieres redimensionar por ancho, por alto o por porcentaje, y descarga el resultado. ' +
      'El otro lado se ajusta para mantener las proporciones, y una foto hecha en vertical se gira antes a su posición correcta. ' +
      'Un JPEG sigue siendo JPEG (calidad 92), un WebP sigue siendo WebP y los demás formatos pasan a PNG. ' +
      'Todo ocurre en tu navegador: la imagen no se sube a ningún sitio.',
  },
  accept: 'image/*',
  multiple: true,
  options: [
    {
      id: 'resizeBy',
      kind: 'select',
      label: { en: 'Resize by', es: 'Redimensionar por' },
      default: 'width',
      choices: [
        { value: 'width', label: { en: 'Width (pixels)', es: 'Ancho (píxeles)' } },
        { value: 'height', label: { en: 'Height (pixels)', es: 'Alto (píxeles)' } },
        { value: 'percent', label: { en: 'Percentage', es: 'Porcentaje' } },
      ],
    },
    {
      id: 'size',
      kind: 'number',
      label: { en: 'New size', es: 'Nuevo tamaño' },
      help: {
        en: 'In pixels for width or height, in % for a percentage (50 halves each side). The other side keeps the proportions.',
        es: 'En píxeles para el ancho o el alto, en % para un porcentaje (50 reduce cada lado a la mitad). El otro lado mantiene las proporciones.',
      },
      min: 1,
      max: 16384,
      step: 1,
      default: 1200,
    },
  ],
});

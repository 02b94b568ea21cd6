import { defineBrowserTool } from '../browser-tool.js';

/** Compress images in the browser (src/client/tools/image-worker.ts): re-encode at a chosen quality. */
export default defineBrowserTool({
  id: 'image-compress',
  family: 'image',
  category: 'images',
  title: { en: 'Compress an image', es: 'Comprimir una imagen' },
  summary: {
    en: 'Make image files smaller by saving them again as JPEG or WebP at the quality you choose.',
    es: 'Reduce el peso de tus imágenes guardándolas de nuevo en JPEG o WebP con la calidad que elijas.',
  },
  description: {
    en:
      'Choose one or more images and a quality from 1 to 100: lower means a smaller file and more visible loss; 70–80 is usually hard to tell from the original. ' +
      'A JPEG stays a JPEG and a WebP stays a WebP; a PNG or another format becomes WebP, which keeps transparency and is much smaller than PNG for photos. ' +
      'The pixel size does not change, and the metadata (EXIF, GPS) is not copied. ' +
      'Everything happens in your browser: the image is never uploaded.',
    es:
      'Elige una o varias imágenes y una calidad de 1 a 100: cuanto más baja, más ligero el archivo y más visible la pérdida; entre 70 y 80 suele ser difícil distinguirla del original. ' +
      'Un JPEG sigue siendo JPEG y un WebP sigue siendo WebP; un PNG u otro formato pasa a WebP, que conserva la transparencia y pesa mucho menos que PNG en fotos. ' +
      'El tamaño en píxeles no cambia y los metadatos (EXIF, GPS) no se copian. ' +
      'Todo ocurre en tu navegador: la imagen no se sube a ningún sitio.',
  },
  accept: 'image/*',
  multiple: true,
  options: [
    {
      id: 'quality',
      kind: 'number',
      label: { en: 'Quality (1–100)', es: 'Calidad (1–100)' },
      help: {
        en: 'Lower gives a smaller file; 75 is a good start for photos.',
        es: 'Cuanto más baja, más ligero el archivo; 75 es un buen punto de partida para fotos.',
      },
      min: 1,
      max: 100,
      step: 1,
      default: 75,
    },
    {
      id: 'format',
      kind: 'select',
      label: { en: 'Save as', es: 'Guardar como' },
      default: 'auto',
      choices: [
        { value: 'auto', label: { en: 'Same format (PNG and others become WebP)', es: 'El mismo formato (PNG y otros pasan a WebP)' } },
        { value: 'jpeg', label: { en: 'JPEG', es: 'JPEG' } },
        { value: 'webp', label: { en: 'WebP', es: 'WebP' } },
      ],
    },
  ],
});

import { defineBrowserTool } from '../browser-tool.js';

/** Convert images between formats in the browser (src/client/tools/image-worker.ts). */
export default defineBrowserTool({
  id: 'image-convert',
  family: 'image',
  category: 'images',
  title: { en: 'Convert an image (PNG, JPEG, WebP, AVIF)', es: 'Convertir una imagen (PNG, JPEG, WebP, AVIF)' },
  summary: {
    en: 'Convert images between PNG, JPEG and WebP, and to AVIF where your browser can write it.',
    es: 'Convierte imágenes entre PNG, JPEG y WebP, y a AVIF si tu navegador sabe generarlo.',
  },
  description: {
    en:
      'Choose one or more images (PNG, JPEG, WebP, GIF, BMP or AVIF) and the format to save them in. ' +
      'PNG is lossless; JPEG, WebP and AVIF use the quality you set. JPEG has no transparency, so transparent areas become white. ' +
      'AVIF can only be written by browsers that support it: if yours does not, the page says so and you can pick WebP instead. ' +
      'Everything happens in your browser: the image is never uploaded.',
    es:
      'Elige una o varias imágenes (PNG, JPEG, WebP, GIF, BMP o AVIF) y el formato en el que guardarlas. ' +
      'PNG no pierde calidad; JPEG, WebP y AVIF usan la calidad que indiques. JPEG no admite transparencia, así que las zonas transparentes quedan en blanco. ' +
      'Solo los navegadores compatibles pueden generar AVIF: si el tuyo no puede, la página lo indica y puedes elegir WebP. ' +
      'Todo ocurre en tu navegador: la imagen no se sube a ningún sitio.',
  },
  accept: 'image/*',
  multiple: true,
  options: [
    {
      id: 'format',
      kind: 'select',
      label: { en: 'Convert to', es: 'Convertir a' },
      default: 'webp',
      choices: [
        { value: 'png', label: { en: 'PNG', es: 'PNG' } },
        { value: 'jpeg', label: { en: 'JPEG', es: 'JPEG' } },
        { value: 'webp', label: { en: 'WebP', es: 'WebP' } },
        { value: 'avif', label: { en: 'AVIF', es: 'AVIF' } },
      ],
    },
    {
      id: 'quality',
      kind: 'number',
      label: { en: 'Quality (1–100)', es: 'Calidad (1–100)' },
      help: {
        en: 'For JPEG, WebP and AVIF; PNG is always lossless.',
        es: 'Para JPEG, WebP y AVIF; PNG nunca pierde calidad.',
      },
      min: 1,
      max: 100,
      step: 1,
      default: 90,
    },
  ],
});

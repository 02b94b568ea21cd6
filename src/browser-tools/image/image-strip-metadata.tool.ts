import { defineBrowserTool } from '../browser-tool.js';

/**
 * Remove metadata from images in the browser (src/client/tools/image/metadata.ts): JPEG, PNG and WebP are edited
 * byte by byte, without decoding the picture, so the pixels and the file's quality are exactly the original's.
 */
export default defineBrowserTool({
  id: 'image-strip-metadata',
  family: 'image',
  category: 'images',
  title: { en: 'Remove image metadata (EXIF, GPS)', es: 'Eliminar los metadatos de una imagen (EXIF, GPS)' },
  summary: {
    en: 'Remove the EXIF data, GPS location, XMP, camera details and comments from photos, without touching the picture.',
    es: 'Elimina los datos EXIF, la ubicación GPS, XMP, los datos de la cámara y los comentarios de tus fotos sin tocar la imagen.',
  },
  description: {
    en:
      'Photos carry hidden data: where they were taken (GPS), when, with which camera or phone, its serial number, editing software, comments and a thumbnail. ' +
      'This tool removes it from JPEG, PNG and WebP files by cutting those parts out of the file: the picture itself is not re-encoded, so it loses no quality. ' +
      'Only the rotation flag of a photo taken sideways is kept, so it still shows the right way up, and the colour profile if you choose. ' +
      'Other formats (GIF, BMP, AVIF) are saved again as PNG, which carries no metadata. ' +
      'Everything happens in your browser: the image is never uploaded.',
    es:
      'Las fotos llevan datos ocultos: dónde se hicieron (GPS), cuándo, con qué cámara o móvil, su número de serie, el programa de edición, comentarios y una miniatura. ' +
      'Esta herramienta los elimina de archivos JPEG, PNG y WebP recortando esas partes del archivo: la imagen en sí no se vuelve a codificar, así que no pierde calidad. ' +
      'Solo se conserva la indicación de giro de una foto hecha en vertical, para que se siga viendo derecha, y el perfil de color si lo eliges. ' +
      'Los demás formatos (GIF, BMP, AVIF) se guardan de nuevo como PNG, que no lleva metadatos. ' +
      'Todo ocurre en tu navegador: la imagen no se sube a ningún sitio.',
  },
  accept: 'image/*',
  multiple: true,
  options: [
    {
      id: 'keepColorProfile',
      kind: 'checkbox',
      label: { en: 'Keep the colour profile (ICC)', es: 'Conservar el perfil de color (ICC)' },
      help: {
        en: 'Recommended: without it, photos from recent phones and cameras show duller colours. It describes colours, not you, though it may name the device model.',
        es: 'Recomendado: sin él, las fotos de móviles y cámaras recientes se ven con colores más apagados. Describe colores, no a ti, aunque puede nombrar el modelo del dispositivo.',
      },
      default: true,
    },
  ],
});

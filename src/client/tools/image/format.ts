/**
 * What an image file is, from its first bytes, and its pixel size read from the header — before anything is
 * decoded, so the worker can refuse an image too large for memory without decoding it.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'avif';

export const MIME: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

export const EXTENSION: Readonly<Record<ImageFormat, string>> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', bmp: 'bmp', avif: 'avif' };

const ascii = (b: Uint8Array, at: number, length: number): string => String.fromCharCode(...b.subarray(at, at + length));

/** The format named by the file's magic bytes, or undefined when it is none we know. */
export function sniffFormat(b: Uint8Array): ImageFormat | undefined {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 26 && ascii(b, 0, 2) === 'BM') return 'bmp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && /^(avif|avis)$/.test(ascii(b, 8, 4))) return 'avif';
  return undefined;
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The pixel size written in the header (before any EXIF rotation), or undefined when the header does not say it
 * where we look (AVIF keeps it deep in its boxes: the worker checks it after decoding).
 */
export function headerSize(b: Uint8Array, format: ImageFormat): PixelSize | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    switch (format) {
      case 'png':
        return ascii(b, 12, 4) === 'IHDR' ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
      case 'gif':
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case 'bmp':
        return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
      case 'jpeg':
        return jpegSize(b, view);
      case 'webp':
        return webpSize(b, view);
      default:
        return undefined;
    }
  } catch {
    return undefined; // A header cut short: the decoder will say it cannot read the file.
  }
}

function jpegSize(b: Uint8Array, view: DataView): PixelSize | undefined {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, then height and width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

function webpSize(b: Uint8Array, view: DataView): PixelSize | undefined {
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === 'VP8X') return { width: 1 + (view.getUint32(data + 4, true) & 0xffffff), height: 1 + (view.getUint32(data + 6, true) >>> 8) };
  if (chunk === 'VP8 ') return { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(data + 1, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return undefined;
}

/**
 * Lossless metadata removal: JPEG, PNG and WebP files are cut apart at their segment / chunk boundaries and put back
 * together without the parts that carry metadata. The compressed picture is copied byte for byte — no decoding, no
 * re-encoding, no quality lost, no pixel limit.
 *
 * Kept: what the decoder needs to draw the picture as before — in JPEG the JFIF header, the Adobe segment (it says
 * how CMYK/YCCK colours are coded) and every non-APP marker; in PNG the critical chunks and the ancillary chunks that
 * change how pixels look (transparency, gamma, chromaticities, sRGB, cICP/HDR, physical size, APNG frames); in WebP
 * the image, alpha and animation chunks. The colour profile (ICC) is kept when asked. A photo's EXIF rotation is
 * kept as a new, minimal EXIF block holding nothing but that one tag, so a photo taken sideways still shows upright.
 *
 * Removed: EXIF (camera, serial numbers, dates, GPS, thumbnail), XMP, IPTC / Photoshop data, comments, PNG text and
 * time chunks, MPF (the extra pictures phones append, with their own EXIF), FlashPix, C2PA, and anything after the
 * end of the JPEG picture.
 */

import type { ImageFormat } from './format.js';

export interface StripResult {
  bytes: Uint8Array;
  /** What was found and removed, by kind (e.g. 'EXIF', 'GPS location', 'XMP', 'comment'), each named once. */
  removed: string[];
  /** The EXIF orientation kept (2–8), when there was one. */
  orientation?: number;
}

/** The file is not the format its first bytes say, or is cut short. */
export class MalformedImage extends Error {}

export function stripMetadata(bytes: Uint8Array, format: ImageFormat, keepColorProfile: boolean): StripResult {
  if (format === 'jpeg') return stripJpeg(bytes, keepColorProfile);
  if (format === 'png') return stripPng(bytes, keepColorProfile);
  if (format === 'webp') return stripWebp(bytes, keepColorProfile);
  throw new Error(`no lossless stripping for ${format}`);
}

const ascii = (b: Uint8Array, at: number, length: number): string => String.fromCharCode(...b.subarray(at, Math.min(at + length, b.length)));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

class Removed {
  private readonly kinds = new Set<string>();
  add(kind: string): void {
    this.kinds.add(kind);
  }
  list(): string[] {
    return [...this.kinds];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// EXIF (TIFF structure): the orientation tag, whether there is a GPS block, and a minimal block with orientation only.

interface ExifFacts {
  orientation?: number;
  gps: boolean;
}

/** Reads IFD0 of a TIFF structure (the body of an EXIF block, after "Exif\0\0"). Never throws. */
export function readExif(tiff: Uint8Array): ExifFacts {
  const facts: ExifFacts = { gps: false };
  try {
    const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    const order = ascii(tiff, 0, 2);
    if (order !== 'II' && order !== 'MM') return facts;
    const little = order === 'II';
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = view.getUint16(entry, little);
      if (tag === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        if (value >= 1 && value <= 8) facts.orientation = value;
      } else if (tag === 0x8825) {
        facts.gps = true;
      }
    }
  } catch {
    // A damaged EXIF block is removed all the same; it just tells us nothing.
  }
  return facts;
}

/** A TIFF structure with one IFD holding one tag: Orientation. */
export function orientationTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]); // "MM", 42
  view.setUint32(4, 8); // IFD0 right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, 0x0112); // Orientation
  view.setUint16(12, 3); // SHORT
  view.setUint32(14, 1); // one value
  view.setUint16(18, orientation); // the value, left-justified in the 4-byte field
  view.setUint32(22, 0); // no next IFD
  return tiff;
}

const EXIF_HEADER = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0]); // "Exif\0\0"

// ---------------------------------------------------------------------------------------------------------------
// JPEG

function stripJpeg(b: Uint8Array, keepIcc: boolean): StripResult {
  const removed = new Removed();
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const head: Uint8Array[] = [b.subarray(0, 2)]; // SOI
  const body: Uint8Array[] = [];
  let orientation: number | undefined;
  let at = 2;
  let sawFrame = false;
  let sawScan = false;
  let ended = false;
  while (at < b.length) {
    if (b[at] !== 0xff) throw new MalformedImage('expected a JPEG marker');
    const marker = b[at + 1];
    if (marker === undefined) throw new MalformedImage('cut short');
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      body.push(b.subarray(at, at + 2));
      ended = true;
      if (b.subarray(at + 2).some((byte) => byte !== 0)) removed.add('trailing data'); // zero padding is not worth a word
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      body.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > b.length) throw new MalformedImage('cut short');
    const end = at + 2 + view.getUint16(at + 2);
    if (end > b.length) throw new MalformedImage('segment runs past the end');
    const segment = b.subarray(at, end);
    const payload = b.subarray(at + 4, end);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      let next = end;
      while (next + 1 < b.length && !(b[next] === 0xff && b[next + 1] !== 0 && !(b[next + 1]! >= 0xd0 && b[next + 1]! <= 0xd7))) next++;
      if (next + 1 >= b.length) next = b.length;
      sawScan = true;
      body.push(b.subarray(at, next));
      at = next;
      continue;
    }
    at = end;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true;
    if (marker === 0xe0) {
      // APP0: keep JFIF (without its thumbnail); JFXX is an extension holding only a thumbnail.
      if (ascii(payload, 0, 5) === 'JFIF\0' && payload.length >= 14) {
        if (payload.length > 14 && payload[12]! * payload[13]! > 0) removed.add('thumbnail');
        const jfif = new Uint8Array(payload.subarray(0, 14));
        jfif[12] = 0;
        jfif[13] = 0;
        head.push(new Uint8Array([0xff, 0xe0, 0x00, 16]), jfif);
      } else {
        removed.add('thumbnail');
      }
    } else if (marker === 0xe1) {
      if (ascii(payload, 0, 6) === 'Exif\0\0') {
        const facts = readExif(payload.subarray(6));
        removed.add('EXIF');
        if (facts.gps) removed.add('GPS location');
        if (facts.orientation !== undefined && facts.orientation !== 1) orientation ??= facts.orientation;
      } else {
        removed.add('XMP');
      }
    } else if (marker === 0xe2 && ascii(payload, 0, 12) === 'ICC_PROFILE\0') {
      if (keepIcc) body.push(segment);
      else removed.add('ICC colour profile');
    } else if (marker === 0xe2) {
      removed.add(ascii(payload, 0, 4) === 'MPF\0' ? 'extra pictures (MPF)' : 'FlashPix');
    } else if (marker === 0xed) {
      removed.add('IPTC / Photoshop');
    } else if (marker === 0xee && ascii(payload, 0, 5) === 'Adobe') {
      body.push(segment);
    } else if (marker >= 0xe0 && marker <= 0xef) {
      removed.add(marker === 0xeb ? 'C2PA / JUMBF' : `APP${marker - 0xe0}`);
    } else if (marker === 0xfe) {
      removed.add('comment');
    } else {
      body.push(segment);
    }
  }
  if (!sawFrame || !sawScan) throw new MalformedImage('no JPEG picture');
  // A file cut off in its last scan still shows (browsers draw what is there): it keeps that, and gets its end marker.
  if (!ended) body.push(new Uint8Array([0xff, 0xd9]));
  if (orientation !== undefined) {
    const tiff = orientationTiff(orientation);
    const length = 2 + EXIF_HEADER.length + tiff.length;
    head.push(new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff]), EXIF_HEADER, tiff);
  }
  return { bytes: concat([...head, ...body]), removed: removed.list(), ...(orientation !== undefined ? { orientation } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// PNG

/** Ancillary chunks that change how the pixels look or move, kept; every other ancillary chunk is removed. */
const PNG_KEEP = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD', 'pHYs', 'hIST', 'sPLT', 'cICP', 'mDCV', 'cLLI', 'acTL', 'fcTL', 'fdAT']);
const PNG_NAMES: Readonly<Record<string, string>> = {
  tEXt: 'text',
  zTXt: 'text',
  iTXt: 'text', // XMP lives in an iTXt chunk too
  tIME: 'date',
  eXIf: 'EXIF',
  caBX: 'C2PA / JUMBF',
};

let crcTable: Uint32Array | undefined;
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

function stripPng(b: Uint8Array, keepIcc: boolean): StripResult {
  const removed = new Removed();
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let orientation: number | undefined;
  let at = 8;
  let ended = false;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type)) throw new MalformedImage('chunk runs past the end');
    const chunk = b.subarray(at, end);
    at = end;
    const critical = type.charCodeAt(0) < 0x61; // an upper-case first letter
    if (type === 'IDAT' && orientation !== undefined && !sawData) parts.push(pngChunk('eXIf', orientationTiff(orientation)));
    if (type === 'IDAT') sawData = true;
    if (critical || PNG_KEEP.has(type)) {
      parts.push(chunk);
    } else if (type === 'iCCP') {
      if (keepIcc) parts.push(chunk);
      else removed.add('ICC colour profile');
    } else {
      if (type === 'eXIf') {
        const facts = readExif(chunk.subarray(8, 8 + length));
        if (facts.gps) removed.add('GPS location');
        if (facts.orientation !== undefined && facts.orientation !== 1 && !sawData) orientation ??= facts.orientation;
      }
      if (type === 'iTXt' && ascii(chunk, 8, 17) === 'XML:com.adobe.xmp') removed.add('XMP');
      else removed.add(PNG_NAMES[type] ?? `${type} chunk`);
    }
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!sawData) throw new MalformedImage('no PNG picture');
  if (!ended) parts.push(pngChunk('IEND', new Uint8Array(0))); // cut off after its data: it shows, and keeps showing
  return { bytes: concat(parts), removed: removed.list(), ...(orientation !== undefined ? { orientation } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// WebP (RIFF)

const WEBP_KEEP = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF']);

function stripWebp(b: Uint8Array, keepIcc: boolean): StripResult {
  const removed = new Removed();
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = Math.min(b.length, 8 + view.getUint32(4, true));
  const parts: Uint8Array[] = [];
  let vp8x: Uint8Array | undefined;
  let sawImage = false;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(b, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size & 1);
    if (at + 8 + size > riffEnd) throw new MalformedImage('chunk runs past the end');
    const chunk = b.subarray(at, Math.min(end, riffEnd));
    at = end;
    if (type === 'VP8X') {
      vp8x = new Uint8Array(chunk);
      parts.push(vp8x);
    } else if (WEBP_KEEP.has(type)) {
      if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') sawImage = true;
      parts.push(chunk);
    } else if (type === 'ICCP' && keepIcc) {
      parts.push(chunk);
    } else {
      if (type === 'EXIF') {
        const body = chunk.subarray(8, 8 + size);
        const facts = readExif(ascii(body, 0, 6) === 'Exif\0\0' ? body.subarray(6) : body);
        if (facts.gps) removed.add('GPS location');
      }
      removed.add(type === 'EXIF' ? 'EXIF' : type === 'XMP ' ? 'XMP' : type === 'ICCP' ? 'ICC colour profile' : `${type.trim()} chunk`);
    }
  }
  if (!sawImage) throw new MalformedImage('no WebP picture');
  if (vp8x) {
    // Flags: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02.
    vp8x[8] = vp8x[8]! & ~0x0c & (keepIcc ? 0xff : ~0x20);
    if (keepIcc && !parts.some((p) => ascii(p, 0, 4) === 'ICCP')) vp8x[8] = vp8x[8]! & ~0x20;
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return { bytes: concat([header, body]), removed: removed.list() };
}

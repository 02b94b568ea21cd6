import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { headerSize, sniffFormat } from '../src/client/tools/image/format.js';
import { crc32, MalformedImage, orientationTiff, pngChunk, readExif, stripMetadata } from '../src/client/tools/image/metadata.js';

/**
 * The lossless metadata stripper (src/client/tools/image/metadata.ts) on files built segment by segment: what it
 * keeps, what it removes, and that the picture's bytes are untouched. The browser test decodes real files; this one
 * reaches the cases a canvas cannot make (colour profiles, MPF pictures, JFIF thumbnails, extended WebP).
 */

const piexif = createRequire(import.meta.url)('piexifjs') as { dump(exif: object): string };
const bytes = (...parts: (Uint8Array | number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

function segment(marker: number, payload: Uint8Array | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : Buffer.from(payload);
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

const exif = (orientation?: number) =>
  Buffer.from(
    piexif.dump({ '0th': { 271: 'Cam', ...(orientation ? { 274: orientation } : {}) }, GPS: { 1: 'N', 2: [[40, 1], [0, 1], [0, 1]] } }),
    'binary',
  );

// A JPEG's structure (the stripper never decodes): frame 16 × 8, a scan whose data holds a stuffed FF00 and a restart.
const DQT = segment(0xdb, Buffer.alloc(65, 1));
const SOF = segment(0xc0, bytes([8, 0, 8, 0, 16, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
const DHT = segment(0xc4, Buffer.alloc(29, 0));
const SCAN = bytes(segment(0xda, bytes([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])), [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
const EOI = bytes([0xff, 0xd9]);
const JFIF_THUMB = segment(0xe0, bytes('JFIF\0', [1, 2, 0, 0, 1, 0, 1, 1, 1], [1, 2, 3]));
const ICC = segment(0xe2, bytes('ICC_PROFILE\0', [1, 1], 'profile bytes'));
const ADOBE = segment(0xee, bytes('Adobe', [0, 100, 0, 0, 0, 0, 1]));

function jpeg(orientation?: number): Buffer {
  return bytes(
    [0xff, 0xd8],
    JFIF_THUMB,
    segment(0xe1, bytes('Exif\0\0', exif(orientation).subarray(6))),
    segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'),
    ICC,
    segment(0xe2, bytes('MPF\0', [0, 0, 0, 0])),
    segment(0xed, 'Photoshop 3.0\0 8BIM city'),
    ADOBE,
    segment(0xfe, 'a comment'),
    DQT,
    SOF,
    DHT,
    SCAN,
    EOI,
    // A phone's second picture (MPF), with its own EXIF.
    [0xff, 0xd8],
    segment(0xe1, bytes('Exif\0\0', exif().subarray(6))),
    EOI,
  );
}

describe('stripping JPEG metadata losslessly', () => {
  it('keeps JFIF (without its thumbnail), the colour profile, the Adobe segment and the picture; removes the rest', () => {
    const input = jpeg();
    expect(sniffFormat(input)).toBe('jpeg');
    expect(headerSize(input, 'jpeg')).toEqual({ width: 16, height: 8 });
    const { bytes: out, removed, orientation } = stripMetadata(input, 'jpeg', true);
    expect(orientation).toBeUndefined();
    expect(removed).toEqual(['thumbnail', 'EXIF', 'GPS location', 'XMP', 'extra pictures (MPF)', 'IPTC / Photoshop', 'comment', 'trailing data']);
    const jfif = segment(0xe0, bytes('JFIF\0', [1, 2, 0, 0, 1, 0, 1, 0, 0]));
    expect(Buffer.from(out)).toEqual(bytes([0xff, 0xd8], jfif, ICC, ADOBE, DQT, SOF, DHT, SCAN, EOI));
  });

  it('removes the colour profile when asked, and keeps a sideways photo’s rotation as the only EXIF tag', () => {
    const { bytes: out, removed, orientation } = stripMetadata(jpeg(6), 'jpeg', false);
    expect(orientation).toBe(6);
    expect(removed).toContain('ICC colour profile');
    const jfif = segment(0xe0, bytes('JFIF\0', [1, 2, 0, 0, 1, 0, 1, 0, 0]));
    const rotation = segment(0xe1, bytes('Exif\0\0', orientationTiff(6)));
    expect(Buffer.from(out)).toEqual(bytes([0xff, 0xd8], jfif, rotation, ADOBE, DQT, SOF, DHT, SCAN, EOI));
    expect(readExif(orientationTiff(6))).toEqual({ orientation: 6, gps: false });
  });

  it('refuses a file cut short in its headers or with no picture; one cut off in its scan keeps it and gets its end', () => {
    const whole = jpeg();
    expect(() => stripMetadata(whole.subarray(0, 30), 'jpeg', true)).toThrow(MalformedImage);
    expect(() => stripMetadata(bytes([0xff, 0xd8], segment(0xfe, 'only a comment'), EOI), 'jpeg', true)).toThrow(MalformedImage);
    const cut = bytes([0xff, 0xd8], segment(0xfe, 'a comment'), DQT, SOF, DHT, SCAN);
    expect(Buffer.from(stripMetadata(cut, 'jpeg', true).bytes)).toEqual(bytes([0xff, 0xd8], DQT, SOF, DHT, SCAN, EOI));
  });
});

describe('stripping PNG metadata losslessly', () => {
  const ihdr = pngChunk('IHDR', bytes([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]));
  const idat = pngChunk('IDAT', bytes('compressed pixels'));
  const iend = pngChunk('IEND', new Uint8Array(0));
  const kept = [pngChunk('gAMA', bytes([0, 0, 0xb1, 0x8f])), pngChunk('pHYs', Buffer.alloc(9, 1)), pngChunk('tRNS', bytes([0, 0]))];
  const iccp = pngChunk('iCCP', bytes('ICC\0\0', 'deflated profile'));
  const png = (orientation?: number) =>
    bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ihdr,
      ...kept,
      iccp,
      pngChunk('tEXt', bytes('Author\0Jane')),
      pngChunk('iTXt', bytes('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      pngChunk('eXIf', exif(orientation).subarray(6)),
      pngChunk('tIME', bytes([7, 234, 1, 1, 0, 0, 0])),
      pngChunk('caBX', bytes('c2pa manifest')),
      idat,
      pngChunk('zTXt', bytes('Comment\0\0xx')),
      iend,
    );
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it('keeps the image and the chunks that change how it looks; removes text, XMP, EXIF, time and C2PA', () => {
    expect(headerSize(png(), 'png')).toEqual({ width: 3, height: 2 });
    const { bytes: out, removed } = stripMetadata(png(), 'png', true);
    expect(removed).toEqual(['text', 'XMP', 'GPS location', 'EXIF', 'date', 'C2PA / JUMBF']);
    expect(Buffer.from(out)).toEqual(bytes(SIGNATURE, ihdr, ...kept, iccp, idat, iend));
  });

  it('writes a minimal eXIf before the image data for a sideways picture, and drops iCCP when asked', () => {
    const { bytes: out, removed } = stripMetadata(png(8), 'png', false);
    expect(removed).toContain('ICC colour profile');
    expect(Buffer.from(out)).toEqual(bytes(SIGNATURE, ihdr, ...kept, pngChunk('eXIf', orientationTiff(8)), idat, iend));
  });

  it('computes the PNG CRC (the check value of "IEND")', () => {
    expect(crc32(bytes('IEND'))).toBe(0xae426082);
  });
});

describe('stripping WebP metadata losslessly', () => {
  const chunk = (type: string, data: Uint8Array | string) => {
    const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const riff = (...chunks: Buffer[]) => {
    const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
    const head = Buffer.alloc(8);
    head.write('RIFF', 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  };
  // VP8X: flags ICC | alpha | EXIF | XMP, canvas 640 × 480 (stored minus one, 24-bit little-endian).
  const vp8x = (flags: number) => chunk('VP8X', bytes([flags, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0]));
  const alph = chunk('ALPH', 'alpha');
  const vp8l = chunk('VP8L', bytes([0x2f], 'lossless!'));
  const iccp = chunk('ICCP', 'profile');

  it('removes EXIF and XMP, clears their flags and rewrites the RIFF size', () => {
    const input = riff(vp8x(0x20 | 0x10 | 0x08 | 0x04), iccp, alph, vp8l, chunk('EXIF', exif()), chunk('XMP ', '<x:xmpmeta/>'));
    expect(headerSize(input, 'webp')).toEqual({ width: 640, height: 480 });
    const kept = stripMetadata(input, 'webp', true);
    expect(kept.removed).toEqual(['GPS location', 'EXIF', 'XMP']);
    expect(Buffer.from(kept.bytes)).toEqual(riff(vp8x(0x20 | 0x10), iccp, alph, vp8l));
    const dropped = stripMetadata(input, 'webp', false);
    expect(dropped.removed).toEqual(['ICC colour profile', 'GPS location', 'EXIF', 'XMP']);
    expect(Buffer.from(dropped.bytes)).toEqual(riff(vp8x(0x10), alph, vp8l));
  });

  it('refuses a WebP with no picture', () => {
    expect(() => stripMetadata(riff(vp8x(0x08), chunk('EXIF', exif())), 'webp', true)).toThrow(MalformedImage);
  });
});

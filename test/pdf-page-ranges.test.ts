import { describe, expect, it } from 'vitest';
import { firstRepeat, formatPageList, parsePageRanges, resolvePageRanges } from '../src/client/tools/pdf/page-ranges.js';
import { jpegOrientation, sniffImage } from '../src/client/tools/pdf/images.js';

function pages(input: string, count: number): number[] | string {
  const parsed = parsePageRanges(input);
  if (!parsed.ok) return parsed.message.en;
  const resolved = resolvePageRanges(parsed.ranges, count);
  return resolved.ok ? resolved.pages.map((p) => p + 1) : resolved.message.en;
}

describe('page lists (the pdf tools)', () => {
  it('reads pages, ranges, open ranges and backward ranges, in the order written', () => {
    expect(pages('1-3,5', 5)).toEqual([1, 2, 3, 5]);
    expect(pages(' 3, 1 ,2 ', 3)).toEqual([3, 1, 2]);
    expect(pages('4-', 6)).toEqual([4, 5, 6]);
    expect(pages('5-3', 5)).toEqual([5, 4, 3]);
    expect(pages('2–3', 3)).toEqual([2, 3]);
    expect(pages('1;2', 3)).toEqual([1, 2]);
    expect(pages('', 3)).toEqual([]);
  });

  it('refuses what is not a page list, saying why, in both languages', () => {
    const bad = parsePageRanges('1-3,x');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.message.en).toContain('“x” is not a page number');
      expect(bad.message.es).toContain('«x» no es un número de página');
    }
    expect(pages('1,,2', 3)).toContain('empty item');
    expect(pages('0-2', 3)).toContain('numbered from 1');
    expect(pages('-3', 3)).toContain('is not a page number');
    expect(pages('1.5', 3)).toContain('is not a page number');
  });

  it('refuses a page past the end, naming the page count', () => {
    expect(pages('2-9', 5)).toBe('there is no page 9: the document has 5 pages.');
    expect(pages('2', 1)).toBe('there is no page 2: the document has 1 page.');
    const resolved = resolvePageRanges([{ from: 7, to: null, text: '7-' }], 5);
    expect(resolved.ok).toBe(false);
  });

  it('finds a page listed twice', () => {
    expect(firstRepeat([2, 0, 2])).toBe(3);
    expect(firstRepeat([0, 1, 2])).toBeUndefined();
  });
});

describe('images for images-to-pdf', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png');
    expect(sniffImage(new Uint8Array([0x52, 0x49, 0x46, 0x46]))).toBe('other');
  });

  it('reads the EXIF orientation of a JPEG, in either byte order', () => {
    for (const little of [true, false]) {
      // SOI, APP1 "Exif\0\0", TIFF header, one IFD entry 0x0112 = 6, then SOS.
      const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4));
      tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
      tiff.setUint16(2, 42, little);
      tiff.setUint32(4, 8, little);
      tiff.setUint16(8, 1, little);
      tiff.setUint16(10, 0x0112, little);
      tiff.setUint16(12, 3, little);
      tiff.setUint32(14, 1, little);
      tiff.setUint16(18, 6, little);
      const exif = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)]);
      const length = exif.length + 2;
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...exif, 0xff, 0xda, 0, 2]);
      expect(jpegOrientation(jpeg)).toBe(6);
    }
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
  });
});

describe('formatPageList: the cards’ pages written as the typed list', () => {
  it('writes runs as ranges, forwards from two pages and backwards from three, and reads back to the same pages', () => {
    // 0-based in, 1-based out.
    expect(formatPageList([0, 1, 2])).toBe('1-3');
    expect(formatPageList([1, 2, 0, 3, 4])).toBe('2-3,1,4-5');
    expect(formatPageList([4, 3, 2, 1, 0])).toBe('5-1');
    expect(formatPageList([1, 0])).toBe('2,1');
    expect(formatPageList([0, 1, 3])).toBe('1-2,4');
    expect(formatPageList([6])).toBe('7');
    expect(formatPageList([])).toBe('');
    for (const pages of [[2, 1, 4, 0, 3], [9, 8, 7, 0, 1, 2, 5], [3, 1, 2, 0]]) {
      const parsed = parsePageRanges(formatPageList(pages));
      expect(parsed.ok && resolvePageRanges(parsed.ranges, 10)).toEqual({ ok: true, pages });
    }
  });
});

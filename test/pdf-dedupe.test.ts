import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dedupeObjects } from '../src/client/tools/pdf/dedupe.js';

/**
 * The merge's dedupe (src/client/tools/pdf/dedupe.ts) on documents made with pdf-lib: the same picture embedded by
 * two files is written once in their merge, two equal pages stay two pages, and different pictures stay apart.
 */

/** A grey PNG of the given size (its bytes differ with the size). */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4); // pdf-lib does not check the CRC
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width), 0x80);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function withPicture(picture: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(picture);
  doc.addPage([200, 200]).drawImage(image, { x: 10, y: 10, width: 100, height: 100 });
  return PDFDocument.load(await doc.save());
}

const images = (doc: PDFDocument) =>
  doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;

async function merged(...docs: PDFDocument[]): Promise<PDFDocument> {
  const out = await PDFDocument.create();
  for (const doc of docs) for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  return out;
}

describe('dedupeObjects', () => {
  it('writes a picture two merged files share once, and keeps both pages', async () => {
    const out = await merged(await withPicture(png(64, 48)), await withPicture(png(64, 48)));
    expect(images(out)).toBe(2);
    // The picture, then the page resources that named one copy or the other, then the equal content streams.
    expect(dedupeObjects(out)).toBeGreaterThanOrEqual(1);
    expect(images(out)).toBe(1);
    const saved = await PDFDocument.load(await out.save());
    expect(saved.getPageCount()).toBe(2);
    expect(images(saved)).toBe(1);
    expect(dedupeObjects(saved)).toBe(0);
  });

  it('keeps different pictures apart', async () => {
    const out = await merged(await withPicture(png(64, 48)), await withPicture(png(48, 64)));
    dedupeObjects(out);
    expect(images(out)).toBe(2);
    expect(out.getPageCount()).toBe(2);
  });
});

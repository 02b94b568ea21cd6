import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';
import { englishWords } from './support/spanish-text.js';

/**
 * The image file tools on their pages (/utilities/image-*), in headless Chromium: the test builds its own input files
 * — a 300×200 PNG with text and EXIF chunks, a 400×300 JPEG from the browser's canvas with EXIF, GPS, XMP and a
 * comment added, the same JPEG marked as taken sideways, a text file named .png, a PNG whose header claims 100
 * megapixels — feeds them to the real page as a visitor would, downloads the results and checks their format, pixel
 * size and metadata. Every request each page makes is recorded: none carries a file.
 */

interface Piexif {
  dump(exif: Record<string, Record<number, unknown>>): string;
  insert(exif: string, jpeg: string): string;
  load(jpeg: string): Record<string, Record<number, unknown> | null>;
}
const piexif = createRequire(import.meta.url)('piexifjs') as Piexif;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// ---------------------------------------------------------------------------------------------------------------
// Input files

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of width × height (a colour gradient), with extra chunks before the image data; with `alpha`, the left half
 * is fully transparent.
 */
function makePng(width: number, height: number, extra: Buffer[] = [], alpha = false): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, alpha ? 6 : 2, 0, 0, 0], 8); // 8-bit RGB or RGBA
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(height * (1 + width * channels));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * channels);
    for (let x = 0; x < width; x++) {
      const pixel = [(x * 255) / width, (y * 255) / height, (x * y) % 256];
      if (alpha) pixel.push(x < width / 2 ? 0 : 255);
      raw.set(pixel, row + 1 + x * channels);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const GPS = {
  1: 'N', // GPSLatitudeRef
  2: [[40, 1], [25, 1], [1234, 100]], // GPSLatitude: Madrid
  3: 'W',
  4: [[3, 1], [42, 1], [1, 1]],
};

function exifBlock(orientation?: number): string {
  return piexif.dump({
    '0th': { 271: 'TestCam', 272: 'Secret Model X', 305: 'Test software', ...(orientation ? { 274: orientation } : {}) }, // Make, Model, Software, Orientation
    Exif: { 36867: '2026:05:01 10:00:00', 42033: 'SERIAL-12345' }, // DateTimeOriginal, BodySerialNumber
    GPS,
  });
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const XMP = Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description photoshop:City="Madrid"/></x:xmpmeta>', 'latin1');
const COMMENT = Buffer.from('secret comment', 'latin1');

/** The JPEG with EXIF (camera, serial, date, GPS), then an XMP block and a comment, right after the EXIF. */
function withMetadata(jpeg: Buffer, orientation?: number): Buffer {
  const withExif = Buffer.from(piexif.insert(exifBlock(orientation), jpeg.toString('binary')), 'binary');
  if (withExif.readUInt16BE(2) !== 0xffe1) throw new Error('piexif was expected to put EXIF right after SOI');
  // piexif puts EXIF right after SOI (or replaces an APP1); put XMP and COM after it.
  const exifEnd = 4 + withExif.readUInt16BE(4);
  return Buffer.concat([withExif.subarray(0, exifEnd), segment(0xe1, XMP), segment(0xfe, COMMENT), withExif.subarray(exifEnd)]);
}

/** The bytes from the first SOS to the end: the compressed picture itself. */
function scanData(jpeg: Buffer): Buffer {
  let at = 2;
  while (at < jpeg.length && !(jpeg[at] === 0xff && jpeg[at + 1] === 0xda)) at += 2 + jpeg.readUInt16BE(at + 2);
  return jpeg.subarray(at);
}

function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

function kindOf(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 12) === 'ftypavif') return 'avif';
  return 'unknown';
}

/** The EXIF piexif reads, or undefined when there is none at all. */
function exifOf(jpeg: Buffer): ReturnType<Piexif['load']> | undefined {
  try {
    return piexif.load(jpeg.toString('binary'));
  } catch {
    return undefined;
  }
}

interface Input {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// ---------------------------------------------------------------------------------------------------------------

// A hang guard, not a speed limit: each test runs several files through real pages on a shared 2-core machine.
describe.skipIf(!HAS_CHROMIUM)('image tools in the browser: the file never leaves it', { timeout: 120_000 }, () => {
  let h: Harness;
  let browser: Browser;
  let context: BrowserContext;
  /** Every request any page of the context made. */
  const requests: Request[] = [];
  let png: Buffer;
  let jpeg: Buffer;
  let photo: Buffer;
  let sideways: Buffer;
  let canWriteAvif: boolean;

  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
    // The base JPEG, from the browser's own canvas (400 × 300, something like a photo).
    const maker = await browser.newPage();
    const made = await maker.evaluate(async () => {
      const canvas = new OffscreenCanvas(400, 300);
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, 400, 300);
      gradient.addColorStop(0, '#2a6f97');
      gradient.addColorStop(1, '#f4a261');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 400, 300);
      for (let i = 0; i < 200; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.6)`;
        ctx.beginPath();
        ctx.arc((i * 97) % 400, (i * 57) % 300, 5 + (i % 20), 0, Math.PI * 2);
        ctx.fill();
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
      const probe = new OffscreenCanvas(1, 1);
      probe.getContext('2d');
      const avif = (await probe.convertToBlob({ type: 'image/avif' })).type === 'image/avif';
      return { bytes: Array.from(bytes), avif };
    });
    await maker.close();
    jpeg = Buffer.from(made.bytes);
    canWriteAvif = made.avif;
    photo = withMetadata(jpeg);
    sideways = withMetadata(jpeg, 6); // rotate 90° clockwise to show: 300 × 400
    const exifTiff = Buffer.from(exifBlock().slice(6), 'binary');
    png = makePng(300, 200, [
      pngChunk('tEXt', Buffer.from('Author\0Jane Secret', 'latin1')),
      pngChunk('eXIf', exifTiff),
      pngChunk('tIME', Buffer.from([0x07, 0xea, 5, 1, 10, 0, 0])),
    ]);
    // Service workers on, as a visitor's browser runs the site: the offline copy's own requests are checked too.
    context = await browser.newContext({ serviceWorkers: 'allow' });
    context.on('request', (request) => requests.push(request));
    // The page script and worker are bundled on their first request, in this process: once here, so no test's time
    // limit pays for it.
    const html = await (await fetch(`${h.baseUrl}/utilities/image-convert`)).text();
    for (const [, asset] of html.matchAll(/(?:src|data-worker)="(\/assets\/image-[a-z-]+-[0-9a-f]{8}\.js)"/g)) await (await fetch(`${h.baseUrl}${asset}`)).arrayBuffer();
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await h?.close();
  });

  /** Opens a tool's page, chooses the files, sets the options and submits; returns the page when the run ends. */
  async function run(tool: string, files: Input[], options: Record<string, string | boolean> = {}, locale: 'en' | 'es' = 'en', page?: Page): Promise<Page> {
    page ??= await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${h.baseUrl}${locale === 'es' ? '/es' : ''}/utilities/${tool}`);
    await page.setInputFiles('#files', files);
    for (const [name, value] of Object.entries(options)) {
      const selector = `form.file-tool [name="${name}"]`;
      const tag = await page.$eval(selector, (el) => `${el.tagName}:${(el as HTMLInputElement).type}`);
      if (tag.startsWith('SELECT')) await page.selectOption(selector, String(value));
      else if (tag.endsWith('checkbox')) await page.setChecked(selector, value === true);
      else await page.fill(selector, String(value));
    }
    await page.click('form.file-tool button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('form.file-tool')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 120_000 });
    expect(problems).toEqual([]);
    return page;
  }

  const status = (page: Page) => page.textContent('.file-tool-status').then((t) => t?.trim() ?? '');
  const notes = (page: Page) => page.$$eval('.file-tool-notes li', (items) => items.map((li) => li.textContent ?? ''));

  /** Clicks each image's download link as a visitor would and returns the files saved (the ZIP's link aside). */
  async function downloads(page: Page, selector = '.file-tool-result a[download]'): Promise<{ name: string; bytes: Buffer }[]> {
    const links = await page.$$(selector);
    const out: { name: string; bytes: Buffer }[] = [];
    for (const link of links) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      out.push({ name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) });
    }
    return out;
  }

  /** The picture's size as the browser shows it (EXIF rotation applied), decoded in a page. */
  async function shownSize(page: Page, bytes: Buffer): Promise<[number, number]> {
    return page.evaluate(async (b64) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data]));
      return [bitmap.width, bitmap.height] as [number, number];
    }, bytes.toString('base64'));
  }

  const pngInput = (name = 'chart.png'): Input => ({ name, mimeType: 'image/png', buffer: png });
  const photoInput = (name = 'holiday.jpg', buffer = photo): Input => ({ name, mimeType: 'image/jpeg', buffer });

  it('resizes by width, height and percentage, keeping the proportions, several files at once', async () => {
    let page = await run('image-resize', [pngInput(), photoInput()], { resizeBy: 'width', size: '150' });
    expect(await status(page)).toBe('Done: 2 images ready to download.');
    let files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['chart-150x100.png', 'holiday-150x113.jpg']);
    expect(kindOf(files[0]!.bytes)).toBe('png');
    expect(kindOf(files[1]!.bytes)).toBe('jpeg');
    expect(await shownSize(page, files[0]!.bytes)).toEqual([150, 100]);
    expect(await shownSize(page, files[1]!.bytes)).toEqual([150, 113]);
    // The preview shows the size.
    expect(await page.textContent('.file-tool-output')).toContain('150 × 100 px');
    await page.close();

    page = await run('image-resize', [pngInput()], { resizeBy: 'height', size: '50' });
    files = await downloads(page);
    expect(await shownSize(page, files[0]!.bytes)).toEqual([75, 50]);
    await page.close();

    // In Spanish, by percentage; enlarging says that it adds no detail.
    page = await run('image-resize', [pngInput('gráfico.png')], { resizeBy: 'percent', size: '150' }, 'es');
    expect(await status(page)).toBe('Listo: 1 imagen para descargar.');
    files = await downloads(page);
    expect(files[0]!.name).toBe('gráfico-450x300.png');
    expect(await shownSize(page, files[0]!.bytes)).toEqual([450, 300]);
    expect((await notes(page)).join(' ')).toContain('ampliar no añade detalle');
    await page.close();
  });

  it('turns a photo taken sideways the right way up before resizing (EXIF orientation)', async () => {
    const page = await run('image-resize', [photoInput('portrait.jpg', sideways)], { resizeBy: 'width', size: '150' });
    const [file] = await downloads(page);
    expect(file!.name).toBe('portrait-150x200.jpg');
    // Drawn upright, with no EXIF left to rotate it again: stored and shown 150 × 200.
    expect(await shownSize(page, file!.bytes)).toEqual([150, 200]);
    expect(exifOf(file!.bytes)?.['0th']?.[274]).toBeUndefined();
    await page.close();
  });

  it('compresses: a lower quality gives a smaller file of the same size in pixels, without the metadata', async () => {
    const sizes: Record<string, number> = {};
    for (const quality of ['90', '30']) {
      const page = await run('image-compress', [photoInput()], { quality });
      const [file] = await downloads(page);
      expect(file!.name).toBe('holiday-compressed.jpg');
      expect(kindOf(file!.bytes)).toBe('jpeg');
      expect(await shownSize(page, file!.bytes)).toEqual([400, 300]);
      expect(file!.bytes.includes(Buffer.from('Secret Model X'))).toBe(false);
      sizes[quality] = file!.bytes.length;
      await page.close();
    }
    expect(sizes['30']!).toBeLessThan(sizes['90']!);
    expect(sizes['30']!).toBeLessThan(photo.length);
    // A PNG becomes WebP by default.
    const page = await run('image-compress', [pngInput()], { quality: '60' });
    const [file] = await downloads(page);
    expect(file!.name).toBe('chart-compressed.webp');
    expect(kindOf(file!.bytes)).toBe('webp');
    expect(await shownSize(page, file!.bytes)).toEqual([300, 200]);
    await page.close();
  });

  it('converts between PNG, JPEG and WebP, and says clearly when the browser cannot write AVIF', async () => {
    const cases: [Input, string, string, [number, number]][] = [
      [pngInput(), 'jpeg', 'chart.jpg', [300, 200]],
      [pngInput(), 'webp', 'chart.webp', [300, 200]],
      [photoInput(), 'png', 'holiday.png', [400, 300]],
      [photoInput('portrait.jpg', sideways), 'webp', 'portrait.webp', [300, 400]],
    ];
    for (const [input, format, name, size] of cases) {
      const page = await run('image-convert', [input], { format, quality: '80' });
      const [file] = await downloads(page);
      expect(file!.name).toBe(name);
      expect(kindOf(file!.bytes)).toBe(format);
      expect(await shownSize(page, file!.bytes)).toEqual(size);
      await page.close();
    }
    // Transparency becomes white in a JPEG, and the page says so.
    const clear = await run('image-convert', [{ name: 'logo.png', mimeType: 'image/png', buffer: makePng(120, 80, [], true) }], { format: 'jpeg' });
    const [flat] = await downloads(clear);
    expect(kindOf(flat!.bytes)).toBe('jpeg');
    const corner = await clear.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return Array.from(ctx.getImageData(10, 10, 1, 1).data);
    }, flat!.bytes.toString('base64'));
    for (const channel of corner.slice(0, 3)) expect(channel).toBeGreaterThan(245);
    expect(await notes(clear)).toEqual(['The transparent areas of “logo.png” became white: JPEG has no transparency.']);
    await clear.close();
    for (const locale of ['en', 'es'] as const) {
      const page = await run('image-convert', [pngInput()], { format: 'avif' }, locale);
      if (canWriteAvif) {
        const [file] = await downloads(page);
        expect(kindOf(file!.bytes)).toBe('avif');
      } else {
        expect(await status(page)).toContain(locale === 'es' ? 'Este navegador no sabe guardar imágenes en AVIF' : 'This browser cannot save images as AVIF');
        expect(await page.$$('.file-tool-output a[download]')).toHaveLength(0);
        // The choice says so before anyone tries.
        expect(await page.textContent('select[name="format"] option[value="avif"]')).toContain(locale === 'es' ? 'no disponible en este navegador' : 'not available in this browser');
      }
      await page.close();
    }
  });

  it('strips EXIF, GPS, XMP and comments from a JPEG without re-encoding it', async () => {
    // The input does carry them.
    expect(piexif.load(photo.toString('binary')).GPS?.[2]).toBeDefined();
    const page = await run('image-strip-metadata', [photoInput()]);
    const [file] = await downloads(page);
    expect(file!.name).toBe('holiday-no-metadata.jpg');
    expect(kindOf(file!.bytes)).toBe('jpeg');
    const exif = exifOf(file!.bytes);
    for (const ifd of ['0th', 'Exif', 'GPS', '1st'] as const) expect(Object.keys(exif?.[ifd] ?? {}), ifd).toEqual([]);
    for (const secret of ['Exif', 'Secret Model X', 'SERIAL-12345', 'ns.adobe.com/xap', 'secret comment']) expect(file!.bytes.includes(Buffer.from(secret)), secret).toBe(false);
    // The compressed picture is the original's, byte for byte.
    expect(scanData(file!.bytes).equals(scanData(jpeg))).toBe(true);
    expect(await shownSize(page, file!.bytes)).toEqual([400, 300]);
    const said = (await notes(page)).join(' ');
    expect(said).toContain('removed EXIF, GPS location, XMP, comment');
    expect(said).toContain('not re-encoded');
    await page.close();
  });

  it('keeps only the rotation of a photo taken sideways, and strips a PNG’s text and EXIF chunks (in Spanish)', async () => {
    let page = await run('image-strip-metadata', [photoInput('portrait.jpg', sideways)], {}, 'es');
    let [file] = await downloads(page);
    const exif = piexif.load(file!.bytes.toString('binary'));
    expect(exif['0th']).toEqual({ 274: 6 });
    expect(Object.keys(exif.GPS ?? {})).toEqual([]);
    expect(await shownSize(page, file!.bytes)).toEqual([300, 400]);
    expect(scanData(file!.bytes).equals(scanData(jpeg))).toBe(true);
    expect((await notes(page)).join(' ')).toContain('eliminado EXIF, ubicación GPS, XMP, comentarios');
    await page.close();

    page = await run('image-strip-metadata', [pngInput()], {}, 'es');
    [file] = await downloads(page);
    expect(file!.name).toBe('chart-no-metadata.png');
    expect(pngChunkTypes(file!.bytes)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pngChunkTypes(png)).toEqual(['IHDR', 'tEXt', 'eXIf', 'tIME', 'IDAT', 'IEND']);
    expect(await shownSize(page, file!.bytes)).toEqual([300, 200]);
    await page.close();
  });

  it('says clearly when a file is not an image it can read, or too large to open', async () => {
    const text: Input = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('This is a text file, not a picture.\n') };
    for (const tool of ['image-resize', 'image-strip-metadata']) {
      let page = await run(tool, [text]);
      expect(await status(page)).toBe('“notes.png” is not an image this browser can read. Choose a PNG, JPEG, WebP, GIF, BMP or AVIF file.');
      await page.close();
      page = await run(tool, [text], {}, 'es');
      expect(await status(page)).toBe('«notes.png» no es una imagen que este navegador pueda leer. Elige un archivo PNG, JPEG, WebP, GIF, BMP o AVIF.');
      await page.close();
    }
    // In a batch, the others are done and the one it cannot read is named.
    const batch = await run('image-resize', [text, pngInput()], { resizeBy: 'percent', size: '50' }, 'es');
    expect(await status(batch)).toBe('Listo: 1 imagen para descargar.');
    expect((await downloads(batch)).map((f) => f.name)).toEqual(['chart-150x100.png']);
    expect(await notes(batch)).toEqual(['«notes.png» no es una imagen que este navegador pueda leer. Elige un archivo PNG, JPEG, WebP, GIF, BMP o AVIF.']);
    await batch.close();
    // A PNG whose header says 12,000 × 9,000 is refused before it is decoded.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(12_000, 16);
    huge.writeUInt32BE(9_000, 20);
    const page = await run('image-convert', [{ name: 'huge.png', mimeType: 'image/png', buffer: huge }], { format: 'jpeg' });
    expect(await status(page)).toContain('“huge.png” is 12,000 × 9,000 pixels (108 megapixels). This tool takes images up to 50 megapixels');
    // Without a file, the page asks for one.
    await page.setInputFiles('#files', []);
    await page.click('form.file-tool button[type="submit"]');
    expect(await status(page)).toBe('Choose an image first.');
    await page.close();
  });

  it('takes images dropped on the drop zone, names what it will do, and offers every result in one ZIP', async () => {
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/utilities/image-convert`);
    const button = () => page.textContent('form.file-tool button[type="submit"]').then((t) => t?.trim());
    expect(await button()).toBe('Convert the images to WebP');
    // Dragged over the zone (it lights up) and dropped, with a PDF it does not take.
    const dropped = await page.evaluate(async (list) => {
      const zone = document.querySelector('.drop-zone')!;
      const data = new DataTransfer();
      for (const f of list) data.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
      const fire = (type: string) => zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      const taken = !fire('dragenter') && !fire('dragover');
      const lit = zone.classList.contains('dragging');
      fire('drop');
      const input = document.querySelector<HTMLInputElement>('#files')!;
      return { taken, lit, chosen: Array.from(input.files ?? []).map((file) => file.name) };
    }, [pngInput(), photoInput(), { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }].map((f) => ({ name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') })));
    expect(dropped).toEqual({ taken: true, lit: true, chosen: ['chart.png', 'holiday.jpg'] });
    expect(await status(page)).toBe('Not taken: “report.pdf”. This tool takes images.');
    expect(await button()).toBe('Convert 2 images to WebP');
    await page.selectOption('#f-format', 'png');
    expect(await button()).toBe('Convert 2 images to PNG');
    await page.click('form.file-tool button[type="submit"]');
    await page.waitForFunction(() => document.querySelectorAll('.file-tool-result a[download]').length === 2, undefined, { timeout: 60_000 });
    const files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['chart-converted.png', 'holiday.png']);
    expect(await page.textContent('.file-tool-zip a')).toBe('Download all 2 images as images.zip');
    const [zip] = await downloads(page, '.file-tool-zip a[download]');
    expect(zip!.name).toBe('images.zip');
    const entries = unzipSync(zip!.bytes);
    expect(Object.keys(entries)).toEqual(['chart-converted.png', 'holiday.png']);
    for (const file of files) expect(Buffer.from(entries[file.name]!).equals(file.bytes)).toBe(true);
    await page.close();

    // Two results of the same name are both kept in the ZIP; the words are Spanish on the Spanish page.
    const es = await run('image-compress', [photoInput('foto.jpg'), photoInput('foto.jpg', sideways)], { quality: '50' }, 'es');
    expect(await es.textContent('form.file-tool button[type="submit"]')).toBe('Comprimir 2 imágenes');
    expect(await es.textContent('.drop-zone .drop-hint')).toBe('Suelta aquí los archivos o haz clic para elegirlos.');
    const [both] = await downloads(es, '.file-tool-zip a[download]');
    expect(Object.keys(unzipSync(both!.bytes))).toEqual(['foto-compressed.jpg', 'foto-compressed-2.jpg']);
    await es.close();
  }, 300_000);

  it('is readable at 390 and 1366 px with a result shown, with no serious accessibility problem, and Spanish on /es/', async () => {
    const page = await context.newPage();
    // Each tool in both languages: one at 390 px, the other at 1366.
    for (const [viewport, flip] of [[PHONE, false], [{ width: 1366, height: 900 }, true]] as const) {
      await page.setViewportSize(viewport);
      for (const [tool, first] of [['image-resize', 'en'], ['image-compress', 'es'], ['image-convert', 'en'], ['image-strip-metadata', 'es']] as const) {
        const locale = flip ? (first === 'en' ? 'es' : 'en') : first;
        const where = `${viewport.width} ${locale} ${tool}`;
        await run(tool, [pngInput('a-very-long-file-name-that-could-push-the-page-sideways-if-it-did-not-wrap.png'), photoInput()], { ...(tool === 'image-convert' ? { format: 'webp' } : {}) }, locale, page);
        expect(await page.$$('.file-tool-result a[download]'), where).toHaveLength(2);
        expect(await page.$$('.file-tool-zip a[download]'), where).toHaveLength(1);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(wide, where).toBeLessThanOrEqual(0);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        });
        expect(violations, where).toEqual([]);
        // What the script wrote (status, links, notes, the button) is in the page's language.
        if (locale === 'es') expect(englishWords((await page.textContent('form.file-tool')) ?? ''), where).toEqual([]);
      }
    }
    await page.close();
  }, 300_000);

  // Last: every request of every test above.
  it('made no request carrying a file: only GETs of the pages and their /assets/ scripts', () => {
    expect(requests.length).toBeGreaterThan(20);
    const origin = new URL(h.baseUrl).origin;
    const seen = new Set<string>();
    for (const request of requests) {
      const url = new URL(request.url());
      // blob: URLs are the results this tab made (previews and links), read from its own memory.
      if (url.protocol === 'blob:') continue;
      expect(request.method(), request.url()).toBe('GET');
      expect(request.postDataBuffer(), request.url()).toBeNull();
      expect(url.origin, request.url()).toBe(origin);
      expect(url.search, request.url()).toBe('');
      // The service worker's own GETs (the shell it keeps for offline use: home pages, manifests, icons, the tool pages'
      // runtime) are not this page's; they carry no file either, as checked above.
      if (request.serviceWorker()) continue;
      expect(url.pathname, request.url()).toMatch(/^(\/es)?\/utilities\/image-[a-z-]+$|^\/assets\/[a-z-]+-[0-9a-f]{8}\.js$|^\/favicon\.(svg|ico)$/);
      seen.add(url.pathname.replace(/-[0-9a-f]{8}\.js$/, '.js'));
    }
    expect(seen).toContain('/assets/image-tools.js');
    expect(seen).toContain('/assets/image-worker.js');
    expect([...seen].filter((path) => path.includes('pdf'))).toEqual([]);
  });
});

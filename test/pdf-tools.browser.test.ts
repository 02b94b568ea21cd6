import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, StandardFonts, degrees } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { HAS_CHROMIUM, launchChromium, PHONE } from './support/browser.js';
import { startNode, type Harness } from './support/harness.js';

/**
 * The PDF file tools on their pages (/utilities/pdf-*, /utilities/images-to-pdf), in headless Chromium. The test
 * builds its own files with pdf-lib — three.pdf (3 pages, 201, 202 and 203 points wide) and five.pdf (5 pages, 301 to
 * 305 points wide, the third already turned 90°), so a page is known by its width — plus a PNG, a JPEG taken
 * sideways (EXIF orientation 6), a text file named .pdf and a PDF marked as encrypted. It feeds them to the real pages
 * as a visitor would, downloads the results and reads them back with pdf-lib: page count, order, rotation, size; and
 * pdf-to-images' pictures: format and pixel size. Every request each page makes is recorded: none carries a file.
 * Then the page cards (thumbnails drawn by pdf.js): reordered by drag and by keyboard, turned, ticked; files dropped
 * on the drop zone; the ZIP of several results, unzipped; the buttons' words; and, on real PDFs Chromium prints
 * (embedded fonts, an image), that a merge or a reorder writes no more than its inputs need.
 */

interface Piexif {
  dump(exif: Record<string, Record<number, unknown>>): string;
  insert(exif: string, jpeg: string): string;
}
const piexif = createRequire(import.meta.url)('piexifjs') as Piexif;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// ---------------------------------------------------------------------------------------------------------------
// Input files

/** A PDF whose pages have these widths (and this height), each with its number written on it. */
async function makePdf(widths: number[], height: number, turned: Record<number, number> = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  widths.forEach((width, i) => {
    const page = doc.addPage([width, height]);
    page.drawText(`Page ${i + 1}`, { x: 20, y: height - 60, size: 30, font });
    if (turned[i + 1]) page.setRotation(degrees(turned[i + 1]!));
  });
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer names an /Encrypt dictionary, as a password-protected file's does. */
async function makeEncryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 });
  return Buffer.from(await doc.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of width × height (a colour gradient). */
function makePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 128], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Width and height of a PNG (IHDR) or a JPEG (its SOF segment). */
function pixelSize(bytes: Buffer): [string, number, number] {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return ['png', bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return ['jpeg', bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    }
  }
  return ['unknown', 0, 0];
}

interface Input {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface Read {
  pages: number;
  widths: number[];
  sizes: [number, number][];
  rotations: number[];
}

async function readPdf(bytes: Buffer): Promise<Read> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    pages: pages.length,
    widths: pages.map((p) => round(p.getWidth())),
    sizes: pages.map((p) => [round(p.getWidth()), round(p.getHeight())]),
    rotations: pages.map((p) => p.getRotation().angle),
  };
}

/** How many font programs a PDF embeds (the FontFile streams its font descriptors name, each counted once). */
async function fontPrograms(bytes: Buffer): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  const files = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const ref = object.get(PDFName.of(key));
      if (ref) files.add(ref.toString());
    }
  }
  return files.size;
}

// ---------------------------------------------------------------------------------------------------------------

// A hang guard, not a speed limit: each test runs several files through real pages on a shared 2-core machine.
describe.skipIf(!HAS_CHROMIUM)('PDF tools in the browser: the file never leaves it', { timeout: 120_000 }, () => {
  let h: Harness;
  let browser: Browser;
  let context: BrowserContext;
  /** Every request each tool's pages made, by tool. */
  const requests: { tool: string; request: Request }[] = [];
  let three: Input;
  let five: Input;
  let png: Input;
  let sideways: Input;
  let encrypted: Input;
  const broken: Input = { name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('This is a text file, not a PDF.\n') };

  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
    three = { name: 'three.pdf', mimeType: 'application/pdf', buffer: await makePdf([201, 202, 203], 400) };
    five = { name: 'five.pdf', mimeType: 'application/pdf', buffer: await makePdf([301, 302, 303, 304, 305], 500, { 3: 90 }) };
    encrypted = { name: 'locked.pdf', mimeType: 'application/pdf', buffer: await makeEncryptedPdf() };
    png = { name: 'wide.png', mimeType: 'image/png', buffer: makePng(400, 300) };
    // A 300 × 200 JPEG from the browser's canvas, marked as taken sideways: shown 200 × 300.
    const maker = await browser.newPage();
    const jpeg = await maker.evaluate(async () => {
      const canvas = new OffscreenCanvas(300, 200);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2a6f97';
      ctx.fillRect(0, 0, 300, 200);
      ctx.fillStyle = '#f4a261';
      ctx.fillRect(0, 0, 150, 40); // the top-left corner
      return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer()));
    });
    await maker.close();
    const withExif = piexif.insert(piexif.dump({ '0th': { 274: 6 } }), Buffer.from(jpeg).toString('binary'));
    sideways = { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(withExif, 'binary') };
    context = await browser.newContext();
    // The thumbnails' worker (pdf.js, 1.7 MB) is bundled and compressed on its first request, in this process: once
    // here, so no test's time limit pays for it.
    const html = await (await fetch(`${h.baseUrl}/utilities/pdf-split`)).text();
    const thumbnails = /data-thumbnails="([^"]+)"/.exec(html)?.[1];
    expect(thumbnails).toMatch(/^\/assets\/pdf-render-worker-[0-9a-f]{8}\.js$/);
    await (await fetch(`${h.baseUrl}${thumbnails}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await h?.close();
  });

  const url = (tool: string, locale: 'en' | 'es') => `${h.baseUrl}${locale === 'es' ? '/es' : ''}/utilities/${tool}`;

  async function open(tool: string, locale: 'en' | 'es' = 'en', page?: Page): Promise<Page> {
    if (!page) {
      page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('request', (request) => requests.push({ tool, request }));
      page.on('close', () => expect(problems, tool).toEqual([]));
    }
    await page.goto(url(tool, locale));
    return page;
  }

  /** The chosen files' list has read every PDF's page count (or its problem). */
  const counted = (page: Page) =>
    page.waitForFunction(() => !/counting pages|contando páginas/.test(document.querySelector('.pdf-file-list')?.textContent ?? 'counting pages'), undefined, { timeout: 120_000 });

  async function setOptions(page: Page, options: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(options)) {
      const selector = `form.file-tool [name="${name}"]`;
      const tag = await page.$eval(selector, (el) => el.tagName);
      if (tag === 'SELECT') await page.selectOption(selector, value);
      else await page.fill(selector, value);
    }
  }

  async function submit(page: Page): Promise<void> {
    await page.click('form.file-tool button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('form.file-tool')?.getAttribute('aria-busy') !== 'true', undefined, { timeout: 60_000 });
  }

  /** Opens a tool's page, chooses the files, sets the options and submits; returns the page when the run ends. */
  async function run(tool: string, files: Input[], options: Record<string, string> = {}, locale: 'en' | 'es' = 'en', page?: Page): Promise<Page> {
    page = await open(tool, locale, page);
    await page.setInputFiles('#files', files);
    await setOptions(page, options);
    await submit(page);
    return page;
  }

  const status = (page: Page) => page.textContent('.file-tool-status').then((t) => t?.trim() ?? '');
  const notes = (page: Page) => page.$$eval('.file-tool-notes li', (items) => items.map((li) => li.textContent ?? ''));
  /** The chosen files' list, without its buttons. */
  const listed = (page: Page) =>
    page.$$eval('.pdf-file-list li', (items) =>
      items.map((li) => {
        const copy = li.cloneNode(true) as HTMLElement;
        copy.querySelector('.pdf-file-actions')?.remove();
        return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      }),
    );

  /** Clicks each file's download link as a visitor would and returns the files saved (the ZIP's link aside). */
  async function downloads(page: Page, selector = '.file-tool-result a[download]'): Promise<{ name: string; bytes: Buffer }[]> {
    const links = await page.$$(selector);
    const out: { name: string; bytes: Buffer }[] = [];
    for (const link of links) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      out.push({ name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) });
    }
    return out;
  }

  /** The ZIP offered beside the links: its name and its files, unzipped. */
  async function zipped(page: Page): Promise<{ name: string; files: Record<string, Uint8Array> }> {
    const [zip] = await downloads(page, '.file-tool-zip a[download]');
    return { name: zip!.name, files: unzipSync(zip!.bytes) };
  }

  const button = (page: Page) => page.textContent('form.file-tool button[type="submit"]').then((t) => t?.trim() ?? '');
  /** The page cards are drawn, each with its thumbnail. */
  const cardsDrawn = (page: Page, count: number) =>
    page.waitForFunction((n) => document.querySelectorAll('.page-card').length === n && document.querySelectorAll('.page-card .page-thumb img').length === n, count, { timeout: 60_000 });
  /** The cards' page numbers (1-based), in their order. */
  const cardOrder = (page: Page) => page.$$eval('.page-card', (cards) => cards.map((card) => Number((card as HTMLElement).dataset.page) + 1));

  it('merges PDFs in the order of the list, which the visitor can change and add to', async () => {
    const page = await open('pdf-merge');
    await page.setInputFiles('#files', [three, five]);
    await counted(page);
    expect(await listed(page)).toEqual([expect.stringMatching(/^three\.pdf · [\d.,]+ K?B · 3 pages$/), expect.stringMatching(/^five\.pdf · [\d.,]+ K?B · 5 pages$/)]);
    // five.pdf first; then three.pdf chosen again is added at the end, and removed.
    await page.click('button[aria-label="Move three.pdf down"]');
    expect(await status(page)).toBe('three.pdf is now number 2 of 2.');
    await page.setInputFiles('#files', [three]);
    await counted(page);
    expect(await listed(page)).toHaveLength(3);
    await page.locator('button[aria-label="Remove three.pdf"]').last().click();
    expect((await listed(page)).map((item) => item.split(' ')[0])).toEqual(['five.pdf', 'three.pdf']);
    await submit(page);
    expect(await status(page)).toBe('Done: 1 file ready to download.');
    expect(await page.textContent('.file-tool-output')).toContain('8 pages');
    const [merged] = await downloads(page);
    expect(merged!.name).toBe('merged.pdf');
    const read = await readPdf(merged!.bytes);
    expect(read.pages).toBe(8);
    expect(read.widths).toEqual([301, 302, 303, 304, 305, 201, 202, 203]);
    expect(read.rotations).toEqual([0, 0, 90, 0, 0, 0, 0, 0]);
    await page.close();
  }, 300_000);

  it('splits a PDF into one file per page, per range, or extracts pages into one file (in Spanish too)', async () => {
    let page = await run('pdf-split', [three]);
    expect(await status(page)).toBe('Done: 3 files ready to download.');
    let files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['three-page-1.pdf', 'three-page-2.pdf', 'three-page-3.pdf']);
    for (const [i, file] of files.entries()) expect((await readPdf(file.bytes)).widths).toEqual([201 + i]);
    // The same three files in one ZIP, byte for byte, named after the PDF.
    expect(await page.textContent('.file-tool-zip a')).toBe('Download all 3 files as three.zip');
    const zip = await zipped(page);
    expect(zip.name).toBe('three.zip');
    expect(Object.keys(zip.files)).toEqual(['three-page-1.pdf', 'three-page-2.pdf', 'three-page-3.pdf']);
    for (const file of files) expect(Buffer.from(zip.files[file.name]!).equals(file.bytes)).toBe(true);
    await page.close();

    page = await run('pdf-split', [five], { mode: 'ranges', pages: '1-2, 5' }, 'es');
    expect(await status(page)).toBe('Listo: 2 archivos para descargar.');
    expect(await page.textContent('.file-tool-output')).toContain('2 páginas');
    files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['five-pages-1-2.pdf', 'five-page-5.pdf']);
    expect((await readPdf(files[0]!.bytes)).widths).toEqual([301, 302]);
    expect((await readPdf(files[1]!.bytes)).widths).toEqual([305]);
    await page.close();

    page = await run('pdf-split', [five], { mode: 'extract', pages: '4-,2' });
    files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['five-pages-4-5_2.pdf']);
    expect((await readPdf(files[0]!.bytes)).widths).toEqual([304, 305, 302]);
    await page.close();
  }, 300_000);

  it('rotates the pages listed, adding to the rotation they had', async () => {
    let page = await run('pdf-rotate', [five], { angle: '90', pages: '2-3' });
    let [file] = await downloads(page);
    expect(file!.name).toBe('five-rotated.pdf');
    let read = await readPdf(file!.bytes);
    expect(read.widths).toEqual([301, 302, 303, 304, 305]);
    expect(read.rotations).toEqual([0, 90, 180, 0, 0]);
    expect(await notes(page)).toEqual(['2 of the 5 pages turned.']);
    await page.close();

    page = await run('pdf-rotate', [three], { angle: '270' }, 'es');
    [file] = await downloads(page);
    read = await readPdf(file!.bytes);
    expect(read.rotations).toEqual([270, 270, 270]);
    await page.close();
  });

  it('reorders pages; pages left out follow at the end, and a page listed twice is refused beside the field', async () => {
    let page = await run('pdf-reorder', [three], { order: '3,1' }, 'es');
    const [file] = await downloads(page);
    expect(file!.name).toBe('three-reordered.pdf');
    expect((await readPdf(file!.bytes)).widths).toEqual([203, 201, 202]);
    expect(await notes(page)).toEqual(['La página 2 no estaba en la lista: va al final.']);
    await page.close();

    page = await run('pdf-reorder', [five], { order: '5-1' });
    expect((await readPdf((await downloads(page))[0]!.bytes)).widths).toEqual([305, 304, 303, 302, 301]);
    await setOptions(page, { order: '2,1,2' });
    await submit(page);
    expect(await status(page)).toBe('New page order: page 2 is listed twice.');
    expect(await page.getAttribute('#f-order', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#f-order-error')).toBe('New page order: page 2 is listed twice.');
    expect(await page.$$('.file-tool-output a[download]')).toHaveLength(0);
    await page.close();
  });

  it('checks page lists before reading the file, and against the page count after, naming the field', async () => {
    let page = await run('pdf-split', [three], { mode: 'extract', pages: '1-x' });
    expect(await status(page)).toBe('Pages: “1-x” is not a page number or a range. Write pages like 1-3,5 (2- means from page 2 to the end).');
    expect(await page.getAttribute('#f-pages', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#f-pages', 'aria-describedby')).toContain('f-pages-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-pages');
    // Typing clears the mark; a page past the end is refused by the worker, with the page count.
    await setOptions(page, { pages: '2-7' });
    expect(await page.getAttribute('#f-pages', 'aria-invalid')).toBeNull();
    await submit(page);
    expect(await status(page)).toBe('Pages: there is no page 7: the document has 3 pages.');
    await page.close();

    // Typed after the page cards are drawn, and before the file is chosen: either way the problem is the page past
    // the end, not the cards (which cannot show page 9 turned).
    page = await open('pdf-rotate', 'es');
    await page.setInputFiles('#files', [five]);
    await page.waitForSelector('.page-grid li');
    await setOptions(page, { pages: '9' });
    await submit(page);
    expect(await status(page)).toBe('Páginas que girar: no hay página 9: el documento tiene 5 páginas.');
    page = await open('pdf-rotate', 'es', page);
    await setOptions(page, { pages: '9' });
    await page.setInputFiles('#files', [five]);
    await page.waitForSelector('.page-grid li');
    await submit(page);
    expect(await status(page)).toBe('Páginas que girar: no hay página 9: el documento tiene 5 páginas.');
    await page.close();
  });

  it('makes a PDF from images, one per page: the size of each image, or fitted to A4 on a page of its shape', async () => {
    let page = await run('images-to-pdf', [png, sideways], { pageSize: 'image' });
    expect(await status(page)).toBe('Done: 1 file ready to download.');
    let [file] = await downloads(page);
    expect(file!.name).toBe('images.pdf');
    let read = await readPdf(file!.bytes);
    // 96 pixels per inch: 0.75 point per pixel. The sideways JPEG (300 × 200 stored) is shown upright, 200 × 300.
    expect(read.sizes).toEqual([
      [300, 225],
      [150, 225],
    ]);
    // The JPEG goes in as it is, not compressed again.
    expect(file!.bytes.includes(sideways.buffer)).toBe(true);
    await page.close();

    // Drawn upright: rendered back with pdf-to-images, the photo's top-left corner (orange; the rest is blue) is now
    // at the top right.
    page = await run('pdf-to-images', [{ name: 'images.pdf', mimeType: 'application/pdf', buffer: file!.bytes }], { resolution: '72', pages: '2' });
    const [rendered] = await downloads(page);
    expect(pixelSize(rendered!.bytes)).toEqual(['png', 150, 225]);
    const colours = await page.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => (ctx.getImageData(x, y, 1, 1).data[0]! > 180 ? 'orange' : 'blue');
      return [at(140, 10), at(10, 10), at(140, 215), at(10, 215)];
    }, rendered!.bytes.toString('base64'));
    expect(colours).toEqual(['orange', 'blue', 'blue', 'blue']);
    await page.close();

    page = await run('images-to-pdf', [sideways, png], {}, 'es');
    expect(await status(page)).toBe('Listo: 1 archivo para descargar.');
    [file] = await downloads(page);
    read = await readPdf(file!.bytes);
    expect(read.sizes).toEqual([
      [595.28, 841.89],
      [841.89, 595.28],
    ]);
    await page.close();
  });

  it('renders pages to PNG or JPEG with pdf.js, at the resolution chosen', async () => {
    let page = await run('pdf-to-images', [three], { pages: '2-3' });
    expect(await status(page)).toBe('Done: 2 files ready to download.');
    let files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['three-page-2.png', 'three-page-3.png']);
    // 150 dpi: 202 × 400 points → 421 × 833 pixels.
    expect(files.map((f) => pixelSize(f.bytes))).toEqual([
      ['png', 421, 833],
      ['png', 423, 833],
    ]);
    expect(await page.$$eval('.file-tool-output img', (imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).toEqual(['Preview of three-page-2.png', 'Preview of three-page-3.png']);
    await page.close();

    // The page turned 90° comes out turned: 500 × 303 at 72 dpi.
    page = await run('pdf-to-images', [five], { format: 'jpeg', resolution: '72', pages: '3' }, 'es');
    files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['five-page-3.jpg']);
    expect(pixelSize(files[0]!.bytes)).toEqual(['jpeg', 500, 303]);
    await page.close();
  });

  it('says clearly when a file is not a PDF it can read, or is encrypted, as soon as it is chosen and when run', async () => {
    let page = await run('pdf-rotate', [broken]);
    const unreadable = '“broken.pdf” could not be read as a PDF: it is damaged or is not a PDF file.';
    expect(await status(page)).toBe(unreadable);
    await counted(page);
    expect((await listed(page))[0]).toContain(unreadable);
    expect(await page.$$('.file-tool-output a[download]')).toHaveLength(0);
    await page.close();

    page = await run('pdf-merge', [three, broken], {}, 'es');
    expect(await status(page)).toBe('«broken.pdf» no se ha podido leer como PDF: está dañado o no es un archivo PDF.');
    await page.close();

    page = await run('pdf-split', [encrypted]);
    expect(await status(page)).toContain('“locked.pdf” is encrypted (password-protected or locked against changes), so it cannot be edited here.');
    await page.close();

    page = await run('pdf-to-images', [broken]);
    expect(await status(page)).toBe(unreadable);
    await page.close();

    page = await run('images-to-pdf', [png, { name: 'notes.png', mimeType: 'image/png', buffer: broken.buffer }]);
    expect(await status(page)).toBe('“notes.png” could not be read as an image: use JPEG or PNG files (WebP works where the browser can read it).');
    await page.close();

    // Nothing chosen, or one file to merge: the page asks for what is missing.
    page = await open('pdf-merge');
    await submit(page);
    expect(await status(page)).toBe('Choose a PDF file first.');
    await page.setInputFiles('#files', [three]);
    await submit(page);
    expect(await status(page)).toBe('Choose at least two PDF files to merge.');
    await page.close();
  });

  /** Drags `files` over the drop zone and drops them there, as a file manager would (a DataTransfer made in the page). */
  async function dropFiles(page: Page, files: Input[]): Promise<{ highlighted: boolean }> {
    return page.evaluate(async (list) => {
      const zone = document.querySelector('.drop-zone')!;
      const data = new DataTransfer();
      for (const f of list) data.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
      const fire = (type: string) => zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      const entered = !fire('dragenter') && !fire('dragover'); // both cancelled: the zone takes the drop
      const highlighted = entered && zone.classList.contains('dragging');
      fire('drop');
      return { highlighted: highlighted && !zone.classList.contains('dragging') };
    }, files.map((f) => ({ name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') })));
  }

  it('takes files dropped on the drop zone, says which it refuses, and the button says what it will do', async () => {
    const page = await open('pdf-merge');
    expect(await button(page)).toBe('Merge the PDFs');
    expect(await dropFiles(page, [three, five])).toEqual({ highlighted: true });
    await counted(page);
    expect((await listed(page)).map((item) => item.split(' ')[0])).toEqual(['three.pdf', 'five.pdf']);
    expect(await button(page)).toBe('Merge 2 PDFs');
    // A text file is refused by name; the PDF dropped with it joins the list.
    await dropFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, three]);
    expect(await status(page)).toBe('Not taken: “notes.txt”. This tool takes PDF files.');
    await counted(page);
    expect(await button(page)).toBe('Merge 3 PDFs');
    // Each file shows its first page, drawn on the device.
    await page.waitForFunction(() => document.querySelectorAll('.pdf-file-list img.pdf-file-thumb').length === 3, undefined, { timeout: 60_000 });
    expect(await page.$$eval('.pdf-file-thumb', (imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).toEqual(['First page of three.pdf', 'First page of five.pdf', 'First page of three.pdf']);
    // A file dragged onto another in the list takes its place: five.pdf first.
    await page.locator('.pdf-file-list li').nth(1).dragTo(page.locator('.pdf-file-list li').nth(0));
    expect((await listed(page)).map((item) => item.split(' ')[0])).toEqual(['five.pdf', 'three.pdf', 'three.pdf']);
    expect(await status(page)).toBe('five.pdf is now number 1 of 3.');
    await submit(page);
    const [merged] = await downloads(page);
    expect((await readPdf(merged!.bytes)).widths).toEqual([301, 302, 303, 304, 305, 201, 202, 203, 201, 202, 203]);
    await page.close();

    // The file input stays usable, and the zone's words are Spanish on the Spanish page.
    const es = await open('pdf-split', 'es');
    expect(await es.textContent('.drop-zone .drop-hint')).toBe('Suelta aquí el archivo o haz clic para elegirlo.');
    expect(await button(es)).toBe('Dividir el PDF');
    await es.setInputFiles('#files', [five]);
    await cardsDrawn(es, 5);
    expect(await button(es)).toBe('Dividir en 5 archivos');
    await es.close();
  }, 300_000);

  it('reorders pages on their thumbnails by drag and by keyboard, turns one, and writes that order', async () => {
    const page = await open('pdf-reorder');
    await page.setInputFiles('#files', [five]);
    await cardsDrawn(page, 5);
    expect(await button(page)).toBe('Reorder 5 pages');
    // Page 1 dragged onto page 3 takes its place: 2, 3, 1, 4, 5 — written into the typed field.
    await page.locator('.page-card[data-page="0"]').dragTo(page.locator('.page-card[data-page="2"]'));
    expect(await cardOrder(page)).toEqual([2, 3, 1, 4, 5]);
    expect(await status(page)).toBe('Page 1 is now number 3 of 5.');
    expect(await page.inputValue('#f-order')).toBe('2-3,1,4-5');
    // By keyboard: Enter twice on "Move page 5 earlier" (the focus stays on it), each move said in the live region.
    await page.getByRole('button', { name: 'Move page 5 earlier' }).focus();
    await page.keyboard.press('Enter');
    expect(await status(page)).toBe('Page 5 is now number 4 of 5.');
    await page.keyboard.press('Enter');
    expect(await status(page)).toBe('Page 5 is now number 3 of 5.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('←Move page 5 earlier');
    expect(await cardOrder(page)).toEqual([2, 3, 5, 1, 4]);
    expect(await page.inputValue('#f-order')).toBe('2-3,5,1,4');
    expect(await page.getAttribute('.file-tool-status', 'aria-live')).toBe('polite');
    // Page 4 turned a quarter turn on its card.
    await page.getByRole('button', { name: 'Turn page 4' }).click();
    expect(await status(page)).toBe('Page 4 turned 90°.');
    await submit(page);
    const [file] = await downloads(page);
    const read = await readPdf(file!.bytes);
    // five.pdf's page 3 was already turned 90°; page 4 is turned now.
    expect(read.widths).toEqual([302, 303, 305, 301, 304]);
    expect(read.rotations).toEqual([0, 90, 0, 0, 90]);
    await page.close();

    // Typed, the cards follow: 5-1 shows the pages backwards.
    const typed = await open('pdf-reorder', 'es');
    await typed.setInputFiles('#files', [five]);
    await cardsDrawn(typed, 5);
    await typed.fill('#f-order', '5-1');
    expect(await cardOrder(typed)).toEqual([5, 4, 3, 2, 1]);
    expect(await button(typed)).toBe('Reordenar 5 páginas');
    await typed.close();
  }, 300_000);

  it('turns single pages on their thumbnails, each by its own angle', async () => {
    const page = await open('pdf-rotate');
    await page.setInputFiles('#files', [three]);
    await cardsDrawn(page, 3);
    // Blank "pages" is every page: the cards show all three turned 90°, as the button says.
    expect(await button(page)).toBe('Rotate 3 pages');
    await page.getByRole('button', { name: 'Turn none' }).click();
    expect(await button(page)).toBe('Rotate the pages');
    await submit(page);
    expect(await status(page)).toBe('Turn at least one page first.');
    await page.getByRole('button', { name: 'Turn page 2' }).click();
    await page.getByRole('button', { name: 'Turn page 2' }).click();
    await page.getByRole('button', { name: 'Turn page 3' }).click();
    expect(await status(page)).toBe('Page 3 turned 90°.');
    expect(await button(page)).toBe('Rotate 2 pages');
    expect(await page.inputValue('#f-pages')).toBe('2-3');
    expect(await page.$$eval('.page-thumb img', (imgs) => imgs.map((img) => (img as HTMLElement).style.transform))).toEqual(['', 'rotate(180deg)', 'rotate(90deg)']);
    await submit(page);
    const [file] = await downloads(page);
    expect((await readPdf(file!.bytes)).rotations).toEqual([0, 180, 90]);
    expect(await notes(page)).toEqual(['2 of the 3 pages turned.']);
    await page.close();
  }, 300_000);

  it('splits the pages ticked on their thumbnails, and offers the files as one ZIP', async () => {
    const page = await open('pdf-split', 'es');
    await page.setInputFiles('#files', [five]);
    await cardsDrawn(page, 5);
    await page.getByRole('button', { name: 'Ninguna página' }).click();
    expect(await button(page)).toBe('Dividir el PDF');
    for (const n of [1, 2, 4]) await page.check(`#page-${n}`);
    expect(await page.inputValue('#f-pages')).toBe('1-2,4');
    expect(await button(page)).toBe('Dividir en 3 archivos');
    await page.selectOption('#f-mode', 'extract');
    expect(await button(page)).toBe('Extraer 3 páginas');
    await page.selectOption('#f-mode', 'ranges');
    // 1-2 and 4: two ranges, two files.
    expect(await button(page)).toBe('Dividir en 2 archivos');
    await submit(page);
    const files = await downloads(page);
    expect(files.map((f) => f.name)).toEqual(['five-pages-1-2.pdf', 'five-page-4.pdf']);
    expect((await readPdf(files[0]!.bytes)).widths).toEqual([301, 302]);
    const zip = await zipped(page);
    expect(zip.name).toBe('five.zip');
    expect(await page.textContent('.file-tool-zip a')).toBe('Descargar los 2 archivos en five.zip');
    expect(Object.keys(zip.files)).toEqual(['five-pages-1-2.pdf', 'five-page-4.pdf']);
    expect((await readPdf(Buffer.from(zip.files['five-page-4.pdf']!))).widths).toEqual([304]);
    await page.close();
  }, 300_000);

  it('writes a merged or reordered PDF no bigger than its inputs need (real PDFs with fonts and an image, printed by Chromium)', async () => {
    // Three documents as Chromium's print to PDF makes them: a 20-odd page report (three embedded fonts), an invoice and a
    // note sharing one photo-like PNG (stored once per file), and a one-page memo in other fonts.
    const photo = `data:image/png;base64,${makePng(320, 240).toString('base64')}`;
    const para = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1}: the quick brown fox jumps over the lazy dog — ñandú, café, 12 345,67 €.</p>`).join('');
    const printer = await browser.newPage();
    const print = async (name: string, html: string): Promise<Input> => {
      await printer.setContent(html);
      return { name, mimeType: 'application/pdf', buffer: await printer.pdf({ format: 'A4' }) };
    };
    const report = await print('report.pdf', `<h1>Annual report</h1><div style="font-family:serif">${para(260)}</div><i>${para(260)}</i><b style="font-family:monospace">${para(260)}</b>`);
    const invoice = await print('invoice.pdf', `<h1 style="font-family:serif">Invoice 2026-114</h1><img src="${photo}"><table>${'<tr><td>Consulting, day rate</td><td>640.00 €</td></tr>'.repeat(25)}</table>`);
    const memo = await print('memo.pdf', `<h1 style="font-family:monospace">Memo</h1><img src="${photo}">${para(12)}`);
    await printer.close();
    const inputs = [report, invoice, memo];
    const reportPages = (await readPdf(report.buffer)).pages;
    expect(reportPages).toBeGreaterThan(10);
    const sum = inputs.reduce((total, input) => total + input.buffer.length, 0);

    let page = await run('pdf-merge', inputs);
    const [merged] = await downloads(page);
    expect((await readPdf(merged!.bytes)).pages).toBe(reportPages + 2);
    expect(merged!.bytes.length).toBeLessThanOrEqual(1.1 * sum + 10_240);
    await page.close();

    // The same file twice: its fonts and pictures are written once.
    page = await run('pdf-merge', [invoice, invoice]);
    const [twice] = await downloads(page);
    expect((await readPdf(twice!.bytes)).pages).toBe(2);
    expect(twice!.bytes.length).toBeLessThanOrEqual(1.1 * invoice.buffer.length + 10_240);
    await page.close();

    // Reordered (backwards) and rotated, one file: about its own size.
    page = await run('pdf-reorder', [report], { order: `${reportPages}-1` });
    const [reordered] = await downloads(page);
    expect((await readPdf(reordered!.bytes)).pages).toBe(reportPages);
    expect(reordered!.bytes.length).toBeLessThanOrEqual(1.1 * report.buffer.length + 10_240);
    // Each font program once, as in the input (copied ten pages at a time, each batch wrote its own copy).
    const fonts = await fontPrograms(report.buffer);
    expect(fonts).toBeGreaterThanOrEqual(3);
    expect(await fontPrograms(reordered!.bytes)).toBe(fonts);
    await page.close();
    page = await run('pdf-rotate', [report], { pages: '2-4' });
    const [rotated] = await downloads(page);
    expect(rotated!.bytes.length).toBeLessThanOrEqual(1.1 * report.buffer.length + 10_240);
    await page.close();
  }, 300_000);

  it('is readable at 390 and 1366 px with the thumbnails and a result shown, with no serious accessibility problem, in both languages', async () => {
    const page = await context.newPage();
    const long = { ...three, name: 'a-very-long-file-name-that-could-push-the-page-sideways-if-it-did-not-wrap.pdf' };
    const cases: [string, Input[], 'en' | 'es'][] = [
      ['pdf-merge', [long, five], 'es'],
      ['pdf-split', [long], 'en'],
      ['pdf-rotate', [long], 'es'],
      ['pdf-reorder', [long], 'en'],
      ['images-to-pdf', [png, sideways], 'es'],
      ['pdf-to-images', [long], 'en'],
    ];
    // Each request belongs to the tool page it is for: the page itself, or the page shown when an asset is asked for.
    const toolOf = (address: string) => /\/utilities\/([a-z-]+)$/.exec(new URL(address).pathname)?.[1];
    page.on('request', (request) => requests.push({ tool: toolOf(request.url()) ?? toolOf(page.url()) ?? page.url(), request }));
    // Each tool in both languages: one at 390 px, the other at 1366.
    for (const [viewport, flip] of [[PHONE, false], [{ width: 1366, height: 900 }, true]] as const) {
      await page.setViewportSize(viewport);
      for (const [tool, files, first] of cases) {
        const locale = flip ? (first === 'en' ? 'es' : 'en') : first;
        const where = `${viewport.width} ${locale} ${tool}`;
        await open(tool, locale, page);
        await page.setInputFiles('#files', files);
        // The thumbnails drawn (merge: each file's first page; images-to-pdf has none), then a result.
        const thumbnails = tool === 'images-to-pdf' ? 0 : tool === 'pdf-merge' ? 2 : 3;
        await page.waitForFunction((n) => document.querySelectorAll('.page-thumb img, .pdf-file-thumb').length === n, thumbnails, { timeout: 60_000 });
        await setOptions(page, tool === 'pdf-reorder' ? { order: '2,1' } : tool === 'pdf-to-images' ? { resolution: '72' } : {});
        await submit(page);
        expect((await page.$$('.file-tool-output a[download]')).length, where).toBeGreaterThan(0);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(wide, where).toBeLessThanOrEqual(0);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        });
        expect(violations, where).toEqual([]);
      }
    }
    await page.close();
  }, 300_000);

  // Last: every request of every test above.
  it('made no request carrying a file: only GETs of the pages and their /assets/ scripts; pdf.js only for thumbnails and pdf-to-images', () => {
    expect(requests.length).toBeGreaterThan(30);
    const origin = new URL(h.baseUrl).origin;
    const seen = new Map<string, Set<string>>();
    for (const { tool, request } of requests) {
      const url = new URL(request.url());
      // blob: URLs are the results this tab made (previews and links), read from its own memory.
      if (url.protocol === 'blob:') continue;
      expect(request.method(), request.url()).toBe('GET');
      expect(request.postDataBuffer(), request.url()).toBeNull();
      expect(url.origin, request.url()).toBe(origin);
      expect(url.search, request.url()).toBe('');
      expect(url.pathname, request.url()).toMatch(/^(\/es)?\/utilities\/(pdf-[a-z-]+|images-to-pdf)$|^\/assets\/[a-z-]+-[0-9a-f]{8}\.js$|^\/favicon\.(svg|ico)$/);
      if (!seen.has(tool)) seen.set(tool, new Set());
      seen.get(tool)!.add(url.pathname.replace(/-[0-9a-f]{8}\.js$/, '.js'));
    }
    for (const [tool, paths] of seen) {
      const assets = [...paths].filter((p) => p.startsWith('/assets/') && p !== '/assets/site.js').sort();
      // pdf.js (pdf-render-worker) draws the page thumbnails; images-to-pdf has none.
      const expected = tool === 'pdf-to-images' ? ['/assets/pdf-render-worker.js', '/assets/pdf-tools.js'] : tool === 'images-to-pdf' ? ['/assets/pdf-tools.js', '/assets/pdf-worker.js'] : ['/assets/pdf-render-worker.js', '/assets/pdf-tools.js', '/assets/pdf-worker.js'];
      expect(assets, tool).toEqual(expected);
    }
    expect([...seen.keys()].sort()).toEqual(['images-to-pdf', 'pdf-merge', 'pdf-reorder', 'pdf-rotate', 'pdf-split', 'pdf-to-images']);
  });
});

// Run by hand: node bench/file-tools-pdf.mjs [base URL]
// The PDF tools in Chromium: each tool page's weight (HTML, the site script, the pdf page script and the page's worker
// — pdf-lib's, or pdf.js's for pdf-to-images — raw and brotli as the server sends them) and the time to process a
// 100-page PDF built here with pdf-lib (A4 pages of text and shapes), from the click on the button to the download
// links, with the longest main-thread task seen meanwhile (the work runs in a Web Worker: the tab should stay
// responsive). Prints Markdown for bench/README.md.
// Without a base URL it starts the built server (npm run build first) on 127.0.0.1:3129. Needs Debian's Chromium.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { chromium } from 'playwright-core';

const RUNS = 3;
const TOOLS = ['pdf-merge', 'pdf-split', 'pdf-rotate', 'pdf-reorder', 'images-to-pdf', 'pdf-to-images'];

let base = process.argv[2];
let child;
if (!base) {
  const port = 3129;
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['dist/server.js'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ECB_FETCH: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
}

/** The body's length raw, and as the server sends it to a browser asking for brotli. */
function weigh(path) {
  const get = (headers) =>
    new Promise((resolve, reject) => {
      request(base + path, { headers }, (res) => {
        let n = 0;
        const chunks = [];
        res.on('data', (c) => ((n += c.length), chunks.push(c)));
        res.on('end', () => resolve({ n, encoding: res.headers['content-encoding'] ?? 'identity', text: Buffer.concat(chunks).toString() }));
      })
        .on('error', reject)
        .end();
    });
  return Promise.all([get({ 'accept-encoding': 'identity' }), get({ 'accept-encoding': 'br' })]).then(([raw, br]) => ({ raw: raw.n, br: br.n, brEncoding: br.encoding, text: raw.text }));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---------------------------------------------------------------------------------------------------------------
// Page weight

const weights = [];
const assets = new Map();
for (const tool of TOOLS) {
  const html = await weigh(`/utilities/${tool}`);
  const scripts = [...html.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  const worker = /data-worker="([^"]+)"/.exec(html.text)?.[1];
  if (!worker) throw new Error(`${tool}: the page names no worker (data-worker)`);
  for (const path of [...scripts, worker]) if (!assets.has(path)) assets.set(path, await weigh(path));
  const pageScripts = scripts.map((p) => assets.get(p));
  weights.push({
    tool,
    html,
    scriptsRaw: pageScripts.reduce((n, s) => n + s.raw, 0),
    scriptsBr: pageScripts.reduce((n, s) => n + s.br, 0),
    worker: assets.get(worker),
    workerName: worker.replace(/^\/assets\//, '').replace(/-[0-9a-f]{8}\.js$/, ''),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Input: a 100-page A4 PDF of text and shapes

async function makePdf(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = 'The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. 0123456789';
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Chapter ${i}`, { x: 56, y: 780, size: 24, font: bold });
    for (let l = 0; l < 48; l++) page.drawText(`${l + 1}. ${line}`, { x: 56, y: 740 - l * 14, size: 9, font });
    for (let s = 0; s < 12; s++) page.drawRectangle({ x: 56 + s * 40, y: 40, width: 30, height: 20 + ((i * s) % 30), color: rgb((s * 20) / 255, 0.4, 0.7) });
  }
  return Buffer.from(await doc.save());
}
const hundred = await makePdf(100);
const input = { name: 'report.pdf', mimeType: 'application/pdf', buffer: hundred };

// ---------------------------------------------------------------------------------------------------------------
// Processing time

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

/** Median time from the click to the download links, the outputs, and the longest main-thread task seen meanwhile. */
async function time(tool, files, options) {
  const times = [];
  let longest = 0;
  let outputs = 0;
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/utilities/${tool}`);
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.setInputFiles('#files', files);
    for (const [name, value] of Object.entries(options)) {
      const selector = `[name="${name}"]`;
      if ((await page.$eval(selector, (el) => el.tagName)) === 'SELECT') await page.selectOption(selector, value);
      else await page.fill(selector, value);
    }
    // The page counts the pages as soon as the files are chosen; the job starts after that, as a visitor's would.
    await page.waitForFunction(() => !/counting pages/.test(document.querySelector('.pdf-file-list')?.textContent ?? ''), undefined, { timeout: 120_000 });
    const started = Date.now();
    await page.click('form.file-tool button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('form.file-tool')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 600_000 });
    times.push(Date.now() - started);
    outputs = (await page.$$('.file-tool-output a[download]')).length;
    if (outputs === 0) throw new Error(`${tool}: ${await page.textContent('.file-tool-status')}`);
    longest = Math.max(longest, await page.evaluate(() => window.__longest));
  }
  return { ms: median(times), longest, outputs };
}

/** The first time in a fresh page: the worker script is fetched (from the HTTP cache after the first) and compiled. */
async function pageCountTime(tool) {
  await page.goto(`${base}/utilities/${tool}`);
  const started = Date.now();
  await page.setInputFiles('#files', [input]);
  await page.waitForFunction(() => /\d+ pages/.test(document.querySelector('.pdf-file-list')?.textContent ?? ''), undefined, { timeout: 120_000 });
  return Date.now() - started;
}

const copy = { ...input, name: 'report-2.pdf' };
const jobs = [
  ['pdf-merge', 'merge two 100-page PDFs (200 pages)', [input, copy], {}],
  ['pdf-rotate', 'rotate all 100 pages by 90°', [input], { angle: '90' }],
  ['pdf-reorder', 'reverse the 100 pages (100-1)', [input], { order: '100-1' }],
  ['pdf-split', 'split into 100 one-page PDFs', [input], { mode: 'each' }],
  ['pdf-split', 'extract pages 10-59 into one PDF', [input], { mode: 'extract', pages: '10-59' }],
  ['pdf-to-images', 'render 10 pages to PNG at 150 dpi (1240 × 1754)', [input], { format: 'png', resolution: '150', pages: '1-10' }],
  ['pdf-to-images', 'render all 100 pages to JPEG at 72 dpi (595 × 842)', [input], { format: 'jpeg', resolution: '72' }],
];
const counts = [];
for (const tool of ['pdf-rotate', 'pdf-to-images']) counts.push({ tool, ms: await pageCountTime(tool) });
const timings = [];
for (const [tool, label, files, options] of jobs) timings.push({ label, ...(await time(tool, files, options)) });
const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1]);
await browser.close();
child?.kill();

// ---------------------------------------------------------------------------------------------------------------

const asset = (s) => `${kb(s.raw)} / ${kb(s.br)}`;
console.log(`## PDF tools (in the browser)

Measured by \`bench/file-tools-pdf.mjs\` on ${new Date().toISOString().slice(0, 10)}, ${child ? 'built server' : base}, headless Chromium ${version} on loopback,
${(await import('node:os')).cpus().length} CPU cores. Sizes are raw / brotli as the server sends them (\`Accept-Encoding: br\`). The worker is
loaded when the first file is chosen (to count its pages); pdf.js (\`pdf-render-worker\`) only by pdf-to-images.

| Page | HTML | Scripts on the page (site + pdf tools) | Worker | Total |
|---|---:|---:|---:|---:|
${weights
  .map((w) => `| /utilities/${w.tool} | ${kb(w.html.raw)} / ${kb(w.html.br)} | ${kb(w.scriptsRaw)} / ${kb(w.scriptsBr)} | ${w.workerName}: ${asset(w.worker)} | ${kb(w.html.raw + w.scriptsRaw + w.worker.raw)} / ${kb(w.html.br + w.scriptsBr + w.worker.br)} |`)
  .join('\n')}

Input: a 100-page A4 PDF of text and shapes built with pdf-lib (${kb(hundred.length)}). Choosing it shows its page count after
${counts.map((c) => `${c.ms} ms on ${c.tool}${c.tool === 'pdf-to-images' ? ' (pdf.js)' : ' (pdf-lib)'}`).join(' and ')} (first use in the page: worker start included).
Time from the click on the button to the download links (reading the file, the worker's work, the links), median of
${RUNS}; and the longest task on the page's main thread meanwhile (the work itself is in the worker).

| Job | Files out | Time | Longest main-thread task |
|---|---:|---:|---:|
${timings.map((t) => `| ${t.label} | ${t.outputs} | ${t.ms} ms | ${t.longest ? `${Math.round(t.longest)} ms` : 'none over 50 ms'} |`).join('\n')}
`);

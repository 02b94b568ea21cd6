// Run by hand: node bench/file-tools-image.mjs [base URL]
// The image tools in Chromium: each tool page's weight (HTML, the site script, the image page script and the image
// worker — raw and brotli as the server sends them) and the time to process a ~10 MB photo-like image made in the
// page (a JPEG and a PNG), from the click on the button to the download link, with the longest main-thread task
// seen meanwhile (the work runs in a Web Worker: the tab should stay responsive). Prints Markdown for bench/README.md.
// Without a base URL it starts the built server (npm run build first) on 127.0.0.1:3128. Needs Debian's Chromium.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { chromium } from 'playwright-core';

const RUNS = 3;
const TOOLS = ['image-resize', 'image-compress', 'image-convert', 'image-strip-metadata'];

let base = process.argv[2];
let child;
if (!base) {
  const port = 3128;
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
  for (const path of [...scripts, worker].filter(Boolean)) if (!assets.has(path)) assets.set(path, await weigh(path));
  const pageScripts = scripts.map((p) => assets.get(p));
  weights.push({
    tool,
    html,
    scriptsRaw: pageScripts.reduce((n, s) => n + s.raw, 0),
    scriptsBr: pageScripts.reduce((n, s) => n + s.br, 0),
    worker: assets.get(worker),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Processing time

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto(`${base}/utilities/image-resize`);

/** A photo-like picture (gradient, shapes, fine noise) of width × height, encoded as `type` in the page. */
async function makeImage(width, height, type, quality) {
  const b64 = await page.evaluate(
    async ({ width, height, type, quality }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1d3557');
      gradient.addColorStop(0.5, '#a8dadc');
      gradient.addColorStop(1, '#e76f51');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      let seed = 1;
      const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
      for (let i = 0; i < 600; i++) {
        ctx.fillStyle = `hsl(${random() * 360} 60% 50% / 0.5)`;
        ctx.beginPath();
        ctx.arc(random() * width, random() * height, 20 + random() * width * 0.05, 0, Math.PI * 2);
        ctx.fill();
      }
      // Sensor-like noise, so the encoders have real detail to keep.
      const rows = 256;
      for (let y = 0; y < height; y += rows) {
        const h = Math.min(rows, height - y);
        const data = ctx.getImageData(0, y, width, h);
        for (let i = 0; i < data.data.length; i += 4) {
          const n = (random() - 0.5) * 24;
          data.data[i] += n;
          data.data[i + 1] += n;
          data.data[i + 2] += n;
        }
        ctx.putImageData(data, 0, y);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality })).arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { width, height, type, quality },
  );
  return Buffer.from(b64, 'base64');
}

/** Median time from the click to the download link, and the longest main-thread task seen during the runs. */
async function time(tool, file, options) {
  const times = [];
  let longest = 0;
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/utilities/${tool}`);
    await page.setInputFiles('#files', file);
    for (const [name, value] of Object.entries(options)) {
      const selector = `[name="${name}"]`;
      if ((await page.$eval(selector, (el) => el.tagName)) === 'SELECT') await page.selectOption(selector, value);
      else await page.fill(selector, value);
    }
    // Watched from here: handing the file to the page (setInputFiles) is the test's doing, not the visitor's.
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.click('form.file-tool button[type="submit"]');
    await page.waitForSelector('.file-tool-output a[download], .file-tool-status:not(:empty)', { timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('form.file-tool')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 120_000 });
    times.push(Date.now() - started);
    const link = await page.$('.file-tool-output a[download]');
    if (!link) throw new Error(`${tool}: ${await page.textContent('.file-tool-status')}`);
    longest = Math.max(longest, await page.evaluate(() => window.__longest));
  }
  return { ms: median(times), longest };
}

const jpeg = await makeImage(5400, 4000, 'image/jpeg', 0.96);
const png = await makeImage(2700, 2050, 'image/png');
const inputs = [
  { label: `JPEG 5400 × 4000 (${(jpeg.length / 1024 / 1024).toFixed(1)} MB)`, file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  { label: `PNG 2700 × 2050 (${(png.length / 1024 / 1024).toFixed(1)} MB)`, file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
];
const jobs = [
  ['image-resize', 'resize to 1200 px wide', { resizeBy: 'width', size: '1200' }],
  ['image-resize', 'resize to 50 %', { resizeBy: 'percent', size: '50' }],
  ['image-convert', 'convert to WebP (quality 90)', { format: 'webp', quality: '90' }],
  ['image-convert', 'convert to JPEG (quality 90)', { format: 'jpeg', quality: '90' }],
  ['image-convert', 'convert to PNG', { format: 'png' }],
  ['image-compress', 'compress (quality 75)', { quality: '75' }],
  ['image-strip-metadata', 'strip metadata (lossless)', {}],
];
const timings = [];
for (const input of inputs) {
  for (const [tool, label, options] of jobs) {
    if (input.file.mimeType === 'image/png' && label === 'convert to PNG') continue;
    if (input.file.mimeType === 'image/jpeg' && label === 'convert to JPEG (quality 90)') continue;
    timings.push({ input: input.label, label, ...(await time(tool, input.file, options)) });
  }
}
const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1]);
await browser.close();
child?.kill();

// ---------------------------------------------------------------------------------------------------------------

const asset = (s) => `${kb(s.raw)} / ${kb(s.br)}`;
console.log(`## Image tools (in the browser)

Measured by \`bench/file-tools-image.mjs\` on ${new Date().toISOString().slice(0, 10)}, ${child ? 'built server' : base}, headless Chromium ${version} on loopback,
${(await import('node:os')).cpus().length} CPU cores. Sizes are raw / brotli as the server sends them (\`Accept-Encoding: br\`).

| Page | HTML | Scripts on the page (site + image tools) | Worker (loaded on first use) | Total |
|---|---:|---:|---:|---:|
${weights
  .map((w) => `| /utilities/${w.tool} | ${kb(w.html.raw)} / ${kb(w.html.br)} | ${kb(w.scriptsRaw)} / ${kb(w.scriptsBr)} | ${asset(w.worker)} | ${kb(w.html.raw + w.scriptsRaw + w.worker.raw)} / ${kb(w.html.br + w.scriptsBr + w.worker.br)} |`)
  .join('\n')}

Time from the click on the button to the download link (reading the file, the worker's decode and encode, the
preview), median of ${RUNS}; and the longest task on the page's main thread meanwhile (the work itself is in the worker).

| Image | Job | Time | Longest main-thread task |
|---|---|---:|---:|
${timings.map((t) => `| ${t.input} | ${t.label} | ${t.ms} ms | ${t.longest ? `${Math.round(t.longest)} ms` : 'none over 50 ms'} |`).join('\n')}
`);

// npm run bench (after run.mjs): each calculator page's weight — HTML and the site's script, raw and compressed — and
// its time to a shown result in Chromium: the server's first paint of the GET URL of its first example without
// JavaScript, and, with JavaScript and an empty cache, the time until the page can compute on the device
// (`form[data-ready]`: the runtime and the operation's module loaded). Typing no longer goes to the server (the page
// computes each edit itself): bench/device-latency.mjs times the keystroke → result. Writes the "Calculator pages"
// section of bench/README.md. Needs the built server (dist/) and Debian's Chromium.
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import qs from 'qs';
import { serveDist, writeSection } from './serve-dist.mjs';

const { base, stop } = await serveDist();

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const calculators = await (await fetch(`${base}/api/v1/list-calculators`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"perPage":50}' })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows = [];
let scriptRow;
for (const { slug } of calculators.items) {
  const html = Buffer.from(await (await fetch(`${base}/calculators/${slug}`)).arrayBuffer());
  if (!scriptRow) {
    const src = /<script src="([^"]+)"/.exec(html.toString())[1];
    const script = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    scriptRow = { raw: script.byteLength, compressed: brotli(script) };
  }
  // The first example's input, from the reference's OpenAPI examples.
  const page = await browser.newPage({ javaScriptEnabled: false });
  const openapi = (globalThis.openapi ??= await (await fetch(`${base}/api/v1/openapi.json`)).json());
  const example = Object.values(openapi.paths[`/api/v1/${slug}`].post.requestBody.content['application/json'].examples)[0].value;
  const url = `${base}/calculators/${slug}?${qs.stringify(example)}`;
  const noJs = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.headline');
    noJs.push(performance.now() - started);
  }
  await page.close();
  // With the script, an empty cache each time: from navigation to the form's `data-ready` (the page computes from here).
  const ready = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const live = await context.newPage();
    const started = performance.now();
    await live.goto(`${base}/calculators/${slug}`);
    await live.waitForSelector('form[data-ready]', { state: 'attached' });
    ready.push(performance.now() - started);
    await context.close();
  }
  rows.push({ slug, html: html.byteLength, htmlCompressed: brotli(html), noJs: median(noJs), ready: median(ready) });
}
await browser.close();
stop();

const table = [
  '| Calculator | HTML | HTML compressed | Result shown, GET URL without JavaScript (server-drawn) | With JavaScript, empty cache: ready to compute on the device |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.slug} | ${kb(r.html)} | ${kb(r.htmlCompressed)} | ${r.noJs.toFixed(0)} ms | ${r.ready.toFixed(0)} ms |`),
].join('\n');
const section = `## Calculator pages

Measured by \`bench/pages.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}, built server, headless Chromium on loopback,
median of 5. Compressed sizes are brotli at quality 5, as the server sends them. Every page loads the site's script
(\`/assets/site-<hash>.js\`, cached as immutable): **${kb(scriptRow.raw)} raw, ${kb(scriptRow.compressed)} compressed** — the budget is 5 KB compressed.
A calculator page also loads its module and the shared runtime that compute it on the device (their sizes, and the
time from a keystroke to the result, are in "On the device: keystroke to result"); typing sends nothing to the server,
so the old "result updated after typing" column (250 ms debounce + a round trip) is gone. "Result shown without
JavaScript" is the server's first paint of the GET URL of the first example (navigation → \`.headline\`); "ready to
compute" is navigation → \`form[data-ready]\`, in a new browser context each time (nothing cached).

${table}
`;
await writeSection('## Calculator pages', section);
console.log(section);

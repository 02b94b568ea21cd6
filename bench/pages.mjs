// npm run bench (after run.mjs): each calculator page's weight — HTML and the script, raw and compressed — and its
// time to a shown result in Chromium: the GET URL of its first example without JavaScript (server-rendered), and,
// with JavaScript, the time from typing a new value to the updated headline. Writes the "Calculator pages" section of
// bench/README.md. Needs the built server (dist/) and Debian's Chromium.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import qs from 'qs';

const root = new URL('..', import.meta.url);
const PORT = 3197;
const base = `http://127.0.0.1:${PORT}`;
const child = spawn(process.execPath, ['dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ECB_FETCH: 'off' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => child.stdout.once('data', resolve));

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
  // With the script: change the first number field and wait for the headline to change.
  const live = await browser.newPage();
  await live.goto(`${base}/calculators/${slug}`);
  const field = await live.$('.tool-form input[type="number"]');
  const typed = [];
  if (field) {
    for (let i = 0; i < 5; i++) {
      const before = await live.textContent('#result');
      const value = await field.inputValue();
      const started = performance.now();
      await field.fill(String((Number(value) || 1) + 1));
      await live.waitForFunction((b) => document.querySelector('#result')?.textContent !== b, before, { timeout: 5000 }).catch(() => {});
      typed.push(performance.now() - started);
    }
  }
  await live.close();
  rows.push({ slug, html: html.byteLength, htmlCompressed: brotli(html), noJs: median(noJs), typed: typed.length ? median(typed) : undefined });
}
await browser.close();
child.kill();

const table = [
  '| Calculator | HTML | HTML compressed | Result shown, GET URL without JavaScript | Result updated after typing (with JavaScript, includes the 250 ms debounce) |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.slug} | ${kb(r.html)} | ${kb(r.htmlCompressed)} | ${r.noJs.toFixed(0)} ms | ${r.typed === undefined ? '—' : `${r.typed.toFixed(0)} ms`} |`),
].join('\n');
const section = `## Calculator pages

Measured by \`bench/pages.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}, built server, headless Chromium on loopback,
median of 5. The pages' one script (\`/assets/site-<hash>.js\`, shared by every page and cached as immutable) is
**${kb(scriptRow.raw)} raw, ${kb(scriptRow.compressed)} compressed** (brotli) — the budget is 5 KB compressed. Compressed sizes are brotli at quality 5,
as the server sends them. "Result updated after typing" changes the form's first number field and waits for the
result section to change: the 250 ms debounce plus one round trip; "—" where the form has no number field (only choices).

${table}
`;
const readmePath = new URL('bench/README.md', root);
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf('## Calculator pages');
const end = start === -1 ? -1 : readme.indexOf('\n## ', start + 5);
const next = start === -1 ? readme.replace('\n## Notes', `\n${section}\n## Notes`) : readme.slice(0, start) + section + (end === -1 ? '' : readme.slice(end + 1));
writeFileSync(readmePath, next);
console.log(section);

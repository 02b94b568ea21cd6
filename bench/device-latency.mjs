// npm run bench (last, after run.mjs and pages.mjs): how long a calculator's or utility's page takes, now that it
// computes on the visitor's device, from the last keystroke to the result shown — on a desktop CPU and under 4× CPU
// throttling — for every such page and each of its examples (a page over target is measured a second time); the bytes
// each page loads (bench/browser-bytes.mjs); and a trace of the slowest page, split by where its time goes. Prints the
// tables, writes .scratch/device-latency.json and .md, and the "On the device: keystroke to result" section of
// bench/README.md. Needs the built server (dist/, run from a copy) and Debian's Chromium; no network (ECB_FETCH=off:
// the currency pages read the embedded rates from this server). About 40 minutes on 2 cores.
//
// DEVICE_REPS (default 4): timed keystrokes per example and condition. DEVICE_PAGES=slugify,diff: only those pages
// (bench/README.md is then left alone). DEVICE_PROFILE_REPS (default 12): keystrokes traced on the slowest page.
// DEVICE_TRACE_FILE=path: keep that trace (open it in DevTools' Performance panel).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserBytes, buildToolModules, bytesTable, kb, packageOf } from './browser-bytes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPS = Number(process.env.DEVICE_REPS ?? 4);
const PROFILE_REPS = Number(process.env.DEVICE_PROFILE_REPS ?? 12);
const ONLY = process.env.DEVICE_PAGES ? new Set(process.env.DEVICE_PAGES.split(',')) : undefined;
/** The issue's measurement of the old path: 250 ms debounce + a round trip, 116 timed edits. */
const BEFORE = { p50: 284, min: 262, max: 511, edits: 116 };
const CONDITIONS = [
  { name: 'desktop', rate: 1, target: 50 },
  { name: '4× CPU', rate: 4, target: 150 },
];
const TIMEOUT_MS = 8_000;

// ---------------------------------------------------------------------------------------------------------------
// The server: a private copy of dist/ (another `npm run build` in the same checkout would otherwise remove the chunks
// it loads lazily while we measure), on a free loopback port, rate limit off, no ECB fetching.

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const distCopy = join(ROOT, '.scratch', `device-latency-dist-${process.pid}`);
let server;
const cleanUp = () => {
  server?.kill();
  rmSync(distCopy, { recursive: true, force: true });
};
process.on('exit', cleanUp);
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
/** Copies dist/ and starts the copy; false if a build was writing dist/ meanwhile, or the copy does not start. */
async function startServer() {
  // scripts/build.mjs removes dist/ first and writes dist/build-stamp.txt last: the same stamp before and after the
  // copy means a whole build was copied.
  const stamp = () => {
    try {
      return readFileSync(join(ROOT, 'dist/build-stamp.txt'), 'utf8');
    } catch {
      return undefined;
    }
  };
  rmSync(distCopy, { recursive: true, force: true });
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  const before = stamp();
  try {
    cpSync(join(ROOT, 'dist'), distCopy, { recursive: true });
  } catch {
    return false;
  }
  if (before === undefined || stamp() !== before) return false;
  server = spawn(process.execPath, [join(distCopy, 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ECB_FETCH: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    let out = '';
    server.once('exit', () => resolve(false));
    server.stdout.on('data', (c) => {
      out += c;
      if (out.includes('listening on')) resolve(true);
    });
  });
}
for (let attempt = 1; !(await startServer()); attempt++) {
  if (attempt === 5) throw new Error('the built server (a copy of dist/) would not start: run npm run build');
  console.log('the copy of dist/ did not start (a build in progress?); again in 30 s');
  await new Promise((r) => setTimeout(r, 30_000));
}
server.stdout.resume();

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
async function listAll(path) {
  const items = [];
  for (let page = 1; ; page++) {
    const got = await post(path, { perPage: 50, page });
    items.push(...got.items);
    if (page >= got.totalPages) return items;
  }
}

// Every calculator and every utility that is an operation (list-utilities also lists the browser-only file tools,
// which have no endpoint and nothing to type), with its examples from the OpenAPI document.
const openapi = await (await fetch(`${base}/api/v1/openapi.json`)).json();
const pages = [
  ...(await listAll('/api/v1/list-calculators')).map((i) => ({ ...i, kind: 'calculator', endpoint: `/api/v1/${i.slug}` })),
  ...(await listAll('/api/v1/list-utilities')).filter((i) => i.endpoint).map((i) => ({ ...i, kind: 'utility' })),
]
  .filter((p) => !ONLY || ONLY.has(p.slug))
  .map((p) => ({
    id: p.slug,
    kind: p.kind,
    path: new URL(p.url).pathname,
    examples: Object.values(openapi.paths[p.endpoint].post.requestBody.content['application/json'].examples ?? {}).map((e) => e.value),
  }));

/** An example's input as the GET form sends it: `key`, `key[i]` for a fixed list, `key[i][column]` for rows. */
function queryOf(input) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object') for (const [column, cell] of Object.entries(item)) params.append(`${key}[${i}][${column}]`, String(cell));
        else params.append(`${key}[${i}]`, String(item));
      });
    } else {
      params.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return params.toString();
}

// ---------------------------------------------------------------------------------------------------------------
// In the page: the form's query as tool-runtime.ts's queryOf reads it, the control to type in, and the timer.

const inPage = () => {
  const queryOf = (form) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    return params.toString();
  };
  // The page's Web Worker, wrapped to time each job's round trip (post → result), for the operations that run there.
  const trips = [];
  const posted = new Map();
  const NativeWorker = globalThis.Worker;
  globalThis.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const at = posted.get(e.data?.id);
        if (at !== undefined && 'html' in e.data) trips.push({ posted: at, back: performance.now() });
      });
    }
    postMessage(data, ...rest) {
      if (data && typeof data.id === 'number') posted.set(data.id, performance.now());
      return super.postMessage(data, ...rest);
    }
  };
  // history.replaceState (the runtime keeps the address bar in step on each edit), timed.
  const replaces = [];
  const replaceState = History.prototype.replaceState;
  History.prototype.replaceState = function (...args) {
    const t = performance.now();
    try {
      return replaceState.apply(this, args);
    } finally {
      replaces.push({ at: t, ms: performance.now() - t });
    }
  };
  const form = () => document.querySelector('form[data-op]');
  window.__bench = {
    /** Whether the result section answers the form's current query. */
    shown: () => document.getElementById('result')?.dataset.query === queryOf(form()),
    /**
     * The control whose last keystroke is timed: the last text field (in the order of the form) whose value ends in a
     * printable character; else the last choice (a select, changed with an arrow key); else the first text field, into
     * which a character is typed and then deleted (an example that fills no field).
     */
    pick() {
      const controls = [...form().querySelectorAll('input[name], textarea[name], select[name]')].filter((c) => !c.disabled && c.getClientRects().length > 0);
      const textLike = (c) => c instanceof HTMLTextAreaElement || (c instanceof HTMLInputElement && ['text', 'number', 'search', 'url', 'email', 'tel'].includes(c.type));
      const mark = (c, how) => {
        c.setAttribute('data-bench-last', '');
        return { how, name: c.name, value: c.value, tag: c.tagName.toLowerCase(), type: c.type, index: c instanceof HTMLSelectElement ? c.selectedIndex : -1, options: c instanceof HTMLSelectElement ? c.options.length : 0 };
      };
      const text = controls.filter((c) => textLike(c) && /[^\s]$/.test(c.value)).pop();
      if (text) return mark(text, 'retype');
      const select = controls.filter((c) => c instanceof HTMLSelectElement && c.options.length > 1).pop();
      if (select) return mark(select, 'arrow');
      const empty = controls.find((c) => textLike(c) && c.value === '');
      return empty ? mark(empty, 'backspace') : { how: 'none' };
    },
    /** A select set to a neighbour of the example's choice, as a click would (the timed arrow key brings it back). */
    neighbour(index) {
      const select = document.querySelector('[data-bench-last]');
      select.selectedIndex = index === 0 ? 1 : index - 1;
      for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, { bubbles: true }));
    },
    /**
     * Arms the timer for the next keystroke: the trusted `input` event's timeStamp (seen first, in the capture phase
     * on window), and `performance.now()` when a new #result whose data-query is the form's query at that event is in
     * the DOM (a MutationObserver on its parent). Both are on the page's performance timeline.
     */
    arm() {
      const holder = document.getElementById('result');
      let key;
      let expected;
      let resolve;
      const done = new Promise((r) => (resolve = r));
      const check = () => {
        const now = document.getElementById('result');
        if (key === undefined || !now || now === holder || now.dataset.query !== expected) return;
        const shown = performance.now();
        performance.mark('bench-result');
        observer.disconnect();
        removeEventListener('input', onInput, true);
        const worker = trips.filter((t) => t.posted >= key && t.back <= shown).reduce((n, t) => n + (t.back - t.posted), 0);
        const problems = now.querySelector('.problems') !== null;
        // And when the frame that shows it has been drawn: a message posted from the next animation frame callback
        // runs after that frame's style, layout and paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const painted = performance.now() - key;
            // The live form writes the address once that frame is drawn (tool-live.ts, followAddress): its cost is
            // counted from the keystroke up to a task after the frame.
            setTimeout(() => {
              const replace = replaces.filter((h) => h.at >= key).reduce((n, h) => n + h.ms, 0);
              resolve({ key, shown, ms: shown - key, painted, worker, replace, problems });
            }, 0);
          };
          channel.port2.postMessage(0);
        });
      };
      const onInput = (event) => {
        if (key !== undefined || !event.isTrusted) return;
        key = event.timeStamp;
        performance.mark('bench-key');
        expected = queryOf(form());
        check();
      };
      addEventListener('input', onInput, true);
      const observer = new MutationObserver(check);
      observer.observe(holder.parentNode, { childList: true });
      window.__benchDone = Promise.race([done, new Promise((r) => setTimeout(() => r(null), 8_000))]);
    },
  };
};

async function until(page, condition, stage) {
  try {
    await page.waitForFunction(condition, undefined, { timeout: TIMEOUT_MS, polling: 'raf' });
  } catch (error) {
    const state = await page.evaluate(() => [document.getElementById('result')?.dataset.query, location.search]).catch(() => []);
    throw new Error(`${stage}: the result did not answer the form within ${TIMEOUT_MS / 1000} s (result for "${state[0]}", address "${state[1]}")`, { cause: error });
  }
}

/**
 * The visitor's first edit on the page, timed: the page's entry loads the live form (tool-live.ts, the operation's
 * module, zod, the renderer; preloaded) on the first touch, here the focus a few milliseconds before the key, so this
 * is an upper bound. The edit adds a character (or moves the choice); an untimed second keystroke puts the example
 * back. Afterwards the live form is attached, which the timed keystrokes below need: an edit made while it loads is
 * only computed if the entry can tell the form changed.
 */
async function firstEdit(page, control) {
  const selector = '[data-bench-last]';
  await page.focus(selector);
  if (control.how === 'retype') await page.keyboard.press(control.tag === 'textarea' ? 'Control+End' : 'End');
  await page.evaluate(() => window.__bench.arm());
  if (control.how === 'retype') await page.keyboard.type(control.value.slice(-1));
  else if (control.how === 'arrow') await page.keyboard.press(control.index === 0 ? 'ArrowDown' : 'ArrowUp');
  else await page.keyboard.type('x');
  const got = await page.evaluate(() => window.__benchDone);
  if (!got) throw new Error('first edit: no result within 8 s');
  await until(page, () => window.__bench.shown(), 'after the first edit');
  if (control.how === 'retype' || control.how === 'backspace') {
    await page.keyboard.press('Backspace');
    await until(page, () => window.__bench.shown(), 'after the first edit was undone');
  }
  return got;
}

/** One untimed step away from the example (its result awaited), then the timed keystroke back to it. */
async function keystroke(page, control) {
  const selector = '[data-bench-last]';
  if (control.how === 'retype') {
    await page.focus(selector);
    await page.keyboard.press(control.tag === 'textarea' ? 'Control+End' : 'End');
    await page.keyboard.press('Backspace');
    await until(page, () => window.__bench.shown(), 'after the untimed Backspace');
    await page.evaluate(() => window.__bench.arm());
    await page.keyboard.type(control.value.slice(-1));
  } else if (control.how === 'arrow') {
    await page.evaluate((i) => window.__bench.neighbour(i), control.index);
    await until(page, () => window.__bench.shown(), 'after the untimed change of choice');
    await page.focus(selector);
    await page.evaluate(() => window.__bench.arm());
    await page.keyboard.press(control.index === 0 ? 'ArrowUp' : 'ArrowDown');
  } else {
    await page.focus(selector);
    await page.keyboard.type('x');
    await until(page, () => window.__bench.shown(), 'after the untimed x');
    await page.evaluate(() => window.__bench.arm());
    await page.keyboard.press('Backspace');
  }
  const got = await page.evaluate(() => window.__benchDone);
  if (!got) throw new Error('no result for the keystroke within 8 s');
  await until(page, () => window.__bench.shown(), 'after the timed keystroke');
  return got;
}

async function openExample(context, pageInfo, example, rate) {
  const page = await context.newPage();
  if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  const query = queryOf(example);
  await page.goto(`${base}${pageInfo.path}${query ? `?${query}` : ''}`);
  await page.waitForSelector('form[data-ready]', { state: 'attached', timeout: 30_000 });
  return { page, control: await page.evaluate(() => window.__bench.pick()) };
}

// ---------------------------------------------------------------------------------------------------------------
// The runs: page by page, each condition in turn (so a noisy moment of the shared machine hits both alike), one fresh
// tab per example; one browser context per condition, so the shared runtime is cached from the second page on.

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
};
const stats = (xs) => ({ n: xs.length, p50: pct(xs, 0.5), p95: pct(xs, 0.95), max: xs.length ? Math.max(...xs) : NaN });
const ms = (x) => (Number.isNaN(x) ? '—' : `${x.toFixed(x < 10 ? 1 : 0)} ms`);

const startedAt = new Date();
const load = loadavg()[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const chromiumVersion = browser.version();
// The service worker is blocked: it would fill its cache while we measure; a keystroke never goes through it.
const contexts = await Promise.all(CONDITIONS.map(() => browser.newContext({ serviceWorkers: 'block' })));
for (const c of contexts) await c.addInitScript(inPage);

/** Every example of a page, in both conditions: the first edit and REPS timed keystrokes each. */
async function measurePage(info) {
  const row = { ...info, examples: info.examples.length, controls: [], runs: CONDITIONS.map(() => []), first: CONDITIONS.map(() => []), painted: CONDITIONS.map(() => []), workerMs: CONDITIONS.map(() => []), replaceMs: CONDITIONS.map(() => []), problems: 0, errors: [] };
  for (const [e, example] of info.examples.entries()) {
    for (const [c, condition] of CONDITIONS.entries()) {
      let page;
      try {
        const opened = await openExample(contexts[c], info, example, condition.rate);
        page = opened.page;
        if (c === 0) row.controls.push(`${opened.control.how}${opened.control.name ? ` ${opened.control.name}` : ''}`);
        if (opened.control.how === 'none') throw new Error('no control to type in');
        row.first[c].push((await firstEdit(page, opened.control)).ms);
        for (let r = 0; r < REPS; r++) {
          const got = await keystroke(page, opened.control);
          row.runs[c].push(got.ms);
          row.painted[c].push(got.painted);
          if (got.worker) row.workerMs[c].push(got.worker);
          row.replaceMs[c].push(got.replace);
          if (got.problems && c === 0 && r === 0) row.problems++;
        }
      } catch (error) {
        row.errors.push(`example ${e + 1}, ${condition.name}: ${error.message.split('\n')[0]}`);
      } finally {
        await page?.close();
      }
    }
  }
  row.stats = row.runs.map(stats);
  row.worker = row.workerMs[0].length > 0;
  const line = CONDITIONS.map((c, i) => `${c.name}: p50 ${ms(row.stats[i].p50)}, p95 ${ms(row.stats[i].p95)}, max ${ms(row.stats[i].max)}`).join(' | ');
  console.log(`${info.id.padEnd(28)} ${line}${row.worker ? ' (worker)' : ''}${row.errors.length ? `  ERRORS: ${row.errors.join('; ')}` : ''}`);
  return row;
}

const results = [];
for (const info of pages) results.push(await measurePage(info));
// The machine is shared: a page over target is measured once more, right away, and counts as over only if it is over
// again (both passes are reported).
const overFirst = (r) => CONDITIONS.some((c, i) => r.stats[i].p95 > c.target);
console.log('\nagain, the pages over target:');
for (const row of results.filter(overFirst)) row.recheck = (await measurePage(pages.find((p) => p.id === row.id))).stats;
for (const c of contexts) await c.close();

const overall = CONDITIONS.map((_, i) => stats(results.flatMap((r) => r.runs[i])));
/** A page's p95, the lower of its two passes when it was measured twice. */
const confirmed = (r, i) => (r.recheck ? Math.min(r.stats[i].p95, r.recheck[i].p95) : r.stats[i].p95);
const worst = CONDITIONS.map((_, i) => results.filter((r) => r.runs[i].length).reduce((a, b) => (confirmed(b, i) > confirmed(a, i) ? b : a)));
const overOnce = CONDITIONS.map((c, i) => results.filter((r) => r.stats[i].p95 > c.target));
const over = CONDITIONS.map((c, i) => overOnce[i].filter((r) => r.recheck[i].p95 > c.target));
const paintedAll = CONDITIONS.map((_, i) => stats(results.flatMap((r) => r.painted[i])));
const firstAll = CONDITIONS.map((_, i) => stats(results.flatMap((r) => r.first[i])));
const firstWorst = CONDITIONS.map((_, i) => results.filter((r) => r.first[i].length).reduce((a, b) => (stats(b.first[i]).max > stats(a.first[i]).max ? b : a)));
const replaceAll = CONDITIONS.map((_, i) => stats(results.flatMap((r) => r.replaceMs[i])));

// ---------------------------------------------------------------------------------------------------------------
// Where the time goes: the slowest page under 4× traced (Chromium's trace: the V8 sampling profiler of every thread,
// the timeline's style, layout and paint), its modules served unminified so that each sample names its source file.

/** Which part of the work a source file belongs to. */
function bucketOf(path) {
  const pkg = packageOf(path);
  if (pkg === 'zod') return 'zod (parsing the input; JSON Schema of the form)';
  if (/^(qs|side-channel.*|object-inspect|call-bind.*|call-bound|get-intrinsic|get-proto|es-.*|has-symbols|gopd|hasown|dunder-proto|math-intrinsics|function-bind)$/.test(pkg) || path.endsWith('query-input.ts'))
    return 'reading the query (qs)';
  if (path.startsWith('src/client/')) return 'page runtime and DOM swap (FormData, innerHTML parse, replaceWith)';
  if (path.startsWith('src/adapters/') || path.startsWith('src/core/') || pkg.startsWith('d3-') || pkg === 'internmap') return 'result HTML (renderer, formatting, d3 charts)';
  return "the operation's run (its code, rules and libraries)";
}

async function profileSlowest(pageInfo, rate) {
  // The same modules, unminified: esbuild writes `// <source path>` before each module's code.
  const unminified = await buildToolModules({ minify: false });
  const files = new Map();
  for (const f of unminified.outputFiles) files.set(`/assets/${basename(f.path)}`, f.text);
  // The page names the minified build's files; each is answered with the unminified file of the same name (an
  // entry's name is its file's without the hash; the unminified chunks are asked for by their own names).
  const entryText = new Map();
  for (const [path, text] of files) {
    const name = /^\/assets\/(.+)-[A-Z0-9]{8}\.js$/.exec(path)?.[1];
    if (name && name !== 'chunk') entryText.set(name, text);
  }
  const served = new Map();
  const sources = new Map(); // URL path → sorted [line, source path]
  const sourceOf = (urlPath, line) => {
    let index = sources.get(urlPath);
    if (!index) {
      index = [];
      (served.get(urlPath) ?? '').split('\n').forEach((text, i) => {
        const m = /^\/\/ ((?:src|node_modules|op:)\S*)$/.exec(text);
        if (m) index.push([i, m[1]]);
      });
      sources.set(urlPath, index);
    }
    let found;
    for (const [at, path] of index) if (at <= line) found = path;
    return found;
  };

  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(inPage);
  await context.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      let text = files.get(path);
      const entry = /^\/assets\/(.+)-[A-Z0-9]{8}\.js$/.exec(path);
      if (text === undefined && entry) text = entryText.get(entry[1]);
      if (text === undefined) return route.continue();
      served.set(path, text);
      return route.fulfill({ body: text, contentType: 'text/javascript; charset=utf-8' });
    },
  );
  // Its slowest example under that condition is the one traced: the first whose control can be typed in.
  const example = pageInfo.slowestExample;
  const { page, control } = await openExample(context, pageInfo, example, rate);
  await firstEdit(page, control);
  for (let i = 0; i < 2; i++) await keystroke(page, control); // warm, as the timed runs were
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'],
  });
  const latencies = [];
  const replaceMs = [];
  for (let i = 0; i < PROFILE_REPS; i++) {
    const got = await keystroke(page, control);
    latencies.push(got.ms);
    replaceMs.push(got.replace);
  }
  const raw = await browser.stopTracing();
  if (process.env.DEVICE_TRACE_FILE) writeFileSync(process.env.DEVICE_TRACE_FILE, raw);
  const trace = JSON.parse(raw.toString());
  await page.close();
  await context.close();

  const events = trace.traceEvents ?? trace;
  const threadName = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const marks = (name) => events.filter((e) => e.name === name && e.cat?.includes('blink.user_timing')).map((e) => e.ts).sort((a, b) => a - b);
  const keys = marks('bench-key');
  const shown = marks('bench-result');
  const windows = keys.map((k) => [k, shown.find((s) => s >= k)]).filter(([, s]) => s !== undefined);
  const inWindow = (ts) => windows.some(([a, b]) => ts >= a && ts <= b);
  const renderer = events.find((e) => e.name === 'bench-key')?.pid;

  // CPU samples of every thread of the page's process, by bucket, inside the keystroke → result windows.
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== renderer || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const key = `${e.pid}:${e.id}`;
    let p = profiles.get(key);
    if (!p) profiles.set(key, (p = { thread: threadName.get(`${e.pid}:${e.tid}`) ?? String(e.tid), time: 0, nodes: new Map(), samples: [] }));
    if (e.name === 'Profile') p.time = e.args.data.startTime;
    const cpu = e.args.data?.cpuProfile;
    for (const node of cpu?.nodes ?? []) p.nodes.set(node.id, node);
    (cpu?.samples ?? []).forEach((id, i) => {
      p.time += e.args.data.timeDeltas[i];
      p.samples.push([p.time, id]);
    });
  }
  const buckets = {};
  const functions = {};
  const add = (thread, bucket, us) => {
    const key = `${thread === 'CrRendererMain' ? 'main thread' : thread === 'DedicatedWorker thread' ? 'worker' : thread}: ${bucket}`;
    buckets[key] = (buckets[key] ?? 0) + us;
  };
  for (const p of profiles.values()) {
    const bucketOfNode = (id) => {
      const self = p.nodes.get(id).callFrame;
      // A browser API (no URL) is counted with the code that called it (innerHTML with the swap), except
      // history.replaceState, on its own.
      const native = !self.url && !self.functionName.startsWith('(') ? self.functionName : undefined;
      for (let node = p.nodes.get(id); node; node = p.nodes.get(node.parent)) {
        const name = node.callFrame.functionName;
        if (name === '(garbage collector)') return 'garbage collection';
        if (name === '(idle)') return undefined;
        if (name === '(program)') return 'browser work outside JavaScript (event dispatch, task scheduling)';
        if (node.callFrame.url) {
          const path = sourceOf(new URL(node.callFrame.url).pathname, node.callFrame.lineNumber);
          if (!path) continue;
          if (path.startsWith('src/client/') && native === 'replaceState') return 'history.replaceState (the address bar)';
          return bucketOf(path);
        }
      }
      return 'other (V8 built-ins, the bench\'s own observer)';
    };
    const sorted = p.samples;
    for (let i = 1; i < sorted.length; i++) {
      const [t, id] = sorted[i];
      if (!inWindow(t)) continue;
      const bucket = bucketOfNode(id);
      if (!bucket) continue;
      add(p.thread, bucket, t - sorted[i - 1][0]);
      const frame = p.nodes.get(id).callFrame;
      const where = frame.url ? sourceOf(new URL(frame.url).pathname, frame.lineNumber) : undefined;
      const fn = `${frame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
      functions[fn] = (functions[fn] ?? 0) + t - sorted[i - 1][0];
    }
  }
  // Style, layout and paint after the section is in the DOM, up to the first paint that follows it.
  const main = events.filter((e) => e.pid === renderer && threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X');
  const after = { style: 0, layout: 0, paint: 0, toPaint: 0, frames: 0 };
  for (const [, s] of windows) {
    const paint = main.find((e) => e.ts >= s && (e.name === 'Paint' || e.name === 'PaintImage' || e.name === 'Commit'));
    if (!paint) continue;
    after.frames++;
    after.toPaint += paint.ts + (paint.dur ?? 0) - s;
    for (const e of main) {
      if (e.ts < s || e.ts > paint.ts) continue;
      if (e.name === 'UpdateLayoutTree') after.style += e.dur ?? 0;
      else if (e.name === 'Layout') after.layout += e.dur ?? 0;
      else if (e.name === 'Paint' || e.name === 'PrePaint') after.paint += e.dur ?? 0;
    }
  }
  const n = windows.length;
  return {
    page: pageInfo.id,
    example: decodeURIComponent(queryOf(example)),
    control: control.name,
    rate,
    keystrokes: n,
    latency: stats(latencies),
    replaceState: stats(replaceMs),
    perKeystroke: Object.fromEntries(Object.entries(buckets).sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, us / n / 1000])),
    topFunctions: Object.entries(functions).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, us]) => [k, us / n / 1000]),
    afterShown: after.frames ? { frames: after.frames, style: after.style / after.frames / 1000, layout: after.layout / after.frames / 1000, paint: after.paint / after.frames / 1000, toPaint: after.toPaint / after.frames / 1000 } : undefined,
  };
}

// The slowest page at 4×, and its slowest example (by that example's own runs).
const slowPage = worst[1];
let profile;
if (slowPage) {
  const i = 1;
  let slowest = { p: -1 };
  for (const example of pages.find((p) => p.id === slowPage.id).examples) {
    // Time each example a few times again to pick the slowest one (cheap: one page).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(inPage);
    try {
      const { page, control } = await openExample(context, slowPage, example, CONDITIONS[i].rate);
      if (control.how !== 'none') {
        await firstEdit(page, control);
        const runs = [];
        for (let r = 0; r < 3; r++) runs.push((await keystroke(page, control)).ms);
        if (pct(runs, 0.5) > slowest.p) slowest = { p: pct(runs, 0.5), example };
      }
    } catch {
      // This example is left out of the choice.
    } finally {
      await context.close();
    }
  }
  try {
    profile = await profileSlowest({ ...pages.find((p) => p.id === slowPage.id), slowestExample: slowest.example }, CONDITIONS[i].rate);
  } catch (error) {
    console.log(`profile of ${slowPage.id} failed: ${error.stack}`);
  }
}
await browser.close();

const bytes = await browserBytes();
cleanUp();

// ---------------------------------------------------------------------------------------------------------------
// Report.

const verdict = (ok) => (ok ? 'met' : '**missed**');
const examplesCount = results.reduce((n, r) => n + r.examples, 0);
const summary = `| | p50 | p95 | p95 until the frame is drawn | worst page (its p95; the lower of two passes if measured twice) | target: every page's p95 | |
|---|---:|---:|---:|---|---:|---|
| before: 250 ms debounce + round trip (the issue, ${BEFORE.edits} edits) | ${BEFORE.p50} ms | — (${BEFORE.min}–${BEFORE.max} ms) | — | — | — | |
${CONDITIONS.map(
  (c, i) =>
    `| on the device, ${c.name} | ${ms(overall[i].p50)} | **${ms(overall[i].p95)}** | ${ms(paintedAll[i].p95)} | ${worst[i].id} (${ms(confirmed(worst[i], i))}) | ≤ ${c.target} ms | ${verdict(over[i].length === 0)}: ${over[i].length} page${over[i].length === 1 ? '' : 's'} over (${overOnce[i].length} in the first pass) |`,
).join('\n')}
${CONDITIONS.map(
  (c, i) =>
    `| first edit after the page loads (the live form loads on that touch), ${c.name} | ${ms(firstAll[i].p50)} | ${ms(firstAll[i].p95)} | — | ${firstWorst[i].id} (max ${ms(stats(firstWorst[i].first[i]).max)}) | — | recorded |`,
).join('\n')}`;

const perPage = `| page | examples (how the last keystroke is made) | ${CONDITIONS.map((c) => `${c.name} p50 / p95 / max`).join(' | ')} | first edit, p50 (desktop / 4×) |
|---|---|${CONDITIONS.map(() => '---:').join('|')}|---:|
${results
  .map(
    (r) =>
      `| ${r.id}${r.worker ? ' (worker)' : ''} | ${r.examples} (${[...new Set(r.controls)].join(', ')}) | ${r.stats.map((s, i) => `${ms(s.p50)} / ${ms(s.p95)}${r.recheck ? ` (again: ${ms(r.recheck[i].p95)})` : ''} / ${ms(s.max)}`).join(' | ')} | ${r.first.map((f) => ms(pct(f, 0.5))).join(' / ')} |`,
  )
  .join('\n')}`;

const typical = (list) => [...list].sort((a, b) => a.own - b.own)[Math.floor(list.length / 2)];
const calcIds = new Set(results.filter((r) => r.kind === 'calculator').map((r) => r.id));
const typicalCalc = typical(bytes.pages.filter((p) => calcIds.has(p.id)));
const typicalUtil = typical(bytes.pages.filter((p) => !calcIds.has(p.id) && results.some((r) => r.id === p.id)));
const largestOwn = [...bytes.pages].sort((a, b) => b.own - a.own)[0];
const largestVisit = [...bytes.pages].sort((a, b) => b.firstVisit - a.firstVisit)[0];
const largestCalc = [...bytes.pages].filter((p) => calcIds.has(p.id)).sort((a, b) => b.own - a.own)[0];
const largestLazy = [...bytes.pages].sort((a, b) => b.lazy - a.lazy)[0];
const picked = new Set([largestOwn, largestCalc, largestVisit, largestLazy, typicalCalc, typicalUtil].filter(Boolean).map((p) => p.id));
const overBudget = bytes.pages.filter((p) => p.own > 100 * 1024);

const z = bytes.zodMini;
const group = (prefix) => bytes.groups.find((g) => g.name.startsWith(prefix));
const worstWorker = results.filter((r) => r.worker);
const profileText = profile
  ? (() => {
      const rows = Object.entries(profile.perKeystroke).filter(([, v]) => v >= 0.05);
      const total = rows.reduce((n, [, v]) => n + v, 0);
      return `Traced: **${profile.page}** at ${profile.rate}× (its slowest example, \`?${profile.example.length > 80 ? `${profile.example.slice(0, 80)}…` : profile.example}\`), ${profile.keystrokes} keystrokes in
\`${profile.control}\`, its modules served unminified so each CPU sample names its source file (Chromium's trace: V8's
sampling profiler on every thread, the timeline's style, layout and paint). Keystroke → section in the DOM took p50
${ms(profile.latency.p50)} while traced. Per keystroke:

| where | ms |
|---|---:|
${rows.map(([k, v]) => `| ${k} | ${v.toFixed(1)} |`).join('\n')}
| **total sampled** | **${total.toFixed(1)}** |

Largest self times: ${profile.topFunctions
        .filter(([name]) => !name.startsWith('('))
        .slice(0, 6)
        .map(([name, v]) => `\`${name.replace(/ \(((?:src|node_modules)\/[^)]*)\)$/, '\` ($1)')}${name.includes(' (') ? '' : '\`'} ${v.toFixed(1)} ms`)
        .join(', ')}.
${
  profile.afterShown
    ? `\nAfter the section is in the DOM, up to the next paint (not in the figures above): style ${profile.afterShown.style.toFixed(1)} ms, layout ${profile.afterShown.layout.toFixed(1)} ms, paint ${profile.afterShown.paint.toFixed(1)} ms; the paint ends ${profile.afterShown.toPaint.toFixed(0)} ms after the swap.\n`
    : ''
}`;
    })()
  : 'No profile (the trace failed; see the output of the run).';

const section = `## On the device: keystroke to result

Measured by \`bench/device-latency.mjs\` (last step of \`npm run bench\`) on ${startedAt.toISOString().slice(0, 10)}: the built server on loopback,
headless Chromium ${chromiumVersion}, 2 cores shared with other work (load average ${load.toFixed(1)} at the start), so read the
p95s as upper bounds. Every calculator and utility page (${results.length}: ${calcIds.size} calculators, ${results.length - calcIds.size} utilities) and each of its examples
from the OpenAPI document (${examplesCount}): the page opened with the example's query (the server draws every control with its
value) and \`form[data-ready]\` awaited. First edit: the last filled text field gets its last character typed once more
(timed: the page's entry loads the live form — tool-live.ts, the operation's module, zod, the renderer, all preloaded —
on that first touch) and deleted again. Then ${REPS} times: the last character deleted (Backspace, untimed, its result
awaited) and typed back, timed from that \`input\` event's \`timeStamp\` to the moment a MutationObserver sees
\`#result\` with \`data-query\` equal to the form's query (both on the page's performance timeline); "until the frame is
drawn" runs on to the next animation frame (a message posted from its callback runs after its style, layout and paint).
Where an example fills no text field: the last choice, moved with an arrow key, or a character typed and deleted in the
first field. Desktop: no throttling; 4×: CDP \`Emulation.setCPUThrottlingRate\`.

${summary}

${overOnce.some((o) => o.length) ? `Over target in the first pass: p50, and p95 → p95 measured again right after (a page counts as over when both p95s are; a low p50 with a high p95 is a few slow keystrokes, which on this machine are mostly other processes holding the cores): ${CONDITIONS.map((c, i) => (overOnce[i].length ? `${c.name}: ${overOnce[i].map((r) => `${r.id} ${ms(r.stats[i].p50)}, ${ms(r.stats[i].p95)} → ${r.recheck[i].p95 > c.target ? `**${ms(r.recheck[i].p95)}**` : ms(r.recheck[i].p95)}`).join('; ')}` : '')).filter(Boolean).join('. ')}.\n\n` : ''}\`history.replaceState\` (the address bar, which the live form writes once the frame with the result is drawn, so it is in none of the figures above) took p50 ${ms(replaceAll[0].p50)} / p95 ${ms(replaceAll[0].p95)} of each timed keystroke on the desktop and p50 ${ms(replaceAll[1].p50)} / p95 ${ms(replaceAll[1].p95)} at 4× (timed by the bench around the call; Chromium without DevTools attached showed the same spikes): written before the swap, as it first was, it was on the path of every keystroke (p95 9 ms on the desktop, 33 ms at 4× in the first measurement).

${
  worstWorker.length
    ? `The heavy operations (${worstWorker.map((r) => r.id).join(', ')}) run in the page's Web Worker. Chromium's CPU throttling slows the page's main thread only ("Operation is only supported for pages, not workers" for a worker target), so their 4× figures throttle the hand-over and the swap but not the run itself; their worker round trip was p95 ${ms(pct(worstWorker.flatMap((r) => r.workerMs[0]), 0.95))} on the desktop, so a 4× slower worker would add at most about three times that.\n\n`
    : ''
}${results.some((r) => r.problems) ? `Examples whose form result was a list of problems (the form cannot say what the JSON example says): ${results.filter((r) => r.problems).map((r) => `${r.id} (${r.problems})`).join(', ')}; timed all the same.\n\n` : ''}${
  results.some((r) => r.errors.length) ? `Not timed: ${results.flatMap((r) => r.errors.map((e) => `${r.id} ${e}`)).join('; ')}.\n\n` : ''
}<details><summary>Every page (p50 / p95 / max over its examples × ${REPS} keystrokes)</summary>

${perPage}

</details>

### Bytes a tool page loads

From \`scripts/browser-bundles.mjs\` (\`bench/browser-bytes.mjs\`), as the server sends them: Brotli at quality 5, a script under
1 KB uncompressed. Every tool page loads the same **shared runtime: ${kb(bytes.runtime.total)}** (${bytes.runtime.files} files, ${kb(bytes.runtime.totalRaw)} raw: the site's
script ${kb(bytes.runtime.site)}, \`tool\` and the chunks it imports ${kb(bytes.runtime.tool)}), cached as immutable across pages, and its own
module \`op-<id>\` with the chunks that imports; a few load more on their first result (\`import()\`: the Temporal
polyfill, yaml, jose, culori, entities). Budget: at most 100 KB compressed for the page's own module.
${overBudget.length ? `**Over: ${overBudget.map((p) => `${p.id} (${kb(p.own)})`).join(', ')}**` : 'Every page is within it.'}${
  overBudget.some((p) => p.id === 'slugify') ? ` — slugify's module carries any-ascii's transliteration table (546 KB minified), which \`slugify\` needs for any non-ASCII letter.` : ''
}

${bytesTable(bytes, (p) => picked.has(p.id))}

<details><summary>Every page</summary>

${bytesTable(bytes)}

</details>

**What zod, qs and d3 cost in the shared runtime** (the runtime built alone with each left out, and its metafile):
zod ${kb(group('zod').wire)} compressed (${kb(group('zod').minified)} minified; its own chunk is ${kb(bytes.runtime.zodChunk?.wire ?? 0)} as served), qs
${kb(group('qs').wire)} (${kb(group('qs').minified)}: qs pulls in side-channel and object-inspect, ${kb(bytes.byPackage['object-inspect'] ?? 0)} of it), d3 ${kb(group('d3').wire)}
(${kb(group('d3').minified)}). **zod/mini** for a schema shaped like the definitions' (\`bench/browser-bytes.mjs\`): parsing alone
${kb(z.parse.classic.wire)} with the classic API against ${kb(z.parse.mini.wire)} with zod/mini; with \`toJSONSchema\`, which the page's form model also
uses, ${kb(z.parseAndJsonSchema.classic.wire)} against ${kb(z.parseAndJsonSchema.mini.wire)}. **Chosen: full zod 4, one shared chunk**, loaded once and cached: zod/mini would
save about ${kb(z.parseAndJsonSchema.classic.wire - z.parseAndJsonSchema.mini.wire)} on a first visit and nothing after, for a rewrite of all 52 schemas (written in the
classic API, whose issues build the 400 messages), and validators compiled at build time would have to reproduce zod's
issues exactly; zod's own run-time compiler (\`zod/compile\`) and its eval fast path need \`new Function\`, which the
pages' CSP (\`script-src 'self'\`) refuses. zod's parse is a small share of a keystroke (below).

### Where the time goes

${profileText}`;

console.log(`\n${summary}\n\n${perPage}\n\n${bytesTable(bytes)}\n\n${JSON.stringify(profile, null, 2)}`);
const json = { startedAt, chromium: chromiumVersion, loadAverage: load, reps: REPS, before: BEFORE, conditions: CONDITIONS, overall, results, profile, bytes };
writeFileSync(join(ROOT, '.scratch/device-latency.json'), JSON.stringify(json, null, 2));
writeFileSync(join(ROOT, '.scratch/device-latency.md'), section);
console.log('\nwrote .scratch/device-latency.json and .scratch/device-latency.md (the README section)');

if (!ONLY) {
  const readmePath = join(ROOT, 'bench/README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const title = '## On the device: keystroke to result';
  const start = readme.indexOf(title);
  let next;
  if (start !== -1) {
    const end = readme.indexOf('\n## ', start + title.length);
    next = readme.slice(0, start) + section + '\n' + (end === -1 ? '' : readme.slice(end + 1));
  } else {
    const anchor = readme.indexOf('\n## Calculator pages') !== -1 ? '\n## Calculator pages' : '\n## Notes';
    next = readme.replace(anchor, `\n${section}\n${anchor}`);
  }
  writeFileSync(readmePath, next);
  console.log('wrote the section to bench/README.md');
}

// What a calculator's or utility's page costs the browser in bytes, from scripts/browser-bundles.mjs (the build the
// server embeds): each page's own module (`op-<id>`), the shared runtime (the site's script, `tool` and every chunk it
// imports), what a first visit loads in all, and how much of it other tool pages share. Also what zod, qs and d3 weigh
// in the shared runtime (esbuild metafile, and the runtime built with each left out), and what zod/mini would weigh
// against zod's classic API for the same schema. `node bench/browser-bytes.mjs` prints the tables and writes
// .scratch/browser-bytes.json; bench/device-latency.mjs (npm run bench) calls browserBytes() for bench/README.md.
//
// Sizes are bytes on the wire as the server sends them (src/adapters/http/answers.ts scriptAnswer): Brotli at quality 5,
// a script under 1,024 characters uncompressed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { browserTwins, buildBrowserBundles, jsonataInBrowsers, operationModules, pageOperationIds } from '../scripts/browser-bundles.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** src/adapters/http/compress.ts: MIN_COMPRESS_BYTES and the quality. */
const MIN_COMPRESS = 1024;
export const wire = (text) =>
  text.length >= MIN_COMPRESS
    ? brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength
    : Buffer.byteLength(text);

/** The package (or the source folder) a module of the bundle comes from. */
export function packageOf(path) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (m) return m[1];
  const parts = path.replace(/^op:/, 'src/ops/').split('/');
  return parts[0] === 'src' ? parts.slice(0, parts[1] === 'ops' || parts[1] === 'adapters' ? 3 : 2).join('/') : path;
}

/** The groups the issue asks about: zod, qs (with the packages it pulls in), d3. */
const GROUPS = {
  zod: (p) => p === 'zod',
  'qs (with side-channel, object-inspect and the other packages it pulls in)': (p) =>
    /^(qs|side-channel.*|object-inspect|call-bind.*|call-bound|get-intrinsic|get-proto|es-.*|has-symbols|has-tostringtag|function-bind|gopd|hasown|dunder-proto|math-intrinsics)$/.test(p),
  'd3 (d3-scale, d3-shape and their d3 dependencies)': (p) => p.startsWith('d3-') || p === 'internmap',
};
const EXTERNALS = {
  zod: ['zod', 'zod/*'],
  'qs (with side-channel, object-inspect and the other packages it pulls in)': ['qs'],
  'd3 (d3-scale, d3-shape and their d3 dependencies)': ['d3-*'],
};

/** The tool pages' ES-module build as scripts/browser-bundles.mjs makes it, with its metafile (and unminified on request). */
export async function buildToolModules({ minify = true, root = ROOT } = {}) {
  const ids = pageOperationIds(root);
  return build({
    bundle: true,
    minify,
    target: ['chrome100', 'firefox114', 'safari15'],
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
    absWorkingDir: resolve(root),
    entryPoints: {
      tool: 'src/client/page/tool-runtime.ts',
      'page-worker': 'src/client/page/page-worker.ts',
      ...Object.fromEntries(ids.map((id) => [`op-${id}`, `op:${id}`])),
    },
    format: 'esm',
    splitting: true,
    platform: 'browser',
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    plugins: [browserTwins, jsonataInBrowsers, operationModules(resolve(root))],
  });
}

/** The chunks a script loads by `import()` (not in browser-bundles' `imports`, which are the static ones). */
const dynamicImports = (text) => [...text.matchAll(/import\(\s*"\.\/([\w.-]+\.js)"\s*\)/g)].map((m) => `/assets/${m[1]}`);

async function brotliOfRuntimeWithout(external) {
  const made = await build({
    bundle: true,
    minify: true,
    target: ['chrome100', 'firefox114', 'safari15'],
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    absWorkingDir: ROOT,
    entryPoints: ['src/client/page/tool-runtime.ts'],
    format: 'esm',
    platform: 'browser',
    external,
    metafile: true,
    plugins: [browserTwins],
  });
  return { wire: wire(made.outputFiles[0].text), raw: made.outputFiles[0].contents.byteLength, metafile: made.metafile };
}

/**
 * zod's classic API against zod/mini for one schema shaped like the definitions' (strict objects, bounded strings and
 * numbers, an enum with a default, rows, a refinement), parsed once (`safeParse`) and, as the page's form model also
 * does, turned into JSON Schema (`toJSONSchema`). Both give zod's English messages.
 */
async function zodMiniWeighing() {
  const schema = {
    classic: `const s = z.strictObject({
  text: z.string().min(1).max(1000),
  amount: z.number().nonnegative().max(1e9).optional(),
  mode: z.enum(['a', 'b']).default('a'),
  rows: z.array(z.strictObject({ amount: z.number(), date: z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/) })).max(100).optional(),
}).refine((v) => v.text !== 'x', { message: 'no x' });
const parse = (input) => s.safeParse(input);`,
    mini: `const s = z.strictObject({
  text: z.string().check(z.minLength(1), z.maxLength(1000)),
  amount: z.optional(z.number().check(z.nonnegative(), z.maximum(1e9))),
  mode: z._default(z.enum(['a', 'b']), 'a'),
  rows: z.optional(z.array(z.strictObject({ amount: z.number(), date: z.string().check(z.regex(/^\\d{4}-\\d{2}-\\d{2}$/)) })).check(z.maxLength(100))),
}).check(z.refine((v) => v.text !== 'x', { message: 'no x' }));
const parse = (input) => z.safeParse(s, input);`,
  };
  const sizeOf = async (api, jsonSchema) => {
    const contents = `import * as z from '${api === 'mini' ? 'zod/mini' : 'zod'}';
${schema[api]}
globalThis.out = [parse(globalThis.input)${jsonSchema ? ', z.toJSONSchema(s)' : ''}];`;
    const made = await build({ stdin: { contents, resolveDir: ROOT, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', target: ['chrome100', 'firefox114', 'safari15'], write: false, logLevel: 'silent', legalComments: 'none' });
    const text = made.outputFiles[0].text;
    // Run once, so a wrong call in the sample fails here rather than weighing code that would not work.
    globalThis.input = { text: '', rows: [{ amount: 'x', date: '2026-1-1' }] };
    await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
    const issues = globalThis.out[0].error?.issues ?? [];
    if (issues.length !== 3 || !/^Too small/.test(issues[0].message)) throw new Error(`zod sample (${api}): expected zod's three English issues`);
    return { raw: Buffer.byteLength(text), wire: wire(text) };
  };
  return {
    parse: { classic: await sizeOf('classic', false), mini: await sizeOf('mini', false) },
    parseAndJsonSchema: { classic: await sizeOf('classic', true), mini: await sizeOf('mini', true) },
  };
}

export async function browserBytes() {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const bundles = await buildBrowserBundles();
    const { assets, entries, imports } = bundles;
    const size = new Map([...assets].map(([url, text]) => [url, wire(text)]));
    const raw = new Map([...assets].map(([url, text]) => [url, Buffer.byteLength(text)]));
    const sum = (urls, of = size) => [...urls].reduce((n, u) => n + (of.get(u) ?? 0), 0);

    const runtime = new Set([entries.site, entries.tool, ...imports[entries.tool]]);
    const ids = Object.keys(entries).filter((n) => n.startsWith('op-')).map((n) => n.slice(3)).sort();
    const staticSet = (id) => new Set([entries[`op-${id}`], ...imports[entries[`op-${id}`]]].filter((u) => !runtime.has(u)));
    const lazySet = (id) => {
      const seen = new Set();
      const visit = (url) => {
        for (const d of dynamicImports(assets.get(url) ?? '')) {
          for (const u of [d, ...(imports[d] ?? [])]) if (!seen.has(u)) seen.add(u), visit(u);
        }
      };
      for (const u of [entries[`op-${id}`], ...imports[entries[`op-${id}`]]]) visit(u);
      const own = staticSet(id);
      return new Set([...seen].filter((u) => !runtime.has(u) && !own.has(u)));
    };
    // How many tool pages load each file (statically or on their first result).
    const users = new Map();
    for (const id of ids) for (const u of [...runtime, ...staticSet(id), ...lazySet(id)]) users.set(u, (users.get(u) ?? 0) + 1);
    const pages = ids.map((id) => {
      const op = entries[`op-${id}`];
      const chunks = [...staticSet(id)].filter((u) => u !== op);
      const lazy = [...lazySet(id)];
      const all = [...runtime, op, ...chunks, ...lazy];
      const onlyHere = [op, ...chunks, ...lazy].filter((u) => users.get(u) === 1);
      return {
        id,
        own: size.get(op),
        ownRaw: raw.get(op),
        chunksOnlyHere: sum(chunks.filter((u) => users.get(u) === 1)),
        chunksShared: sum(chunks.filter((u) => users.get(u) > 1)),
        lazy: sum(lazy),
        lazyRaw: sum(lazy, raw),
        firstVisit: sum(all),
        firstVisitRaw: sum(all, raw),
        onlyThisPage: sum(onlyHere),
        shared: sum(all) - sum(onlyHere),
      };
    });

    // Which packages the shared runtime holds: the same split build with its metafile (checked to be the same files).
    const meta = await buildToolModules();
    const same = meta.outputFiles.every((f) => assets.get(`/assets/${f.path.split('/').pop()}`) === f.text);
    const byPackage = {};
    for (const [file, output] of Object.entries(meta.metafile.outputs)) {
      if (!runtime.has(`/assets/${file.split('/').pop()}`)) continue;
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) byPackage[packageOf(input)] = (byPackage[packageOf(input)] ?? 0) + bytesInOutput;
    }
    const zodChunk = [...runtime].find((u) => {
      const out = meta.metafile.outputs[`assets/${u.split('/').pop()}`];
      return out && Object.keys(out.inputs).every((i) => packageOf(i) === 'zod');
    });
    const whole = await brotliOfRuntimeWithout([]);
    const groups = [];
    for (const [name, test] of Object.entries(GROUPS)) {
      const without = await brotliOfRuntimeWithout(EXTERNALS[name]);
      const minified = Object.entries(byPackage).filter(([p]) => test(p)).reduce((n, [, b]) => n + b, 0);
      groups.push({ name, minified, wire: whole.wire - without.wire, packages: Object.keys(byPackage).filter(test).sort() });
    }
    return {
      sameFilesAsServer: same,
      runtime: {
        files: runtime.size,
        site: size.get(entries.site),
        tool: sum(new Set([entries.tool, ...imports[entries.tool]])),
        total: sum(runtime),
        totalRaw: sum(runtime, raw),
        aloneWire: whole.wire,
        zodChunk: zodChunk && { url: zodChunk, wire: size.get(zodChunk), raw: raw.get(zodChunk) },
      },
      pageWorker: size.get(entries['page-worker']),
      byPackage: Object.fromEntries(Object.entries(byPackage).sort((a, b) => b[1] - a[1])),
      groups,
      zodMini: await zodMiniWeighing(),
      pages,
    };
  } finally {
    process.chdir(cwd);
  }
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The page budgets as a Markdown table, largest first. */
export function bytesTable(bytes, filter = () => true) {
  const rows = bytes.pages.filter(filter).sort((a, b) => b.own - a.own);
  return [
    '| page | own module (`op-<id>`) | its other chunks (only this page / shared) | loaded on the first result (`import()`) | first visit in all | of which other tool pages share | own ≤ 100 KB |',
    '|---|---:|---:|---:|---:|---:|:-:|',
    ...rows.map(
      (p) =>
        `| ${p.id} | ${kb(p.own)} | ${kb(p.chunksOnlyHere)} / ${kb(p.chunksShared)} | ${p.lazy ? kb(p.lazy) : '—'} | ${kb(p.firstVisit)} | ${kb(p.shared)} (${Math.round((100 * p.shared) / p.firstVisit)} %) | ${p.own <= 100 * 1024 ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const bytes = await browserBytes();
  console.log(`shared runtime: ${bytes.runtime.files} files, ${kb(bytes.runtime.total)} on the wire (${kb(bytes.runtime.totalRaw)} raw); site ${kb(bytes.runtime.site)}, tool + imports ${kb(bytes.runtime.tool)}`);
  if (!bytes.sameFilesAsServer) console.log('warning: the metafile build differs from scripts/browser-bundles.mjs (their plugins have drifted): package figures are approximate');
  console.log(bytesTable(bytes));
  for (const g of bytes.groups) console.log(`${g.name}: ${kb(g.minified)} minified, ${kb(g.wire)} on the wire (${g.packages.join(', ')})`);
  const z = bytes.zodMini;
  console.log(`zod sample, parse: classic ${kb(z.parse.classic.wire)}, zod/mini ${kb(z.parse.mini.wire)}; parse + toJSONSchema: classic ${kb(z.parseAndJsonSchema.classic.wire)}, zod/mini ${kb(z.parseAndJsonSchema.mini.wire)}`);
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  writeFileSync(join(ROOT, '.scratch/browser-bytes.json'), JSON.stringify(bytes, null, 2));
}

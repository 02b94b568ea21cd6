// The browser's code, made with esbuild: what the pages load, in one place for `npm run build` (scripts/build.mjs
// embeds the result in the server bundle) and for running from source (src/adapters/site/client-source.ts makes it in
// memory on first use). Types: browser-bundles.d.mts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * Browsers we build for: those with ES modules in Web Workers (Firefox 114, Safari 15, Chrome 80), which the tool pages
 * use to run a heavy operation off the main thread.
 */
const TARGET = ['chrome100', 'firefox114', 'safari15'];

/** The file tools' scripts and workers: one self-contained classic script each, as before the tool pages ran on the device. */
export const FILE_TOOL_BUNDLES = ['image-tools', 'image-worker', 'pdf-tools', 'pdf-worker', 'pdf-render-worker'];

/**
 * A module `x.ts` whose folder has an `x.browser.ts` is replaced by that twin in every browser bundle: the one place
 * the server and the browser differ in code (hash's digests: node:crypto on the server, @noble/hashes in the browser).
 */
export const browserTwins = {
  name: 'browser-twins',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      const twin = resolve(args.resolveDir, args.path.replace(/\.js$/, '.browser.ts'));
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/**
 * jsonata's $base64encode and $base64decode take `window.btoa`/`atob` where `window` exists and Node's `global.Buffer`
 * otherwise, which a page's Web Worker (where json-query runs) has neither of. Browsers, workers included, have `btoa`
 * and `atob` themselves: the bundle calls them, as jsonata does on a page, and carries no Buffer code.
 */
export const jsonataInBrowsers = {
  name: 'jsonata-in-browsers',
  setup(b) {
    b.onLoad({ filter: /[\\/]jsonata[\\/]jsonata\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const patched = source
        .replace(/var btoa = typeof window !== 'undefined' \?[\s\S]*?};\n\s*return btoa\(str\);/, 'return btoa(str);')
        .replace(/var atob = typeof window !== 'undefined' \?[\s\S]*?};\n\s*return atob\(str\);/, 'return atob(str);');
      if (patched.includes('Buffer.from')) throw new Error('jsonata-in-browsers: jsonata.js changed; update the patch');
      return { contents: patched, loader: 'js' };
    });
  },
};

/**
 * `op:<id>`: an operation's browser module, what its page runs on the device: its run part (contract, run, the rules
 * it reads) and its page part (form words, result spec), nothing of its documentation.
 */
export function operationModules(root) {
  return {
    name: 'operation-modules',
    setup(b) {
      b.onResolve({ filter: /^op:/ }, (args) => ({ path: args.path.slice(3), namespace: 'op' }));
      b.onLoad({ filter: /.*/, namespace: 'op' }, (args) => {
        const folder = join(root, 'src/ops', args.path);
        return {
          contents: `import run from ${JSON.stringify(join(folder, `${args.path}.run.ts`))};
import page from ${JSON.stringify(join(folder, `${args.path}.page.ts`))};
export default { ...run, ...page };`,
          loader: 'js',
          resolveDir: folder,
        };
      });
    },
  };
}

/** The operations that have a page to run on the device: every folder with an `<id>.page.ts`. */
export function pageOperationIds(root = '.') {
  const ops = join(root, 'src/ops');
  return readdirSync(ops, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ops, d.name, `${d.name}.page.ts`)))
    .map((d) => d.name)
    .sort();
}

/** The tool pages' runtime entry and their Web Worker's. */
const RUNTIME = 'src/client/page/tool-runtime.ts';
const PAGE_WORKER = 'src/client/page/page-worker.ts';

/** A short FNV-1a hash of a text: the cache key in a file tool bundle's URL. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Every script the pages load, as `{ assets, entries, imports, version }`:
 * - `assets`: URL path (`/assets/<name>-<hash>.js`) → text. The tool pages' code is one ES-module build with shared
 *   chunks, so the page runtime, zod and the renderer are fetched once and cached across pages, and each page adds
 *   only its operation's module: `tool` (the runtime), `page-worker` (the Web Worker it runs heavy work in) and
 *   `op-<id>` per operation. `site` (every page) and the file tools' bundles are classic scripts.
 * - `entries`: name → URL path (`site`, `tool`, `page-worker`, `op-<id>`, each file tool bundle).
 * - `imports`: URL path → the URL paths it imports statically, transitively (what a page preloads with it); the
 *   runtime's also hold the live form it imports on the visitor's first touch, and all that imports.
 * - `version`: a hash of every asset and of the service worker: its cache name changes when anything does.
 * - the service worker itself, `sw` → `/sw.js` (see buildServiceWorker).
 */
export async function buildBrowserBundles(root = '.') {
  const assets = new Map();
  const entries = {};
  const common = { bundle: true, minify: true, target: TARGET, write: false, logLevel: 'warning', legalComments: 'none', absWorkingDir: resolve(root) };

  const ids = pageOperationIds(root);
  const modules = await build({
    ...common,
    entryPoints: {
      tool: RUNTIME,
      'page-worker': PAGE_WORKER,
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
  const urlOf = (file) => `/assets/${file.split('/').pop()}`;
  for (const file of modules.outputFiles) assets.set(urlOf(file.path), file.text);
  const direct = new Map();
  for (const [file, output] of Object.entries(modules.metafile.outputs)) {
    // A module imported later counts as imported: the runtime's entry imports the live form (tool-live.ts) when the
    // visitor first touches it, and an operation loads a large part of its own on its first result (the Temporal
    // polyfill, yaml, jose…). The page preloads them all and the service worker keeps them, so no edit ever waits
    // for the network, offline included.
    direct.set(urlOf(file), output.imports.filter((i) => i.kind === 'import-statement' || i.kind === 'dynamic-import').map((i) => urlOf(i.path)));
    // Only the entries named above: a module imported dynamically (the live form, an operation's lazy part) has an
    // entryPoint of its own in the metafile too.
    const name = output.entryPoint?.startsWith('op:') ? `op-${output.entryPoint.slice(3)}` : output.entryPoint === PAGE_WORKER ? 'page-worker' : output.entryPoint === RUNTIME ? 'tool' : undefined;
    if (name) entries[name] = urlOf(file);
  }
  const imports = {};
  for (const url of direct.keys()) {
    const seen = new Set();
    const visit = (u) => {
      for (const next of direct.get(u) ?? []) if (!seen.has(next)) seen.add(next), visit(next);
    };
    visit(url);
    imports[url] = [...seen].sort();
  }

  // The search on the device: one self-contained ES module (MiniSearch, the index code, the results' renderer), which
  // the site's script imports on the first use of a search box, by the URL written into it here.
  const searchSource = 'src/client/search-device.ts';
  if (existsSync(join(root, searchSource))) {
    const text = (await build({ ...common, entryPoints: [searchSource], format: 'esm', plugins: [browserTwins] })).outputFiles[0].text;
    entries.search = `/assets/search-${fnv1a(text)}.js`;
    assets.set(entries.search, text);
    imports[entries.search] = [];
  }

  // Classic scripts: the site's own (every page) and the file tools' (their pages only).
  const classic = [['site', 'src/client/site-client.ts'], ...FILE_TOOL_BUNDLES.map((name) => [name, `src/client/tools/${name}.ts`])];
  await Promise.all(
    classic.map(async ([name, source]) => {
      if (!existsSync(join(root, source))) return;
      const made = await build({ ...common, entryPoints: [source], format: 'iife', define: { __SEARCH_MODULE__: JSON.stringify(entries.search ?? '') }, external: ['/assets/*'] });
      const text = made.outputFiles[0].text;
      const url = `/assets/${name}-${fnv1a(text)}.js`;
      assets.set(url, text);
      entries[name] = url;
      imports[url] = [];
    }),
  );

  const version = await buildServiceWorker(common, root, assets, entries, imports);
  return { assets, entries, imports, version };
}

/** What esbuild writes for `__SW_VERSION__` until the version is known (the version hashes the text around it). */
const VERSION_PLACEHOLDER = '@@service-worker-version@@';

/**
 * The service worker (src/client/sw.ts → `/sw.js`, a classic script: browsers without module service workers still
 * get one). It is told, at build time, the shell it keeps on install (`__SW_SHELL__`: the site's script, the tool
 * runtime and the page worker with every module they import) and its version (`__SW_VERSION__`, its cache's name). The
 * version hashes every asset's URL (each holds its content's hash) and the worker's own text, so a change of either
 * renews the cache; the text is built once with a placeholder, hashed, and the placeholder replaced. Served at a fixed
 * URL (`/sw.js`, never immutable: browsers compare it byte for byte to find a new version).
 */
async function buildServiceWorker(common, root, assets, entries, imports) {
  const source = 'src/client/sw.ts';
  const hash = createHash('sha256');
  for (const url of [...assets.keys()].sort()) hash.update(`${url}\n`);
  if (!existsSync(join(root, source))) return hash.digest('hex').slice(0, 16);
  const shell = ['site', 'tool', 'page-worker']
    .map((name) => entries[name])
    .filter((url) => url !== undefined)
    .flatMap((url) => [url, ...(imports[url] ?? [])]);
  const made = await build({
    ...common,
    entryPoints: [source],
    format: 'iife',
    define: { __SW_VERSION__: JSON.stringify(VERSION_PLACEHOLDER), __SW_SHELL__: JSON.stringify([...new Set(shell)].sort()) },
  });
  const text = made.outputFiles[0].text;
  if (!text.includes(VERSION_PLACEHOLDER)) throw new Error(`${source}: __SW_VERSION__ is not used, so the cache would never be renewed`);
  hash.update(text);
  const version = hash.digest('hex').slice(0, 16);
  assets.set('/sw.js', text.replaceAll(VERSION_PLACEHOLDER, version));
  entries.sw = '/sw.js';
  imports['/sw.js'] = [];
  return version;
}

// Bundles the Node entry into dist/server.js: one file imports in a fraction of the time the
// unbundled module graph takes, which is what keeps the cold start low.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { buildBrowserBundles } from './browser-bundles.mjs';
import { inputsFingerprint, STAMP_FILE } from './build-inputs.mjs';
import { writeWorkersAssets } from './workers-upload.mjs';

// Taken before reading anything, so an edit made while building leaves the build stale (see scripts/ensure-build.mjs).
const inputs = inputsFingerprint();

/**
 * The guides and news briefs go inside the bundle: src/content/content-files.ts (which reads content/ from disk in
 * tests and `npm run dev`) is replaced by a module holding the files, so the server and the fetch handler need no
 * file system. Validation still runs on first use, on the same code path.
 */
const embedContent = {
  name: 'embed-content',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]content[\\/]content-files\.ts$/ }, () => {
      const files = [];
      for (const section of ['guides', 'news']) {
        for (const locale of readdirSync(`content/${section}`)) {
          for (const name of readdirSync(`content/${section}/${locale}`)) {
            const path = `${section}/${locale}/${name}`;
            files.push({ path, text: readFileSync(`content/${path}`, 'utf8') });
          }
        }
      }
      const watchFiles = files.map((f) => `content/${f.path}`);
      return { contents: `export async function readContentFiles() { return ${JSON.stringify(files)}; }`, loader: 'js', watchFiles };
    });
  },
};

/**
 * The browser's code is made first (scripts/browser-bundles.mjs: the tool pages' modules, the site's script, the file
 * tools' bundles, the service worker) and goes inside the server bundle: src/adapters/site/client-source.ts, which
 * makes it in memory when running from source, is replaced by a module holding its index and each asset as its own
 * chunk, loaded the first time it is served, so the pdf.js worker costs nothing to a cold start.
 */
const browser = await buildBrowserBundles();
const assetTexts = [...browser.assets.entries()];
/**
 * `servedByPlatform`: the Workers upload's pass (scripts/workers-upload.mjs). Its assets are Workers static assets,
 * which Cloudflare serves before the Worker runs, so the handler holds the index alone: an asset path that reaches it
 * is not a current one (its GET and HEAD would have been served) and is answered 404 like any other.
 */
const embedBrowserAssets = ({ servedByPlatform }) => ({
  name: 'embed-browser-assets',
  setup(b) {
    const index = `const index = ${JSON.stringify({ entries: browser.entries, imports: browser.imports, version: browser.version })};`;
    b.onLoad({ filter: /[\\/]src[\\/]adapters[\\/]site[\\/]client-source\.ts$/ }, () => ({
      contents: servedByPlatform
        ? `${index}
export async function readBrowserAssets() {
  return { ...index, read: async () => undefined };
}`
        : `${index}
const chunks = { ${assetTexts.map(([path], i) => `${JSON.stringify(path)}: () => import(${JSON.stringify(`browser-asset:${i}`)})`).join(', ')} };
export async function readBrowserAssets() {
  return { ...index, read: async (path) => { const load = chunks[path]; return load ? (await load()).default : undefined; } };
}`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^browser-asset:/ }, (args) => ({ path: args.path.slice('browser-asset:'.length), namespace: 'browser-asset' }));
    b.onLoad({ filter: /.*/, namespace: 'browser-asset' }, (args) => ({ contents: `export default ${JSON.stringify(assetTexts[Number(args.path)][1])};`, loader: 'js' }));
  },
});

/**
 * The fetch handler's pass requires no Node built-in at run time: CommonJS dependencies that call `require('process')`
 * (yaml), `require('buffer')`, `require('util')` or `require('stream')` get a module that imports the built-in instead,
 * so dist/app.js needs no createRequire (workerd's node:module has none that works from a bundle) and runs the same on
 * Workers (nodejs_compat), Bun, Deno and Node.
 */
const importedBuiltins = {
  name: 'imported-builtins',
  setup(b) {
    b.onResolve({ filter: /^(node:)?[a-z_]+$/ }, (args) =>
      args.kind === 'require-call' && isBuiltin(args.path) ? { path: args.path.replace(/^node:/, ''), namespace: 'imported-builtin' } : undefined,
    );
    // process is the global one: workerd's node:process module exports less than the global object it stands for.
    b.onLoad({ filter: /.*/, namespace: 'imported-builtin' }, (args) => ({
      contents: args.path === 'process' ? 'module.exports = globalThis.process;' : `export * from 'node:${args.path}'; export { default } from 'node:${args.path}';`,
      loader: 'js',
    }));
  },
};

rmSync('dist', { recursive: true, force: true });

/** Every pass: one ESM bundle for Node 20's syntax, dynamic imports (the MCP SDK, the pages' scripts) as chunks loaded on first use. */
const common = {
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
};

/** src/app.ts bundled into `outdir` (app.js, app-chunks/), holding the browser's scripts or only their index. */
function fetchHandlerBuild(outdir, { servedByPlatform }) {
  return build({
    ...common,
    entryPoints: ['src/app.ts'],
    outdir,
    chunkNames: 'app-chunks/[name]-[hash]',
    plugins: [embedContent, embedBrowserAssets({ servedByPlatform }), importedBuiltins],
  });
}

// The three passes run side by side.
const [result, app, workers] = await Promise.all([
  build({
    ...common,
    // server.js: the Node entry (npm start). worker.js: the threads of the operation pool (loaded by piscina, which
    // server.js starts after it listens).
    entryPoints: ['src/server.ts', 'src/worker.ts'],
    // piscina starts its threads from a wrapper file in its own package folder, so it must stay a package, not be inlined.
    external: ['piscina'],
    outdir: 'dist',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [embedContent, embedBrowserAssets({ servedByPlatform: false })],
    // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }),
  // app.js: the fetch handler for serverless platforms, with chunks of its own (dist/app-chunks/): no banner, no require.
  fetchHandlerBuild('dist', { servedByPlatform: false }),
  // The same handler for Cloudflare Workers (dist/workers/, wrangler.toml's base_dir): the browser's scripts are
  // static assets there, outside the isolate (scripts/workers-upload.mjs).
  fetchHandlerBuild('dist/workers', { servedByPlatform: true }),
]);

// piscina, the one package left outside the bundle (it starts its threads from a wrapper file in its own folder), goes
// beside it as dist/node_modules/piscina, where Node finds it from dist/server.js and its chunks: dist/ runs with Node
// alone, copied anywhere (test/dist-standalone.test.ts). Its code only — no source maps, types or docs (~150 KB).
// Its main file is <package>/dist/main.js (its exports do not list package.json).
const piscinaDir = dirname(dirname(createRequire(import.meta.url).resolve('piscina')));
cpSync(`${piscinaDir}/dist`, 'dist/node_modules/piscina/dist', { recursive: true, filter: (path) => !/\.(map|d\.ts)$/.test(path) });
for (const file of ['package.json', 'LICENSE']) cpSync(`${piscinaDir}/${file}`, `dist/node_modules/piscina/${file}`);

// What went into the bundles, for `npx esbuild-visualizer` or a quick look at sizes.
writeFileSync('dist/meta.json', JSON.stringify(result.metafile));
writeFileSync('dist/app-meta.json', JSON.stringify(app.metafile));

// Beside the Worker's code, what goes up as its static assets: the browser's scripts and their headers.
writeWorkersAssets('dist/workers-assets', assetTexts);
writeFileSync('dist/workers-meta.json', JSON.stringify(workers.metafile));

// Last: only a complete build is marked current.
writeFileSync(STAMP_FILE, `${inputs}\n`);

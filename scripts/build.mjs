// Bundles the Node entry into dist/server.js: one file imports in a fraction of the time the
// unbundled module graph takes, which is what keeps the cold start low.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

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
 * The pages' script is bundled for browsers first and goes inside the server bundle as a string
 * (src/adapters/site/client-source.ts bundles it on the fly when running from source).
 */
const clientBundle = await build({
  entryPoints: ['src/client/site-client.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['chrome100', 'firefox100', 'safari15'],
  write: false,
  logLevel: 'warning',
});
const embedClientScript = {
  name: 'embed-client-script',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]adapters[\\/]site[\\/]client-source\.ts$/ }, () => ({
      contents: `export async function readClientScript() { return ${JSON.stringify(clientBundle.outputFiles[0].text)}; }`,
      loader: 'js',
      watchFiles: ['src/client/site-client.ts'],
    }));
  },
};

rmSync('dist', { recursive: true, force: true });

const result = await build({
  metafile: true,
  // server.js: the Node entry (npm start). app.js: the fetch handler, for serverless platforms. worker.js: the
  // threads of the operation pool (loaded by piscina, which server.js starts after it listens).
  entryPoints: ['src/server.ts', 'src/app.ts', 'src/worker.ts'],
  // piscina starts its threads from a wrapper file in its own package folder, so it must stay a package, not be inlined.
  external: ['piscina'],
  outdir: 'dist',
  // Dynamic imports (the MCP SDK) become chunks loaded on first use.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [embedContent, embedClientScript],
  // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// What went into the bundle, for `npx esbuild-visualizer` or a quick look at sizes.
writeFileSync('dist/meta.json', JSON.stringify(result.metafile));

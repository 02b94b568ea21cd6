// Bundles the Node entry into dist/server.js: one file imports in a fraction of the time the
// unbundled module graph takes, which is what keeps the cold start low.
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });

const result = await build({
  metafile: true,
  // server.js: the Node entry (npm start). app.js: the fetch handler, for serverless platforms.
  entryPoints: ['src/server.ts', 'src/app.ts'],
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
  // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// What went into the bundle, for `npx esbuild-visualizer` or a quick look at sizes.
writeFileSync('dist/meta.json', JSON.stringify(result.metafile));

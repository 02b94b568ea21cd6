import { fileURLToPath } from 'node:url';

/** The browser's code as the server serves it: an index of the assets, and each asset's text on demand. */
export interface BrowserAssets {
  /** Entry name (`site`, `tool`, `page-worker`, `op-<id>`, each file tool bundle, `sw`) → URL path. */
  entries: Readonly<Record<string, string>>;
  /** URL path → the URL paths it imports statically, transitively (what a page preloads with it). */
  imports: Readonly<Record<string, readonly string[]>>;
  /** Changes whenever any asset does. */
  version: string;
  /** The text at a URL path, or undefined when there is no such asset. */
  read(path: string): Promise<string | undefined>;
}

/**
 * From source (tests, `npm run dev`) the browser's code is made here in memory on first use, with esbuild (a dev
 * dependency), by scripts/browser-bundles.mjs; `npm run build` replaces this module with one holding the index and
 * each asset as its own chunk of the server bundle, loaded the first time it is served, so the server needs neither
 * esbuild nor the file system for them and pdf.js costs a cold start nothing.
 */
export async function readBrowserAssets(): Promise<BrowserAssets> {
  const { buildBrowserBundles } = await import('../../../scripts/browser-bundles.mjs');
  const made = await buildBrowserBundles(fileURLToPath(new URL('../../..', import.meta.url)));
  return { entries: made.entries, imports: made.imports, version: made.version, read: async (path) => made.assets.get(path) };
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The scripts the pages load, bundled for browsers: 'site' (every page with a live form: src/client/site-client.ts)
 * and, for the browser file tools, each family's page script and Web Worker — and pdf-to-images' own worker, which
 * holds pdf.js — from src/client/tools/<name>.ts. Served at /assets/<name>-<hash>.js (client-script.ts).
 * scripts/build.mjs reads this list from here.
 */
export const BUNDLE_NAMES = ['site', 'image-tools', 'image-worker', 'pdf-tools', 'pdf-worker', 'pdf-render-worker'] as const;
export type BundleName = (typeof BUNDLE_NAMES)[number];

/** esbuild's options for every browser bundle (scripts/build.mjs uses the same; the built server embeds its bundles). */
const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['chrome100', 'firefox100', 'safari15'],
  write: false,
} as const;

function sourceOf(name: BundleName): string {
  return fileURLToPath(new URL(name === 'site' ? '../../client/site-client.ts' : `../../client/tools/${name}.ts`, import.meta.url));
}

/**
 * One bundle's text, or undefined when its source does not exist (yet): from source (tests, `npm run dev`) it is
 * bundled here on first use with esbuild (a dev dependency); `npm run build` replaces this module with one holding
 * the bundles already made, so the server needs neither esbuild nor the file system for them.
 */
export async function readClientBundle(name: BundleName): Promise<string | undefined> {
  const source = sourceOf(name);
  if (!existsSync(source)) return undefined;
  const { build } = await import('esbuild');
  const result = await build({ ...BROWSER_BUNDLE_OPTIONS, target: [...BROWSER_BUNDLE_OPTIONS.target], entryPoints: [source], logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

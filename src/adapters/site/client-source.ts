import { fileURLToPath } from 'node:url';

/**
 * The pages' script, bundled for browsers. From source (tests, `npm run dev`) it is bundled here on first use with
 * esbuild (a dev dependency); `npm run build` replaces this module with one holding the bundle already made, so
 * the server needs neither esbuild nor the file system for it.
 */
export async function readClientScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../client/site-client.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome100', 'firefox100', 'safari15'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

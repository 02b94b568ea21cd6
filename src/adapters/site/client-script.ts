import { readBrowserAssets, type BrowserAssets } from './client-source.js';

export type { BrowserAssets } from './client-source.js';

let loading: Promise<BrowserAssets> | undefined;

/** The browser's code, read (or made) once per process. */
export function browserAssets(): Promise<BrowserAssets> {
  if (!loading) {
    loading = readBrowserAssets();
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The text of the asset at a path, when it is a current one (any other hash is a 404). */
export async function assetAt(path: string): Promise<string | undefined> {
  return (await browserAssets()).read(path);
}

/** The browser's code, as scripts/browser-bundles.mjs makes it. */
export interface BrowserBundles {
  /** URL path (`/assets/<name>-<hash>.js`, or `/sw.js`) → text. */
  assets: Map<string, string>;
  /** Entry name (`site`, `tool`, `page-worker`, `op-<id>`, a file tool bundle, `sw`) → URL path. */
  entries: Record<string, string>;
  /** URL path → the URL paths it imports statically, transitively. */
  imports: Record<string, string[]>;
  /** Changes whenever any asset or the service worker's own code does: the service worker's cache name. */
  version: string;
}

export const FILE_TOOL_BUNDLES: readonly string[];
export function pageOperationIds(root?: string): string[];
export function buildBrowserBundles(root?: string): Promise<BrowserBundles>;
/** The esbuild plugins the tool pages' modules are built with (bench/browser-bytes.mjs builds them again, with a metafile). */
export const browserTwins: import('esbuild').Plugin;
export const jsonataInBrowsers: import('esbuild').Plugin;
export function operationModules(root: string): import('esbuild').Plugin;

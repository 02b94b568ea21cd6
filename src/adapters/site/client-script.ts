import { BUNDLE_NAMES, readClientBundle, type BundleName } from './client-source.js';

export { BUNDLE_NAMES, type BundleName } from './client-source.js';

export interface ClientScript {
  body: string;
  /** `/assets/<name>-<hash>.js`: a new script is a new URL, so the old one can be cached for good. */
  url: string;
}

/** A short FNV-1a hash of the script's text: a cache key, not a checksum anyone relies on. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const loaded = new Map<BundleName, Promise<ClientScript | undefined>>();

/** One bundle, read (or bundled) once per process; undefined when it has no source (a family not written yet). */
export function clientBundle(name: BundleName): Promise<ClientScript | undefined> {
  let bundle = loaded.get(name);
  if (!bundle) {
    bundle = readClientBundle(name).then((body) => body === undefined ? undefined : { body, url: `/assets/${name}-${fnv1a(body)}.js` });
    bundle.catch(() => loaded.delete(name));
    loaded.set(name, bundle);
  }
  return bundle;
}

/** The site's own script (every page with a live form); it always exists. */
export async function clientScript(): Promise<ClientScript> {
  const site = await clientBundle('site');
  if (!site) throw new Error('the site script (src/client/site-client.ts) is missing');
  return site;
}

/** The path of an asset, `/assets/<name>-<8 hex>.js`: which bundle it names (the hash is checked by the caller). */
const ASSET_PATH = /^\/assets\/([a-z]+(?:-[a-z]+)*)-[0-9a-f]{8}\.js$/;

/** The bundle an asset path names, if it is one of ours (cheap: called to route every /assets/ request). */
export function bundleOfPath(path: string): BundleName | undefined {
  const name = ASSET_PATH.exec(path)?.[1];
  return (BUNDLE_NAMES as readonly string[]).includes(name ?? '') ? (name as BundleName) : undefined;
}

/** The bundle served at this path: its name matches and its hash is the current one. */
export async function bundleAt(path: string): Promise<ClientScript | undefined> {
  const name = bundleOfPath(path);
  if (!name) return undefined;
  const bundle = await clientBundle(name);
  return bundle?.url === path ? bundle : undefined;
}

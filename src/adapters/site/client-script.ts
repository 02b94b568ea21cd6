import { readClientScript } from './client-source.js';

export interface ClientScript {
  body: string;
  /** `/assets/site-<hash>.js`: a new script is a new URL, so the old one can be cached for good. */
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

let loaded: Promise<ClientScript> | undefined;

/** The script, read (or bundled) once per process. */
export function clientScript(): Promise<ClientScript> {
  loaded ??= readClientScript().then((body) => ({ body, url: `/assets/site-${fnv1a(body)}.js` }));
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

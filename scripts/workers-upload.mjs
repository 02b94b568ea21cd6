// The Cloudflare Workers upload, written by scripts/build.mjs beside the portable handler:
//   dist/workers/         app.js and its chunks, built without the browser's scripts: the Worker's modules
//                         (wrangler.toml's base_dir)
//   dist/workers-assets/  the browser's scripts (/assets/…, /sw.js) and their _headers: Workers static assets
//                         (wrangler.toml's [assets])
// workerd compiles every module of an upload when it starts an isolate, whatever the request needs (about 19 ms per
// MB of code, 8 per MB of string; bench/README.md, "Cold start on workerd"). The browser's scripts are 5.5 MB of
// strings that the handler only reads back to serve them: as static assets Cloudflare serves them before the Worker
// runs, and no isolate compiles them. Everywhere else (Node, Bun, Deno, Vercel) dist/app.js serves them itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';


/**
 * The same headers the handler sends with these scripts (src/adapters/http/serve-site-files.ts): hashed URLs are
 * immutable, the service worker's fixed URL is revalidated on every check. The platform adds the type and the ETag.
 */
export const ASSET_HEADERS = `/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Access-Control-Allow-Origin: *
  X-Content-Type-Options: nosniff
/sw.js
  Cache-Control: no-cache
  Access-Control-Allow-Origin: *
  X-Content-Type-Options: nosniff
`;

/** `assets`: [URL path, text] pairs (scripts/browser-bundles.mjs), written in `dir` where their URL says, with their headers. */
export function writeWorkersAssets(dir, assets) {
  for (const [path, text] of assets) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  writeFileSync(join(dir, '_headers'), ASSET_HEADERS);
}

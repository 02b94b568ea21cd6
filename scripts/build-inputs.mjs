// What dist/ is built from, and a fingerprint of it, so `npm start` can tell a current build from a stale one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything scripts/build.mjs reads: the sources, the embedded content, the build itself, the locked dependencies. */
export const BUILD_INPUTS = ['src', 'content', 'scripts/build.mjs', 'scripts/build-inputs.mjs', 'scripts/browser-bundles.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Where the build writes the fingerprint of the inputs it was built from; written last, so a failed build has none. */
export const STAMP_FILE = 'dist/build-stamp.txt';

/**
 * A hash of every input file's path and contents. Contents rather than mtimes: a copy, a fresh clone, a CI cache or a
 * container image changes mtimes without changing a byte, and each such start would rebuild (needing esbuild and a
 * writable dist/); reading the ~500 files costs ~15 ms a start, stat-ing them ~5.
 */
export function inputsFingerprint(root = '.') {
  const hash = createHash('sha256');
  const visit = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) {
      hash.update(`${path}\0missing\n`);
    } else if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(`${path}/${name}`);
    } else {
      const bytes = readFileSync(full);
      hash.update(`${path}\0${bytes.byteLength}\0`);
      hash.update(bytes);
    }
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest('hex');
}

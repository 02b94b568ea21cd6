// What dist/ is built from, and a fingerprint of it, so `npm start` can tell a current build from a stale one.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything scripts/build.mjs reads: the sources, the embedded content, the build itself, the locked dependencies. */
export const BUILD_INPUTS = ['src', 'content', 'scripts/build.mjs', 'scripts/build-inputs.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Where the build writes the fingerprint of the inputs it was built from; written last, so a failed build has none. */
export const STAMP_FILE = 'dist/build-stamp.txt';

/**
 * A hash of every input's path, size and mtime, directories included (a deleted or renamed file changes its
 * directory's mtime). Metadata rather than contents: a stat per file (~500 of them) costs a few milliseconds on each
 * start where reading them all would cost several times more; any edit, checkout or pull changes an mtime, and an
 * mtime that changes without an edit only costs one needless rebuild.
 */
export function inputsFingerprint(root = '.') {
  const hash = createHash('sha256');
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(join(root, path));
    } catch {
      hash.update(`${path}\0missing\n`);
      return;
    }
    hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    if (stat.isDirectory()) for (const name of readdirSync(join(root, path)).sort()) visit(`${path}/${name}`);
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest('hex');
}

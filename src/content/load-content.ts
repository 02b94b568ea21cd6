import type { ContentStore } from './content-store.js';

let store: Promise<ContentStore> | undefined;

/**
 * The validated content, read once on first use. Everything is imported lazily: the files (embedded in the bundle,
 * about half a megabyte) so they cost a cold start nothing, and the registry because the content operations are in it.
 */
export function loadContent(): Promise<ContentStore> {
  store ??= Promise.all([import('./content-files.js'), import('./content-store.js'), import('../ops/index.js')]).then(
    async ([{ readContentFiles }, { buildContentStore }, { operations }]) =>
      buildContentStore(await readContentFiles(), new Set(operations.map((op) => op.id))),
  );
  return store;
}

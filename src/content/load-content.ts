import type { ContentStore } from './content-store.js';

let store: Promise<ContentStore> | undefined;

/**
 * The validated content, read once on first use. Everything is imported lazily: the files (embedded in the bundle,
 * about half a megabyte) so they cost a cold start nothing, and the operations whose ids the files name are handed in by the caller (the registry imports the content operations).
 */
export function loadContent(operations: readonly { id: string }[]): Promise<ContentStore> {
  store ??= Promise.all([import('./content-files.js'), import('./content-store.js')]).then(async ([{ readContentFiles }, { buildContentStore }]) =>
    buildContentStore(await readContentFiles(), new Set(operations.map((op) => op.id))),
  );
  return store;
}

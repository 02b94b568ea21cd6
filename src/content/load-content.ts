import { readContentFiles } from './content-files.js';
import { buildContentStore, type ContentStore } from './content-store.js';

let store: Promise<ContentStore> | undefined;

/** The validated content, read once on first use (the registry is imported lazily: content operations are in it). */
export function loadContent(): Promise<ContentStore> {
  store ??= Promise.all([readContentFiles(), import('../ops/index.js')]).then(([files, { operations }]) =>
    buildContentStore(files, new Set(operations.map((op) => op.id))),
  );
  return store;
}

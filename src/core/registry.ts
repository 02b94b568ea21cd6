import type { AnyOperation } from './operation.js';

/** The fields of an operation that routing, the catalogs, the toolsets and the pool's choice need: no schema, no code. */
export const ENTRY_FIELDS = ['id', 'kind', 'category', 'jurisdiction', 'title', 'shortTitle', 'summary', 'es', 'heavy', 'openWorld', 'random', 'contentBacked'] as const;

/** An operation as the registry knows it before its module is loaded (src/ops/entries.ts, generated from the definitions). */
export type RegistryEntry = Pick<AnyOperation, (typeof ENTRY_FIELDS)[number]>;

/** An entry and the way to load its definition (a dynamic import: the bundle keeps each operation in chunks of its own). */
export interface LazyEntry extends RegistryEntry {
  load(): Promise<{ default: AnyOperation }>;
}

/**
 * Every operation, known by its light entry; its code, schemas and rules load on its first call (or on a warm-up), so
 * a cold start evaluates only what its first requests use. After that `loaded(id)` answers synchronously, which keeps
 * the hot path free of a promise.
 */
export interface Registry {
  readonly entries: readonly RegistryEntry[];
  entry(id: string): RegistryEntry | undefined;
  /** The definition, if it has been loaded. */
  loaded(id: string): AnyOperation | undefined;
  /** The definition of a known id (rejects for an unknown one). */
  load(id: string): Promise<AnyOperation>;
  /** Every definition, in registry order (the documents, the MCP tool list and the pages need them all). */
  loadAll(): Promise<readonly AnyOperation[]>;
}

/** A registry of definitions already in memory (tests, scripts, anything that imported src/ops/index.ts). */
export function registryOf(operations: readonly AnyOperation[]): Registry {
  const byId = new Map(operations.map((op) => [op.id, op]));
  const all = Promise.resolve(operations);
  return {
    entries: operations,
    entry: (id) => byId.get(id),
    loaded: (id) => byId.get(id),
    load: (id) => {
      const op = byId.get(id);
      return op ? Promise.resolve(op) : Promise.reject(new Error(`unknown operation ${id}`));
    },
    loadAll: () => all,
  };
}

/** A registry that imports each definition the first time it is asked for. */
export function lazyRegistry(lazyEntries: readonly LazyEntry[]): Registry {
  const entries: RegistryEntry[] = lazyEntries.map(({ load: _load, ...entry }) => entry);
  const loaders = new Map(lazyEntries.map((entry) => [entry.id, entry.load]));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const loadedById = new Map<string, AnyOperation>();
  const loading = new Map<string, Promise<AnyOperation>>();
  let all: Promise<readonly AnyOperation[]> | undefined;

  function load(id: string): Promise<AnyOperation> {
    const done = loadedById.get(id);
    if (done) return Promise.resolve(done);
    let pending = loading.get(id);
    if (!pending) {
      const loader = loaders.get(id);
      if (!loader) return Promise.reject(new Error(`unknown operation ${id}`));
      pending = loader().then(({ default: op }) => {
        loadedById.set(id, op);
        return op;
      });
      // A failed import may succeed later (a chunk read error): it is not kept.
      pending.catch(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  }

  return {
    entries,
    entry: (id) => byId.get(id),
    loaded: (id) => loadedById.get(id),
    load,
    loadAll: () => {
      if (!all) {
        all = Promise.all(entries.map((entry) => load(entry.id)));
        all.catch(() => (all = undefined));
      }
      return all;
    },
  };
}

/**
 * Loads every definition, one at a time and yielding between them, so a request that arrives meanwhile waits for one
 * operation's modules at most; after it, no first call pays for its definition. A failure is left to the first call.
 */
export async function warmUp(registry: Registry): Promise<void> {
  for (const { id } of registry.entries) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await registry.load(id).catch(() => undefined);
  }
}

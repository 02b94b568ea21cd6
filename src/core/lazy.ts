/** Every loader made by `lazy` or named by `loadsLater`, for `loadEveryLazy`. */
const everyLoader = new Set<() => Promise<unknown>>();

/**
 * Loads a module on first use and keeps it. Operations whose logic pulls in a large library (yaml, entities) import
 * it this way, so the bundle splits it off and a cold start that serves other operations never parses it.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  const get = () => (loaded ??= load());
  everyLoader.add(get);
  return get;
}

/** Names a module's own loader (one that tries a failed load again, say) for `loadEveryLazy`. */
export function loadsLater(load: () => Promise<unknown>): void {
  everyLoader.add(load);
}

/**
 * Loads every module a loaded definition would load on its first call, and the ones those name in turn. A worker
 * thread does this before it takes a call (src/worker.ts), so no call's deadline pays for a module's load or for what
 * it makes as it loads (word-count's three Intl.Segmenters: ICU's break rules). A failed load is left to the call that
 * needs it. Returns how many loaders ran.
 */
export async function loadEveryLazy(): Promise<number> {
  const done = new Set<() => Promise<unknown>>();
  for (;;) {
    const pending = [...everyLoader].filter((load) => !done.has(load));
    if (pending.length === 0) return done.size;
    for (const load of pending) done.add(load);
    await Promise.all(pending.map((load) => load().catch(() => undefined)));
  }
}

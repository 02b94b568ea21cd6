/**
 * Loads a module on first use and keeps it. Operations whose logic pulls in a large library (yaml, entities) import
 * it this way, so the bundle splits it off and a cold start that serves other operations never parses it.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

import type { Locale } from './locale.js';
import type { RegistryEntry } from './registry.js';
import type { RatesResult } from '../services/ecb-rates.js';
import { ecbRatesOnDemand } from '../services/ecb-rates-on-demand.js';

/** What an operation may use besides its input. No transport objects: tests build one with a fixed clock. */
export interface Context {
  /** The clock. Operations never call `new Date()` themselves. */
  now(): Date;
  /** Public base address (no trailing slash) for absolute URLs in results. */
  baseUrl: string;
  /**
   * The ECB euro reference rates (an outbound service): the live feed, the last good rates or the embedded snapshot,
   * saying which. Never rejects. The app builds one shared, caching source from its configuration; the default here
   * serves the embedded snapshot only, so tests and tools run offline. With a date (YYYY-MM-DD), the publication in
   * force on that day (from the ECB's history file when older than the feed); may then reject with an InputError.
   */
  ecbRates(date?: string): Promise<RatesResult>;
  /**
   * The language of the texts in a result (labels, assumptions, warnings): absent for the API, which answers in
   * English; 'es' when a Spanish page runs the operation.
   */
  locale?: Locale;
  /**
   * The registry, handed in by whoever serves the operations: the catalog operations list it, and the content
   * checks its ids, without importing the registry that imports them.
   */
  operations: readonly RegistryEntry[];
  /**
   * A number of the request exactly as written, when it has more digits than the double it was read as keeps
   * (`1.0049999999999999` reads as the double of 1.005); undefined when `String(value)` gives its digits back.
   * Absent when the request held no such number. For operations that work in exact decimals.
   */
  writtenNumber?(value: number): string | undefined;
}

export function createContext(overrides: Partial<Context> = {}): Context {
  const now = overrides.now ?? (() => new Date());
  return {
    now,
    baseUrl: 'http://localhost:3000',
    operations: [],
    ecbRates: overrides.ecbRates ?? ecbRatesOnDemand({ fetchEnabled: false, now: () => now() }),
    ...overrides,
  };
}

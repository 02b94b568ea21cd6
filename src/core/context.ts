/** What an operation may use besides its input. No transport objects: tests build one with a fixed clock. */
export interface Context {
  /** The clock. Operations never call `new Date()` themselves. */
  now(): Date;
  /** Public base address (no trailing slash) for absolute URLs in results. */
  baseUrl: string;
}

export function createContext(overrides: Partial<Context> = {}): Context {
  return { now: () => new Date(), baseUrl: 'http://localhost:3000', ...overrides };
}

import type { ExecutedExample } from '../../core/examples.js';
import type { AnyOperation } from '../../core/operation.js';

/** Everything the reference page and llms.txt are rendered from; the HTTP layer builds it once at start-up. */
export interface ReferenceInput {
  operations: readonly AnyOperation[];
  /** Public base address, no trailing slash. */
  baseUrl: string;
  /** Each operation's examples with the responses it really returned, by operation id. */
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
  /** Requests per minute per client address; 0 means rate limiting is off. */
  rateLimitPerMinute: number;
  maxBodyBytes: number;
  /** How long a large call may wait for a worker thread, and then run, before it is stopped (OPERATION_DEADLINE_MS). */
  deadlineMs: number;
}

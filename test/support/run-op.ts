import { createContext, type Context } from '../../src/core/context.js';
import { execute, type Outcome } from '../../src/core/execute.js';
import type { AnyOperation } from '../../src/core/operation.js';
import { operations } from '../../src/ops/index.js';

/** A fixed clock for tests: 2026-11-21T12:00:00Z. */
export const FIXED_NOW = new Date('2026-11-21T12:00:00Z');

/** The base URL examples are documented with (their outputs hold absolute page URLs). */
export const TEST_BASE_URL = 'https://utility.test';

export function testContext(overrides: Partial<Context> = {}): Context {
  return createContext({ now: () => FIXED_NOW, baseUrl: TEST_BASE_URL, operations, ...overrides });
}

/** Runs an operation through the real executor (validation included), as every transport does. */
export async function runOp(op: AnyOperation, input: unknown, ctx: Context = testContext()): Promise<Outcome> {
  return execute(op, input, ctx);
}

/** Runs and expects success; returns the result object. */
export async function ok(op: AnyOperation, input: unknown, ctx?: Context): Promise<Record<string, unknown>> {
  const outcome = await runOp(op, input, ctx);
  if (!outcome.ok) throw new Error(`expected success, got 400: ${outcome.error}`);
  return outcome.value;
}

/** Runs and expects a 400; returns the message. */
export async function fails(op: AnyOperation, input: unknown, ctx?: Context): Promise<string> {
  const outcome = await runOp(op, input, ctx);
  if (outcome.ok) throw new Error(`expected a 400, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
}

/**
 * A guard against super-linear blow-ups on the largest inputs, not a benchmark: timings of every operation's
 * worst case are recorded by `npm run bench` (bench/README.md). About 20× the slowest worst case on a quiet 2-core
 * machine (word-count, 0.48 s), so a fully busy machine never trips it.
 */
export const NO_HANG_MS = 10_000;

/**
 * `run`'s result and the CPU milliseconds this process spent on it (all its threads): the work done, which another
 * process busy on the same cores does not inflate as it does wall time — what a hang guard should count.
 */
export function cpuTimed<T>(run: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}

/** Milliseconds one call of `op` on `input` takes through the executor. */
export async function timeMs(op: AnyOperation, input: unknown): Promise<number> {
  const start = performance.now();
  await runOp(op, input);
  return performance.now() - start;
}

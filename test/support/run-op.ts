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
 * A guard against super-linear blow-ups on the largest inputs, not a benchmark: it counts the CPU time this process
 * spends (the work done), which another process busy on the same cores does not inflate as it does wall time. About
 * 20× the slowest worst case on a quiet 2-core machine (word-count, 0.48 s). Timings of every operation's worst case
 * are recorded by `npm run bench` (bench/README.md).
 */
export const HANG_GUARD_CPU_MS = 10_000;

/** CPU milliseconds this process has spent so far, all its threads: differences of two readings count work, not waiting. */
export function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** `run`'s result and the CPU milliseconds this process spent on it (see cpuNow). */
export function cpuTimed<T>(run: () => T): { result: T; ms: number } {
  const start = cpuNow();
  const result = run();
  return { result, ms: cpuNow() - start };
}

/** CPU milliseconds one call of `op` on `input` takes through the executor. */
export async function cpuMs(op: AnyOperation, input: unknown): Promise<number> {
  const start = cpuNow();
  await runOp(op, input);
  return cpuNow() - start;
}

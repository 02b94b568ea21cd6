import type * as z from 'zod';
import { utf8Length } from './bytes.js';
import { capMessage, describeType, formatIssue, InputError } from './errors.js';
import { objectKeysAt } from './schema-keys.js';
import { MAX_RESPONSE_BYTES, resultTooLarge } from './limits.js';
import { withNumericStrings } from './numeric-strings.js';
import type { Context } from './context.js';
import type { OperationRun } from './operation.js';

/** What a call comes to: its result and that result's JSON (serialized once, here, for every transport), or a 400's message. */
export type Outcome = { ok: true; value: Record<string, unknown>; json: string } | { ok: false; error: string; es?: string };

/** Problems reported in one message; the rest are summarised so the sentence stays readable. */
const MAX_REPORTED_ISSUES = 3;

/**
 * The one executor behind every transport: validate, run, and turn input problems into one message.
 * Anything that is not an input problem (a bug) is thrown for the transport to log as a 500.
 * Synchronous operations stay synchronous so the hot path pays for no extra promise.
 */
export function execute(op: OperationRun, raw: unknown, ctx: Context): Outcome | Promise<Outcome> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, error: `body: must be a JSON object, got ${describeType(raw)}` };
  }
  let parsed = op.input.safeParse(raw);
  if (!parsed.success) {
    // A number sent as a string ("100") is read as that number, once, and the input checked again.
    const numbers = withNumericStrings(raw as Record<string, unknown>, parsed.error.issues);
    if (numbers !== undefined) {
      raw = numbers;
      parsed = op.input.safeParse(raw);
    }
  }
  if (!parsed.success) {
    // Parsed again with the offending values kept, which the messages quote ("got array"); only on failure.
    const issues: readonly z.core.$ZodIssue[] = op.input.safeParse(raw, { reportInput: true }).error?.issues ?? parsed.error.issues;
    const messages = issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => formatIssue(issue, (path) => objectKeysAt(op.input, path)));
    const more = issues.length - MAX_REPORTED_ISSUES;
    return { ok: false, error: capMessage(messages.join('; ') + (more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '')) };
  }
  try {
    const result = op.run(parsed.data, ctx);
    if (result instanceof Promise) return result.then(succeed, fail);
    return succeed(result);
  } catch (error) {
    return fail(error);
  }
}

/** The result serialized once; one past the response limit is refused like any other input that asks too much. */
function succeed(value: Record<string, unknown>): Outcome {
  const json = JSON.stringify(value);
  // UTF-8 takes at least one byte per UTF-16 unit and at most three, so the exact count is needed only in between.
  if (json.length * 3 > MAX_RESPONSE_BYTES) {
    const bytes = utf8Length(json);
    if (bytes > MAX_RESPONSE_BYTES) return fail(resultTooLarge('result', bytes, 'use a smaller input'));
  }
  return { ok: true, value, json };
}

function fail(error: unknown): Outcome {
  if (error instanceof InputError) {
    // The Spanish wording travels with the refusal for the Spanish pages; the API sends `error` only.
    return error.es === undefined ? { ok: false, error: capMessage(error.message) } : { ok: false, error: capMessage(error.message), es: capMessage(error.es) };
  }
  throw error;
}

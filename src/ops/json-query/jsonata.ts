import jsonata from 'jsonata';
import { InputError } from '../../core/errors.js';
import { formatFixed } from '../../core/display.js';
import type { DataValue } from '../../formats/json.js';
import { OutputBudget, fromPlain, toQueryable } from './document.js';

/**
 * JSONata 2 (the jsonata package, the language's reference implementation). It has no input or output of its own:
 * an expression sees the document, its own literals and the built-in functions, nothing of the host — name lookups
 * read own properties only, and its variables live in prototype-less frames. Every built-in function is allowed;
 * $eval only evaluates JSONata again, under the same limits. $now() and $millis() read the service's clock (the
 * context's), so a result depends on nothing else.
 *
 * An expression can loop or recurse without end. Three guardrails stop it, each with its own message: a budget of
 * evaluation steps (counted through the library's `__evaluate_entry` hook, the one its own test suite uses), the
 * library's `stack` option (nested evaluation, for recursion that is not in tail position) and its `sequence`
 * option (the longest sequence or range an expression may build). The worker pool's deadline stays the last word.
 */

/** Evaluation steps one expression may take: about a second or two of work. */
export const MAX_STEPS = 2_000_000;
/** Nested evaluations (the library's `stack` guardrail). */
export const MAX_STACK = 5_000;
/** Longest sequence an expression may build (the library's `sequence` guardrail; ranges too). */
export const MAX_SEQUENCE = 1_000_000;

/** Thrown by the step counter; recognised by identity. */
const OUT_OF_STEPS = { code: 'JQ-STEPS' };

/** The library's own $fromMillis, to give $now() the context's clock. */
let fromMillis: ((millis: number, picture?: string, timezone?: string) => string) | undefined;
async function fromMillisFunction(): Promise<NonNullable<typeof fromMillis>> {
  if (!fromMillis) {
    const builtin = (await jsonata('$fromMillis').evaluate({})) as { implementation: NonNullable<typeof fromMillis> };
    fromMillis = builtin.implementation;
  }
  return fromMillis;
}

interface JsonataFailure {
  code: string;
  position?: number;
  token?: string;
  message?: string;
}

function isFailure(error: unknown): error is JsonataFailure {
  return typeof error === 'object' && error !== null && typeof (error as JsonataFailure).code === 'string';
}

/** A JSONata error in the field's words: syntax errors (S…) say where the expression is invalid; the rest, where it failed. */
function jsonataError(error: JsonataFailure, offset: number): InputError {
  const where = typeof error.position === 'number' ? ` at position ${error.position + offset}` : '';
  const whereEs = typeof error.position === 'number' ? ` en la posición ${error.position + offset}` : '';
  const message = error.message ?? 'error';
  if (error.code.startsWith('S')) {
    return new InputError(
      `query: invalid JSONata${where}: ${message} (${error.code})`,
      `query: JSONata no válido${whereEs}: ${message} (${error.code}, mensaje de JSONata)`,
    );
  }
  const near = error.token ? ` (near '${error.token}')` : '';
  const nearEs = error.token ? ` (cerca de '${error.token}')` : '';
  return new InputError(
    `query: the JSONata expression failed${where}${near}: ${message} (${error.code})`,
    `query: la expresión JSONata falló${whereEs}${nearEs}: ${message} (${error.code}, mensaje de JSONata)`,
  );
}

export interface JsonataResult {
  /** The expression's value in the lossless model; undefined when it selected nothing. */
  value: DataValue | undefined;
  budget: OutputBudget;
}

/** Evaluates `expression` (already trimmed; `offset` is where it starts in the text sent) against `document`. */
export async function queryJsonata(document: DataValue, expression: string, offset: number, now: Date): Promise<JsonataResult> {
  let compiled: jsonata.Expression;
  try {
    compiled = jsonata(expression, { stack: MAX_STACK, sequence: MAX_SEQUENCE });
  } catch (error) {
    if (isFailure(error)) throw jsonataError(error, offset);
    throw error;
  }
  const millis = now.getTime();
  const format = await fromMillisFunction();
  compiled.registerFunction('now', (picture?: string, timezone?: string) => format(millis, picture, timezone), '<s?s?:s>');
  compiled.registerFunction('millis', () => millis, '<:n>');
  let steps = 0;
  // The typings name bindings by string; the library looks its hooks up by symbol.
  compiled.assign(Symbol.for('jsonata.__evaluate_entry') as unknown as string, () => {
    if (++steps > MAX_STEPS) throw OUT_OF_STEPS;
  });

  const doc = toQueryable(document);
  let result: unknown;
  try {
    result = await compiled.evaluate(doc.root);
  } catch (error) {
    if (error === OUT_OF_STEPS) {
      throw new InputError(
        `query: the expression took more than ${MAX_STEPS.toLocaleString('en-US')} evaluation steps, the limit for one request; ` +
          'simplify it (a loop or recursion that never ends?) or use a smaller document',
        `query: la expresión pasó de ${formatFixed(MAX_STEPS, 'es', 0)} pasos de evaluación, el límite de una petición; ` +
          'simplifícala (¿un bucle o una recursión que no termina?) o usa un documento más pequeño',
      );
    }
    if (error instanceof RangeError) {
      throw new InputError(
        'query: the expression recursed too deeply; rewrite the recursion in tail position or use a smaller document',
        'query: la expresión tiene una recursión demasiado profunda; reescríbela con la llamada recursiva al final o usa un documento más pequeño',
      );
    }
    if (isFailure(error) && error.code === 'D2015') {
      // The library's message names the size attempted as if it were the limit.
      throw new InputError(
        `query: the expression built a sequence of more than ${MAX_SEQUENCE.toLocaleString('en-US')} items, the limit for one request; ` +
          'use a shorter range or a smaller document',
        `query: la expresión construyó una secuencia de más de ${formatFixed(MAX_SEQUENCE, 'es', 0)} elementos, el límite de una petición; ` +
          'usa un rango más corto o un documento más pequeño',
      );
    }
    if (isFailure(error)) throw jsonataError(error, offset);
    throw error;
  }
  const budget = new OutputBudget();
  return { value: result === undefined ? undefined : fromPlain(result, doc, budget), budget };
}

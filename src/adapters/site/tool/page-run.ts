import type * as z from 'zod';
import type { Context } from '../../../core/context.js';
import { formatIssue } from '../../../core/errors.js';
import { execute } from '../../../core/execute.js';
import type { Locale } from '../../../core/locale.js';
import type { PageOperation } from '../../../core/operation.js';
import { formatNumber } from '../../../core/display.js';
import { queryName } from './form-model.js';

/** What a page gets from running its operation: the result, or the problems by field. */
export type PageOutcome =
  | { kind: 'result'; value: Record<string, unknown>; json: string }
  | { kind: 'invalid'; fieldErrors: ReadonlyMap<string, string>; formError?: string };

/**
 * Validates and runs an operation for its page, in the page's language, through the one executor. The schema is
 * checked here first so that each problem lands beside its own field. Where it runs is the caller's choice: the
 * server hands a large or heavy page to its worker pool whole (src/adapters/site/tool/tool-page.ts), the browser to a
 * Web Worker (src/client/page/).
 */
export async function runForPage(op: PageOperation, input: Record<string, unknown>, ctx: Context): Promise<PageOutcome> {
  const locale = ctx.locale ?? 'en';
  const parsed = op.input.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const fieldErrors = new Map<string, string>();
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const name = issue.path.length === 0 ? undefined : queryName(issue.path as (string | number)[]);
      const message = issueMessage(issue, locale);
      if (name === undefined) formError ??= message;
      else if (!fieldErrors.has(name)) fieldErrors.set(name, message);
    }
    return { kind: 'invalid', fieldErrors, ...(formError ? { formError } : {}) };
  }
  const outcome = await execute(op, input, ctx);
  if (outcome.ok) return { kind: 'result', value: outcome.value, json: outcome.json };
  return refusal(locale === 'es' ? (outcome.es ?? SPANISH_FALLBACK) : outcome.error, locale === 'es' && outcome.es === undefined);
}

/** Said when an operation refuses an input and has no Spanish words for why (a test keeps this from happening). */
const SPANISH_FALLBACK = 'Los datos no son válidos para este cálculo; revisa los valores.';

/** "invoices[2].amount: must be…" → the message beside the field `invoices[2][amount]`; a message without a field tops the form. */
function refusal(message: string, generic: boolean): PageOutcome {
  const match = generic ? null : /^([A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)*): (.+)$/s.exec(message);
  if (!match) return { kind: 'invalid', fieldErrors: new Map(), formError: message };
  const name = match[1]!.replace(/\.([A-Za-z_]\w*)/g, '[$1]');
  return { kind: 'invalid', fieldErrors: new Map([[name, capitalize(match[2]!)]]) };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A schema problem in the page's words, without the field's name (it is shown beside the field). */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  if (locale === 'en') return capitalize(formatIssue({ ...issue, path: [] }).replace(/^body: /, ''));
  const n = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? formatNumber(Number(value), 'es') : String(value));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este dato es obligatorio.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Escribe un número.';
      return 'Este valor no es válido.';
    case 'too_big':
      if (issue.origin === 'string') return `Como máximo ${n(issue.maximum)} caracteres.`;
      if (issue.origin === 'array') return `Como máximo ${n(issue.maximum)} filas.`;
      return issue.inclusive === false ? `Debe ser menor que ${n(issue.maximum)}.` : `Como máximo ${n(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string') return 'No puede estar vacío.';
      if (issue.origin === 'array') return `Hace falta al menos ${n(issue.minimum)} ${Number(issue.minimum) === 1 ? 'fila' : 'filas'}.`;
      return issue.inclusive === false ? `Debe ser mayor que ${n(issue.minimum)}.` : `Como mínimo ${n(issue.minimum)}.`;
    case 'invalid_value':
      return issue.input === undefined ? 'Este dato es obligatorio.' : 'Elige una de las opciones.';
    case 'invalid_format':
      return issue.format === 'regex' && String(issue.pattern).includes('\\d{4}-\\d{2}-\\d{2}') ? 'Escribe una fecha (AAAA-MM-DD).' : 'El formato no es válido.';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${n(issue.divisor)}.`;
    case 'custom':
      // A definition's own rule says it in Spanish as `params.es` beside its English message.
      return typeof issue.params?.es === 'string' ? `${capitalize(issue.params.es)}.` : 'Este valor no es válido.';
    default:
      return 'Este valor no es válido.';
  }
}

import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { defineRun } from '../../core/operation.js';
import { formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { assumptions, computeIssue, FIRST_ISSUE, listRules, publishedRows, resolveIssue, staleLatestWarning, type IssueResult } from './cost-index.js';

const COMPONENT_IDS = ['consumerPrices', 'borrowingCosts', 'irsUnderpaymentRate', 'vehicleMileageRate', 'socialSecurityWageBase'] as const;

/** A real month, YYYY-MM with MM 01–12. */
function isRealMonth(value: string): boolean {
  const month = Number(value.slice(5, 7));
  return month >= 1 && month <= 12;
}

const componentOut = z.strictObject({
  id: z.enum(COMPONENT_IDS).describe('Component id (stable).'),
  name: z.string().describe('What the component measures and who publishes it.'),
  value: z.number().describe('The official figure used for the issue, in unit.'),
  unit: z.enum(['percent', 'USD per mile', 'USD']).describe('Unit of value and of floor and ceiling (percent as published: 3 = 3 %).'),
  periodicity: z
    .enum(['monthly', 'policy rate in force at month end', 'quarterly', 'annual'])
    .describe('How often the figure is set or published; quarterly and annual figures apply to every month they cover.'),
  asOf: z.string().describe('Month (YYYY-MM) or date (YYYY-MM-DD) the value refers to or applies from.'),
  carriedForward: z.boolean().describe('True when no figure was published for the issue month and the latest earlier one is used.'),
  carriedForwardFrom: z.string().nullable().describe('Month (YYYY-MM) the carried-forward value comes from; null when not carried forward.'),
  floor: z.number().describe('Value that scores 0 (a methodology choice, not a fact).'),
  ceiling: z.number().describe('Value that scores 10 (a methodology choice, not a fact).'),
  score: z.number().describe('10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10, rounded to 2 decimals.'),
  weight: z.number().describe('Weight of the score in the reading (a methodology choice); the weights sum to 1.'),
  contribution: z.number().describe('weight × score, exact (up to 4 decimals).'),
  source: z.strictObject({ title: z.string(), url: z.string() }).describe('Where the value was read.'),
  confidence: z.enum(['high', 'medium', 'medium-low']).describe('high: a bls.gov or irs.gov text read; medium: official text republished or reported; medium-low: secondary accounts only.'),
  note: z.string().describe('What exactly was read, or why the value is carried forward.'),
});

const datedValueOut = z.strictObject({
  component: z.enum(COMPONENT_IDS).describe('Component the value belongs to.'),
  date: z.string().describe('Date of the value: the month measured (YYYY-MM), or the day a rate was decided or took effect (YYYY-MM-DD).'),
  value: z.number().describe('The value.'),
  unit: z.enum(['percent', 'USD per mile', 'USD']).describe('Its unit.'),
  what: z.string().describe('What the value is.'),
  sourceUrl: z.string().describe('Where it was read.'),
});

const issueSummaryOut = z.strictObject({
  issue: z.string().describe('Issue (YYYY-MM).'),
  published: z.string().describe('Date (YYYY-MM-DD) the issue became available: the BLS release of its month\'s CPI.'),
  reading: z.number().describe('Reading from 0 to 10, one decimal.'),
  carriedForward: z.boolean().describe('True when a component of this issue uses a value carried forward from an earlier month.'),
});

function breakdownOf(result: IssueResult, locale: Locale): BreakdownItem[] {
  const { t } = textsFor({ locale });
  const n = (value: number) => formatNumber(value, 'es');
  const items: BreakdownItem[] = result.components.map((c) => ({
    item: `${c.id}Contribution`,
    label: t(
      `${c.name}: score ${c.score} (value ${c.value} on ${c.floor}–${c.ceiling}) × weight ${c.weight}`,
      `${c.name}: puntuación ${n(c.score)} (valor ${n(c.value)} en ${n(c.floor)}–${n(c.ceiling)}) × ponderación ${n(c.weight)}`,
    ),
    amount: c.contribution,
  }));
  items.push({
    item: 'weightedSum',
    label: t('Sum of the contributions (index points, unrounded)', 'Suma de las contribuciones (puntos del índice, sin redondear)'),
    amount: result.weightedSum,
  });
  items.push({
    item: 'reading',
    label: t('Reading: the sum rounded to one decimal (half up)', 'Lectura: la suma redondeada a un decimal (la mitad hacia arriba)'),
    amount: result.reading,
  });
  return items;
}

const input = z.strictObject({
  issue: z
    .string()
    .regex(/^\d{4}-\d{2}$/, { message: 'must be a month written YYYY-MM', abort: true })
    .refine(isRealMonth, { message: 'must be a real month (01 to 12)', params: { es: 'debe ser un mes real (de 01 a 12)' } })
    .optional()
    .describe(
      'Month YYYY-MM, from 2025-01. Default: the latest issue.',
    ),
  list: z
    .boolean()
    .optional()
    .describe('true: list every published issue instead; not with issue.'),
});

const output = z.strictObject({
  issue: z.string().optional().describe('The issue returned (YYYY-MM); absent when list is true.'),
  published: z.string().optional().describe('Date (YYYY-MM-DD) the issue became available: the BLS release of its month\'s CPI; absent when list is true.'),
  reading: z.number().optional().describe('The reading, 0 to 10, one decimal: Σ weight × score; absent when list is true.'),
  components: z.array(componentOut).optional().describe('Each component: value, unit, score on its scale, weight and source; absent when list is true.'),
  computedFrom: z.array(datedValueOut).optional().describe('The dated values the issue was computed from; absent when list is true.'),
  issues: z.array(issueSummaryOut).optional().describe('Every published issue, oldest first; present only when list is true.'),
  count: z.number().int().optional().describe('Number of published issues; present only when list is true.'),
  first: z.string().describe('First issue of the index (YYYY-MM).'),
  latest: z.string().describe('Latest published issue (YYYY-MM) on today\'s date.'),
  breakdown: breakdownOut.describe('Each component\'s contribution (weight × score, index points, exact), their sum and the rounded reading; empty when list is true.'),
  assumptions: assumptionsOut,
  warnings: z
    .array(z.string())
    .describe(
      'First, when the latest published issue is more than two months old (the request date is after the last day of the second month ' +
        'after the issue month), a warning saying so; then the values carried forward, and values confirmed only by secondary sources, ' +
        'that the result uses.',
    ),
  rules: rulesOut,
});

export default defineRun({
  id: 'cost-index',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    const today = utcDate(ctx.now());
    const { locale } = textsFor(ctx);
    if (input.list === true && input.issue !== undefined) {
      throw new InputError(
        'list: cannot be combined with issue; omit issue to list every published issue, or omit list to get one issue',
        'list: no se puede combinar con issue; quita issue para ver todos los números publicados, o quita list para obtener un solo número',
      );
    }
    if (input.list === true) {
      const rows = publishedRows(today);
      if (rows.length === 0) {
        throw new InputError(
          `list: no issue is published yet (the first, ${FIRST_ISSUE}, appears with the January 2025 CPI)`,
          `list: aún no se ha publicado ningún número (el primero, el de ${FIRST_ISSUE}, aparece con el IPC de enero de 2025)`,
        );
      }
      const results = rows.map((row) => computeIssue(row, locale));
      const stale = staleLatestWarning(results.at(-1)!.issue, today, locale);
      return {
        issues: results.map((r) => ({ issue: r.issue, published: r.published, reading: r.reading, carriedForward: r.components.some((c) => c.carriedForward) })),
        count: results.length,
        first: FIRST_ISSUE,
        latest: results.at(-1)!.issue,
        breakdown: [],
        assumptions: assumptions(locale),
        warnings: [...(stale ? [stale] : []), ...results.flatMap((r) => r.warnings)],
        rules: listRules(rows),
      };
    }
    const row = resolveIssue(input.issue, today);
    const result = computeIssue(row, locale);
    const latest = publishedRows(today).at(-1)!.issue;
    const stale = staleLatestWarning(latest, today, locale);
    return {
      issue: result.issue,
      published: result.published,
      reading: result.reading,
      components: result.components,
      computedFrom: result.computedFrom,
      first: FIRST_ISSUE,
      latest,
      breakdown: breakdownOf(result, locale),
      assumptions: assumptions(locale),
      warnings: [...(stale ? [stale] : []), ...result.warnings],
      rules: result.rules,
    };
  },
});

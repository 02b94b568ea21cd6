import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { defineOperation } from '../../core/operation.js';
import { formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { costIndexMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { assumptions, computeIssue, FIRST_ISSUE, listRules, publishedRows, resolveIssue, staleLatestWarning, type IssueResult } from './cost-index.js';
import { examples } from './cost-index.examples.js';

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

const METHOD_TEXT = costIndexMethod.map((m) => `${m.id} (${m.floor}–${m.ceiling} ${m.unit}, weight ${m.weight})`).join(', ');

export const input = z.strictObject({
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

export const output = z.strictObject({
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

export default defineOperation({
  id: 'cost-index',
  title: 'US freelance cost index',
  summary: 'A monthly reading from 0 to 10 of what running a US freelance business costs, every component scored, weighted and sourced.',
  agentDescription:
    'Monthly US freelance cost index (0–10) from CPI inflation, the fed funds rate, IRS underpayment and mileage rates and the Social Security wage base, each scored and sourced.',
  description:
    'Returns one published monthly issue of the US freelance cost index, or every issue with list: true. Each issue scores five official ' +
    'figures for its month, in force or published: consumer prices (the BLS CPI-U all items 12-month change), borrowing costs (the upper ' +
    'limit of the FOMC federal funds target range on the last day of the month), the IRS underpayment interest rate for individuals ' +
    '(quarterly), the IRS standard mileage rate for business use (annual) and the Social Security wage base (annual; annual and quarterly ' +
    'figures apply to every month they cover). Each value v is scored on a linear scale between a floor and a ceiling: score = 10 × (v − ' +
    'floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to 2 decimals (half up); the reading is Σ weight × score, rounded to 1 decimal ' +
    `(half up). Scales and weights are methodology choices, not facts: ${METHOD_TEXT}. Issues run from ${FIRST_ISSUE} to the latest month ` +
    'whose BLS CPI release is in the dataset (us-freelance-cost-index); an issue is available from the day of that release. A month with no ' +
    'published CPI (October 2025, when BLS collected no data) carries the September value forward and flags it. issue (YYYY-MM) defaults to ' +
    `the latest published issue; before ${FIRST_ISSUE}, a future month, or a month not yet in the dataset is a 400 naming the latest ` +
    'available issue; list cannot be combined with issue. When the latest published issue is more than two months old (the UTC date ' +
    'of the request is after the last day of the second month after the issue month: May 2026 is current through 31 July 2026), ' +
    'every result warns that the index may not reflect current costs; no later issue is estimated. Health coverage premiums are left out: no official national benchmark premium ' +
    'figure could be verified. Not a forecast and not a personal cost estimate.',
  category: 'us-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Índice de costes del autónomo en EE. UU.',
    summary: 'Una lectura mensual de 0 a 10 de lo que cuesta tener un negocio como autónomo en EE. UU., con cada componente puntuado, ponderado y con fuente.',
  },
  input,
  form: {
    issue: {
      label: { en: 'Issue (YYYY-MM)', es: 'Número (mes, AAAA-MM)' },
      help: {
        es: `Número del índice que quieres ver, un mes escrito AAAA-MM, desde ${FIRST_ISSUE}. Si lo dejas vacío, el último publicado. Un mes futuro o aún no publicado se rechaza indicando el último disponible.`,
        en: `A month written YYYY-MM, from ${FIRST_ISSUE}. Empty: the latest published issue.`,
      },
    },
    list: {
      label: { en: 'List every issue', es: 'Ver todos los números' },
      help: { es: 'Si lo marcas, devuelve todos los números publicados (mes, fecha de publicación y lectura) en lugar de uno solo. No se combina con el número.' },
    },
  },
  page: {
    breakdownFormats: { consumerPricesContribution: 'number', borrowingCostsContribution: 'number', irsUnderpaymentRateContribution: 'number', vehicleMileageRateContribution: 'number', socialSecurityWageBaseContribution: 'number', weightedSum: 'number', reading: 'number' },
    headline: [
      { field: 'reading', label: { en: 'Reading (0 to 10)', es: 'Lectura (de 0 a 10)' }, format: 'number' },
      { field: 'issue', label: { en: 'Issue', es: 'Número (mes)' }, format: 'text' },
    ],
    details: [
      { field: 'published', label: { en: 'Published on', es: 'Publicado el' }, format: 'date' },
      { field: 'first', label: { en: 'First issue', es: 'Primer número' }, format: 'text' },
      { field: 'latest', label: { en: 'Latest published issue', es: 'Último número publicado' }, format: 'text' },
      { field: 'count', label: { en: 'Issues published', es: 'Números publicados' }, format: 'integer' },
    ],
    tables: [
      {
        field: 'components',
        title: { en: 'Components', es: 'Componentes' },
        columns: [
          { field: 'name', label: { en: 'Component', es: 'Componente' }, format: 'text' },
          { field: 'value', label: { en: 'Value', es: 'Valor' }, format: 'number' },
          {
            field: 'unit',
            label: { en: 'Unit', es: 'Unidad' },
            format: 'text',
            choices: {
              percent: { en: '%', es: '%' },
              'USD per mile': { en: 'USD per mile', es: 'US$ por milla' },
              USD: { en: 'USD', es: 'US$' },
            },
          },
          { field: 'asOf', label: { en: 'As of', es: 'Referido a' }, format: 'text' },
          { field: 'floor', label: { en: 'Floor (scores 0)', es: 'Suelo (puntúa 0)' }, format: 'number' },
          { field: 'ceiling', label: { en: 'Ceiling (scores 10)', es: 'Techo (puntúa 10)' }, format: 'number' },
          { field: 'score', label: { en: 'Score', es: 'Puntuación' }, format: 'number' },
          { field: 'weight', label: { en: 'Weight', es: 'Ponderación' }, format: 'number' },
          { field: 'contribution', label: { en: 'Contribution', es: 'Contribución' }, format: 'number' },
          {
            field: 'confidence',
            label: { en: 'Confidence', es: 'Confianza' },
            format: 'text',
            choices: {
              high: { en: 'high', es: 'alta' },
              medium: { en: 'medium', es: 'media' },
              'medium-low': { en: 'medium-low', es: 'media-baja' },
            },
          },
          { field: 'carriedForward', label: { en: 'Carried forward', es: 'Arrastrado' }, format: 'boolean' },
        ],
      },
      {
        field: 'issues',
        title: { en: 'Published issues', es: 'Números publicados' },
        columns: [
          { field: 'issue', label: { en: 'Issue', es: 'Número (mes)' }, format: 'text' },
          { field: 'published', label: { en: 'Published on', es: 'Publicado el' }, format: 'date' },
          { field: 'reading', label: { en: 'Reading', es: 'Lectura' }, format: 'number' },
          { field: 'carriedForward', label: { en: 'A value carried forward', es: 'Con un valor arrastrado' }, format: 'boolean' },
        ],
      },
    ],
  },
  output,
  examples,
  worstCase: () => ({ list: true }),
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

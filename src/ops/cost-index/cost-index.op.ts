import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { defineOperation } from '../../core/operation.js';
import { formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { costIndexMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { assumptions, computeIssue, FIRST_ISSUE, listRules, publishedRows, resolveIssue, type IssueResult } from './cost-index.js';

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

export default defineOperation({
  id: 'cost-index',
  title: 'US freelance cost index',
  summary: 'A monthly reading from 0 to 10 of what running a US freelance business costs, every component scored, weighted and sourced.',
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
    'available issue; list cannot be combined with issue. Health coverage premiums are left out: no official national benchmark premium ' +
    'figure could be verified. Not a forecast and not a personal cost estimate.',
  category: 'us-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Índice de costes del autónomo en EE. UU.',
    summary: 'Una lectura mensual de 0 a 10 de lo que cuesta tener un negocio como autónomo en EE. UU., con cada componente puntuado, ponderado y con fuente.',
  },
  input: z.strictObject({
    issue: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { message: 'must be a month written YYYY-MM', abort: true })
      .refine(isRealMonth, { message: 'must be a real month (01 to 12)', params: { es: 'debe ser un mes real (de 01 a 12)' } })
      .optional()
      .describe(
        `Issue to return, a month written YYYY-MM, from ${FIRST_ISSUE}. Default: the latest published issue. A future month or a month not yet published is a 400 naming the latest available issue.`,
      ),
    list: z
      .boolean()
      .optional()
      .describe('When true, returns every published issue (issue, date published, reading) instead of one issue. Cannot be combined with issue.'),
  }),
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
  output: z.strictObject({
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
    warnings: z.array(z.string()).describe('Values carried forward, and values confirmed only by secondary sources, that the result uses.'),
    rules: rulesOut,
  }),
  examples: [
    {
      title: 'The current issue: on 2026-11-21 the latest published is May 2026',
      input: {},
      output: {
        issue: '2026-05',
        published: '2026-06-10',
        reading: 6.5,
        components: [
          {
            id: 'consumerPrices',
            name: 'Consumer prices: CPI-U all items, 12-month change (BLS)',
            value: 4.2,
            unit: 'percent',
            periodicity: 'monthly',
            asOf: '2026-05',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 0,
            ceiling: 6,
            score: 7,
            weight: 0.4,
            contribution: 2.8,
            source: {
              title: 'BLS — Consumer Price Index news release, May 2026 (June 10, 2026, USDL-26-0824)',
              url: 'https://www.bls.gov/news.release/archives/cpi_06102026.htm',
            },
            confidence: 'high',
            note: 'CPI-U, U.S. city average, all items, not seasonally adjusted, percent change from 12 months earlier as published by BLS. May 2026 release (June 10, 2026): "Over the last 12 months, the all items index increased 4.2 percent before seasonal adjustment". Index 335.123 (BLS Mountain-Plains table).',
          },
          {
            id: 'borrowingCosts',
            name: 'Borrowing costs: federal funds target range, upper limit (FOMC)',
            value: 3.75,
            unit: 'percent',
            periodicity: 'policy rate in force at month end',
            asOf: '2026-05-31',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 0,
            ceiling: 6,
            score: 6.25,
            weight: 0.25,
            contribution: 1.5625,
            source: {
              title: 'macro.events — FOMC press release of April 29, 2026: split hold (summary)',
              url: 'https://macro.events/p/fomc-press-release-split-hold',
            },
            confidence: 'medium-low',
            note: 'Upper limit of the FOMC federal funds target range in force at month end. Held at 3-1/2 to 3-3/4 percent on April 29, 2026 per secondary accounts (macro.events; alphabetastock.com agrees); the statement text itself was not read.',
          },
          {
            id: 'irsUnderpaymentRate',
            name: 'IRS underpayment interest rate, individuals (quarterly)',
            value: 6,
            unit: 'percent',
            periodicity: 'quarterly',
            asOf: '2026-04-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 3,
            ceiling: 9,
            score: 5,
            weight: 0.15,
            contribution: 0.75,
            source: {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
            confidence: 'medium-low',
            note: 'IRB 2026-8 per the source. Also stated by legalclarity.org and by the ONRR (US Dept. of the Interior) rate update for 4/1/2026–6/30/2026. No IRS or newsroom text was found for this quarter; the figure is corroborated only by non-IRS sources. Check it at irs.gov/payments/quarterly-interest-rates.',
          },
          {
            id: 'vehicleMileageRate',
            name: 'IRS standard mileage rate for business use (annual)',
            value: 0.725,
            unit: 'USD per mile',
            periodicity: 'annual',
            asOf: '2026-01-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 0.55,
            ceiling: 0.8,
            score: 7,
            weight: 0.1,
            contribution: 0.7,
            source: {
              title: 'KPMG — IRS Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
            confidence: 'medium',
            note: 'IRS Notice 2026-10 (IR-2025-128): 72.5 cents per mile driven for business use from January 1, 2026.',
          },
          {
            id: 'socialSecurityWageBase',
            name: 'Social Security wage base: earnings subject to the 12.4 % OASDI part of self-employment tax (annual)',
            value: 184500,
            unit: 'USD',
            periodicity: 'annual',
            asOf: '2026-01-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 150000,
            ceiling: 200000,
            score: 6.9,
            weight: 0.1,
            contribution: 0.69,
            source: {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            confidence: 'medium',
            note: 'SSA\'s contribution and benefit base for 2026; Publication 15 (2026) states the same figure ("The social security wage base limit is $184,500."). Checked 2026-11-21 against the wording of the official page as quoted verbatim by independent sources (the page itself was not fetched), hence medium.',
          },
        ],
        computedFrom: [
          {
            component: 'consumerPrices',
            date: '2026-05',
            value: 4.2,
            unit: 'percent',
            what: 'CPI-U all items, 12-month change for 2026-05 (BLS)',
            sourceUrl: 'https://www.bls.gov/news.release/archives/cpi_06102026.htm',
          },
          {
            component: 'borrowingCosts',
            date: '2026-04-29',
            value: 3.75,
            unit: 'percent',
            what: 'Federal funds target range upper limit in force on 2026-05-31, set or kept by the FOMC decision of 2026-04-29',
            sourceUrl: 'https://macro.events/p/fomc-press-release-split-hold',
          },
          {
            component: 'irsUnderpaymentRate',
            date: '2026-04-01',
            value: 6,
            unit: 'percent',
            what: 'IRS underpayment rate for individuals for the quarter beginning 2026-04-01',
            sourceUrl: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
          },
          {
            component: 'vehicleMileageRate',
            date: '2026-01-01',
            value: 0.725,
            unit: 'USD per mile',
            what: 'IRS standard mileage rate for business use from 2026-01-01',
            sourceUrl: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
          },
          {
            component: 'socialSecurityWageBase',
            date: '2026-01-01',
            value: 184500,
            unit: 'USD',
            what: 'Social Security contribution and benefit base for 2026',
            sourceUrl: 'https://www.ssa.gov/oact/cola/cbb.html',
          },
        ],
        first: '2025-01',
        latest: '2026-05',
        breakdown: [
          {
            item: 'consumerPricesContribution',
            label: 'Consumer prices: CPI-U all items, 12-month change (BLS): score 7 (value 4.2 on 0–6) × weight 0.4',
            amount: 2.8,
          },
          {
            item: 'borrowingCostsContribution',
            label: 'Borrowing costs: federal funds target range, upper limit (FOMC): score 6.25 (value 3.75 on 0–6) × weight 0.25',
            amount: 1.5625,
          },
          {
            item: 'irsUnderpaymentRateContribution',
            label: 'IRS underpayment interest rate, individuals (quarterly): score 5 (value 6 on 3–9) × weight 0.15',
            amount: 0.75,
          },
          {
            item: 'vehicleMileageRateContribution',
            label: 'IRS standard mileage rate for business use (annual): score 7 (value 0.725 on 0.55–0.8) × weight 0.1',
            amount: 0.7,
          },
          {
            item: 'socialSecurityWageBaseContribution',
            label: 'Social Security wage base: earnings subject to the 12.4 % OASDI part of self-employment tax (annual): score 6.9 (value 184500 on 150000–200000) × weight 0.1',
            amount: 0.69,
          },
          {
            item: 'weightedSum',
            label: 'Sum of the contributions (index points, unrounded)',
            amount: 6.5025,
          },
          {
            item: 'reading',
            label: 'Reading: the sum rounded to one decimal (half up)',
            amount: 6.5,
          },
        ],
        assumptions: [
          'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
          'Floors, ceilings and weights are methodology choices of ours, not facts from a source: consumerPrices 0–6 percent, weight 0.4; borrowingCosts 0–6 percent, weight 0.25; irsUnderpaymentRate 3–9 percent, weight 0.15; vehicleMileageRate 0.55–0.8 USD per mile, weight 0.1; socialSecurityWageBase 150000–200000 USD, weight 0.1. The guide us-freelance-cost-index-methodology explains each one.',
          'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
          'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
          'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
          'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
          'Health coverage premiums are not a component: no official figure for the national average ACA benchmark premium could be verified (only secondary reports of KFF estimates were found, giving different 2025 figures: $477 and $497 a month), so none is used.',
        ],
        warnings: [
          'borrowingCosts: the 2026-05 value (3.75 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
          'irsUnderpaymentRate: the 2026-05 value (6 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
        ],
        rules: [
          {
            id: 'us-freelance-cost-index',
            name: 'US freelance cost index: the sourced monthly values',
            effective: '2026-05-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'BLS — Consumer Price Index news release, May 2026 (June 10, 2026, USDL-26-0824)',
                url: 'https://www.bls.gov/news.release/archives/cpi_06102026.htm',
              },
              {
                title: 'macro.events — FOMC press release of April 29, 2026: split hold (summary)',
                url: 'https://macro.events/p/fomc-press-release-split-hold',
              },
              {
                title: 'KPMG — IRS Notice 2026-10: standard mileage rates for 2026',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
              },
              {
                title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
                url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
              },
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
          {
            id: 'irs-underpayment-interest-rates',
            name: 'IRS underpayment interest rates by quarter (individuals)',
            effective: '2026-04-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
                url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
              },
            ],
          },
          {
            id: 'us-employer-payroll-taxes',
            name: 'US employer payroll taxes (FICA and FUTA)',
            effective: '2026-01-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
        ],
      },
    },
    {
      title: 'October 2025: consumer prices carried forward from September (BLS collected no October data)',
      input: {
        issue: '2025-10',
      },
      output: {
        issue: '2025-10',
        published: '2025-12-18',
        reading: 5.8,
        components: [
          {
            id: 'consumerPrices',
            name: 'Consumer prices: CPI-U all items, 12-month change (BLS)',
            value: 3,
            unit: 'percent',
            periodicity: 'monthly',
            asOf: '2025-09',
            carriedForward: true,
            carriedForwardFrom: '2025-09',
            floor: 0,
            ceiling: 6,
            score: 5,
            weight: 0.4,
            contribution: 2,
            source: {
              title: 'BLS Mountain-Plains — CPI-U U.S. city average, not seasonally adjusted (edition named in the note)',
              url: 'https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm',
            },
            confidence: 'high',
            note: 'CPI-U, U.S. city average, all items, not seasonally adjusted, percent change from 12 months earlier as published by BLS. CARRIED FORWARD from 2025-09: BLS did not collect October 2025 survey data (lapse in appropriations) and published no October 2025 12-month change; the November 2025 release (December 18, 2025) reported the change over the 2 months from September.',
          },
          {
            id: 'borrowingCosts',
            name: 'Borrowing costs: federal funds target range, upper limit (FOMC)',
            value: 4,
            unit: 'percent',
            periodicity: 'policy rate in force at month end',
            asOf: '2025-10-31',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 0,
            ceiling: 6,
            score: 6.67,
            weight: 0.25,
            contribution: 1.6675,
            source: {
              title: 'Federal Reserve FOMC statement of October 29, 2025 (republished in full)',
              url: 'https://ralphhightower.github.io/blog/2025/10/20251029FederalReserveFOMC.html',
            },
            confidence: 'medium',
            note: 'Upper limit of the FOMC federal funds target range in force at month end. "lower the target range ... by 1/4 percentage point to 3-3/4 to 4 percent" (October 29, 2025).',
          },
          {
            id: 'irsUnderpaymentRate',
            name: 'IRS underpayment interest rate, individuals (quarterly)',
            value: 7,
            unit: 'percent',
            periodicity: 'quarterly',
            asOf: '2025-10-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 3,
            ceiling: 9,
            score: 6.67,
            weight: 0.15,
            contribution: 1.0005,
            source: {
              title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)',
              url: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
            },
            confidence: 'medium',
            note: 'Rev. Rul. 2025-18, IRB 2025-37.',
          },
          {
            id: 'vehicleMileageRate',
            name: 'IRS standard mileage rate for business use (annual)',
            value: 0.7,
            unit: 'USD per mile',
            periodicity: 'annual',
            asOf: '2025-01-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 0.55,
            ceiling: 0.8,
            score: 6,
            weight: 0.1,
            contribution: 0.6,
            source: {
              title: 'KPMG — IRS Notice 2025-5: standard mileage rates for 2025',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2024/12/tnf-notice-2025-5-standard-mileage-rates-2025.html',
            },
            confidence: 'medium',
            note: 'IRS Notice 2025-5 (IR-2024-312): 70 cents per mile driven for business use from January 1, 2025.',
          },
          {
            id: 'socialSecurityWageBase',
            name: 'Social Security wage base: earnings subject to the 12.4 % OASDI part of self-employment tax (annual)',
            value: 176100,
            unit: 'USD',
            periodicity: 'annual',
            asOf: '2025-01-01',
            carriedForward: false,
            carriedForwardFrom: null,
            floor: 150000,
            ceiling: 200000,
            score: 5.22,
            weight: 0.1,
            contribution: 0.522,
            source: {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            confidence: 'medium',
            note: 'SSA\'s contribution and benefit base for 2025; Publication 15 (2025) states the same figure ("The social security wage base limit is $176,100."). Checked 2026-11-21 against the wording of the official page as quoted verbatim by independent sources (the page itself was not fetched), hence medium.',
          },
        ],
        computedFrom: [
          {
            component: 'consumerPrices',
            date: '2025-09',
            value: 3,
            unit: 'percent',
            what: 'CPI-U all items, 12-month change for 2025-09, carried forward to 2025-10: BLS published no figure for 2025-10',
            sourceUrl: 'https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm',
          },
          {
            component: 'borrowingCosts',
            date: '2025-10-29',
            value: 4,
            unit: 'percent',
            what: 'Federal funds target range upper limit in force on 2025-10-31, set or kept by the FOMC decision of 2025-10-29',
            sourceUrl: 'https://ralphhightower.github.io/blog/2025/10/20251029FederalReserveFOMC.html',
          },
          {
            component: 'irsUnderpaymentRate',
            date: '2025-10-01',
            value: 7,
            unit: 'percent',
            what: 'IRS underpayment rate for individuals for the quarter beginning 2025-10-01',
            sourceUrl: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
          },
          {
            component: 'vehicleMileageRate',
            date: '2025-01-01',
            value: 0.7,
            unit: 'USD per mile',
            what: 'IRS standard mileage rate for business use from 2025-01-01',
            sourceUrl: 'https://kpmg.com/us/en/taxnewsflash/news/2024/12/tnf-notice-2025-5-standard-mileage-rates-2025.html',
          },
          {
            component: 'socialSecurityWageBase',
            date: '2025-01-01',
            value: 176100,
            unit: 'USD',
            what: 'Social Security contribution and benefit base for 2025',
            sourceUrl: 'https://www.ssa.gov/oact/cola/cbb.html',
          },
        ],
        first: '2025-01',
        latest: '2026-05',
        breakdown: [
          {
            item: 'consumerPricesContribution',
            label: 'Consumer prices: CPI-U all items, 12-month change (BLS): score 5 (value 3 on 0–6) × weight 0.4',
            amount: 2,
          },
          {
            item: 'borrowingCostsContribution',
            label: 'Borrowing costs: federal funds target range, upper limit (FOMC): score 6.67 (value 4 on 0–6) × weight 0.25',
            amount: 1.6675,
          },
          {
            item: 'irsUnderpaymentRateContribution',
            label: 'IRS underpayment interest rate, individuals (quarterly): score 6.67 (value 7 on 3–9) × weight 0.15',
            amount: 1.0005,
          },
          {
            item: 'vehicleMileageRateContribution',
            label: 'IRS standard mileage rate for business use (annual): score 6 (value 0.7 on 0.55–0.8) × weight 0.1',
            amount: 0.6,
          },
          {
            item: 'socialSecurityWageBaseContribution',
            label: 'Social Security wage base: earnings subject to the 12.4 % OASDI part of self-employment tax (annual): score 5.22 (value 176100 on 150000–200000) × weight 0.1',
            amount: 0.522,
          },
          {
            item: 'weightedSum',
            label: 'Sum of the contributions (index points, unrounded)',
            amount: 5.79,
          },
          {
            item: 'reading',
            label: 'Reading: the sum rounded to one decimal (half up)',
            amount: 5.8,
          },
        ],
        assumptions: [
          'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
          'Floors, ceilings and weights are methodology choices of ours, not facts from a source: consumerPrices 0–6 percent, weight 0.4; borrowingCosts 0–6 percent, weight 0.25; irsUnderpaymentRate 3–9 percent, weight 0.15; vehicleMileageRate 0.55–0.8 USD per mile, weight 0.1; socialSecurityWageBase 150000–200000 USD, weight 0.1. The guide us-freelance-cost-index-methodology explains each one.',
          'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
          'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
          'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
          'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
          'Health coverage premiums are not a component: no official figure for the national average ACA benchmark premium could be verified (only secondary reports of KFF estimates were found, giving different 2025 figures: $477 and $497 a month), so none is used.',
        ],
        warnings: [
          'consumerPrices: the 2025-10 value is carried forward from 2025-09, because BLS collected no October 2025 data and published no figure for 2025-10.',
        ],
        rules: [
          {
            id: 'us-freelance-cost-index',
            name: 'US freelance cost index: the sourced monthly values',
            effective: '2025-10-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'BLS Mountain-Plains — CPI-U U.S. city average, not seasonally adjusted (edition named in the note)',
                url: 'https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm',
              },
              {
                title: 'Federal Reserve FOMC statement of October 29, 2025 (republished in full)',
                url: 'https://ralphhightower.github.io/blog/2025/10/20251029FederalReserveFOMC.html',
              },
              {
                title: 'KPMG — IRS Notice 2025-5: standard mileage rates for 2025',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2024/12/tnf-notice-2025-5-standard-mileage-rates-2025.html',
              },
              {
                title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)',
                url: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
              },
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
          {
            id: 'irs-underpayment-interest-rates',
            name: 'IRS underpayment interest rates by quarter (individuals)',
            effective: '2025-10-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)',
                url: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
              },
            ],
          },
          {
            id: 'us-employer-payroll-taxes',
            name: 'US employer payroll taxes (FICA and FUTA)',
            effective: '2025-01-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
        ],
      },
    },
    {
      title: 'Every published issue',
      input: {
        list: true,
      },
      output: {
        issues: [
          {
            issue: '2025-01',
            published: '2025-02-12',
            reading: 6,
            carriedForward: false,
          },
          {
            issue: '2025-02',
            published: '2025-03-12',
            reading: 5.9,
            carriedForward: false,
          },
          {
            issue: '2025-03',
            published: '2025-04-10',
            reading: 5.6,
            carriedForward: false,
          },
          {
            issue: '2025-04',
            published: '2025-05-13',
            reading: 5.5,
            carriedForward: false,
          },
          {
            issue: '2025-05',
            published: '2025-06-11',
            reading: 5.6,
            carriedForward: false,
          },
          {
            issue: '2025-06',
            published: '2025-07-15',
            reading: 5.8,
            carriedForward: false,
          },
          {
            issue: '2025-07',
            published: '2025-08-12',
            reading: 5.8,
            carriedForward: false,
          },
          {
            issue: '2025-08',
            published: '2025-09-11',
            reading: 5.9,
            carriedForward: false,
          },
          {
            issue: '2025-09',
            published: '2025-10-24',
            reading: 5.9,
            carriedForward: false,
          },
          {
            issue: '2025-10',
            published: '2025-12-18',
            reading: 5.8,
            carriedForward: true,
          },
          {
            issue: '2025-11',
            published: '2025-12-18',
            reading: 5.6,
            carriedForward: false,
          },
          {
            issue: '2025-12',
            published: '2026-01-13',
            reading: 5.5,
            carriedForward: false,
          },
          {
            issue: '2026-01',
            published: '2026-02-13',
            reading: 5.6,
            carriedForward: false,
          },
          {
            issue: '2026-02',
            published: '2026-03-11',
            reading: 5.6,
            carriedForward: false,
          },
          {
            issue: '2026-03',
            published: '2026-04-10',
            reading: 6.2,
            carriedForward: false,
          },
          {
            issue: '2026-04',
            published: '2026-05-12',
            reading: 6.2,
            carriedForward: false,
          },
          {
            issue: '2026-05',
            published: '2026-06-10',
            reading: 6.5,
            carriedForward: false,
          },
        ],
        count: 17,
        first: '2025-01',
        latest: '2026-05',
        breakdown: [],
        assumptions: [
          'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
          'Floors, ceilings and weights are methodology choices of ours, not facts from a source: consumerPrices 0–6 percent, weight 0.4; borrowingCosts 0–6 percent, weight 0.25; irsUnderpaymentRate 3–9 percent, weight 0.15; vehicleMileageRate 0.55–0.8 USD per mile, weight 0.1; socialSecurityWageBase 150000–200000 USD, weight 0.1. The guide us-freelance-cost-index-methodology explains each one.',
          'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
          'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
          'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
          'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
          'Health coverage premiums are not a component: no official figure for the national average ACA benchmark premium could be verified (only secondary reports of KFF estimates were found, giving different 2025 figures: $477 and $497 a month), so none is used.',
        ],
        warnings: [
          'consumerPrices: the 2025-10 value is carried forward from 2025-09, because BLS collected no October 2025 data and published no figure for 2025-10.',
          'borrowingCosts: the 2026-04 value (3.75 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
          'irsUnderpaymentRate: the 2026-04 value (6 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
          'borrowingCosts: the 2026-05 value (3.75 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
          'irsUnderpaymentRate: the 2026-05 value (6 %) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).',
        ],
        rules: [
          {
            id: 'us-freelance-cost-index',
            name: 'US freelance cost index: the sourced monthly values',
            effective: '2025-01-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'BLS — Consumer Price Index news release summary (cpi.nr0.htm; edition named in each figure\'s note)',
                url: 'https://www.bls.gov/news.release/cpi.nr0.htm',
              },
              {
                title: 'BLS — CPI news release, Table 1: CPI-U U.S. city average by expenditure category (edition named in the note)',
                url: 'https://www.bls.gov/news.release/cpi.t01.htm',
              },
              {
                title: 'BLS — Consumer Price Index news release, May 2026 (June 10, 2026, USDL-26-0824)',
                url: 'https://www.bls.gov/news.release/archives/cpi_06102026.htm',
              },
              {
                title: 'BLS — Consumer Price Index home page (edition of December 18, 2025)',
                url: 'https://www.bls.gov/cpi/',
              },
              {
                title: 'BLS Mountain-Plains — CPI-U U.S. city average, not seasonally adjusted (edition named in the note)',
                url: 'https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm',
              },
              {
                title: 'BLS Mid-Atlantic — CPI-U selected areas, all items (edition named in the note)',
                url: 'https://www.bls.gov/regions/mid-atlantic/data/xg-tables/ro3xg01.htm',
              },
              {
                title: 'Idaho Department of Labor — Consumer Price Index (BLS figures for February 2025, republished)',
                url: 'https://lmi.idaho.gov/data-tools/consumer-price-index-2',
              },
              {
                title: 'Forexlive — the December 2024 and January 29, 2025 FOMC statements compared (full text)',
                url: 'https://www.forexlive.com/centralbank/a-comparison-of-the-december-2024january-2025-fomc-statements-20250129/',
              },
              {
                title: 'The January 29 and March 19, 2025 FOMC statements compared (full text)',
                url: 'https://forex.weraven.com/a-look-at-the-changes-in-the-fomc-statements-from-january-to-march',
              },
              {
                title: 'MT Newswires via financetom — the Fed keeps its rate unchanged for a fourth straight meeting (June 18, 2025)',
                url: 'https://www.financetom.com/economy/fed-keeps-interest-rate-unchanged-says-economic-uncertainty-has-dropped-390071.htm',
              },
              {
                title: 'ABA Banking Journal — FOMC holds rates steady (July 30, 2025)',
                url: 'https://bankingjournal.aba.com/2025/07/fomc-holds-rates-steady-3/',
              },
              {
                title: 'KUNA — FOMC statement of September 17, 2025 (quoted)',
                url: 'https://www.kuna.net.kw/ArticlePrintPage.aspx?id=3249022&language=en',
              },
              {
                title: 'Federal Reserve FOMC statement of October 29, 2025 (republished in full)',
                url: 'https://ralphhightower.github.io/blog/2025/10/20251029FederalReserveFOMC.html',
              },
              {
                title: 'Federal Reserve FOMC statement of December 10, 2025 (republished in full)',
                url: 'https://ralphhightower.github.io/blog/2025/12/20251210FederalReserveFOMC.html',
              },
              {
                title: 'Federal Reserve FOMC statement of January 28, 2026 (republished in full)',
                url: 'https://ralphhightower.github.io/blog/2026/01/20260128FederalReserveFOMC.html',
              },
              {
                title: 'Xinhua via The Star — FOMC statement of March 18, 2026 (quoted)',
                url: 'https://www.thestar.com.my/news/world/2026/03/19/1st-ld-us-fed-keeps-interest-rate-unchanged-at-35-375-pct',
              },
              {
                title: 'macro.events — FOMC press release of April 29, 2026: split hold (summary)',
                url: 'https://macro.events/p/fomc-press-release-split-hold',
              },
              {
                title: 'KPMG — IRS Notice 2025-5: standard mileage rates for 2025',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2024/12/tnf-notice-2025-5-standard-mileage-rates-2025.html',
              },
              {
                title: 'KPMG — IRS Notice 2026-10: standard mileage rates for 2026',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
              },
              {
                title: 'NJCPA — IRS interest rates decrease for the first quarter of 2025 (Rev. Rul. 2024-25)',
                url: 'https://njcpa.org/article/2024/11/18/irs-interest-rates-decrease-for-the-first-quarter-of-2025',
              },
              {
                title: 'KPMG — Rev. Rul. 2025-7: interest rates remain the same for second quarter 2025',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/03/rev-rul-2025-7-interest-rates-tax-underpayments-overpayments.html',
              },
              {
                title: 'IRS release IR-2025-59 "Interest rates remain the same for third quarter of 2025", republished verbatim',
                url: 'https://www.einpresswire.com/article/812307551/interest-rates-remain-the-same-for-third-quarter-of-2025',
              },
              {
                title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)',
                url: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
              },
              {
                title: 'IRS — Internal Revenue Bulletin 2025-48 (rates for the quarter beginning January 1, 2026)',
                url: 'https://www.stayexempt.irs.gov/irb/2025-48_IRB',
              },
              {
                title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
                url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
              },
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
          {
            id: 'irs-underpayment-interest-rates',
            name: 'IRS underpayment interest rates by quarter (individuals)',
            effective: '2025-01-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'NJCPA — IRS interest rates decrease for the first quarter of 2025 (Rev. Rul. 2024-25)',
                url: 'https://njcpa.org/article/2024/11/18/irs-interest-rates-decrease-for-the-first-quarter-of-2025',
              },
              {
                title: 'KPMG — Rev. Rul. 2025-7: interest rates remain the same for second quarter 2025',
                url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/03/rev-rul-2025-7-interest-rates-tax-underpayments-overpayments.html',
              },
              {
                title: 'IRS release IR-2025-59 "Interest rates remain the same for third quarter of 2025", republished verbatim',
                url: 'https://www.einpresswire.com/article/812307551/interest-rates-remain-the-same-for-third-quarter-of-2025',
              },
              {
                title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)',
                url: 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html',
              },
              {
                title: 'IRS — Internal Revenue Bulletin 2025-48 (rates for the quarter beginning January 1, 2026)',
                url: 'https://www.stayexempt.irs.gov/irb/2025-48_IRB',
              },
              {
                title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
                url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
              },
            ],
          },
          {
            id: 'us-employer-payroll-taxes',
            name: 'US employer payroll taxes (FICA and FUTA)',
            effective: '2025-01-01',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'SSA — Contribution and benefit base',
                url: 'https://www.ssa.gov/oact/cola/cbb.html',
              },
            ],
          },
        ],
      },
    },
  ],
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
      return {
        issues: results.map((r) => ({ issue: r.issue, published: r.published, reading: r.reading, carriedForward: r.components.some((c) => c.carriedForward) })),
        count: results.length,
        first: FIRST_ISSUE,
        latest: results.at(-1)!.issue,
        breakdown: [],
        assumptions: assumptions(locale),
        warnings: results.flatMap((r) => r.warnings),
        rules: listRules(rows),
      };
    }
    const row = resolveIssue(input.issue, today);
    const result = computeIssue(row, locale);
    return {
      issue: result.issue,
      published: result.published,
      reading: result.reading,
      components: result.components,
      computedFrom: result.computedFrom,
      first: FIRST_ISSUE,
      latest: publishedRows(today).at(-1)!.issue,
      breakdown: breakdownOf(result, locale),
      assumptions: assumptions(locale),
      warnings: result.warnings,
      rules: result.rules,
    };
  },
});

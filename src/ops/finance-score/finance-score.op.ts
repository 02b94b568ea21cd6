import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { InputError } from '../../core/errors.js';
import { amountField, cents, moneyOut, percentField } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { formatDay } from '../../core/display.js';
import type { Localized } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { STATUS_KEY, usFederalIncomeTax, type FilingStatus } from '../../rules/us/us-federal-income-tax.rules.js';
import { usSelfEmploymentTax } from '../../rules/us/us-self-employment-tax.rules.js';
import { usRetirementLimits } from '../../rules/us/us-retirement-limits.rules.js';
import { usHomeOfficeMileage } from '../../rules/us/us-home-office-mileage.rules.js';
import { dayDivisor, quarterLabel, quarterNameEs, ratePeriodFrames } from '../estimated-tax-penalty/estimated-tax-penalty.js';
import {
  AREA_IDS,
  CASH_RESERVE_TARGET_MONTHS,
  CLIENT_SHARE_FULL_SCORE_PCT,
  EXPENSE_TRACKING_SCORE,
  QUARTERLIES_SCORE,
  QUARTERLIES_UNPAID_SHARE,
  WEIGHTS,
  computeTax,
  incomeTaxOn,
  formatNumber,
  formatNumberEs,
  formatPct,
  formatPctEs,
  formatRate,
  formatRateEs,
  formatUsd,
  formatUsdEs,
  formatUsdRate,
  formatUsdRateEs,
  marginalRates,
  penaltyExposure,
  retirementRoom,
  roundTo,
  type AreaId,
  type Bracket,
  type CatchUpTier,
  type Entity,
  type ExpenseTracking,
  type Quarterlies,
  type DeductionRules,
  type RatePeriod,
  type RetirementRules,
  type TaxRules,
} from './finance-score.js';
import { examples } from './finance-score.examples.js';

const GUIDE = '/guides/freelancer-finance-score-method';
/** Largest area of a home office or number of business miles accepted: far above any real figure. */
const MAX_SQFT = 1_000_000;
const MAX_MILES = 1_000_000;

const areaOut = z.strictObject({
  area: z.enum(AREA_IDS as [AreaId, ...AreaId[]]).describe('The area scored.'),
  score: z.number().describe('Score of the area, 0–100, rounded to one decimal.'),
  weight: z.number().describe('Weight of the area in the total score (the weights add up to 100).'),
  finding: z.string().describe('What was found, the figures behind the score, and how the gap was priced (or why it is not).'),
  gapDollarsPerYear: moneyOut('The gap priced in dollars a year from the rules, rounded to cents; 0 where no sourced basis exists to price it.'),
});

/** The areas' names, for the table on the page and the Spanish texts. */
const AREA_NAMES: Readonly<Record<AreaId, Localized>> = {
  estimatedTaxes: { en: 'Estimated taxes', es: 'Pagos a cuenta trimestrales' },
  retirement: { en: 'Retirement', es: 'Jubilación' },
  expenseTracking: { en: 'Expense tracking', es: 'Registro de gastos' },
  deductions: { en: 'Deductions', es: 'Deducciones' },
  clientConcentration: { en: 'Client concentration', es: 'Concentración de clientes' },
  cashReserve: { en: 'Cash reserve', es: 'Colchón de liquidez' },
};
/** Spanish words for the choices, where a Spanish text names them. */
const QUARTERLIES_ES: Readonly<Record<Quarterlies, string>> = { none: 'ninguno', some: 'algunos', all: 'todos' };
const EXPENSE_TRACKING_ES: Readonly<Record<ExpenseTracking, string>> = { none: 'ninguno', manual: 'a mano', software: 'con programa' };
const ENTITY_ES: Readonly<Record<Entity, string>> = { sole: 'empresario individual', llc: 'LLC unipersonal', scorp: 'sociedad S' };
const CATCH_UP_TIER_ES: Readonly<Record<CatchUpTier, string>> = { none: 'ninguna', age50: '50 años o más', age60to63: 'de 60 a 63 años' };
/** How each filing status is named in the texts. */
const STATUS_EN: Readonly<Record<FilingStatus, string>> = { single: 'single', marriedJointly: 'married filing jointly', headOfHousehold: 'head of household' };
const STATUS_ES: Readonly<Record<FilingStatus, string>> = {
  single: 'soltero',
  marriedJointly: 'casados en declaración conjunta',
  headOfHousehold: 'cabeza de familia',
};

const ratePct = (description: string) => z.number().describe(`${description} Percent, rounded to 4 decimals.`);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export const input = z.strictObject({
  netProfit: amountField('Schedule C net profit for the year, USD.'),
  otherIncome: amountField('Other taxable income that is not wages (interest, a pension), USD.').optional(),
  filingStatus: z
    .enum(['single', 'marriedJointly', 'headOfHousehold'])
    .default('single')
    .describe(
      'Federal filing status; with marriedJointly, otherIncome includes the spouse’s.',
    ),
  age: z.number().int().min(0).max(130).optional().describe('Age at year end; sets the retirement catch-up. Absent: no catch-up.'),
  entity: z.enum(['sole', 'llc', 'scorp']).default('sole').describe('sole proprietor, llc (single-member, disregarded) or scorp.'),
  quarterlies: z.enum(['none', 'some', 'all']).default('none').describe('Estimated-tax installments paid on time this year.'),
  retirementContributed: amountField('Pre-tax USD put (or to be put) in a solo retirement plan for this year.').optional(),
  expenseTracking: z.enum(['none', 'manual', 'software']).default('none').describe('How business expenses are tracked (manual: spreadsheet or paper).'),
  homeOfficeSqft: z.number().min(0).max(MAX_SQFT).optional().describe('Square feet used regularly and exclusively for business. Absent: none.'),
  homeOfficeClaimed: z.boolean().optional().describe('Home office already deducted in netProfit.'),
  businessMiles: z.number().min(0).max(MAX_MILES).optional().describe('Business miles driven this year.'),
  mileageLogged: z.boolean().optional().describe('Miles logged and deducted in netProfit.'),
  topClientPct: percentField('Largest client’s share of billing, percent. Absent: scores 0.').optional(),
  monthlyExpenses: amountField('Personal plus business spending per month, USD (above 0). Absent: reserve scores 0.').optional(),
  cashReserve: amountField('Cash reserve outside the business, USD.').optional(),
});

export const output = z.strictObject({
  taxYear: z.number().int().describe('Tax year scored: the calendar year of the request date (UTC).'),
  filingStatus: z.enum(['single', 'marriedJointly', 'headOfHousehold']).describe('The filing status used.'),
  score: z.number().describe('Total readiness score, 0–100: Σ weight × area score ÷ 100, rounded to one decimal.'),
  areas: z.array(areaOut).describe('The six areas in order: estimatedTaxes, retirement, expenseTracking, deductions, clientConcentration, cashReserve.'),
  totalGapDollarsPerYear: moneyOut('Sum of the areas\' priced gaps, in dollars a year.'),
  marginalRates: z
    .strictObject({
      federalIncomeTaxPct: ratePct('Bracket rate of the last dollar of taxable income (0 with no taxable income).'),
      qualifiedBusinessIncomeDeductionPct: ratePct(
        'Share of one more dollar of qualified business income that the §199A deduction takes off taxable income: 20 while the 20 % rule applies, 0 under the $400 minimum or with no deduction, the phase-in slope (negative) inside the phase-in range.',
      ),
      selfEmploymentTaxPct: ratePct('Self-employment tax on the last dollar of profit: 92.35 % × 15.3 % up to the wage base, 92.35 % × 2.9 % above, 0 under $400 of net earnings.'),
      additionalMedicareTaxPct: ratePct('Additional Medicare Tax on the last dollar of profit: 92.35 % × 0.9 % above the threshold of the filing status ($200,000; $250,000 married filing jointly), else 0.'),
      halfSeTaxOffsetPct: ratePct('Income tax given back because half the self-employment tax saved was deductible: federal × (1 − §199A share) × self-employment × 50 %.'),
      businessDeductionPct: ratePct('Tax saved by one dollar of business deduction: self-employment + Additional Medicare + federal × (1 − §199A share) − offset.'),
      retirementContributionPct: ratePct('Tax deferred by one dollar of retirement contribution for yourself: federal × (1 − §199A share), income tax only.'),
    })
    .describe('Marginal rates used to price the gaps.'),
  entityReview: z
    .strictObject({
      entity: z.enum(['sole', 'llc', 'scorp']).describe('The entity given.'),
      selfEmploymentTax: moneyOut('Self-employment tax on this profit, in dollars: what an S-corporation election could partly move off payroll tax.'),
      finding: z.string().describe('Whether an S-corporation election may be worth a look and why it is not priced. Not scored.'),
    })
    .describe('Entity choice: a note, not a scored area.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('What needs attention: unanswered areas, rates with weak sources, deductions that cross a rate edge, an S corporation, contributions above the room.'),
  rules: rulesOut,
});

export default defineOperation({
  id: 'finance-score',
  title: 'Freelancer finance readiness score (US)',
  summary:
    'Scores a US freelancer\'s tax and money habits out of 100 across six weighted areas and prices each gap in dollars a year from the federal rules of the year.',
  agentDescription:
    'Scores a US self-employed person’s tax and money habits out of 100 in six weighted areas and prices each gap in dollars a year with this year’s federal tax rules.',
  description:
    'A readiness score out of 100 for a US self-employed person, federal taxes only, for a single filer, a married couple filing ' +
    'jointly or a head of household (filingStatus, default single). TAX MODEL (rules in force on the UTC date of the request; tax year ' +
    '= that calendar year): net earnings NE = 92.35 % × netProfit; self-employment tax = 12.4 % × min(NE, Social Security wage base: ' +
    '$184,500 in 2026) + 2.9 % × NE, or 0 when NE < $400; Additional Medicare Tax = 0.9 % × (NE − threshold) when positive (threshold ' +
    '$200,000 single or head of household, $250,000 married filing jointly, the spouse taken to have no wages or self-employment ' +
    'income); AGI = netProfit + otherIncome − 50 % of the self-employment tax − retirementContributed (taken as pre-tax, at most the ' +
    'retirement room below); taxable income before the QBI deduction T = AGI − the standard deduction (2026: $16,100 single, $32,200 ' +
    'married filing jointly, $24,150 head of household), not below 0; QUALIFIED BUSINESS INCOME DEDUCTION (IRC §199A, made permanent ' +
    'by P.L. 119-21): QBI = netProfit − 50 % of the self-employment tax − the retirement contributions deducted (a sole proprietorship ' +
    'in which you materially participate, with no W-2 wages paid and no qualified property; self-employed health insurance is not ' +
    'asked); at or below the threshold (2026: $201,750, $403,500 married filing jointly) the deduction is the smaller of 20 % × QBI and ' +
    '20 % × T; above it the 20 % × QBI phases down linearly to 0 over the phase-in range ($75,000, $150,000 married filing jointly, from ' +
    '2026), as the W-2 wage and property limit of a business with neither requires (a warning gives the smaller figure of a specified ' +
    'service business); from 2026 it is at least $400 when QBI is $1,000 or more (§199A(i)); taxable income = T − the deduction, not ' +
    'below 0; income tax by the table of the filing status (10/12/22/24/32/35/37 %; 2026 single tops $12,400, $50,400, $105,700, ' +
    '$201,775, $256,225, $640,600; married filing jointly $24,800, $100,800, $211,400, $403,550, $512,450, $768,700; head of household ' +
    '$17,700, $67,450, $105,700, $201,750, $256,200, $640,600; Rev. Proc. 2025-32); total tax = income tax + self-employment tax + ' +
    'Additional Medicare Tax. otherIncome is treated as ordinary income that is not wages (no withholding, no Social Security wages). ' +
    'Not modelled: credits, itemizing, the additional standard deduction at 65, state taxes. MARGINAL RATES (of the last dollar: ' +
    'taxable income exactly at a bracket top uses that bracket; NE exactly at the wage base still bears 12.4 %): t = the bracket rate ' +
    'of taxable income (0 with none); q = the share of one more dollar of QBI the §199A deduction takes off taxable income (20 % while ' +
    'the 20 % rule binds, 0 under the $400 minimum or with no deduction, the phase-in slope 20 % × (1 − share of the range used) − 20 % × ' +
    'QBI ÷ range inside the range); s = 0.9235 × 15.3 % while NE ≤ the wage base, 0.9235 × 2.9 % above, 0 under $400; a = 0.9235 × 0.9 % ' +
    'above the Additional Medicare threshold; business deduction rate = s + a + t × (1 − q) × (1 − s ÷ 2) (the half of SE tax saved was ' +
    'deductible, so income tax gives back t × (1 − q) × s ÷ 2); retirement contribution rate = t × (1 − q) (contributions for yourself ' +
    'are deducted on Schedule 1, not on Schedule C, so they do not cut SE tax, but they lower QBI). Gaps are priced at these rates; when ' +
    'a gap is large enough to cross a bracket edge, a §199A edge, the wage base or the $400 floor, a warning gives its exact value (the ' +
    'tax recomputed with the gap closed). AREAS (weights: estimated taxes 25, retirement 20, expense tracking 15, ' +
    'deductions 15, client concentration 10, cash reserve 15; weights and the scoring thresholds below are OUR JUDGMENT, not rules of ' +
    'any authority): (1) Estimated taxes — score none 0, some 50, all 100, or 100 when the total tax is under $1,000 (no penalty, ' +
    'IRC §6654(e)(1)); gap = the penalty exposure: required annual payment R = 90 % of the total tax (the current-year safe harbor; ' +
    'the prior-year one is unknown here), each installment R ÷ 4 unpaid from its due date (Apr 15, Jun 15, Sep 15, Jan 15) to April 15 ' +
    'of the next year (365, 304, 212 and 90 days for 2026), at the IRS underpayment rate of each Form 2210 rate period (Apr 16–Jun 30, ' +
    'Jul 1–Sep 30, Oct 1–Dec 31 at the tax year\'s 2nd, 3rd and 4th quarter rates; Jan 1–Apr 15 at the next year\'s 1st quarter rate; a ' +
    'quarter not yet in the dataset carries the last known rate forward, with a warning), simple interest over the days of the ' +
    'period\'s year; "some" is read as half of R paid on time (half the exposure), "all" as none. (2) Retirement — room in a ' +
    'one-participant 401(k): compensation C = netProfit − the deductible half of SE ' +
    'tax; employee deferral min($24,500, C) + employer part 25 % ÷ 125 % = 20 % × C, together at most the §415(c) $72,000 and at most C; ' +
    'plus the catch-up for age at year end (50 or over $8,000; 60 to 63 $11,250; no age given: none) within what C leaves; score = 100 ' +
    '× min(1, retirementContributed ÷ room) (100 when there is no room); gap = max(0, room − retirementContributed) × t × (1 − q). (3) Expense ' +
    'tracking — none 0, manual 75, software 100; not priced (no sourced basis). (4) Deductions — simplified home office = $5 × ' +
    'homeOfficeSqft, at most $1,500 (300 sq ft), and when not claimed at most the profit left after unclaimed mileage (gross income ' +
    'limitation); mileage = businessMiles × 72.5 ¢ (2026); a home office counts as captured when homeOfficeClaimed is true, miles when ' +
    'mileageLogged is true (logged miles are taken as deducted in netProfit; unlogged ones cannot be substantiated); score = 100 × ' +
    'captured ÷ total (100 when there is nothing to capture); gap = uncaptured × the business deduction rate. A mid-2026 rate of 76 ¢ ' +
    'reported by third parties could not be verified in an IRS text and is not applied. (5) Client concentration — topClientPct ≤ 25 ' +
    'scores 100, falling linearly to 0 at 100 %; not priced. (6) Cash reserve — months = cashReserve ÷ monthlyExpenses; score = 100 × ' +
    'min(1, months ÷ 6); not priced (the shortfall is stated in the finding). An area whose input is missing scores 0 and is named in ' +
    'warnings (the score measures what you have shown to be in place). TOTAL score = Σ weight × area score ÷ 100. ENTITY: not scored; ' +
    'entityReview states the self-employment tax at stake and that an S-corporation election may be worth a look, without a dollar ' +
    'threshold and unpriced, because the saving depends on a reasonable salary and on costs this tool does not know; for entity scorp ' +
    'the figures treat the whole profit as self-employment income (an upper bound). YEARS: the figures of the request\'s year; for 2027 ' +
    'the statutory figures (rates, the §199A structure) are in and the indexed ones not yet published (brackets, standard deduction, ' +
    '§199A threshold and minimum, wage base, plan limits, mileage, underpayment rates) repeat 2026\'s, each named in a warning. Defaults: ' +
    'filingStatus single, entity sole, quarterlies none, ' +
    'expenseTracking none; missing amounts count as 0, a missing age as under 50, a missing homeOfficeClaimed or mileageLogged as false. ' +
    'netProfit must not be negative (a loss is out of scope); monthlyExpenses, when given, must be more than 0. Amounts are computed at ' +
    'full precision and rounded to cents only in the output; scores are rounded to one decimal and rates to four. Method and worked ' +
    `example: ${GUIDE}.`,
  category: 'us-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Puntuación de preparación financiera del autónomo (EE. UU.)',
    summary:
      'Puntúa sobre 100 los hábitos fiscales y financieros de un autónomo en EE. UU. en seis áreas ponderadas y valora cada carencia en dólares al año con las normas federales del año.',
  },
  input,
  form: {
    netProfit: {
      label: { en: 'Net profit (Schedule C) ($)', es: 'Beneficio neto (Schedule C) (US$)' },
      help: { es: 'Beneficio neto del año según el Schedule C, en dólares, después de los gastos de la actividad que ya deduces (0 o más; no se admiten pérdidas).' },
    },
    otherIncome: {
      label: { en: 'Other taxable income ($)', es: 'Otros ingresos sujetos a impuesto (US$)' },
      help: { es: 'Otros ingresos sujetos a impuesto, en dólares (intereses, una pensión…), tratados como renta ordinaria no salarial. Si lo dejas vacío, 0.' },
    },
    filingStatus: {
      label: { en: 'Filing status', es: 'Forma de declarar' },
      help: {
        es:
          'Cómo presentas la declaración federal: soltero, casados en declaración conjunta (entonces «otros ingresos» incluye los de tu ' +
          'cónyuge) o cabeza de familia. Fija los tramos, la deducción estándar y los umbrales. Por defecto, soltero.',
        en: 'Single, married filing jointly (then other income includes your spouse\'s) or head of household. Sets the brackets, the standard deduction and the thresholds. Default: single.',
      },
      choices: {
        single: { en: 'Single', es: 'Soltero' },
        marriedJointly: { en: 'Married filing jointly', es: 'Casados, declaración conjunta' },
        headOfHousehold: { en: 'Head of household', es: 'Cabeza de familia' },
      },
    },
    age: {
      label: { en: 'Age at year end', es: 'Edad a final de año' },
      help: { es: 'Edad al final del año, en años cumplidos; decide la aportación adicional a la jubilación por edad (50 o más; de 60 a 63). Si la dejas vacía, no hay aportación adicional.' },
    },
    entity: {
      label: { en: 'Business structure', es: 'Forma jurídica' },
      help: {
        es: 'Forma jurídica del negocio: empresario individual, LLC unipersonal que tributa como empresario individual, o sociedad S. Por defecto, empresario individual.',
        en: 'Sole proprietor, a single-member LLC taxed as one, or an S corporation. Default: sole proprietor.',
      },
      choices: {
        sole: { en: 'Sole proprietor', es: 'Empresario individual' },
        llc: { en: 'Single-member LLC', es: 'LLC unipersonal' },
        scorp: { en: 'S corporation', es: 'Sociedad S' },
      },
    },
    quarterlies: {
      label: { en: 'Quarterly payments on time', es: 'Pagos trimestrales a tiempo' },
      help: { es: 'Pagos a cuenta trimestrales del impuesto estimado hechos a tiempo este año: ninguno, algunos o los cuatro. Por defecto, ninguno.' },
      choices: {
        none: { en: 'None', es: 'Ninguno' },
        some: { en: 'Some', es: 'Algunos' },
        all: { en: 'All four', es: 'Los cuatro' },
      },
    },
    retirementContributed: {
      label: { en: 'Retirement contributions ($)', es: 'Aportaciones a la jubilación (US$)' },
      help: { es: 'Dólares ya aportados (o que aportarás por este año) a un plan de jubilación individual, antes de impuestos. Si lo dejas vacío, 0.' },
    },
    expenseTracking: {
      label: { en: 'How you track expenses', es: 'Cómo registras los gastos' },
      help: { es: 'Cómo registras los gastos del negocio: nada, a mano (hoja de cálculo, papel) o con un programa. Por defecto, nada.' },
      choices: {
        none: { en: 'Not tracked', es: 'No los registro' },
        manual: { en: 'By hand', es: 'A mano' },
        software: { en: 'In software', es: 'Con un programa' },
      },
    },
    homeOfficeSqft: {
      label: { en: 'Home office (sq ft)', es: 'Despacho en casa (pies cuadrados)' },
      help: { es: 'Pies cuadrados de la vivienda usados de forma habitual y exclusiva para el negocio (de 0 a 1.000.000). Si lo dejas vacío, sin despacho.' },
    },
    homeOfficeClaimed: {
      label: { en: 'Home office already deducted', es: 'Despacho ya deducido' },
      help: { es: 'Si el despacho en casa ya está deducido en el beneficio neto. Si no lo indicas, no.', en: 'Whether the home office is already deducted in your net profit. Not given: no.' },
    },
    businessMiles: {
      label: { en: 'Business miles this year', es: 'Millas profesionales este año' },
      help: { es: 'Millas recorridas este año por motivos profesionales (de 0 a 1.000.000). Si lo dejas vacío, ninguna.' },
    },
    mileageLogged: {
      label: { en: 'Miles logged', es: 'Millas registradas' },
      help: { es: 'Si esas millas están registradas (y, por tanto, deducidas en el beneficio neto). Si no lo indicas, no.', en: 'Whether those miles are logged (and so deducted in your net profit). Not given: no.' },
    },
    topClientPct: {
      label: { en: 'Largest client share (%)', es: 'Peso del mayor cliente (%)' },
      help: { es: 'Parte de la facturación que viene de tu mayor cliente, en porcentaje (de 0 a 100). Si lo dejas vacío, el área puntúa 0.' },
    },
    monthlyExpenses: {
      label: { en: 'Monthly spending ($)', es: 'Gasto mensual (US$)' },
      help: { es: 'Gasto personal y del negocio al mes, en dólares (más de 0). Si lo dejas vacío, el área del colchón de liquidez puntúa 0.' },
    },
    cashReserve: {
      label: { en: 'Cash reserve ($)', es: 'Colchón de liquidez (US$)' },
      help: { es: 'Reserva de efectivo que tienes fuera del negocio, en dólares. Si lo dejas vacío, 0.' },
    },
  },
  page: {
    currency: 'USD',
    headline: [
      { field: 'score', label: { en: 'Readiness score (out of 100)', es: 'Puntuación (sobre 100)' }, format: 'number' },
      { field: 'totalGapDollarsPerYear', label: { en: 'Priced gaps a year', es: 'Carencias valoradas al año' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Ejercicio fiscal' }, format: 'text' },
      {
        field: 'filingStatus',
        label: { en: 'Filing status', es: 'Forma de declarar' },
        format: 'text',
        choices: {
          single: { en: 'Single', es: 'Soltero' },
          marriedJointly: { en: 'Married filing jointly', es: 'Casados, declaración conjunta' },
          headOfHousehold: { en: 'Head of household', es: 'Cabeza de familia' },
        },
      },
      { field: 'marginalRates.federalIncomeTaxPct', label: { en: 'Federal income tax bracket', es: 'Tramo del impuesto federal sobre la renta' }, format: 'percent' },
      {
        field: 'marginalRates.qualifiedBusinessIncomeDeductionPct',
        label: { en: '§199A deduction per $1 of business income', es: 'Deducción §199A por cada dólar de rendimiento' },
        format: 'percent',
      },
      { field: 'marginalRates.selfEmploymentTaxPct', label: { en: 'Self-employment tax, marginal', es: 'Impuesto de autónomos, marginal' }, format: 'percent' },
      { field: 'marginalRates.additionalMedicareTaxPct', label: { en: 'Additional Medicare Tax, marginal', es: 'Additional Medicare Tax, marginal' }, format: 'percent' },
      { field: 'marginalRates.halfSeTaxOffsetPct', label: { en: 'Offset for the deductible half', es: 'Compensación por la mitad deducible' }, format: 'percent' },
      { field: 'marginalRates.businessDeductionPct', label: { en: 'Saved per $1 of deduction', es: 'Ahorro por cada dólar deducido' }, format: 'percent' },
      { field: 'marginalRates.retirementContributionPct', label: { en: 'Deferred per $1 contributed', es: 'Diferido por cada dólar aportado' }, format: 'percent' },
      { field: 'entityReview.selfEmploymentTax', label: { en: 'Self-employment tax at stake', es: 'Impuesto de autónomos en juego' }, format: 'money' },
      { field: 'entityReview.finding', label: { en: 'Business structure', es: 'Forma jurídica' }, format: 'text' },
    ],
    tables: [
      {
        field: 'areas',
        title: { en: 'The six areas', es: 'Las seis áreas' },
        columns: [
          { field: 'area', label: { en: 'Area', es: 'Área' }, format: 'text', choices: AREA_NAMES },
          { field: 'score', label: { en: 'Score (0–100)', es: 'Puntuación (0–100)' }, format: 'number' },
          { field: 'weight', label: { en: 'Weight', es: 'Peso' }, format: 'integer' },
          { field: 'finding', label: { en: 'Finding', es: 'Qué hemos visto' }, format: 'text' },
          { field: 'gapDollarsPerYear', label: { en: 'Gap a year', es: 'Carencia al año' }, format: 'money' },
        ],
      },
    ],
  },
  output,
  examples,
  worstCase: () => ({
    netProfit: 1_000_000_000_000,
    filingStatus: 'marriedJointly' as const,
    otherIncome: 1_000_000_000_000,
    age: 61,
    entity: 'scorp' as const,
    quarterlies: 'some' as const,
    retirementContributed: 1_000_000_000_000,
    expenseTracking: 'manual' as const,
    homeOfficeSqft: MAX_SQFT,
    homeOfficeClaimed: false,
    businessMiles: MAX_MILES,
    mileageLogged: false,
    topClientPct: 100,
    monthlyExpenses: 1_000_000_000_000,
    cashReserve: 1_000_000_000_000,
  }),
  run: (input, ctx) => {
    const today = utcDate(ctx.now());
    const taxYear = Number(today.slice(0, 4));
    if (input.monthlyExpenses === 0) {
      throw new InputError(
        'monthlyExpenses: must be more than 0 when given (it divides the cash reserve)',
        'monthlyExpenses: si se indica, debe ser mayor que 0 (divide el colchón de liquidez)',
      );
    }

    // --- Rules in force on the request date ---------------------------------------------------------------------------
    const rulesApplied = new RulesApplied(ctx.locale);
    const fitVersion = rulesApplied.at(usFederalIncomeTax, today);
    const seVersion = rulesApplied.at(usSelfEmploymentTax, today);
    const payrollVersion = rulesApplied.at(usEmployerPayrollTaxes, today);
    const retirementVersion = rulesApplied.at(usRetirementLimits, today);
    const deductionVersion = rulesApplied.at(usHomeOfficeMileage, today);
    const fit = fitVersion.values;
    const se = seVersion.values;
    const { filingStatus } = input;
    const status = STATUS_KEY[filingStatus];
    const joint = filingStatus === 'marriedJointly';
    const statusEn = STATUS_EN[filingStatus];
    const statusEs = STATUS_ES[filingStatus];
    const fitYear = Number(fitVersion.effective.slice(0, 4));

    const brackets: Bracket[] = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      ratePct: fit[`bracket${n}RatePct` as keyof typeof fit].value,
      top: n < 7 ? fit[`bracket${n}Top${status}` as keyof typeof fit].value : Infinity,
    }));
    const taxRules: TaxRules = {
      standardDeduction: fit[`standardDeduction${status}`].value,
      brackets,
      netEarningsFactorPct: se.netEarningsFactorPct.value,
      seMinimumNetEarnings: se.minimumNetEarnings.value,
      seSocialSecurityPct: se.socialSecurityRatePct.value,
      seMedicarePct: se.medicareRatePct.value,
      seDeductibleSharePct: se.deductibleSharePct.value,
      socialSecurityWageBase: payrollVersion.values.socialSecurityWageBase.value,
      additionalMedicarePct: se.additionalMedicareRatePct.value,
      additionalMedicareThreshold: (joint ? se.additionalMedicareThresholdMarriedJointly : se.additionalMedicareThresholdSingle).value,
      qbi: {
        ratePct: fit.qbiDeductionRatePct.value,
        threshold: (joint ? fit.qbiThresholdMarriedJointly : fit.qbiThresholdOther).value,
        phaseInRange: (joint ? fit.qbiPhaseInRangeJoint : fit.qbiPhaseInRangeOther).value,
        minimumDeduction: fit.qbiMinimumDeduction.value,
        minimumQualifiedIncome: fit.qbiMinimumQualifiedIncome.value,
      },
    };
    const rv = retirementVersion.values;
    const retirementRules: RetirementRules = {
      electiveDeferralLimit: rv.electiveDeferralLimit.value,
      catchUpLimit: rv.catchUpLimit.value,
      enhancedCatchUpLimit: rv.enhancedCatchUpLimit.value,
      catchUpMinAge: rv.catchUpMinAge.value,
      enhancedCatchUpMinAge: rv.enhancedCatchUpMinAge.value,
      enhancedCatchUpMaxAge: rv.enhancedCatchUpMaxAge.value,
      annualAdditionsLimit: rv.annualAdditionsLimit.value,
      employerContributionPct: rv.employerContributionPct.value,
    };
    const dv = deductionVersion.values;
    const deductionRules: DeductionRules = {
      homeOfficeRatePerSqFt: dv.homeOfficeRatePerSqFt.value,
      homeOfficeMaxDeduction: dv.homeOfficeMaxDeduction.value,
      businessMileageRate: dv.businessMileageRate.value,
    };

    // --- Inputs and defaults ----------------------------------------------------------------------------------------------
    const { netProfit, entity, quarterlies, expenseTracking } = input;
    const otherIncome = input.otherIncome ?? 0;
    const contributed = input.retirementContributed ?? 0;
    const sqft = input.homeOfficeSqft ?? 0;
    const miles = input.businessMiles ?? 0;
    const homeOfficeClaimed = input.homeOfficeClaimed ?? false;
    const mileageLogged = input.mileageLogged ?? false;
    const cashReserve = input.cashReserve ?? 0;

    // The self-employment tax does not depend on retirement contributions, so the room can be found first; the
    // contributions made (up to the room) then lower AGI and the qualified business income.
    const room = retirementRoom(netProfit, computeTax(netProfit, otherIncome, 0, taxRules).deductibleHalf, input.age, retirementRules);
    const retirementDeduction = Math.min(contributed, room.total);
    const tax = computeTax(netProfit, otherIncome, retirementDeduction, taxRules);
    const m = marginalRates(tax, taxRules);
    const warnings: string[] = [];
    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t } = textsFor(ctx);
    const day = (iso: string) => formatDay(iso, 'es');
    const quarterliesEs = QUARTERLIES_ES[quarterlies];
    const retirementYear = Number(retirementVersion.effective.slice(0, 4));
    const yearNote = retirementYear === taxYear ? `${taxYear}` : `${taxYear} (the ${retirementYear} limits, the latest published)`;
    const yearNoteEs = retirementYear === taxYear ? `${taxYear}` : `${taxYear} (con los límites de ${retirementYear}, los últimos publicados)`;
    const minimumBalance = fit.estimatedTaxMinimumBalance.value;
    const safeHarborPct = fit.estimatedTaxCurrentYearPct.value;
    const wageBase = taxRules.socialSecurityWageBase;
    const factorPct = taxRules.netEarningsFactorPct;
    const q = tax.qbi;
    const qr = taxRules.qbi;

    // --- §199A above its threshold ----------------------------------------------------------------------------------------
    if (q.qualifiedBusinessIncome > 0 && q.phaseInShare > 0) {
      const end = qr.threshold + qr.phaseInRange;
      const sstbTaxable = Math.max(0, tax.taxableBeforeQbi - q.specifiedServiceDeduction);
      const sstbMore = incomeTaxOn(sstbTaxable, brackets) - tax.incomeTax;
      const minimumText = qr.minimumDeduction > 0 && q.regime === 'minimum' ? t(` (the ${formatUsd(qr.minimumDeduction)} minimum)`, ` (el mínimo de ${formatUsdEs(qr.minimumDeduction)})`) : '';
      warnings.push(
        t(
          `Your taxable income before the qualified business income deduction, ${formatUsd(tax.taxableBeforeQbi)}, is above the §199A ` +
            `threshold of ${formatUsd(qr.threshold)} (${statusEn}, ${fitYear}): a business with no W-2 wages and no qualified property ` +
            `loses the 20 % deduction linearly up to ${formatUsd(end)}, so it is ${formatUsd(q.deduction)} here${minimumText}, not ` +
            `${formatUsd(Math.min(q.fullComponent, q.incomeLimit))}. If yours is a specified service business (consulting, health, law, ` +
            `accounting, financial services, performing arts…) it is ${formatUsd(q.specifiedServiceDeduction)} and the income tax ` +
            `${formatUsd(sstbMore)} more; W-2 wages you pay or qualified property would raise it. Form 8995-A gives the exact figure.`,
          `Tu base imponible antes de la deducción por rendimientos empresariales cualificados, ${formatUsdEs(tax.taxableBeforeQbi)}, ` +
            `supera el umbral del §199A de ${formatUsdEs(qr.threshold)} (${statusEs}, ${fitYear}): una actividad sin salarios W-2 ni bienes ` +
            `afectos pierde la deducción del 20 % en línea recta hasta ${formatUsdEs(end)}, así que aquí es de ${formatUsdEs(q.deduction)}${minimumText}, ` +
            `no de ${formatUsdEs(Math.min(q.fullComponent, q.incomeLimit))}. Si la tuya es una actividad de servicios profesionales ` +
            `(consultoría, salud, derecho, contabilidad, servicios financieros, artes escénicas…) es de ${formatUsdEs(q.specifiedServiceDeduction)} ` +
            `y el impuesto sobre la renta, ${formatUsdEs(sstbMore)} mayor; pagar salarios W-2 o tener bienes afectos la aumentaría. El formulario 8995-A da la cifra exacta.`,
        ),
      );
    }

    // --- (1) Estimated taxes ------------------------------------------------------------------------------------------------
    const needsEstimates = tax.totalTax >= minimumBalance;
    const requiredAnnual = needsEstimates ? tax.totalTax * (safeHarborPct / 100) : 0;
    // Form 2210's rate periods of the tax year, each at its quarter's rate (looked up only when a payment is required).
    const rateFrames = ratePeriodFrames(taxYear).map((frame) => {
      const version = needsEstimates ? rulesApplied.at(irsUnderpaymentInterestRates, frame.quarterStart) : undefined;
      return { frame, version, ratePct: version?.values.underpaymentRatePct.value ?? 0, divisor: dayDivisor(frame.end) };
    });
    const periods: RatePeriod[] = rateFrames.map((r) => ({ start: r.frame.start, end: r.frame.end, ratePct: r.ratePct, dayDivisor: r.divisor }));
    const exposure = penaltyExposure(requiredAnnual, periods, taxYear);
    const estimatedGap = exposure.total * QUARTERLIES_UNPAID_SHARE[quarterlies];
    const estimatedScore = needsEstimates ? QUARTERLIES_SCORE[quarterlies] : 100;
    const daysText = exposure.installments.map((i) => i.daysLate).join(', ');
    const ratesEn = rateFrames
      .map((r) => `${formatPct(r.ratePct)} in ${quarterLabel(r.frame.quarterStart)}${r.version && r.version.effective !== r.frame.quarterStart ? ` (${quarterLabel(r.version.effective)}'s, carried forward)` : ''}`)
      .join(', ');
    const ratesEs = rateFrames
      .map(
        (r) =>
          `${formatPctEs(r.ratePct)} en el ${quarterNameEs(quarterLabel(r.frame.quarterStart))}` +
          (r.version && r.version.effective !== r.frame.quarterStart ? ` (el del ${quarterNameEs(quarterLabel(r.version.effective))}, mantenido)` : ''),
      )
      .join(', ');
    const divisors = [...new Set(rateFrames.map((r) => r.divisor))].join(' or ');
    const divisorsEs = [...new Set(rateFrames.map((r) => r.divisor))].join(' o ');
    let estimatedFinding: string;
    if (!needsEstimates) {
      estimatedFinding = t(
        `Your federal tax for ${taxYear} comes to ${formatUsd(tax.totalTax)} (income tax ${formatUsd(tax.incomeTax)} + self-employment ` +
          `tax ${formatUsd(tax.selfEmploymentTax + tax.additionalMedicare)}), under the ${formatUsd(minimumBalance)} below which no ` +
          'underpayment penalty applies (IRC §6654(e)(1), assuming no withholding): no quarterly payments are needed.',
        `Tu impuesto federal de ${taxYear} asciende a ${formatUsdEs(tax.totalTax)} (impuesto sobre la renta ${formatUsdEs(tax.incomeTax)} + impuesto ` +
          `de autónomos ${formatUsdEs(tax.selfEmploymentTax + tax.additionalMedicare)}), por debajo de los ${formatUsdEs(minimumBalance)} que hacen ` +
          'falta para que haya recargo por pagos a cuenta insuficientes (IRC §6654(e)(1), suponiendo que no hay retenciones): no hacen falta pagos trimestrales.',
      );
    } else {
      const base =
        `Required annual payment: ${formatPct(safeHarborPct)} of your ${formatUsd(tax.totalTax)} federal tax = ${formatUsd(requiredAnnual)}, ` +
        `in four installments of ${formatUsd(requiredAnnual / 4)} due April 15, June 15, September 15 and January 15.`;
      const baseEs =
        `Pago a cuenta anual exigido: el ${formatPctEs(safeHarborPct)} de tu impuesto federal de ${formatUsdEs(tax.totalTax)} = ${formatUsdEs(requiredAnnual)}, ` +
        `en cuatro plazos de ${formatUsdEs(requiredAnnual / 4)} que vencen el 15 de abril, el 15 de junio, el 15 de septiembre y el 15 de enero.`;
      const full =
        `each unpaid installment runs simple interest from its due date to April 15, ${taxYear + 1} (${daysText} days) at the IRS ` +
        `underpayment rate of each Form 2210 rate period: ${ratesEn}, over ${divisors} days; ${formatUsd(exposure.total)} in all`;
      const fullEs =
        `cada plazo impagado genera interés simple desde su vencimiento hasta el ${day(`${taxYear + 1}-04-15`)} (${daysText} días) al tipo ` +
        `de interés de demora del IRS de cada periodo del formulario 2210: ${ratesEs}, sobre ${divisorsEs} días; ${formatUsdEs(exposure.total)} en total`;
      estimatedFinding =
        quarterlies === 'all'
          ? t(`${base} All paid on time: no penalty exposure.`, `${baseEs} Todos pagados a tiempo: sin riesgo de recargo.`)
          : quarterlies === 'none'
            ? t(`${base} None paid on time: ${full}.`, `${baseEs} Ninguno pagado a tiempo: ${fullEs}.`)
            : t(
                `${base} Some paid on time, read as half of the required amount: the other half runs ${formatUsd(estimatedGap)}, half ` +
                  `of the exposure of paying nothing on time (${full}).`,
                `${baseEs} Algunos pagados a tiempo, lo que se interpreta como la mitad del importe exigido: la otra mitad genera ` +
                  `${formatUsdEs(estimatedGap)}, la mitad del riesgo de no pagar nada a tiempo (${fullEs}).`,
              );
      if (quarterlies !== 'all') {
        estimatedFinding += t(
          ' Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
          ' Pagar los plazos a tiempo (o acogerse a la regla de seguridad del año anterior, tema 306 del IRS) lo evita; la calculadora del recargo por pagos estimados lo calcula con tus propios pagos.',
        );
      }
    }
    const weakRates = needsEstimates && quarterlies !== 'all' ? rateFrames.filter((r) => r.version?.values.underpaymentRatePct.confidence === 'medium-low') : [];
    if (weakRates.length > 0) {
      const used = [...new Map(weakRates.map((r) => [r.version!.effective, r])).values()];
      warnings.push(
        t(
          `The IRS underpayment rates used for ${used.map((r) => `${quarterLabel(r.version!.effective)} (${formatPct(r.ratePct)})`).join(', ')} ` +
            'are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
          `Los tipos de interés de demora del IRS usados para ${used.map((r) => `el ${quarterNameEs(quarterLabel(r.version!.effective))} (${formatPctEs(r.ratePct)})`).join(', ')} ` +
            'solo los confirman fuentes ajenas al IRS (confianza media-baja en el conjunto de datos irs-underpayment-interest-rates); compruébalos en la ' +
            'página de tipos de interés trimestrales del IRS.',
        ),
      );
    }

    // --- (2) Retirement -------------------------------------------------------------------------------------------------------
    const unusedRoom = contributed >= cents(room.total) ? 0 : room.total - contributed;
    const retirementGap = unusedRoom * m.retirementContribution;
    const retirementScore = unusedRoom === 0 ? 100 : 100 * Math.min(1, contributed / room.total);
    const tierText =
      room.tier === 'age60to63'
        ? t(
            `catch-up ${formatUsd(room.catchUp)} (ages ${rv.enhancedCatchUpMinAge.value}–${rv.enhancedCatchUpMaxAge.value}, up to ${formatUsd(rv.enhancedCatchUpLimit.value)})`,
            `aportación adicional por edad ${formatUsdEs(room.catchUp)} (de ${rv.enhancedCatchUpMinAge.value} a ${rv.enhancedCatchUpMaxAge.value} años, hasta ${formatUsdEs(rv.enhancedCatchUpLimit.value)})`,
          )
        : room.tier === 'age50'
          ? t(
              `catch-up ${formatUsd(room.catchUp)} (age ${rv.catchUpMinAge.value} or over, up to ${formatUsd(rv.catchUpLimit.value)})`,
              `aportación adicional por edad ${formatUsdEs(room.catchUp)} (${rv.catchUpMinAge.value} años o más, hasta ${formatUsdEs(rv.catchUpLimit.value)})`,
            )
          : input.age === undefined
            ? t('no catch-up (no age given)', 'sin aportación adicional por edad (no se indicó la edad)')
            : t(`no catch-up (under ${rv.catchUpMinAge.value})`, `sin aportación adicional por edad (menos de ${rv.catchUpMinAge.value} años)`);
    let retirementFinding: string;
    if (room.total === 0) {
      retirementFinding = t(
        'No net earnings from self-employment, so a solo 401(k) has no room this year: nothing to defer.',
        'Sin rendimientos netos como autónomo, un 401(k) individual no tiene margen este año: no hay nada que diferir.',
      );
    } else {
      const capped = room.capped < room.employeeDeferral + room.employerContribution;
      const atLimit = room.capped === rv.annualAdditionsLimit.value;
      retirementFinding = t(
        `Room in a solo 401(k) for ${yearNote}: ${formatUsd(room.total)} = employee deferral ${formatUsd(room.employeeDeferral)} + ` +
          `employer part ${formatUsd(room.employerContribution)} (${formatRate(room.employerRate)} of ${formatUsd(room.compensation)} ` +
          `net earnings after the deductible half of SE tax)` +
          (capped
            ? `, capped at ${formatUsd(room.capped)} (${atLimit ? `the §415(c) limit of ${formatUsd(rv.annualAdditionsLimit.value)}` : 'your compensation'})`
            : '') +
          `, + ${tierText}. Contributed ${formatUsd(contributed)}: ` +
          (unusedRoom === 0
            ? 'no room left unused.'
            : `${formatUsd(unusedRoom)} of room unused, ` +
              (m.retirementContribution > 0
                ? `worth ${formatUsd(retirementGap)} of income tax deferred at ${formatRate(m.retirementContribution)} (your ` +
                  `${formatRate(m.incomeTax)} bracket${m.qbiDeductionShare !== 0 ? `, less the ${formatRate(m.qbiDeductionShare)} the §199A deduction takes back` : ''}).`
                : 'but with no taxable income it would defer no income tax now.')),
        `Margen en un 401(k) individual para ${yearNoteEs}: ${formatUsdEs(room.total)} = aportación como empleado ${formatUsdEs(room.employeeDeferral)} + ` +
          `parte del empleador ${formatUsdEs(room.employerContribution)} (${formatRateEs(room.employerRate)} de ${formatUsdEs(room.compensation)} ` +
          'de rendimientos netos tras la mitad deducible del impuesto de autónomos)' +
          (capped
            ? `, con un tope de ${formatUsdEs(room.capped)} (${atLimit ? `el límite del §415(c), ${formatUsdEs(rv.annualAdditionsLimit.value)}` : 'tu remuneración'})`
            : '') +
          `, + ${tierText}. Aportado: ${formatUsdEs(contributed)}; ` +
          (unusedRoom === 0
            ? 'no queda margen sin usar.'
            : `quedan ${formatUsdEs(unusedRoom)} de margen sin usar, ` +
              (m.retirementContribution > 0
                ? `que equivalen a ${formatUsdEs(retirementGap)} de impuesto sobre la renta diferido al ${formatRateEs(m.retirementContribution)} (tu ` +
                  `tramo del ${formatRateEs(m.incomeTax)}${m.qbiDeductionShare !== 0 ? `, menos el ${formatRateEs(m.qbiDeductionShare)} que recupera la deducción del §199A` : ''}).`
                : 'pero sin base imponible no diferirían ningún impuesto sobre la renta ahora.')),
      );
    }
    if (contributed > cents(room.total)) {
      warnings.push(
        t(
          `retirementContributed (${formatUsd(contributed)}) is more than the room computed for a solo 401(k) (${formatUsd(room.total)}): ` +
            'an excess contribution must be corrected; check the figures with your plan provider.',
          `retirementContributed (${formatUsdEs(contributed)}) supera el margen calculado para un 401(k) individual (${formatUsdEs(room.total)}): ` +
            'una aportación excesiva debe corregirse; revisa las cifras con la gestora de tu plan.',
        ),
      );
    }
    if (retirementGap > 0) {
      const filled = computeTax(netProfit, otherIncome, retirementDeduction + unusedRoom, taxRules);
      const after = marginalRates(filled, taxRules);
      if (cents(tax.totalTax - filled.totalTax) !== cents(retirementGap)) {
        warnings.push(
          t(
            `The retirement gap is priced at the marginal ${formatRate(m.retirementContribution)} on all ${formatUsd(unusedRoom)}, but that much ` +
              `moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is ${formatRate(after.retirementContribution)}): ` +
              `contributing it all would defer ${formatUsd(tax.totalTax - filled.totalTax)} of tax this year, not ${formatUsd(retirementGap)}.`,
            `La carencia en jubilación se valora al tipo marginal del ${formatRateEs(m.retirementContribution)} sobre los ${formatUsdEs(unusedRoom)}, pero esa ` +
              `cantidad lleva la base imponible al otro lado de un cambio de tipo (un tramo o un límite del §199A; allí el tipo es del ${formatRateEs(after.retirementContribution)}): ` +
              `aportarla entera diferiría ${formatUsdEs(tax.totalTax - filled.totalTax)} de impuesto este año, no ${formatUsdEs(retirementGap)}.`,
          ),
        );
      }
    }

    // --- (3) Expense tracking -------------------------------------------------------------------------------------------------
    const expenseScore = EXPENSE_TRACKING_SCORE[expenseTracking];
    const expenseFinding =
      expenseTracking === 'software'
        ? t(
            'Expenses tracked in software: records that support every deduction. Not priced.',
            'Gastos registrados con un programa: registros que respaldan cada deducción. No se valora.',
          )
        : expenseTracking === 'manual'
          ? t(
              'Expenses tracked by hand: valid records, but easier to leave incomplete than a tool that reconciles bank feeds and keeps receipts. Not priced: there is no sourced basis for what that costs.',
              'Gastos registrados a mano: registros válidos, pero más fáciles de dejar incompletos que con una herramienta que concilia los movimientos bancarios y guarda los justificantes. No se valora: no hay ninguna base con fuente para saber cuánto cuesta.',
            )
          : t(
              'Expenses not tracked: deductions you cannot document can be disallowed, and deductible costs are likely missed. Not priced: there is no sourced basis for how much untracked expenses cost.',
              'Gastos sin registrar: las deducciones que no puedes documentar pueden rechazarse, y es probable que se pierdan gastos deducibles. No se valora: no hay ninguna base con fuente para saber cuánto cuestan los gastos sin registrar.',
            );

    // --- (4) Deductions captured ----------------------------------------------------------------------------------------------
    const mileageDeduction = miles * deductionRules.businessMileageRate;
    const homeOfficeFull = Math.min(sqft * deductionRules.homeOfficeRatePerSqFt, deductionRules.homeOfficeMaxDeduction);
    const mileageMissing = miles > 0 && !mileageLogged ? mileageDeduction : 0;
    const homeOfficeLimit = Math.max(0, netProfit - mileageMissing);
    const homeOfficeDeduction = homeOfficeClaimed ? homeOfficeFull : Math.min(homeOfficeFull, homeOfficeLimit);
    const homeOfficeMissing = sqft > 0 && !homeOfficeClaimed ? homeOfficeDeduction : 0;
    const potential = mileageDeduction + homeOfficeDeduction;
    const uncaptured = mileageMissing + homeOfficeMissing;
    const deductionsScore = potential > 0 ? (100 * (potential - uncaptured)) / potential : 100;
    const deductionsGap = uncaptured * m.businessDeduction;
    const maxSqft = deductionRules.homeOfficeMaxDeduction / deductionRules.homeOfficeRatePerSqFt;
    const parts: string[] = [];
    if (sqft > 0) {
      const limited = !homeOfficeClaimed && homeOfficeDeduction < homeOfficeFull;
      parts.push(
        t(
          `Home office: ${formatNumber(sqft)} sq ft × ${formatUsdRate(deductionRules.homeOfficeRatePerSqFt)} (simplified method, at most ` +
            `${formatNumber(maxSqft)} sq ft = ${formatUsd(deductionRules.homeOfficeMaxDeduction)})` +
            (limited ? `, limited to the ${formatUsd(homeOfficeLimit)} of profit left` : '') +
            ` = ${formatUsd(homeOfficeDeduction)}, ${homeOfficeClaimed ? 'claimed' : 'not claimed'}.`,
          `Despacho en casa: ${formatNumberEs(sqft)} pies cuadrados × ${formatUsdRateEs(deductionRules.homeOfficeRatePerSqFt)} (método simplificado, ` +
            `como máximo ${formatNumberEs(maxSqft)} pies cuadrados = ${formatUsdEs(deductionRules.homeOfficeMaxDeduction)})` +
            (limited ? `, limitado a los ${formatUsdEs(homeOfficeLimit)} de beneficio que quedan` : '') +
            ` = ${formatUsdEs(homeOfficeDeduction)}, ${homeOfficeClaimed ? 'deducido' : 'no deducido'}.`,
        ),
      );
    }
    if (miles > 0) {
      parts.push(
        t(
          `Business miles: ${formatNumber(miles)} × ${formatUsdRate(deductionRules.businessMileageRate)} = ${formatUsd(mileageDeduction)}, ` +
            (mileageLogged ? 'logged (taken as deducted in netProfit).' : 'not logged: without a log the deduction cannot be substantiated, so it is taken as not claimed.'),
          `Millas profesionales: ${formatNumberEs(miles)} × ${formatUsdRateEs(deductionRules.businessMileageRate)} = ${formatUsdEs(mileageDeduction)}, ` +
            (mileageLogged
              ? 'registradas (se dan por deducidas en netProfit).'
              : 'sin registrar: sin un registro la deducción no puede justificarse, así que se da por no deducida.'),
        ),
      );
    }
    const deductionsFinding =
      parts.length === 0
        ? t('No home office or business miles reported: nothing to capture.', 'No se indica despacho en casa ni millas profesionales: no hay nada que aprovechar.')
        : `${parts.join(' ')} ` +
          (uncaptured > 0
            ? t(
                `Uncaptured: ${formatUsd(uncaptured)} × your business deduction rate of ${formatRate(m.businessDeduction)} = ${formatUsd(deductionsGap)} a year.`,
                `Sin aprovechar: ${formatUsdEs(uncaptured)} × tu tipo de deducción empresarial del ${formatRateEs(m.businessDeduction)} = ${formatUsdEs(deductionsGap)} al año.`,
              )
            : potential > 0
              ? t('All captured.', 'Todo aprovechado.')
              : t(
                  'Nothing deductible this year (the home office deduction cannot exceed the business profit).',
                  'Nada deducible este año (la deducción por despacho en casa no puede superar el beneficio de la actividad).',
                ));
    if (deductionsGap > 0) {
      const claimed = computeTax(netProfit - uncaptured, otherIncome, retirementDeduction, taxRules);
      const after = marginalRates(claimed, taxRules);
      if (cents(tax.totalTax - claimed.totalTax) !== cents(deductionsGap)) {
        warnings.push(
          t(
            `The uncaptured deductions are priced at the marginal ${formatRate(m.businessDeduction)} on all ${formatUsd(uncaptured)}, but ` +
              `that much moves the profit across a rate edge (the rate there is ${formatRate(after.businessDeduction)}): claiming them would ` +
              `save ${formatUsd(tax.totalTax - claimed.totalTax)} of tax this year, not ${formatUsd(deductionsGap)}.`,
            `Las deducciones sin aprovechar se valoran al tipo marginal del ${formatRateEs(m.businessDeduction)} sobre los ${formatUsdEs(uncaptured)}, pero ` +
              `esa cantidad lleva el beneficio al otro lado de un cambio de tipo (allí el tipo es del ${formatRateEs(after.businessDeduction)}): deducirlas ` +
              `ahorraría ${formatUsdEs(tax.totalTax - claimed.totalTax)} de impuesto este año, no ${formatUsdEs(deductionsGap)}.`,
          ),
        );
      }
    }
    if (sqft > 0 && input.homeOfficeClaimed === undefined) {
      warnings.push(t('homeOfficeClaimed not given: the home office is treated as not claimed.', 'homeOfficeClaimed no indicado: el despacho en casa se trata como no deducido.'));
    }
    if (miles > 0 && input.mileageLogged === undefined) {
      warnings.push(t('mileageLogged not given: the business miles are treated as not logged.', 'mileageLogged no indicado: las millas profesionales se tratan como no registradas.'));
    }

    // --- (5) Client concentration ---------------------------------------------------------------------------------------------
    const unanswered: string[] = [];
    let clientScore = 0;
    let clientFinding: string;
    if (input.topClientPct === undefined) {
      unanswered.push(t('topClientPct (client concentration)', 'topClientPct (concentración de clientes)'));
      clientFinding = t(
        'Not answered (topClientPct): scored 0. Give the share of billing from your largest client to score it.',
        'Sin respuesta (topClientPct): puntúa 0. Indica qué parte de tu facturación viene de tu mayor cliente para puntuarla.',
      );
    } else {
      const pct = input.topClientPct;
      clientScore = pct <= CLIENT_SHARE_FULL_SCORE_PCT ? 100 : (100 * (100 - pct)) / (100 - CLIENT_SHARE_FULL_SCORE_PCT);
      clientFinding = t(
        `Largest client: ${formatNumber(pct)} % of billing. Our threshold: ${CLIENT_SHARE_FULL_SCORE_PCT} % or less scores 100, ` +
          'falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
        `Mayor cliente: ${formatNumberEs(pct)} % de la facturación. Nuestro umbral: un ${CLIENT_SHARE_FULL_SCORE_PCT} % o menos puntúa 100, ` +
          'y la puntuación baja en línea recta hasta 0 al llegar al 100 %. Perder ese cliente recortaría esa parte de los ingresos; no se valora (no hay ninguna base con fuente).',
      );
    }

    // --- (6) Cash reserve -----------------------------------------------------------------------------------------------------
    let cashScore = 0;
    let cashFinding: string;
    if (input.monthlyExpenses === undefined) {
      unanswered.push(t('monthlyExpenses (cash reserve)', 'monthlyExpenses (colchón de liquidez)'));
      cashFinding = t(
        'Not answered (monthlyExpenses): scored 0. Give your monthly spending and cash reserve to score it.',
        'Sin respuesta (monthlyExpenses): puntúa 0. Indica tu gasto mensual y tu colchón de liquidez para puntuarla.',
      );
    } else {
      const months = cashReserve / input.monthlyExpenses;
      const shown = roundTo(months, 2);
      const target = CASH_RESERVE_TARGET_MONTHS * input.monthlyExpenses;
      cashScore = 100 * Math.min(1, months / CASH_RESERVE_TARGET_MONTHS);
      cashFinding = t(
        `Cash reserve ${formatUsd(cashReserve)} covers ${formatNumber(shown)} ${shown === 1 ? 'month' : 'months'} of ${formatUsd(input.monthlyExpenses)} ` +
          `spending. Our target: ${CASH_RESERVE_TARGET_MONTHS} months (${formatUsd(target)}), ` +
          (cashReserve >= target ? 'met.' : `${formatUsd(target - cashReserve)} short.`) +
          ' Not priced: a thin reserve has no sourced yearly cost.',
        `Un colchón de liquidez de ${formatUsdEs(cashReserve)} cubre ${formatNumberEs(shown)} ${shown === 1 ? 'mes' : 'meses'} de gasto de ` +
          `${formatUsdEs(input.monthlyExpenses)}. Nuestro objetivo: ${CASH_RESERVE_TARGET_MONTHS} meses (${formatUsdEs(target)}), ` +
          (cashReserve >= target ? 'cumplido.' : `faltan ${formatUsdEs(target - cashReserve)}.`) +
          ' No se valora: un colchón escaso no tiene un coste anual con fuente.',
      );
    }
    if (unanswered.length > 0) warnings.push(t(`Not answered, scored 0: ${unanswered.join(', ')}.`, `Sin respuesta, puntúan 0: ${unanswered.join(', ')}.`));

    // --- Areas and total ------------------------------------------------------------------------------------------------------
    const raw: Record<AreaId, { score: number; finding: string; gap: number }> = {
      estimatedTaxes: { score: estimatedScore, finding: estimatedFinding, gap: estimatedGap },
      retirement: { score: retirementScore, finding: retirementFinding, gap: retirementGap },
      expenseTracking: { score: expenseScore, finding: expenseFinding, gap: 0 },
      deductions: { score: deductionsScore, finding: deductionsFinding, gap: deductionsGap },
      clientConcentration: { score: clientScore, finding: clientFinding, gap: 0 },
      cashReserve: { score: cashScore, finding: cashFinding, gap: 0 },
    };
    const areas = AREA_IDS.map((area) => ({
      area,
      score: roundTo(raw[area].score, 1),
      weight: WEIGHTS[area],
      finding: raw[area].finding,
      gapDollarsPerYear: cents(raw[area].gap),
    }));
    const score = roundTo(sum(AREA_IDS.map((a) => WEIGHTS[a] * raw[a].score)) / sum(AREA_IDS.map((a) => WEIGHTS[a])), 1);
    const totalGap = sum(AREA_IDS.map((a) => raw[a].gap));

    // --- Entity ---------------------------------------------------------------------------------------------------------------
    const seTotal = tax.selfEmploymentTax;
    let entityFinding: string;
    if (entity === 'scorp') {
      entityFinding = t(
        'S corporation: the figures treat the whole profit as self-employment income, which is close to paying all of it as salary. ' +
          'Distributions above a reasonable salary bear no payroll tax, so the tax, the penalty exposure and the marginal rates here are an upper bound.',
        'Sociedad S: las cifras tratan todo el beneficio como renta de autónomo, lo que se parece a cobrarlo todo como salario. ' +
          'Los repartos por encima de un salario razonable no pagan impuestos sobre la nómina, así que el impuesto, el riesgo de recargo y los tipos marginales de aquí son un máximo.',
      );
      warnings.push(
        t(
          'entity scorp: the tax model is a sole proprietor\'s (all profit bearing self-employment tax), an upper bound for an S corporation; see entityReview.',
          'Forma jurídica sociedad S (scorp): el modelo fiscal es el de un empresario individual (todo el beneficio paga impuesto de autónomos), un máximo para una sociedad S; véase entityReview.',
        ),
      );
    } else if (seTotal === 0) {
      entityFinding = t(
        'No self-employment tax at this profit: an S-corporation election would save nothing.',
        'Sin impuesto de autónomos con este beneficio: tributar como sociedad S no ahorraría nada.',
      );
    } else {
      entityFinding = t(
        `Taxed as a sole proprietor${entity === 'llc' ? ' (a single-member LLC is disregarded unless it elects otherwise)' : ''}: the whole ` +
          `profit bears self-employment tax, ${formatUsd(seTotal)} this year. An S-corporation election may be worth a look: only a reasonable ` +
          'salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the ' +
          'cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
        `Tributa como empresario individual${entity === 'llc' ? ' (una LLC unipersonal es fiscalmente transparente salvo que opte por otra cosa)' : ''}: todo el ` +
          `beneficio paga impuesto de autónomos, ${formatUsdEs(seTotal)} este año. Puede merecer la pena estudiar tributar como sociedad S: entonces solo un ` +
          'salario razonable paga impuestos sobre la nómina; los repartos, no. Que compense depende de un salario razonable para tu trabajo y del coste de ' +
          'la nómina, de una declaración aparte y de las tasas estatales, nada de lo cual conoce esta herramienta, así que no se aplica ningún umbral ni se valora ningún ahorro.',
      );
    }

    // --- Breakdown --------------------------------------------------------------------------------------------------------------
    const qbiRule =
      q.regime === 'minimum'
        ? [`the ${formatUsd(qr.minimumDeduction)} minimum (qualified business income of ${formatUsd(qr.minimumQualifiedIncome)} or more)`, `el mínimo de ${formatUsdEs(qr.minimumDeduction)} (rendimientos cualificados de ${formatUsdEs(qr.minimumQualifiedIncome)} o más)`]
        : q.regime === 'incomeLimit'
          ? [`${formatPct(qr.ratePct)} of taxable income before it (smaller than ${formatPct(qr.ratePct)} of the business income)`, `el ${formatPctEs(qr.ratePct)} de la base imponible previa (menor que el ${formatPctEs(qr.ratePct)} de los rendimientos)`]
          : q.regime === 'phaseIn'
            ? [`${formatPct(qr.ratePct)} of the business income, phased down by ${formatRate(q.phaseInShare)} above the ${formatUsd(qr.threshold)} threshold`, `el ${formatPctEs(qr.ratePct)} de los rendimientos, reducido en un ${formatRateEs(q.phaseInShare)} por encima del umbral de ${formatUsdEs(qr.threshold)}`]
            : q.regime === 'phasedOut'
              ? [`none above ${formatUsd(qr.threshold + qr.phaseInRange)} without W-2 wages or qualified property`, `ninguna por encima de ${formatUsdEs(qr.threshold + qr.phaseInRange)} sin salarios W-2 ni bienes afectos`]
              : q.regime === 'none'
                ? ['none, no qualified business income', 'ninguna, sin rendimientos cualificados']
                : [`${formatPct(qr.ratePct)} of the business income`, `el ${formatPctEs(qr.ratePct)} de los rendimientos`];
    const qbiLabelEn = `Qualified business income deduction (§199A): ${qbiRule[0]}`;
    const qbiLabelEs = `Deducción por rendimientos empresariales cualificados (§199A): ${qbiRule[1]}`;
    const b = (item: string, en: string, es: string, amount: number): BreakdownItem => ({ item, label: t(en, es), amount: cents(amount) });
    const wageBaseYear = payrollVersion.effective.slice(0, 4);
    const breakdown: BreakdownItem[] = [
      b('netProfit', 'Schedule C net profit', 'Beneficio neto del Schedule C', netProfit),
      b('otherIncome', 'Other taxable income (not wages)', 'Otros ingresos sujetos a impuesto (no salariales)', otherIncome),
      b(
        'netEarnings',
        `Net earnings from self-employment: ${formatPct(factorPct)} of net profit`,
        `Rendimientos netos como autónomo: ${formatPctEs(factorPct)} del beneficio neto`,
        tax.netEarnings,
      ),
      b(
        'socialSecurityPart',
        `Social Security part: ${formatPct(taxRules.seSocialSecurityPct)} of net earnings up to the ${wageBaseYear} wage base of ${formatUsd(wageBase)}`,
        `Parte de la Seguridad Social: ${formatPctEs(taxRules.seSocialSecurityPct)} de los rendimientos netos hasta la base máxima de ${wageBaseYear}, ${formatUsdEs(wageBase)}`,
        tax.socialSecurity,
      ),
      b(
        'medicarePart',
        `Medicare part: ${formatPct(taxRules.seMedicarePct)} of net earnings`,
        `Parte de Medicare: ${formatPctEs(taxRules.seMedicarePct)} de los rendimientos netos`,
        tax.medicare,
      ),
      b(
        'selfEmploymentTax',
        `Self-employment tax (none when net earnings are under ${formatUsd(taxRules.seMinimumNetEarnings)})`,
        `Impuesto de autónomos (nada si los rendimientos netos no llegan a ${formatUsdEs(taxRules.seMinimumNetEarnings)})`,
        tax.selfEmploymentTax,
      ),
      b(
        'additionalMedicareTax',
        `Additional Medicare Tax: ${formatPct(taxRules.additionalMedicarePct)} of net earnings above ${formatUsd(taxRules.additionalMedicareThreshold)}`,
        `Additional Medicare Tax: ${formatPctEs(taxRules.additionalMedicarePct)} de los rendimientos netos que superan ${formatUsdEs(taxRules.additionalMedicareThreshold)}`,
        tax.additionalMedicare,
      ),
      b(
        'deductibleHalfOfSeTax',
        `Deductible part of self-employment tax: ${formatPct(taxRules.seDeductibleSharePct)}`,
        `Parte deducible del impuesto de autónomos: ${formatPctEs(taxRules.seDeductibleSharePct)}`,
        tax.deductibleHalf,
      ),
      b(
        'retirementDeduction',
        'Retirement contributions deducted (retirementContributed, pre-tax, up to the room below)',
        'Aportaciones a la jubilación deducidas (retirementContributed, antes de impuestos, hasta el margen de más abajo)',
        retirementDeduction,
      ),
      b(
        'adjustedGrossIncome',
        'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
        'Ingreso bruto ajustado (AGI): beneficio neto + otros ingresos − parte deducible − aportaciones a la jubilación',
        tax.adjustedGrossIncome,
      ),
      b('standardDeduction', `Standard deduction, ${statusEn}, ${fitYear}`, `Deducción estándar, ${statusEs}, ${fitYear}`, taxRules.standardDeduction),
      b(
        'taxableIncomeBeforeQbiDeduction',
        'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
        'Base imponible antes de la deducción por rendimientos empresariales cualificados: AGI − deducción estándar, no menos de 0',
        tax.taxableBeforeQbi,
      ),
      b(
        'qualifiedBusinessIncome',
        'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
        'Rendimientos empresariales cualificados: beneficio neto − parte deducible del impuesto de autónomos − aportaciones a la jubilación',
        q.qualifiedBusinessIncome,
      ),
      b(
        'qbiDeduction',
        qbiLabelEn,
        qbiLabelEs,
        q.deduction,
      ),
      b('taxableIncome', 'Taxable income: before the QBI deduction − the deduction, not below 0', 'Base imponible: antes de la deducción − la deducción, no menos de 0', tax.taxableIncome),
      b(
        'federalIncomeTax',
        `Federal income tax by the ${fitYear} table, ${statusEn}`,
        `Impuesto federal sobre la renta según la tabla de ${fitYear}, ${statusEs}`,
        tax.incomeTax,
      ),
      b(
        'totalFederalTax',
        'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
        'Impuesto federal total: impuesto sobre la renta + impuesto de autónomos + Additional Medicare Tax',
        tax.totalTax,
      ),
      b(
        'requiredAnnualPayment',
        `Required annual estimated payment: ${formatPct(safeHarborPct)} of the total tax (0 under ${formatUsd(minimumBalance)})`,
        `Pago a cuenta anual exigido: ${formatPctEs(safeHarborPct)} del impuesto total (0 por debajo de ${formatUsdEs(minimumBalance)})`,
        requiredAnnual,
      ),
      b(
        'penaltyExposureIfNonePaid',
        needsEstimates
          ? `Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, ${taxYear + 1} (${daysText} days), at ${ratesEn}`
          : 'Penalty exposure with no installment on time: none, no payment is required',
        needsEstimates
          ? `Riesgo de recargo sin ningún plazo pagado a tiempo: cada R ÷ 4 desde su vencimiento hasta el ${day(`${taxYear + 1}-04-15`)} (${daysText} días), al ${ratesEs}`
          : 'Riesgo de recargo sin ningún plazo pagado a tiempo: ninguno, no se exige ningún pago',
        exposure.total,
      ),
      b(
        'estimatedTaxesGap',
        `Estimated taxes gap (quarterlies ${quarterlies}: ${formatNumber(QUARTERLIES_UNPAID_SHARE[quarterlies] * 100)} % of the exposure)`,
        `Carencia en pagos a cuenta (plazos pagados a tiempo: ${quarterliesEs}; ${formatNumberEs(QUARTERLIES_UNPAID_SHARE[quarterlies] * 100)} % del riesgo)`,
        estimatedGap,
      ),
      b(
        'retirementEmployeeDeferral',
        `Solo 401(k) employee deferral: up to ${formatUsd(rv.electiveDeferralLimit.value)}, at most compensation`,
        `401(k) individual, aportación como empleado: hasta ${formatUsdEs(rv.electiveDeferralLimit.value)}, como máximo la remuneración`,
        room.employeeDeferral,
      ),
      b(
        'retirementEmployerPart',
        `Solo 401(k) employer part: ${formatRate(room.employerRate)} of ${formatUsd(room.compensation)} compensation`,
        `401(k) individual, parte del empleador: ${formatRateEs(room.employerRate)} de ${formatUsdEs(room.compensation)} de remuneración`,
        room.employerContribution,
      ),
      b('retirementCatchUp', `Catch-up for the age tier (${room.tier})`, `Aportación adicional por edad (${CATCH_UP_TIER_ES[room.tier]})`, room.catchUp),
      b(
        'retirementRoom',
        `Retirement room: deferral + employer part (at most ${formatUsd(rv.annualAdditionsLimit.value)} and compensation) + catch-up`,
        `Margen para la jubilación: aportación como empleado + parte del empleador (como máximo ${formatUsdEs(rv.annualAdditionsLimit.value)} y la remuneración) + aportación adicional por edad`,
        room.total,
      ),
      b('retirementContributed', 'Already contributed', 'Ya aportado', contributed),
      b(
        'retirementGap',
        `Retirement gap: unused room ${formatUsd(unusedRoom)} × ${formatRate(m.retirementContribution)}`,
        `Carencia en jubilación: margen sin usar ${formatUsdEs(unusedRoom)} × ${formatRateEs(m.retirementContribution)}`,
        retirementGap,
      ),
      b(
        'homeOfficeDeduction',
        `Home office, simplified: ${formatUsdRate(deductionRules.homeOfficeRatePerSqFt)} a sq ft, at most ${formatUsd(deductionRules.homeOfficeMaxDeduction)}`,
        `Despacho en casa, método simplificado: ${formatUsdRateEs(deductionRules.homeOfficeRatePerSqFt)} por pie cuadrado, como máximo ${formatUsdEs(deductionRules.homeOfficeMaxDeduction)}`,
        homeOfficeDeduction,
      ),
      b(
        'mileageDeduction',
        `Business miles × ${formatUsdRate(deductionRules.businessMileageRate)} a mile`,
        `Millas profesionales × ${formatUsdRateEs(deductionRules.businessMileageRate)} por milla`,
        mileageDeduction,
      ),
      b(
        'uncapturedDeductions',
        'Deductions not captured (home office not claimed, miles not logged)',
        'Deducciones sin aprovechar (despacho en casa no deducido, millas sin registrar)',
        uncaptured,
      ),
      b(
        'deductionsGap',
        `Deductions gap: uncaptured × ${formatRate(m.businessDeduction)}`,
        `Carencia en deducciones: sin aprovechar × ${formatRateEs(m.businessDeduction)}`,
        deductionsGap,
      ),
      b('totalGap', 'Total priced gap a year', 'Carencia total valorada, al año', totalGap),
    ];

    // --- Assumptions --------------------------------------------------------------------------------------------------------
    const rateVersions = rateFrames.filter((r) => r.version).map((r) => `${quarterLabel(r.frame.quarterStart)} ${r.version!.effective}`);
    const assumptions = [
      t(
        `Rules in force on ${today} (the date of the request, UTC) for tax year ${taxYear}: ${usFederalIncomeTax.id} ${fitVersion.effective}, ` +
          `${usSelfEmploymentTax.id} ${seVersion.effective}, Social Security wage base ${formatUsd(wageBase)} (${usEmployerPayrollTaxes.id} ` +
          `${payrollVersion.effective}), ${usRetirementLimits.id} ${retirementVersion.effective}, ${usHomeOfficeMileage.id} ` +
          `${deductionVersion.effective}` +
          (rateVersions.length > 0 ? `, IRS underpayment rates by quarter (${irsUnderpaymentInterestRates.id}: ${rateVersions.join(', ')}).` : '.'),
        `Normas vigentes el ${day(today)} (fecha de la consulta, UTC) para el ejercicio ${taxYear}: ${usFederalIncomeTax.id} del ${day(fitVersion.effective)}, ` +
          `${usSelfEmploymentTax.id} del ${day(seVersion.effective)}, base máxima de la Seguridad Social ${formatUsdEs(wageBase)} (${usEmployerPayrollTaxes.id} ` +
          `del ${day(payrollVersion.effective)}), ${usRetirementLimits.id} del ${day(retirementVersion.effective)}, ${usHomeOfficeMileage.id} ` +
          `del ${day(deductionVersion.effective)}` +
          (rateVersions.length > 0
            ? `, tipos de interés de demora del IRS por trimestre (${irsUnderpaymentInterestRates.id}: ${rateFrames
                .filter((r) => r.version)
                .map((r) => `T${quarterLabel(r.frame.quarterStart).slice(6)} ${quarterLabel(r.frame.quarterStart).slice(0, 4)} del ${day(r.version!.effective)}`)
                .join(', ')}).`
            : '.'),
      ),
      t(
        `Filing status ${statusEn}, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.`,
        `Forma de declarar: ${statusEs}, con la deducción estándar, solo impuestos federales: sin impuestos estatales ni locales, sin créditos fiscales, sin deducciones detalladas y sin la deducción estándar adicional a partir de los 65 años.`,
      ),
      joint
        ? t(
            `Married filing jointly: otherIncome (${formatUsd(otherIncome)}) holds your spouse's taxable income too, treated as ordinary income that is not wages. Your spouse is taken to have no wages or self-employment income (they would count towards the ${formatUsd(taxRules.additionalMedicareThreshold)} Additional Medicare threshold, and their withholding would lower the estimated payments needed), and the retirement room is yours alone.`,
            `Casados en declaración conjunta: otherIncome (${formatUsdEs(otherIncome)}) incluye también la renta sujeta a impuesto de tu cónyuge, tratada como renta ordinaria no salarial. Se supone que tu cónyuge no tiene salarios ni ingresos por cuenta propia (contarían para el umbral de ${formatUsdEs(taxRules.additionalMedicareThreshold)} del Additional Medicare Tax, y sus retenciones reducirían los pagos a cuenta necesarios), y el margen de jubilación es solo el tuyo.`,
          )
        : t(
            `otherIncome (${formatUsd(otherIncome)}) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.`,
            `otherIncome (${formatUsdEs(otherIncome)}) se trata como renta ordinaria no salarial: sin retenciones y sin salarios sujetos a la Seguridad Social. Un salario reduciría la base máxima del impuesto de autónomos y el umbral del Additional Medicare Tax, y las retenciones reducirían los pagos a cuenta necesarios.`,
          ),
      t(
        `Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); otherIncome is not business income. The deduction is the smaller of ${formatPct(qr.ratePct)} of that income and ${formatPct(qr.ratePct)} of taxable income before it (no capital gains)` +
          (qr.minimumDeduction > 0 ? `, at least ${formatUsd(qr.minimumDeduction)} when the income is ${formatUsd(qr.minimumQualifiedIncome)} or more` : '') +
          `; above the ${formatUsd(qr.threshold)} threshold (${statusEn}, ${fitYear}) it phases down to nothing at ${formatUsd(qr.threshold + qr.phaseInRange)}, and a specified service business loses it faster (a warning gives that figure).`,
        `Deducción por rendimientos empresariales cualificados (IRC §199A): tu actividad se trata como una sola empresa individual en la que participas de forma material, sin salarios W-2 pagados ni bienes afectos; rendimientos cualificados = beneficio neto − la mitad deducible del impuesto de autónomos − las aportaciones a la jubilación deducidas (el seguro médico del autónomo también los reduciría y no se pregunta); otherIncome no es rendimiento de la actividad. La deducción es la menor entre el ${formatPctEs(qr.ratePct)} de esos rendimientos y el ${formatPctEs(qr.ratePct)} de la base imponible previa (sin ganancias de capital)` +
          (qr.minimumDeduction > 0 ? `, con un mínimo de ${formatUsdEs(qr.minimumDeduction)} si los rendimientos son de ${formatUsdEs(qr.minimumQualifiedIncome)} o más` : '') +
          `; por encima del umbral de ${formatUsdEs(qr.threshold)} (${statusEs}, ${fitYear}) se reduce hasta desaparecer en ${formatUsdEs(qr.threshold + qr.phaseInRange)}, y una actividad de servicios profesionales la pierde antes (un aviso da esa cifra).`,
      ),
      t(
        `Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the ${formatUsd(taxRules.seMinimumNetEarnings)} floor is worth a different amount (a warning then gives the exact value).`,
        `Las carencias se valoran a los tipos marginales del último dólar (véase marginalRates); una carencia lo bastante grande como para cruzar el límite de un tramo, un límite del §199A, la base máxima o el mínimo de ${formatUsdEs(taxRules.seMinimumNetEarnings)} vale otra cantidad (entonces un aviso da el valor exacto).`,
      ),
      t(
        `Estimated taxes: required annual payment = ${formatPct(safeHarborPct)} of this year's tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.`,
        `Pagos a cuenta: pago anual exigido = ${formatPctEs(safeHarborPct)} del impuesto de este año (la regla de seguridad del año anterior no se conoce aquí); cada cuarta parte se trata como impagada hasta el 15 de abril del año siguiente al tipo de interés de demora del IRS de cada periodo del formulario 2210; «algunos» = la mitad pagada a tiempo.`,
      ),
      t(
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Jubilación: un 401(k) individual (de un solo partícipe), aportaciones antes de impuestos, sin otro plan ni salarios en otro sitio. Un SEP-IRA solo admite la parte del empleador, así que su margen es menor. Las aportaciones Roth no son deducibles y no difieren impuestos.',
      ),
      t(
        `Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of ${formatUsdRate(deductionRules.businessMileageRate)} in force from ${deductionVersion.effective} applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).`,
        `Deducciones: solo el método simplificado del despacho en casa (el método ordinario puede dar más); las millas registradas se dan por ya deducidas y las no registradas, por no deducidas; la tarifa por milla profesional de ${formatUsdRateEs(deductionRules.businessMileageRate)} vigente desde el ${day(deductionVersion.effective)} se aplica a todas las millas (una tarifa de 76 centavos a mitad de 2026 citada por terceros no aparece en ningún texto del IRS y no se aplica).`,
      ),
      t(
        `Scoring weights and thresholds are our judgment, not rules of any authority: weights ${AREA_IDS.map((a) => `${a} ${WEIGHTS[a]}`).join(', ')}; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ ${CLIENT_SHARE_FULL_SCORE_PCT} % = 100, linear to 0 at 100 %; cash reserve target ${CASH_RESERVE_TARGET_MONTHS} months.`,
        `Las ponderaciones y umbrales de la puntuación son criterio nuestro, no normas de ninguna autoridad: ponderaciones ${AREA_IDS.map((a) => `${AREA_NAMES[a].es.toLowerCase()} ${WEIGHTS[a]}`).join(', ')}; plazos pagados a tiempo ninguno/algunos/todos = 0/50/100; registro de gastos ninguno/a mano/con programa = 0/75/100; mayor cliente ≤ ${CLIENT_SHARE_FULL_SCORE_PCT} % = 100, en línea recta hasta 0 al 100 %; objetivo de colchón de liquidez, ${CASH_RESERVE_TARGET_MONTHS} meses.`,
      ),
      t(
        `Choices used: entity ${entity}, quarterlies ${quarterlies}, expenseTracking ${expenseTracking} (when not given: sole, none and none). Missing amounts count as 0, a missing age as under ${rv.catchUpMinAge.value}, a missing homeOfficeClaimed or mileageLogged as false.`,
        `Opciones usadas: forma jurídica, ${ENTITY_ES[entity]}; plazos pagados a tiempo, ${quarterliesEs}; registro de gastos, ${EXPENSE_TRACKING_ES[expenseTracking]} (si no se indican: empresario individual, ninguno y ninguno). Los importes que faltan cuentan como 0, una edad que falta como menos de ${rv.catchUpMinAge.value} años, y homeOfficeClaimed o mileageLogged sin indicar, como no.`,
      ),
      t(
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
        'Los importes se calculan con precisión completa y se redondean a centavos solo en el resultado; las puntuaciones, a un decimal, y los tipos, a cuatro.',
      ),
    ];
    return {
      taxYear,
      filingStatus,
      score,
      areas,
      totalGapDollarsPerYear: cents(totalGap),
      marginalRates: {
        federalIncomeTaxPct: roundTo(m.incomeTax * 100, 4),
        qualifiedBusinessIncomeDeductionPct: roundTo(m.qbiDeductionShare * 100, 4),
        selfEmploymentTaxPct: roundTo(m.selfEmploymentTax * 100, 4),
        additionalMedicareTaxPct: roundTo(m.additionalMedicare * 100, 4),
        halfSeTaxOffsetPct: roundTo(m.halfSeTaxOffset * 100, 4),
        businessDeductionPct: roundTo(m.businessDeduction * 100, 4),
        retirementContributionPct: roundTo(m.retirementContribution * 100, 4),
      },
      entityReview: { entity, selfEmploymentTax: cents(seTotal), finding: entityFinding },
      breakdown,
      assumptions,
      warnings: [...warnings, ...rulesApplied.warnings],
      rules: rulesApplied.used,
    };
  },
});

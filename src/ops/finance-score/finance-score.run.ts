import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { InputError } from '../../core/errors.js';
import { MAX_AMOUNT, amountField, cents, moneyOut, percentField } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { formatDay } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { usFederalIncomeTax } from '../../rules/us/us-federal-income-tax.rules.js';
import { usSelfEmploymentTax } from '../../rules/us/us-self-employment-tax.rules.js';
import { usRetirementLimits } from '../../rules/us/us-retirement-limits.rules.js';
import { usHomeOfficeMileage } from '../../rules/us/us-home-office-mileage.rules.js';
import {
  AREA_IDS,
  WEIGHTS,
  computeTax,
  marginalRates,
  retirementRoom,
  roundTo,
  type AreaId,
  type Bracket,
  type DeductionRules,
  type RetirementRules,
  type TaxRules,
} from './finance-score.js';
import {
  clientAndCashAreas,
  deductionsArea,
  entityReview,
  estimatedTaxesArea,
  expenseTrackingArea,
  qbiPhaseInWarning,
  retirementArea,
  type Scene,
} from './finance-score-areas.js';
import { QUARTERLIES_ES, STATUS_EN, STATUS_ES, assumptionsOf, breakdownOf, lossYearTexts } from './finance-score-texts.js';
import { taxRulesOn } from './tax-rules-on.js';
import { filingStatusField, filingStatusOut } from './filing-status-field.js';

/** Largest area of a home office or number of business miles accepted: far above any real figure. */
export const MAX_SQFT = 1_000_000;
export const MAX_MILES = 1_000_000;

const areaOut = z.strictObject({
  area: z.enum(AREA_IDS as [AreaId, ...AreaId[]]).describe('The area scored.'),
  score: z.number().describe('Score of the area, 0–100, rounded to one decimal.'),
  weight: z.number().describe('Weight of the area in the total score (the weights add up to 100).'),
  finding: z.string().describe('What was found, the figures behind the score, and how the gap was priced (or why it is not).'),
  gapDollarsPerYear: moneyOut('The gap priced in dollars a year from the rules, rounded to cents; 0 where no sourced basis exists to price it.'),
});

const ratePct = (description: string) => z.number().describe(`${description} Percent, rounded to 4 decimals.`);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

const input = z.strictObject({
  netProfit: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .describe('Schedule C net profit for the year, USD (negative: a loss).'),
  otherIncome: amountField('Other taxable income that is not wages (interest, a pension), USD.').optional(),
  filingStatus: filingStatusField,
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

const output = z.strictObject({
  taxYear: z.number().int().describe('Tax year scored: the calendar year of the request date (UTC).'),
  filingStatus: filingStatusOut,
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

export type FinanceScoreInput = z.output<typeof input>;

export default defineRun({
  id: 'finance-score',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    const today = utcDate(ctx.now());
    const taxYear = Number(today.slice(0, 4));
    if (input.monthlyExpenses === 0) {
      throw new InputError(
        'monthlyExpenses: must be more than 0 when given (the cash reserve is divided by it)',
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
    const { filingStatus } = input;
    const joint = filingStatus === 'marriedJointly';
    const statusEn = STATUS_EN[filingStatus];
    const statusEs = STATUS_ES[filingStatus];
    const fitYear = Number(fitVersion.effective.slice(0, 4));

    const taxRules = taxRulesOn(rulesApplied, today, filingStatus);
    const { brackets } = taxRules;
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
    const minimumBalance = fit.estimatedTaxMinimumBalance.value;
    const safeHarborPct = fit.estimatedTaxCurrentYearPct.value;
    const wageBase = taxRules.socialSecurityWageBase;
    const factorPct = taxRules.netEarningsFactorPct;
    const q = tax.qbi;
    const qr = taxRules.qbi;

    const s: Scene = {
      input, t, day, today, taxYear, joint, statusEn, statusEs, fitYear, fitVersion, seVersion, payrollVersion, retirementVersion, deductionVersion,
      brackets, taxRules, rv, deductionRules, netProfit, entity, quarterlies, expenseTracking, otherIncome, contributed, sqft, miles,
      homeOfficeClaimed, mileageLogged, cashReserve, room, retirementDeduction, tax, m, quarterliesEs, minimumBalance, safeHarborPct, wageBase,
      factorPct, q, qr,
    };
    qbiPhaseInWarning(s, warnings);
    const est = estimatedTaxesArea(s, rulesApplied, warnings);
    const ret = retirementArea(s, warnings);
    const { expenseScore, expenseFinding } = expenseTrackingArea(s);
    const ded = deductionsArea(s, warnings);
    const { clientScore, clientFinding, cashScore, cashFinding } = clientAndCashAreas(s, warnings);

    // --- Areas and total ------------------------------------------------------------------------------------------------------
    const raw: Record<AreaId, { score: number; finding: string; gap: number }> = {
      estimatedTaxes: { score: est.estimatedScore, finding: est.estimatedFinding, gap: est.estimatedGap },
      retirement: { score: ret.retirementScore, finding: ret.retirementFinding, gap: ret.retirementGap },
      expenseTracking: { score: expenseScore, finding: expenseFinding, gap: 0 },
      deductions: { score: ded.deductionsScore, finding: ded.deductionsFinding, gap: ded.deductionsGap },
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

    const { seTotal, entityFinding } = entityReview(s, warnings);

    const breakdown = breakdownOf(s, est, ret, ded, totalGap);
    const assumptions = assumptionsOf(s, est);
    if (netProfit < 0) {
      const loss = lossYearTexts(s);
      assumptions.push(loss.assumption);
      if (loss.warning) warnings.push(loss.warning);
    }
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

import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { amountField, cents, moneyOut } from '../../core/money.js';
import { defineRun } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied, type RuleValue } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import {
  usSocialSecurityBenefitFormula,
  usSocialSecurityWageHistory,
  wageHistoryKey,
} from '../../rules/us/us-social-security-benefit-formula.rules.js';
import {
  aimeOf,
  assumedWageGrowth,
  claimAdjustment,
  claimAgeMonths,
  constantShareRecord,
  DEFAULT_CLAIM_AGE,
  DEFAULT_YEARS_WORKED,
  indexRecord,
  MAX_YEARS_WORKED,
  netEarningsOf,
  piaOf,
  WAGE_GROWTH_WINDOW,
  type BenefitFormula,
  type WageHistory,
} from './us-social-security-estimate.js';
import { estimateTexts } from './us-social-security-estimate-texts.js';

const input = z.strictObject({
  averageAnnualEarnings: amountField(
    'Typical yearly covered earnings in today’s USD: wages, or net self-employment profit when selfEmployed.',
  ),
  yearsWorked: z
    .int()
    .min(0)
    .max(MAX_YEARS_WORKED)
    .default(DEFAULT_YEARS_WORKED)
    .describe('Years with covered earnings before 62; under 35 adds zero years, under 10 gives no benefit.'),
  claimAge: z
    .number()
    .min(62)
    .max(70)
    .default(DEFAULT_CLAIM_AGE)
    .describe('Age benefits start, in whole months (62.5 = 62 years 6 months).'),
  selfEmployed: z
    .boolean()
    .default(false)
    .describe('true: earnings are net self-employment profit (92.35 % counts).'),
});

const output = z.strictObject({
  calculationYear: z.number().int().describe('Calendar year of the request (UTC).'),
  eligibilityYear: z
    .int()
    .describe('The year the estimate has you turn 62 (first eligible): the year of the benefit-formula figures used, the calculation year unless its figures are not published yet.'),
  indexingYear: z.int().describe('eligibilityYear − 2, the year you turn 60: earnings before it are indexed to its average wage index, later ones count at face value.'),
  averageWageIndex: moneyOut('National average wage index of the indexing year (69,846.57 for 2024).'),
  assumedWageGrowthPct: z
    .number()
    .describe('Assumed yearly growth of average wages after the indexing year (not published yet): the mean of the latest 10 published years, percent, 4 decimals.'),
  wageLevelFactor: z
    .number()
    .describe("Today's wage level ÷ the indexing year's: (1 + assumedWageGrowthPct %)², 6 decimals. Earnings in today's dollars are divided by it."),
  taxableMaximum: moneyOut('Taxable maximum (contribution and benefit base) of the calculation year, in dollars: earnings above it are neither taxed nor counted.'),
  netEarningsFromSelfEmployment: z.number().nullable().describe('averageAnnualEarnings × 92.35 % when selfEmployed, before any cap; null otherwise.'),
  indexedAnnualEarnings: moneyOut(
    "The earnings (× 92.35 % when self-employed) at the indexing year's wage level, before any cap: ÷ wageLevelFactor. What a year before the indexing year counts, up to its own capped, indexed taxable maximum.",
  ),
  yearsWorked: z.number().int().describe('Years with covered earnings, as given or the default 35.'),
  firstEarningsYear: z.int().nullable().describe('First year of the modelled career: the last min(yearsWorked, 40) years before eligibilityYear; null when yearsWorked is 0.'),
  lastEarningsYear: z.int().nullable().describe('Last year of the modelled career: eligibilityYear − 1 (age 61); null when yearsWorked is 0.'),
  cappedYears: z.int().describe("Modelled years whose earnings reach that year's taxable maximum (only the maximum counts)."),
  yearsCounted: z.number().int().describe('Years averaged: the highest indexed years, at most 35.'),
  zeroYears: z.number().int().describe('Years of the 35 with no earnings, counted as zeros.'),
  totalIndexedEarnings: moneyOut('Sum of the indexed earnings of the years counted (each indexed year rounded to the cent).'),
  aime: z.number().int().describe('Average indexed monthly earnings: totalIndexedEarnings ÷ 420, rounded down to the dollar.'),
  firstBendPoint: moneyOut('First PIA bend point of the eligibility year, monthly AIME dollars.'),
  secondBendPoint: moneyOut('Second PIA bend point of the eligibility year.'),
  piaBeforeRounding: moneyOut('90/32/15 % formula applied to the AIME, before rounding (shown to cents).'),
  pia: moneyOut('Primary insurance amount: the monthly benefit at full retirement age, rounded down to the dime.'),
  fullRetirementAge: z.number().describe('Full retirement age used: 67 (born in 1960 or later).'),
  claimAge: z.number().describe('Age at which benefits start, as given or the default 67.'),
  claimAgeYears: z.number().int().describe('Whole years of claimAge.'),
  claimAgeMonths: z.number().int().describe('Further months of claimAge, 0–11.'),
  monthsBeforeFullRetirementAge: z.number().int().describe('Months of early claiming that reduce the benefit (0 when claiming at 67 or later).'),
  monthsOfDelayedCredit: z.number().int().describe('Months after 67 that earn a delayed retirement credit (0 when claiming at 67 or earlier; at most 36).'),
  benefitPctOfPia: z.number().describe('The monthly benefit as a percent of the PIA before rounding: 70 at 62, 100 at 67, 124 at 70 (4 decimals).'),
  adjustmentAmount: moneyOut('Change to the PIA in dollars: a reduction (negative) rounded up to the dime, or a credit rounded down to the dime.'),
  monthlyBenefitBeforeDollarRounding: moneyOut('PIA + adjustmentAmount: the monthly benefit amount, a multiple of 10 cents.'),
  insured: z.boolean().describe('Whether the record can give a retirement benefit: at least 10 years of work (40 credits) and some covered earnings.'),
  monthlyBenefit: moneyOut('Estimated monthly benefit in dollars of the eligibility year, rounded down to the whole dollar; 0 when not insured.'),
  annualBenefit: moneyOut('monthlyBenefit × 12.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z
    .array(z.string())
    .describe('What needs your attention: no benefit under 10 years, earnings above the taxable maximum, years past 35 or 40, figures not published yet for the year (carried forward).'),
  rules: rulesOut,
});

export default defineRun({
  id: 'us-social-security-estimate',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: ({ averageAnnualEarnings, yearsWorked, claimAge, selfEmployed }, ctx) => {
    const months = claimAgeMonths(claimAge);
    const today = utcDate(ctx.now());
    const year = Number(today.slice(0, 4));
    const rules = new RulesApplied(ctx.locale);
    const version = rules.at(usSocialSecurityBenefitFormula, today);
    const wageVersion = rules.at(usEmployerPayrollTaxes, today);
    const historyVersion = rules.at(usSocialSecurityWageHistory, today);
    const v = version.values;
    const f: BenefitFormula = {
      firstBendPoint: v.piaFirstBendPoint.value,
      secondBendPoint: v.piaSecondBendPoint.value,
      firstRatePct: v.piaFirstRatePct.value,
      secondRatePct: v.piaSecondRatePct.value,
      thirdRatePct: v.piaThirdRatePct.value,
      computationYears: v.computationYears.value,
      indexingLagYears: v.indexingLagYears.value,
      elapsedYears: v.elapsedYears.value,
      selfEmploymentFactorPct: v.selfEmploymentFactorPct.value,
      fullRetirementAge: v.fullRetirementAge.value,
      earlyFirstTierMonths: v.earlyReductionFirstTierMonths.value,
      earlyFirstTierPctPerMonth: v.earlyReductionFirstTierPctPerMonth.value,
      earlySecondTierPctPerMonth: v.earlyReductionSecondTierPctPerMonth.value,
      delayedPctPerMonth: v.delayedCreditPctPerMonth.value,
      delayedCreditMaxAge: v.delayedCreditMaxAge.value,
      minimumYearsOfWork: v.minimumYearsOfWork.value,
    };
    const cap = wageVersion.values.socialSecurityWageBase.value;
    const capYear = wageVersion.effective.slice(0, 4);
    // The estimate has you turn 62 in the year of the formula figures: the calculation year, or the latest published one.
    const eligibilityYear = Number(version.effective.slice(0, 4));
    const indexingYear = eligibilityYear - f.indexingLagYears;

    const held = historyVersion.values as Readonly<Record<string, RuleValue>>;
    const figure = (key: string, what: string, whatEs: string, y: number): number => {
      const found = held[key];
      if (!found) {
        throw new InputError(
          `the ${what} of ${y} needed for people turning 62 in ${eligibilityYear} is not in ${usSocialSecurityWageHistory.id} yet`,
          `${whatEs} de ${y}, necesario para quienes cumplen 62 años en ${eligibilityYear}, aún no está en ${usSocialSecurityWageHistory.id}`,
        );
      }
      return found.value;
    };
    const history: WageHistory = {
      averageWageIndex: (y) => figure(wageHistoryKey.awi(y), 'national average wage index', 'el índice nacional de salarios medios', y),
      taxableMaximum: (y) => figure(wageHistoryKey.taxableMaximum(y), 'taxable maximum', 'la base máxima de cotización', y),
    };

    const netEarnings = netEarningsOf(averageAnnualEarnings, selfEmployed, f.selfEmploymentFactorPct);
    const modelledYears = Math.min(yearsWorked, f.elapsedYears);
    const growth = assumedWageGrowth(history, indexingYear, WAGE_GROWTH_WINDOW);
    const growthPct = Number(((growth - 1) * 100).toFixed(4));
    const levelFactor = growth ** f.indexingLagYears;
    const awi = history.averageWageIndex(indexingYear);
    const record = constantShareRecord(netEarnings, eligibilityYear, modelledYears, indexingYear, history, growth);
    const indexed = indexRecord(record, indexingYear, history);
    const a = aimeOf(indexed, f.computationYears);
    const p = piaOf(a.aime, f);
    const adj = claimAdjustment(p.pia, months, f);
    const insured = yearsWorked >= f.minimumYearsOfWork && netEarnings > 0;
    const monthlyBenefit = insured ? adj.monthlyBenefit : 0;
    const claimYears = Math.floor(months / 12);
    const cappedYears = indexed.filter((y) => y.capped).length;
    const firstYear = record[0]?.year ?? null;
    const lastYear = record.at(-1)?.year ?? null;
    const indexedAnnual = netEarnings / levelFactor;

    const { breakdown, warnings, assumptions } = estimateTexts(
      {
        averageAnnualEarnings,
        yearsWorked,
        selfEmployed,
        months,
        today,
        year,
        f,
        cap,
        capYear,
        eligibilityYear,
        indexingYear,
        netEarnings,
        modelledYears,
        growth,
        growthPct,
        levelFactor,
        awi,
        indexed,
        a,
        p,
        adj,
        insured,
        monthlyBenefit,
        cappedYears,
        firstYear,
        lastYear,
        indexedAnnual,
      },
      textsFor(ctx),
    );

    return {
      calculationYear: year,
      eligibilityYear,
      indexingYear,
      averageWageIndex: awi,
      assumedWageGrowthPct: growthPct,
      wageLevelFactor: Number(levelFactor.toFixed(6)),
      taxableMaximum: cap,
      netEarningsFromSelfEmployment: selfEmployed ? cents(netEarnings) : null,
      indexedAnnualEarnings: cents(indexedAnnual),
      yearsWorked,
      firstEarningsYear: firstYear,
      lastEarningsYear: lastYear,
      cappedYears,
      yearsCounted: a.yearsCounted,
      zeroYears: a.zeroYears,
      totalIndexedEarnings: cents(a.total),
      aime: a.aime,
      firstBendPoint: f.firstBendPoint,
      secondBendPoint: f.secondBendPoint,
      piaBeforeRounding: cents(p.unrounded),
      pia: p.pia,
      fullRetirementAge: f.fullRetirementAge,
      claimAge,
      claimAgeYears: claimYears,
      claimAgeMonths: months - claimYears * 12,
      monthsBeforeFullRetirementAge: adj.monthsEarly,
      monthsOfDelayedCredit: adj.monthsDelayed,
      benefitPctOfPia: Number((100 + adj.adjustmentPct).toFixed(4)),
      adjustmentAmount: adj.adjustmentAmount,
      monthlyBenefitBeforeDollarRounding: adj.benefitBeforeDollarRounding,
      insured,
      monthlyBenefit,
      annualBenefit: monthlyBenefit * 12,
      breakdown,
      assumptions,
      warnings: [...warnings, ...rules.warnings],
      // Of the payroll-tax set only the wage base is used: its source alone is echoed.
      rules: rules.used.map((used) =>
        used.id === usEmployerPayrollTaxes.id ? { ...used, sources: used.sources.filter((x) => x.url === wageVersion.values.socialSecurityWageBase.source) } : used,
      ),
    };
  },
});

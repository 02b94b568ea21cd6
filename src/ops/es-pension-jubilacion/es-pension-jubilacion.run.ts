import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { cents, MAX_AMOUNT, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { RulesApplied, type RuleValue } from '../../rules/rule-set.js';
import { esRetirementPension2026 } from '../../rules/es/es-retirement-pension-2026.rules.js';
import { esEarlyRetirementReductions2026, type EarlyMonths } from '../../rules/es/es-early-retirement-reductions-2026.rules.js';
import { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import { formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import {
  estimatePension,
  MONTHS_PER_YEAR,
  ordinaryAgeOnRecord,
  wholeMonths,
  yearsAndMonths,
  type EarlyTables,
  type GapFill,
  type PensionRules,
} from './es-pension-jubilacion.js';
import { assumptionsOf, breakdownOf, warningsOf, wordsFor, type FigureYear, type FigureYears } from './es-pension-jubilacion-texts.js';

/** Bounds of the input (not rules): a career of at most 60 years in at most 60 periods. */
export const MAX_PERIODS = 60;
const MAX_CAREER_YEARS = 60;
/** Retirement ages accepted: from 63 (65 − 24 months, the earliest voluntary early retirement) to 75. */
export const MIN_AGE = 63;
export const MAX_AGE = 75;
/** Retirement years accepted: the first year of the rule sets to a few years ahead (later years carry the latest rules forward, warned). */
const FIRST_YEAR = 2026;
const LAST_YEAR = 2030;

const months = (description: string) => z.number().int().describe(description);

const periodSchema = z.strictObject({
  years: z
    .number()
    .positive()
    .max(MAX_CAREER_YEARS)
    .describe('Length in years, whole months (2.5 = 2 years 6 months).'),
  regimen: z
    .enum(['general', 'reta'])
    .default('general')
    .describe('general: employees; reta: self-employed.'),
  monthlyBase: z
    .number()
    .positive()
    .max(MAX_AMOUNT)
    .describe('Monthly contribution base in today’s euros.'),
});

const input = z.strictObject({
  periods: z
    .array(periodSchema)
    .min(1)
    .max(MAX_PERIODS)
    .describe('Contiguous career periods, oldest first, ending the month before retirement; 60 years at most.'),
  retirementAge: z
    .number()
    .min(MIN_AGE)
    .max(MAX_AGE)
    .optional()
    .describe('Retirement age in whole months (64.5). Default: the ordinary age.'),
  retirementYear: z
    .number()
    .int()
    .min(FIRST_YEAR)
    .max(LAST_YEAR)
    .optional()
    .describe(
      'Year the pension starts (after 2027, 2027 rules). Default: this year.',
    ),
  gapSupplement: z
    .boolean()
    .default(false)
    .describe(
      'Gender-gap supplement to gaps (DT 41.ª LGSS): true for a woman, or a man meeting art. 60.1.b.',
    ),
});

const output = z.strictObject({
  retirementYear: z.number().int().describe('Year in which the pension starts (input, or the current year).'),
  rulesYear: z.number().int().describe('Year whose rules are applied: the retirement year, or the latest year with rules when it is later (carried forward, warned).'),
  contributedMonths: months('Months contributed: the sum of the periods.'),
  contributed: z.string().describe('The same in years and months.'),
  entitled: z.boolean().describe('Whether there is a contributory pension: at least 15 years contributed.'),
  retirementAgeMonths: months('Retirement age used, in months.'),
  retirementAge: z.string().describe('Retirement age used, in years and months.'),
  ordinaryAgeMonths: months('Ordinary retirement age (calendar of the rules year), in months.'),
  ordinaryAge: z.string().describe('Ordinary retirement age in years and months.'),
  retirementType: z.enum(['ordinary', 'early', 'delayed']).describe('Retiring at, before or after the ordinary age.'),
  monthsEarly: months('Months before the ordinary age (0 unless early).'),
  monthsDelayed: months('Months after the ordinary age (0 unless delayed).'),
  baseReguladoraMethod1: moneyOut('Method 1 (art. 209.1 as of 2023): sum of the last 300 monthly bases, gaps filled, ÷ 350, EUR.'),
  baseReguladoraMethod2: moneyOut('Method 2 (DT 40.ª): sum of the highest bases of the window, gaps filled (2026: 302 of 304 ÷ 352.33; 2027: 304 of 308 ÷ 354.67), EUR.'),
  baseReguladoraMethodUsed: z.enum(['method1', 'method2']).describe('The more favourable method (method1 when they are equal).'),
  baseReguladora: moneyOut('Base reguladora used: the higher of the two, EUR a month.'),
  gapFilling: z
    .strictObject({
      applied: z.boolean().describe('Whether gaps are filled: the pension is computed in the Régimen General (the last period); false in RETA, where they count as 0.'),
      supplement: z.boolean().describe('Whether the DT 41.ª supplement was applied (gapSupplement, Régimen General; method 2 only).'),
      minimumBase: moneyOut('The base mínima that fills gaps: the lowest monthly minimum base of the Régimen General, EUR.'),
      method1: z
        .strictObject({
          months: months('Months of the 300-month window before the first period (gaps).'),
          atFull: months('Of them, filled with the full base mínima (the first 48).'),
          atReduced: months('Filled with 80 % of it (always 0 here: the 2023 wording has no DT 41.ª supplement).'),
          atHalf: months('Filled with 50 % of it (the rest).'),
          amount: moneyOut('Their sum, included in the sum of the bases, EUR.'),
        })
        .describe('Gaps in the method 1 window.'),
      method2: z
        .strictObject({
          months: months('Months of the method 2 window before the first period (gaps).'),
          atFull: months('Of them, filled with the full base mínima (the first 48; with the supplement, also 49-60).'),
          atReduced: months('Filled with 80 % of it (the supplement: months 61-84).'),
          atHalf: months('Filled with 50 % of it (the rest).'),
          amount: moneyOut('Their sum before the lowest months are left out, EUR.'),
        })
        .describe('Gaps in the method 2 window.'),
    })
    .describe('Integración de lagunas (art. 209.1.b and DT 41.ª LGSS): the months of each window before your first period, taken as months without a duty to contribute.'),
  percentageForYears: z.number().describe('Percentage of the base reguladora for the months contributed (0 under 15 years).'),
  earlyReductionPercent: z.number().describe('Early-retirement reduction applied, % (0 unless early).'),
  earlyReductionAppliedTo: z
    .enum(['pension', 'maximumPension'])
    .nullable()
    .describe('What the reduction was applied to: the pension (art. 208.2), or the maximum pension when the pension was above it (DT 34.ª); null unless early.'),
  delayBonusPercent: z.number().describe('Delayed-retirement bonus, percentage points added to the percentage (0 unless delayed).'),
  theoreticalMonthlyPension: moneyOut('Base reguladora × percentage, before any reduction, bonus or cap, EUR.'),
  maximumMonthlyPension: moneyOut('Maximum initial pension of the rules year per payment, EUR (2027: the 2026 figure carried forward until published).'),
  cappedAtMaximum: z.boolean().describe('Whether the maximum pension limited the pension (or, early, the reduction was applied to it).'),
  monthlyPension: moneyOut('Monthly pension, one of 14 payments a year, EUR (0 without entitlement).'),
  paymentsPerYear: z.number().int().describe('Payments a year (12 monthly and 2 extra).'),
  annualPension: moneyOut('Monthly pension × 14, EUR.'),
  bonusAboveMaximumAnnual: moneyOut('Delayed retirement above the maximum: the unused bonus paid as a yearly amount (in 14 payments), EUR; 0 otherwise.'),
  totalAnnual: moneyOut('Annual pension + the yearly amount above the maximum, EUR.'),
  minimumPension: z
    .strictObject({
      household: z.literal('single-person').describe('The household whose minimum is shown (the input has no household).'),
      ageBand: z.enum(['65-or-over', 'under-65']).describe('Age band of the minimum, from the retirement age.'),
      monthly: moneyOut('Minimum pension of the rules year per payment for that household and age band, EUR (2027: the 2026 figure carried forward).'),
      annual: moneyOut('The same × 14, EUR.'),
      pensionBelowMinimum: z.boolean().describe('Whether the pension is below it (a top-up may apply, subject to income: not applied here).'),
      differenceMonthly: moneyOut('Minimum − pension when below, else 0, EUR a payment: the most a top-up could add for this household.'),
    })
    .describe('The minimum pension for a single-person household, as information: it is not applied.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('What needs your attention: no entitlement, capped bases, short careers, reductions, bonus readings, caps and minimums.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'es-pension-jubilacion',
  kind: 'calculator',
  jurisdiction: 'es',
  input,
  output,
  run: ({ periods, retirementAge, retirementYear, gapSupplement }, ctx) => {
    const n = (x: number) => formatNumber(x, 'es');
    /** A value of the input as it was given, with a decimal comma. */
    const given = (x: number) => String(x).replace('.', ',');
    const periodMonths = periods.map((period, index) => {
      const m = wholeMonths(period.years);
      if (m === null) {
        throw new InputError(
          `periods[${index}].years: must be a whole number of months (years × 12 an integer, e.g. 2.5 = 2 years 6 months), got ${period.years} (${cents(period.years * MONTHS_PER_YEAR)} months)`,
          `periods[${index}].years: debe ser un número entero de meses (años × 12 sin decimales; por ejemplo, 2,5 = 2 años y 6 meses); se ha indicado ${given(period.years)} (${n(cents(period.years * MONTHS_PER_YEAR))} meses)`,
        );
      }
      if (m === 0) {
        throw new InputError(
          `periods[${index}].years: must be at least one month (1/12 ≈ 0.0833), got ${period.years}`,
          `periods[${index}].years: debe ser al menos un mes (1/12 ≈ 0,0833); se ha indicado ${given(period.years)}`,
        );
      }
      return m;
    });
    const contributed = periodMonths.reduce((total, m) => total + m, 0);
    if (contributed > MAX_CAREER_YEARS * MONTHS_PER_YEAR) {
      throw new InputError(
        `periods: the years add up to ${cents(contributed / MONTHS_PER_YEAR)}; at most ${MAX_CAREER_YEARS} years in total`,
        `periods: los años suman ${n(cents(contributed / MONTHS_PER_YEAR))}; como máximo ${MAX_CAREER_YEARS} años en total`,
      );
    }
    let ageMonths: number | null = null;
    if (retirementAge !== undefined) {
      ageMonths = wholeMonths(retirementAge);
      if (ageMonths === null) {
        throw new InputError(
          `retirementAge: must be a whole number of months (64.5 = 64 years 6 months, 64.25 = 64 years 3 months), got ${retirementAge}`,
          `retirementAge: debe ser un número entero de meses (64,5 = 64 años y 6 meses; 64,25 = 64 años y 3 meses); se ha indicado ${given(retirementAge)}`,
        );
      }
    }
    const locale: Locale = ctx.locale ?? 'en';
    const words = wordsFor(locale);

    const today = utcDate(ctx.now());
    const currentYear = Number(today.slice(0, 4));
    const year = retirementYear ?? currentYear;
    // The rules of the year the pension starts: today's date in the current year, 1 January of another year.
    const ruleDate = year === currentYear ? today : `${year}-01-01`;
    const rulesApplied = new RulesApplied(locale);
    const version = rulesApplied.at(esRetirementPension2026, ruleDate);
    const ssVersion = rulesApplied.at(esSocialSecurityWorker2026, ruleDate);
    const v = version.values;
    const r: PensionRules = {
      ...(Object.fromEntries(Object.entries(v).map(([key, value]) => [key, (value as RuleValue).value])) as Omit<PensionRules, 'maximumBaseMonthly' | 'minimumBaseMonthly'>),
      maximumBaseMonthly: ssVersion.values.maximumBaseMonthly.value,
      minimumBaseMonthly: ssVersion.values.minimumBaseMonthly.value,
    };
    const rulesYear = Number(version.effective.slice(0, 4));
    const ssYear = Number(ssVersion.effective.slice(0, 4));
    /** The year a figure was published for: its version's, or the year it is carried forward from. */
    const figureYear = (value: RuleValue, versionYear: number): FigureYear => ({
      year: value.carriedFrom ? Number(value.carriedFrom.slice(0, 4)) : versionYear,
      of: versionYear,
    });
    const years: FigureYears = {
      maxBase: figureYear(ssVersion.values.maximumBaseMonthly, ssYear),
      minBase: figureYear(ssVersion.values.minimumBaseMonthly, ssYear),
      maxPension: figureYear(v.maximumMonthlyPension, rulesYear),
      minPension: figureYear(v.minimumPensionSingle65Plus, rulesYear),
    };
    // The early-retirement tables are looked up (and listed in the result) only when the retirement is early.
    const early = (): EarlyTables => {
      const ev = rulesApplied.at(esEarlyRetirementReductions2026, ruleDate).values;
      return {
        reduction: (m, bracket) => ev[`reduction${m as EarlyMonths}Months${bracket}`].value,
        maximumPensionReduction: (m, bracket) => ev[`maximumPensionReduction${m as EarlyMonths}Months${bracket}`].value,
      };
    };
    let tables: EarlyTables | null = null;
    const lazyTables: EarlyTables = {
      reduction: (m, bracket) => (tables ??= early()).reduction(m, bracket),
      maximumPensionReduction: (m, bracket) => (tables ??= early()).maximumPensionReduction(m, bracket),
    };

    const defaulted = ageMonths === null;
    const age = ageMonths ?? ordinaryAgeOnRecord(contributed, r);
    // Art. 209.1.b fills gaps when the pension is computed in the Régimen General (taken as the regime of the last period).
    const lastRegimen = periods[periods.length - 1]!.regimen;
    const gapRules = { fill: lastRegimen === 'general', supplement: lastRegimen === 'general' && gapSupplement };
    const e = estimatePension(periods, periodMonths, age, r, lazyTables, gapRules, rulesYear);
    const entitled = e.percentage !== null;

    const annual = e.monthlyPension * r.paymentsPerYear;
    const over65 = age >= r.minimumPensionAgeMonths;
    const minimum = over65 ? r.minimumPensionSingle65Plus : r.minimumPensionSingleUnder65;
    const belowMinimum = entitled && e.monthlyPension < minimum;

    return {
      retirementYear: year,
      rulesYear,
      contributedMonths: contributed,
      contributed: yearsAndMonths(contributed, locale),
      entitled,
      retirementAgeMonths: age,
      retirementAge: yearsAndMonths(age, locale),
      ordinaryAgeMonths: e.ordinaryAgeMonths,
      ordinaryAge: yearsAndMonths(e.ordinaryAgeMonths, locale),
      retirementType: e.type,
      monthsEarly: e.monthsEarly,
      monthsDelayed: e.monthsDelayed,
      baseReguladoraMethod1: cents(e.m1.value),
      baseReguladoraMethod2: cents(e.m2.value),
      baseReguladoraMethodUsed: e.methodUsed,
      baseReguladora: cents(e.baseReguladora),
      gapFilling: {
        applied: gapRules.fill,
        supplement: gapRules.supplement,
        minimumBase: r.minimumBaseMonthly,
        method1: gapOut(e.m1.gaps),
        method2: gapOut(e.m2.gaps),
      },
      percentageForYears: entitled ? cents(e.percentage!.percent) : 0,
      earlyReductionPercent: e.early?.reductionPercent ?? 0,
      earlyReductionAppliedTo: e.early?.appliedTo ?? null,
      delayBonusPercent: e.delay?.percent ?? 0,
      theoreticalMonthlyPension: cents(e.theoreticalPension),
      maximumMonthlyPension: r.maximumMonthlyPension,
      cappedAtMaximum: e.cappedAtMaximum,
      monthlyPension: cents(e.monthlyPension),
      paymentsPerYear: r.paymentsPerYear,
      annualPension: cents(annual),
      bonusAboveMaximumAnnual: cents(e.aboveMaximumAnnual),
      totalAnnual: cents(annual + e.aboveMaximumAnnual),
      minimumPension: {
        household: 'single-person' as const,
        ageBand: over65 ? ('65-or-over' as const) : ('under-65' as const),
        monthly: minimum,
        annual: cents(minimum * r.paymentsPerYear),
        pensionBelowMinimum: belowMinimum,
        differenceMonthly: belowMinimum ? cents(minimum - e.monthlyPension) : 0,
      },
      breakdown: breakdownOf(e, periods.length, r, rulesYear, years, words),
      assumptions: assumptionsOf(e, r, { defaulted, version: version.effective, year, years, gapSupplement }, words),
      warnings: [...warningsOf(e, r, { periods, minimum, over65, belowMinimum, year, rulesYear, years }, words), ...rulesApplied.warnings],
      rules: rulesApplied.used,
    };
  },
});

/** The gaps of one window, as the result shows them. */
function gapOut(g: GapFill) {
  return { months: g.months, atFull: g.atFull, atReduced: g.atReduced, atHalf: g.atHalf, amount: cents(g.sum) };
}

import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { cents, formatAmount, MAX_AMOUNT, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { ruleVersionAt, rulesUsed, type RulesUsed, type RuleValue } from '../../rules/rule-set.js';
import { esRetirementPension2026 } from '../../rules/es/es-retirement-pension-2026.rules.js';
import { esEarlyRetirementReductions2026, type EarlyBracket, type EarlyMonths } from '../../rules/es/es-early-retirement-reductions-2026.rules.js';
import { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import {
  estimatePension,
  MONTHS_PER_YEAR,
  ordinaryAgeOnRecord,
  wholeMonths,
  yearsAndMonths,
  type EarlyTables,
  type PensionEstimate,
  type PensionRules,
} from './es-pension-jubilacion.js';
import { examples } from './es-pension-jubilacion.examples.js';

/** Bounds of the input (not rules): a career of at most 60 years in at most 60 periods. */
const MAX_PERIODS = 60;
const MAX_CAREER_YEARS = 60;
/** Retirement ages accepted: from 63 (65 − 24 months, the earliest voluntary early retirement) to 75. */
const MIN_AGE = 63;
const MAX_AGE = 75;

const eur = (n: number): string => `${formatAmount(n)} €`;
/** A percentage as published: up to 2 decimals, no trailing zeros (0.21 %, 21 %, 96.58 %). */
const pct = (n: number): string => `${cents(n).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
/** Percentage points: "2 points", "8 points", "1.5 points". */
const points = (n: number): string => `${cents(n).toLocaleString('en-US', { maximumFractionDigits: 2 })} point${cents(n) === 1 ? '' : 's'}`;
const BRACKET_TEXT: Record<EarlyBracket, string> = {
  A: 'under 38 years 6 months contributed',
  B: '38 years 6 months to under 41 years 6 months contributed',
  C: '41 years 6 months to under 44 years 6 months contributed',
  D: '44 years 6 months or more contributed',
};
const BRACKET_TEXT_ES: Record<EarlyBracket, string> = {
  A: 'menos de 38 años y 6 meses cotizados',
  B: 'de 38 años y 6 meses a menos de 41 años y 6 meses cotizados',
  C: 'de 41 años y 6 meses a menos de 44 años y 6 meses cotizados',
  D: '44 años y 6 meses o más cotizados',
};
/** The ages the chart compares: every whole year from the earliest accepted age to 70, besides the chosen and ordinary ages. */
const CHART_LAST_AGE = 70;

const months = (description: string) => z.number().int().describe(description);

const periodSchema = z.strictObject({
  years: z
    .number()
    .positive()
    .max(MAX_CAREER_YEARS)
    .describe('Length of the period in years, a whole number of months (2.5 = 2 years 6 months; 1/12 ≈ 0.0833 is one month).'),
  regimen: z
    .enum(['general', 'reta'])
    .default('general')
    .describe('general = Régimen General (employees); reta = self-employed (autónomos). Default general.'),
  monthlyBase: z
    .number()
    .positive()
    .max(MAX_AMOUNT)
    .describe('Monthly contribution base (base de cotización) during the period, in EUR of today (not CPI-updated again); capped at the 2026 maximum base.'),
});

export const input = z.strictObject({
  periods: z
    .array(periodSchema)
    .min(1)
    .max(MAX_PERIODS)
    .describe('Career periods, oldest first, contiguous, the last ending the month before retirement (at most 60 periods and 60 years in total).'),
  retirementAge: z
    .number()
    .min(MIN_AGE)
    .max(MAX_AGE)
    .optional()
    .describe('Age at retirement in years, a whole number of months: 64.5 means 64 years 6 months (63–75). Default: the ordinary age for the years contributed.'),
});

export const output = z.strictObject({
  rulesYear: z.number().int().describe('Year whose rules are applied (the pension is computed as if it started that year).'),
  contributedMonths: months('Months contributed: the sum of the periods.'),
  contributed: z.string().describe('The same in years and months.'),
  entitled: z.boolean().describe('Whether there is a contributory pension: at least 15 years contributed.'),
  retirementAgeMonths: months('Retirement age used, in months.'),
  retirementAge: z.string().describe('Retirement age used, in years and months.'),
  ordinaryAgeMonths: months('Ordinary retirement age (2026 calendar), in months.'),
  ordinaryAge: z.string().describe('Ordinary retirement age in years and months.'),
  retirementType: z.enum(['ordinary', 'early', 'delayed']).describe('Retiring at, before or after the ordinary age.'),
  monthsEarly: months('Months before the ordinary age (0 unless early).'),
  monthsDelayed: months('Months after the ordinary age (0 unless delayed).'),
  baseReguladoraMethod1: moneyOut('Method 1: sum of the last 300 monthly bases ÷ 350, EUR.'),
  baseReguladoraMethod2: moneyOut('Method 2 (2026): sum of the 302 highest of the last 304 monthly bases ÷ 352.33, EUR.'),
  baseReguladoraMethodUsed: z.enum(['method1', 'method2']).describe('The more favourable method (method1 when they are equal).'),
  baseReguladora: moneyOut('Base reguladora used: the higher of the two, EUR a month.'),
  percentageForYears: z.number().describe('Percentage of the base reguladora for the months contributed (0 under 15 years).'),
  earlyReductionPercent: z.number().describe('Early-retirement reduction applied, % (0 unless early).'),
  earlyReductionAppliedTo: z
    .enum(['pension', 'maximumPension'])
    .nullable()
    .describe('What the reduction was applied to: the pension (art. 208.2), or the maximum pension when the pension was above it (DT 34.ª); null unless early.'),
  delayBonusPercent: z.number().describe('Delayed-retirement bonus, percentage points added to the percentage (0 unless delayed).'),
  theoreticalMonthlyPension: moneyOut('Base reguladora × percentage, before any reduction, bonus or cap, EUR.'),
  maximumMonthlyPension: moneyOut('Maximum initial pension 2026 per payment, EUR.'),
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
      monthly: moneyOut('Minimum pension 2026 per payment for that household and age band, EUR.'),
      annual: moneyOut('The same × 14, EUR.'),
      pensionBelowMinimum: z.boolean().describe('Whether the pension is below it (a top-up may apply, subject to income: not applied here).'),
      differenceMonthly: moneyOut('Minimum − pension when below, else 0, EUR a payment: the most a top-up could add for this household.'),
    })
    .describe('The 2026 minimum pension for a single-person household, as information: it is not applied.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('What needs your attention: no entitlement, capped bases, short careers, reductions, bonus readings, caps and minimums.'),
  rules: rulesOut,
});

export default defineOperation({
  id: 'es-pension-jubilacion',
  title: 'Spanish retirement pension estimate (2026)',
  summary:
    'Estimates a 2026 Spanish contributory retirement pension from your career: both 2026 base reguladora methods, the percentage for the years contributed, the ordinary age, early-retirement reductions or the delayed-retirement bonus, and the maximum pension.',
  description:
    'Spanish contributory retirement pension (jubilación, Régimen General and RETA) under the 2026 rules (rule sets ' +
    'es-retirement-pension-2026 and es-early-retirement-reductions-2026; the 2026 maximum contribution base from ' +
    'es-social-security-worker-2026). periods: the career oldest first, contiguous and ending the month before retirement; each ' +
    'period is a whole number of months (years × 12), with a monthly contribution base in today\'s euros (no CPI updating; bases ' +
    'above the 2026 maximum base of 5,101.20 € are capped with a warning). Months contributed C = the sum of the periods (at most 60 ' +
    'years). Base reguladora (BR): method 1 (art. 209.1 as in force on 1-1-2023, DT 4.ª.7 LGSS) = sum of the last 300 monthly bases ' +
    '÷ 350; method 2 (DT 40.ª, 2026 values) = sum of the 302 highest of the last 304 monthly bases ÷ 352.33; months of a window ' +
    'before the first period count as 0 (gap filling is not modelled); BR = the higher. Percentage (art. 210.1, DT 9.ª 2023-2026): ' +
    'none under 15 years (180 months: no contributory pension, said in the result, not an error); 50 % at 15 years, + 0.21 % for ' +
    'each of the next 49 months, + 0.19 % for each of the next 209; 100 % from 36 years 6 months. Ordinary age 2026 (DT 7.ª): 65 ' +
    'once 38 years 3 months are contributed (counting months up to 65 as contributed when retiring early, art. 208.2, and ' +
    'assuming contribution without a break up to retirement when retiring late), otherwise 66 years 10 months; ordinary age = ' +
    'min(66 y 10 m, max(65 y, retirement age − C + 38 y 3 m)). retirementAge: 63 to 75 years in whole months (64.5 = 64 years 6 ' +
    'months); default: the ordinary age for the years contributed (65 with 38 years 3 months or more, else 66 years 10 months). ' +
    'Early retirement (art. 208, voluntary): at most 24 months early and at least 35 years contributed, otherwise a 400 naming ' +
    'the earliest possible age; pension = BR × percentage × (1 − reduction of the art. 208.2 table for the months early and the ' +
    'contribution bracket: under 38 y 6 m, to 41 y 6 m, to 44 y 6 m, more); when BR × percentage exceeds the maximum pension the ' +
    'smaller 2026 reduction of DT 34.ª is applied to the maximum instead. Delayed retirement (art. 210.2.a, RDL 11/2024): + 4 ' +
    'percentage points per full year after the ordinary age and, after the first full year, + 2 for a complete six-month period ' +
    '(a reading of RDL 11/2024 flagged in a warning), if 15 years were contributed at the ordinary age; pension = BR × ' +
    '(percentage + bonus), at most the maximum, the unused bonus points × maximum × 14 being paid as a yearly amount (pension + ' +
    'amount ≤ 12 × the maximum contribution base). Maximum pension 2026: 3,359.60 € a payment (× 14). The single-person minimum ' +
    'pension (936.20 € at 65 or over, 875.90 € under 65) is reported with the difference, not applied: the top-up depends on ' +
    'other income (limit 9,442 € a year) and the household. Monthly pension in 14 payments; annual = monthly × 14. Not modelled: ' +
    'CPI updating of old bases, gap filling, the gender-gap supplement, involuntary and other early retirement, partial, flexible ' +
    'and active retirement, income tax, later revaluations. Amounts at full precision, rounded to cents only in the output; ' +
    'percentages to 2 decimals.',
  category: 'spain-uk',
  kind: 'calculator',
  jurisdiction: 'es',
  es: {
    title: 'Pensión de jubilación en España (estimación 2026)',
    summary:
      'Estima una pensión contributiva de jubilación de 2026 a partir de tu carrera: las dos bases reguladoras de 2026, el porcentaje por años cotizados, la edad ordinaria, los coeficientes por jubilación anticipada o el complemento por demora, y la pensión máxima.',
  },
  input,
  output,
  form: {
    periods: {
      label: { en: 'Career periods', es: 'Periodos cotizados' },
      help: {
        es: 'Tu carrera de cotización por periodos, del más antiguo al más reciente y sin huecos; el último termina el mes anterior a la jubilación (como máximo 60 periodos y 60 años en total).',
      },
      fields: {
        years: {
          label: { en: 'Years', es: 'Años' },
          help: { es: 'Duración del periodo en años, en meses completos (2,5 = 2 años y 6 meses; 1/12 ≈ 0,0833 es un mes).' },
        },
        regimen: {
          label: { en: 'Regime', es: 'Régimen' },
          help: { es: 'Régimen General (trabajadores por cuenta ajena) o RETA (trabajadores autónomos).' },
          choices: {
            general: { en: 'Régimen General (employee)', es: 'Régimen General (cuenta ajena)' },
            reta: { en: 'RETA (self-employed)', es: 'RETA (autónomos)' },
          },
        },
        monthlyBase: {
          label: { en: 'Monthly contribution base (€)', es: 'Base de cotización mensual (€)' },
          help: { es: 'Base de cotización mensual durante el periodo, en euros de hoy (no se vuelve a actualizar con el IPC); se limita a la base máxima de 2026.' },
        },
      },
    },
    retirementAge: {
      label: { en: 'Retirement age (years)', es: 'Edad de jubilación (años)' },
      help: {
        es: 'Edad al jubilarte, en años y meses completos: 64,5 son 64 años y 6 meses (de 63 a 75). Si la dejas en blanco, se usa la edad ordinaria que corresponde a los años cotizados.',
      },
    },
  },
  page: {
    breakdownFormats: { contributedMonths: 'integer', percentageForYears: 'percent', ordinaryAgeMonths: 'integer', retirementAgeMonths: 'integer', earlyReductionPercent: 'percent', delayBonusPercent: 'percent' },
    currency: 'EUR',
    headline: [
      { field: 'monthlyPension', label: { en: 'Monthly pension (14 payments)', es: 'Pensión mensual (14 pagas)' }, format: 'money' },
      { field: 'annualPension', label: { en: 'Annual pension', es: 'Pensión anual' }, format: 'money' },
      { field: 'retirementAge', label: { en: 'Retirement age', es: 'Edad de jubilación' }, format: 'text' },
    ],
    details: [
      { field: 'contributed', label: { en: 'Years contributed', es: 'Tiempo cotizado' }, format: 'text' },
      { field: 'ordinaryAge', label: { en: 'Ordinary retirement age', es: 'Edad ordinaria de jubilación' }, format: 'text' },
      {
        field: 'retirementType',
        label: { en: 'Type of retirement', es: 'Tipo de jubilación' },
        format: 'text',
        choices: {
          ordinary: { en: 'At the ordinary age', es: 'A la edad ordinaria' },
          early: { en: 'Early (voluntary)', es: 'Anticipada voluntaria' },
          delayed: { en: 'Delayed', es: 'Demorada' },
        },
      },
      { field: 'baseReguladora', label: { en: 'Base reguladora', es: 'Base reguladora' }, format: 'money' },
      { field: 'percentageForYears', label: { en: 'Percentage for the years contributed', es: 'Porcentaje por años cotizados' }, format: 'percent' },
      { field: 'earlyReductionPercent', label: { en: 'Early-retirement reduction', es: 'Reducción por jubilación anticipada' }, format: 'percent' },
      { field: 'delayBonusPercent', label: { en: 'Delayed-retirement bonus (points)', es: 'Complemento por demora (puntos)' }, format: 'number' },
      { field: 'theoreticalMonthlyPension', label: { en: 'Pension before adjustments', es: 'Pensión antes de ajustes' }, format: 'money' },
      { field: 'maximumMonthlyPension', label: { en: 'Maximum pension', es: 'Pensión máxima' }, format: 'money' },
      { field: 'bonusAboveMaximumAnnual', label: { en: 'Yearly amount above the maximum', es: 'Importe anual por encima de la máxima' }, format: 'money' },
      { field: 'totalAnnual', label: { en: 'Total a year', es: 'Total anual' }, format: 'money' },
      { field: 'baseReguladoraMethod1', label: { en: 'Base reguladora, method 1', es: 'Base reguladora, método 1' }, format: 'money' },
      { field: 'baseReguladoraMethod2', label: { en: 'Base reguladora, method 2', es: 'Base reguladora, método 2' }, format: 'money' },
      { field: 'minimumPension.monthly', label: { en: 'Minimum pension (single person)', es: 'Pensión mínima (hogar unipersonal)' }, format: 'money' },
      { field: 'minimumPension.differenceMonthly', label: { en: 'Shortfall to the minimum', es: 'Diferencia hasta la pensión mínima' }, format: 'money' },
    ],
    /**
     * The monthly pension at each age the person could retire at: the same career, contributing on at the last base up to
     * a later age or stopping earlier (the periods cut at the end), so the ordinary age stays the same for every bar;
     * ages the operation refuses (too early for this career, over 60 years contributed) are left out.
     */
    chart: (out, inp, tools) => {
      const es = tools.locale === 'es';
      const t = (en: string, esText: string) => (es ? esText : en);
      const chosen = out.retirementAgeMonths;
      const ordinary = out.ordinaryAgeMonths;
      const ages = new Set<number>([chosen, ordinary]);
      for (let year = MIN_AGE; year <= CHART_LAST_AGE; year++) ages.add(year * MONTHS_PER_YEAR);
      const label = (months: number) => {
        const years = Math.floor(months / MONTHS_PER_YEAR);
        const rest = months % MONTHS_PER_YEAR;
        return rest === 0 ? String(years) : es ? `${years} a ${rest} m` : `${years} y ${rest} m`;
      };
      const bars: { label: string; value: number; highlight?: boolean }[] = [];
      const refused: string[] = [];
      for (const age of [...ages].sort((a, b) => a - b)) {
        let monthlyPension: number | null;
        if (age === chosen) {
          monthlyPension = out.monthlyPension;
        } else {
          const periods = careerEndingAt(inp.periods, out.contributedMonths + age - chosen);
          const other = periods ? tools.rerun({ periods, retirementAge: age / MONTHS_PER_YEAR }) : null;
          monthlyPension = other?.monthlyPension ?? null;
        }
        if (monthlyPension === null) refused.push(label(age));
        else bars.push({ label: label(age), value: monthlyPension, ...(age === chosen ? { highlight: true } : {}) });
      }
      // No pension at any of these ages (under 15 years contributed even at 70): nothing to compare; the warnings say why.
      if (bars.every((bar) => bar.value === 0)) return undefined;
      const money = (n: number) => tools.format(n, 'money');
      const best = bars.reduce((top, bar) => (bar.value > top.value ? bar : top), bars[0]!);
      const ageWords = (months: number) => yearsAndMonths(months, tools.locale);
      const highest =
        best.value === out.maximumMonthlyPension
          ? t(`the maximum pension, ${money(best.value)}, is reached at ${best.label}`, `la pensión máxima, ${money(best.value)}, se alcanza a los ${best.label}`)
          : t(`the highest, ${money(best.value)} at ${best.label}`, `la más alta, ${money(best.value)} a los ${best.label}`);
      return {
        kind: 'bars',
        title: t('Monthly pension by retirement age', 'Pensión mensual según la edad de jubilación'),
        summary:
          t(
            `The monthly pension (one of 14 payments) at each age you could retire at, if you keep contributing at your last base until then ` +
              `or stop earlier. At the chosen age, ${ageWords(chosen)}: ${money(out.monthlyPension)}; ${highest}.`,
            `La pensión mensual (una de las 14 pagas) a cada edad a la que podrías jubilarte, si sigues cotizando con tu última base hasta entonces ` +
              `o dejas de cotizar antes. A la edad elegida, ${ageWords(chosen)}: ${money(out.monthlyPension)}; ${highest}.`,
          ) +
          (refused.length > 0
            ? t(
                ` Left out, as refused for this career: ${refused.join(', ')}.`,
                ` Se omiten las edades que no se admiten con esta carrera: ${refused.join(', ')}.`,
              )
            : ''),
        format: 'money',
        axis: t('Retirement age (years)', 'Edad de jubilación (años)'),
        bars,
      };
    },
  },
  examples,
  worstCase: () => ({
    periods: Array.from({ length: MAX_PERIODS }, (_, i) => ({ years: 1, regimen: i % 2 === 0 ? ('general' as const) : ('reta' as const), monthlyBase: 1000 + i * 50 })),
    retirementAge: MAX_AGE,
  }),
  run: ({ periods, retirementAge }, ctx) => {
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
    const version = ruleVersionAt(esRetirementPension2026, today);
    const earlyVersion = ruleVersionAt(esEarlyRetirementReductions2026, today);
    const ssVersion = ruleVersionAt(esSocialSecurityWorker2026, today);
    const v = version.values;
    const r: PensionRules = {
      ...(Object.fromEntries(Object.entries(v).map(([key, value]) => [key, (value as RuleValue).value])) as Omit<PensionRules, 'maximumBaseMonthly'>),
      maximumBaseMonthly: ssVersion.values.maximumBaseMonthly.value,
    };
    const ev = earlyVersion.values;
    const tables: EarlyTables = {
      reduction: (m, bracket) => ev[`reduction${m as EarlyMonths}Months${bracket}`].value,
      maximumPensionReduction: (m, bracket) => ev[`maximumPensionReduction${m as EarlyMonths}Months${bracket}`].value,
    };
    const rulesYear = Number(version.effective.slice(0, 4));

    const defaulted = ageMonths === null;
    const age = ageMonths ?? ordinaryAgeOnRecord(contributed, r);
    const e = estimatePension(periods, periodMonths, age, r, tables);
    const entitled = e.percentage !== null;

    const annual = e.monthlyPension * r.paymentsPerYear;
    const over65 = age >= r.minimumPensionAgeMonths;
    const minimum = over65 ? r.minimumPensionSingle65Plus : r.minimumPensionSingleUnder65;
    const belowMinimum = entitled && e.monthlyPension < minimum;

    const rules: RulesUsed[] = [rulesUsed(esRetirementPension2026, version, today), rulesUsed(esSocialSecurityWorker2026, ssVersion, today)];
    if (e.early) rules.push(rulesUsed(esEarlyRetirementReductions2026, earlyVersion, today));

    return {
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
      breakdown: breakdownOf(e, periods.length, r, rulesYear, words),
      assumptions: assumptionsOf(e, r, { defaulted, version: version.effective }, words),
      warnings: warningsOf(e, r, { periods, minimum, over65, belowMinimum, today, rulesYear }, words),
      rules,
    };
  },
});

/**
 * The career cut or lengthened to `months` in all: later retirement adds months to the last period at its base, earlier
 * retirement drops months from the end. Null when nothing would be left.
 */
function careerEndingAt<P extends { years: number }>(periods: readonly P[], months: number): P[] | null {
  if (months <= 0) return null;
  const out: P[] = [];
  let left = months;
  periods.forEach((period, index) => {
    if (left <= 0) return;
    const own = wholeMonths(period.years) ?? 0;
    const take = index === periods.length - 1 ? left : Math.min(own, left);
    out.push({ ...period, years: take / MONTHS_PER_YEAR });
    left -= take;
  });
  return out;
}

/** The words of a result: English (the API's) or Spanish (the Spanish page's), figures written the same way. */
interface Words {
  t(en: string, es: string): string;
  /** Years and months: "66 years 10 months" · "66 años y 10 meses". */
  ym(months: number): string;
  eur(n: number): string;
  pct(n: number): string;
  points(n: number): string;
  /** A plain figure of a rule (a divisor): "352.33" · "352,33". */
  num(n: number): string;
}

function wordsFor(locale: Locale): Words {
  const { t } = textsFor({ locale });
  if (locale !== 'es') return { t, ym: (m) => yearsAndMonths(m), eur, pct, points, num: (n) => String(n) };
  return {
    t,
    ym: (m) => yearsAndMonths(m, 'es'),
    eur: (n) => formatMoney(n, 'EUR', 'es'),
    pct: (n) => formatPercent(cents(n), 'es'),
    points: (n) => `${formatNumber(cents(n), 'es')} punto${cents(n) === 1 ? '' : 's'}`,
    num: (n) => formatNumber(n, 'es'),
  };
}

function breakdownOf(e: PensionEstimate, periodCount: number, r: PensionRules, rulesYear: number, w: Words): BreakdownItem[] {
  const { t, ym, eur, pct, points, num } = w;
  const items: BreakdownItem[] = [
    {
      item: 'contributedMonths',
      label: t(
        `Months contributed: ${periodCount} period${periodCount === 1 ? '' : 's'}, ${ym(e.contributedMonths)}`,
        `Meses cotizados: ${periodCount} periodo${periodCount === 1 ? '' : 's'}, ${ym(e.contributedMonths)}`,
      ),
      amount: e.contributedMonths,
    },
    {
      item: 'sumLast300Bases',
      label: t(
        `Method 1: sum of the last ${r.method1Months} monthly bases` +
          (e.m1.monthsBeforeCareer > 0 ? ` (${e.m1.monthsBeforeCareer} months before the first period count as 0)` : ''),
        `Método 1: suma de las últimas ${r.method1Months} bases mensuales` +
          (e.m1.monthsBeforeCareer > 0 ? ` (los ${e.m1.monthsBeforeCareer} meses anteriores al primer periodo cuentan como 0)` : ''),
      ),
      amount: cents(e.m1.sum),
    },
    {
      item: 'baseReguladoraMethod1',
      label: t(`Method 1 base reguladora: sum ÷ ${r.method1Divisor}`, `Base reguladora del método 1: suma ÷ ${num(r.method1Divisor)}`),
      amount: cents(e.m1.value),
    },
    {
      item: 'sumBest302Of304Bases',
      label: t(
        `Method 2: sum of the ${r.method2BasesTaken} highest of the last ${r.method2WindowMonths} monthly bases (left out: ` +
          `${e.m2.leftOut.map(eur).join(' and ')}` +
          (e.m2.monthsBeforeCareer > 0 ? `; ${e.m2.monthsBeforeCareer} months before the first period count as 0` : '') +
          ')',
        `Método 2: suma de las ${r.method2BasesTaken} bases más altas de las últimas ${r.method2WindowMonths} (se excluyen: ` +
          `${e.m2.leftOut.map(eur).join(' y ')}` +
          (e.m2.monthsBeforeCareer > 0 ? `; los ${e.m2.monthsBeforeCareer} meses anteriores al primer periodo cuentan como 0` : '') +
          ')',
      ),
      amount: cents(e.m2.sum),
    },
    {
      item: 'baseReguladoraMethod2',
      label: t(`Method 2 base reguladora: sum ÷ ${r.method2Divisor}`, `Base reguladora del método 2: suma ÷ ${num(r.method2Divisor)}`),
      amount: cents(e.m2.value),
    },
    {
      item: 'baseReguladora',
      label: t(
        `Base reguladora: the higher, method ${e.methodUsed === 'method1' ? '1' : '2'}${e.m1.value === e.m2.value ? ' (both equal)' : ''}`,
        `Base reguladora: la más alta, la del método ${e.methodUsed === 'method1' ? '1' : '2'}${e.m1.value === e.m2.value ? ' (las dos son iguales)' : ''}`,
      ),
      amount: cents(e.baseReguladora),
    },
  ];
  const p = e.percentage;
  if (!p) {
    items.push({
      item: 'percentageForYears',
      label: t(
        `Percentage: none, ${ym(e.contributedMonths)} is less than the ${ym(r.minimumContributionMonths)} required`,
        `Porcentaje: ninguno, ${ym(e.contributedMonths)} es menos de los ${ym(r.minimumContributionMonths)} exigidos`,
      ),
      amount: 0,
    });
    items.push({ item: 'monthlyPension', label: t('Monthly pension: no contributory pension', 'Pensión mensual: sin pensión contributiva'), amount: 0 });
    return items;
  }
  const parts = [t(`${pct(r.basePercentage)} for ${ym(r.minimumContributionMonths)}`, `${pct(r.basePercentage)} por ${ym(r.minimumContributionMonths)}`)];
  if (p.firstMonths > 0) parts.push(`${p.firstMonths} × ${pct(r.firstTrancheRatePerMonth)}`);
  if (p.secondMonths > 0) parts.push(`${p.secondMonths} × ${pct(r.secondTrancheRatePerMonth)}`);
  items.push({
    item: 'percentageForYears',
    label: t(
      `Percentage for ${ym(e.contributedMonths)}: ${parts.join(' + ')}${p.reachedMaximum ? ` = ${pct(r.maximumPercentage)} (the maximum)` : ''}`,
      `Porcentaje por ${ym(e.contributedMonths)}: ${parts.join(' + ')}${p.reachedMaximum ? ` = ${pct(r.maximumPercentage)} (el máximo)` : ''}`,
    ),
    amount: cents(p.percent),
  });
  const long = ym(r.longCareerMonths);
  const ordinary = ym(e.ordinaryAgeMonths);
  items.push({
    item: 'ordinaryAgeMonths',
    label:
      e.ordinaryAgeMonths === r.ordinaryAgeMonths
        ? t(`Ordinary age ${ordinary}: fewer than ${long} contributed by then`, `Edad ordinaria ${ordinary}: menos de ${long} cotizados a esa edad`)
        : e.ordinaryAgeMonths === r.ordinaryAgeLongCareerMonths
          ? t(`Ordinary age ${ordinary}: ${long} or more contributed by then`, `Edad ordinaria ${ordinary}: ${long} o más cotizados a esa edad`)
          : t(`Ordinary age ${ordinary}: the age at which ${long} are reached`, `Edad ordinaria ${ordinary}: la edad a la que se alcanzan ${long} cotizados`),
    amount: e.ordinaryAgeMonths,
  });
  items.push({
    item: 'retirementAgeMonths',
    label: t(
      `Retirement age ${ym(e.retirementAgeMonths)}: ` +
        (e.type === 'early' ? `${e.monthsEarly} months early` : e.type === 'delayed' ? `${e.monthsDelayed} months after the ordinary age` : 'the ordinary age'),
      `Edad de jubilación ${ym(e.retirementAgeMonths)}: ` +
        (e.type === 'early'
          ? `${e.monthsEarly} meses antes de la edad ordinaria`
          : e.type === 'delayed'
            ? `${e.monthsDelayed} meses después de la edad ordinaria`
            : 'la edad ordinaria'),
    ),
    amount: e.retirementAgeMonths,
  });
  items.push({
    item: 'theoreticalMonthlyPension',
    label: t(`Pension before adjustments: base reguladora × ${pct(p.percent)}`, `Pensión antes de ajustes: base reguladora × ${pct(p.percent)}`),
    amount: cents(e.theoreticalPension),
  });
  const max = r.maximumMonthlyPension;
  if (e.early) {
    const onMax = e.early.appliedTo === 'maximumPension';
    items.push({
      item: 'earlyReductionPercent',
      label: t(
        `Early-retirement reduction: ${e.monthsEarly} months early, column ${e.early.bracket} (${BRACKET_TEXT[e.early.bracket]}), ` +
          (onMax ? `applied to the maximum pension ${eur(max)} (DT 34.ª, 2026)` : 'art. 208.2'),
        `Coeficiente reductor por jubilación anticipada: ${e.monthsEarly} meses antes, columna ${e.early.bracket} ` +
          `(${BRACKET_TEXT_ES[e.early.bracket]}), ` +
          (onMax ? `aplicado a la pensión máxima de ${eur(max)} (DT 34.ª, 2026)` : 'artículo 208.2 LGSS'),
      ),
      amount: e.early.reductionPercent,
    });
    items.push({
      item: 'earlyReduction',
      label: t(
        `Reduction: ${pct(e.early.reductionPercent)} × ${onMax ? 'the maximum pension' : 'the pension before adjustments'}`,
        `Reducción: ${pct(e.early.reductionPercent)} × ${onMax ? 'la pensión máxima' : 'la pensión antes de ajustes'}`,
      ),
      amount: -cents((onMax ? max : e.theoreticalPension) - e.monthlyPension),
    });
  }
  if (e.delay) {
    const d = e.delay;
    items.push({
      item: 'delayBonusPercent',
      label: d.eligible
        ? t(
            `Delayed-retirement bonus: ${d.fullYears} full year${d.fullYears === 1 ? '' : 's'} × ${pct(r.delayBonusPerYear)}` +
              (d.halfYear ? ` + a complete half-year × ${pct(r.delayBonusPerHalfYear)}` : ''),
            `Complemento por demora: ${d.fullYears} año${d.fullYears === 1 ? '' : 's'} completo${d.fullYears === 1 ? '' : 's'} × ${pct(r.delayBonusPerYear)}` +
              (d.halfYear ? ` + un semestre completo × ${pct(r.delayBonusPerHalfYear)}` : ''),
          )
        : t(
            `Delayed-retirement bonus: none, fewer than ${ym(r.minimumContributionMonths)} contributed at the ordinary age`,
            `Complemento por demora: ninguno, menos de ${ym(r.minimumContributionMonths)} cotizados a la edad ordinaria`,
          ),
      amount: d.percent,
    });
    if (d.percent > 0) {
      items.push({
        item: 'pensionWithBonus',
        label: t(
          `Pension with the bonus: base reguladora × (${pct(p.percent)} + ${pct(d.percent)})`,
          `Pensión con el complemento: base reguladora × (${pct(p.percent)} + ${pct(d.percent)})`,
        ),
        amount: cents(e.pensionWithBonus),
      });
    }
  }
  if (e.cappedAtMaximum && e.early?.appliedTo !== 'maximumPension') {
    items.push({ item: 'maximumMonthlyPension', label: t(`Limited to the ${rulesYear} maximum pension`, `Limitada a la pensión máxima de ${rulesYear}`), amount: max });
  }
  items.push({
    item: 'monthlyPension',
    label: t(`Monthly pension, one of ${r.paymentsPerYear} payments a year`, `Pensión mensual, una de las ${r.paymentsPerYear} pagas del año`),
    amount: cents(e.monthlyPension),
  });
  items.push({
    item: 'annualPension',
    label: t(`Annual pension: monthly × ${r.paymentsPerYear}`, `Pensión anual: mensual × ${r.paymentsPerYear}`),
    amount: cents(e.monthlyPension * r.paymentsPerYear),
  });
  if (e.aboveMaximumAnnual > 0) {
    items.push({
      item: 'bonusAboveMaximumAnnual',
      label: t(
        `Bonus not used below the maximum (${points(e.unusedBonusPercent)}) paid yearly: ${pct(e.unusedBonusPercent)} × ${eur(max)} × ${r.paymentsPerYear}` +
          (e.aboveMaximumLimited ? ` (limited so that pension + amount ≤ ${MONTHS_PER_YEAR} × ${eur(r.maximumBaseMonthly)})` : ''),
        `Complemento que no cabe por debajo de la pensión máxima (${points(e.unusedBonusPercent)}), abonado cada año: ` +
          `${pct(e.unusedBonusPercent)} × ${eur(max)} × ${r.paymentsPerYear}` +
          (e.aboveMaximumLimited ? ` (limitado para que pensión + importe ≤ ${MONTHS_PER_YEAR} × ${eur(r.maximumBaseMonthly)})` : ''),
      ),
      amount: cents(e.aboveMaximumAnnual),
    });
    items.push({
      item: 'totalAnnual',
      label: t('Total a year: annual pension + yearly amount', 'Total anual: pensión anual + importe anual'),
      amount: cents(e.monthlyPension * r.paymentsPerYear + e.aboveMaximumAnnual),
    });
  }
  return items;
}

function assumptionsOf(e: PensionEstimate, r: PensionRules, o: { defaulted: boolean; version: string }, w: Words): string[] {
  const { t, ym, eur, num } = w;
  const year = o.version.slice(0, 4);
  const list = [
    t(
      `Rules of ${year} (rule set es-retirement-pension-2026 effective ${o.version}): the pension is computed as if it started that year.`,
      `Normas de ${year} (conjunto de normas es-retirement-pension-2026, en vigor desde el ${formatDay(o.version, 'es')}): la pensión se calcula como si empezara ese año.`,
    ),
    t(
      'The periods are contiguous and run, oldest first, up to the month before retirement; there are no gaps between them, so gap filling (integración de lagunas) is not modelled.',
      'Los periodos son consecutivos y llegan, del más antiguo al más reciente, hasta el mes anterior a la jubilación; no hay huecos entre ellos, así que no se modela la integración de lagunas.',
    ),
    t(
      `Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.`,
      'Las bases mensuales se toman en euros de hoy, así que no se actualizan con el IPC. La Seguridad Social actualiza con el IPC las bases anteriores a los últimos 24 meses y toma las de esos 24 meses por su valor nominal, así que la base reguladora oficial suele ser algo menor.',
    ),
    t(
      `Each period's base is limited to the 2026 maximum contribution base (${eur(r.maximumBaseMonthly)} a month).`,
      `La base de cada periodo se limita a la base máxima de cotización de 2026 (${eur(r.maximumBaseMonthly)} al mes).`,
    ),
    t(
      'Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).',
      'Los años y las edades se cuentan en meses completos (años × 12; 64,5 = 64 años y 6 meses).',
    ),
    t(
      'General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime only matters for gap filling, which is not modelled.',
      'Los periodos del Régimen General y del RETA se suman y usan la misma base reguladora y la misma escala de porcentajes; el régimen solo importa para la integración de lagunas, que no se modela.',
    ),
    t(
      `The base reguladora is the higher of method 1 (last ${r.method1Months} bases ÷ ${r.method1Divisor}) and method 2 (best ${r.method2BasesTaken} of the last ${r.method2WindowMonths} ÷ ${r.method2Divisor}): the Social Security applies the more favourable one of its own accord.`,
      `La base reguladora es la más alta entre la del método 1 (últimas ${r.method1Months} bases ÷ ${num(r.method1Divisor)}) y la del método 2 (las ${r.method2BasesTaken} más altas de las últimas ${r.method2WindowMonths} ÷ ${num(r.method2Divisor)}): la Seguridad Social aplica de oficio la más favorable.`,
    ),
    t(
      `The ordinary age follows the ${year} calendar: 65 with ${ym(r.longCareerMonths)} contributed, otherwise ${ym(r.ordinaryAgeMonths)}, assuming you contribute without a break up to retirement.`,
      `La edad ordinaria sigue el calendario de ${year}: 65 años con ${ym(r.longCareerMonths)} cotizados y, si no, ${ym(r.ordinaryAgeMonths)}, suponiendo que cotizas sin interrupción hasta la jubilación.`,
    ),
  ];
  if (o.defaulted) {
    list.push(
      t(
        `retirementAge not given: the ordinary age for the years contributed is used (${ym(e.retirementAgeMonths)}).`,
        `Sin edad de jubilación indicada: se usa la edad ordinaria que corresponde a los años cotizados (${ym(e.retirementAgeMonths)}).`,
      ),
    );
  }
  if (e.type === 'early') {
    list.push(
      t(
        'For the reduction, the ordinary age is the one you would have reached by contributing on until it (art. 208.2 LGSS); the reduction bracket uses the whole months contributed at retirement.',
        'Para el coeficiente reductor, la edad ordinaria es la que tendrías si siguieras cotizando hasta alcanzarla (artículo 208.2 LGSS); el tramo de cotización se determina con los meses completos cotizados a la jubilación.',
      ),
      t(
        `Voluntary early retirement also requires a pension above the minimum pension for your family situation at 65 (art. 208.1.c); for a single-person household that is ${eur(r.minimumPensionSingle65Plus)} a payment in 2026.`,
        `La jubilación anticipada voluntaria exige además que la pensión supere la pensión mínima que te correspondería por tu situación familiar a los 65 años (artículo 208.1.c LGSS); para un hogar unipersonal es de ${eur(r.minimumPensionSingle65Plus)} por paga en 2026.`,
      ),
      t(
        'The reduction is permanent. Involuntary early retirement (art. 207) and other routes (hazardous jobs, disability) have other rules and are not modelled.',
        'La reducción es de por vida. La jubilación anticipada involuntaria (artículo 207 LGSS) y otras vías (actividades penosas o peligrosas, discapacidad) tienen otras reglas y no se modelan.',
      ),
    );
  }
  if (e.type === 'delayed') {
    list.push(
      t(
        'The bonus is taken as an additional percentage (option a of art. 210.2 LGSS, the default); the lump-sum and mixed options are not modelled. The months after the ordinary age are assumed contributed.',
        'El complemento se toma como porcentaje adicional (opción a del artículo 210.2 LGSS, la que se aplica por defecto); las opciones de cantidad a tanto alzado y mixta no se modelan. Se suponen cotizados los meses posteriores a la edad ordinaria.',
      ),
      t(
        `The ordinary age is that of the ${year} calendar; if you reached it in an earlier year, the age required then may have been lower, which would add months of delay: not modelled.`,
        `La edad ordinaria es la del calendario de ${year}; si la alcanzaste en un año anterior, la edad exigida entonces pudo ser menor, lo que añadiría meses de demora: no se modela.`,
      ),
    );
  }
  list.push(
    t(
      `Pensions are paid in ${r.paymentsPerYear} payments a year (12 monthly and 2 extra): annual = monthly × ${r.paymentsPerYear}.`,
      `Las pensiones se pagan en ${r.paymentsPerYear} pagas al año (12 mensuales y 2 extraordinarias): anual = mensual × ${r.paymentsPerYear}.`,
    ),
    t(
      'The minimum pension shown is that of a single-person household, as information: it is not applied.',
      'La pensión mínima que se muestra es la de un hogar unipersonal, a título informativo: no se aplica.',
    ),
    t(
      'Not included: the gender-gap supplement, income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.',
      'No se incluyen el complemento para la reducción de la brecha de género, el IRPF, las revalorizaciones posteriores al primer año, la jubilación parcial, flexible y activa, los regímenes especiales ni las pensiones de otros países.',
    ),
    t(
      'Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals.',
      'Los importes se calculan con precisión completa y se redondean a céntimos solo en el resultado; los porcentajes, a 2 decimales.',
    ),
  );
  return list;
}

function warningsOf(
  e: PensionEstimate,
  r: PensionRules,
  o: { periods: readonly { regimen: 'general' | 'reta'; monthlyBase: number }[]; minimum: number; over65: boolean; belowMinimum: boolean; today: string; rulesYear: number },
  w: Words,
): string[] {
  const { t, ym, eur, pct, points } = w;
  const list: string[] = [];
  if (!e.percentage) {
    list.push(
      t(
        `No contributory retirement pension: the periods add up to ${ym(e.contributedMonths)}, and at least ` +
          `${ym(r.minimumContributionMonths)} are needed (art. 205.1.b LGSS). The base reguladora is shown for information.`,
        `Sin pensión contributiva de jubilación: los periodos suman ${ym(e.contributedMonths)} y se necesitan al menos ` +
          `${ym(r.minimumContributionMonths)} (artículo 205.1.b LGSS). La base reguladora se muestra a título informativo.`,
      ),
    );
  }
  for (const index of e.cappedPeriods) {
    list.push(
      t(
        `periods[${index}].monthlyBase ${eur(o.periods[index]!.monthlyBase)} is above the 2026 maximum contribution base and counts as ` +
          `${eur(r.maximumBaseMonthly)}: a contribution base cannot exceed it (is it a salary?).`,
        `La base mensual del periodo ${index + 1} (${eur(o.periods[index]!.monthlyBase)}) supera la base máxima de cotización de 2026 y ` +
          `cuenta como ${eur(r.maximumBaseMonthly)}: una base de cotización no puede superarla (¿es un salario?).`,
      ),
    );
  }
  if (e.m2.monthsBeforeCareer > 0) {
    const last = o.periods[o.periods.length - 1]!;
    list.push(
      t(
        `The career is shorter than the ${r.method2WindowMonths} months the base reguladora looks at: the months before the first ` +
          'period count as 0 here. ' +
          (last.regimen === 'general'
            ? 'In the general regime the Social Security fills months without a contribution obligation (lagunas) with the minimum ' +
              'contribution base, in full or in part, so your real base reguladora would be higher.'
            : 'In the self-employed regime (RETA) such months are not filled (except after a cese de actividad benefit), so they ' +
              'count as 0 there too.'),
        `La carrera es más corta que los ${r.method2WindowMonths} meses que abarca la base reguladora: aquí los meses anteriores al ` +
          'primer periodo cuentan como 0. ' +
          (last.regimen === 'general'
            ? 'En el Régimen General, la Seguridad Social integra los meses sin obligación de cotizar (lagunas) con la base mínima de ' +
              'cotización, total o parcialmente, así que tu base reguladora real sería mayor.'
            : 'En el régimen de autónomos (RETA) esos meses no se integran (salvo tras una prestación por cese de actividad), así que ' +
              'allí también cuentan como 0.'),
      ),
    );
  }
  if (e.early) {
    const onMax = e.early.appliedTo === 'maximumPension';
    list.push(
      t(
        `Voluntary early retirement ${e.monthsEarly} months before the ordinary age: the pension is reduced by ` +
          `${pct(e.early.reductionPercent)}${onMax ? ' of the maximum pension' : ''}, for life.`,
        `Jubilación anticipada voluntaria ${e.monthsEarly} meses antes de la edad ordinaria: la pensión se reduce en un ` +
          `${pct(e.early.reductionPercent)}${onMax ? ' de la pensión máxima' : ''}, de por vida.`,
      ),
    );
    if (onMax) {
      list.push(
        t(
          `The pension before the reduction (${eur(e.theoreticalPension)}) is above the maximum, so the smaller 2026 reduction of ` +
            'DT 34.ª LGSS is applied to the maximum pension. A further guarantee of DT 34.ª tied to the rules in force in 2021 is not computed.',
          `La pensión antes de la reducción (${eur(e.theoreticalPension)}) supera la máxima, así que se aplica a la pensión máxima la ` +
            'reducción menor de 2026 de la DT 34.ª LGSS. No se calcula otra garantía de la DT 34.ª ligada a las normas vigentes en 2021.',
        ),
      );
    }
    if (e.monthlyPension <= r.minimumPensionSingle65Plus) {
      list.push(
        t(
          `At ${eur(e.monthlyPension)} the pension does not exceed the 2026 minimum pension at 65 for a single-person household ` +
            `(${eur(r.minimumPensionSingle65Plus)}): voluntary early retirement would then be refused (art. 208.1.c), unless the ` +
            'minimum for your household is lower.',
          `Con ${eur(e.monthlyPension)}, la pensión no supera la pensión mínima de 2026 a los 65 años para un hogar unipersonal ` +
            `(${eur(r.minimumPensionSingle65Plus)}): en ese caso se denegaría la jubilación anticipada voluntaria (artículo 208.1.c LGSS), ` +
            'salvo que la mínima de tu hogar sea menor.',
        ),
      );
    }
    const onRecord = ordinaryAgeOnRecord(e.contributedMonths, r);
    if (onRecord - e.retirementAgeMonths > r.earlyRetirementMaxMonths) {
      list.push(
        t(
          `With ${ym(e.contributedMonths)} on your record at retirement, the age required on the record alone is ` +
            `${ym(onRecord)}, more than ${r.earlyRetirementMaxMonths} months after this retirement age. The reduction ` +
            `uses the age you would reach by contributing on (${ym(e.ordinaryAgeMonths)}, art. 208.2); whether access ` +
            '(art. 208.1.a) is measured the same way is not spelled out in the law: confirm with the INSS.',
          `Con ${ym(e.contributedMonths)} cotizados a la jubilación, la edad exigida solo con lo ya cotizado es ` +
            `${ym(onRecord)}, más de ${r.earlyRetirementMaxMonths} meses después de esta edad de jubilación. El coeficiente reductor ` +
            `usa la edad que alcanzarías si siguieras cotizando (${ym(e.ordinaryAgeMonths)}, artículo 208.2 LGSS); la ley no aclara si ` +
            'el acceso (artículo 208.1.a) se mide igual: confírmalo con el INSS.',
        ),
      );
    }
  }
  if (e.delay) {
    if (!e.delay.eligible) {
      list.push(
        t(
          `No delayed-retirement bonus: ${ym(e.delay.contributedAtOrdinaryAge)} were contributed at the ordinary age, ` +
            `fewer than the ${ym(r.minimumContributionMonths)} the bonus needs (art. 210.2 LGSS).`,
          `Sin complemento por demora: a la edad ordinaria había ${ym(e.delay.contributedAtOrdinaryAge)} cotizados, ` +
            `menos de los ${ym(r.minimumContributionMonths)} que exige el complemento (artículo 210.2 LGSS).`,
        ),
      );
    } else if (e.delay.halfYear) {
      list.push(
        t(
          `The bonus includes ${pct(r.delayBonusPerHalfYear)} for a complete half-year after the first full year (RDL 11/2024). ` +
            'Published summaries differ on whether the half-year must be longer than six months and whether it counts only ' +
            `after two full years; under the strictest reading the bonus would be ${points(r.delayBonusPerHalfYear)} lower. Confirm with the INSS.`,
          `El complemento incluye un ${pct(r.delayBonusPerHalfYear)} por un semestre completo después del primer año completo (RDL 11/2024). ` +
            'Los resúmenes publicados no coinciden en si el semestre debe superar los seis meses ni en si solo cuenta después de dos ' +
            `años completos; con la lectura más estricta, el complemento sería ${points(r.delayBonusPerHalfYear)} menor. Confírmalo con el INSS.`,
        ),
      );
    }
  }
  if (e.cappedAtMaximum && !e.early) {
    list.push(
      e.aboveMaximumAnnual > 0
        ? t(
            `With the bonus the pension would exceed the ${o.rulesYear} maximum: it is paid at ${eur(r.maximumMonthlyPension)} and the ` +
              `${points(e.unusedBonusPercent)} of bonus not used are paid as a yearly amount of ${eur(e.aboveMaximumAnnual)} in ` +
              `${r.paymentsPerYear} payments.`,
            `Con el complemento, la pensión superaría la máxima de ${o.rulesYear}: se paga ${eur(r.maximumMonthlyPension)} y los ` +
              `${points(e.unusedBonusPercent)} de complemento que no caben se abonan como un importe anual de ${eur(e.aboveMaximumAnnual)} ` +
              `en ${r.paymentsPerYear} pagas.`,
          )
        : t(
            `The pension (${eur(e.theoreticalPension)} = base reguladora × percentage) is above the ${o.rulesYear} maximum and is ` +
              `limited to ${eur(r.maximumMonthlyPension)} a payment.`,
            `La pensión (${eur(e.theoreticalPension)} = base reguladora × porcentaje) supera la máxima de ${o.rulesYear} y se limita a ` +
              `${eur(r.maximumMonthlyPension)} por paga.`,
          ),
    );
  }
  if (o.belowMinimum) {
    list.push(
      t(
        `The pension is below the ${o.rulesYear} minimum pension for a single-person household ` +
          `(${eur(o.minimum)} a payment ${o.over65 ? 'at 65 or over' : 'under 65'}). The Social Security tops it up (complemento a ` +
          `mínimos) only if you live in Spain and your other income stays under ${eur(r.minimumTopUpIncomeLimitSingle)} a year; ` +
          `the minimum is different with a spouse. Not applied here: the difference is ${eur(o.minimum - e.monthlyPension)} a payment.`,
        `La pensión es inferior a la pensión mínima de ${o.rulesYear} para un hogar unipersonal ` +
          `(${eur(o.minimum)} por paga ${o.over65 ? 'con 65 años o más' : 'con menos de 65 años'}). La Seguridad Social la completa ` +
          `(complemento a mínimos) solo si resides en España y tus demás rentas no superan ${eur(r.minimumTopUpIncomeLimitSingle)} al ` +
          `año; con cónyuge a cargo la mínima es distinta. Aquí no se aplica: la diferencia es de ${eur(o.minimum - e.monthlyPension)} por paga.`,
      ),
    );
  }
  if (Number(o.today.slice(0, 4)) > o.rulesYear) {
    list.push(
      t(
        `The calculation date (${o.today}) is after ${o.rulesYear}, but the newest rules here are those of ${o.rulesYear}: later ` +
          'changes (ordinary age, percentage scale, base reguladora window, maximum pension) are not applied.',
        `La fecha del cálculo (${formatDay(o.today, 'es')}) es posterior a ${o.rulesYear}, pero las normas más recientes aquí son las de ` +
          `${o.rulesYear}: no se aplican cambios posteriores (edad ordinaria, escala de porcentajes, periodo de cálculo de la base ` +
          'reguladora, pensión máxima).',
      ),
    );
  }
  return list;
}

import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { amountField, cents, MAX_AMOUNT, moneyOut } from '../../core/money.js';
import { defineOperation } from '../../core/operation.js';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied, type RuleValue } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import {
  usSocialSecurityBenefitFormula,
  usSocialSecurityWageHistory,
  wageHistoryKey,
} from '../../rules/us/us-social-security-benefit-formula.rules.js';
import {
  ageLabel,
  aimeOf,
  assumedWageGrowth,
  claimAdjustment,
  claimAgeMonths,
  constantShareRecord,
  fractionLabel,
  indexRecord,
  netEarningsOf,
  piaOf,
  usd,
  type BenefitFormula,
  type WageHistory,
} from './us-social-security-estimate.js';
import { examples } from './us-social-security-estimate.examples.js';

/** Longest working life accepted, in years: a bound, not a rule (only the highest 35 years count). */
const MAX_YEARS_WORKED = 50;
const DEFAULT_YEARS_WORKED = 35;
const DEFAULT_CLAIM_AGE = 67;
const GUIDE = '/guides/us-social-security-benefit-estimate';
/**
 * Published years of the average wage index whose mean growth stands in for the years not yet published (the two
 * between the indexing year and today): a method choice, said in every result, not an official figure.
 */
const WAGE_GROWTH_WINDOW = 10;

export const input = z.strictObject({
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

export const output = z.strictObject({
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

export default defineOperation({
  id: 'us-social-security-estimate',
  title: 'US Social Security retirement benefit estimate',
  summary:
    'Estimates your Social Security retirement benefit from typical yearly earnings with SSA\'s method: earnings capped each year and indexed to the average wage index of the year you turn 60, AIME over the highest 35 years, the PIA from the bend points, the claiming-age adjustment from 62 to 70, and the 92.35 % factor for self-employment income.',
  agentDescription:
    'US Social Security retirement benefit by SSA’s method from typical yearly earnings and years worked: indexed, capped earnings, AIME, PIA from this year’s bend points, claiming-age adjustment.',
  description:
    'The Social Security Administration\'s method applied to a simplified earnings record, with the figures of the calendar ' +
    'year of the request (UTC): rule sets us-social-security-benefit-formula (bend points, 90/32/15 %, the 2-year indexing lag, ' +
    'the 40 elapsed years, 35 computation years, 92.35 %, full retirement age 67, claiming fractions), us-social-security-wage-' +
    'history (the national average wage index and the taxable maximum of each year) and us-employer-payroll-taxes (this year\'s ' +
    'taxable maximum). The estimate has you turn 62 in the year of the formula figures (the eligibility year, 2026 for a request ' +
    'in 2026). (1) Earnings: averageAnnualEarnings, or × 92.35 % when selfEmployed (net earnings from self-employment, IRC ' +
    '§1402(a)(12)), in today\'s dollars, taken as the same share of the national average wage (AWI) in every year of a career ' +
    'that fills the last min(yearsWorked, 40) of the 40 years from age 22 to 61. (2) Indexing, as SSA does it: SSA indexes to the ' +
    'AWI of the year you turn 60 (2024 for 2026), two years behind today\'s wages. No AWI of the two years since is in the rule ' +
    'sets, so average wages are assumed to have grown at the mean yearly rate of the latest 10 published years (2014–2024: ' +
    '4.1565 %); today\'s earnings are worth earnings ÷ (1 + that rate)² at the indexing year\'s wages, and the year at 61 counts at ' +
    'face value, earnings ÷ (1 + that rate). Each year is first capped at its own taxable maximum ($42,000 in 1986 … $176,100 in ' +
    '2025) and then multiplied by AWI(indexing year) ÷ AWI(that year), rounded to the cent. (3) AIME = the highest 35 indexed ' +
    'years ÷ 420, rounded down to the dollar (fewer years: the rest count as zeros). (4) PIA = 90 % of the AIME up to the first ' +
    'bend point + 32 % up to the second + 15 % above ($1,286 and $7,749 in 2026, $1,226 and $7,391 in 2025), rounded down to the ' +
    'dime; with earnings at the taxable maximum every year from 22 to 61 (yearsWorked 40) this is SSA\'s own maximum-earner ' +
    'example: AIME $14,358, PIA $4,216.90 for 2026. (5) Claiming age against full retirement age 67: each month early takes 5/9 ' +
    'of 1 % of the PIA for the first 36 months and 5/12 of 1 % beyond (62 = −30 %), the reduction rounded up to the dime; each ' +
    'month after 67 adds 2/3 of 1 % (70 = +24 %), the credit rounded down to the dime; none past 70. (6) Monthly benefit = PIA + ' +
    'adjustment, rounded down to the whole dollar; annual benefit = monthly × 12. Inputs: averageAnnualEarnings required (0 to ' +
    '1e12); yearsWorked a whole number 0–50, default 35; claimAge 62–70, default 67, in whole months written in years (62.5 = 62 ' +
    'years 6 months; decimals within 0.05 of a month are taken as that month, others are refused); selfEmployed default false. ' +
    'Fewer than 10 years of work (40 credits) gives no benefit: monthlyBenefit is then 0 and a warning says so. In 2027 and ' +
    'later, until the next bend points (set from the 2025 AWI) are added, the latest published figures are carried forward: the ' +
    'result is the estimate for someone turning 62 in 2026, and warnings say so. Simplifications: equal relative earnings every ' +
    'year; cost-of-living adjustments after eligibility are ignored (dollars of the eligibility year); full retirement age 67 ' +
    'applies to people born in 1960 or later; all delayed credits are applied at once. Not modelled: spouse\'s, survivor\'s and ' +
    'family benefits, the retirement earnings test, income tax on benefits and Medicare premiums; the Windfall Elimination ' +
    'Provision and Government Pension Offset no longer apply (repealed by the Social Security Fairness Act of 2025). Money is ' +
    `rounded only as SSA rounds (cents, dimes and dollars) and to cents in the output. Method, example and sources: ${GUIDE}.`,
  category: 'us-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Estimación de la pensión de jubilación de la Seguridad Social de EE. UU.',
    summary:
      'Calcula la pensión de jubilación de la Seguridad Social estadounidense a partir de los ingresos anuales habituales con el método de la SSA: ingresos topados cada año y actualizados con el índice de salarios medios del año en que se cumplen 60, el AIME sobre los 35 años más altos, la cuantía básica (PIA) con los umbrales, el ajuste por la edad de solicitud entre 62 y 70 años y el factor del 92,35 % para ingresos por cuenta propia.',
  },
  input,
  form: {
    averageAnnualEarnings: {
      label: { en: 'Typical yearly earnings ($)', es: 'Ingresos anuales habituales (US$)' },
      help: {
        en: "Your usual yearly wages, or net profit if you are self-employed, in today's dollars. They are taken as the same share of the average wage all your career; each year counts only up to its taxable maximum.",
        es: 'Tus ingresos anuales habituales cotizados a la Seguridad Social, en dólares de hoy: el salario o, si trabajas por cuenta propia, el beneficio neto. Se toman como la misma proporción del salario medio durante toda tu carrera; cada año solo cuenta hasta su base máxima de cotización.',
      },
    },
    yearsWorked: {
      label: { en: 'Years worked', es: 'Años trabajados' },
      help: {
        en: 'Years with covered earnings, the last ones before you turn 62 (default 35). Under 35 the missing years count as zeros; over 35 only the highest 35 count. Under 10 (40 credits) there is no benefit.',
        es: 'Años con ingresos cotizados, los últimos antes de cumplir 62, un número entero de 0 a 50 (35 por defecto). Por debajo de 35, los años que faltan cuentan como ceros; por encima, solo cuentan los 35 más altos. Con menos de 10 (40 créditos) no hay pensión.',
      },
    },
    claimAge: {
      label: { en: 'Claiming age (years)', es: 'Edad de solicitud (años)' },
      help: { es: 'Edad a la que empiezas a cobrar, de 62 a 70 (67 por defecto, la edad plena de jubilación), en meses enteros expresados en años: 62,5 = 62 años y 6 meses.' },
    },
    selfEmployed: {
      label: { en: 'Self-employed', es: 'Por cuenta propia' },
      help: {
        en: 'Tick it when the earnings are net profit from self-employment: 92.35 % of it counts.',
        es: 'Márcalo si los ingresos son el beneficio neto de un trabajo por cuenta propia: cuenta el 92,35 % de él.',
      },
    },
  },
  page: {
    breakdownFormats: { yearsCounted: 'integer', zeroYears: 'integer', cappedYears: 'integer' },
    currency: 'USD',
    headline: [
      { field: 'monthlyBenefit', label: { en: 'Monthly benefit', es: 'Pensión mensual' }, format: 'money' },
      { field: 'annualBenefit', label: { en: 'Annual benefit', es: 'Pensión anual' }, format: 'money' },
    ],
    details: [
      { field: 'pia', label: { en: 'PIA (benefit at full retirement age)', es: 'PIA (pensión a la edad plena)' }, format: 'money' },
      { field: 'benefitPctOfPia', label: { en: 'Benefit as a share of the PIA', es: 'Pensión en porcentaje de la PIA' }, format: 'percent' },
      { field: 'claimAge', label: { en: 'Claiming age', es: 'Edad de solicitud' }, format: 'years' },
      { field: 'fullRetirementAge', label: { en: 'Full retirement age', es: 'Edad plena de jubilación' }, format: 'years' },
      { field: 'aime', label: { en: 'AIME (average indexed monthly earnings)', es: 'AIME (ingreso mensual medio indexado)' }, format: 'money' },
      { field: 'indexedAnnualEarnings', label: { en: 'Earnings at the indexing year\'s wages', es: 'Ingresos a salarios del año de indexación' }, format: 'money' },
      { field: 'eligibilityYear', label: { en: 'Turning 62 in', es: 'Cumple 62 años en' }, format: 'text' },
      { field: 'assumedWageGrowthPct', label: { en: 'Assumed wage growth a year', es: 'Crecimiento salarial supuesto al año' }, format: 'percent' },
      { field: 'taxableMaximum', label: { en: 'Taxable maximum this year', es: 'Base máxima de cotización de este año' }, format: 'money' },
      { field: 'yearsCounted', label: { en: 'Years counted', es: 'Años computados' }, format: 'integer' },
      { field: 'insured', label: { en: 'Enough credits for a benefit', es: 'Créditos suficientes para la pensión' }, format: 'boolean' },
    ],
    chart: (output, input, tools) => {
      if (!output.insured) return undefined;
      const { t, locale } = textsFor(tools);
      // The monthly benefit at each claiming age, run through the operation itself with only claimAge changed.
      const benefitAt = (claimAge: number): number | null => tools.rerun({ ...input, claimAge })?.monthlyBenefit ?? null;
      const chosenMonths = Math.round(output.claimAge * 12);
      const ages: number[] = [];
      for (let years = 62; years <= 70; years++) ages.push(years * 12);
      // A claiming age between birthdays (62 and 6 months) gets a bar of its own, in its place.
      if (!ages.includes(chosenMonths)) ages.push(chosenMonths);
      ages.sort((x, y) => x - y);
      const bars: { label: string; value: number; highlight?: boolean }[] = [];
      for (const months of ages) {
        const chosen = months === chosenMonths;
        const value = chosen ? output.monthlyBenefit : benefitAt(months / 12);
        if (value === null) continue;
        const label = months % 12 === 0 ? String(months / 12) : ageLabel(months, locale);
        bars.push({ label, value, ...(chosen ? { highlight: true } : {}) });
      }
      const fraMonths = Math.round(output.fullRetirementAge * 12);
      const atFra = fraMonths === chosenMonths ? output.monthlyBenefit : benefitAt(output.fullRetirementAge);
      const money = (value: number | null) => tools.format(value, 'money');
      const fra = ageLabel(fraMonths, locale);
      return {
        kind: 'bars',
        title: t('Monthly benefit by claiming age', 'Pensión mensual según la edad de solicitud'),
        summary: t(
          `Claiming at 62, the benefit would be ${money(benefitAt(62))} a month; at full retirement age (${fra}), ${money(atFra)}; ` +
            `and at 70, ${money(benefitAt(70))}.`,
          `Solicitándola a los 62 años, la pensión sería de ${money(benefitAt(62))} al mes; a la edad plena de jubilación (${fra}), ` +
            `de ${money(atFra)}; y a los 70 años, de ${money(benefitAt(70))}.`,
        ),
        format: 'money',
        axis: t('Claiming age', 'Edad de solicitud'),
        bars,
      };
    },
  },
  output,
  examples,
  worstCase: () => ({ averageAnnualEarnings: MAX_AMOUNT, yearsWorked: MAX_YEARS_WORKED, claimAge: 70, selfEmployed: true }),
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
    const lastIndexed = indexed.at(-1);

    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const money = (n: number, decimals = 0) => (es ? formatMoney(n, 'USD', 'es', decimals === 0) : usd(n, decimals));
    const pct = (n: number) => (es ? formatPercent(n, 'es') : `${n} %`);
    // Factors and the growth rate keep their 4 decimals in both languages (1,0849 · 4,1565 %).
    const num = (n: number) => (es ? String(n).replace('.', ',') : String(n));
    const growthPctText = `${num(growthPct)} %`;
    const age = (m: number) => ageLabel(m, locale);
    const fra = f.fullRetirementAge;
    const fraEs = `${formatNumber(fra, 'es')} años`;
    const factorText = num(Number(levelFactor.toFixed(4)));
    const growthText = num(Number(growth.toFixed(4)));
    const span = firstYear === null ? '' : `${firstYear}–${lastYear}`;

    const breakdown: BreakdownItem[] = [
      {
        item: 'averageAnnualEarnings',
        label: t(`Typical yearly earnings, today's dollars (${eligibilityYear} wages)`, `Ingresos anuales habituales, en dólares de hoy (salarios de ${eligibilityYear})`),
        amount: cents(averageAnnualEarnings),
      },
    ];
    if (selfEmployed) {
      breakdown.push({
        item: 'netEarningsFromSelfEmployment',
        label: t(
          `Net earnings from self-employment: net profit × ${f.selfEmploymentFactorPct} %`,
          `Ingresos netos por cuenta propia: beneficio neto × ${pct(f.selfEmploymentFactorPct)}`,
        ),
        amount: cents(netEarnings),
      });
    }
    breakdown.push({
      item: 'indexedAnnualEarnings',
      label: t(
        `At ${indexingYear} wages, the indexing year (you turn 60): ÷ ${factorText}, two years of average wage growth at ${growthPct} % a year (assumed: the ${indexingYear - WAGE_GROWTH_WINDOW}–${indexingYear} average)`,
        `A salarios de ${indexingYear}, el año de indexación (cumples 60): ÷ ${factorText}, dos años de crecimiento de los salarios medios al ${growthPctText} anual (supuesto: la media de ${indexingYear - WAGE_GROWTH_WINDOW} a ${indexingYear})`,
      ),
      amount: cents(indexedAnnual),
    });
    if (lastIndexed) {
      breakdown.push({
        item: 'lastYearEarnings',
        label: lastIndexed.capped
          ? t(
              `${lastIndexed.year}, the year you turn 61, at face value: capped at its taxable maximum of ${usd(lastIndexed.taxableMaximum)}`,
              `${lastIndexed.year}, el año en que cumples 61, por su valor nominal: con el tope de su base máxima de ${money(lastIndexed.taxableMaximum)}`,
            )
          : t(
              `${lastIndexed.year}, the year you turn 61, at face value: earnings ÷ ${growthText} (one year of wage growth before today)`,
              `${lastIndexed.year}, el año en que cumples 61, por su valor nominal: ingresos ÷ ${growthText} (un año de crecimiento salarial antes de hoy)`,
            ),
        amount: lastIndexed.indexed,
      });
    }
    if (cappedYears > 0) {
      breakdown.push({
        item: 'cappedYears',
        label: t(
          `Years capped at that year's taxable maximum before indexing (${usd(indexed[0]!.taxableMaximum)} in ${indexed[0]!.year} … ${usd(lastIndexed!.taxableMaximum)} in ${lastIndexed!.year})`,
          `Años topados en la base máxima de ese año antes de actualizar (${money(indexed[0]!.taxableMaximum)} en ${indexed[0]!.year} … ${money(lastIndexed!.taxableMaximum)} en ${lastIndexed!.year})`,
        ),
        amount: cappedYears,
      });
    }
    breakdown.push(
      {
        item: 'yearsCounted',
        label:
          modelledYears === 0
            ? t('Years counted: none (no years worked)', 'Años computados: ninguno (ningún año trabajado)')
            : t(
                `Years counted: the highest indexed of the ${modelledYears} years ${span}, at most ${f.computationYears}`,
                `Años computados: los más altos, ya actualizados, de los ${modelledYears} años de ${firstYear} a ${lastYear}, como máximo ${f.computationYears}`,
              ),
        amount: a.yearsCounted,
      },
      {
        item: 'zeroYears',
        label: t(`Years of the ${f.computationYears} with no earnings, counted as zeros`, `Años de los ${f.computationYears} sin ingresos, computados como ceros`),
        amount: a.zeroYears,
      },
      {
        item: 'totalIndexedEarnings',
        label: t(
          `Total indexed earnings of the ${a.yearsCounted} years counted (each year: capped, × AWI ${indexingYear} ÷ AWI of the year, rounded to the cent)`,
          `Total de ingresos actualizados de los ${a.yearsCounted} años computados (cada año: con su tope, × AWI de ${indexingYear} ÷ AWI del año, redondeado al centavo)`,
        ),
        amount: cents(a.total),
      },
      {
        item: 'aime',
        label: t(`AIME: total ÷ ${a.months} months, rounded down to the dollar`, `AIME: total ÷ ${a.months} meses, redondeado a la baja al dólar`),
        amount: a.aime,
      },
      {
        item: 'piaFirstBand',
        label: t(
          `${f.firstRatePct} % of the AIME up to the first bend point (${usd(f.firstBendPoint)}): ${f.firstRatePct} % × ${usd(p.bands[0]!.aimePart)}`,
          `${pct(f.firstRatePct)} del AIME hasta el primer umbral (${money(f.firstBendPoint)}): ${pct(f.firstRatePct)} × ${money(p.bands[0]!.aimePart)}`,
        ),
        amount: cents(p.bands[0]!.amount),
      },
      {
        item: 'piaSecondBand',
        label: t(
          `${f.secondRatePct} % of the AIME from ${usd(f.firstBendPoint)} to ${usd(f.secondBendPoint)}: ${f.secondRatePct} % × ${usd(p.bands[1]!.aimePart)}`,
          `${pct(f.secondRatePct)} del AIME entre ${money(f.firstBendPoint)} y ${money(f.secondBendPoint)}: ${pct(f.secondRatePct)} × ${money(p.bands[1]!.aimePart)}`,
        ),
        amount: cents(p.bands[1]!.amount),
      },
      {
        item: 'piaThirdBand',
        label: t(
          `${f.thirdRatePct} % of the AIME over ${usd(f.secondBendPoint)}: ${f.thirdRatePct} % × ${usd(p.bands[2]!.aimePart)}`,
          `${pct(f.thirdRatePct)} del AIME por encima de ${money(f.secondBendPoint)}: ${pct(f.thirdRatePct)} × ${money(p.bands[2]!.aimePart)}`,
        ),
        amount: cents(p.bands[2]!.amount),
      },
      { item: 'piaBeforeRounding', label: t('PIA before rounding: the sum of the three bands', 'PIA antes de redondear: la suma de los tres tramos'), amount: cents(p.unrounded) },
      {
        item: 'pia',
        label: t(
          `PIA (${eligibilityYear} bend points), rounded down to the dime: the monthly benefit at full retirement age ${fra}`,
          `PIA (umbrales de ${eligibilityYear}), redondeada a la baja a múltiplos de 10 centavos: la pensión mensual a la edad plena de jubilación, ${fraEs}`,
        ),
        amount: p.pia,
      },
    );
    if (adj.monthsEarly > 0) {
      const parts = [`${adj.firstTierMonths} × ${fractionLabel(f.earlyFirstTierPctPerMonth)} %`];
      if (adj.secondTierMonths > 0) parts.push(`${adj.secondTierMonths} × ${fractionLabel(f.earlySecondTierPctPerMonth)} %`);
      breakdown.push({
        item: 'earlyReduction',
        label: t(
          `Early claiming at ${ageLabel(months)}, ${adj.monthsEarly} months before ${fra}: PIA × (${parts.join(' + ')}) = ${cents(-adj.adjustmentPct)} %, rounded up to the dime`,
          `Solicitud anticipada a los ${age(months)}, ${adj.monthsEarly} meses antes de los ${fraEs}: PIA × (${parts.join(' + ')}) = ${pct(cents(-adj.adjustmentPct))}, redondeado al alza a múltiplos de 10 centavos`,
        ),
        amount: adj.adjustmentAmount,
      });
    } else if (adj.monthsDelayed > 0) {
      breakdown.push({
        item: 'delayedRetirementCredit',
        label: t(
          `Delayed claiming at ${ageLabel(months)}, ${adj.monthsDelayed} months after ${fra}: PIA × ${adj.monthsDelayed} × ${fractionLabel(f.delayedPctPerMonth)} % = ${cents(adj.adjustmentPct)} %, rounded down to the dime`,
          `Solicitud demorada a los ${age(months)}, ${adj.monthsDelayed} meses después de los ${fraEs}: PIA × ${adj.monthsDelayed} × ${fractionLabel(f.delayedPctPerMonth)} % = ${pct(cents(adj.adjustmentPct))}, redondeado a la baja a múltiplos de 10 centavos`,
        ),
        amount: adj.adjustmentAmount,
      });
    }
    breakdown.push(
      {
        item: 'monthlyBenefitBeforeDollarRounding',
        label: t('PIA + adjustment: monthly benefit amount', 'PIA + ajuste: importe mensual de la pensión'),
        amount: adj.benefitBeforeDollarRounding,
      },
      {
        item: 'monthlyBenefit',
        label: insured
          ? t('Monthly benefit, rounded down to the whole dollar', 'Pensión mensual, redondeada a la baja al dólar entero')
          : t(
              `Monthly benefit: none, the record does not give the ${f.minimumYearsOfWork} years of work (40 credits) a retirement benefit needs`,
              `Pensión mensual: ninguna, el historial no reúne los ${f.minimumYearsOfWork} años de trabajo (40 créditos) que exige una pensión de jubilación`,
            ),
        amount: monthlyBenefit,
      },
      { item: 'annualBenefit', label: t('Annual benefit: monthly benefit × 12', 'Pensión anual: pensión mensual × 12'), amount: monthlyBenefit * 12 },
    );

    const warnings: string[] = [];
    if (eligibilityYear < year) {
      warnings.push(
        t(
          `The figures for people turning 62 in ${year} are not published here yet (the ${year} bend points come from the ${year - f.indexingLagYears} ` +
            `average wage index): this is the estimate for someone turning 62 in ${eligibilityYear}, in ${eligibilityYear} dollars, with its ` +
            `${eligibilityYear} bend points and ${indexingYear} wage indexing.`,
          `Las cifras para quienes cumplen 62 años en ${year} aún no están publicadas aquí (los umbrales de ${year} salen del índice de salarios ` +
            `medios de ${year - f.indexingLagYears}): esta es la estimación para quien cumple 62 años en ${eligibilityYear}, en dólares de ` +
            `${eligibilityYear}, con sus umbrales de ${eligibilityYear} y la actualización con los salarios de ${indexingYear}.`,
        ),
      );
    }
    if (netEarnings === 0) {
      warnings.push(
        t(
          'No covered earnings: the AIME is 0 and there is no retirement benefit on your own record.',
          'Sin ingresos computables: el AIME es 0 y no hay pensión de jubilación con tu propio historial.',
        ),
      );
    } else if (!insured) {
      warnings.push(
        t(
          `No retirement benefit: ${yearsWorked} year${yearsWorked === 1 ? '' : 's'} of work cannot give the 40 credits needed (at most 4 a year, so at least ` +
            `${f.minimumYearsOfWork} years). The PIA and adjustment shown are what the formula would give with enough credits; monthlyBenefit and annualBenefit are 0. ` +
            "You may still qualify on a spouse's record (not modelled).",
          `Sin pensión de jubilación: ${yearsWorked === 1 ? '1 año de trabajo no puede' : `${yearsWorked} años de trabajo no pueden`} dar los 40 créditos necesarios ` +
            `(como máximo 4 al año, así que hacen falta al menos ${f.minimumYearsOfWork} años). La PIA y el ajuste que se muestran son lo que daría la fórmula ` +
            'con créditos suficientes; la pensión mensual y la anual son 0. Aún podrías tener derecho a una pensión por el historial de tu cónyuge (no se modela).',
        ),
      );
    }
    if (cappedYears > 0) {
      const who = selfEmployed ? t('Net earnings from self-employment', 'Unos ingresos netos por cuenta propia') : t('Earnings', 'Unos ingresos');
      warnings.push(
        t(
          `${who} of ${usd(netEarnings, 2)} a year ${netEarnings > cap ? `exceed the ${capYear} taxable maximum (${usd(cap)}) and ` : ''}reach the taxable ` +
            `maximum in ${cappedYears} of the ${modelledYears} years: each of those counts only up to that year's maximum (what is above it is ` +
            'neither taxed nor counted toward the benefit).',
          `${who} de ${money(netEarnings, 2)} al año ${netEarnings > cap ? `superan la base máxima de cotización de ${capYear} (${money(cap)}) y ` : ''}alcanzan ` +
            `la base máxima en ${cappedYears} de los ${modelledYears} años: cada uno de ellos solo cuenta hasta la base de ese año (lo que la supera ni ` +
            'cotiza ni cuenta para la pensión).',
        ),
      );
    }
    if (yearsWorked > f.elapsedYears) {
      warnings.push(
        t(
          `Only the ${f.elapsedYears} years from age 22 to 61 are modelled: the other ${yearsWorked - f.elapsedYears} (before 22 or after 61) ` +
            'would not change this estimate of the highest 35 years, since every year here earns the same share of the average wage. ' +
            'In reality a later, higher-earning year can replace a lower one.',
          `Solo se modelan los ${f.elapsedYears} años de los 22 a los 61: los otros ${yearsWorked - f.elapsedYears} (antes de los 22 o después de los 61) ` +
            'no cambiarían esta estimación de los 35 años más altos, porque aquí todos los años ganan la misma proporción del salario medio. ' +
            'En la realidad, un año posterior con más ingresos puede sustituir a uno más bajo.',
        ),
      );
    } else if (yearsWorked > f.computationYears) {
      warnings.push(
        t(
          `Only the highest ${f.computationYears} years count: of your ${modelledYears} years (${span}), the ${modelledYears - f.computationYears} lowest ` +
            'indexed ones are left out; with the same share of the average wage every year they differ only where a taxable maximum applies.',
          `Solo cuentan los ${f.computationYears} años más altos: de tus ${modelledYears} años (de ${firstYear} a ${lastYear}), se dejan fuera los ` +
            `${modelledYears - f.computationYears} más bajos una vez actualizados; con la misma proporción del salario medio cada año, solo difieren donde se aplica una base máxima.`,
        ),
      );
    }

    const assumptions = [
      t(
        `Figures of ${eligibilityYear} (calculation date ${today}, UTC): the estimate has you turn 62 in ${eligibilityYear}, so it uses the ` +
          `${eligibilityYear} bend points (${usd(f.firstBendPoint)} and ${usd(f.secondBendPoint)}) and indexes your earnings to the ${indexingYear} ` +
          `national average wage index (${awi.toLocaleString('en-US', { minimumFractionDigits: 2 })}), the year you turn 60, as SSA does.`,
        `Cifras de ${eligibilityYear} (fecha del cálculo ${formatDay(today, 'es')}, UTC): la estimación supone que cumples 62 años en ${eligibilityYear}, así que ` +
          `usa los umbrales de ${eligibilityYear} (${money(f.firstBendPoint)} y ${money(f.secondBendPoint)}) y actualiza tus ingresos con el índice ` +
          `nacional de salarios medios de ${indexingYear} (${formatNumber(awi, 'es')}), el del año en que cumples 60, como hace la SSA.`,
      ),
      t(
        `Your earnings are taken as the same share of the national average wage every year, in today's dollars (${eligibilityYear} wages), over ` +
          `the last ${modelledYears} of the ${f.elapsedYears} years from age 22 to 61 (${f.elapsedYears} elapsed years: ${eligibilityYear - f.elapsedYears}–${eligibilityYear - 1}). ` +
          `No average wage index after ${indexingYear} is in the rule sets, so wages are assumed to grow ${growthPct} % a year after ` +
          `${indexingYear}, their mean over the latest ${WAGE_GROWTH_WINDOW} published years (${indexingYear - WAGE_GROWTH_WINDOW}–${indexingYear}): an assumption, ` +
          `not an official figure. At ${indexingYear} wages your earnings are therefore worth today's ÷ ${factorText}.`,
        `Tus ingresos se toman como la misma proporción del salario medio nacional cada año, en dólares de hoy (salarios de ${eligibilityYear}), durante ` +
          `los últimos ${modelledYears} de los ${f.elapsedYears} años de los 22 a los 61 (${f.elapsedYears} años transcurridos: de ${eligibilityYear - f.elapsedYears} a ${eligibilityYear - 1}). ` +
          `Las normas no tienen ningún índice de salarios medios posterior a ${indexingYear}, así que se supone que los salarios crecen un ${growthPctText} ` +
          `al año después de ${indexingYear}, su media en los últimos ${WAGE_GROWTH_WINDOW} años publicados (de ${indexingYear - WAGE_GROWTH_WINDOW} a ${indexingYear}): una ` +
          `hipótesis, no una cifra oficial. A salarios de ${indexingYear}, tus ingresos valen por tanto los de hoy ÷ ${factorText}.`,
      ),
      t(
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the " +
          'indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest ' +
          `${f.computationYears} indexed years are averaged; missing years up to ${f.computationYears} count as zeros. Ask for your earnings ` +
          'record at ssa.gov/myaccount for your own figures.',
        'Cada año se topa en la base máxima de cotización de ese año y, antes del año de indexación, se multiplica por el índice de ' +
          'salarios medios del año de indexación ÷ el del año en que se ganó, redondeado al centavo (POMS RS 00605.018); los años ' +
          `posteriores cuentan por su valor nominal. Se promedian los ${f.computationYears} años actualizados más altos; los años que falten ` +
          `hasta ${f.computationYears} cuentan como ceros. Pide tu historial de ingresos en ssa.gov/myaccount para tener tus propias cifras.`,
      ),
      t(
        `yearsWorked defaults to ${DEFAULT_YEARS_WORKED} and claimAge to ${DEFAULT_CLAIM_AGE}. Each year worked is assumed to earn the 4 credits a year allows; ` +
          `under ${f.minimumYearsOfWork} years (40 credits) there is no benefit.`,
        `Por defecto, los años trabajados son ${DEFAULT_YEARS_WORKED} y la edad de solicitud, ${DEFAULT_CLAIM_AGE} años. Se supone que cada año trabajado da los 4 créditos que permite un año; ` +
          `con menos de ${f.minimumYearsOfWork} años (40 créditos) no hay pensión.`,
      ),
      t(
        `Full retirement age ${fra} applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.`,
        `La edad plena de jubilación de ${fraEs} se aplica a quienes nacieron el 2 de enero de 1960 o después; quienes nacieron antes tienen una menor y resultados distintos.`,
      ),
      t(
        `Claiming age is counted in whole months (${ageLabel(months)} here). Early claiming: 5/9 of 1 % a month for the first ${f.earlyFirstTierMonths} months, 5/12 of 1 % beyond; ` +
          `delayed claiming: 2/3 of 1 % a month up to age ${f.delayedCreditMaxAge}. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at ${f.delayedCreditMaxAge}).`,
        `La edad de solicitud se cuenta en meses enteros (aquí, ${age(months)}). Solicitud anticipada: 5/9 del 1 % al mes durante los primeros ${f.earlyFirstTierMonths} meses y 5/12 del 1 % a partir de ahí; ` +
          `solicitud demorada: 2/3 del 1 % al mes hasta los ${f.delayedCreditMaxAge} años. Todos los créditos por demora se aplican de una vez (la SSA suma los créditos del año en que solicitas en el enero siguiente, salvo que solicites a los ${f.delayedCreditMaxAge}).`,
      ),
      t(
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'Redondeo como el de la SSA: los ingresos actualizados al centavo, el AIME a la baja al dólar, la PIA a la baja a múltiplos de 10 centavos, una reducción al alza a múltiplos de 10 centavos (un crédito, a la baja), la pensión mensual a la baja al dólar; anual = mensual × 12.',
      ),
      t(
        `In dollars of ${eligibilityYear}: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.`,
        `En dólares de ${eligibilityYear}: no se suman las revalorizaciones por coste de la vida posteriores al derecho a la pensión (desde el año en que cumples 62).`,
      ),
      t(
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), " +
          'income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits ' +
          '(repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024).',
        'No se modelan: las pensiones de cónyuge, de supervivencia y familiares, las de incapacidad, la prueba de ingresos por trabajo (pensión retenida si trabajas antes de la edad plena de jubilación), ' +
          'el impuesto sobre la renta de la pensión ni las primas de Medicare que se descuentan del pago. La Windfall Elimination Provision y la Government Pension Offset ya no reducen las pensiones ' +
          '(derogadas por la Social Security Fairness Act, firmada el 5 de enero de 2025, para las pensiones desde enero de 2024).',
      ),
    ];
    if (selfEmployed) {
      assumptions.push(
        t(
          `selfEmployed: averageAnnualEarnings is read as Schedule C net profit; ${f.selfEmploymentFactorPct} % of it is net earnings from self-employment (Schedule SE, IRC §1402(a)(12)). ` +
            'Wages from a job in the same year share the same taxable maximum: not modelled.',
          `Por cuenta propia: los ingresos se leen como el beneficio neto del Schedule C; el ${pct(f.selfEmploymentFactorPct)} de él son los ingresos netos por cuenta propia (Schedule SE, IRC §1402(a)(12)). ` +
            'Los salarios de un empleo en el mismo año comparten la misma base máxima de cotización: no se modela.',
        ),
      );
    }

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

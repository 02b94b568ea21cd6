import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { amountField, cents, MAX_AMOUNT, moneyOut } from '../../core/money.js';
import { defineOperation } from '../../core/operation.js';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { ruleVersionAt, rulesUsed, type RulesUsed } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { usSocialSecurityBenefitFormula } from '../../rules/us/us-social-security-benefit-formula.rules.js';
import {
  ageLabel,
  aimeOf,
  claimAdjustment,
  claimAgeMonths,
  coveredEarnings,
  fractionLabel,
  piaOf,
  usd,
  type BenefitFormula,
} from './us-social-security-estimate.js';
import { examples } from './us-social-security-estimate.examples.js';

/** Longest working life accepted, in years: a bound, not a rule (only the highest 35 years count). */
const MAX_YEARS_WORKED = 50;
const DEFAULT_YEARS_WORKED = 35;
const DEFAULT_CLAIM_AGE = 67;
const GUIDE = '/guides/us-social-security-benefit-estimate';

export const input = z.strictObject({
  averageAnnualEarnings: amountField(
    "Typical yearly earnings covered by Social Security, in today's dollars: wages, or net profit from self-employment when selfEmployed is true. Amounts above the taxable maximum count only up to it.",
  ),
  yearsWorked: z
    .int()
    .min(0)
    .max(MAX_YEARS_WORKED)
    .default(DEFAULT_YEARS_WORKED)
    .describe('Years with covered earnings, a whole number 0–50 (default 35). Under 35, the missing years count as zeros; over 35, only 35 count. Under 10 (40 credits) there is no benefit.'),
  claimAge: z
    .number()
    .min(62)
    .max(70)
    .default(DEFAULT_CLAIM_AGE)
    .describe('Age at which benefits start, 62 to 70 (default 67, the full retirement age), in whole months written in years: 62.5 = 62 years 6 months.'),
  selfEmployed: z
    .boolean()
    .default(false)
    .describe('true when the earnings are net profit from self-employment: 92.35 % of it counts (net earnings from self-employment). Default false.'),
});

export const output = z.strictObject({
  calculationYear: z.number().int().describe('Calendar year of the request (UTC) whose figures are used.'),
  taxableMaximum: moneyOut('Taxable maximum (contribution and benefit base) used as the yearly cap, in dollars.'),
  netEarningsFromSelfEmployment: z.number().nullable().describe('averageAnnualEarnings × 92.35 % when selfEmployed, before the cap; null otherwise.'),
  coveredAnnualEarnings: moneyOut('What counts each year: the earnings (× 92.35 % when self-employed), capped at the taxable maximum.'),
  yearsWorked: z.number().int().describe('Years with covered earnings, as given or the default 35.'),
  yearsCounted: z.number().int().describe('Years averaged: yearsWorked, at most 35.'),
  zeroYears: z.number().int().describe('Years of the 35 with no earnings, counted as zeros.'),
  totalCoveredEarnings: moneyOut('Sum of the 35 computation years: coveredAnnualEarnings × yearsCounted.'),
  aime: z.number().int().describe('Average indexed monthly earnings: totalCoveredEarnings ÷ 420, rounded down to the dollar.'),
  firstBendPoint: moneyOut('First PIA bend point of the year, monthly AIME dollars.'),
  secondBendPoint: moneyOut('Second PIA bend point of the year.'),
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
  monthlyBenefit: moneyOut('Estimated monthly benefit in today\'s dollars, rounded down to the whole dollar; 0 when not insured.'),
  annualBenefit: moneyOut('monthlyBenefit × 12.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('What needs your attention: no benefit under 10 years, earnings above the cap, years past 35, an older rule version.'),
  rules: rulesOut,
});

export default defineOperation({
  id: 'us-social-security-estimate',
  title: 'US Social Security retirement benefit estimate',
  summary:
    'Estimates your Social Security retirement benefit from typical yearly earnings: AIME over 35 years, the PIA from the current bend points, the claiming-age adjustment from 62 to 70, and the 92.35 % factor for self-employment income.',
  description:
    'A simplified version of the Social Security Administration\'s own method, in today\'s dollars, with the figures of the ' +
    'current calendar year (UTC date of the request): rule sets us-social-security-benefit-formula (bend points, 90/32/15 %, ' +
    '35 years, 92.35 %, full retirement age 67, claiming fractions) and us-employer-payroll-taxes (the taxable maximum). ' +
    '(1) Covered earnings per year = averageAnnualEarnings, or × 92.35 % when selfEmployed (net earnings from self-employment, ' +
    'IRC §1402(a)(12)), then capped at the taxable maximum ($184,500 in 2026, $176,100 in 2025). ' +
    '(2) AIME = covered × min(yearsWorked, 35) ÷ 420, rounded down to the dollar: the 35 - yearsWorked missing years count as ' +
    'zeros; more than 35 years add nothing, since only the highest 35 count and all years are equal here. ' +
    '(3) PIA = 90 % of the AIME up to the first bend point + 32 % up to the second + 15 % above ($1,286 and $7,749 in 2026, ' +
    '$1,226 and $7,391 in 2025), rounded down to the dime. ' +
    '(4) Claiming age against full retirement age 67: each month early takes 5/9 of 1 % of the PIA for the first 36 months and ' +
    '5/12 of 1 % beyond (62 = −30 %), the reduction rounded up to the dime; each month after 67 adds 2/3 of 1 % (70 = +24 %), ' +
    'the credit rounded down to the dime; none past 70. (5) Monthly benefit = PIA + adjustment, rounded down to the whole ' +
    'dollar; annual benefit = monthly × 12. Inputs: averageAnnualEarnings required (0 to 1e12); yearsWorked a whole number ' +
    '0–50, default 35; claimAge 62–70, default 67, in whole months written in years (62.5 = 62 years 6 months; decimals within ' +
    '0.05 of a month are taken as that month, others are refused); selfEmployed default false. Fewer than 10 years of work ' +
    '(40 credits) gives no benefit: monthlyBenefit is then 0 and a warning says so. Simplifications: earnings are taken as ' +
    'already wage-indexed (today\'s dollars) and equal every year; the current year\'s bend points and taxable maximum apply, as ' +
    'if you turned 62 this year; cost-of-living adjustments after eligibility are ignored; full retirement age 67 applies to ' +
    'people born in 1960 or later (those born earlier have a lower one and this estimate does not fit them); all delayed ' +
    'credits are applied at once. Not modelled: spouse\'s, survivor\'s and family benefits, the retirement earnings test, ' +
    'income tax on benefits and Medicare premiums; the Windfall Elimination Provision and Government Pension Offset no longer ' +
    'apply (repealed by the Social Security Fairness Act of 2025). Money is rounded only as SSA rounds (dollars and dimes) and ' +
    `to cents in the output. Method, example and sources: ${GUIDE}.`,
  category: 'us-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Estimación de la pensión de jubilación de la Seguridad Social de EE. UU.',
    summary:
      'Calcula la pensión de jubilación de la Seguridad Social estadounidense a partir de los ingresos anuales habituales: el AIME sobre 35 años, la cuantía básica (PIA) con los umbrales vigentes, el ajuste por la edad de solicitud entre 62 y 70 años y el factor del 92,35 % para ingresos por cuenta propia.',
  },
  input,
  form: {
    averageAnnualEarnings: {
      label: { en: 'Typical yearly earnings ($)', es: 'Ingresos anuales habituales (US$)' },
      help: {
        en: "Your usual yearly wages, or net profit if you are self-employed, in today's dollars. Earnings above the taxable maximum count only up to it.",
        es: 'Tus ingresos anuales habituales cotizados a la Seguridad Social, en dólares de hoy: el salario o, si trabajas por cuenta propia, el beneficio neto. Lo que supere la base máxima de cotización solo cuenta hasta ella.',
      },
    },
    yearsWorked: {
      label: { en: 'Years worked', es: 'Años trabajados' },
      help: { es: 'Años con ingresos cotizados, un número entero de 0 a 50 (35 por defecto). Por debajo de 35, los años que faltan cuentan como ceros; por encima, solo cuentan 35. Con menos de 10 (40 créditos) no hay pensión.' },
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
    breakdownFormats: { yearsCounted: 'integer', zeroYears: 'integer' },
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
      { field: 'coveredAnnualEarnings', label: { en: 'Covered earnings a year', es: 'Ingresos computables al año' }, format: 'money' },
      { field: 'taxableMaximum', label: { en: 'Taxable maximum', es: 'Base máxima de cotización' }, format: 'money' },
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
    const version = ruleVersionAt(usSocialSecurityBenefitFormula, today);
    const wageVersion = ruleVersionAt(usEmployerPayrollTaxes, today);
    const v = version.values;
    const f: BenefitFormula = {
      firstBendPoint: v.piaFirstBendPoint.value,
      secondBendPoint: v.piaSecondBendPoint.value,
      firstRatePct: v.piaFirstRatePct.value,
      secondRatePct: v.piaSecondRatePct.value,
      thirdRatePct: v.piaThirdRatePct.value,
      computationYears: v.computationYears.value,
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
    const formulaYear = version.effective.slice(0, 4);
    const capYear = wageVersion.effective.slice(0, 4);

    const earnings = coveredEarnings(averageAnnualEarnings, selfEmployed, f.selfEmploymentFactorPct, cap);
    const a = aimeOf(earnings.covered, yearsWorked, f.computationYears);
    const p = piaOf(a.aime, f);
    const adj = claimAdjustment(p.pia, months, f);
    const insured = yearsWorked >= f.minimumYearsOfWork && earnings.covered > 0;
    const monthlyBenefit = insured ? adj.monthlyBenefit : 0;
    const claimYears = Math.floor(months / 12);

    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const money = (n: number, decimals = 0) => (es ? formatMoney(n, 'USD', 'es', decimals === 0) : usd(n, decimals));
    const pct = (n: number) => (es ? formatPercent(n, 'es') : `${n} %`);
    const age = (m: number) => ageLabel(m, locale);
    const fra = f.fullRetirementAge;
    const fraEs = `${formatNumber(fra, 'es')} años`;

    const breakdown: BreakdownItem[] = [
      { item: 'averageAnnualEarnings', label: t('Typical yearly earnings, today\'s dollars', 'Ingresos anuales habituales, en dólares de hoy'), amount: cents(averageAnnualEarnings) },
    ];
    if (selfEmployed) {
      breakdown.push({
        item: 'netEarningsFromSelfEmployment',
        label: t(
          `Net earnings from self-employment: net profit × ${f.selfEmploymentFactorPct} %`,
          `Ingresos netos por cuenta propia: beneficio neto × ${pct(f.selfEmploymentFactorPct)}`,
        ),
        amount: cents(earnings.netEarnings),
      });
    }
    breakdown.push(
      {
        item: 'coveredAnnualEarnings',
        label: t(
          `Covered earnings per year, capped at the ${capYear} taxable maximum of ${usd(cap)}${earnings.capped ? ' (cap applied)' : ''}`,
          `Ingresos computables por año, con el tope de la base máxima de cotización de ${capYear}, ${money(cap)}${earnings.capped ? ' (tope aplicado)' : ''}`,
        ),
        amount: cents(earnings.covered),
      },
      {
        item: 'yearsCounted',
        label: t(
          `Years counted: yearsWorked (${yearsWorked}), at most ${f.computationYears}`,
          `Años computados: los años trabajados (${yearsWorked}), como máximo ${f.computationYears}`,
        ),
        amount: a.yearsCounted,
      },
      {
        item: 'zeroYears',
        label: t(`Years of the ${f.computationYears} with no earnings, counted as zeros`, `Años de los ${f.computationYears} sin ingresos, computados como ceros`),
        amount: a.zeroYears,
      },
      {
        item: 'totalCoveredEarnings',
        label: t(
          `Total of the ${f.computationYears} computation years: covered earnings × ${a.yearsCounted}`,
          `Total de los ${f.computationYears} años de cálculo: ingresos computables × ${a.yearsCounted}`,
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
          `PIA (${formulaYear} bend points), rounded down to the dime: the monthly benefit at full retirement age ${fra}`,
          `PIA (umbrales de ${formulaYear}), redondeada a la baja a múltiplos de 10 centavos: la pensión mensual a la edad plena de jubilación, ${fraEs}`,
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
    if (earnings.covered === 0) {
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
    if (earnings.capped) {
      warnings.push(
        t(
          `${selfEmployed ? 'Net earnings from self-employment' : 'Earnings'} of ${usd(earnings.netEarnings, 2)} a year exceed the ${capYear} taxable maximum: ` +
            `only ${usd(cap)} a year counts toward the benefit (and is taxed for Social Security).`,
          `${selfEmployed ? 'Unos ingresos netos por cuenta propia' : 'Unos ingresos'} de ${money(earnings.netEarnings, 2)} al año superan la base máxima de cotización de ${capYear}: ` +
            `solo cuentan para la pensión ${money(cap)} al año (y solo por ellos se cotiza a la Seguridad Social).`,
        ),
      );
    }
    if (yearsWorked > f.computationYears) {
      warnings.push(
        t(
          `Only the highest ${f.computationYears} years count: with equal earnings every year, the other ${yearsWorked - f.computationYears} add nothing here. ` +
            'In reality a later, higher-earning year replaces a lower one.',
          `Solo cuentan los ${f.computationYears} años de ingresos más altos: con los mismos ingresos cada año, los otros ${yearsWorked - f.computationYears} no añaden nada aquí. ` +
            'En la realidad, un año posterior con más ingresos sustituye a uno más bajo.',
        ),
      );
    }
    if (Number(formulaYear) < year || Number(capYear) < year) {
      warnings.push(
        t(
          `The rule sets hold no ${year} figures yet: the ${formulaYear} bend points and the ${capYear} taxable maximum are used.`,
          `Las normas aún no tienen las cifras de ${year}: se usan los umbrales de ${formulaYear} y la base máxima de cotización de ${capYear}.`,
        ),
      );
    }

    const assumptions = [
      t(
        `Figures of ${formulaYear} (calculation date ${today}, UTC): bend points ${usd(f.firstBendPoint)} and ${usd(f.secondBendPoint)}, taxable maximum ${usd(cap)} (${capYear}), as if you turned 62 this year. ` +
          'SSA uses the bend points of the year you turn 62, which rise with the national average wage index.',
        `Cifras de ${formulaYear} (fecha del cálculo ${formatDay(today, 'es')}, UTC): umbrales de ${money(f.firstBendPoint)} y ${money(f.secondBendPoint)}, base máxima de cotización de ${money(cap)} (${capYear}), como si cumplieras 62 años este año. ` +
          'La SSA usa los umbrales del año en que cumples 62, que suben con el índice nacional de salarios medios.',
      ),
      t(
        "Earnings are taken as already wage-indexed (today's dollars) and the same every year. SSA indexes each year's actual earnings to " +
          'the average wage index of the year you turn 60 (later years at face value) and keeps your highest 35 years; ask for your earnings record at ssa.gov/myaccount for your own figures.',
        'Los ingresos se toman como ya indexados a los salarios (dólares de hoy) e iguales todos los años. La SSA indexa los ingresos reales de cada año ' +
          'al índice de salarios medios del año en que cumples 60 (los años posteriores, por su valor nominal) y se queda con tus 35 años más altos; pide tu historial de ingresos en ssa.gov/myaccount para tener tus propias cifras.',
      ),
      t(
        `The current taxable maximum caps every year; missing years up to ${f.computationYears} count as zeros; more than ${f.computationYears} years add nothing, since all years are equal here.`,
        `La base máxima de cotización actual limita cada año; los años que falten hasta ${f.computationYears} cuentan como ceros; más de ${f.computationYears} años no añaden nada, porque aquí todos los años son iguales.`,
      ),
      t(
        `yearsWorked defaults to ${DEFAULT_YEARS_WORKED} (a full career) and claimAge to ${DEFAULT_CLAIM_AGE}. Each year worked is assumed to earn the 4 credits a year allows; ` +
          `under ${f.minimumYearsOfWork} years (40 credits) there is no benefit.`,
        `Por defecto, los años trabajados son ${DEFAULT_YEARS_WORKED} (una carrera completa) y la edad de solicitud, ${DEFAULT_CLAIM_AGE} años. Se supone que cada año trabajado da los 4 créditos que permite un año; ` +
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
        'Rounding as SSA does: AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'Redondeo como el de la SSA: el AIME a la baja al dólar, la PIA a la baja a múltiplos de 10 centavos, una reducción al alza a múltiplos de 10 centavos (un crédito, a la baja), la pensión mensual a la baja al dólar; anual = mensual × 12.',
      ),
      t(
        "In today's dollars: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.",
        'En dólares de hoy: no se suman las revalorizaciones por coste de la vida posteriores al derecho a la pensión (desde el año en que cumples 62).',
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

    const payrollUsed = rulesUsed(usEmployerPayrollTaxes, wageVersion, today);
    const capSource = wageVersion.values.socialSecurityWageBase.source;
    const rules: RulesUsed[] = [
      rulesUsed(usSocialSecurityBenefitFormula, version, today),
      { ...payrollUsed, sources: payrollUsed.sources.filter((s) => s.url === capSource) },
    ];

    return {
      calculationYear: year,
      taxableMaximum: cap,
      netEarningsFromSelfEmployment: selfEmployed ? cents(earnings.netEarnings) : null,
      coveredAnnualEarnings: cents(earnings.covered),
      yearsWorked,
      yearsCounted: a.yearsCounted,
      zeroYears: a.zeroYears,
      totalCoveredEarnings: cents(a.total),
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
      warnings,
      rules,
    };
  },
});

import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { ageLabel } from './us-social-security-estimate.js';
import type run from './us-social-security-estimate.run.js';

export default definePage<typeof run>({
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
    answer(output, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (!output.insured) {
        return t(
          'You would get no retirement benefit yet: it takes at least 10 years of work (40 credits).',
          'Aún no cobrarías pensión de jubilación: hacen falta al menos 10 años trabajados (40 créditos).',
        );
      }
      const money = (value: number) => tools.format(value, 'money');
      const age = ageLabel(Math.round(output.claimAge * 12), locale);
      return t(
        `Your benefit would be ${money(output.monthlyBenefit)} a month (${money(output.annualBenefit)} a year), claiming at ${age}.`,
        `Tu pensión sería de ${money(output.monthlyBenefit)} al mes (${money(output.annualBenefit)} al año), solicitándola a los ${age}.`,
      );
    },
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
});

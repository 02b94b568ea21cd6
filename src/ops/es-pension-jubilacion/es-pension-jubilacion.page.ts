import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { MONTHS_PER_YEAR, wholeMonths, yearsAndMonths } from './es-pension-jubilacion.js';
import { MIN_AGE } from './es-pension-jubilacion.run.js';
import type run from './es-pension-jubilacion.run.js';

/** The ages the chart compares: every whole year from the earliest accepted age to 70, besides the chosen and ordinary ages. */
const CHART_LAST_AGE = 70;

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

export default definePage<typeof run>({
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
          help: { es: 'Base de cotización mensual durante el periodo, en euros de hoy (no se vuelve a actualizar con el IPC); se limita a la base máxima del año de jubilación.' },
        },
      },
    },
    retirementAge: {
      label: { en: 'Retirement age (years)', es: 'Edad de jubilación (años)' },
      help: {
        es: 'Edad al jubilarte, en años y meses completos: 64,5 son 64 años y 6 meses (de 63 a 75). Si la dejas en blanco, se usa la edad ordinaria que corresponde a los años cotizados.',
      },
    },
    retirementYear: {
      label: { en: 'Year the pension starts', es: 'Año en que empieza la pensión' },
      help: {
        es: 'Año natural en que te jubilas: se aplican sus normas (2026 o 2027; para años posteriores se mantienen las de 2027 con un aviso). Si lo dejas en blanco, se usa el año en curso.',
      },
    },
    gapSupplement: {
      label: { en: 'Gender-gap supplement to gaps (DT 41.ª)', es: 'Complemento de brecha de género en las lagunas (DT 41.ª)' },
      help: {
        es: 'Márcalo si eres mujer, o si eres hombre y cumples respecto de algún hijo las reglas 1.ª o 2.ª del artículo 60.1.b LGSS (carrera interrumpida o reducida tras su nacimiento o adopción): los meses sin obligación de cotizar 49 a 60 se integran al 100 % de la base mínima y los 61 a 84 al 80 %. Solo en el Régimen General.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const age = out.retirementAge;
      if (!out.entitled) {
        return t(
          `You would get no retirement pension at ${age}: ${out.contributed} of contributions fall short of the minimum.`,
          `No tendrías pensión de jubilación a los ${age}: ${out.contributed} cotizados no llegan al mínimo exigido.`,
        );
      }
      // Above the maximum, the unused bonus is paid apart as a yearly amount (the total a year names it).
      const extra = out.bonusAboveMaximumAnnual > 0
        ? t(`, plus ${money(out.bonusAboveMaximumAnnual)} a year for the delay`, `, más ${money(out.bonusAboveMaximumAnnual)} al año por la demora`)
        : '';
      // "at 63", not "at 63 years"; "at 66 years 10 months" keeps its words.
      const at = age.replace(/^(\d+) years$/, '$1');
      return t(
        `Your pension would be ${money(out.monthlyPension)} a month in 14 payments (${money(out.annualPension)} a year) retiring at ${at}${extra}.`,
        `Tu pensión sería de ${money(out.monthlyPension)} al mes en 14 pagas (${money(out.annualPension)} al año) jubilándote a los ${age}${extra}.`,
      );
    },
    breakdownFormats: { contributedMonths: 'integer', percentageForYears: 'percent', ordinaryAgeMonths: 'integer', retirementAgeMonths: 'integer', earlyReductionPercent: 'percent', delayBonusPercent: 'percent' },
    currency: 'EUR',
    headline: [
      { field: 'monthlyPension', label: { en: 'Monthly pension (14 payments)', es: 'Pensión mensual (14 pagas)' }, format: 'money' },
      { field: 'annualPension', label: { en: 'Annual pension', es: 'Pensión anual' }, format: 'money' },
      { field: 'retirementAge', label: { en: 'Retirement age', es: 'Edad de jubilación' }, format: 'text' },
    ],
    details: [
      { field: 'retirementYear', label: { en: 'Year the pension starts', es: 'Año en que empieza la pensión' }, format: 'text' },
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
      { field: 'gapFilling.method2.months', label: { en: 'Months without contributions in the window (gaps)', es: 'Meses sin cotizar del periodo de cálculo (lagunas)' }, format: 'integer' },
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
          const other = periods
            ? tools.rerun({ periods, retirementAge: age / MONTHS_PER_YEAR, retirementYear: out.retirementYear, gapSupplement: inp.gapSupplement })
            : null;
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
});

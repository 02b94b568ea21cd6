import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './uk-state-pension.run.js';

export default definePage<typeof run>({
  form: {
    qualifyingYears: {
      label: { en: 'Qualifying years so far', es: 'Años cotizados hasta hoy' },
      help: { es: 'Años completos que ya constan como cotizados en tu historial de National Insurance (años fiscales enteros, de 0 a 70).' },
    },
    futureYears: {
      label: { en: 'Further years expected', es: 'Años que esperas añadir' },
      help: { es: 'Años cotizados completos que esperas sumar antes de llegar a la edad de la State Pension (de 0 a 70; por defecto 0).' },
    },
    boughtYears: {
      label: { en: 'Gap years to buy (Class 3)', es: 'Lagunas que comprarías (clase 3)' },
      help: { es: 'Años con lagunas que te planteas cubrir con cotizaciones voluntarias de clase 3 (de 0 a 70; por defecto 0). Solo pueden comprarse las de los últimos 6 años fiscales.' },
    },
  },
  page: {
    answer(output, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const bought = output.voluntary.usefulYears;
      const boughtWords = bought === 1 ? t('the 1 year you buy', 'el año que compras') : t(`the ${bought} years you buy`, `los ${bought} años que compras`);
      const withBought = money(output.voluntary.weeklyPensionWithBoughtYears);
      // Years asked for beyond what can still be paid for are said, not silently dropped.
      const notBuyable = output.voluntary.notBuyableYears;
      const tooOld =
        notBuyable === 0
          ? ''
          : notBuyable === 1
            ? t('; 1 of the gap years you asked for can no longer be bought', '; 1 de las lagunas que indicas ya no puede comprarse')
            : t(`; ${notBuyable} of the gap years you asked for can no longer be bought`, `; ${notBuyable} de las lagunas que indicas ya no pueden comprarse`);
      if (!output.entitled) {
        const buying = bought > 0 ? t(`; ${boughtWords} would bring it to ${withBought} a week`, `; con ${boughtWords} cobrarías ${withBought} a la semana`) : '';
        return t(
          `You would get no State Pension with ${output.countedYears} qualifying years, too few for any${buying}${tooOld}.`,
          `No cobrarías State Pension con ${output.countedYears} años cotizados, que no bastan para cobrar nada${buying}${tooOld}.`,
        );
      }
      const buying = bought > 0 ? t(`, or ${withBought} a week with ${boughtWords}`, `, o ${withBought} a la semana con ${boughtWords}`) : '';
      return t(
        `Your State Pension would be ${money(output.weeklyPension)} a week (${money(output.yearlyPension)} a year)${buying}${tooOld}.`,
        `Tu State Pension sería de ${money(output.weeklyPension)} a la semana (${money(output.yearlyPension)} al año)${buying}${tooOld}.`,
      );
    },
    breakdownFormats: { recordYears: 'number', countedYears: 'number', notBuyableYears: 'number', usefulBoughtYears: 'number' },
    currency: 'GBP',
    headline: [
      { field: 'weeklyPension', label: { en: 'Weekly State Pension', es: 'State Pension semanal' }, format: 'money' },
      { field: 'yearlyPension', label: { en: 'Yearly State Pension', es: 'State Pension anual' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year of the rates', es: 'Año fiscal de las cuantías' }, format: 'text' },
      { field: 'fullWeeklyRate', label: { en: 'Full rate per week', es: 'Cuantía completa por semana' }, format: 'money' },
      { field: 'countedYears', label: { en: 'Years counted', es: 'Años computables' }, format: 'years' },
      { field: 'entitled', label: { en: 'Entitled (10 years or more)', es: 'Con derecho (10 años o más)' }, format: 'boolean' },
      { field: 'fourWeeklyPension', label: { en: 'Each four-weekly payment', es: 'Cada pago (cada 4 semanas)' }, format: 'money' },
      { field: 'yearsShortOfFullRate', label: { en: 'Years short of the full rate', es: 'Años que faltan para la cuantía completa' }, format: 'years' },
      { field: 'weeklyShortfall', label: { en: 'Shortfall per week', es: 'Lo que falta por semana' }, format: 'money' },
      { field: 'yearlyShortfall', label: { en: 'Shortfall per year', es: 'Lo que falta al año' }, format: 'money' },
      { field: 'voluntary.notBuyableYears', label: { en: 'Gap years that can no longer be bought', es: 'Lagunas que ya no pueden comprarse' }, format: 'years' },
      { field: 'voluntary.usefulYears', label: { en: 'Bought years that count', es: 'Años comprados que cuentan' }, format: 'years' },
      { field: 'voluntary.wastedYears', label: { en: 'Bought years that add nothing', es: 'Años comprados que no añaden nada' }, format: 'years' },
      { field: 'voluntary.extraWeeklyPension', label: { en: 'Extra weekly pension', es: 'Pensión semanal adicional' }, format: 'money' },
      { field: 'voluntary.extraYearlyPension', label: { en: 'Extra yearly pension', es: 'Pensión anual adicional' }, format: 'money' },
      { field: 'voluntary.weeklyPensionWithBoughtYears', label: { en: 'Weekly pension with bought years', es: 'Pensión semanal con los años comprados' }, format: 'money' },
      { field: 'voluntary.class3WeeklyRate', label: { en: 'Class 3 rate per week', es: 'Tarifa semanal de la clase 3' }, format: 'money' },
      { field: 'voluntary.cost', label: { en: 'Cost of the bought years', es: 'Coste de los años comprados' }, format: 'money' },
      { field: 'voluntary.paybackYears', label: { en: 'Payback time', es: 'Plazo para recuperar el coste' }, format: 'years' },
    ],
    chart(output, _input, tools) {
      const { t } = textsFor(tools);
      // The weekly pension at each number of qualifying years, run through the operation itself (no future or bought years).
      const weeklyAt = (years: number) => tools.rerun({ qualifyingYears: years, futureYears: 0, boughtYears: 0 });
      const fullYears = output.countedYears + output.yearsShortOfFullRate;
      const steps = new Set<number>();
      for (let years = 0; years <= fullYears; years += 5) steps.add(years);
      steps.add(fullYears);
      steps.add(output.countedYears);
      const bars: { label: string; value: number; highlight?: boolean }[] = [];
      for (const years of [...steps].sort((a, b) => a - b)) {
        const run = weeklyAt(years);
        if (!run) continue;
        bars.push({ label: String(years), value: run.weeklyPension, ...(years === output.countedYears ? { highlight: true } : {}) });
      }
      let minimum: number | null = null;
      for (let years = 1; years <= fullYears && minimum === null; years++) if (weeklyAt(years)?.entitled) minimum = years;
      const money = (n: number) => tools.format(n, 'money');
      const yours = output.entitled
        ? t(
            `with your ${output.countedYears} years counted you would get ${money(output.weeklyPension)} a week.`,
            `con tus ${output.countedYears} años computables cobrarías ${money(output.weeklyPension)} a la semana.`,
          )
        : t(
            `with your ${output.countedYears} years counted you would get nothing yet.`,
            `con tus ${output.countedYears} años computables aún no cobrarías nada.`,
          );
      return {
        kind: 'bars',
        title: t('Weekly State Pension by qualifying years', 'State Pension semanal según los años cotizados'),
        summary: t(
          `At least ${minimum ?? '—'} qualifying years are needed for any State Pension; the full rate, ${money(output.fullWeeklyRate)} a week, ` +
            `takes ${fullYears} years (tax year ${output.taxYear}); ${yours}`,
          `Hacen falta al menos ${minimum ?? '—'} años cotizados para cobrar algo de State Pension; la cuantía completa, ` +
            `${money(output.fullWeeklyRate)} a la semana, se alcanza con ${fullYears} años (año fiscal ${output.taxYear}); ${yours}`,
        ),
        format: 'money',
        axis: t('Qualifying years', 'Años cotizados'),
        bars,
      };
    },
  },
});

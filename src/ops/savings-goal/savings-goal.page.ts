import { definePage } from '../../core/operation.js';
import { currencyFieldText, startCurrency } from '../../core/currency-choice.js';
import { formatMonth } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import type run from './savings-goal.run.js';

export default definePage<typeof run>({
  form: {
    monthlyExpenses: {
      label: { en: 'Essential expenses a month', es: 'Gastos esenciales al mes' },
      help: { es: 'Lo que gastas cada mes en lo imprescindible: alquiler, comida, facturas y cuotas de deudas.' },
    },
    targetMonths: {
      label: { en: 'Months of expenses to hold', es: 'Meses de gastos que debe cubrir' },
      help: { es: 'Cuántos meses de gastos debe cubrir el fondo, de 1 a 120; se admiten decimales (4,5 son cuatro meses y medio).' },
    },
    currentSavings: {
      label: { en: 'Savings set aside now', es: 'Ahorros ya reservados' },
      help: { es: 'Ahorros disponibles que ya tienes apartados para emergencias.' },
    },
    monthlySaving: {
      label: { en: 'Saving each month', es: 'Ahorro mensual' },
      help: { es: 'Lo que añades al fondo cada mes: 0, o al menos 0,01.' },
    },
    currency: currencyFieldText,
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const target = money(out.targetAmount);
      if (out.status === 'funded') {
        return out.surplus > 0
          ? t(
              `Your emergency fund is already there: ${money(out.currentSavings)} covers the ${target} target with ${money(out.surplus)} to spare.`,
              `Tu fondo de emergencia ya está cubierto: ${money(out.currentSavings)} alcanzan el objetivo de ${target} y sobran ${money(out.surplus)}.`,
            )
          : t(`Your emergency fund is already there: ${money(out.currentSavings)} is exactly the target.`, `Tu fondo de emergencia ya está cubierto: ${money(out.currentSavings)} es justo el objetivo.`);
      }
      if (out.status === 'neverFunded' || out.monthsToGoal === null) {
        return t(
          `Saving nothing each month, you never close the ${money(out.gap)} still missing from your ${target} target.`,
          `Sin ahorrar nada al mes, nunca cubrirás los ${money(out.gap)} que faltan para tu objetivo de ${target}.`,
        );
      }
      const months = tools.format(out.monthsToGoal, 'months');
      // The month is named in words (February 2028), after the count of months the headline shows.
      const when = out.goalMonth === null ? '' : `, ${t('in', 'en')} ${formatMonth(out.goalMonth, locale)}`;
      return t(
        `You reach your ${target} emergency fund in ${months}${when}, saving ${money(out.monthlySaving)} a month.`,
        `Alcanzarás tu fondo de emergencia de ${target} en ${months}${when}, ahorrando ${money(out.monthlySaving)} al mes.`,
      );
    },
    currency: (output) => output.currency,
    // The first example, in the page's currency (the goal month already counts from the current month).
    start: (_today, locale) => ({ monthlyExpenses: 2500, targetMonths: 6, currentSavings: 4000, monthlySaving: 750, currency: startCurrency(locale) }),
    headline: [
      { field: 'targetAmount', label: { en: 'Emergency fund target', es: 'Objetivo del fondo de emergencia' }, format: 'money' },
      { field: 'gap', label: { en: 'Still to save', es: 'Pendiente de ahorrar' }, format: 'money' },
      { field: 'monthsToGoal', label: { en: 'Months to the goal', es: 'Meses hasta el objetivo' }, format: 'months' },
    ],
    details: [
      {
        field: 'status',
        label: { en: 'Status', es: 'Situación' },
        format: 'text',
        choices: {
          funded: { en: 'Already funded', es: 'Ya cubierto' },
          onTrack: { en: 'On track', es: 'En camino' },
          neverFunded: { en: 'Never funded at this rate', es: 'No se alcanza a este ritmo' },
        },
      },
      { field: 'message', label: { en: 'In short', es: 'En resumen' }, format: 'text' },
      { field: 'goalMonth', label: { en: 'Month the goal is reached (YYYY-MM)', es: 'Mes en que se alcanza (AAAA-MM)' }, format: 'text' },
      { field: 'savingsAtGoal', label: { en: 'Savings when the goal is reached', es: 'Ahorro al alcanzar el objetivo' }, format: 'money' },
      { field: 'currentSavings', label: { en: 'Current savings', es: 'Ahorros actuales' }, format: 'money' },
      { field: 'surplus', label: { en: 'Savings above the target', es: 'Ahorro por encima del objetivo' }, format: 'money' },
      { field: 'monthlySaving', label: { en: 'Saved each month', es: 'Ahorro de cada mes' }, format: 'money' },
      { field: 'coverageMonths', label: { en: 'Months of expenses covered now', es: 'Meses de gastos cubiertos hoy' }, format: 'months' },
    ],
  },
});

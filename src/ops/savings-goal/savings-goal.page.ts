import { definePage } from '../../core/operation.js';
import type run from './savings-goal.run.js';

export default definePage<typeof run>({
  form: {
    monthlyExpenses: {
      label: { en: 'Essential expenses a month ($)', es: 'Gastos esenciales al mes (US$)' },
      help: { es: 'Lo que gastas cada mes en lo imprescindible: alquiler, comida, facturas y cuotas de deudas.' },
    },
    targetMonths: {
      label: { en: 'Months of expenses to hold', es: 'Meses de gastos que debe cubrir' },
      help: { es: 'Cuántos meses de gastos debe cubrir el fondo, de 1 a 120; se admiten decimales (4,5 son cuatro meses y medio).' },
    },
    currentSavings: {
      label: { en: 'Savings set aside now ($)', es: 'Ahorros ya reservados (US$)' },
      help: { es: 'Ahorros disponibles que ya tienes apartados para emergencias.' },
    },
    monthlySaving: {
      label: { en: 'Saving each month ($)', es: 'Ahorro mensual (US$)' },
      help: { es: 'Lo que añades al fondo cada mes: 0, o al menos 0,01.' },
    },
  },
  page: {
    // Amounts are in any one currency; the page writes them as dollars, the currency of the examples' figures.
    currency: 'USD',
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

import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { amountField, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { textsFor } from '../../core/say.js';
import { savingsGoal } from './savings-goal.js';
import { examples } from './savings-goal.examples.js';

export const input = z.strictObject({
  monthlyExpenses: amountField('Essential spending per month (rent, food, bills, debt payments).'),
  targetMonths: z
    .number()
    .min(1)
    .max(120)
    .describe('Months of expenses the fund should hold; decimals allowed (4.5).'),
  currentSavings: amountField('Savings already set aside for emergencies.').default(0),
  monthlySaving: amountField('Added to the fund each month: 0 or at least 0.01.')
    .refine((value) => value === 0 || value >= 0.01, { message: 'must be 0 or at least 0.01', params: { es: 'debe ser 0 o al menos 0,01' } })
    .default(0),
});

export const output = z.strictObject({
  status: z
    .enum(['funded', 'onTrack', 'neverFunded'])
    .describe('funded: savings already cover the target; onTrack: the gap closes with the monthly saving; neverFunded: a gap remains and nothing is saved each month.'),
  targetAmount: moneyOut('monthlyExpenses × targetMonths, rounded to cents.'),
  currentSavings: moneyOut('The savings you gave, rounded to cents.'),
  gap: moneyOut('Still to save: max(0, target − currentSavings), rounded to cents.'),
  surplus: moneyOut('Savings above the target: max(0, currentSavings − target), rounded to cents.'),
  monthlySaving: moneyOut('The monthly saving you gave, rounded to cents.'),
  monthsToGoal: z
    .number()
    .int()
    .nullable()
    .describe('Months of saving until the target is reached: 0 when funded, ceil(gap ÷ monthlySaving) when on track, null when never funded.'),
  goalMonth: z
    .string()
    .nullable()
    .describe('YYYY-MM in which the target is reached: the current month (UTC) plus monthsToGoal; null when never funded or after 9999-12.'),
  savingsAtGoal: moneyOut('currentSavings + monthsToGoal × monthlySaving: the fund in goalMonth (may exceed the target); null when never funded.').nullable(),
  coverageMonths: z
    .number()
    .nullable()
    .describe('How many months of expenses current savings cover: currentSavings ÷ monthlyExpenses, two decimals; null when monthlyExpenses is 0.'),
  message: z.string().describe('The result in one plain sentence or two.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

export default defineOperation({
  id: 'savings-goal',
  title: 'Emergency fund savings goal',
  summary: 'Sizes an emergency fund as months of expenses and says how many months of saving it takes to reach it, and in which month.',
  agentDescription:
    'Sizes an emergency fund (monthly expenses × target months), the months of saving that close the gap and the month it is reached (from the current UTC month). No interest or inflation.',
  description:
    'Pure arithmetic on the inputs: no rate, threshold or rule of thumb from any law or authority is used, so rules is empty. ' +
    'target = monthlyExpenses × targetMonths (targetMonths 1 to 120, decimals allowed, e.g. 4.5). gap = max(0, target − currentSavings); ' +
    'surplus = max(0, currentSavings − target). status is funded when the gap is 0 (monthsToGoal 0, goalMonth the current month), ' +
    'onTrack when a gap remains and monthlySaving is above 0, and neverFunded when a gap remains and monthlySaving is 0 ' +
    '(monthsToGoal, goalMonth and savingsAtGoal are null and the message says the gap never closes). ' +
    'monthsToGoal = ceil(gap ÷ monthlySaving): the smallest whole number of monthly savings that covers the gap, compared in cents. ' +
    "goalMonth (YYYY-MM) counts from the service clock's current month in UTC as month 0: that month's saving is taken to be in " +
    'currentSavings already, the first new saving lands in the next month, and the goal is reached in the month of the last saving ' +
    'needed (current month + monthsToGoal); it is null if that falls after 9999-12. savingsAtGoal = currentSavings + monthsToGoal × ' +
    'monthlySaving (the last month may overshoot the target). coverageMonths = currentSavings ÷ monthlyExpenses, rounded to two ' +
    'decimals; null when monthlyExpenses is 0, in which case the target is 0 and the fund counts as funded. monthlySaving is 0 or at ' +
    'least 0.01. No interest, inflation or change in spending is modelled. Amounts are in any one currency, at most 1e12; they are ' +
    'rounded to cents (half away from zero) only in the result.',
  category: 'planning',
  kind: 'calculator',
  jurisdiction: 'global',
  es: {
    title: 'Objetivo de ahorro para el fondo de emergencia',
    summary: 'Calcula un fondo de emergencia como meses de gastos y cuántos meses de ahorro hacen falta para reunirlo, y en qué mes.',
  },
  input,
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
  output,
  examples,
  worstCase: () => ({ monthlyExpenses: 1_000_000_000_000, targetMonths: 120, currentSavings: 0.01, monthlySaving: 13.37 }),
  run: (input, ctx) => ({ ...savingsGoal(input, utcDate(ctx.now()).slice(0, 7), textsFor(ctx).locale), rules: [] }),
});

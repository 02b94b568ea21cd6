import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { amountField, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { currencyField, currencyOut } from '../../core/currency-choice.js';
import { textsFor } from '../../core/say.js';
import { savingsGoal } from './savings-goal.js';

const input = z.strictObject({
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
  currency: currencyField(),
});

const output = z.strictObject({
  currency: currencyOut,
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

export default defineRun({
  id: 'savings-goal',
  kind: 'calculator',
  jurisdiction: 'global',
  input,
  output,
  run: (input, ctx) => ({ currency: input.currency, ...savingsGoal(input, utcDate(ctx.now()).slice(0, 7), textsFor(ctx).locale), rules: [] }),
});

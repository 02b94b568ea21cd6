import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { MAX_AMOUNT, amountField } from '../../core/money.js';
import { dateField } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { currencyField, currencyOut } from '../../core/currency-choice.js';
import { textsFor } from '../../core/say.js';
import { cashFlowForecast } from './cash-flow-forecast.js';

/** Most expected payments one request may hold. */
export const MAX_PAYMENTS = 1000;
/** Most recurring costs one request may hold. */
export const MAX_RECURRING = 100;
/** Longest forecast: two years of days. */
export const MAX_HORIZON_DAYS = 730;
/** Longest client name or cost label. */
export const MAX_LABEL_LENGTH = 200;

const input = z.strictObject({
  openingBalance: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .describe('Cash at the start of today (negative for an overdraft).'),
  today: dateField('Day 0 of the forecast, YYYY-MM-DD.'),
  invoices: z
    .array(
      z.strictObject({
        client: z.string().max(MAX_LABEL_LENGTH).optional().describe('Who is expected to pay (echoed).'),
        amount: z.number().positive().max(MAX_AMOUNT).describe('Amount expected.'),
        expectedDate: dateField('Expected date, YYYY-MM-DD; before today counts as today.'),
      }),
    )
    .max(MAX_PAYMENTS)
    .default([])
    .describe('Payments expected in.'),
  recurring: z
    .array(
      z.strictObject({
        label: z.string().max(MAX_LABEL_LENGTH).optional().describe('What the cost is.'),
        amount: amountField('Amount paid each month.'),
        dayOfMonth: z
          .number()
          .int()
          .min(1)
          .max(31)
          .describe('Day of the month it is paid; past the month’s end, its last day.'),
      }),
    )
    .max(MAX_RECURRING)
    .default([])
    .describe('Fixed monthly costs.'),
  otherMonthlySpend: amountField('Everything else spent per month, spread evenly over its days.').default(0),
  horizonDays: z
    .number()
    .int()
    .min(1)
    .max(MAX_HORIZON_DAYS)
    .default(90)
    .describe('Days to project, today included.'),
  currency: currencyField(),
});

const output = z.strictObject({
  startDate: z.string().describe('Day 0: today.'),
  endDate: z.string().describe('Last day of the forecast: today + horizonDays − 1.'),
  horizonDays: z.number().int().describe('Days projected.'),
  currency: currencyOut,
  openingBalance: z.number().describe('Cash at the start of today, rounded to cents.'),
  totalInflow: z.number().describe('Payments counted over the horizon (overdue ones included), rounded to cents.'),
  totalOutflow: z.number().describe('Recurring costs plus other spending over the horizon, rounded to cents.'),
  closingBalance: z.number().describe('Balance at the end of the last day, rounded to cents.'),
  lowestBalance: z.number().describe('Lowest end-of-day balance, rounded to cents.'),
  lowestBalanceDate: z.string().describe('The first day the lowest balance is reached.'),
  firstDayBelowZero: z.string().nullable().describe('First day whose end-of-day balance is below zero; null if none.'),
  overduePayments: z
    .array(
      z.strictObject({
        index: z.number().int().describe('Position in invoices, from 0.'),
        client: z.string().nullable().describe('As given; null when absent.'),
        amount: z.number().describe('Amount, rounded to cents.'),
        expectedDate: z.string().describe('The date given, before today.'),
        daysLate: z.number().int().describe('today − expectedDate in days.'),
      }),
    )
    .describe('Expected payments dated before today, counted as arriving today.'),
  paymentsAfterHorizon: z
    .strictObject({
      count: z.number().int().describe('Expected payments dated after endDate.'),
      amount: z.number().describe('Their total, rounded to cents.'),
    })
    .describe('Expected payments left out because they fall after the last day.'),
  daily: z
    .array(
      z.strictObject({
        date: z.string().describe('YYYY-MM-DD.'),
        inflow: z.number().describe('Payments counted that day, rounded to cents.'),
        outflow: z.number().describe('Recurring costs due that day plus its share of other spending, rounded to cents.'),
        balance: z.number().describe('End-of-day balance, from the unrounded running balance, rounded to cents.'),
      }),
    )
    .describe('One entry per day, from startDate to endDate.'),
  warnings: z.array(z.string()).describe('Overdue payments, payments after the horizon and a balance below zero, in plain words.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

export default defineRun({
  id: 'cash-flow-forecast',
  kind: 'calculator',
  jurisdiction: 'global',
  input,
  output,
  run: (input, ctx) => ({ ...cashFlowForecast(input, textsFor(ctx).locale), currency: input.currency, rules: [] }),
});

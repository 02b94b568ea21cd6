import { defineOperation } from '../../core/operation.js';
import { CURRENCIES } from '../../core/display.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './cash-flow-forecast.examples.js';
import page from './cash-flow-forecast.page.js';
import run, { MAX_HORIZON_DAYS, MAX_LABEL_LENGTH, MAX_PAYMENTS, MAX_RECURRING } from './cash-flow-forecast.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Cash flow forecast',
  summary: 'Projects a daily cash balance from expected client payments, fixed monthly costs and other spending, and finds the lowest point and the first day below zero.',
  agentDescription:
    'Projects a daily cash balance from today: expected payments on their dates (overdue ones today), monthly costs on their day, other spending spread daily. Gives the lowest balance and first day below zero.',
  description:
    'Pure arithmetic on the inputs: no rate or rule from any law is used, so rules is empty. Day 0 is today and counts: openingBalance ' +
    'is the cash at the start of today (it may be negative), and each day, today included, adds the payments expected that day and ' +
    'subtracts the costs due and its share of other spending: balance(d) = balance(d − 1) + inflow(d) − outflow(d). The forecast covers ' +
    `horizonDays days (default 90, 1 to ${MAX_HORIZON_DAYS}, i.e. up to two years), from today to today + horizonDays − 1 inclusive. ` +
    'An expected payment arrives in full on expectedDate; one dated before today is counted as arriving today, listed in ' +
    'overduePayments and flagged in warnings; one dated after the last day is left out and counted in paymentsAfterHorizon. A recurring ' +
    "cost is paid every month on dayOfMonth, clamped to the month's length (31 → 30 in April, 28 in February, 29 in a leap-year " +
    "February); only the payments that fall inside the horizon count. otherMonthlySpend (default 0) is spread evenly: each day takes " +
    'otherMonthlySpend ÷ the number of days in its calendar month. The running balance is kept unrounded; every shown figure (daily ' +
    'inflow, outflow and balance, the totals, the closing balance) is its unrounded value rounded to cents (half away from zero) on its ' +
    'own, so a shown balance can differ by a cent from the previous one plus the shown flows. lowestBalance and firstDayBelowZero ' +
    'are read from the shown end-of-day balances, earliest day on ties; firstDayBelowZero is null when the balance never goes below ' +
    `zero. Limits: at most ${MAX_PAYMENTS} expected payments and ${MAX_RECURRING} recurring costs, amounts at most 1e12 (openingBalance ` +
    `from −1e12 to 1e12), labels at most ${MAX_LABEL_LENGTH} characters, real dates, and a forecast that ends by 9999-12-31. ` +
    'currency (optional, an addition to the specification\'s parameters) is the ISO 4217 code of every amount, one of ' +
    `${CURRENCIES.join(', ')}; it is echoed in the output and only labels the figures: nothing is converted and the arithmetic is ` +
    'the same in any currency. It defaults to USD, what the figures were labelled before it existed. Interest, taxes and bank ' +
    'fees are not modelled unless entered as costs.',
  category: 'planning',
  es: {
    title: 'Previsión de tesorería',
    summary: 'Proyecta el saldo de caja día a día con los cobros previstos, los gastos fijos mensuales y el resto del gasto, y localiza el punto más bajo y el primer día en negativo.',
  },
  examples,
  worstCase: () => ({
    openingBalance: -MAX_AMOUNT,
    today: '2026-11-21',
    horizonDays: MAX_HORIZON_DAYS,
    otherMonthlySpend: MAX_AMOUNT,
    invoices: Array.from({ length: MAX_PAYMENTS }, (_, i) => ({
      client: `Client ${i} `.padEnd(MAX_LABEL_LENGTH, 'x'),
      amount: MAX_AMOUNT - i * 0.01,
      // Spread over the horizon and on both sides of it: overdue, inside, after.
      expectedDate: new Date(Date.UTC(2026, 10, 21) + (i - 100) * 86_400_000).toISOString().slice(0, 10),
    })),
    recurring: Array.from({ length: MAX_RECURRING }, (_, i) => ({
      label: `Cost ${i} `.padEnd(MAX_LABEL_LENGTH, 'y'),
      amount: MAX_AMOUNT - i,
      dayOfMonth: 1 + (i % 31),
    })),
  }),
});

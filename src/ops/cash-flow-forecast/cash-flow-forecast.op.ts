import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT, amountField } from '../../core/money.js';
import { dateField } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { textsFor } from '../../core/say.js';
import { cashFlowForecast } from './cash-flow-forecast.js';
import { examples } from './cash-flow-forecast.examples.js';

/** Most expected payments one request may hold. */
export const MAX_PAYMENTS = 1000;
/** Most recurring costs one request may hold. */
export const MAX_RECURRING = 100;
/** Longest forecast: two years of days. */
export const MAX_HORIZON_DAYS = 730;
/** Longest client name or cost label. */
export const MAX_LABEL_LENGTH = 200;

export const input = z.strictObject({
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
});

export const output = z.strictObject({
  startDate: z.string().describe('Day 0: today.'),
  endDate: z.string().describe('Last day of the forecast: today + horizonDays − 1.'),
  horizonDays: z.number().int().describe('Days projected.'),
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

export default defineOperation({
  id: 'cash-flow-forecast',
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
    'Interest, taxes and bank fees are not modelled unless entered as costs.',
  category: 'planning',
  kind: 'calculator',
  jurisdiction: 'global',
  es: {
    title: 'Previsión de tesorería',
    summary: 'Proyecta el saldo de caja día a día con los cobros previstos, los gastos fijos mensuales y el resto del gasto, y localiza el punto más bajo y el primer día en negativo.',
  },
  input,
  form: {
    openingBalance: {
      label: { en: 'Cash today ($)', es: 'Saldo de hoy (US$)' },
      help: { es: 'Efectivo disponible al empezar el día de hoy; negativo si estás en descubierto.' },
    },
    today: {
      label: { en: 'Start date', es: 'Fecha de inicio' },
      help: { es: 'Fecha de referencia: el día 0 de la previsión.' },
    },
    invoices: {
      label: { en: 'Expected payments', es: 'Cobros previstos' },
      help: { es: `Pagos que esperas recibir, hasta ${MAX_PAYMENTS}.` },
      fields: {
        client: {
          label: { en: 'Client', es: 'Cliente' },
          help: { es: 'Quién tiene que pagar (opcional; aparece en los cobros atrasados).' },
        },
        amount: {
          label: { en: 'Amount ($)', es: 'Importe (US$)' },
          help: { es: 'Importe que esperas cobrar, mayor que 0 y como máximo un billón.' },
        },
        expectedDate: {
          label: { en: 'Expected date', es: 'Fecha prevista' },
          help: { es: 'Fecha en que esperas recibir el pago; una fecha anterior a hoy cuenta como hoy.' },
        },
      },
    },
    recurring: {
      label: { en: 'Fixed monthly costs', es: 'Gastos fijos mensuales' },
      help: { es: `Gastos que se pagan cada mes, hasta ${MAX_RECURRING}.` },
      fields: {
        label: {
          label: { en: 'What it is', es: 'Concepto' },
          help: { es: 'Qué es el gasto (opcional).' },
        },
        amount: {
          label: { en: 'Amount a month ($)', es: 'Importe al mes (US$)' },
          help: { es: 'Importe que se paga cada mes, de 0 a un billón.' },
        },
        dayOfMonth: {
          label: { en: 'Day of the month', es: 'Día del mes' },
          help: {
            es: 'Día del mes en que se paga, de 1 a 31; en un mes más corto se paga el último día (31 → 30 en abril, 28 o 29 en febrero).',
          },
        },
      },
    },
    otherMonthlySpend: {
      label: { en: 'Other spending a month ($)', es: 'Otros gastos al mes (US$)' },
      help: { es: 'Todo lo demás que gastas al mes; se reparte por igual entre los días de cada mes.' },
    },
    horizonDays: {
      label: { en: 'Days to forecast', es: 'Días de previsión' },
      help: { es: `Días que abarca la previsión, hoy incluido: de 1 a ${MAX_HORIZON_DAYS} (dos años).` },
    },
  },
  page: {
    // Amounts are in any one currency; the page writes them as dollars.
    currency: 'USD',
    headline: [
      { field: 'lowestBalance', label: { en: 'Lowest balance', es: 'Saldo más bajo' }, format: 'money' },
      { field: 'lowestBalanceDate', label: { en: 'Lowest on', es: 'Fecha del saldo más bajo' }, format: 'date' },
      { field: 'firstDayBelowZero', label: { en: 'First day below zero', es: 'Primer día en negativo' }, format: 'date' },
    ],
    details: [
      { field: 'openingBalance', label: { en: 'Opening balance', es: 'Saldo inicial' }, format: 'money' },
      { field: 'totalInflow', label: { en: 'Payments in', es: 'Cobros' }, format: 'money' },
      { field: 'totalOutflow', label: { en: 'Costs and spending', es: 'Gastos' }, format: 'money' },
      { field: 'closingBalance', label: { en: 'Closing balance', es: 'Saldo final' }, format: 'money' },
      { field: 'startDate', label: { en: 'First day', es: 'Primer día' }, format: 'date' },
      { field: 'endDate', label: { en: 'Last day', es: 'Último día' }, format: 'date' },
      { field: 'horizonDays', label: { en: 'Days forecast', es: 'Días de previsión' }, format: 'integer' },
      {
        field: 'paymentsAfterHorizon.count',
        label: { en: 'Payments after the last day', es: 'Cobros posteriores a la previsión' },
        format: 'integer',
      },
      {
        field: 'paymentsAfterHorizon.amount',
        label: { en: 'Their total, not counted', es: 'Su importe, no contado' },
        format: 'money',
      },
    ],
    tables: [
      {
        field: 'overduePayments',
        title: { en: 'Overdue payments, counted today', es: 'Cobros atrasados, contados hoy' },
        columns: [
          { field: 'client', label: { en: 'Client', es: 'Cliente' }, format: 'text' },
          { field: 'amount', label: { en: 'Amount', es: 'Importe' }, format: 'money' },
          { field: 'expectedDate', label: { en: 'Expected date', es: 'Fecha prevista' }, format: 'date' },
          { field: 'daysLate', label: { en: 'Days late', es: 'Días de retraso' }, format: 'integer' },
        ],
      },
    ],
    chart(output, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const date = (value: string) => tools.format(value, 'date');
      const lowest = { x: output.lowestBalanceDate, label: t(`Lowest balance, ${money(output.lowestBalance)}`, `Saldo más bajo, ${money(output.lowestBalance)}`) };
      const below = output.firstDayBelowZero;
      const marks: { x: string; label: string }[] = [];
      if (below === null) marks.push(lowest);
      else if (below === output.lowestBalanceDate) {
        marks.push({
          x: below,
          label: t(`First day below zero and lowest balance, ${money(output.lowestBalance)}`, `Primer día en negativo y saldo más bajo, ${money(output.lowestBalance)}`),
        });
      } else {
        const balance = output.daily.find((d) => d.date === below)?.balance ?? 0;
        // Below zero comes first: the lowest balance is reached on that day or later.
        marks.push({ x: below, label: t(`First day below zero, ${money(balance)}`, `Primer día en negativo, ${money(balance)}`) }, lowest);
      }
      const lowestSaid = t(
        `Lowest balance ${money(output.lowestBalance)} on ${date(output.lowestBalanceDate)}`,
        `Saldo más bajo: ${money(output.lowestBalance)} el ${date(output.lowestBalanceDate)}`,
      );
      const belowSaid =
        below === null
          ? t('the balance never goes below zero in the forecast.', 'el saldo no llega a ser negativo en toda la previsión.')
          : t(`the balance first goes below zero on ${date(below)}.`, `el saldo pasa a ser negativo por primera vez el ${date(below)}.`);
      return {
        kind: 'line',
        title: t('Daily cash balance', 'Saldo de caja día a día'),
        summary: `${lowestSaid}; ${belowSaid}`,
        format: 'money',
        points: output.daily.map((d) => ({ x: d.date, y: d.balance })),
        marks,
      };
    },
  },
  output,
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
  run: (input, ctx) => ({ ...cashFlowForecast(input, textsFor(ctx).locale), rules: [] }),
});

import { definePage } from '../../core/operation.js';
import { addDays } from '../../core/calendar-date.js';
import { currencyFieldText, startCurrency } from '../../core/currency-choice.js';
import { textsFor } from '../../core/say.js';
import { MAX_HORIZON_DAYS, MAX_PAYMENTS, MAX_RECURRING } from './cash-flow-forecast.run.js';
import type run from './cash-flow-forecast.run.js';

/**
 * The first example's payments, expected this many days after today: one overdue, one next week, one just after the
 * 31 days the page opens on (any 31 days hold a 1st and a month's end, so the rent and the software are paid).
 */
const START_PAYMENTS = [
  { client: 'Acme Corp', amount: 1200, inDays: -11 },
  { client: 'Birch Studio', amount: 2500, inDays: 7 },
  { client: 'Cobalt Ltd', amount: 4000, inDays: 40 },
];

export default definePage<typeof run>({
  form: {
    openingBalance: {
      label: { en: 'Cash today', es: 'Saldo de hoy' },
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
          label: { en: 'Amount', es: 'Importe' },
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
          label: { en: 'Amount a month', es: 'Importe al mes' },
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
      label: { en: 'Other spending a month', es: 'Otros gastos al mes' },
      help: { es: 'Todo lo demás que gastas al mes; se reparte por igual entre los días de cada mes.' },
    },
    horizonDays: {
      label: { en: 'Days to forecast', es: 'Días de previsión' },
      help: { es: `Días que abarca la previsión, hoy incluido: de 1 a ${MAX_HORIZON_DAYS} (dos años).` },
    },
    currency: currencyFieldText,
  },
  page: {
    answer(output, _input, tools) {
      const { t } = textsFor(tools);
      const lowest = tools.format(output.lowestBalance, 'money');
      const lowestOn = tools.format(output.lowestBalanceDate, 'date');
      const below = output.firstDayBelowZero;
      if (below === null) {
        return t(
          `Your cash never goes below zero in the next ${output.horizonDays} days; it is lowest on ${lowestOn}, at ${lowest}.`,
          `Tu saldo no baja de cero en los próximos ${output.horizonDays} días; el más bajo es de ${lowest}, el ${lowestOn}.`,
        );
      }
      return below === output.lowestBalanceDate
        ? t(`Your cash goes below zero on ${lowestOn}, down to ${lowest}.`, `Tu saldo pasa a negativo el ${lowestOn}, hasta ${lowest}.`)
        : t(
            `Your cash goes below zero on ${tools.format(below, 'date')} and is lowest on ${lowestOn}, at ${lowest}.`,
            `Tu saldo pasa a negativo el ${tools.format(below, 'date')} y toca fondo el ${lowestOn}, con ${lowest}.`,
          );
    },
    currency: (output) => output.currency,
    start: (today, locale) => ({
      openingBalance: 500,
      today,
      horizonDays: 31,
      invoices: START_PAYMENTS.map(({ inDays, ...payment }) => ({ ...payment, expectedDate: addDays(today, inDays) })),
      recurring: [
        { label: locale === 'es' ? 'Alquiler' : 'Rent', amount: 4000, dayOfMonth: 1 },
        { label: 'Software', amount: 49, dayOfMonth: 31 },
      ],
      otherMonthlySpend: 900,
      currency: startCurrency(locale),
    }),
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
});

import { formatFixed } from '../../core/display.js';
import { cents, formatAmount } from '../../core/money.js';
import { dateOfDayNumber, dayNumber, daysInMonth } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { Locale } from '../../core/locale.js';
import { formatDay, formatNumber } from '../../core/display.js';
import { textsFor } from '../../core/say.js';

export interface ExpectedPayment {
  client?: string | undefined;
  amount: number;
  expectedDate: string;
}

export interface RecurringCost {
  label?: string | undefined;
  amount: number;
  dayOfMonth: number;
}

export interface CashFlowInput {
  openingBalance: number;
  today: string;
  invoices: readonly ExpectedPayment[];
  recurring: readonly RecurringCost[];
  otherMonthlySpend: number;
  horizonDays: number;
}

export interface DailyBalance {
  date: string;
  inflow: number;
  outflow: number;
  balance: number;
}

export interface OverduePayment {
  index: number;
  client: string | null;
  amount: number;
  expectedDate: string;
  daysLate: number;
}

export interface CashFlowResult {
  startDate: string;
  endDate: string;
  horizonDays: number;
  openingBalance: number;
  totalInflow: number;
  totalOutflow: number;
  closingBalance: number;
  lowestBalance: number;
  lowestBalanceDate: string;
  firstDayBelowZero: string | null;
  overduePayments: OverduePayment[];
  paymentsAfterHorizon: { count: number; amount: number };
  daily: DailyBalance[];
  warnings: string[];
  breakdown: BreakdownItem[];
  assumptions: string[];
}

/** The last day a forecast may reach: dates are written with four-digit years. */
const LAST_DAY = dayNumber('9999-12-31');



function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Amounts in any one currency, so without a sign, as in the English texts: -1.234,50. */

/**
 * Daily cash balance from `today` (day 0) for `horizonDays` days. The opening balance is the cash at the start of
 * today; each day adds its inflows and takes its outflows, and the running balance is kept unrounded.
 */
export function cashFlowForecast(input: CashFlowInput, locale: Locale = 'en'): CashFlowResult {
  const { openingBalance, today, invoices, recurring, otherMonthlySpend, horizonDays } = input;
  const start = dayNumber(today);
  const end = start + horizonDays - 1;
  if (end > LAST_DAY) {
    throw new InputError(
      `horizonDays: a forecast of ${horizonDays} days from ${today} would run past 9999-12-31; shorten it to at most ${LAST_DAY - start + 1}`,
      `horizonDays: una previsión de ${formatNumber(horizonDays, 'es')} días desde el ${formatDay(today, 'es')} pasaría del ` +
        `${formatDay('9999-12-31', 'es')}; acórtala a ${formatNumber(LAST_DAY - start + 1, 'es')} días como máximo`,
    );
  }
  // Texts in English (the API's) or Spanish (the Spanish page's): amounts and dates written the reader's way.
  const { t } = textsFor({ locale });
  const es = locale === 'es';
  const amount = es ? (value: number) => formatFixed(value, 'es') : formatAmount;
  const day = es ? (date: string) => formatDay(date, 'es') : (date: string) => date;
  const endDate = dateOfDayNumber(end);
  const inflow = new Float64Array(horizonDays);
  const outflow = new Float64Array(horizonDays);

  // Expected payments: on their date; dated before today → today (flagged); after the horizon → left out (counted).
  const overduePayments: OverduePayment[] = [];
  let overdueTotal = 0;
  let laterCount = 0;
  let laterTotal = 0;
  let paymentsIn = 0;
  invoices.forEach((payment, index) => {
    const offset = dayNumber(payment.expectedDate) - start;
    if (offset >= horizonDays) {
      laterCount++;
      laterTotal += payment.amount;
      return;
    }
    if (offset < 0) {
      overduePayments.push({ index, client: payment.client ?? null, amount: cents(payment.amount), expectedDate: payment.expectedDate, daysLate: -offset });
      overdueTotal += payment.amount;
    }
    inflow[Math.max(0, offset)]! += payment.amount;
    paymentsIn += payment.amount;
  });

  // Month by month over the horizon: recurring costs on their (clamped) day, other spending spread over the days.
  let recurringTotal = 0;
  let otherTotal = 0;
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  while (year <= 9999) {
    const monthStart = dayNumber(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
    if (monthStart > end) break;
    const length = daysInMonth(year, month);
    for (const cost of recurring) {
      const offset = monthStart + Math.min(cost.dayOfMonth, length) - 1 - start;
      if (offset >= 0 && offset < horizonDays && cost.amount > 0) {
        outflow[offset]! += cost.amount;
        recurringTotal += cost.amount;
      }
    }
    if (otherMonthlySpend > 0) {
      const share = otherMonthlySpend / length;
      const from = Math.max(monthStart, start) - start;
      const to = Math.min(monthStart + length - 1, end) - start;
      for (let offset = from; offset <= to; offset++) {
        outflow[offset]! += share;
        otherTotal += share;
      }
    }
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }

  const daily: DailyBalance[] = new Array(horizonDays);
  let balance = openingBalance;
  let totalIn = 0;
  let totalOut = 0;
  let lowestBalance = Infinity;
  let lowestBalanceDate = today;
  let firstDayBelowZero: string | null = null;
  for (let offset = 0; offset < horizonDays; offset++) {
    const dayIn = inflow[offset]!;
    const dayOut = outflow[offset]!;
    balance += dayIn - dayOut;
    totalIn += dayIn;
    totalOut += dayOut;
    const date = dateOfDayNumber(start + offset);
    const shown = cents(balance);
    daily[offset] = { date, inflow: cents(dayIn), outflow: cents(dayOut), balance: shown };
    if (shown < lowestBalance) {
      lowestBalance = shown;
      lowestBalanceDate = date;
    }
    if (firstDayBelowZero === null && shown < 0) firstDayBelowZero = date;
  }

  const warnings: string[] = [];
  if (overduePayments.length > 0) {
    const one = overduePayments.length === 1;
    warnings.push(
      t(
        `${plural(overduePayments.length, 'expected payment is', 'expected payments are')} dated before ${today} (total ${amount(overdueTotal)}) ` +
          `and counted as arriving today (see the overdue payments). Chase ${one ? 'it, or remove it if it' : 'them, or remove them if they'} will not come.`,
        `${one ? '1 cobro previsto tiene' : `${formatNumber(overduePayments.length, 'es')} cobros previstos tienen`} fecha anterior al ` +
          `${day(today)} (total ${amount(overdueTotal)}) y ${one ? 'se cuenta como recibido' : 'se cuentan como recibidos'} hoy; ` +
          `consulta los cobros atrasados. ${one ? 'Reclámalo, o quítalo si no va' : 'Reclámalos, o quítalos si no van'} a llegar.`,
      ),
    );
  }
  if (laterCount > 0) {
    const one = laterCount === 1;
    warnings.push(
      t(
        `${plural(laterCount, 'expected payment is', 'expected payments are')} dated after ${endDate}, the last day of the forecast ` +
          `(total ${amount(laterTotal)}), and ${one ? 'is' : 'are'} not counted.`,
        `${one ? '1 cobro previsto tiene' : `${formatNumber(laterCount, 'es')} cobros previstos tienen`} fecha posterior al ${day(endDate)}, ` +
          `el último día de la previsión (total ${amount(laterTotal)}), y no ${one ? 'se cuenta' : 'se cuentan'}.`,
      ),
    );
  }
  if (firstDayBelowZero !== null) {
    const firstShown = daily.find((d) => d.date === firstDayBelowZero)!.balance;
    warnings.push(
      t(
        `The balance goes below zero on ${firstDayBelowZero} (${amount(firstShown)}); its lowest is ${amount(lowestBalance)} on ${lowestBalanceDate}.`,
        `El saldo pasa a ser negativo el ${day(firstDayBelowZero)} (${amount(firstShown)}); su punto más bajo es ${amount(lowestBalance)} el ${day(lowestBalanceDate)}.`,
      ),
    );
  }

  const breakdown: BreakdownItem[] = [
    { item: 'openingBalance', label: t(`Cash at the start of ${today}`, `Saldo al empezar el ${day(today)}`), amount: cents(openingBalance) },
    {
      item: 'paymentsIn',
      label: t(
        `Expected payments from ${today} to ${endDate}${overduePayments.length > 0 ? `, ${amount(overdueTotal)} of them overdue and counted today` : ''}`,
        `Cobros previstos del ${day(today)} al ${day(endDate)}${overduePayments.length > 0 ? `, ${amount(overdueTotal)} de ellos atrasados y contados hoy` : ''}`,
      ),
      amount: cents(paymentsIn),
    },
    {
      item: 'recurringCosts',
      label: t('Recurring costs on their day of the month (subtracted)', 'Gastos fijos en su día del mes (se restan)'),
      amount: cents(-recurringTotal),
    },
    {
      item: 'otherSpend',
      label: t(
        'Other monthly spending, spread evenly over each month\'s days (subtracted)',
        'Resto del gasto mensual, repartido por igual entre los días de cada mes (se resta)',
      ),
      amount: cents(-otherTotal),
    },
    { item: 'closingBalance', label: t(`Cash at the end of ${endDate}`, `Saldo al terminar el ${day(endDate)}`), amount: cents(balance) },
  ];

  const assumptions = [
    t(
      `Day 0 is ${today} and counts: the opening balance is the cash at the start of that day, and payments expected, costs due and spending on it are included. The forecast runs ${plural(horizonDays, 'day', 'days')}, to ${endDate} inclusive.`,
      `El día 0 es el ${day(today)} y cuenta: el saldo inicial es el efectivo al empezar ese día, y se incluyen los cobros previstos, los gastos que vencen y el gasto de ese día. ` +
        `La previsión abarca ${formatNumber(horizonDays, 'es')} ${horizonDays === 1 ? 'día' : 'días'}, hasta el ${day(endDate)} incluido.`,
    ),
    t(
      'Each day: balance = previous balance + inflow − outflow, kept unrounded; every shown figure (daily inflow, outflow and balance, totals) is that unrounded value rounded to cents on its own, so a shown balance can differ by a cent from the previous shown balance plus the shown flows.',
      'Cada día: saldo = saldo anterior + entradas − salidas, sin redondear; cada cifra mostrada (entradas, salidas y saldo de cada día, totales) es ese valor exacto redondeado a céntimos por separado, así que un saldo mostrado puede diferir en un céntimo del saldo anterior mostrado más los flujos mostrados.',
    ),
    t(
      'Expected payments arrive in full on their date. One dated before today is counted as arriving today and listed in overduePayments; one dated after the last day is left out and counted in paymentsAfterHorizon.',
      'Los cobros previstos llegan enteros en su fecha. Uno con fecha anterior a hoy se cuenta como recibido hoy y figura entre los cobros atrasados; uno con fecha posterior al último día se deja fuera y se cuenta entre los cobros posteriores a la previsión.',
    ),
    t(
      'A recurring cost is paid every month on its day of the month, or on the last day of a shorter month (31 → 30 April, 28 or 29 February).',
      'Un gasto fijo se paga cada mes en su día del mes, o el último día de un mes más corto (31 → 30 en abril, 28 o 29 en febrero).',
    ),
    t(
      'Other monthly spending is spread evenly over the days of each calendar month: each day takes that amount ÷ the number of days in its month.',
      'El resto del gasto mensual se reparte por igual entre los días de cada mes natural: a cada día le toca ese gasto ÷ el número de días de su mes.',
    ),
    t(
      'The lowest balance and the first day below zero are read from the end-of-day balances as shown (rounded to cents); ties go to the earliest day.',
      'El saldo más bajo y el primer día en negativo se leen de los saldos al final de cada día tal como se muestran (redondeados a céntimos); si hay empate, cuenta el primer día.',
    ),
    t(
      'No interest, taxes, bank fees, late payers beyond those flagged or one-off costs are modelled unless you enter them.',
      'No se tienen en cuenta intereses, impuestos, comisiones bancarias, retrasos de pago distintos de los señalados ni gastos puntuales, salvo que los introduzcas.',
    ),
  ];

  return {
    startDate: today,
    endDate,
    horizonDays,
    openingBalance: cents(openingBalance),
    totalInflow: cents(totalIn),
    totalOutflow: cents(totalOut),
    closingBalance: cents(balance),
    lowestBalance,
    lowestBalanceDate,
    firstDayBelowZero,
    overduePayments,
    paymentsAfterHorizon: { count: laterCount, amount: cents(laterTotal) },
    daily,
    warnings,
    breakdown,
    assumptions,
  };
}

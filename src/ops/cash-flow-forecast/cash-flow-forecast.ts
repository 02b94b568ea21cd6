import { cents, formatAmount } from '../../core/money.js';
import { dateOfDayNumber, dayNumber, daysInMonth } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';

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

/**
 * Daily cash balance from `today` (day 0) for `horizonDays` days. The opening balance is the cash at the start of
 * today; each day adds its inflows and takes its outflows, and the running balance is kept unrounded.
 */
export function cashFlowForecast(input: CashFlowInput): CashFlowResult {
  const { openingBalance, today, invoices, recurring, otherMonthlySpend, horizonDays } = input;
  const start = dayNumber(today);
  const end = start + horizonDays - 1;
  if (end > LAST_DAY) {
    throw new InputError(`horizonDays: a forecast of ${horizonDays} days from ${today} would run past 9999-12-31; shorten it to at most ${LAST_DAY - start + 1}`);
  }
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
    warnings.push(
      `${plural(overduePayments.length, 'expected payment is', 'expected payments are')} dated before ${today} (total ${formatAmount(overdueTotal)}) ` +
        `and counted as arriving today; see overduePayments. Chase ${overduePayments.length === 1 ? 'it, or remove it if it' : 'them, or remove them if they'} will not come.`,
    );
  }
  if (laterCount > 0) {
    warnings.push(
      `${plural(laterCount, 'expected payment is', 'expected payments are')} dated after ${endDate}, the last day of the forecast ` +
        `(total ${formatAmount(laterTotal)}), and ${laterCount === 1 ? 'is' : 'are'} not counted.`,
    );
  }
  if (firstDayBelowZero !== null) {
    const firstShown = daily.find((d) => d.date === firstDayBelowZero)!.balance;
    warnings.push(
      `The balance goes below zero on ${firstDayBelowZero} (${formatAmount(firstShown)}); its lowest is ${formatAmount(lowestBalance)} on ${lowestBalanceDate}.`,
    );
  }

  const breakdown: BreakdownItem[] = [
    { item: 'openingBalance', label: `Cash at the start of ${today}`, amount: cents(openingBalance) },
    {
      item: 'paymentsIn',
      label: `Expected payments from ${today} to ${endDate}${overduePayments.length > 0 ? `, ${formatAmount(overdueTotal)} of them overdue and counted today` : ''}`,
      amount: cents(paymentsIn),
    },
    { item: 'recurringCosts', label: 'Recurring costs on their day of the month (subtracted)', amount: cents(-recurringTotal) },
    { item: 'otherSpend', label: 'Other monthly spending, spread evenly over each month\'s days (subtracted)', amount: cents(-otherTotal) },
    { item: 'closingBalance', label: `Cash at the end of ${endDate}`, amount: cents(balance) },
  ];

  const assumptions = [
    `Day 0 is ${today} and counts: openingBalance is the cash at the start of that day, and payments expected, costs due and spending on it are included. The forecast runs ${plural(horizonDays, 'day', 'days')}, to ${endDate} inclusive.`,
    'Each day: balance = previous balance + inflow − outflow, kept unrounded; every shown figure (daily inflow, outflow and balance, totals) is that unrounded value rounded to cents on its own, so a shown balance can differ by a cent from the previous shown balance plus the shown flows.',
    'Expected payments arrive in full on their date. One dated before today is counted as arriving today and listed in overduePayments; one dated after the last day is left out and counted in paymentsAfterHorizon.',
    'A recurring cost is paid every month on dayOfMonth, or on the last day of a shorter month (31 → 30 April, 28 or 29 February).',
    'otherMonthlySpend is spread evenly over the days of each calendar month: each day takes otherMonthlySpend ÷ the number of days in its month.',
    'The lowest balance and the first day below zero are read from the end-of-day balances as shown (rounded to cents); ties go to the earliest day.',
    'No interest, taxes, bank fees, late payers beyond those flagged or one-off costs are modelled unless you enter them.',
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

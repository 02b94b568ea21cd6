import { cents, formatAmount } from '../../core/money.js';
import { InputError } from '../../core/errors.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';

export interface SavingsGoalInput {
  monthlyExpenses: number;
  targetMonths: number;
  currentSavings: number;
  monthlySaving: number;
}

export type SavingsGoalStatus = 'funded' | 'onTrack' | 'neverFunded';

export interface SavingsGoalResult {
  status: SavingsGoalStatus;
  targetAmount: number;
  currentSavings: number;
  gap: number;
  surplus: number;
  monthlySaving: number;
  monthsToGoal: number | null;
  goalMonth: string | null;
  savingsAtGoal: number | null;
  coverageMonths: number | null;
  message: string;
  breakdown: BreakdownItem[];
  assumptions: string[];
}

/** The last month a result may name: goalMonth is YYYY-MM with a four-digit year. */
const LAST_MONTH_INDEX = 9999 * 12 + 11;



/** Months as a person writes them: 6, 4.5. */
function formatMonths(value: number): string {
  return String(value);
}

/** 'YYYY-MM' of a month index (year × 12 + month − 1). */
function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * The smallest whole number of monthly savings n with n × saving ≥ gap, both compared in cents (so float noise such
 * as 3 × 0.1 = 0.30000000000000004 never adds a month). `gap` is already in cents and positive; `saving` > 0.
 */
export function monthsToCover(gap: number, saving: number): number {
  let n = Math.max(1, Math.ceil(gap / saving));
  if (!Number.isSafeInteger(n)) {
    throw new InputError(`monthlySaving: ${formatAmount(saving)} a month would take more than ${Number.MAX_SAFE_INTEGER} months to save ${formatAmount(gap)}`);
  }
  // The quotient is within a unit or two of the answer; a few steps settle it (bounded, so a hang is impossible).
  for (let step = 0; step < 8 && n > 1 && cents((n - 1) * saving) >= gap; step++) n--;
  for (let step = 0; step < 8 && cents(n * saving) < gap; step++) n++;
  return n;
}

/**
 * Emergency-fund sizing: target = monthlyExpenses × targetMonths; gap and surplus against current savings; months
 * of saving to close the gap and the calendar month it closes in, counted from `currentMonth` (YYYY-MM) as month 0.
 */
export function savingsGoal(input: SavingsGoalInput, currentMonth: string): SavingsGoalResult {
  const { monthlyExpenses, targetMonths, currentSavings, monthlySaving } = input;
  const targetExact = monthlyExpenses * targetMonths;
  const target = cents(targetExact);
  const gap = cents(Math.max(0, targetExact - currentSavings));
  const surplus = cents(Math.max(0, currentSavings - targetExact));
  const coverageMonths = monthlyExpenses > 0 ? cents(currentSavings / monthlyExpenses) : null;
  const months = `${formatMonths(targetMonths)} month${targetMonths === 1 ? '' : 's'}`;

  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  const startIndex = year * 12 + (month - 1);

  let status: SavingsGoalStatus;
  let monthsToGoal: number | null;
  let goalMonth: string | null;
  let savingsAtGoal: number | null;
  let message: string;
  if (gap === 0) {
    status = 'funded';
    monthsToGoal = 0;
    goalMonth = currentMonth;
    savingsAtGoal = cents(currentSavings);
    message =
      surplus > 0
        ? `Already funded: savings of ${formatAmount(currentSavings)} cover the ${formatAmount(target)} target (${months} of expenses) with ${formatAmount(surplus)} to spare.`
        : `Already funded: savings of ${formatAmount(currentSavings)} cover the ${formatAmount(target)} target (${months} of expenses).`;
  } else if (monthlySaving === 0) {
    status = 'neverFunded';
    monthsToGoal = null;
    goalMonth = null;
    savingsAtGoal = null;
    message =
      `Never funded at this rate: ${formatAmount(gap)} of the ${formatAmount(target)} target (${months} of expenses) is missing ` +
      'and nothing is saved each month, so the gap never closes. Give a monthlySaving above 0 to get a date.';
  } else {
    status = 'onTrack';
    monthsToGoal = monthsToCover(gap, monthlySaving);
    const goalIndex = startIndex + monthsToGoal;
    goalMonth = goalIndex <= LAST_MONTH_INDEX ? monthOfIndex(goalIndex) : null;
    savingsAtGoal = cents(currentSavings + monthsToGoal * monthlySaving);
    const when = goalMonth === null ? 'after the year 9999, beyond any date this service writes' : `in ${goalMonth}`;
    message =
      `On track: saving ${formatAmount(monthlySaving)} a month closes the ${formatAmount(gap)} gap to the ${formatAmount(target)} target ` +
      `(${months} of expenses) in ${monthsToGoal} month${monthsToGoal === 1 ? '' : 's'}, ${when}.`;
  }

  const saved = monthsToGoal === null ? 0 : cents(monthsToGoal * monthlySaving);
  const breakdown: BreakdownItem[] = [
    { item: 'monthlyExpenses', label: 'Essential spending per month', amount: cents(monthlyExpenses) },
    { item: 'targetAmount', label: `Target: monthly expenses × ${months}`, amount: target },
    { item: 'currentSavings', label: 'Liquid savings already set aside', amount: cents(currentSavings) },
    { item: 'gap', label: 'Still to save: target − current savings, never below 0', amount: gap },
    { item: 'surplus', label: 'Savings above the target: current savings − target, never below 0', amount: surplus },
    { item: 'monthlySaving', label: 'Saved each month', amount: cents(monthlySaving) },
    {
      item: 'savedUntilGoal',
      label:
        monthsToGoal === null
          ? 'Saved until the goal: none, the goal is never reached'
          : `Saved until the goal: ${monthsToGoal} month${monthsToGoal === 1 ? '' : 's'} × monthly saving`,
      amount: saved,
    },
  ];

  const assumptions = [
    `Target = monthly expenses × ${months}; targetMonths is your choice (1 to 120, decimals allowed), the calculator uses no rule of thumb.`,
    'Months to the goal = the smallest whole number of monthly savings that covers the gap (gap ÷ monthly saving, rounded up), compared in cents.',
    `The current month (${currentMonth}, from the service clock in UTC) is month 0: its saving is assumed to be in currentSavings already, the first new saving lands next month, and the goal is reached in the month of the last saving needed.`,
    'No interest, inflation, changes in spending or withdrawals are modelled; amounts are in whatever currency you use.',
    monthlyExpenses > 0
      ? 'Coverage = current savings ÷ monthly expenses, rounded to two decimals.'
      : 'Monthly expenses are 0: the target is 0, so any savings fund it, and coverage in months is not defined (null).',
    'Amounts are rounded to cents only in the result; the arithmetic keeps full precision.',
  ];

  return {
    status,
    targetAmount: target,
    currentSavings: cents(currentSavings),
    gap,
    surplus,
    monthlySaving: cents(monthlySaving),
    monthsToGoal,
    goalMonth,
    savingsAtGoal,
    coverageMonths,
    message,
    breakdown,
    assumptions,
  };
}

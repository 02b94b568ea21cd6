import { cents } from '../../core/money.js';
import { estimatedTaxDueDates } from '../../rules/us/us-tax-due-dates.js';

/**
 * Form 1040-ES for a freelancer: pure functions. The year's tax itself is finance-score's model (computeTax); what is
 * here is what 1040-ES adds: which tax year is being paid, the required annual payment (IRC §6654(d)(1)) and how what
 * is left of it falls on the remaining installments (Publication 505's Amended Estimated Tax Worksheet).
 */

/**
 * The tax year whose installments are being paid on `date`: the calendar year, except up to and including the day the
 * previous year's fourth installment is due (mid-January), which still belongs to the previous year.
 */
export function taxYearOn(date: string): number {
  const year = Number(date.slice(0, 4));
  return date <= estimatedTaxDueDates(year - 1)[3] ? year - 1 : year;
}

/** The §6654 figures of us-year-end-deadlines, as percents and dollars. */
export interface SafeHarborRules {
  currentYearPct: number;
  priorYearPct: number;
  highIncomePriorYearPct: number;
  highIncomeAgi: number;
  /** No estimated payments are required when the tax after withholding is less than this (§6654(e)(1)). */
  minimumBalance: number;
}

export type RequiredBasis = 'currentYear' | 'priorYear';

export interface RequiredAnnual {
  /** 90 % of this year's tax (1040-ES worksheet line 12a). */
  currentYearTest: number;
  /** 100 % or 110 % of last year's tax (line 12b); null when last year's tax is not given. */
  priorYearTest: number | null;
  /** The percent applied to last year's tax; null when it is not given. */
  priorYearPct: number | null;
  /** The smaller of the two (line 12c). */
  required: number;
  basis: RequiredBasis;
}

/**
 * IRC §6654(d)(1)(B)–(C): the lesser of 90 % of this year's tax and 100 % of last year's, 110 % when last year's AGI
 * exceeded $150,000. Last year's AGI unknown: 110 %, which is right whichever it was (it can only ask for more).
 */
export function requiredAnnualPayment(totalTax: number, priorYearTax: number | undefined, priorYearAgi: number | undefined, r: SafeHarborRules): RequiredAnnual {
  const currentYearTest = totalTax * (r.currentYearPct / 100);
  if (priorYearTax === undefined) return { currentYearTest, priorYearTest: null, priorYearPct: null, required: currentYearTest, basis: 'currentYear' };
  const highIncome = priorYearAgi === undefined || cents(priorYearAgi) > r.highIncomeAgi;
  const priorYearPct = highIncome ? r.highIncomePriorYearPct : r.priorYearPct;
  const priorYearTest = priorYearTax * (priorYearPct / 100);
  const prior = cents(priorYearTest) < cents(currentYearTest);
  return { currentYearTest, priorYearTest, priorYearPct, required: prior ? priorYearTest : currentYearTest, basis: prior ? 'priorYear' : 'currentYear' };
}

export interface Installment {
  installment: number;
  dueDate: string;
  amount: number;
}

export interface InstallmentPlan {
  /** The installments due on or after the calculation date, with what to pay on each (cents; they add up to `remaining`). */
  remainingInstallments: Installment[];
  /** What is left to pay by the last due date: the amount due from estimated payments less what was paid, not below 0. */
  remaining: number;
  /** Past installments that `paid` does not cover (each with what was due in all by then): a penalty may apply. */
  short: Installment[];
}

/**
 * How `due` (the required annual payment less withholding, which counts as paid evenly on the four dates) falls on the
 * installments still ahead on `today`, as Publication 505's Amended Estimated Tax Worksheet spreads it: the next one
 * brings the payments up to the share of `due` required by its date (25 % for each installment passed or due, Form
 * 2210's required installment); the rest is split evenly over the ones after it. Amounts are in cents; the last one
 * takes the rounding, so they add up to the remainder exactly. Past installments whose cumulative share `paid` does
 * not reach are listed as short.
 */
export function planInstallments(due: number, paid: number, dueDates: readonly string[], today: string): InstallmentPlan {
  const total = cents(due);
  const remaining = Math.max(0, cents(total - paid));
  const cumulative = (n: number) => cents((total * n) / 4);
  const next = dueDates.findIndex((date) => date >= today);
  const short: Installment[] = [];
  for (let i = 0; i < next; i++) if (cents(paid) < cumulative(i + 1)) short.push({ installment: i + 1, dueDate: dueDates[i]!, amount: cumulative(i + 1) });
  const nextAmount = Math.min(remaining, Math.max(0, cents(cumulative(next + 1) - paid)));
  const after = dueDates.length - next - 1;
  const rest = cents(remaining - nextAmount);
  const each = after > 0 ? cents(rest / after) : 0;
  const remainingInstallments: Installment[] = [{ installment: next + 1, dueDate: dueDates[next]!, amount: nextAmount }];
  for (let i = 1; i <= after; i++) {
    const amount = i < after ? each : cents(rest - each * (after - 1));
    remainingInstallments.push({ installment: next + 1 + i, dueDate: dueDates[next + i]!, amount });
  }
  return { remainingInstallments, remaining, short };
}

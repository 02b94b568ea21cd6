import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './estimated-tax-penalty.examples.js';
import page from './estimated-tax-penalty.page.js';
import run, { FIRST_YEAR } from './estimated-tax-penalty.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'US estimated tax penalty (Form 2210)',
  summary: 'Figures the IRS underpayment-of-estimated-tax penalty per installment and rate period, as the Form 2210 regular-method worksheet does.',
  agentDescription:
    'IRS underpayment-of-estimated-tax penalty (Form 2210 regular method, §6654) per installment and rate period. Payments count as made on their due dates: the result is the maximum penalty.',
  description:
    'Form 2210 regular method (IRC §6654). The required annual payment (requiredAnnual, Form 2210 line 9) is split into four required ' +
    'installments of requiredAnnual ÷ 4 due April 15, June 15 and September 15 of the tax year and January 15 of the next year. Each ' +
    'amount in paidPerQuarter is treated as paid ON its due date (state the total paid in each window: by Apr 15, Apr 16–Jun 15, Jun 16–Sep 15, ' +
    'Sep 16–Jan 15, plus a quarter of the year\'s withholding); real dates differ, and a payment made earlier in its window only lowers the ' +
    'penalty, so the result is the most it can be for those amounts. Section A (lines 10–18): payments pay earlier underpayments first ' +
    '(§6654(b)(3)) and any overpayment is carried to the next installment. Section B: each underpayment bears simple interest from its due ' +
    'date until it is paid by a later installment\'s payment or until April 15 of the next year (the end date), split at the rate periods ' +
    'Apr 16–Jun 30, Jul 1–Sep 30, Oct 1–Dec 31 (the tax year\'s 2nd, 3rd and 4th quarter rates) and Jan 1–Apr 15 (the next year\'s 1st ' +
    'quarter rate throughout, §6621(b)(2)(B)): penalty = balance × days ÷ 365 (366 when the rate period falls in a leap year, as the IRS ' +
    'worksheet does) × the IRS underpayment rate for individuals of that quarter (dataset irs-underpayment-interest-rates). Days are counted ' +
    'after the start date through the end date. Each line is rounded to the cent and the total is the sum of the rounded lines, like the ' +
    'worksheet; amounts are taken to the cent. taxYear defaults to the tax year whose penalty window (April 15 to April 15 of the next year) ' +
    `contains today. Accepted: from ${FIRST_YEAR}, the tax years whose four rates are in the dataset, and a year whose penalty window has ` +
    'begun (up to the default year) whose latest quarters are not in the dataset yet: each such quarter uses the last known rate, carried ' +
    'forward and named in a warning (on 2027-07-01, for example, tax year 2027 uses the 2026-Q4 rate for all four periods until the 2027 ' +
    'rates are added). A year before the dataset, or a year whose penalty window has not begun, is a 400 naming the missing quarters. ' +
    'Rates the dataset holds only from non-IRS sources (2026-Q2 to 2026-Q4) are flagged when used. Not computed: the required annual payment and its ' +
    'safe harbors (90 % of this year\'s tax, 100 % or 110 % of last year\'s: see the guide), the annualized income method, waivers and the ' +
    'small-tax and no-prior-liability exceptions.',
  category: 'us-tax',
  es: {
    title: 'Recargo por pagos estimados insuficientes en EE. UU. (formulario 2210)',
    shortTitle: 'Recargo por pagos estimados insuficientes (formulario 2210)',
    summary: 'Calcula el recargo del IRS por pagos de impuesto estimado insuficientes, por plazo y periodo de tipo, como la hoja del formulario 2210.',
  },
  examples,
  // The largest amounts and partial payments on every due date: the most penalty lines (still a fixed handful).
  worstCase: () => ({ requiredAnnual: MAX_AMOUNT, paidPerQuarter: [1, MAX_AMOUNT / 8, 1, MAX_AMOUNT / 8], taxYear: 2024 }),
});

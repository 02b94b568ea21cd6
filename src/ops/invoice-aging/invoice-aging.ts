import { cents } from '../../core/money.js';
import { dayNumber } from '../../core/calendar-date.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';

export interface UnpaidInvoice {
  client?: string | undefined;
  reference?: string | undefined;
  amount: number;
  dueDate: string;
}

export interface InvoiceAgingInput {
  invoices: readonly UnpaidInvoice[];
  today: string;
  annualRatePct: number;
}

/** The aging buckets, in order: not yet late, then by days past due. */
export const BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Days in the year of the late-fee day count: actual/365 (fixed), also in leap years. */
export const DAY_COUNT_BASIS = 365;

export interface AgedInvoice {
  client: string | null;
  reference: string | null;
  amount: number;
  dueDate: string;
  daysPastDue: number;
  bucket: Bucket;
  lateFee: number;
}

export interface BucketTotal {
  count: number;
  amount: number;
  lateFees: number;
}

export interface InvoiceAgingResult {
  today: string;
  annualRatePct: number;
  invoices: AgedInvoice[];
  buckets: Record<Bucket, BucketTotal>;
  invoiceCount: number;
  overdueCount: number;
  totalOutstanding: number;
  totalOverdue: number;
  totalLateFees: number;
  totalWithLateFees: number;
  weightedAverageDaysLate: number | null;
  breakdown: BreakdownItem[];
  assumptions: string[];
}


/** Whole cents of a figure already rounded to cents, so totals add as integers (no 0.1 + 0.2 drift). */
function toCents(shown: number): number {
  return Math.round(shown * 100);
}

export function bucketOf(daysPastDue: number): Bucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

/** Simple interest on the amount for the days past due at the annual rate, actual/365 fixed; 0 when not late. */
export function lateFeeOf(amount: number, annualRatePct: number, daysPastDue: number): number {
  if (daysPastDue <= 0) return 0;
  return (amount * (annualRatePct / 100) * daysPastDue) / DAY_COUNT_BASIS;
}

const BUCKET_LABELS: Record<Bucket, string> = {
  current: 'Current: not yet due or due today',
  days1To30: '1–30 days past due',
  days31To60: '31–60 days past due',
  days61To90: '61–90 days past due',
  over90: 'More than 90 days past due',
};

export function invoiceAging(input: InvoiceAgingInput): InvoiceAgingResult {
  const { today, annualRatePct } = input;
  const todayNumber = dayNumber(today);
  const totals = Object.fromEntries(BUCKETS.map((b) => [b, { count: 0, amountCents: 0, feeCents: 0 }])) as Record<
    Bucket,
    { count: number; amountCents: number; feeCents: number }
  >;
  let weightedDays = 0;
  let overdueWeight = 0;

  const invoices: AgedInvoice[] = input.invoices.map((invoice) => {
    const daysPastDue = Math.max(0, todayNumber - dayNumber(invoice.dueDate));
    const bucket = bucketOf(daysPastDue);
    const amount = cents(invoice.amount);
    const lateFee = cents(lateFeeOf(invoice.amount, annualRatePct, daysPastDue));
    const total = totals[bucket];
    total.count++;
    total.amountCents += toCents(amount);
    total.feeCents += toCents(lateFee);
    if (daysPastDue > 0) {
      weightedDays += amount * daysPastDue;
      overdueWeight += amount;
    }
    return {
      client: invoice.client ?? null,
      reference: invoice.reference ?? null,
      amount,
      dueDate: invoice.dueDate,
      daysPastDue,
      bucket,
      lateFee,
    };
  });

  const buckets = Object.fromEntries(
    BUCKETS.map((b) => [b, { count: totals[b].count, amount: totals[b].amountCents / 100, lateFees: totals[b].feeCents / 100 }]),
  ) as Record<Bucket, BucketTotal>;
  const sum = (pick: (t: { amountCents: number; feeCents: number }) => number, which: readonly Bucket[]) =>
    which.reduce((acc, b) => acc + pick(totals[b]), 0);
  const overdueBuckets = BUCKETS.filter((b) => b !== 'current');
  const outstandingCents = sum((t) => t.amountCents, BUCKETS);
  const overdueCents = sum((t) => t.amountCents, overdueBuckets);
  const feeCents = sum((t) => t.feeCents, BUCKETS);
  const overdueCount = overdueBuckets.reduce((acc, b) => acc + totals[b].count, 0);

  const breakdown: BreakdownItem[] = [
    ...BUCKETS.map((b) => ({ item: b, label: `${BUCKET_LABELS[b]} (${totals[b].count} invoice${totals[b].count === 1 ? '' : 's'})`, amount: buckets[b].amount })),
    { item: 'totalOutstanding', label: 'Total outstanding: sum of the five buckets', amount: outstandingCents / 100 },
    {
      item: 'totalLateFees',
      label: `Late fees: amount × ${annualRatePct}% × days past due ÷ 365 per overdue invoice, each rounded to cents, summed`,
      amount: feeCents / 100,
    },
    { item: 'totalWithLateFees', label: 'Outstanding plus late fees', amount: (outstandingCents + feeCents) / 100 },
  ];

  const assumptions = [
    `Days past due = ${today} − due date in calendar days; an invoice due today or later is current (0 days, no fee). Buckets: current, 1–30, 31–60, 61–90 and over 90 days.`,
    `Late fee = amount × ${annualRatePct} ÷ 100 × days past due ÷ 365: simple interest with an actual/365 (fixed) day count, so a leap year still divides by 365. No compounding, no fixed fee per invoice.`,
    `${annualRatePct}% a year is ${annualRatePct === 12 ? 'the default rate of this calculator, not a legal rate' : 'the rate you gave'}: check your contract and the late-payment law that applies to the debt.`,
    'Each amount and fee is rounded to cents (half away from zero) on its invoice; bucket totals and grand totals are sums of those rounded figures, so they add up.',
    'The weighted average days late counts overdue invoices only: Σ(amount × days past due) ÷ Σ amount over invoices more than 0 days late, using the rounded amounts; null when none is overdue.',
  ];

  return {
    today,
    annualRatePct,
    invoices,
    buckets,
    invoiceCount: invoices.length,
    overdueCount,
    totalOutstanding: outstandingCents / 100,
    totalOverdue: overdueCents / 100,
    totalLateFees: feeCents / 100,
    totalWithLateFees: (outstandingCents + feeCents) / 100,
    weightedAverageDaysLate: overdueWeight > 0 ? cents(weightedDays / overdueWeight) : null,
    breakdown,
    assumptions,
  };
}

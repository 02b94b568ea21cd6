import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { MAX_AMOUNT, percentField } from '../../core/money.js';
import { dateField } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { currencyField, currencyOut } from '../../core/currency-choice.js';
import { textsFor } from '../../core/say.js';
import { BUCKETS, invoiceAging } from './invoice-aging.js';

/** Most invoices one request may age. */
export const MAX_INVOICES = 1000;
/** Longest client name or reference. */
export const MAX_LABEL_LENGTH = 200;

const bucketTotal = (which: string) =>
  z
    .strictObject({
      count: z.number().int().describe('Invoices in the bucket.'),
      amount: z.number().describe('Sum of their rounded amounts.'),
      lateFees: z.number().describe('Sum of their rounded late fees.'),
    })
    .describe(which);

const input = z.strictObject({
  invoices: z
    .array(
      z.strictObject({
        client: z.string().max(MAX_LABEL_LENGTH).optional().describe('Who owes it (echoed).'),
        reference: z.string().max(MAX_LABEL_LENGTH).optional().describe('Invoice number (echoed).'),
        amount: z.number().positive().max(MAX_AMOUNT).describe('Unpaid amount, in the currency given.'),
        dueDate: dateField('Due date, YYYY-MM-DD.'),
      }),
    )
    .max(MAX_INVOICES)
    .describe('The unpaid invoices.'),
  today: dateField('Date to age at, YYYY-MM-DD.'),
  annualRatePct: percentField('Annual late-fee rate, percent (12 = 12 %).').default(12),
  currency: currencyField(),
});

const output = z.strictObject({
  today: z.string().describe('The reference date used.'),
  annualRatePct: z.number().describe('The annual late-fee rate used, percent.'),
  currency: currencyOut,
  invoices: z
    .array(
      z.strictObject({
        client: z.string().nullable().describe('As given; null when absent.'),
        reference: z.string().nullable().describe('As given; null when absent.'),
        amount: z.number().describe('Unpaid amount, rounded to cents.'),
        dueDate: z.string().describe('Due date, as given.'),
        daysPastDue: z.number().int().describe('today − dueDate in days; 0 when not yet late.'),
        bucket: z.enum(BUCKETS).describe('current, days1To30, days31To60, days61To90 or over90.'),
        lateFee: z.number().describe('amount × annualRatePct ÷ 100 × daysPastDue ÷ 365, rounded to cents; 0 when current.'),
      }),
    )
    .describe('Each invoice aged, in input order.'),
  buckets: z
    .strictObject({
      current: bucketTotal('Not yet due, or due today.'),
      days1To30: bucketTotal('1 to 30 days past due.'),
      days31To60: bucketTotal('31 to 60 days past due.'),
      days61To90: bucketTotal('61 to 90 days past due.'),
      over90: bucketTotal('91 days or more past due.'),
    })
    .describe('Counts and totals per bucket; all five are always present.'),
  invoiceCount: z.number().int().describe('Invoices aged.'),
  overdueCount: z.number().int().describe('Invoices at least 1 day past due.'),
  totalOutstanding: z.number().describe('Sum of every rounded amount.'),
  totalOverdue: z.number().describe('Sum of the rounded amounts at least 1 day past due.'),
  totalLateFees: z.number().describe('Sum of the rounded late fees.'),
  totalWithLateFees: z.number().describe('totalOutstanding + totalLateFees.'),
  weightedAverageDaysLate: z
    .number()
    .nullable()
    .describe('Amount-weighted average days past due of the overdue invoices only, two decimals; null when none is overdue.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

export default defineRun({
  id: 'invoice-aging',
  kind: 'calculator',
  jurisdiction: 'global',
  input,
  output,
  run: (input, ctx) => ({ ...invoiceAging(input, textsFor(ctx).locale), currency: input.currency, rules: [] }),
});

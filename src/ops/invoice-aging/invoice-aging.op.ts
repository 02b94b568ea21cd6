import { defineOperation } from '../../core/operation.js';
import { CURRENCIES } from '../../core/display.js';
import { examples } from './invoice-aging.examples.js';
import page from './invoice-aging.page.js';
import run, { MAX_INVOICES, MAX_LABEL_LENGTH } from './invoice-aging.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Invoice aging and late fees',
  summary: 'Ages unpaid invoices into current, 1–30, 31–60, 61–90 and over-90-day buckets and prices each delay as simple interest.',
  agentDescription:
    'Ages unpaid invoices into current, 1–30, 31–60, 61–90 and over-90-day buckets at today, with late fees as simple interest at annualRatePct (actual/365), totals and the weighted average days late.',
  description:
    'Pure arithmetic on the inputs: no rate from any law is applied, so rules is empty; annualRatePct (default 12) is your rate, not a ' +
    'statutory one. For each invoice, daysPastDue = today − dueDate in calendar days; 0 or less means current (daysPastDue is shown as ' +
    '0 and there is no fee), so an invoice due today is current and one due yesterday is 1 day late. Buckets: current, days1To30 ' +
    '(1–30 days), days31To60, days61To90 and over90 (91 days or more). lateFee = amount × annualRatePct ÷ 100 × daysPastDue ÷ 365: ' +
    'simple interest, actual/365 (fixed) day count (every year, leap years included, divides by 365), no compounding. Each amount ' +
    'and fee is rounded to cents (half away from zero) on its invoice, and every total (per bucket, totalOutstanding, totalOverdue, ' +
    'totalLateFees, totalWithLateFees) is the sum of those rounded figures, so the shown numbers add up. All five buckets are always ' +
    'present, empty ones with zeros. weightedAverageDaysLate = Σ(amount × daysPastDue) ÷ Σ amount over the overdue invoices only ' +
    '(current invoices are left out, as the usual definition does), using the rounded amounts and rounded to two decimals; null when ' +
    `no invoice is overdue. Invoices come back in input order with client and reference echoed (null when absent). Limits: at most ${MAX_INVOICES} ` +
    `invoices; amount above 0 and at most 1e12; client and reference at most ${MAX_LABEL_LENGTH} characters; dates YYYY-MM-DD that exist. ` +
    'currency (optional, an addition to the specification\'s parameters) is the ISO 4217 code of every amount, one of ' +
    `${CURRENCIES.join(', ')}; it is echoed in the output and only labels the figures: nothing is converted and the arithmetic is ` +
    'the same in any currency. It defaults to USD, what the figures were labelled before it existed. Fixed recovery fees, partial ' +
    'payments and payment terms are not modelled.',
  category: 'planning',
  es: {
    title: 'Antigüedad de facturas e intereses de demora',
    summary: 'Clasifica las facturas impagadas por antigüedad (al corriente, 1–30, 31–60, 61–90 y más de 90 días) y calcula el interés simple de cada retraso.',
  },
  examples,
  worstCase: () => ({
    today: '2026-11-21',
    annualRatePct: 100,
    invoices: Array.from({ length: MAX_INVOICES }, (_, i) => ({
      client: `Client ${i} `.padEnd(MAX_LABEL_LENGTH, 'x'),
      reference: `INV-${i} `.padEnd(MAX_LABEL_LENGTH, 'y'),
      amount: 1_000_000_000_000 - i * 0.01,
      dueDate: `20${String(10 + (i % 17)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    })),
  }),
});

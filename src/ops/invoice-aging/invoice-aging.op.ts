import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT, percentField } from '../../core/money.js';
import { dateField } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { textsFor } from '../../core/say.js';
import { BUCKET_NAMES, BUCKETS, invoiceAging, type Bucket } from './invoice-aging.js';
import { examples } from './invoice-aging.examples.js';

/** Most invoices one request may age. */
export const MAX_INVOICES = 1000;
/** Longest client name or reference. */
export const MAX_LABEL_LENGTH = 200;

/** A bucket inside a sentence of a chart's summary ("the largest bucket is …"). */
const BUCKET_IN_SENTENCE: Record<Bucket, { en: string; es: string }> = {
  current: { en: 'current (not yet due)', es: 'el de las facturas al corriente' },
  days1To30: { en: '1–30 days past due', es: 'el de 1–30 días de retraso' },
  days31To60: { en: '31–60 days past due', es: 'el de 31–60 días de retraso' },
  days61To90: { en: '61–90 days past due', es: 'el de 61–90 días de retraso' },
  over90: { en: 'more than 90 days past due', es: 'el de más de 90 días de retraso' },
};

const bucketTotal = (which: string) =>
  z
    .strictObject({
      count: z.number().int().describe('Invoices in the bucket.'),
      amount: z.number().describe('Sum of their rounded amounts.'),
      lateFees: z.number().describe('Sum of their rounded late fees.'),
    })
    .describe(which);

export const input = z.strictObject({
  invoices: z
    .array(
      z.strictObject({
        client: z.string().max(MAX_LABEL_LENGTH).optional().describe('Who owes it (echoed).'),
        reference: z.string().max(MAX_LABEL_LENGTH).optional().describe('Invoice number (echoed).'),
        amount: z.number().positive().max(MAX_AMOUNT).describe('Unpaid amount, any one currency.'),
        dueDate: dateField('Due date, YYYY-MM-DD.'),
      }),
    )
    .max(MAX_INVOICES)
    .describe('The unpaid invoices.'),
  today: dateField('Date to age at, YYYY-MM-DD.'),
  annualRatePct: percentField('Annual late-fee rate, percent (12 = 12 %).').default(12),
});

export const output = z.strictObject({
  today: z.string().describe('The reference date used.'),
  annualRatePct: z.number().describe('The annual late-fee rate used, percent.'),
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

export default defineOperation({
  id: 'invoice-aging',
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
    'Fixed recovery fees, partial payments and payment terms are not modelled.',
  category: 'planning',
  kind: 'calculator',
  jurisdiction: 'global',
  es: {
    title: 'Antigüedad de facturas e intereses de demora',
    summary: 'Clasifica las facturas impagadas por antigüedad (al corriente, 1–30, 31–60, 61–90 y más de 90 días) y calcula el interés simple de cada retraso.',
  },
  input,
  form: {
    invoices: {
      label: { en: 'Unpaid invoices', es: 'Facturas impagadas' },
      help: { es: `Las facturas pendientes de cobro, hasta ${MAX_INVOICES}.` },
      fields: {
        client: {
          label: { en: 'Client', es: 'Cliente' },
          help: { es: 'Quién debe la factura (opcional; se repite tal cual en el resultado).' },
        },
        reference: {
          label: { en: 'Reference', es: 'Referencia' },
          help: { es: 'Número de factura u otra referencia (opcional; se repite tal cual en el resultado).' },
        },
        amount: {
          label: { en: 'Amount unpaid ($)', es: 'Importe impagado (US$)' },
          help: { es: 'Importe pendiente de cobro, mayor que 0 y como máximo un billón, en la misma moneda para todas las facturas.' },
        },
        dueDate: {
          label: { en: 'Due date', es: 'Fecha de vencimiento' },
          help: { es: 'Fecha en que vencía la factura.' },
        },
      },
    },
    today: {
      label: { en: 'Aging date', es: 'Fecha de referencia' },
      help: { es: 'Fecha a la que se calcula la antigüedad de las facturas.' },
    },
    annualRatePct: {
      label: { en: 'Annual late-fee rate (%)', es: 'Interés de demora anual (%)' },
      help: { es: 'Tipo anual de los intereses de demora, de 0 a 100 (12 significa un 12 % al año); interés simple con base real/365.' },
    },
  },
  page: {
    // Amounts are in any one currency; the page writes them as dollars.
    currency: 'USD',
    headline: [
      { field: 'totalOutstanding', label: { en: 'Total outstanding', es: 'Total pendiente' }, format: 'money' },
      { field: 'totalOverdue', label: { en: 'Overdue', es: 'Vencido' }, format: 'money' },
      { field: 'totalLateFees', label: { en: 'Late fees', es: 'Intereses de demora' }, format: 'money' },
    ],
    details: [
      { field: 'totalWithLateFees', label: { en: 'Outstanding plus late fees', es: 'Pendiente más intereses de demora' }, format: 'money' },
      { field: 'invoiceCount', label: { en: 'Invoices', es: 'Facturas' }, format: 'integer' },
      { field: 'overdueCount', label: { en: 'Overdue invoices', es: 'Facturas vencidas' }, format: 'integer' },
      {
        field: 'weightedAverageDaysLate',
        label: { en: 'Average days late, weighted by amount', es: 'Media de días de retraso, ponderada' },
        format: 'number',
      },
      { field: 'annualRatePct', label: { en: 'Annual late-fee rate', es: 'Interés de demora anual' }, format: 'percent' },
      { field: 'today', label: { en: 'Aging date', es: 'Fecha de referencia' }, format: 'date' },
    ],
    tables: [
      {
        field: 'invoices',
        title: { en: 'Invoices by age', es: 'Facturas por antigüedad' },
        columns: [
          { field: 'client', label: { en: 'Client', es: 'Cliente' }, format: 'text' },
          { field: 'reference', label: { en: 'Reference', es: 'Referencia' }, format: 'text' },
          { field: 'amount', label: { en: 'Amount', es: 'Importe' }, format: 'money' },
          { field: 'dueDate', label: { en: 'Due date', es: 'Vencimiento' }, format: 'date' },
          { field: 'daysPastDue', label: { en: 'Days past due', es: 'Días de retraso' }, format: 'integer' },
          { field: 'bucket', label: { en: 'Bucket', es: 'Tramo' }, format: 'text', choices: BUCKET_NAMES },
          { field: 'lateFee', label: { en: 'Late fee', es: 'Intereses de demora' }, format: 'money' },
        ],
      },
    ],
    chart(output, _input, tools) {
      if (output.totalOutstanding === 0) return undefined;
      const { t, locale } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      // The bucket holding the most money (the earliest on ties): highlighted and named in the summary.
      const largest = BUCKETS.reduce((best, b) => (output.buckets[b].amount > output.buckets[best].amount ? b : best), BUCKETS[0]);
      const overdue =
        output.totalOverdue === 0
          ? t(`Of ${money(output.totalOutstanding)} outstanding, nothing is overdue.`, `De ${money(output.totalOutstanding)} pendientes, no hay nada vencido.`)
          : t(
              `Of ${money(output.totalOutstanding)} outstanding, ${money(output.totalOverdue)} is overdue; ` +
                `the largest bucket is ${BUCKET_IN_SENTENCE[largest].en}, with ${money(output.buckets[largest].amount)}.`,
              `De ${money(output.totalOutstanding)} pendientes, ${money(output.totalOverdue)} están vencidos; ` +
                `el tramo con más importe es ${BUCKET_IN_SENTENCE[largest].es}, con ${money(output.buckets[largest].amount)}.`,
            );
      return {
        kind: 'bars',
        title: t('Amount outstanding by age', 'Importe pendiente por antigüedad'),
        summary: overdue,
        format: 'money',
        axis: t('Days past due', 'Días de retraso'),
        bars: BUCKETS.map((b) => ({ label: BUCKET_NAMES[b][locale], value: output.buckets[b].amount, highlight: b === largest })),
      };
    },
  },
  output,
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
  run: (input, ctx) => ({ ...invoiceAging(input, textsFor(ctx).locale), rules: [] }),
});

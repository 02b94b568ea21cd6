import { cents } from '../../core/money.js';
import { dayNumber } from '../../core/calendar-date.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { Locale } from '../../core/locale.js';
import { formatDay } from '../../core/display.js';
import { textsFor } from '../../core/say.js';

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

const BUCKET_LABELS: Record<Locale, Record<Bucket, string>> = {
  en: {
    current: 'Current: not yet due or due today',
    days1To30: '1–30 days past due',
    days31To60: '31–60 days past due',
    days61To90: '61–90 days past due',
    over90: 'More than 90 days past due',
  },
  es: {
    current: 'Al corriente: sin vencer o con vencimiento hoy',
    days1To30: '1–30 días de retraso',
    days31To60: '31–60 días de retraso',
    days61To90: '61–90 días de retraso',
    over90: 'Más de 90 días de retraso',
  },
};

/** Short names of the buckets (a chart's bars, a table's column). */
export const BUCKET_NAMES: Record<Bucket, Readonly<Record<Locale, string>>> = {
  current: { en: 'Current', es: 'Al corriente' },
  days1To30: { en: '1–30 days', es: '1–30 días' },
  days31To60: { en: '31–60 days', es: '31–60 días' },
  days61To90: { en: '61–90 days', es: '61–90 días' },
  over90: { en: 'Over 90 days', es: 'Más de 90 días' },
};

export function invoiceAging(input: InvoiceAgingInput, locale: Locale = 'en'): InvoiceAgingResult {
  const { today, annualRatePct } = input;
  const { t } = textsFor({ locale });
  const es = locale === 'es';
  // The rate as given (every decimal kept): 12% · 12 %, 8.5% · 8,5 %.
  const rateNumber = es ? String(annualRatePct).replace('.', ',') : String(annualRatePct);
  const rate = es ? `${rateNumber} %` : `${annualRatePct}%`;
  const invoiceCount = (n: number) => t(`${n} invoice${n === 1 ? '' : 's'}`, `${n} factura${n === 1 ? '' : 's'}`);
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
    ...BUCKETS.map((b) => ({ item: b, label: `${BUCKET_LABELS[locale][b]} (${invoiceCount(totals[b].count)})`, amount: buckets[b].amount })),
    {
      item: 'totalOutstanding',
      label: t('Total outstanding: sum of the five buckets', 'Total pendiente: suma de los cinco tramos'),
      amount: outstandingCents / 100,
    },
    {
      item: 'totalLateFees',
      label: t(
        `Late fees: amount × ${rate} × days past due ÷ 365 per overdue invoice, each rounded to cents, summed`,
        `Intereses de demora: importe × ${rate} × días de retraso ÷ 365 por cada factura vencida, redondeados a céntimos uno a uno y sumados`,
      ),
      amount: feeCents / 100,
    },
    {
      item: 'totalWithLateFees',
      label: t('Outstanding plus late fees', 'Pendiente más intereses de demora'),
      amount: (outstandingCents + feeCents) / 100,
    },
  ];

  const assumptions = [
    t(
      `Days past due = ${today} − due date in calendar days; an invoice due today or later is current (0 days, no fee). Buckets: current, 1–30, 31–60, 61–90 and over 90 days.`,
      `Días de retraso = ${formatDay(today, 'es')} − fecha de vencimiento, en días naturales; una factura que vence hoy o más adelante está al corriente (0 días, sin intereses). Tramos: al corriente, 1–30, 31–60, 61–90 y más de 90 días.`,
    ),
    t(
      `Late fee = amount × ${annualRatePct} ÷ 100 × days past due ÷ 365: simple interest with an actual/365 (fixed) day count, so a leap year still divides by 365. No compounding, no fixed fee per invoice.`,
      `Intereses de demora = importe × ${rateNumber} ÷ 100 × días de retraso ÷ 365: interés simple con base real/365 (fija), así que también en un año bisiesto se divide entre 365. Sin capitalización ni cantidad fija por factura.`,
    ),
    t(
      `${annualRatePct}% a year is ${annualRatePct === 12 ? 'the default rate of this calculator, not a legal rate' : 'the rate you gave'}: check your contract and the late-payment law that applies to the debt.`,
      `El ${rate} anual es ${annualRatePct === 12 ? 'el tipo por defecto de esta calculadora, no un tipo legal' : 'el tipo que has indicado'}: revisa tu contrato y la ley de morosidad que se aplique a la deuda.`,
    ),
    t(
      'Each amount and fee is rounded to cents (half away from zero) on its invoice; bucket totals and grand totals are sums of those rounded figures, so they add up.',
      'Cada importe y cada interés se redondea al céntimo más próximo (medio céntimo, hacia arriba) en su factura; los totales por tramo y los generales son sumas de esas cifras redondeadas, así que cuadran.',
    ),
    t(
      'The weighted average days late counts overdue invoices only: Σ(amount × days past due) ÷ Σ amount over invoices more than 0 days late, using the rounded amounts; null when none is overdue.',
      'La media ponderada de días de retraso solo cuenta las facturas vencidas: Σ(importe × días de retraso) ÷ Σ importe de las facturas con más de 0 días de retraso, con los importes redondeados; queda vacía si ninguna está vencida.',
    ),
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

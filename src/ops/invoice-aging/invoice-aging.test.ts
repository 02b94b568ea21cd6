import { describe, expect, it } from 'vitest';
import op from './invoice-aging.op.js';
import { MAX_INVOICES } from './invoice-aging.run.js';
import { bucketOf } from './invoice-aging.js';
import { fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import { formatValue, type ValueFormat } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';

type Aged = { client: string | null; reference: string | null; amount: number; dueDate: string; daysPastDue: number; bucket: string; lateFee: number };
type Totals = { count: number; amount: number; lateFees: number };
type Result = {
  today: string;
  annualRatePct: number;
  currency: string;
  invoices: Aged[];
  buckets: Record<'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90', Totals>;
  invoiceCount: number;
  overdueCount: number;
  totalOutstanding: number;
  totalOverdue: number;
  totalLateFees: number;
  totalWithLateFees: number;
  weightedAverageDaysLate: number | null;
  breakdown: { item: string; label: string; amount: number }[];
  assumptions: string[];
  rules: unknown[];
};

const age = async (input: Record<string, unknown>, ctx = testContext()) => (await ok(op, input, ctx)) as unknown as Result;
/** The page's chart of a result, drawn in dollars in `locale`. */
const chartOf = (r: Result, input: Record<string, unknown>, locale: Locale) =>
  op.page!.chart!(r as never, op.input.parse(input), {
    locale,
    currency: 'USD',
    rerun: () => null,
    format: (value: unknown, format: ValueFormat) => formatValue(value, format, locale, 'USD'),
  });
const EMPTY = { count: 0, amount: 0, lateFees: 0 };

describe('invoice-aging', () => {
  it('puts the bucket boundaries at exactly 0/1, 30/31, 60/61 and 90/91 days', async () => {
    // today 2026-11-21. 3,650 at 10 % a year: fee = 3,650 × 0.10 × days ÷ 365 = 1.00 per day late.
    //  due 2026-11-22: −1 → current, 0 | 2026-11-21: 0 → current, 0 | 2026-11-20: 1 → 1–30, 1.00
    //  2026-10-22: 30 (9 days of Nov + 21 of Oct back) → 1–30, 30.00 | 2026-10-21: 31 → 31–60, 31.00
    //  2026-09-22: 60 → 31–60, 60.00 | 2026-09-21: 61 → 61–90, 61.00
    //  2026-08-23: 90 → 61–90, 90.00 | 2026-08-22: 91 → over 90, 91.00
    const dueDates = ['2026-11-22', '2026-11-21', '2026-11-20', '2026-10-22', '2026-10-21', '2026-09-22', '2026-09-21', '2026-08-23', '2026-08-22'];
    const r = await age({ today: '2026-11-21', annualRatePct: 10, invoices: dueDates.map((dueDate) => ({ amount: 3650, dueDate })) });
    expect(r.invoices.map((i) => [i.daysPastDue, i.bucket, i.lateFee])).toEqual([
      [0, 'current', 0],
      [0, 'current', 0],
      [1, 'days1To30', 1],
      [30, 'days1To30', 30],
      [31, 'days31To60', 31],
      [60, 'days31To60', 60],
      [61, 'days61To90', 61],
      [90, 'days61To90', 90],
      [91, 'over90', 91],
    ]);
    expect(r.buckets).toEqual({
      current: { count: 2, amount: 7300, lateFees: 0 },
      days1To30: { count: 2, amount: 7300, lateFees: 31 },
      days31To60: { count: 2, amount: 7300, lateFees: 91 },
      days61To90: { count: 2, amount: 7300, lateFees: 151 },
      over90: { count: 1, amount: 3650, lateFees: 91 },
    });
    // 9 × 3,650 = 32,850 outstanding; 7 overdue = 25,550; fees 1+30+31+60+61+90+91 = 364.
    // Weighted average of the overdue (equal amounts): 364 ÷ 7 = 52.
    expect(r).toMatchObject({
      invoiceCount: 9,
      overdueCount: 7,
      totalOutstanding: 32850,
      totalOverdue: 25550,
      totalLateFees: 364,
      totalWithLateFees: 33214,
      weightedAverageDaysLate: 52,
      rules: [],
    });
    expect([0, 1, 30, 31, 60, 61, 90, 91, -5].map(bucketOf)).toEqual([
      'current', 'days1To30', 'days1To30', 'days31To60', 'days31To60', 'days61To90', 'days61To90', 'over90', 'current',
    ]);
  });

  it('prices a delay at the default 12 % as simple interest over 365 days, even across a leap day', async () => {
    // 2024-02-01 → 2025-02-01 is 366 days (29 February 2024 included).
    // fee = 1,000 × 0.12 × 366 ÷ 365 = 120.3287… → 120.33 (a 366-day basis would give exactly 120.00).
    const r = await age({ today: '2025-02-01', invoices: [{ client: 'Leap Co', reference: 'L-1', amount: 1000, dueDate: '2024-02-01' }] });
    expect(r.annualRatePct).toBe(12);
    expect(r.invoices).toEqual([
      { client: 'Leap Co', reference: 'L-1', amount: 1000, dueDate: '2024-02-01', daysPastDue: 366, bucket: 'over90', lateFee: 120.33 },
    ]);
    expect(r.totalLateFees).toBe(120.33);
  });

  it('rounds each fee to cents and totals the rounded fees, so the shown figures add up', async () => {
    // Each: 100 × 0.12 × 1 ÷ 365 = 0.032876… → 0.03. Three of them: 0.03 + 0.03 + 0.03 = 0.09
    // (the unrounded sum, 0.0986…, would show 0.10 and not match the lines).
    const invoice = { amount: 100, dueDate: '2026-11-20' };
    const r = await age({ today: '2026-11-21', invoices: [invoice, invoice, invoice] });
    expect(r.invoices.map((i) => i.lateFee)).toEqual([0.03, 0.03, 0.03]);
    expect(r.buckets.days1To30).toEqual({ count: 3, amount: 300, lateFees: 0.09 });
    expect(r.totalLateFees).toBe(0.09);
    expect(r.totalWithLateFees).toBe(300.09);
    // Amounts too: 10.005 → 10.01 (half away from zero, on the decimal value) and 0.1 + 0.2 totals 0.3 exactly.
    const cents = await age({ today: '2026-11-21', invoices: [{ amount: 10.005, dueDate: '2026-12-01' }, { amount: 0.1, dueDate: '2026-12-01' }, { amount: 0.2, dueDate: '2026-12-01' }] });
    expect(cents.invoices.map((i) => i.amount)).toEqual([10.01, 0.1, 0.2]);
    expect(cents.totalOutstanding).toBe(10.31);
  });

  it('weights the average days late by amount over the overdue invoices only', async () => {
    // current 1,000 (left out); 1,000 at 10 days; 3,000 at 30 days.
    // (1,000 × 10 + 3,000 × 30) ÷ (1,000 + 3,000) = 100,000 ÷ 4,000 = 25 (counting the current one would give 20).
    // fees at 12 %: 1,000 × 0.12 × 10 ÷ 365 = 3.2876… → 3.29; 3,000 × 0.12 × 30 ÷ 365 = 29.589… → 29.59.
    const r = await age({
      today: '2026-11-21',
      invoices: [
        { client: 'A', amount: 1000, dueDate: '2026-12-15' },
        { client: 'B', amount: 1000, dueDate: '2026-11-11' },
        { client: 'C', amount: 3000, dueDate: '2026-10-22' },
      ],
    });
    expect(r.weightedAverageDaysLate).toBe(25);
    expect(r.invoices.map((i) => i.lateFee)).toEqual([0, 3.29, 29.59]);
    expect(r).toMatchObject({ totalOutstanding: 5000, totalOverdue: 4000, totalLateFees: 32.88, overdueCount: 2 });
    // Non-integer average: (100 × 1 + 200 × 2) ÷ 300 = 1.666… → 1.67.
    const odd = await age({ today: '2026-11-21', invoices: [{ amount: 100, dueDate: '2026-11-20' }, { amount: 200, dueDate: '2026-11-19' }] });
    expect(odd.weightedAverageDaysLate).toBe(1.67);
  });

  it('with nothing overdue the average is null, and an empty list gives all five buckets at zero', async () => {
    const none = await age({ today: '2026-11-21', invoices: [{ client: 'Early', amount: 500, dueDate: '2026-11-21' }] });
    expect(none).toMatchObject({ overdueCount: 0, totalOverdue: 0, totalLateFees: 0, weightedAverageDaysLate: null });
    const empty = await age({ today: '2026-11-21', invoices: [] });
    expect(empty.buckets).toEqual({ current: EMPTY, days1To30: EMPTY, days31To60: EMPTY, days61To90: EMPTY, over90: EMPTY });
    expect(empty).toMatchObject({ invoices: [], invoiceCount: 0, totalOutstanding: 0, totalWithLateFees: 0, weightedAverageDaysLate: null });
  });

  it('takes the rate from 0 to 100 percent and echoes client and reference, null when absent', async () => {
    // 0 %: no fee however late. 100 %: 730 × 1.00 × 73 ÷ 365 = 146.00.
    const zero = await age({ today: '2026-11-21', annualRatePct: 0, invoices: [{ amount: 730, dueDate: '2020-01-01' }] });
    expect(zero.invoices[0]).toMatchObject({ client: null, reference: null, bucket: 'over90', lateFee: 0 });
    const full = await age({ today: '2026-11-21', annualRatePct: 100, invoices: [{ client: '', reference: 'R', amount: 730, dueDate: '2026-09-09' }] });
    expect(full.invoices[0]).toMatchObject({ client: '', reference: 'R', daysPastDue: 73, bucket: 'days61To90', lateFee: 146 });
  });

  it('rejects bad input with a message naming the field', async () => {
    const good = { amount: 100, dueDate: '2026-11-01' };
    expect(await fails(op, { today: '2026-11-21' })).toBe('invoices: is required');
    expect(await fails(op, { invoices: [good] })).toBe('today: is required');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ dueDate: '2026-11-01' }] })).toBe('invoices[0].amount: is required');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ amount: 100 }] })).toBe('invoices[0].dueDate: is required');
    expect(await fails(op, { today: '2026-11-21', invoices: [good, { amount: -5, dueDate: '2026-11-01' }] })).toBe('invoices[1].amount: must be greater than 0');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ amount: 0, dueDate: '2026-11-01' }] })).toBe('invoices[0].amount: must be greater than 0');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ amount: 100, dueDate: '2026-02-30' }] })).toBe('invoices[0].dueDate: must be a real calendar date');
    expect(await fails(op, { today: '2026-02-30', invoices: [good] })).toBe('today: must be a real calendar date');
    // core's dateField also runs its real-date check on a malformed string, so the message goes on; its start is what matters.
    expect(await fails(op, { today: '21/11/2026', invoices: [good] })).toMatch(/^today: must be a date written YYYY-MM-DD/);
    expect(await fails(op, { today: '2026-11-21', invoices: [good], annualRatePct: 101 })).toBe('annualRatePct: must be at most 100');
    expect(await fails(op, { today: '2026-11-21', invoices: [good], annualRatePct: -1 })).toBe('annualRatePct: must be at least 0');
    expect(await fails(op, { today: '2026-11-21', invoices: Array.from({ length: MAX_INVOICES + 1 }, () => good) })).toBe('invoices: must have at most 1000 items');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ ...good, due: '2026-11-01' }] })).toBe("invoices[0].due: unknown field; did you mean 'dueDate'?");
    expect(await fails(op, { today: '2026-11-21', invoices: [good], rate: 12 })).toMatch(/^rate: unknown field/);
    expect(await fails(op, { today: '2026-11-21', invoices: { amount: 1 } })).toBe('invoices: must be a array, got object');
    expect(await fails(op, { today: '2026-11-21', invoices: [{ ...good, client: 'x'.repeat(201) }] })).toBe('invoices[0].client: must be at most 200 characters long');
  });

  it('ages 1,000 invoices well under a second', async () => {
    const input = op.worstCase();
    expect(input.invoices).toHaveLength(MAX_INVOICES);
    expect(await cpuMs(op, input)).toBeLessThan(1000);
    const r = await age(input as Record<string, unknown>);
    expect(r.invoiceCount).toBe(MAX_INVOICES);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    const en = await age(input);
    const es = await age(input, testContext({ locale: 'es' }));
    const label = (r: Result, item: string) => r.breakdown.find((b) => b.item === item)!.label;
    expect(label(es, 'current')).toBe('Al corriente: sin vencer o con vencimiento hoy (1 factura)');
    expect(label(es, 'totalLateFees')).toBe(
      'Intereses de demora: importe × 12 % × días de retraso ÷ 365 por cada factura vencida, redondeados a céntimos uno a uno y sumados',
    );
    expect(es.assumptions[0]).toMatch(/^Días de retraso = 21 nov 2026 − fecha de vencimiento, en días naturales;/);
    expect(es.assumptions[2]).toBe(
      'El 12 % anual es el tipo por defecto de esta calculadora, no un tipo legal: revisa tu contrato y la ley de morosidad que se aplique a la deuda.',
    );
    // A rate with decimals keeps them all, written the Spanish way.
    const withDecimals = await age({ today: '2026-11-21', annualRatePct: 8.125, invoices: [{ amount: 100, dueDate: '2026-11-01' }] }, testContext({ locale: 'es' }));
    expect(withDecimals.assumptions[2]).toMatch(/^El 8,125 % anual es el tipo que has indicado:/);
    // The same figures as the English run: only the words change.
    const figures = ({ breakdown, assumptions: _a, ...rest }: Result) => ({ ...rest, amounts: breakdown.map((b) => [b.item, b.amount]) });
    expect(figures(es)).toEqual(figures(en));
  });

  it('charts the amount outstanding in each bucket, in the page language', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    const en = chartOf(await age(input), input, 'en');
    const es = chartOf(await age(input, testContext({ locale: 'es' })), input, 'es');
    // 1,200 current; 2,500 at 20 days; 650 at 40; 800 at 67; 4,000 at 113: the last bucket holds the most.
    expect(en).toEqual({
      kind: 'bars',
      title: 'Amount outstanding by age',
      summary: 'Of $9,150.00 outstanding, $7,950.00 is overdue; the largest bucket is more than 90 days past due, with $4,000.00.',
      format: 'money',
      axis: 'Days past due',
      bars: [
        { label: 'Current', value: 1200, highlight: false },
        { label: '1–30 days', value: 2500, highlight: false },
        { label: '31–60 days', value: 650, highlight: false },
        { label: '61–90 days', value: 800, highlight: false },
        { label: 'Over 90 days', value: 4000, highlight: true },
      ],
    });
    expect(es).toMatchObject({
      title: 'Importe pendiente por antigüedad',
      summary:
        // Spanish writes the currency after the figure, joined by a no-break space.
        'De 9.150,00\u00a0US$ pendientes, 7.950,00\u00a0US$ están vencidos; el tramo con más importe es el de más de 90 días de retraso, con 4.000,00\u00a0US$.',
      axis: 'Días de retraso',
    });
    if (es?.kind !== 'bars') throw new Error('expected bars');
    expect(es.bars.map((b) => b.label)).toEqual(['Al corriente', '1–30 días', '31–60 días', '61–90 días', 'Más de 90 días']);
    // Nothing overdue: said so; nothing outstanding: no chart.
    const current = { today: '2026-11-21', invoices: [{ amount: 500, dueDate: '2026-12-01' }] };
    expect(chartOf(await age(current), current, 'en')?.summary).toBe('Of $500.00 outstanding, nothing is overdue.');
    const none = { today: '2026-11-21', invoices: [] };
    expect(chartOf(await age(none), none, 'en')).toBeUndefined();
  });

  it('opens on today, with an invoice in each bucket, in dollars in English and euros in Spanish', async () => {
    const start = op.page!.start!;
    // On the first example's own day the page starts on the example itself, with the defaults written out.
    expect(start('2026-11-21', 'en')).toEqual({ ...op.examples[0]!.input, annualRatePct: 12, currency: 'USD' });
    // On 2027-03-01 (a February of 28 days before it) the due dates move with it: 9 days after, 20, 40, 67 and 113 before.
    const later = start('2027-03-01', 'es');
    expect(later.today).toBe('2027-03-01');
    expect(later.currency).toBe('EUR');
    expect(later.invoices.map((i) => i.dueDate)).toEqual(['2027-03-10', '2027-02-09', '2027-01-20', '2026-12-24', '2026-11-08']);
    // So the figures are the example's: one invoice in each bucket, 191.21 of fees on 9,150.00.
    const r = await age(later as Record<string, unknown>, testContext({ locale: 'es' }));
    expect(r.invoices.map((i) => [i.daysPastDue, i.bucket])).toEqual([
      [0, 'current'], [20, 'days1To30'], [40, 'days31To60'], [67, 'days61To90'], [113, 'over90'],
    ]);
    expect(r).toMatchObject({ currency: 'EUR', totalOutstanding: 9150, totalLateFees: 191.21, totalWithLateFees: 9341.21 });
  });

  it('takes the currency of the amounts, echoes it and computes the same figures in it', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    // Not given: US dollars, as before the field existed.
    expect((await age(input)).currency).toBe('USD');
    const euros = await age({ ...input, currency: 'EUR' });
    expect(euros).toEqual({ ...op.examples[0]!.output, currency: 'EUR' });
    // The page writes the money in it: 9,150 outstanding, 7,950 overdue, 4,000 the largest bucket.
    expect(op.page!.currency).toBeTypeOf('function');
    const currency = (op.page!.currency as (o: unknown) => string)(euros);
    expect(currency).toBe('EUR');
    const chart = op.page!.chart!(euros as never, op.input.parse({ ...input, currency: 'EUR' }), {
      locale: 'es',
      currency: 'EUR',
      rerun: () => null,
      format: (value: unknown, format: ValueFormat) => formatValue(value, format, 'es', 'EUR'),
    });
    expect(chart?.summary).toBe(
      'De 9.150,00\u00a0€ pendientes, 7.950,00\u00a0€ están vencidos; el tramo con más importe es el de más de 90 días de retraso, con 4.000,00\u00a0€.',
    );
    expect(await fails(op, { ...input, currency: 'JPY' })).toBe("currency: must be one of 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'MXN', got 'JPY'");
    expect(await fails(op, { ...input, currency: 'eur' })).toMatch(/^currency: must be one of /);
  });
});

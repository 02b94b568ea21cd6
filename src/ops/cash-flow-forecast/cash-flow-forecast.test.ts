import { describe, expect, it } from 'vitest';
import op from './cash-flow-forecast.op.js';
import { MAX_HORIZON_DAYS, MAX_PAYMENTS, MAX_RECURRING } from './cash-flow-forecast.run.js';
import { daysInMonth as monthLength } from '../../core/calendar-date.js';
import { fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import { cashFlowForecast } from './cash-flow-forecast.js';
import { formatValue, type ValueFormat } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';

type Day = { date: string; inflow: number; outflow: number; balance: number };
type Result = {
  startDate: string;
  endDate: string;
  horizonDays: number;
  currency: string;
  openingBalance: number;
  totalInflow: number;
  totalOutflow: number;
  closingBalance: number;
  lowestBalance: number;
  lowestBalanceDate: string;
  firstDayBelowZero: string | null;
  overduePayments: { index: number; client: string | null; amount: number; expectedDate: string; daysLate: number }[];
  paymentsAfterHorizon: { count: number; amount: number };
  daily: Day[];
  warnings: string[];
  breakdown: { item: string; label: string; amount: number }[];
  assumptions: string[];
  rules: unknown[];
};

const forecast = async (input: Record<string, unknown>, ctx = testContext()) => (await ok(op, input, ctx)) as unknown as Result;
/** The page's chart of a result, drawn in dollars in `locale`. */
const chartOf = (r: Result, input: Record<string, unknown>, locale: Locale) =>
  op.page!.chart!(r as never, op.input.parse(input), {
    locale,
    currency: 'USD',
    rerun: () => null,
    format: (value: unknown, format: ValueFormat) => formatValue(value, format, locale, 'USD'),
  });
/** The days with any flow, as [date, inflow, outflow, balance]. */
const moving = (r: Result) => r.daily.filter((d) => d.inflow !== 0 || d.outflow !== 0).map((d) => [d.date, d.inflow, d.outflow, d.balance]);
const dayOf = (r: Result, date: string) => r.daily.find((d) => d.date === date);

describe('cash-flow-forecast', () => {
  it('clamps day 29–31 costs to 28 February in a common year (2027)', async () => {
    // today 2027-01-30, 32 days: 30 and 31 January, 28 days of February, 1 and 2 March.
    // Day 31 (100): 31 January, then 28 February. Day 29 (10): 29 January is before today (not counted), 28 February.
    // March's 29th and 31st fall after 2 March. Balance: 1,000 − 100 = 900; − 110 = 790.
    const r = await forecast({ openingBalance: 1000, today: '2027-01-30', horizonDays: 32, recurring: [{ amount: 100, dayOfMonth: 31 }, { label: 'x', amount: 10, dayOfMonth: 29 }] });
    expect(r.endDate).toBe('2027-03-02');
    expect(r.daily).toHaveLength(32);
    expect(moving(r)).toEqual([
      ['2027-01-31', 0, 100, 900],
      ['2027-02-28', 0, 110, 790],
    ]);
    expect(r).toMatchObject({ totalInflow: 0, totalOutflow: 210, closingBalance: 790, lowestBalance: 790, lowestBalanceDate: '2027-02-28', firstDayBelowZero: null, rules: [] });
  });

  it('clamps day 29–31 costs to 29 February in a leap year (2028) and spreads other spending by month length', async () => {
    // today 2028-02-01, 30 days: 1–29 February and 1 March. Days 29, 30, 31 (20 + 30 + 40 = 90) all land on 29 February.
    // otherMonthlySpend 2,900: 2,900 ÷ 29 = 100.00 a day in February; 2,900 ÷ 31 = 93.548… on 1 March.
    // 28 Feb: 5,000 − 28 × 100 = 2,200. 29 Feb: 2,200 − 100 − 90 = 2,010. 1 Mar: 2,010 − 93.548… = 1,916.4516… → 1,916.45.
    // Outflow total: 2,900 + 90 + 93.548… = 3,083.548… → 3,083.55.
    const r = await forecast({
      openingBalance: 5000,
      today: '2028-02-01',
      horizonDays: 30,
      otherMonthlySpend: 2900,
      recurring: [{ amount: 20, dayOfMonth: 29 }, { amount: 30, dayOfMonth: 30 }, { amount: 40, dayOfMonth: 31 }],
    });
    expect(r.daily[0]).toEqual({ date: '2028-02-01', inflow: 0, outflow: 100, balance: 4900 });
    expect(dayOf(r, '2028-02-28')).toEqual({ date: '2028-02-28', inflow: 0, outflow: 100, balance: 2200 });
    expect(dayOf(r, '2028-02-29')).toEqual({ date: '2028-02-29', inflow: 0, outflow: 190, balance: 2010 });
    expect(dayOf(r, '2028-03-01')).toEqual({ date: '2028-03-01', inflow: 0, outflow: 93.55, balance: 1916.45 });
    expect(r).toMatchObject({ totalOutflow: 3083.55, closingBalance: 1916.45 });
    expect(r.breakdown).toEqual([
      { item: 'openingBalance', label: 'Cash at the start of 2028-02-01', amount: 5000 },
      { item: 'paymentsIn', label: 'Expected payments from 2028-02-01 to 2028-03-01', amount: 0 },
      { item: 'recurringCosts', label: 'Recurring costs on their day of the month (subtracted)', amount: -90 },
      { item: 'otherSpend', label: "Other monthly spending, spread evenly over each month's days (subtracted)", amount: -2993.55 },
      { item: 'closingBalance', label: 'Cash at the end of 2028-03-01', amount: 1916.45 },
    ]);
    // A common-year February has 28 days: 2,900 ÷ 28 = 103.571… → 103.57 a day.
    const common = await forecast({ openingBalance: 0, today: '2027-02-01', horizonDays: 1, otherMonthlySpend: 2900 });
    expect(common.daily[0]!.outflow).toBe(103.57);
    expect([monthLength(2027, 2), monthLength(2028, 2), monthLength(1900, 2), monthLength(2000, 2), monthLength(0, 2), monthLength(2026, 4)]).toEqual([28, 29, 28, 29, 29, 30]);
  });

  it('counts a payment dated before today as arriving today, flags it, and counts today, the last day, and not the day after', async () => {
    // today 2026-11-21, 10 days → last day 2026-11-30.
    // Day 0: 1,000 (due 2026-11-01, 20 days late, moved to today) + 200 (due today) in; rent day 21 = today, 50 out → 1,150.
    // 2026-11-30: 500 in (the last day counts) → 1,650. 700 on 2026-12-01 is after the horizon: left out.
    const r = await forecast({
      openingBalance: 0,
      today: '2026-11-21',
      horizonDays: 10,
      invoices: [
        { client: 'Late Ltd', amount: 1000, expectedDate: '2026-11-01' },
        { client: 'Today Inc', amount: 200, expectedDate: '2026-11-21' },
        { amount: 500, expectedDate: '2026-11-30' },
        { amount: 700, expectedDate: '2026-12-01' },
      ],
      recurring: [{ label: 'Rent', amount: 50, dayOfMonth: 21 }],
    });
    expect(moving(r)).toEqual([
      ['2026-11-21', 1200, 50, 1150],
      ['2026-11-30', 500, 0, 1650],
    ]);
    expect(r.overduePayments).toEqual([{ index: 0, client: 'Late Ltd', amount: 1000, expectedDate: '2026-11-01', daysLate: 20 }]);
    expect(r.paymentsAfterHorizon).toEqual({ count: 1, amount: 700 });
    expect(r).toMatchObject({ totalInflow: 1700, totalOutflow: 50, closingBalance: 1650, lowestBalance: 1150, lowestBalanceDate: '2026-11-21', firstDayBelowZero: null });
    expect(r.warnings).toEqual([
      '1 expected payment is dated before 2026-11-21 (total 1,000.00) and counted as arriving today (see the overdue payments). Chase it, or remove it if it will not come.',
      '1 expected payment is dated after 2026-11-30, the last day of the forecast (total 700.00), and is not counted.',
    ]);
  });

  it('pays a day-31 cost on 30 April', async () => {
    const r = await forecast({ openingBalance: 1000, today: '2027-04-01', horizonDays: 30, recurring: [{ label: 'Lease', amount: 250, dayOfMonth: 31 }] });
    expect(r.endDate).toBe('2027-04-30');
    expect(moving(r)).toEqual([['2027-04-30', 0, 250, 750]]);
  });

  it('keeps the running balance unrounded: each shown figure is rounded on its own', async () => {
    // November has 30 days: 100 ÷ 30 = 3.333… a day, shown 3.33. Balances 996.666… → 996.67, 993.333… → 993.33, 990.
    // (996.67 − 3.33 would be 993.34: the shown balance comes from the unrounded one.)
    const r = await forecast({ openingBalance: 1000, today: '2026-11-01', horizonDays: 3, otherMonthlySpend: 100 });
    expect(r.daily).toEqual([
      { date: '2026-11-01', inflow: 0, outflow: 3.33, balance: 996.67 },
      { date: '2026-11-02', inflow: 0, outflow: 3.33, balance: 993.33 },
      { date: '2026-11-03', inflow: 0, outflow: 3.33, balance: 990 },
    ]);
    expect(r).toMatchObject({ totalOutflow: 10, closingBalance: 990 });
  });

  it('takes a negative opening balance: below zero from today, lowest on the earliest tied day', async () => {
    // −200 on 21 and 22 November (tie → 21st), +300 on the 23rd → 100.
    const r = await forecast({ openingBalance: -200, today: '2026-11-21', horizonDays: 5, invoices: [{ amount: 300, expectedDate: '2026-11-23' }] });
    expect(r.daily.map((d) => d.balance)).toEqual([-200, -200, 100, 100, 100]);
    expect(r).toMatchObject({ openingBalance: -200, lowestBalance: -200, lowestBalanceDate: '2026-11-21', firstDayBelowZero: '2026-11-21', closingBalance: 100 });
    expect(r.warnings).toEqual(['The balance goes below zero on 2026-11-21 (-200.00); its lowest is -200.00 on 2026-11-21.']);
  });

  it('applies the defaults: 90 days, no payments, no costs', async () => {
    // 2026-11-21 + 89 days: +30 → 2026-12-21, +31 → 2027-01-21, +28 → 2027-02-18.
    const r = await forecast({ openingBalance: 100, today: '2026-11-21' });
    expect(r).toMatchObject({ horizonDays: 90, endDate: '2027-02-18', totalInflow: 0, totalOutflow: 0, closingBalance: 100, firstDayBelowZero: null, warnings: [] });
    expect(r.daily).toHaveLength(90);
    expect(r.daily.at(-1)).toEqual({ date: '2027-02-18', inflow: 0, outflow: 0, balance: 100 });
  });

  it('runs up to 730 days, and no further than 9999-12-31', async () => {
    // 2026-11-21 + 729 days: 365 to 2027-11-21, 366 more (29 Feb 2028) would be 2028-11-21, so 729 is 2028-11-19.
    const long = await forecast({ openingBalance: 0, today: '2026-11-21', horizonDays: MAX_HORIZON_DAYS, recurring: [{ amount: 1, dayOfMonth: 31 }] });
    expect(long.endDate).toBe('2028-11-19');
    expect(long.daily).toHaveLength(730);
    // Last days of 2026-11 … 2028-10: 24 months, one payment each.
    expect(long.totalOutflow).toBe(24);
    const lastYear = await forecast({ openingBalance: 0, today: '9999-12-01', horizonDays: 31, recurring: [{ amount: 5, dayOfMonth: 31 }] });
    expect(lastYear.endDate).toBe('9999-12-31');
    expect(lastYear.totalOutflow).toBe(5);
    expect(await fails(op, { openingBalance: 0, today: '9999-12-01', horizonDays: 90 })).toBe(
      'horizonDays: a forecast of 90 days from 9999-12-01 would run past 9999-12-31; shorten it to at most 31',
    );
    // Year 0 is a leap year in the proleptic Gregorian calendar: day 31 lands on 0000-02-29.
    const yearZero = await forecast({ openingBalance: 0, today: '0000-02-27', horizonDays: 3, recurring: [{ amount: 7, dayOfMonth: 31 }] });
    expect(moving(yearZero)).toEqual([['0000-02-29', 0, 7, -7]]);
  });

  it('rejects bad input with a message naming the field', async () => {
    const base = { openingBalance: 0, today: '2026-11-21' };
    expect(await fails(op, { today: '2026-11-21' })).toBe('openingBalance: is required');
    expect(await fails(op, { openingBalance: 0 })).toBe('today: is required');
    expect(await fails(op, { ...base, openingBalance: -1e13 })).toBe('openingBalance: must be at least -1000000000000');
    expect(await fails(op, { ...base, invoices: [{ amount: 0, expectedDate: '2026-12-01' }] })).toBe('invoices[0].amount: must be greater than 0');
    expect(await fails(op, { ...base, invoices: [{ amount: -3, expectedDate: '2026-12-01' }] })).toBe('invoices[0].amount: must be greater than 0');
    expect(await fails(op, { ...base, invoices: [{ amount: 3 }] })).toBe('invoices[0].expectedDate: is required');
    expect(await fails(op, { ...base, invoices: [{ amount: 3, expectedDate: '2027-02-29' }] })).toBe('invoices[0].expectedDate: must be a real calendar date');
    expect(await fails(op, { ...base, today: '2026-02-30' })).toBe('today: must be a real calendar date');
    expect(await fails(op, { ...base, recurring: [{ amount: -1, dayOfMonth: 1 }] })).toBe('recurring[0].amount: must be at least 0');
    expect(await fails(op, { ...base, recurring: [{ amount: 1 }] })).toBe('recurring[0].dayOfMonth: is required');
    expect(await fails(op, { ...base, recurring: [{ amount: 1, dayOfMonth: 32 }] })).toBe('recurring[0].dayOfMonth: must be at most 31');
    expect(await fails(op, { ...base, recurring: [{ amount: 1, dayOfMonth: 0 }] })).toBe('recurring[0].dayOfMonth: must be at least 1');
    expect(await fails(op, { ...base, recurring: [{ amount: 1, dayOfMonth: 1.5 }] })).toBe('recurring[0].dayOfMonth: must be an integer, got 1.5');
    expect(await fails(op, { ...base, otherMonthlySpend: -1 })).toBe('otherMonthlySpend: must be at least 0');
    expect(await fails(op, { ...base, horizonDays: 0 })).toBe('horizonDays: must be at least 1');
    expect(await fails(op, { ...base, horizonDays: 731 })).toBe('horizonDays: must be at most 730');
    expect(await fails(op, { ...base, horizonDays: 1.5 })).toBe('horizonDays: must be an integer, got 1.5');
    expect(await fails(op, { ...base, recurring: Array.from({ length: MAX_RECURRING + 1 }, () => ({ amount: 1, dayOfMonth: 1 })) })).toBe('recurring: must have at most 100 items');
    expect(await fails(op, { ...base, invoices: Array.from({ length: MAX_PAYMENTS + 1 }, () => ({ amount: 1, expectedDate: '2026-12-01' })) })).toBe('invoices: must have at most 1000 items');
    expect(await fails(op, { ...base, horizon: 30 })).toBe("horizon: unknown field; did you mean 'horizonDays'?");
    expect(await fails(op, { ...base, recurring: [{ amount: 1, day: 1 }] })).toMatch(/^recurring\[0\]\.dayOfMonth: is required; recurring\[0\]\.day: unknown field/);
  });

  it('forecasts 1,000 payments, 100 recurring costs and 730 days well under a second', async () => {
    const input = op.worstCase();
    expect(input.invoices).toHaveLength(MAX_PAYMENTS);
    expect(input.recurring).toHaveLength(MAX_RECURRING);
    expect(input.horizonDays).toBe(MAX_HORIZON_DAYS);
    expect(await cpuMs(op, input)).toBeLessThan(1000);
    const r = await forecast(input as Record<string, unknown>);
    expect(r.daily).toHaveLength(730);
    expect(r.overduePayments).toHaveLength(100);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    const en = await forecast(input);
    const es = await forecast(input, testContext({ locale: 'es' }));
    expect(es.warnings).toEqual([
      '1 cobro previsto tiene fecha anterior al 21 nov 2026 (total 1.200,00) y se cuenta como recibido hoy; consulta los cobros atrasados. ' +
        'Reclámalo, o quítalo si no va a llegar.',
      '1 cobro previsto tiene fecha posterior al 4 dic 2026, el último día de la previsión (total 4.000,00), y no se cuenta.',
      'El saldo pasa a ser negativo el 1 dic 2026 (-178,03); su punto más bajo es -265,13 el 4 dic 2026.',
    ]);
    expect(es.breakdown.find((b) => b.item === 'paymentsIn')!.label).toBe(
      'Cobros previstos del 21 nov 2026 al 4 dic 2026, 1.200,00 de ellos atrasados y contados hoy',
    );
    expect(es.assumptions[0]).toMatch(/La previsión abarca 14 días, hasta el 4 dic 2026 incluido\.$/);
    // The same figures as the English run: only the words change.
    const figures = ({ warnings: _w, breakdown, assumptions: _a, ...rest }: Result) => ({ ...rest, amounts: breakdown.map((b) => [b.item, b.amount]) });
    expect(figures(es)).toEqual(figures(en));
    expect(es.warnings).toHaveLength(en.warnings.length);
  });

  it('refuses a forecast past 9999-12-31 in Spanish too, with the same field prefix', () => {
    const input = { openingBalance: 0, today: '9999-12-30', invoices: [], recurring: [], otherMonthlySpend: 0, horizonDays: 5 };
    expect(() => cashFlowForecast(input)).toThrow(
      expect.objectContaining({
        message: 'horizonDays: a forecast of 5 days from 9999-12-30 would run past 9999-12-31; shorten it to at most 2',
        es: 'horizonDays: una previsión de 5 días desde el 30 dic 9999 pasaría del 31 dic 9999; acórtala a 2 días como máximo',
      }),
    );
  });

  it('charts the daily balance, marking the first day below zero and the lowest balance', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    const r = await forecast(input);
    const en = chartOf(r, input, 'en');
    if (en?.kind !== 'line') throw new Error('expected a line');
    expect(en.points).toHaveLength(14);
    expect(en.points[0]).toEqual({ x: '2026-11-21', y: 1670 });
    expect(en.points[13]).toEqual({ x: '2026-12-04', y: -265.13 });
    expect(en.marks).toEqual([
      { x: '2026-12-01', label: 'First day below zero, -$178.03' },
      { x: '2026-12-04', label: 'Lowest balance, -$265.13' },
    ]);
    expect(en.summary).toBe('Lowest balance -$265.13 on 4 Dec 2026; the balance first goes below zero on 1 Dec 2026.');
    const es = chartOf(await forecast(input, testContext({ locale: 'es' })), input, 'es');
    expect(es).toMatchObject({
      title: 'Saldo de caja día a día',
      summary: 'Saldo más bajo: -265,13\u00a0US$ el 4 dic 2026; el saldo pasa a ser negativo por primera vez el 1 dic 2026.',
      marks: [
        { x: '2026-12-01', label: 'Primer día en negativo, -178,03\u00a0US$' },
        { x: '2026-12-04', label: 'Saldo más bajo, -265,13\u00a0US$' },
      ],
    });
    // Never below zero: one mark, and the summary says so.
    const positive = op.examples[1]!.input as Record<string, unknown>;
    expect(chartOf(await forecast(positive), positive, 'en')).toMatchObject({
      summary: 'Lowest balance $900.00 on 29 Feb 2028; the balance never goes below zero in the forecast.',
      marks: [{ x: '2028-02-29', label: 'Lowest balance, $900.00' }],
    });
    // Below zero first on the lowest day: one mark says both.
    const dip = { openingBalance: 100, today: '2026-11-21', horizonDays: 3, recurring: [{ amount: 300, dayOfMonth: 23 }] };
    expect(chartOf(await forecast(dip), dip, 'en')).toMatchObject({
      marks: [{ x: '2026-11-23', label: 'First day below zero and lowest balance, -$200.00' }],
    });
  });

  it('opens on today, with a payment overdue, one next week and one just after the 31 days, in the page’s currency', async () => {
    const start = op.page!.start!;
    // 2027-03-01: 11 days before is 18 February (a 28-day February), 7 after is 8 March, 40 after is 10 April.
    expect(start('2027-03-01', 'en')).toEqual({
      openingBalance: 500,
      today: '2027-03-01',
      horizonDays: 31,
      invoices: [
        { client: 'Acme Corp', amount: 1200, expectedDate: '2027-02-18' },
        { client: 'Birch Studio', amount: 2500, expectedDate: '2027-03-08' },
        { client: 'Cobalt Ltd', amount: 4000, expectedDate: '2027-04-10' },
      ],
      recurring: [
        { label: 'Rent', amount: 4000, dayOfMonth: 1 },
        { label: 'Software', amount: 49, dayOfMonth: 31 },
      ],
      otherMonthlySpend: 900,
      currency: 'USD',
    });
    const es = start('2027-03-01', 'es');
    expect(es.currency).toBe('EUR');
    expect(es.recurring[0]!.label).toBe('Alquiler');
    const r = await forecast(es as Record<string, unknown>, testContext({ locale: 'es' }));
    // 31 days, 1 to 31 March. In: 1,200 overdue (today) + 2,500 on the 8th = 3,700; Cobalt's 4,000 falls after.
    // Out: rent 4,000 on the 1st + software 49 on the 31st + 900 spread over March's 31 days = 4,949.
    // Day 0: 500 + 1,200 − 4,000 − 900 ÷ 31 (29.032…) = −2,329.03; six more days of 29.03 reach −2,503.23 on the 7th.
    expect(r).toMatchObject({
      currency: 'EUR',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      totalInflow: 3700,
      totalOutflow: 4949,
      closingBalance: -749,
      lowestBalance: -2503.23,
      lowestBalanceDate: '2027-03-07',
      firstDayBelowZero: '2027-03-01',
      paymentsAfterHorizon: { count: 1, amount: 4000 },
    });
    expect(r.overduePayments).toEqual([{ index: 0, client: 'Acme Corp', amount: 1200, expectedDate: '2027-02-18', daysLate: 11 }]);
    // Any day's 31 days hold a 1st and a month's end: from 2 December 2026 the rent is paid on 1 January.
    const december = await forecast(start('2026-12-02', 'en') as Record<string, unknown>);
    expect(december).toMatchObject({ endDate: '2027-01-01', firstDayBelowZero: '2027-01-01', closingBalance: -749 });
  });

  it('takes the currency of the amounts, echoes it and computes the same figures in it', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    expect((await forecast(input)).currency).toBe('USD');
    const euros = await forecast({ ...input, currency: 'EUR' });
    expect(euros).toEqual({ ...op.examples[0]!.output, currency: 'EUR' });
    expect((op.page!.currency as (o: unknown) => string)(euros)).toBe('EUR');
    const chart = op.page!.chart!(euros as never, op.input.parse({ ...input, currency: 'EUR' }), {
      locale: 'es',
      currency: 'EUR',
      rerun: () => null,
      format: (value: unknown, format: ValueFormat) => formatValue(value, format, 'es', 'EUR'),
    });
    expect(chart?.summary).toBe('Saldo más bajo: -265,13\u00a0€ el 4 dic 2026; el saldo pasa a ser negativo por primera vez el 1 dic 2026.');
    expect(await fails(op, { ...input, currency: 'BTC' })).toBe("currency: must be one of 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'MXN', got 'BTC'");
  });
});

import { describe, expect, it } from 'vitest';
import { fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import op from './uk-self-assessment.op.js';
import { class4, paymentsOnAccountTest, schedule, startYearOf, taperedAllowance, taxYearLabel } from './uk-self-assessment.js';

interface Result {
  incomeTax: number;
  personalAllowance: number;
  class4: number;
  selfAssessmentBill: number;
  warnings: string[];
  class2: { credited: boolean; voluntaryCost: number };
}
const run = async (input: Record<string, unknown>) => (await ok(op, { taxYear: '2026-27', ...input })) as unknown as Result;

describe('uk-self-assessment examples', () => {
  for (const example of op.examples) {
    it(example.title, async () => {
      expect(await ok(op, example.input)).toEqual(example.output);
    });
  }
});

describe('GOV.UK worked example: payments on account', () => {
  it('bill £3,000 after 2 payments of £900: £2,700 on 31 January (balancing £1,200 + £1,500), £1,500 on 31 July', () => {
    // GOV.UK "Understand your Self Assessment tax bill: Payments on account": last year's bill £1,800 → £900 each.
    const plan = schedule(3000, 1800, 1000, true);
    expect(plan).toEqual({ onAccountThisYear: 900, balancing: 1200, overpaid: 0, onAccountNextYear: 1500 });
    expect(plan.balancing + plan.onAccountNextYear).toBe(2700);
  });

  it('the £1,000 and 80 % tests', () => {
    expect(paymentsOnAccountTest(999.99, 0, 999.99, 1000, 80)).toEqual({ due: false, reason: 'underMinimum' });
    expect(paymentsOnAccountTest(1000, 0, 1000, 1000, 80)).toEqual({ due: true, reason: null });
    // 4,000 of 5,000 deducted is exactly 80 %: not "more than 80 %", so still due; 4,001 is more.
    expect(paymentsOnAccountTest(1000, 4000, 5000, 1000, 80).due).toBe(true);
    expect(paymentsOnAccountTest(1000, 4001, 5001, 1000, 80)).toEqual({ due: false, reason: 'deductedAtSource' });
    // Last year's bill under £1,000 sets no payments on account this year.
    expect(schedule(500, 999, 1000, false).onAccountThisYear).toBe(0);
  });

  it('payments on account above the bill are an overpayment, not a negative balancing payment', () => {
    expect(schedule(1000, 4000, 1000, true)).toEqual({ onAccountThisYear: 2000, balancing: 0, overpaid: 3000, onAccountNextYear: 500 });
  });
});

describe('Personal Allowance taper (ITA 2007 s.35)', () => {
  it('is whole up to £100,000, loses £1 per £2 above, rounded up to the pound, and is nil from £125,140', () => {
    expect(taperedAllowance(100_000, 12_570, 100_000)).toBe(12_570);
    expect(taperedAllowance(100_001, 12_570, 100_000)).toBe(12_570); // 12,569.50 rounded up
    expect(taperedAllowance(100_002, 12_570, 100_000)).toBe(12_569);
    expect(taperedAllowance(110_000, 12_570, 100_000)).toBe(7_570);
    expect(taperedAllowance(125_139, 12_570, 100_000)).toBe(1); // 0.50 rounded up
    expect(taperedAllowance(125_140, 12_570, 100_000)).toBe(0);
    expect(taperedAllowance(200_000, 12_570, 100_000)).toBe(0);
  });

  it('at £125,140 all income is taxed: 37,700 × 20 % + 87,440 × 40 % = 42,516', async () => {
    const r = await run({ tradingProfit: 125_140 });
    expect(r.personalAllowance).toBe(0);
    expect(r.incomeTax).toBe(42_516);
  });

  it('above £125,140 the additional rate: 150,000 → 42,516 + 24,860 × 45 % = 53,703', async () => {
    expect((await run({ tradingProfit: 150_000 })).incomeTax).toBe(53_703);
  });
});

describe('band boundaries, rUK 2026-27', () => {
  it.each([
    [0, 0],
    [12_570, 0],
    [12_571, 0.2],
    [50_270, 7_540], // 37,700 × 20 %
    [50_271, 7_540.4],
    [100_000, 27_432], // 7,540 + 49,730 × 40 %
  ])('income %d → income tax %d', async (profit, tax) => {
    expect((await run({ tradingProfit: profit })).incomeTax).toBe(tax);
  });
});

describe('Class 4 at its limits', () => {
  it.each([
    [12_570, 0],
    [12_571, 0.06],
    [50_270, 2_262], // 37,700 × 6 %
    [60_270, 2_462], // 2,262 + 10,000 × 2 %
  ])('profit %d → Class 4 %d', (profit, total) => {
    expect(Number(class4(profit, 12_570, 50_270, 6, 2).total.toFixed(2))).toBe(total);
  });

  it('a loss pays no Class 4 and no income tax, and says the loss is not relieved', async () => {
    const r = await run({ tradingProfit: -5_000 });
    expect(r.class4).toBe(0);
    expect(r.selfAssessmentBill).toBe(0);
    expect(r.class2).toMatchObject({ credited: false, voluntaryCost: 189.8 }); // 52 × 3.65
    expect(r.warnings[0]).toMatch(/^A trading loss of £5,000 counts as a profit of 0/);
  });
});

describe('Class 2 since April 2024', () => {
  it('is credited without paying from the small profits threshold (£7,105 in 2026-27), and priced below it', async () => {
    const at = await run({ tradingProfit: 7_105 });
    const under = await run({ tradingProfit: 7_104.99 });
    expect(at.class2).toMatchObject({ credited: true, voluntaryCost: 0 });
    expect(under.class2).toMatchObject({ credited: false, voluntaryCost: 189.8 });
  });
});

describe('Scottish and rUK bands for the same profit', () => {
  it('£30,000 in 2026-27: rUK 17,430 × 20 % = 3,486; Scotland 3,967 × 19 % + 12,989 × 20 % + 474 × 21 % = 3,451.07', async () => {
    // SPICe's table of the 2026-27 proposals: £3,451 at £30,000.
    expect((await run({ tradingProfit: 30_000 })).incomeTax).toBe(3_486);
    expect((await run({ tradingProfit: 30_000, scotland: true })).incomeTax).toBe(3_451.07);
  });

  it('£150,000 in Scotland, 2026-27: 3,967 × 19 % + 12,989 × 20 % + 14,136 × 21 % + 31,338 × 42 % + 62,710 × 45 % + 24,860 × 48 % = 59,634.35', async () => {
    // SPICe: £59,634 at £150,000.
    expect((await run({ tradingProfit: 150_000, scotland: true })).incomeTax).toBe(59_634.35);
  });
});

describe('tax years', () => {
  it('labels the tax year of a date (6 April to 5 April) and reads a label', () => {
    expect(taxYearLabel('2026-04-05')).toBe('2025-26');
    expect(taxYearLabel('2026-04-06')).toBe('2026-27');
    expect(startYearOf('2026-27')).toBe(2026);
    expect(startYearOf('2026-28')).toBeNull();
    expect(startYearOf('2099-00')).toBe(2099);
  });

  it('defaults to the tax year of the clock', async () => {
    const r = (await ok(op, { tradingProfit: 20_000 }, testContext({ now: () => new Date('2026-04-06T00:00:00Z') }))) as { taxYear: string };
    expect(r.taxYear).toBe('2026-27');
  });

  it('refuses 2027-28, named, rather than reuse 2026-27', async () => {
    expect(await fails(op, { tradingProfit: 20_000, taxYear: '2027-28' })).toBe(
      'taxYear: tax year 2027-28: its rates and bands are not published here yet (last checked 2026-11-29), and another year\'s are not reused; give a tax year from 2024-25 to 2026-27.',
    );
    const outcome = await runOp(op, { tradingProfit: 20_000 }, testContext({ now: () => new Date('2027-07-01T12:00:00Z') }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatch(/^taxYear: not given, so the current tax year 2027-28 \(today is 2027-07-01\)/);
  });

  it('refuses years before 2024-25 and labels that are not tax years, naming the field', async () => {
    expect(await fails(op, { tradingProfit: 20_000, taxYear: '2023-24' })).toMatch(/^taxYear: tax year 2023-24: years before 2024-25/);
    expect(await fails(op, { tradingProfit: 20_000, taxYear: '2026' })).toBe('taxYear: "2026" is not a tax year; write it like 2026-27 (the year starting 6 April 2026).');
  });

  it('refuses a negative other income, naming the field', async () => {
    expect(await fails(op, { tradingProfit: 20_000, otherIncome: -1 })).toMatch(/otherIncome/);
  });
});

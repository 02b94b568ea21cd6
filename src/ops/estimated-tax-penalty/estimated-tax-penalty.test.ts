import { describe, expect, it } from 'vitest';
import { fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { carriedForwardWarning } from '../../rules/rule-set.js';
import { irsUnderpaymentInterestRates as RATES } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import op from './estimated-tax-penalty.op.js';
import { acceptedTaxYears, dayDivisor, defaultTaxYear, missingQuarters, ratePeriodFrames } from './estimated-tax-penalty.js';

interface Line { from: string; to: string; days: number; underpaymentBalance: number; ratePct: number; dayDivisor: number; penalty: number }
interface Installment {
  underpayment: number;
  overpaymentFromPrevious: number;
  appliedToEarlierUnderpayments: number;
  availableForThisInstallment: number;
  overpaymentToNext: number;
  underpaymentPaidLater: { date: string; amount: number }[];
  underpaymentUnpaidAtEndDate: number;
  penaltyLines: Line[];
  penalty: number;
}
interface Result {
  taxYear: number;
  totalPenalty: number;
  totalUnderpayment: number;
  installments: Installment[];
  ratePeriods: { rateQuarter: string; ratePct: number; dayDivisor: number; rateStatus: string; rateConfidence: string }[];
  warnings: string[];
  assumptions: string[];
  breakdown: { item: string; amount: number }[];
  rules: { effective: string; appliedOn: string; carriedForward: string[] }[];
}

async function run(input: unknown, ctx = testContext()): Promise<Result> {
  return (await ok(op, input, ctx)) as unknown as Result;
}

/** [days, penalty] of each line of each installment. */
function lines(result: Result): [number, number][][] {
  return result.installments.map((i) => i.penaltyLines.map((l) => [l.days, l.penalty]));
}

// Tax year 2025: every rate period at 7 % (2025-Q2, Q3, Q4, 2026-Q1), divisor 365. Installment = 12,000 / 4 = 3,000.
// Full-period lines on $3,000: 76 days → 3000 × 76/365 × 0.07 = 43.726 → 43.73; 92 days → 52.931 → 52.93;
// 105 days (Dec 31 → Apr 15) → 60.411 → 60.41; 15 days → 8.630 → 8.63; 90 days (Jan 15 → Apr 15) → 51.781 → 51.78.

describe('estimated-tax-penalty: hand-worked cases', () => {
  it('all four installments paid on time: no underpayment, no penalty', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 3000, 3000], taxYear: 2025 });
    expect(r.totalPenalty).toBe(0);
    expect(r.totalUnderpayment).toBe(0);
    expect(lines(r)).toEqual([[], [], [], []]);
    expect(r.warnings).toEqual([]);
  });

  it('nothing paid in 2025: every installment runs to April 15, 2026 (the research worked example, $558.65)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2025 });
    // (a) 43.73 + 52.93 + 52.93 + 60.41 = 210.00; (b) 8.63 + 52.93 + 52.93 + 60.41 = 174.90;
    // (c) 8.63 + 52.93 + 60.41 = 121.97; (d) 51.78. Total 558.65.
    expect(lines(r)).toEqual([
      [[76, 43.73], [92, 52.93], [92, 52.93], [105, 60.41]],
      [[15, 8.63], [92, 52.93], [92, 52.93], [105, 60.41]],
      [[15, 8.63], [92, 52.93], [105, 60.41]],
      [[90, 51.78]],
    ]);
    expect(r.installments.map((i) => i.penalty)).toEqual([210, 174.9, 121.97, 51.78]);
    expect(r.totalPenalty).toBe(558.65);
    expect(r.installments.map((i) => i.underpaymentUnpaidAtEndDate)).toEqual([3000, 3000, 3000, 3000]);
  });

  it('catch-up payments 0 / 3,000 / 3,000 / 6,000 in 2025: each payment pays the oldest underpayment (research example, $158.22)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 3000, 3000, 6000], taxYear: 2025 });
    // (a) paid Jun 15: 61 days → 3000 × 61/365 × 0.07 = 35.096 → 35.10.
    // (b) the Jun 15 payment went to (a), so (b) is paid Sep 15: 15 days 8.63 + 77 days (Jun 30 → Sep 15) 44.30 = 52.93.
    // (c) paid Jan 15: 8.63 + 52.93 + 15 days (Dec 31 → Jan 15) 8.63 = 70.19. (d) Jan 15: 3,000 to (c), 3,000 to (d).
    // Total 35.10 + 52.93 + 70.19 = 158.22.
    expect(lines(r)).toEqual([[[61, 35.1]], [[15, 8.63], [77, 44.3]], [[15, 8.63], [92, 52.93], [15, 8.63]], []]);
    expect(r.installments.map((i) => i.underpaymentPaidLater)).toEqual([
      [{ date: '2025-06-15', amount: 3000 }],
      [{ date: '2025-09-15', amount: 3000 }],
      [{ date: '2026-01-15', amount: 3000 }],
      [],
    ]);
    expect(r.totalPenalty).toBe(158.22);
    expect(r.totalPenalty).toBe(op.examples[0]!.output!.totalPenalty);
  });

  it('a late catch-up on September 15 pays both earlier underpayments at once ($140.96)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 9000, 3000], taxYear: 2025 });
    // (a) 3,000 from Apr 15 to Sep 15: 76 days 43.73 + 77 days 3000 × 77/365 × 0.07 = 44.301 → 44.30 = 88.03.
    // (b) 3,000 from Jun 15 to Sep 15: 8.63 + 44.30 = 52.93.
    // (c) Sep 15: 9,000 pays the 6,000 still owed on (a) and (b) first, 3,000 is left for (c): no underpayment.
    // (d) paid on time. Total 88.03 + 52.93 = 140.96.
    expect(lines(r)).toEqual([[[76, 43.73], [77, 44.3]], [[15, 8.63], [77, 44.3]], [], []]);
    expect(r.installments[2]).toMatchObject({ appliedToEarlierUnderpayments: 6000, availableForThisInstallment: 3000, underpayment: 0 });
    expect(r.totalPenalty).toBe(140.96);
  });

  it('an early overpayment is carried forward and covers part of the next installment ($111.23)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [5000, 0, 0, 7000], taxYear: 2025 });
    // (a) 5,000 paid: 2,000 overpayment to (b). (b) 2,000 available → 1,000 underpayment. (c) 3,000 underpayment.
    // Jan 15: 7,000 pays (b) 1,000 and (c) 3,000 first, leaving 3,000 for (d).
    // (b) 1,000: 15 days 1000 × 15/365 × 0.07 = 2.877 → 2.88; 92 days 17.644 → 17.64 (twice); 15 days 2.88 = 41.04.
    // (c) 3,000: 8.63 + 52.93 + 8.63 = 70.19. Total 41.04 + 70.19 = 111.23.
    expect(r.installments[0]).toMatchObject({ overpaymentToNext: 2000, underpayment: 0 });
    expect(r.installments[1]).toMatchObject({ overpaymentFromPrevious: 2000, availableForThisInstallment: 2000, underpayment: 1000 });
    expect(lines(r)).toEqual([[], [[15, 2.88], [92, 17.64], [92, 17.64], [15, 2.88]], [[15, 8.63], [92, 52.93], [15, 8.63]], []]);
    expect(r.installments[3]).toMatchObject({ appliedToEarlierUnderpayments: 4000, availableForThisInstallment: 3000, underpayment: 0 });
    expect(r.totalPenalty).toBe(111.23);
  });

  it('a partial payment splits a rate period: the balance drops on the payment date ($500.35)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 1000, 0, 0], taxYear: 2025 });
    // (a) 3,000 for 61 days: 35.10; then 2,000 after the Jun 15 payment: 15 days 2000 × 15/365 × 0.07 = 5.753 → 5.75,
    // 92 days 35.288 → 35.29 (twice), 105 days 40.274 → 40.27. (a) = 35.10 + 5.75 + 35.29 + 35.29 + 40.27 = 151.70.
    // (b), (c), (d) unpaid: 174.90 + 121.97 + 51.78. Total 151.70 + 348.65 = 500.35.
    expect(r.installments[0]!.penaltyLines.map((l) => [l.from, l.to, l.days, l.underpaymentBalance, l.penalty])).toEqual([
      ['2025-04-15', '2025-06-15', 61, 3000, 35.1],
      ['2025-06-15', '2025-06-30', 15, 2000, 5.75],
      ['2025-06-30', '2025-09-30', 92, 2000, 35.29],
      ['2025-09-30', '2025-12-31', 92, 2000, 35.29],
      ['2025-12-31', '2026-04-15', 105, 2000, 40.27],
    ]);
    expect(r.installments.map((i) => i.penalty)).toEqual([151.7, 174.9, 121.97, 51.78]);
    expect(r.totalPenalty).toBe(500.35);
  });

  it('tax year 2024: the rate drops from 8 % to 7 % on January 1, 2025, and 2024 periods divide by 366 ($604.18)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2024 });
    expect(r.ratePeriods.map((p) => [p.rateQuarter, p.ratePct, p.dayDivisor])).toEqual([
      ['2024-Q2', 8, 366],
      ['2024-Q3', 8, 366],
      ['2024-Q4', 8, 366],
      ['2025-Q1', 7, 365],
    ]);
    // 2024 (leap year): 3000 × 76/366 × 0.08 = 49.836 → 49.84; 92 days 60.328 → 60.33; 15 days 9.836 → 9.84.
    // 2025: 105 days 3000 × 105/365 × 0.07 = 60.41; 90 days 51.78.
    // (a) 49.84 + 60.33 + 60.33 + 60.41 = 230.91; (b) 9.84 + 60.33 + 60.33 + 60.41 = 190.91;
    // (c) 9.84 + 60.33 + 60.41 = 130.58; (d) 51.78. Total 604.18.
    expect(lines(r)).toEqual([
      [[76, 49.84], [92, 60.33], [92, 60.33], [105, 60.41]],
      [[15, 9.84], [92, 60.33], [92, 60.33], [105, 60.41]],
      [[15, 9.84], [92, 60.33], [105, 60.41]],
      [[90, 51.78]],
    ]);
    expect(r.totalPenalty).toBe(604.18);
    expect(r.warnings).toEqual([]);
  });

  it('tax year 2026 by default on 2026-11-21: the 6 % second quarter, and the 2027-Q1 rate carried forward and flagged ($551.17)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0] });
    expect(r.taxYear).toBe(2026);
    expect(r.ratePeriods.map((p) => [p.rateQuarter, p.ratePct, p.rateStatus, p.rateConfidence])).toEqual([
      ['2026-Q2', 6, 'published', 'medium-low'],
      ['2026-Q3', 7, 'published', 'medium-low'],
      ['2026-Q4', 7, 'published', 'medium-low'],
      ['2027-Q1', 7, 'carried-forward', 'medium-low'],
    ]);
    // Period 1 at 6 %: 3000 × 76/365 × 0.06 = 37.479 → 37.48; 15 days 7.397 → 7.40. Other periods at 7 % as in 2025.
    // (a) 37.48 + 52.93 + 52.93 + 60.41 = 203.75; (b) 7.40 + 52.93 + 52.93 + 60.41 = 173.67; (c) 121.97; (d) 51.78.
    // Total 203.75 + 173.67 + 121.97 + 51.78 = 551.17.
    expect(r.installments.map((i) => i.penalty)).toEqual([203.75, 173.67, 121.97, 51.78]);
    expect(r.totalPenalty).toBe(551.17);
    expect(r.warnings).toEqual([
      'These rates are not confirmed by an IRS text (confidence medium-low; they come from agreeing non-IRS sources): 6 % of 2026-Q2 ' +
        'for rate period 1 (after 2026-04-15 through 2026-06-30); 7 % of 2026-Q3 for rate period 2 (after 2026-06-30 through 2026-09-30); ' +
        '7 % of 2026-Q4 for rate period 3 (after 2026-09-30 through 2026-12-31); 7 % of 2026-Q4 (carried forward) for rate period 4 ' +
        '(after 2026-12-31 through 2027-04-15). Check them at irs.gov/payments/quarterly-interest-rates.',
      carriedForwardWarning(RATES, RATES.versions.at(-1)!, '2027-01-01'),
    ]);
    expect(r.assumptions[0]).toBe(
      'Tax year not given: 2026, the tax year whose penalty window (2026-04-15 to 2027-04-15) contains today, 2026-11-21.',
    );
    expect(r.assumptions).toContain(
      'The rate of 2027-Q1 is not in the dataset (not published when it was last checked, 2026-11-24): the 2026-Q4 rate, 7 %, is used ' +
        'for that rate period; the penalty changes if the IRS sets another rate.',
    );
    // Each rate period's rate is recorded for its quarter: the 2026-10-01 version twice, the second time carried forward.
    expect(r.rules.map((rule) => [rule.effective, rule.appliedOn, rule.carriedForward])).toEqual([
      ['2026-04-01', '2026-04-01', []],
      ['2026-07-01', '2026-07-01', []],
      ['2026-10-01', '2026-10-01', []],
      ['2026-10-01', '2027-01-01', [RATES.versions.at(-1)!.values.underpaymentRatePct.label]],
    ]);
  });

  it('only the rates a result actually used are flagged as unconfirmed', async () => {
    // 2026, only the fourth installment unpaid: only rate period 4 (the carried-forward rate) is used.
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 3000, 0], taxYear: 2026 });
    expect(lines(r)).toEqual([[], [], [], [[90, 51.78]]]);
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[0]).toBe(
      'This rate is not confirmed by an IRS text (confidence medium-low; it comes from agreeing non-IRS sources): 7 % of 2026-Q4 ' +
        '(carried forward) for rate period 4 (after 2026-12-31 through 2027-04-15). Check it at irs.gov/payments/quarterly-interest-rates.',
    );
    expect(r.warnings[1]).toContain('in force on 2027-01-01 are not published yet');
  });

  it('tax year 2023: 7 %, 7 %, 8 % and 8 %, the last period (Jan 1–Apr 15, 2024) over 366 days ($377.84)', async () => {
    // Rates: 2023-Q2 7 %, 2023-Q3 7 %, 2023-Q4 8 %, 2024-Q1 8 % (IR-2023-154: up to 8 % from October 1, 2023).
    // Nothing paid until Jan 15, 2024, when 12,000 pays (a), (b), (c) first and then (d) on time.
    // (a) 76 days × 7 % ÷ 365 on 3,000 = 43.726 → 43.73; 92 days 7 % 52.93; 92 days 8 % 3000 × 92/365 × 0.08 = 60.493 → 60.49;
    //     15 days (Dec 31 → Jan 15, 2024, a leap year) 3000 × 15/366 × 0.08 = 9.836 → 9.84; = 166.99.
    // (b) 15 days 7 % 8.63 + 52.93 + 60.49 + 9.84 = 131.89. (c) 8.63 + 60.49 + 9.84 = 78.96. Total 377.84.
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 12000], taxYear: 2023 });
    expect(r.ratePeriods.map((p) => [p.rateQuarter, p.ratePct, p.dayDivisor, p.rateConfidence])).toEqual([
      ['2023-Q2', 7, 365, 'medium'],
      ['2023-Q3', 7, 365, 'medium'],
      ['2023-Q4', 8, 365, 'high'],
      ['2024-Q1', 8, 366, 'medium'],
    ]);
    expect(lines(r)).toEqual([
      [[76, 43.73], [92, 52.93], [92, 60.49], [15, 9.84]],
      [[15, 8.63], [92, 52.93], [92, 60.49], [15, 9.84]],
      [[15, 8.63], [92, 60.49], [15, 9.84]],
      [],
    ]);
    expect(r.installments.map((i) => i.penalty)).toEqual([166.99, 131.89, 78.96, 0]);
    expect(r.totalPenalty).toBe(377.84);
    expect(r.warnings).toEqual([]);
    expect(r.totalPenalty).toBe(op.examples[2]!.output!.totalPenalty);
  });

  it('with the clock at 2027-06-01 the default tax year 2027 uses the last known rate in every period, warned of quarter by quarter', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0] }, testContext({ now: () => new Date('2027-06-01T12:00:00Z') }));
    expect(r.taxYear).toBe(2027);
    expect(r.ratePeriods.map((p) => [p.rateQuarter, p.ratePct, p.dayDivisor, p.rateStatus])).toEqual([
      ['2027-Q2', 7, 365, 'carried-forward'],
      ['2027-Q3', 7, 365, 'carried-forward'],
      ['2027-Q4', 7, 365, 'carried-forward'],
      ['2028-Q1', 7, 366, 'carried-forward'],
    ]);
    // All at 7 %: (a) 43.73 + 52.93 + 52.93 + 3000 × 106/366 × 0.07 = 60.82 → 210.41; (b) 8.63 + 52.93 + 52.93 + 60.82 = 175.31;
    // (c) 8.63 + 52.93 + 60.82 = 122.38; (d) 91 days 3000 × 91/366 × 0.07 = 52.21. Total 560.31.
    expect(r.installments.map((i) => i.penalty)).toEqual([210.41, 175.31, 122.38, 52.21]);
    expect(r.totalPenalty).toBe(560.31);
    const version = RATES.versions.at(-1)!;
    for (const date of ['2027-04-01', '2027-07-01', '2027-10-01', '2028-01-01']) expect(r.warnings).toContain(carriedForwardWarning(RATES, version, date));
    expect(r.rules.map((rule) => rule.appliedOn)).toEqual(['2027-04-01', '2027-07-01', '2027-10-01', '2028-01-01']);
  });

  it('zero required payment: nothing is due, whatever is paid', async () => {
    const r = await run({ requiredAnnual: 0, paidPerQuarter: [0, 500, 0, 0], taxYear: 2025 });
    expect(r.totalPenalty).toBe(0);
    expect(r.installments[1]).toMatchObject({ availableForThisInstallment: 500, overpaymentToNext: 500 });
  });

  it('the largest required payment, $1,000,000,000,000, nothing paid in 2025: exact to the cent', async () => {
    const r = await run({ requiredAnnual: MAX_AMOUNT, paidPerQuarter: [0, 0, 0, 0], taxYear: 2025 });
    // Installment 250,000,000,000. 76 days × 0.07 / 365 → 3,643,835,616.438 → 3,643,835,616.44; 92 days → 4,410,958,904.11;
    // 105 days → 5,034,246,575.34; 15 days → 719,178,082.19; 90 days → 4,315,068,493.15.
    // (a) 3,643,835,616.44 + 2 × 4,410,958,904.11 + 5,034,246,575.34 = 17,500,000,000.00
    // (b) 719,178,082.19 + 2 × 4,410,958,904.11 + 5,034,246,575.34 = 14,575,342,465.75
    // (c) 719,178,082.19 + 4,410,958,904.11 + 5,034,246,575.34 = 10,164,383,561.64; (d) 4,315,068,493.15.
    expect(r.installments.map((i) => i.penalty)).toEqual([17500000000, 14575342465.75, 10164383561.64, 4315068493.15]);
    expect(r.totalPenalty).toBe(46554794520.54);
  });

  it('amounts are taken to the cent and the installment is a quarter of it, exactly', async () => {
    // 10,000.01 / 4 = 2,500.0025 → shown 2,500.00; a payment of 2,500 leaves an underpayment of 0.0025 → shown 0.00.
    const r = await run({ requiredAnnual: 10000.01, paidPerQuarter: [2500, 2500.01, 2500, 2500], taxYear: 2025 });
    expect(r.installments[0]!.underpayment).toBe(0);
    expect(r.totalPenalty).toBe(0);
  });

  it('the breakdown names each term in order and adds up', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [0, 3000, 3000, 6000], taxYear: 2025 });
    expect(r.breakdown.map((b) => b.item)).toEqual([
      'requiredInstallment',
      'installment1Underpayment',
      'installment1Penalty',
      'installment2Underpayment',
      'installment2Penalty',
      'installment3Underpayment',
      'installment3Penalty',
      'installment4Underpayment',
      'installment4Penalty',
      'totalPenalty',
    ]);
    expect(r.breakdown.map((b) => b.amount)).toEqual([3000, 3000, 35.1, 3000, 52.93, 3000, 70.19, 0, 0, 158.22]);
  });
});

describe('estimated-tax-penalty: tax year and dates', () => {
  it('defaults to the tax year whose April 15 → April 15 window contains today', () => {
    expect(defaultTaxYear('2026-01-10')).toBe(2025);
    expect(defaultTaxYear('2026-04-15')).toBe(2025);
    expect(defaultTaxYear('2026-04-16')).toBe(2026);
    expect(defaultTaxYear('2026-11-21')).toBe(2026);
  });

  it('serves 2023 to 2026 on 2026-11-21 (2026 with its 2027-Q1 rate carried forward), and 2027 once its penalty window has begun', () => {
    const today = '2026-11-21';
    expect(acceptedTaxYears(RATES, today)).toEqual({ first: 2023, last: 2026 });
    expect(missingQuarters(RATES, 2023, today)).toEqual({ missing: [], computable: true });
    expect(missingQuarters(RATES, 2025, today)).toEqual({ missing: [], computable: true });
    expect(missingQuarters(RATES, 2026, today)).toEqual({ missing: ['2027-Q1'], computable: true });
    expect(missingQuarters(RATES, 2022, today)).toEqual({ missing: ['2022-Q2', '2022-Q3', '2022-Q4'], computable: false });
    expect(missingQuarters(RATES, 2027, today)).toEqual({ missing: ['2027-Q2', '2027-Q3', '2027-Q4', '2028-Q1'], computable: false });
    // On 2027-04-16 tax year 2027's window has begun: its quarters (all after the dataset's newest) are carried forward.
    expect(missingQuarters(RATES, 2027, '2027-04-16').computable).toBe(true);
    expect(missingQuarters(RATES, 2027, '2027-04-15').computable).toBe(false);
    expect(acceptedTaxYears(RATES, '2027-07-01')).toEqual({ first: 2023, last: 2027 });
  });

  it('rate periods split at quarter ends; a leap year divides by 366', () => {
    expect(ratePeriodFrames(2024).map((f) => [f.start, f.end, f.quarterStart])).toEqual([
      ['2024-04-15', '2024-06-30', '2024-04-01'],
      ['2024-06-30', '2024-09-30', '2024-07-01'],
      ['2024-09-30', '2024-12-31', '2024-10-01'],
      ['2024-12-31', '2025-04-15', '2025-01-01'],
    ]);
    expect([dayDivisor('2024-06-30'), dayDivisor('2025-04-15'), dayDivisor('2028-04-15')]).toEqual([366, 365, 366]);
  });

  it('on 2027-03-01 the default is still 2026 (its window runs to April 15, 2027)', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 3000, 3000] }, testContext({ now: () => new Date('2027-03-01T12:00:00Z') }));
    expect(r.taxYear).toBe(2026);
    expect(r.assumptions.some((a) => a.startsWith('Tax year 2026 is still open on 2027-03-01'))).toBe(true);
  });

  it('a past year is not described as open', async () => {
    const r = await run({ requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 3000, 3000], taxYear: 2024 });
    expect(r.assumptions.some((a) => a.includes('still open'))).toBe(false);
  });

  it('the rule set is one version per consecutive quarter, each rate citing one of its https sources', () => {
    const urls = new Set(RATES.sources.map((s) => s.url));
    let previous = '';
    for (const version of RATES.versions) {
      expect(version.effective).toMatch(/^\d{4}-(01|04|07|10)-01$/);
      expect(version.effective > previous).toBe(true);
      previous = version.effective;
      expect(urls.has(version.values.underpaymentRatePct.source)).toBe(true);
    }
    for (const source of RATES.sources) expect(source.url).toMatch(/^https:\/\//);
    expect(RATES.versions.map((v) => v.values.underpaymentRatePct.value)).toEqual([7, 7, 7, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 6, 7, 7]);
    expect(RATES.versions[0]!.effective).toBe('2023-01-01');
    expect(RATES.publishedThrough).toBe('2026-12-31');
    // 'high' only where an irs.gov bulletin page was read (2023-Q4, 2026-Q1).
    expect(RATES.versions.filter((v) => v.values.underpaymentRatePct.confidence === 'high').map((v) => v.effective)).toEqual(['2023-10-01', '2026-01-01']);
    expect(RATES.versions.filter((v) => v.values.underpaymentRatePct.confidence === 'medium-low').map((v) => v.effective)).toEqual([
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
  });
});

describe('estimated-tax-penalty: due dates and IRC §7503', () => {
  // Form 2210 counts penalty days from the statutory dates (IRC §6654(c)(2)); §7503 only makes a payment on the next
  // business day timely ("section 7503 does not provide for a new due date", IRM 20.2.5.5; Publication 505 for 2005
  // counts 90 days from 1/15/06 to 4/15/06 although January 15, 2006 was a Sunday and the 16th MLK Day). payBy is that
  // next business day, the date published in Form 1040-ES.
  it.each([
    [2023, ['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']], // Emancipation Day observed Monday April 17; MLK Day January 15
    [2024, ['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']], // June 15 a Saturday, September 15 a Sunday
    [2025, ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']], // June 15 a Sunday
    [2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']], // none moved
  ] as const)('tax year %i: statutory due dates, and the moved payBy dates', async (year, payBy) => {
    const r = (await ok(op, { requiredAnnual: 4000, paidPerQuarter: [1000, 1000, 1000, 1000], taxYear: year })) as {
      installments: { dueDate: string; payBy: string }[];
    };
    expect(r.installments.map((i) => i.dueDate)).toEqual([`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`]);
    expect(r.installments.map((i) => i.payBy)).toEqual(payBy);
  });

  // The same payments each year: nothing by the first due date, $2,000 by the second ($1,000 of it pays installment 1),
  // $1,000 by the third and fourth. Only installment 1 is underpaid: $1,000 from April 15 to June 15, 61 days, at the
  // year's second-quarter rate.
  it.each([
    // 2023 (the example): 1000 × 61/365 × 0.07 = 11.6986 → $11.70. Counting from the moved April 18 would give
    // 58 days, 1000 × 58/365 × 0.07 = 11.1233 → $11.12, which is not how Form 2210 counts.
    [2023, 7, 365, 11.7],
    // 2024, a leap year: 1000 × 61/366 × 0.08 = 13.3333 → $13.33.
    [2024, 8, 366, 13.33],
    // 2025: 1000 × 61/365 × 0.07 = 11.6986 → $11.70.
    [2025, 7, 365, 11.7],
    // 2026 (6 % second quarter): 1000 × 61/365 × 0.06 = 10.0274 → $10.03.
    [2026, 6, 365, 10.03],
  ] as const)('tax year %i: installment 1 underpaid until June 15 (61 days) at %i %%, divided by %i: %f', async (year, ratePct, divisor, penalty) => {
    const r = await run({ requiredAnnual: 4000, paidPerQuarter: [0, 2000, 1000, 1000], taxYear: year });
    expect(r.installments[0]!.penaltyLines).toEqual([
      { ratePeriod: 1, from: `${year}-04-15`, to: `${year}-06-15`, days: 61, underpaymentBalance: 1000, ratePct, dayDivisor: divisor, penalty },
    ]);
    expect(r.totalPenalty).toBe(penalty);
  });

  it('says which due dates move, and that a later payment is charged from the due date', async () => {
    const r2023 = await run({ requiredAnnual: 4000, paidPerQuarter: [0, 2000, 1000, 1000], taxYear: 2023 });
    expect(r2023.assumptions).toContain(
      'These due dates are the statutory ones Form 2210 counts the penalty from. A due date on a Saturday, Sunday or DC legal holiday is met by ' +
        'paying on the next business day (IRC §7503): 2023-04-15 to 2023-04-18 and 2024-01-15 to 2024-01-16 (payBy). A payment by then ' +
        'counts as made on the due date; a later one is charged from the due date itself, as the IRS does.',
    );
    const r2026 = await run({ requiredAnnual: 4000, paidPerQuarter: [0, 2000, 1000, 1000], taxYear: 2026 });
    expect(r2026.assumptions).toContain(
      'These due dates are the statutory ones Form 2210 counts the penalty from. None falls on a Saturday, Sunday or DC legal holiday this year.',
    );
    const es = await run({ requiredAnnual: 4000, paidPerQuarter: [0, 2000, 1000, 1000], taxYear: 2024 }, testContext({ locale: 'es' }));
    expect(es.assumptions).toContain(
      'Estos vencimientos son los legales, desde los que el formulario 2210 cuenta el recargo. Un vencimiento en sábado, domingo o festivo ' +
        'oficial del Distrito de Columbia se cumple pagando el siguiente día hábil (IRC §7503): el 15 jun 2024, hasta el 17 jun 2024 y el ' +
        '15 sept 2024, hasta el 16 sept 2024 (payBy). Un pago hecho a más tardar ese día cuenta como hecho en el vencimiento; uno ' +
        'posterior se carga desde el propio vencimiento, como hace el IRS.',
    );
  });

  it('the end date stays April 15 of the next year, a date of the computation that §7503 does not move', async () => {
    const r = await run({ requiredAnnual: 4000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2023 });
    expect(r.installments[3]!.penaltyLines.at(-1)!.to).toBe('2024-04-15');
  });
});

describe('estimated-tax-penalty: bad input is a 400', () => {
  it('three amounts', async () => {
    expect(await fails(op, { requiredAnnual: 12000, paidPerQuarter: [0, 0, 0] })).toBe('paidPerQuarter: must have at least 4 items');
  });

  it('five amounts (over the bound)', async () => {
    expect(await fails(op, { requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0, 0] })).toBe('paidPerQuarter: must have at most 4 items');
  });

  it('a negative amount', async () => {
    expect(await fails(op, { requiredAnnual: 12000, paidPerQuarter: [0, -1, 0, 0] })).toBe('paidPerQuarter[1]: must be at least 0');
    expect(await fails(op, { requiredAnnual: -5, paidPerQuarter: [0, 0, 0, 0] })).toBe('requiredAnnual: must be at least 0');
  });

  it('an amount above the maximum', async () => {
    expect(await fails(op, { requiredAnnual: MAX_AMOUNT + 1, paidPerQuarter: [0, 0, 0, 0] })).toBe('requiredAnnual: must be at most 1000000000000');
  });

  it('missing required fields', async () => {
    expect(await fails(op, { paidPerQuarter: [0, 0, 0, 0] })).toBe('requiredAnnual: is required');
    expect(await fails(op, { requiredAnnual: 1 })).toBe('paidPerQuarter: is required');
  });

  it('wrong types', async () => {
    expect(await fails(op, { requiredAnnual: '12000,000', paidPerQuarter: [0, 0, 0, 0] })).toBe("requiredAnnual: must be a number, got '12000,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { requiredAnnual: 1, paidPerQuarter: [0, 0, 0, 0], taxYear: 2025.5 })).toBe('taxYear: must be an integer, got 2025.5');
  });

  it('a tax year before the dataset names the missing quarters', async () => {
    expect(await fails(op, { requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2022 })).toBe(
      'taxYear: tax year 2022 needs the IRS underpayment rates for 2022-Q2, 2022-Q3, 2022-Q4, which the irs-underpayment-interest-rates ' +
        'dataset does not hold (it covers 2023-Q1 to 2026-Q4); accepted tax years: 2023 to 2026',
    );
  });

  it('a tax year whose penalty window has not begun is refused rather than guessed', async () => {
    expect(await fails(op, { requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2027 })).toBe(
      'taxYear: tax year 2027 needs the IRS underpayment rates for 2027-Q2, 2027-Q3, 2027-Q4, 2028-Q1, which the ' +
        'irs-underpayment-interest-rates dataset does not hold (it covers 2023-Q1 to 2026-Q4); its penalty window begins on 2027-04-15, ' +
        'after today (2026-11-21), so its rates are not carried forward; accepted tax years: 2023 to 2026',
    );
  });

  it('out of the schema bounds', async () => {
    expect(await fails(op, { requiredAnnual: 1, paidPerQuarter: [0, 0, 0, 0], taxYear: 1999 })).toBe('taxYear: must be at least 2000');
  });

  it('an unknown field', async () => {
    expect(await fails(op, { requiredAnnual: 1, paidPerQuarter: [0, 0, 0, 0], year: 2025 })).toBe("year: unknown field; did you mean 'taxYear'?");
  });
});

describe('estimated-tax-penalty: examples and worst case', () => {
  it('every example returns its documented output', async () => {
    for (const example of op.examples) expect(await ok(op, example.input), example.title).toEqual(example.output);
  });

  it('the worst case runs', async () => {
    const r = await run(op.worstCase());
    expect(r.totalPenalty).toBeGreaterThan(0);
  });

  describe('on the Spanish page', () => {
    const esCtx = testContext({ locale: 'es' });
    const strip = (r: Record<string, unknown>) => {
      const { breakdown, assumptions: _a, warnings: _w, ...figures } = r;
      return { figures, amounts: (breakdown as { item: string; amount: number }[]).map((b) => [b.item, b.amount]) };
    };

    it('answers in Spanish on the Spanish page', async () => {
      const input = { requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 0, 0] };
      const en = await ok(op, input);
      const es = await ok(op, input, esCtx);
      // The same figures, installments and rate periods; only the texts change.
      expect(strip(es)).toEqual(strip(en));
      expect((es.warnings as string[]).length).toBe((en.warnings as string[]).length);
      const labels = (es.breakdown as { label: string }[]).map((b) => b.label);
      expect(labels[5]).toBe('Plazo 3, con vencimiento el 15 sept 2026: pago insuficiente (línea 17)');
      expect(labels[6]).toBe('Plazo 3: recargo, 3 líneas en 212 días');
      expect((es.assumptions as string[])[0]).toBe(
        'No se indicó el año fiscal: se toma 2026, el año cuyo periodo de recargo (del 15 abr 2026 al 15 abr 2027) incluye hoy, 21 nov 2026.',
      );
      expect((es.warnings as string[])[0]).toBe(
        'Estos tipos no están confirmados por un texto del IRS (confianza media-baja; proceden de fuentes ajenas al IRS que coinciden): ' +
          '7 % del tercer trimestre de 2026 en el periodo de tipo 2 (del 1 jul 2026 al 30 sept 2026); 7 % del cuarto trimestre de 2026 en ' +
          'el periodo de tipo 3 (del 1 oct 2026 al 31 dic 2026) y 7 % del cuarto trimestre de 2026, mantenido, en el periodo de tipo 4 ' +
          '(del 1 ene 2027 al 15 abr 2027). Compruébalos en irs.gov/payments/quarterly-interest-rates.',
      );
      expect((es.warnings as string[])[1]).toBe(carriedForwardWarning(RATES, RATES.versions.at(-1)!, '2027-01-01', 'es'));
    });

    it('refuses a tax year outside the dataset in Spanish, with the same field prefix', async () => {
      const outcome = await runOp(op, { requiredAnnual: 12000, paidPerQuarter: [0, 0, 0, 0], taxYear: 2022 }, esCtx);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? undefined : outcome.es).toBe(
        'taxYear: el año fiscal 2022 necesita los tipos de interés del IRS por pago insuficiente de T2 2022, T3 2022 y T4 2022, que los ' +
          'datos irs-underpayment-interest-rates no contienen (abarcan de T1 2023 a T4 2026); años fiscales admitidos: de 2023 a 2026',
      );
    });
  });
});

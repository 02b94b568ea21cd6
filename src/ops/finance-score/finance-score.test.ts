import { describe, expect, it } from 'vitest';
import op from './finance-score.op.js';
import { computeTax, marginalRates, penaltyExposure, qbiDeduction, retirementRoom, type TaxRules } from './finance-score.js';
import { dayDivisor, ratePeriodFrames } from '../estimated-tax-penalty/estimated-tax-penalty.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, testContext, cpuMs } from '../../../test/support/run-op.js';
import { isRealDate } from '../../core/calendar-date.js';
import type { RuleSet } from '../../rules/rule-set.js';
import { carriedForwardWarning } from '../../rules/rule-set.js';
import { usFederalIncomeTax } from '../../rules/us/us-federal-income-tax.rules.js';
import { usSelfEmploymentTax } from '../../rules/us/us-self-employment-tax.rules.js';
import { usRetirementLimits } from '../../rules/us/us-retirement-limits.rules.js';
import { usHomeOfficeMileage } from '../../rules/us/us-home-office-mileage.rules.js';

/** The breakdown as { item: amount }, for compact assertions. */
function amounts(result: Record<string, unknown>): Record<string, number> {
  const breakdown = result.breakdown as Array<{ item: string; amount: number }>;
  return Object.fromEntries(breakdown.map((b) => [b.item, b.amount]));
}

type Area = { area: string; score: number; weight: number; finding: string; gapDollarsPerYear: number };
function area(result: Record<string, unknown>, id: string): Area {
  return (result.areas as Area[]).find((a) => a.area === id)!;
}
function scores(result: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries((result.areas as Area[]).map((a) => [a.area, a.score]));
}

const at = (iso: string) => testContext({ now: () => new Date(iso) });

// Clock of testContext: 2026-11-21 → tax year 2026 and the 2026 rules: single brackets 10/12/22/24/32/35/37 % with tops
// 12,400 / 50,400 / 105,700 / 201,775 / 256,225 / 640,600; standard deduction 16,100 (32,200 married filing jointly,
// 24,150 head of household); SE tax 12.4 % (to the wage base 184,500) + 2.9 % on 92.35 % of profit, none under $400 of net
// earnings, half deductible; Additional Medicare 0.9 % above 200,000 (250,000 married filing jointly); §199A: 20 % of
// QBI (= profit − half SE − retirement contributions), at most 20 % of taxable income before it (T), threshold 201,750
// (403,500 joint) with a 75,000 (150,000) phase-in range, minimum 400 when QBI ≥ 1,000; solo 401(k): deferral 24,500,
// catch-up 8,000 (50+) or 11,250 (60–63), §415(c) 72,000, employer 25 % → 20 %; home office $5/sq ft up to $1,500;
// mileage 72.5 ¢; IRS underpayment rates by Form 2210 rate period: 6 % (2026-Q2, Apr 16–Jun 30), 7 % (Q3), 7 % (Q4),
// 7 % (2027-Q1 not published: 2026-Q4 carried forward).
// Useful constants: 0.9235 × 15.3 % = 14.12955 %; 0.9235 × 2.9 % = 2.67815 %; 0.9235 × 0.9 % = 0.83115 %.
// Penalty days: installment 1 (Apr 15) 76 @6 % + 92 + 92 + 105 @7 %; 2 (Jun 15) 15 @6 % + 92 + 92 + 105 @7 %;
// 3 (Sep 15) 15 + 92 + 105 @7 %; 4 (Jan 15) 90 @7 %, all ÷ 365. Σ rate × days per quarter of R:
// (0.06×76 + 0.07×289) + (0.06×15 + 0.07×289) + 0.07×212 + 0.07×90 = 24.79 + 21.13 + 14.84 + 6.30 = 67.06 → exposure = R ÷ 4 × 67.06 ÷ 365.
const EXPOSURE_FACTOR = 67.06 / 365 / 4;

describe('finance-score: hand-worked cases', () => {
  it('{"netProfit":100000,"age":40}, single 2026: the §199A deduction brings the income tax to $8,235.00', async () => {
    // NE = 0.9235 × 100,000 = 92,350; SE = 15.3 % × 92,350 = 14,129.55 (SS 11,451.40 + Medicare 2,678.15); half = 7,064.775.
    // AGI = 100,000 − 7,064.775 = 92,935.225; T = 92,935.225 − 16,100 = 76,835.225 (below the 201,750 threshold).
    // QBI = 100,000 − 7,064.775 = 92,935.225; 20 % × QBI = 18,587.045; 20 % × T = 15,367.045 → deduction 15,367.045.
    // Taxable = 76,835.225 − 15,367.045 = 61,468.18; tax = 1,240 + 12 % × 38,000 + 22 % × (61,468.18 − 50,400)
    //   = 1,240 + 4,560 + 2,434.9996 = 8,234.9996 → 8,235.00 (was 11,615.75 without §199A).
    // Total = 8,234.9996 + 14,129.55 = 22,364.5496; R = 90 % = 20,128.09464; exposure = R × 67.06 ÷ 1,460 = 924.51.
    // Marginal: t 22 %, q 20 % → t(1 − q) = 17.6 %; offset = 17.6 % × 14.12955 % ÷ 2 = 1.2434 %;
    //   business = 14.12955 + 17.6 − 1.2434 = 30.4861 %. Room 24,500 + 20 % × 92,935.225 = 43,087.045; gap × 17.6 % = 7,583.32.
    const r = await ok(op, { netProfit: 100000, age: 40 });
    expect(r.filingStatus).toBe('single');
    expect(amounts(r)).toMatchObject({
      selfEmploymentTax: 14129.55,
      deductibleHalfOfSeTax: 7064.78,
      adjustedGrossIncome: 92935.23,
      standardDeduction: 16100,
      taxableIncomeBeforeQbiDeduction: 76835.23,
      qualifiedBusinessIncome: 92935.23,
      qbiDeduction: 15367.05,
      taxableIncome: 61468.18,
      federalIncomeTax: 8235,
      totalFederalTax: 22364.55,
      requiredAnnualPayment: 20128.09,
      penaltyExposureIfNonePaid: 924.51,
      retirementRoom: 43087.05,
      retirementGap: 7583.32,
    });
    expect(20128.09464 * EXPOSURE_FACTOR).toBeCloseTo(924.5137, 4);
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 22,
      qualifiedBusinessIncomeDeductionPct: 20,
      selfEmploymentTaxPct: 14.1296,
      additionalMedicareTaxPct: 0,
      halfSeTaxOffsetPct: 1.2434,
      businessDeductionPct: 30.4861,
      retirementContributionPct: 17.6,
    });
    expect(area(r, 'estimatedTaxes').finding).toContain(
      'at the IRS underpayment rate of each Form 2210 rate period: 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 ' +
        "(2026-Q4's, carried forward), over 365 days; $924.51 in all.",
    );
    // The 2027-Q1 rate is not published: the result lists it as carried forward and warns.
    const rates = (r.rules as Array<{ id: string; effective: string; appliedOn: string; carriedForward: string[] }>).filter((u) => u.id === 'irs-underpayment-interest-rates');
    expect(rates.map((u) => [u.effective, u.appliedOn, u.carriedForward.length])).toEqual([
      ['2026-04-01', '2026-04-01', 0],
      ['2026-07-01', '2026-07-01', 0],
      ['2026-10-01', '2026-10-01', 0],
      ['2026-10-01', '2027-01-01', 1],
    ]);
    expect(r.warnings).toContain(
      'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked ' +
        '2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
    );
  });

  it('married filing jointly: the joint table, $32,200, the $403,500 threshold and the $250,000 Additional Medicare threshold', async () => {
    // Profit 150,000, spouse's income 60,000 (otherIncome), 20,000 contributed. NE = 138,525; SE = 15.3 % = 21,194.325;
    // half = 10,597.1625. AGI = 150,000 + 60,000 − 10,597.1625 − 20,000 = 179,402.8375; T = 179,402.8375 − 32,200 = 147,202.8375.
    // QBI = 150,000 − 10,597.1625 − 20,000 = 119,402.8375; 20 % = 23,880.5675 < 20 % × T = 29,440.57 → deduction 23,880.5675.
    // Taxable = 123,322.27; joint table: 2,480 + 12 % × 76,000 (9,120) + 22 % × (123,322.27 − 100,800) = 11,600 + 4,954.8994
    //   = 16,554.8994 → 16,554.90. Total = 16,554.8994 + 21,194.325 = 37,749.2244.
    const input = { netProfit: 150000, otherIncome: 60000, filingStatus: 'marriedJointly', age: 45, retirementContributed: 20000 };
    const r = await ok(op, input);
    expect(r.filingStatus).toBe('marriedJointly');
    expect(amounts(r)).toMatchObject({
      standardDeduction: 32200,
      taxableIncomeBeforeQbiDeduction: 147202.84,
      qualifiedBusinessIncome: 119402.84,
      qbiDeduction: 23880.57,
      taxableIncome: 123322.27,
      federalIncomeTax: 16554.9,
      totalFederalTax: 37749.22,
    });
    expect((r.breakdown as Array<{ item: string; label: string }>).find((b) => b.item === 'federalIncomeTax')!.label).toBe(
      'Federal income tax by the 2026 table, married filing jointly',
    );
    // The same income as a single filer: 16,100 deduction, T = 163,302.8375 (below 201,750), deduction 23,880.5675,
    // taxable 139,422.27 → 17,966 + 24 % × 33,722.27 = 26,059.3448 → 26,059.34.
    expect(amounts(await ok(op, { ...input, filingStatus: 'single' }))).toMatchObject({ federalIncomeTax: 26059.34 });
    // Additional Medicare: NE 230,875 on 250,000 of profit is above 200,000 (single: 0.9 % × 30,875 = 277.875) but under
    // the joint 250,000 (0).
    expect(amounts(await ok(op, { netProfit: 250000, filingStatus: 'marriedJointly' }))).toMatchObject({ additionalMedicareTax: 0 });
    expect(amounts(await ok(op, { netProfit: 250000 }))).toMatchObject({ additionalMedicareTax: 277.88 });
    expect(r.assumptions).toEqual(expect.arrayContaining([expect.stringContaining("Married filing jointly: other income ($60,000) holds your spouse's taxable income too")]));
  });

  it('head of household: the head-of-household table and the $24,150 deduction', async () => {
    // Profit 70,000: NE 64,645; SE = 9,890.685; half 4,945.3425; AGI = 65,054.6575; T = 65,054.6575 − 24,150 = 40,904.6575.
    // QBI = 65,054.6575 → 20 % = 13,010.93 > 20 % × T = 8,180.9315 → deduction 8,180.9315; taxable 32,723.726;
    // tax = 1,770 + 12 % × (32,723.726 − 17,700) = 1,770 + 1,802.8471 = 3,572.8471 → 3,572.85. t = 12 %, retirement 9.6 %.
    const r = await ok(op, { netProfit: 70000, filingStatus: 'headOfHousehold' });
    expect(amounts(r)).toMatchObject({ standardDeduction: 24150, qbiDeduction: 8180.93, taxableIncome: 32723.73, federalIncomeTax: 3572.85, totalFederalTax: 13463.53 });
    expect(r.marginalRates).toMatchObject({ federalIncomeTaxPct: 12, retirementContributionPct: 9.6 });
    // The head-of-household 24 % bracket ends $25 under the single one: taxable 201,760 is in 32 % for a head of household.
    const hoh = await ok(op, { netProfit: 0, otherIncome: 201760 + 24150, filingStatus: 'headOfHousehold' });
    const single = await ok(op, { netProfit: 0, otherIncome: 201760 + 16100 });
    expect([(hoh.marginalRates as Record<string, number>).federalIncomeTaxPct, (single.marginalRates as Record<string, number>).federalIncomeTaxPct]).toEqual([32, 24]);
    // 16,155 + 24 % × 96,050 + 32 % × 10 = 39,210.20 (head of household); 17,966 + 24 % × 96,060 = 41,020.40 (single).
    expect([amounts(hoh).federalIncomeTax, amounts(single).federalIncomeTax]).toEqual([39210.2, 41020.4]);
  });

  it('above the §199A threshold: the deduction phases down for a business with no W-2 wages, and a warning gives the specified-service figure', async () => {
    // Profit 250,000: NE 230,875; SS 22,878 + Medicare 6,695.375 = 29,573.375; Additional Medicare 0.9 % × 30,875 = 277.875;
    // half 14,786.6875; AGI = QBI = 235,213.3125; T = 219,113.3125 > 201,750. Share of the 75,000 range used =
    // 17,363.3125 ÷ 75,000 = 0.23151083; 20 % × QBI = 47,042.6625 × (1 − 0.23151083) = 36,151.7765 (< 20 % × T = 43,822.66).
    // Taxable = 182,961.536; tax = 17,966 + 24 % × 77,261.536 = 36,508.7686. Specified service: 47,042.6625 × 0.76848917²
    // = 27,782.25; taxable 191,331.06 → 2,008.69 more tax. Marginal q = 20 % × 0.76848917 − 20 % × 235,213.3125 ÷ 75,000
    // = 15.369783 − 62.723550 = −47.3538 %: a dollar of profit raises taxable income by 1.4735 × (1 − s ÷ 2).
    const r = await ok(op, { netProfit: 250000 });
    expect(amounts(r)).toMatchObject({
      additionalMedicareTax: 277.88,
      taxableIncomeBeforeQbiDeduction: 219113.31,
      qbiDeduction: 36151.78,
      taxableIncome: 182961.54,
      federalIncomeTax: 36508.77,
      totalFederalTax: 66360.02,
    });
    expect(r.marginalRates).toMatchObject({ federalIncomeTaxPct: 24, qualifiedBusinessIncomeDeductionPct: -47.3538, retirementContributionPct: 35.3649 });
    expect(r.warnings).toContain(
      'Your taxable income before the qualified business income deduction, $219,113.31, is above the §199A threshold of $201,750 ' +
        '(single, 2026): a business with no W-2 wages and no qualified property loses the 20 % deduction linearly up to $276,750, so it ' +
        'is $36,151.78 here, not $43,822.66. If yours is a specified service business (consulting, health, law, accounting, financial ' +
        'services, performing arts…) it is $27,782.25 and the income tax $2,008.69 more; W-2 wages you pay or qualified property ' +
        'would raise it. Form 8995-A gives the exact figure.',
    );
    // Past the range (T ≥ 276,750) only the $400 minimum is left: profit 320,000 → NE 295,520, half SE
    // 15,724.04, T = 320,000 − 15,724.04 − 16,100 = 288,175.96 > 276,750: only the $400 minimum.
    const past = await ok(op, { netProfit: 320000 });
    expect(amounts(past).qbiDeduction).toBe(400);
    expect((past.marginalRates as Record<string, number>).qualifiedBusinessIncomeDeductionPct).toBe(0);
    // Married filing jointly, the same profit: T = 203,013.31 is far below the joint 403,500 → the full 20 % × QBI.
    expect(amounts(await ok(op, { netProfit: 250000, filingStatus: 'marriedJointly' }))).toMatchObject({ qbiDeduction: 40602.66 });
  });

  it('the $400 minimum deduction applies from 2026 when qualified business income is $1,000 or more', async () => {
    // Profit 2,000, other income 15,000: NE 1,847 → SE = 282.591, half 141.2955; AGI = 16,858.7045; T = 758.7045;
    // QBI = 1,858.7045 ≥ 1,000; 20 % × T = 151.74 < 400 → deduction 400; taxable 358.7045 → 10 % = 35.87.
    const r = await ok(op, { netProfit: 2000, otherIncome: 15000 });
    expect(amounts(r)).toMatchObject({ qualifiedBusinessIncome: 1858.7, qbiDeduction: 400, taxableIncome: 358.7, federalIncomeTax: 35.87 });
    expect((r.breakdown as Array<{ item: string; label: string }>).find((b) => b.item === 'qbiDeduction')!.label).toBe(
      'Qualified business income deduction (§199A): the $400 minimum (qualified business income of $1,000 or more)',
    );
    expect((r.marginalRates as Record<string, number>).qualifiedBusinessIncomeDeductionPct).toBe(0);
    // QBI under $1,000: profit 1,070 → half SE 75.59… → QBI 994.41 < 1,000: 20 % × min(QBI, T) only (T = 15,000 + 994.41 − 16,100 < 0 → 0).
    const small = await ok(op, { netProfit: 1070, otherIncome: 15000 });
    expect(amounts(small)).toMatchObject({ qualifiedBusinessIncome: 994.41, qbiDeduction: 0 });
    // 2025 has no minimum deduction: the same $2,000 with a 2025 clock gets 20 % × T = 20 % × (16,858.7045 − 15,750) = 221.74.
    const y2025 = await ok(op, { netProfit: 2000, otherIncome: 15000 }, at('2025-06-01T12:00:00Z'));
    expect(amounts(y2025)).toMatchObject({ qbiDeduction: 221.74 });
  });

  it('zero profit: no tax, no retirement room, total 60 (unanswered areas score 0)', async () => {
    // Tax 0 < $1,000 → estimated taxes 100; no net earnings → no 401(k) room → retirement 100; expenseTracking none → 0;
    // no home office or miles → deductions 100; topClientPct and monthlyExpenses missing → 0 each.
    // Total = (25×100 + 20×100 + 15×0 + 15×100 + 10×0 + 15×0) ÷ 100 = 60. No rates are looked up: no payment is required.
    const r = await ok(op, { netProfit: 0 });
    expect(r.score).toBe(60);
    expect(scores(r)).toEqual({ estimatedTaxes: 100, retirement: 100, expenseTracking: 0, deductions: 100, clientConcentration: 0, cashReserve: 0 });
    expect(r.totalGapDollarsPerYear).toBe(0);
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 0,
      qualifiedBusinessIncomeDeductionPct: 0,
      selfEmploymentTaxPct: 0,
      additionalMedicareTaxPct: 0,
      halfSeTaxOffsetPct: 0,
      businessDeductionPct: 0,
      retirementContributionPct: 0,
    });
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 0, taxableIncome: 0, totalFederalTax: 0, retirementRoom: 0, qbiDeduction: 0 });
    expect(r.warnings).toEqual(['Not answered, scored 0: largest client share (client concentration), monthly spending (cash reserve).']);
    expect((r.rules as Array<{ id: string }>).some((u) => u.id === 'irs-underpayment-interest-rates')).toBe(false);
    expect((r.entityReview as { finding: string }).finding).toBe('No self-employment tax at this profit: an S-corporation election would save nothing.');
  });

  it('taxable income exactly at the top of the 12 % bracket is taxed at 12 %; one cent more at 22 %', async () => {
    // NE = 0.9235 × 40,000 = 36,940; SS 12.4 % = 4,580.56; Medicare 2.9 % = 1,071.26; SE = 5,651.82; half = 2,825.91.
    // QBI = 37,174.09 → 20 % = 7,434.818. AGI = 40,000 + 36,760.73 − 2,825.91 = 73,934.82; T = 57,834.82 (20 % = 11,566.96,
    // not binding); taxable = 57,834.82 − 7,434.818 = 50,400.002 → 50,400.00 = top of bracket 2.
    // Income tax = 1,240 + 12 % × 38,000.002 = 5,800.0002 → 5,800; total = 5,800 + 5,651.82 = 11,451.82.
    // Marginal: t = 12 %, q = 20 % → 9.6 %; s = 14.12955 %; offset = 9.6 % × 14.12955 % ÷ 2 = 0.67822 %; business =
    //   14.12955 + 9.6 − 0.67822 = 23.05133 % → 23.0513. Room: C = 37,174.09; 24,500 + 20 % × C (7,434.818) = 31,934.818;
    //   gap = 31,934.818 × 9.6 % = 3,065.7425 → 3,065.74 (filling it leaves taxable in 12 %: exact, no warning).
    const r = await ok(op, { netProfit: 40000, otherIncome: 36760.73, quarterlies: 'all' });
    expect(amounts(r)).toMatchObject({
      netEarnings: 36940,
      socialSecurityPart: 4580.56,
      medicarePart: 1071.26,
      selfEmploymentTax: 5651.82,
      deductibleHalfOfSeTax: 2825.91,
      adjustedGrossIncome: 73934.82,
      qbiDeduction: 7434.82,
      taxableIncome: 50400,
      federalIncomeTax: 5800,
      totalFederalTax: 11451.82,
      retirementRoom: 31934.82,
      retirementGap: 3065.74,
    });
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 12,
      qualifiedBusinessIncomeDeductionPct: 20,
      selfEmploymentTaxPct: 14.1296,
      additionalMedicareTaxPct: 0,
      halfSeTaxOffsetPct: 0.6782,
      businessDeductionPct: 23.0513,
      retirementContributionPct: 9.6,
    });
    expect(area(r, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    expect((r.warnings as string[]).some((w) => w.startsWith('The retirement gap'))).toBe(false);

    // One cent more: taxable 50,400.012 → the last dollar is in the 22 % bracket: 17.6 % after §199A; business = 14.12955 +
    // 17.6 − 1.2434 = 30.4861 %; the retirement gap at 17.6 % = 31,934.818 × 0.176 = 5,620.53, but the room takes taxable
    // income back into 12 % after the first cents: exact value 3,065.74 (warning).
    const above = await ok(op, { netProfit: 40000, otherIncome: 36760.74, quarterlies: 'all' });
    expect(above.marginalRates).toMatchObject({ federalIncomeTaxPct: 22, businessDeductionPct: 30.4861, retirementContributionPct: 17.6 });
    expect(amounts(above)).toMatchObject({ taxableIncome: 50400.01, retirementGap: 5620.53 });
    expect(above.warnings).toContain(
      'The retirement gap is priced at the marginal 17.6 % on all $31,934.82, but that much moves taxable income across a rate edge ' +
        '(a bracket or a §199A limit; the rate there is 9.6 %): contributing it all would defer $3,065.74 of tax this year, not $5,620.53.',
    );
  });

  it('retirement catch-up tiers: under 50 none, 50 → $8,000, 61 → $11,250, 64 → back to $8,000', async () => {
    // Profit 100,000: half SE = 7,064.775, C = 92,935.225; deferral 24,500 + employer 20 % × C = 18,587.045 → 43,087.045.
    // Rate 22 % × (1 − 20 %) = 17.6 %. Gaps with nothing contributed: 49 → 43,087.045 × 17.6 % = 7,583.32;
    // 50 and 64 → 51,087.045 × 17.6 % = 8,991.32; 61 → 54,337.045 × 17.6 % = 9,563.32.
    const cases: Array<[number, number, number, number]> = [
      [49, 0, 43087.05, 7583.32],
      [50, 8000, 51087.05, 8991.32],
      [61, 11250, 54337.05, 9563.32],
      [64, 8000, 51087.05, 8991.32],
    ];
    for (const [age, catchUp, room, gap] of cases) {
      const r = await ok(op, { netProfit: 100000, age });
      expect(amounts(r), `age ${age}`).toMatchObject({ retirementCatchUp: catchUp, retirementRoom: room, retirementGap: gap });
      expect(area(r, 'retirement'), `age ${age}`).toMatchObject({ score: 0, gapDollarsPerYear: gap });
    }
    // The room at 61 crosses into the 12 % bracket: with 54,337.045 contributed, AGI = 38,598.18, T = 22,498.18,
    // QBI = 38,598.18, deduction = 20 % × T = 4,499.636, taxable 17,998.544 → 1,240 + 12 % × 5,598.544 = 1,911.8253;
    // exact = 8,234.9996 − 1,911.8253 = 6,323.1743 → 6,323.17.
    const r61 = await ok(op, { netProfit: 100000, age: 61 });
    expect(r61.warnings).toContain(
      'The retirement gap is priced at the marginal 17.6 % on all $54,337.05, but that much moves taxable income across a rate edge ' +
        '(a bracket or a §199A limit; the rate there is 9.6 %): contributing it all would defer $6,323.17 of tax this year, not $9,563.32.',
    );
    expect(area(r61, 'retirement').finding).toContain('catch-up $11,250 (ages 60–63, up to $11,250)');
  });

  it('estimated taxes: none, some and all at a $100,000 profit, at each rate period\'s rate', async () => {
    // Total tax 22,364.5496; R = 90 % = 20,128.09464; exposure = R ÷ 4 × 67.06 ÷ 365 = 924.5137 → 924.51 (at a flat 7 % it
    // would be R ÷ 4 × 7 % × 971 ÷ 365 = 937.06); some = half = 462.2569 → 462.26; all = 0.
    const none = await ok(op, { netProfit: 100000 });
    const some = await ok(op, { netProfit: 100000, quarterlies: 'some' });
    const all = await ok(op, { netProfit: 100000, quarterlies: 'all' });
    expect(area(none, 'estimatedTaxes')).toMatchObject({ score: 0, gapDollarsPerYear: 924.51 });
    expect(area(some, 'estimatedTaxes')).toMatchObject({ score: 50, gapDollarsPerYear: 462.26 });
    expect(area(all, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    expect(amounts(some)).toMatchObject({ totalFederalTax: 22364.55, requiredAnnualPayment: 20128.09, penaltyExposureIfNonePaid: 924.51 });
    expect(none.warnings).toContain(
      'The IRS underpayment rates used for 2026-Q2 (6 %), 2026-Q3 (7 %), 2026-Q4 (7 %) are confirmed only by non-IRS sources ' +
        '(confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
    );
    // All paid: the rates are still shown in the breakdown (so still listed), but not flagged as unconfirmed.
    expect((all.warnings as string[]).some((w) => w.includes('confirmed only by non-IRS sources'))).toBe(false);
  });

  it('a tax under $1,000 needs no quarterly payments', async () => {
    // NE = 4,617.50; SE = 15.3 % × 4,617.50 = 706.4775; AGI = 5,000 − 353.24 = 4,646.76 < 16,100 → no income tax (the
    // $400 minimum deduction applies to the 4,646.76 of QBI but taxable income is 0 anyway).
    // Total 706.48 < 1,000 → estimated taxes 100, no exposure. Retirement room = C = 4,646.76 (deferral up to C; the
    // 20 % employer part cannot push the total past C); t = 0 → gap 0 although nothing is contributed (score 0).
    const r = await ok(op, { netProfit: 5000 });
    expect(area(r, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    expect(area(r, 'estimatedTaxes').finding).toContain('under the $1,000 below which no underpayment penalty applies');
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 706.48, totalFederalTax: 706.48, requiredAnnualPayment: 0, penaltyExposureIfNonePaid: 0, retirementRoom: 4646.76, retirementGap: 0, qbiDeduction: 400, taxableIncome: 0 });
    expect(area(r, 'retirement')).toMatchObject({ score: 0, gapDollarsPerYear: 0 });
    expect(area(r, 'retirement').finding).toContain('with no taxable income it would defer no income tax now');
  });

  it('deductions: an unclaimed home office is limited to the profit, priced at the SE rate when no income tax is due', async () => {
    // 300 sq ft × $5 = 1,500, but the profit is 1,000 → deduction 1,000 (gross income limitation). NE = 923.5 ≥ 400 →
    // s = 14.12955 %, t = 0 → business rate 14.12955 %; gap = 1,000 × 14.12955 % = 141.2955 → 141.30. Claiming it takes
    // the profit to 0, which saves exactly the 141.2955 of SE tax: no crossing warning. Score 0 (nothing captured).
    const r = await ok(op, { netProfit: 1000, homeOfficeSqft: 300, homeOfficeClaimed: false });
    expect(amounts(r)).toMatchObject({ homeOfficeDeduction: 1000, uncapturedDeductions: 1000, deductionsGap: 141.3 });
    expect(area(r, 'deductions')).toMatchObject({ score: 0, gapDollarsPerYear: 141.3 });
    expect(area(r, 'deductions').finding).toContain('limited to the $1,000 of profit left');
    expect(r.warnings).toEqual(['Not answered, scored 0: largest client share (client concentration), monthly spending (cash reserve).']);
  });

  it('deductions: logged miles count as captured, a claimed home office too; the score is the captured share', async () => {
    // Miles 4,000 × 0.725 = 2,900 (logged, captured); home office 200 × 5 = 1,000 (not claimed).
    // Score = 100 × 2,900 ÷ 3,900 = 74.36 → 74.4; gap = 1,000 × 30.4861 % (t 22 %, q 20 %) = 304.86.
    const r = await ok(op, { netProfit: 100000, homeOfficeSqft: 200, homeOfficeClaimed: false, businessMiles: 4000, mileageLogged: true });
    expect(area(r, 'deductions')).toMatchObject({ score: 74.4, gapDollarsPerYear: 304.86 });
    expect(amounts(r)).toMatchObject({ homeOfficeDeduction: 1000, mileageDeduction: 2900, uncapturedDeductions: 1000 });
    // Without homeOfficeClaimed / mileageLogged they count as false, and a warning says so.
    const unknown = await ok(op, { netProfit: 100000, homeOfficeSqft: 200, businessMiles: 4000 });
    expect(area(unknown, 'deductions')).toMatchObject({ score: 0 });
    expect(unknown.warnings).toEqual(
      expect.arrayContaining([
        'Home office already deducted not given: the home office is treated as not claimed.',
        'Miles logged not given: the business miles are treated as not logged.',
      ]),
    );
  });

  it('client concentration and cash reserve thresholds (our judgment)', async () => {
    // Client: ≤ 25 % → 100; 40 % → 100 × 60 ÷ 75 = 80; 100 % → 0. Cash: 12,000 ÷ 5,000 = 2.4 months → 2.4 ÷ 6 = 40;
    // 30,000 = 6 months → 100; 36,000 → capped at 100.
    const base = { netProfit: 0, monthlyExpenses: 5000 };
    expect(area(await ok(op, { ...base, topClientPct: 25, cashReserve: 12000 }), 'clientConcentration').score).toBe(100);
    const r = await ok(op, { ...base, topClientPct: 40, cashReserve: 12000 });
    expect(scores(r)).toMatchObject({ clientConcentration: 80, cashReserve: 40 });
    expect(area(r, 'cashReserve').finding).toContain('covers 2.4 months of $5,000 spending. Our target: 6 months ($30,000), $18,000 short.');
    expect(scores(await ok(op, { ...base, topClientPct: 100, cashReserve: 30000 }))).toMatchObject({ clientConcentration: 0, cashReserve: 100 });
    expect(area(await ok(op, { ...base, cashReserve: 36000 }), 'cashReserve').score).toBe(100);
  });

  it('everything in place scores 100 with no gap', async () => {
    // Profit 80,000: half SE = 5,651.82, C = 74,348.18; room = 24,500 + 20 % × C (14,869.636) = 39,369.636 → 39,369.64,
    // contributed in full. Quarterlies all, software, home office claimed, miles logged, largest client 20 %, reserve
    // 30,000 ÷ 4,000 = 7.5 months ≥ 6. Contributions lower AGI by min(39,369.64, room 39,369.636) = 39,369.636:
    // AGI = 80,000 − 5,651.82 − 39,369.636 = 34,978.544; T = 18,878.544; QBI = 34,978.544 → deduction = 20 % × T = 3,775.7088;
    // taxable = 15,102.8352 → 1,240 + 12 % × 2,702.8352 = 1,564.3402 → 1,564.34.
    const r = await ok(op, {
      netProfit: 80000,
      age: 35,
      quarterlies: 'all',
      retirementContributed: 39369.64,
      expenseTracking: 'software',
      homeOfficeSqft: 150,
      homeOfficeClaimed: true,
      businessMiles: 3000,
      mileageLogged: true,
      topClientPct: 20,
      monthlyExpenses: 4000,
      cashReserve: 30000,
    });
    expect(r.score).toBe(100);
    expect(r.totalGapDollarsPerYear).toBe(0);
    for (const a of r.areas as Area[]) expect(a, a.area).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    // The only warning: the breakdown's penalty exposure line uses the 2027-Q1 rate, not published yet.
    expect(r.warnings).toEqual([
      'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked ' +
        '2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
    ]);
    expect(amounts(r)).toMatchObject({ retirementDeduction: 39369.64, adjustedGrossIncome: 34978.54, qbiDeduction: 3775.71, taxableIncome: 15102.84, federalIncomeTax: 1564.34 });
  });

  it('the total is the weighted mean of the unrounded area scores', async () => {
    // Example 1: areas 50, 19.5745… (10,000 ÷ 51,087.045), 75, 0, 80, 40 →
    // (25×50 + 20×19.5745 + 15×75 + 15×0 + 10×80 + 15×40) ÷ 100 = (1,250 + 391.49 + 1,125 + 0 + 800 + 600) ÷ 100 = 41.66 → 41.7.
    const r = await ok(op, op.examples[0]!.input);
    expect(r.score).toBe(41.7);
    expect(scores(r)).toEqual({ estimatedTaxes: 50, retirement: 19.6, expenseTracking: 75, deductions: 0, clientConcentration: 80, cashReserve: 40 });
    expect((r.areas as Area[]).map((a) => a.weight)).toEqual([25, 20, 15, 15, 10, 15]);
  });

  it('uses the 2025 rules with a 2025 clock', async () => {
    // 2025: standard deduction 15,750; T = 92,935.225 − 15,750 = 77,185.225; threshold 197,300; deduction = 20 % × T =
    // 15,437.045 (no minimum deduction in 2025); taxable 61,748.18; tax = 5,578.50 + 22 % × (61,748.18 − 48,475) = 8,498.5996;
    // total 22,628.1496; R = 20,365.33464; rates 7 % in 2025-Q2, Q3, Q4 and 2026-Q1 → exposure = R ÷ 4 × 7 % × 971 ÷ 365
    // = 948.10. Room: 23,500 + 18,587.045 = 42,087.045 → gap × 17.6 % = 7,407.32.
    const r = await ok(op, { netProfit: 100000 }, at('2025-06-01T12:00:00Z'));
    expect(r.taxYear).toBe(2025);
    expect(amounts(r)).toMatchObject({ standardDeduction: 15750, qbiDeduction: 15437.05, federalIncomeTax: 8498.6, totalFederalTax: 22628.15, penaltyExposureIfNonePaid: 948.1, retirementRoom: 42087.05, retirementGap: 7407.32 });
    expect(r.rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'us-federal-income-tax', effective: '2025-01-01' }),
        expect.objectContaining({ id: 'us-employer-payroll-taxes', effective: '2025-01-01' }),
        expect.objectContaining({ id: 'irs-underpayment-interest-rates', effective: '2025-04-01', appliedOn: '2025-04-01' }),
        expect.objectContaining({ id: 'irs-underpayment-interest-rates', effective: '2026-01-01', appliedOn: '2026-01-01' }),
      ]),
    );
    // Every 2025 figure is published: no carried-forward warning.
    expect((r.warnings as string[]).some((w) => w.includes('not published yet') || w.includes('Not published yet'))).toBe(false);
  });

  it('in 2027: the statutory figures of the 2027 version, the indexed ones carried from 2026 and named in a warning', async () => {
    const r = await ok(op, { netProfit: 100000 }, at('2027-02-01T12:00:00Z'));
    expect(r.taxYear).toBe(2027);
    // The same figures as 2026 (nothing indexed is published for 2027 yet): 8,235.00 of income tax.
    expect(amounts(r)).toMatchObject({ standardDeduction: 16100, qbiDeduction: 15367.05, federalIncomeTax: 8235 });
    const used = r.rules as Array<{ id: string; effective: string; carriedForward: string[] }>;
    const fit = used.find((u) => u.id === 'us-federal-income-tax')!;
    expect(fit.effective).toBe('2027-01-01');
    expect(fit.carriedForward).toHaveLength(25);
    expect(fit.carriedForward).toContain('Basic standard deduction, single, 2027');
    expect(fit.carriedForward).not.toContain('Qualified business income deduction (§199A): share of qualified business income, and cap as a share of taxable income before it');
    const version = usFederalIncomeTax.versions.find((v) => v.effective === '2027-01-01')!;
    expect(r.warnings).toContain(carriedForwardWarning(usFederalIncomeTax, version, '2027-02-01'));
    // The 2027 rate periods all carry the 2026-Q4 rate, each warned of.
    expect(used.filter((u) => u.id === 'irs-underpayment-interest-rates').map((u) => [u.effective, u.carriedForward.length])).toEqual([
      ['2026-10-01', 1],
      ['2026-10-01', 1],
      ['2026-10-01', 1],
      ['2026-10-01', 1],
    ]);
    expect(r.warnings).toEqual(expect.arrayContaining([expect.stringContaining('in force on 2028-01-01 are not published yet')]));
  });

  it('entity: sole/llc get an unpriced S-corp note; scorp is flagged as an upper bound', async () => {
    const llc = await ok(op, { netProfit: 100000, entity: 'llc' });
    expect(llc.entityReview).toMatchObject({ entity: 'llc', selfEmploymentTax: 14129.55 });
    expect((llc.entityReview as { finding: string }).finding).toContain('An S-corporation election may be worth a look');
    expect((llc.entityReview as { finding: string }).finding).toContain('no threshold is applied and no saving is priced');
    const scorp = await ok(op, { netProfit: 100000, entity: 'scorp' });
    expect(scorp.warnings).toContain(
      "entity scorp: the tax model is a sole proprietor's (all profit bearing self-employment tax), an upper bound for an S corporation; see entityReview.",
    );
  });

  it('flags a contribution above the room', async () => {
    const r = await ok(op, { netProfit: 20000, retirementContributed: 25000 });
    // C = 20,000 − 1,412.955 = 18,587.045: deferral + employer capped at 100 % of C → room 18,587.05.
    expect(amounts(r)).toMatchObject({ retirementRoom: 18587.05, retirementDeduction: 18587.05, retirementGap: 0, qualifiedBusinessIncome: 0 });
    expect(area(r, 'retirement').score).toBe(100);
    expect(r.warnings).toContain(
      'retirementContributed ($25,000) is more than the room computed for a solo 401(k) ($18,587.05): an excess contribution must be corrected; check the figures with your plan provider.',
    );
  });
});

describe('finance-score: the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const input = op.examples[0]!.input;
    const en = await ok(op, input);
    const es = await ok(op, input, testContext({ locale: 'es' }));
    expect(area(es, 'cashReserve').finding).toBe(
      'Un colchón de liquidez de 12.000\u00a0US$ cubre 2,4 meses de gasto de 5.000\u00a0US$. Nuestro objetivo: 6 meses (30.000\u00a0US$), ' +
        'faltan 18.000\u00a0US$. No se valora: un colchón escaso no tiene un coste anual con fuente.',
    );
    expect(area(es, 'deductions').finding).toContain(
      'Sin aprovechar: 3.900\u00a0US$ × tu tipo de deducción empresarial del 30,4861 % = 1.188,96\u00a0US$ al año.',
    );
    expect((es.breakdown as Array<{ item: string; label: string }>).find((b) => b.item === 'retirementGap')!.label).toBe(
      'Carencia en jubilación: margen sin usar 41.087,05\u00a0US$ × 17,6 %',
    );
    expect((es.breakdown as Array<{ item: string; label: string }>).find((b) => b.item === 'qbiDeduction')!.label).toBe(
      'Deducción por rendimientos empresariales cualificados (§199A): el 20 % de la base imponible previa (menor que el 20 % de los rendimientos)',
    );
    expect((es.warnings as string[])[1]).toBe(
      'La carencia en jubilación se valora al tipo marginal del 17,6 % sobre los 41.087,05\u00a0US$, pero esa cantidad lleva la base ' +
        'imponible al otro lado de un cambio de tipo (un tramo o un límite del §199A; allí el tipo es del 9,6 %): aportarla entera ' +
        'diferiría 4.251,17\u00a0US$ de impuesto este año, no 7.231,32\u00a0US$.',
    );
    expect(area(es, 'estimatedTaxes').finding).toContain(
      '6 % en el segundo trimestre de 2026, 7 % en el tercer trimestre de 2026, 7 % en el cuarto trimestre de 2026, 7 % en el primer ' +
        'trimestre de 2027 (el del cuarto trimestre de 2026, mantenido)',
    );
    // The same figures as in English: only the words change.
    const figures = (r: Record<string, unknown>) => ({
      score: r.score,
      taxYear: r.taxYear,
      totalGapDollarsPerYear: r.totalGapDollarsPerYear,
      marginalRates: r.marginalRates,
      areas: (r.areas as Area[]).map((a) => [a.area, a.score, a.weight, a.gapDollarsPerYear]),
      entity: (r.entityReview as { entity: string; selfEmploymentTax: number }).selfEmploymentTax,
      breakdown: amounts(r),
      warnings: (r.warnings as string[]).length,
      rules: r.rules,
    });
    expect(figures(es)).toEqual(figures(en));
  });

  it('refuses a monthly spending of 0 in Spanish too', async () => {
    const outcome = await runOp(op, { netProfit: 1000, monthlyExpenses: 0 }, testContext({ locale: 'es' }));
    expect(outcome).toMatchObject({
      ok: false,
      error: 'monthlyExpenses: must be more than 0 when given (the cash reserve is divided by it)',
      es: 'monthlyExpenses: si se indica, debe ser mayor que 0 (divide el colchón de liquidez)',
    });
  });
});

describe('finance-score: pure functions', () => {
  const rules: TaxRules = {
    standardDeduction: 16100,
    brackets: [
      { ratePct: 10, top: 12400 },
      { ratePct: 12, top: 50400 },
      { ratePct: 22, top: 105700 },
      { ratePct: 24, top: 201775 },
      { ratePct: 32, top: 256225 },
      { ratePct: 35, top: 640600 },
      { ratePct: 37, top: Infinity },
    ],
    netEarningsFactorPct: 92.35,
    seMinimumNetEarnings: 400,
    seSocialSecurityPct: 12.4,
    seMedicarePct: 2.9,
    seDeductibleSharePct: 50,
    socialSecurityWageBase: 184500,
    additionalMedicarePct: 0.9,
    additionalMedicareThreshold: 200000,
    qbi: { ratePct: 20, threshold: 201750, phaseInRange: 75000, minimumDeduction: 400, minimumQualifiedIncome: 1000 },
  };

  it('§199A: the smaller of 20 % of QBI and 20 % of taxable income; the phase-in; a specified service loses it faster; the minimum', () => {
    const q = rules.qbi;
    // Below the threshold: 20 % × 50,000 = 10,000 vs 20 % × 60,000 = 12,000 → 10,000, QBI-limited, share 20 %.
    expect(qbiDeduction(50000, 60000, q)).toMatchObject({ deduction: 10000, regime: 'full', marginalShare: 0.2, phaseInShare: 0 });
    // Taxable income below QBI: 20 % × 40,000 = 8,000.
    expect(qbiDeduction(50000, 40000, q)).toMatchObject({ deduction: 8000, regime: 'incomeLimit', marginalShare: 0.2 });
    // Exactly at the threshold: still the full 20 %.
    expect(qbiDeduction(300000, 201750, q)).toMatchObject({ deduction: 40350, regime: 'incomeLimit', phaseInShare: 0 });
    // Halfway through the range (T = 239,250): share 0.5 → 20 % × 300,000 × 0.5 = 30,000 (< 20 % × T = 47,850);
    // a specified service: 60,000 × 0.5² = 15,000. Slope: 20 % × 0.5 − 20 % × 300,000 ÷ 75,000 = 0.1 − 0.8 = −0.7.
    const half = qbiDeduction(300000, 239250, q);
    expect(half).toMatchObject({ deduction: 30000, regime: 'phaseIn', phaseInShare: 0.5, specifiedServiceDeduction: 15000 });
    expect(half.marginalShare).toBeCloseTo(-0.7, 12);
    // At the end of the range (T = 276,750) and past it: nothing but the $400 minimum (none for a specified service).
    expect(qbiDeduction(300000, 276750, q)).toMatchObject({ deduction: 400, regime: 'minimum', specifiedServiceDeduction: 0 });
    // The minimum needs $1,000 of QBI: 999.99 → 20 % × min(999.99, 5,000) = 199.998; 1,000 → 400.
    expect(qbiDeduction(999.99, 5000, q).deduction).toBeCloseTo(199.998, 9);
    expect(qbiDeduction(1000, 5000, q)).toMatchObject({ deduction: 400, regime: 'minimum', marginalShare: 0 });
    // No minimum before 2026 (0 in the 2025 rules).
    expect(qbiDeduction(1000, 5000, { ...q, minimumDeduction: 0, minimumQualifiedIncome: 0 }).deduction).toBe(200);
    expect(qbiDeduction(0, 5000, q)).toMatchObject({ deduction: 0, regime: 'none' });
  });

  it('no SE tax under $400 of net earnings, and net earnings exactly at the wage base still bear 12.4 %', () => {
    // 433 × 0.9235 = 399.88 < 400 → no SE tax; 434 × 0.9235 = 400.80 → SE tax.
    expect(computeTax(433, 0, 0, rules).selfEmploymentTax).toBe(0);
    expect(computeTax(434, 0, 0, rules).selfEmploymentTax).toBeGreaterThan(0);
    // NE = 184,500 exactly: profit = 184,500 ÷ 0.9235 = 199,783.43…; the last dollar is inside the base.
    const atBase = computeTax(184500 / 0.9235, 0, 0, rules);
    expect(marginalRates(atBase, rules).selfEmploymentTax).toBeCloseTo(0.9235 * 0.153, 12);
    expect(marginalRates(computeTax(200000, 0, 0, rules), rules).selfEmploymentTax).toBeCloseTo(0.9235 * 0.029, 12);
  });

  it('the penalty exposure counts 365, 304, 212 and 90 days at each rate period\'s rate, over 366 in a leap year', () => {
    const periods = (year: number, rates: number[]) =>
      ratePeriodFrames(year).map((f, i) => ({ start: f.start, end: f.end, ratePct: rates[i]!, dayDivisor: dayDivisor(f.end) }));
    const e = penaltyExposure(4000, periods(2026, [7, 7, 7, 7]), 2026);
    expect(e.installments.map((i) => i.daysLate)).toEqual([365, 304, 212, 90]);
    // 1,000 × 7 % × 971 ÷ 365 = 186.2191…
    expect(e.total).toBeCloseTo((1000 * 0.07 * 971) / 365, 9);
    // 2026's rates: 1,000 × 67.06 ÷ 365 = 183.7260…
    expect(penaltyExposure(4000, periods(2026, [6, 7, 7, 7]), 2026).total).toBeCloseTo((1000 * 67.06) / 365, 9);
    // Tax year 2027: the Jan 1–Apr 15, 2028 period falls in a leap year and divides by 366 (Form 2210's worksheet).
    const leap = penaltyExposure(4000, periods(2027, [7, 7, 7, 7]), 2027);
    expect(leap.installments.map((i) => i.daysLate)).toEqual([366, 305, 213, 91]);
    // Installment 1: 76 + 92 + 92 days ÷ 365, 106 days ÷ 366; and so on.
    const expected = 1000 * 0.07 * ((260 / 365 + 106 / 366) + (199 / 365 + 106 / 366) + (107 / 365 + 106 / 366) + 91 / 366);
    expect(leap.total).toBeCloseTo(expected, 9);
  });

  it('retirement room caps at the §415(c) limit before the catch-up', () => {
    // C = 500,000 − half SE: 24,500 + 20 % × C > 72,000 → capped 72,000; + 11,250 at 61 = 83,250.
    const half = computeTax(500000, 0, 0, rules).deductibleHalf;
    const limits = {
      electiveDeferralLimit: 24500,
      catchUpLimit: 8000,
      enhancedCatchUpLimit: 11250,
      catchUpMinAge: 50,
      enhancedCatchUpMinAge: 60,
      enhancedCatchUpMaxAge: 63,
      annualAdditionsLimit: 72000,
      employerContributionPct: 25,
    };
    expect(retirementRoom(500000, half, 61, limits)).toMatchObject({ capped: 72000, catchUp: 11250, total: 83250, tier: 'age60to63' });
    expect(retirementRoom(500000, half, undefined, limits)).toMatchObject({ total: 72000, tier: 'none' });
  });
});

describe('finance-score: examples and bounds', () => {
  for (const example of op.examples) {
    it(`example: ${example.title}`, async () => {
      const r = await ok(op, example.input);
      expect(r).toEqual(example.output);
      expect(() => op.output.parse(r)).not.toThrow();
    });
  }

  it('the worst case finishes promptly and matches the output schema', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    const r = await ok(op, op.worstCase());
    expect(() => op.output.parse(r)).not.toThrow();
  });
});

describe('finance-score: a loss year, zero and a profit too small for self-employment tax', () => {
  it('a $5,000 loss against $30,000 of other income: no SE tax, no QBI deduction, the loss lowers AGI', async () => {
    // NE = 0 (no positive profit) → SE tax 0. AGI = −5,000 + 30,000 = 25,000; T = 25,000 − 16,100 = 8,900; QBI −5,000 → no
    // deduction. Income tax 10 % × 8,900 = 890 < 1,000 → no required payment: estimated taxes 100. Solo 401(k) room 0 → 100.
    // Software 100; no home office or miles 100; client 40 %: 100 − (40 − 25) ÷ 75 × 100 = 80; cash 9,000 ÷ 3,000 = 3 of 6 months
    // → 50. Score (25 × 100 + 20 × 100 + 15 × 100 + 15 × 100 + 10 × 80 + 15 × 50) ÷ 100 = 9,050 ÷ 100 = 90.5.
    const r = await ok(op, {
      netProfit: -5000, otherIncome: 30000, expenseTracking: 'software', topClientPct: 40, monthlyExpenses: 3000, cashReserve: 9000,
    });
    expect(scores(r)).toEqual({ estimatedTaxes: 100, retirement: 100, expenseTracking: 100, deductions: 100, clientConcentration: 80, cashReserve: 50 });
    expect(r.score).toBe(90.5);
    expect(r.totalGapDollarsPerYear).toBe(0);
    expect(amounts(r)).toMatchObject({
      netProfit: -5000, netEarnings: 0, selfEmploymentTax: 0, adjustedGrossIncome: 25000, taxableIncomeBeforeQbiDeduction: 8900,
      qualifiedBusinessIncome: 0, qbiDeduction: 0, federalIncomeTax: 890, requiredAnnualPayment: 0, retirementRoom: 0,
    });
    // A dollar more of business deduction saves income tax only (10 %): no SE tax to save.
    expect(r.marginalRates).toMatchObject({ federalIncomeTaxPct: 10, selfEmploymentTaxPct: 0, qualifiedBusinessIncomeDeductionPct: 0, businessDeductionPct: 10 });
    expect((r.entityReview as { finding: string }).finding).toBe('The business made a loss: no self-employment tax, so an S-corporation election would save nothing.');
    expect((r.assumptions as string[]).at(-1)).toMatch(/^A loss year \(a \$5,000 Schedule C loss\): no self-employment tax .* IRC §199A\(c\)\(2\)/);
    expect(r.warnings).toEqual([]);
    const es = await ok(op, { netProfit: -5000, otherIncome: 30000 }, testContext({ locale: 'es' }));
    expect((es.assumptions as string[]).at(-1)).toMatch(/^Año con pérdidas \(pérdida de 5\.000\u00a0US\$ en el Schedule C\)/);
  });

  it('a loss larger than the other income: no income tax, and a warning of a possible net operating loss', async () => {
    // AGI = −20,000 + 5,000 = −15,000 → T = 0, tax 0. Expense tracking none, client and cash unanswered: 0; the rest 100.
    // Score (25 + 20 + 15) × 100 ÷ 100 = 60.
    const r = await ok(op, { netProfit: -20000, otherIncome: 5000 });
    expect(amounts(r)).toMatchObject({ adjustedGrossIncome: -15000, taxableIncome: 0, federalIncomeTax: 0, totalFederalTax: 0 });
    expect(r.score).toBe(60);
    expect(r.warnings).toContain(
      'The $20,000 loss is larger than your other income: adjusted gross income is -$15,000 and no income tax is due. What is left may be a net operating loss to carry to later years (not modelled).',
    );
  });

  it('a loss with large other income still owes estimated tax on that income', async () => {
    // AGI = −10,000 + 100,000 = 90,000; T = 73,900; tax 1,240 + 12 % × 38,000 + 22 % × 23,500 = 1,240 + 4,560 + 5,170 = 10,970;
    // required 90 % = 9,873. No quarterlies paid: estimated taxes 0.
    const r = await ok(op, { netProfit: -10000, otherIncome: 100000 });
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 0, adjustedGrossIncome: 90000, federalIncomeTax: 10970, requiredAnnualPayment: 9873 });
    expect(area(r, 'estimatedTaxes').score).toBe(0);
  });

  it('zero profit: nothing owed, nothing to defer; no loss assumption', async () => {
    // NE 0, AGI 0, tax 0: estimated 100, retirement 100, deductions 100; tracking, client, cash 0 → 25 + 20 + 15 = 60.
    const r = await ok(op, { netProfit: 0 });
    expect(r.score).toBe(60);
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 0, adjustedGrossIncome: 0, federalIncomeTax: 0, retirementRoom: 0 });
    expect((r.assumptions as string[]).some((a) => a.startsWith('A loss year'))).toBe(false);
    expect((r.entityReview as { finding: string }).finding).toBe('No self-employment tax at this profit: an S-corporation election would save nothing.');
  });

  it('a $300 profit: net earnings $277.05 are under $400, so no SE tax; the solo 401(k) room is the whole $300', async () => {
    // NE = 0.9235 × 300 = 277.05 < 400 → SE tax 0. AGI 300 < 16,100 → T 0: no income tax, QBI 300 but 20 % × T = 0 → deduction 0.
    // Room: compensation 300 → deferral min(24,500, 300) = 300, employer 20 % × 300 = 60, together capped at 300. Nothing contributed:
    // retirement 0, priced at 0 (no income tax to defer). Score 25 (estimated) + 15 (deductions) = 40.
    const r = await ok(op, { netProfit: 300 });
    expect(amounts(r)).toMatchObject({ netEarnings: 277.05, selfEmploymentTax: 0, federalIncomeTax: 0, qbiDeduction: 0, retirementRoom: 300 });
    expect(scores(r)).toMatchObject({ estimatedTaxes: 100, retirement: 0, deductions: 100 });
    expect(r.score).toBe(40);
    expect(r.totalGapDollarsPerYear).toBe(0);
  });
});

describe('finance-score: bad input is a 400 with a clear message', () => {
  // The operation has no date and no array field, so the impossible-date and array-bound cases do not apply.
  it('missing required field', async () => {
    expect(await fails(op, {})).toBe('netProfit: is required');
  });
  it('negative amount', async () => {
    // A loss is accepted (see "a loss year"); only a loss past the bound of every amount is refused.
    expect(await fails(op, { netProfit: -1e13 })).toBe('netProfit: must be at least -1000000000000');
    expect(await fails(op, { netProfit: 100, cashReserve: -5 })).toBe('cashReserve: must be at least 0');
  });
  it('unknown enum value', async () => {
    expect(await fails(op, { netProfit: 100, entity: 'corp' })).toBe("entity: must be one of 'sole', 'llc', 'scorp', got 'corp'");
    expect(await fails(op, { netProfit: 100, quarterlies: 'most' })).toBe("quarterlies: must be one of 'none', 'some', 'all', got 'most'");
  });
  it('unknown field', async () => {
    expect(await fails(op, { netProfit: 100, maritalStatus: 'single' })).toMatch(/^maritalStatus: unknown field; allowed fields: netProfit, otherIncome, filingStatus, age/);
  });
  it('unknown filing status', async () => {
    expect(await fails(op, { netProfit: 100, filingStatus: 'marriedSeparately' })).toBe(
      "filingStatus: must be one of 'single', 'marriedJointly', 'headOfHousehold', got 'marriedSeparately'",
    );
  });
  it('out of bounds and wrong types', async () => {
    expect(await fails(op, { netProfit: 1e13 })).toBe('netProfit: must be at most 1000000000000');
    expect(await fails(op, { netProfit: 100, topClientPct: 101 })).toBe('topClientPct: must be at most 100');
    expect(await fails(op, { netProfit: 100, age: 50.5 })).toBe('age: must be an integer, got 50.5');
    expect(await fails(op, { netProfit: 100, businessMiles: 2_000_000 })).toBe('businessMiles: must be at most 1000000');
    expect(await fails(op, { netProfit: '100,000' })).toBe("netProfit: must be a number, got '100,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { netProfit: 100, homeOfficeClaimed: 'yes' })).toBe('homeOfficeClaimed: must be a boolean, got string');
  });
  it('a monthly spending of 0 cannot size a reserve', async () => {
    expect(await fails(op, { netProfit: 100, monthlyExpenses: 0 })).toBe('monthlyExpenses: must be more than 0 when given (the cash reserve is divided by it)');
  });
});

describe('finance-score: its rule sets (until registered in src/rules/index.ts)', () => {
  const sets: RuleSet[] = [usFederalIncomeTax, usSelfEmploymentTax, usRetirementLimits, usHomeOfficeMileage];
  for (const set of sets) {
    it(`${set.id}: dated, ascending, every figure cites one of its https sources, every source cited`, () => {
      expect(set.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(isRealDate(set.lastChecked)).toBe(true);
      const urls = new Set(set.sources.map((s) => s.url));
      for (const source of set.sources) expect(source.url).toMatch(/^https:\/\//);
      const keys = Object.keys(set.versions[0]!.values).sort();
      let previous = '';
      for (const version of set.versions) {
        expect(version.effective > previous).toBe(true);
        previous = version.effective;
        expect(Object.keys(version.values).sort()).toEqual(keys);
        for (const value of Object.values(version.values)) {
          expect(urls.has(value.source)).toBe(true);
          expect(Number.isFinite(value.value)).toBe(true);
        }
      }
      for (const source of set.sources) {
        expect(set.versions.some((v) => Object.values(v.values).some((value) => value.source === source.url)), source.url).toBe(true);
      }
    });
  }

  it('the 2026 single-filer table and limits are the verified figures', () => {
    const fit = usFederalIncomeTax.versions[1]!.values;
    expect([1, 2, 3, 4, 5, 6].map((n) => fit[`bracket${n}TopSingle` as keyof typeof fit].value)).toEqual([12400, 50400, 105700, 201775, 256225, 640600]);
    expect(fit.standardDeductionSingle.value).toBe(16100);
    const rl = usRetirementLimits.versions[1]!.values;
    expect([rl.electiveDeferralLimit.value, rl.catchUpLimit.value, rl.enhancedCatchUpLimit.value, rl.annualAdditionsLimit.value]).toEqual([24500, 8000, 11250, 72000]);
    expect(usHomeOfficeMileage.versions[1]!.values.businessMileageRate.value).toBe(0.725);
  });

  /** The tops of one status's table, in a version. */
  function tops(version: (typeof usFederalIncomeTax.versions)[number], status: 'Single' | 'MarriedJointly' | 'HeadOfHousehold'): number[] {
    const v = version.values as Record<string, { value: number }>;
    return [1, 2, 3, 4, 5, 6].map((n) => v[`bracket${n}Top${status}`]!.value);
  }
  /** The tax at the top of each bracket ("$X plus N % of the excess"), as the revenue procedures print them. */
  function cumulative(t: number[]): number[] {
    const rates = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35];
    let tax = 0;
    let floor = 0;
    return t.map((top, i) => {
      tax += (top - floor) * rates[i]!;
      floor = top;
      return Math.round(tax * 100) / 100;
    });
  }

  it('the tables of every status recompute the cumulative amounts the revenue procedures print', () => {
    const [v2025, v2026] = usFederalIncomeTax.versions;
    // Rev. Proc. 2025-32 §4.01 (2026): "$1,240 plus 12%" … "$192,979.25 plus 37%" (single); "$206,583.50 plus 37%" (joint);
    // "$39,207 plus 32% of the excess over $201,750" … "$191,171 plus 37%" (head of household).
    expect(tops(v2026!, 'Single')).toEqual([12400, 50400, 105700, 201775, 256225, 640600]);
    expect(cumulative(tops(v2026!, 'Single'))).toEqual([1240, 5800, 17966, 41024, 58448, 192979.25]);
    expect(tops(v2026!, 'MarriedJointly')).toEqual([24800, 100800, 211400, 403550, 512450, 768700]);
    expect(cumulative(tops(v2026!, 'MarriedJointly'))).toEqual([2480, 11600, 35932, 82048, 116896, 206583.5]);
    expect(tops(v2026!, 'HeadOfHousehold')).toEqual([17700, 67450, 105700, 201750, 256200, 640600]);
    expect(cumulative(tops(v2026!, 'HeadOfHousehold'))).toEqual([1770, 7740, 16155, 39207, 56631, 191171]);
    // Rev. Proc. 2024-40 §3.01 (2025).
    expect(cumulative(tops(v2025!, 'Single'))).toEqual([1192.5, 5578.5, 17651, 40199, 57231, 188769.75]);
    expect(cumulative(tops(v2025!, 'MarriedJointly'))).toEqual([2385, 11157, 35302, 80398, 114462, 202154.5]);
    expect(cumulative(tops(v2025!, 'HeadOfHousehold'))).toEqual([1700, 7442, 15912, 38460, 55484, 187031.5]);
    const sd = (v: typeof v2025) => [v!.values.standardDeductionSingle.value, v!.values.standardDeductionMarriedJointly.value, v!.values.standardDeductionHeadOfHousehold.value];
    expect([sd(v2025), sd(v2026)]).toEqual([
      [15750, 31500, 23625],
      [16100, 32200, 24150],
    ]);
  });

  it('§199A figures by year: 2025 without the minimum, 2026 with the OBBBA phase-in range and the $400 minimum', () => {
    const qbi = (i: number) => {
      const v = usFederalIncomeTax.versions[i]!.values;
      return [v.qbiDeductionRatePct, v.qbiThresholdOther, v.qbiThresholdMarriedJointly, v.qbiPhaseInRangeOther, v.qbiPhaseInRangeJoint, v.qbiMinimumDeduction, v.qbiMinimumQualifiedIncome].map((x) => x.value);
    };
    expect(qbi(0)).toEqual([20, 197300, 394600, 50000, 100000, 0, 0]);
    expect(qbi(1)).toEqual([20, 201750, 403500, 75000, 150000, 400, 1000]);
    expect(qbi(2)).toEqual(qbi(1));
  });

  it('2027: statutory figures published, every indexed figure carried from 2026 unchanged', () => {
    const v2026 = usFederalIncomeTax.versions[1]!.values as Record<string, { value: number }>;
    const v2027 = usFederalIncomeTax.versions[2]!;
    expect(v2027.effective).toBe('2027-01-01');
    expect(usFederalIncomeTax.publishedThrough).toBe('2027-12-31');
    const carried = Object.entries(v2027.values).filter(([, value]) => value.carriedFrom !== undefined);
    expect(carried).toHaveLength(25);
    for (const [key, value] of carried) {
      expect(value.carriedFrom, key).toBe('2026-01-01');
      expect(value.value, key).toBe(v2026[key]!.value);
    }
    const statutory = Object.entries(v2027.values).filter(([, value]) => value.carriedFrom === undefined).map(([key]) => key).sort();
    expect(statutory).toEqual(
      [
        'bracket1RatePct', 'bracket2RatePct', 'bracket3RatePct', 'bracket4RatePct', 'bracket5RatePct', 'bracket6RatePct', 'bracket7RatePct',
        'estimatedTaxCurrentYearPct', 'estimatedTaxMinimumBalance', 'qbiDeductionRatePct', 'qbiPhaseInRangeJoint', 'qbiPhaseInRangeOther',
      ].sort(),
    );
  });

  it('the Additional Medicare thresholds: $200,000 single or head of household, $250,000 married filing jointly', () => {
    const v = usSelfEmploymentTax.versions[0]!.values;
    expect([v.additionalMedicareThresholdSingle.value, v.additionalMedicareThresholdMarriedJointly.value]).toEqual([200000, 250000]);
    expect(usSelfEmploymentTax.publishedThrough).toBeNull();
  });
});

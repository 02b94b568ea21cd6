import { describe, expect, it } from 'vitest';
import op from './finance-score.op.js';
import { computeTax, marginalRates, penaltyExposure, retirementRoom, type TaxRules } from './finance-score.js';
import { NO_HANG_MS, fails, ok, runOp, testContext, timeMs } from '../../../test/support/run-op.js';
import { isRealDate } from '../../core/calendar-date.js';
import type { RuleSet } from '../../rules/rule-set.js';
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

// Clock of testContext: 2026-11-21 → tax year 2026 and the 2026 rules: brackets 10/12/22/24/32/35/37 % with tops
// 12,400 / 50,400 / 105,700 / 201,775 / 256,225 / 640,600; standard deduction 16,100; SE tax 12.4 % (to the wage base
// 184,500) + 2.9 % on 92.35 % of profit, none under $400 of net earnings, half deductible; Additional Medicare 0.9 %
// above 200,000; solo 401(k): deferral 24,500, catch-up 8,000 (50+) or 11,250 (60–63), §415(c) 72,000, employer 25 %
// → 20 %; home office $5/sq ft up to $1,500; mileage 72.5 ¢; IRS underpayment rate 7 % (2026-10-01 version).
// Useful constants: 0.9235 × 15.3 % = 14.12955 %; 0.9235 × 2.9 % = 2.67815 %; 0.9235 × 0.9 % = 0.83115 %;
// days from each due date (2026-04-15, 06-15, 09-15, 2027-01-15) to 2027-04-15: 365 + 304 + 212 + 90 = 971.

describe('finance-score: hand-worked cases', () => {
  it('zero profit: no tax, no retirement room, total 60 (unanswered areas score 0)', async () => {
    // Tax 0 < $1,000 → estimated taxes 100; no net earnings → no 401(k) room → retirement 100; expenseTracking none → 0;
    // no home office or miles → deductions 100; topClientPct and monthlyExpenses missing → 0 each.
    // Total = (25×100 + 20×100 + 15×0 + 15×100 + 10×0 + 15×0) ÷ 100 = 60.
    const r = await ok(op, { netProfit: 0 });
    expect(r.score).toBe(60);
    expect(scores(r)).toEqual({ estimatedTaxes: 100, retirement: 100, expenseTracking: 0, deductions: 100, clientConcentration: 0, cashReserve: 0 });
    expect(r.totalGapDollarsPerYear).toBe(0);
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 0,
      selfEmploymentTaxPct: 0,
      additionalMedicareTaxPct: 0,
      halfSeTaxOffsetPct: 0,
      businessDeductionPct: 0,
      retirementContributionPct: 0,
    });
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 0, taxableIncome: 0, totalFederalTax: 0, retirementRoom: 0 });
    expect(r.warnings).toEqual(['Not answered, scored 0: topClientPct (client concentration), monthlyExpenses (cash reserve).']);
    expect((r.entityReview as { finding: string }).finding).toBe('No self-employment tax at this profit: an S-corporation election would save nothing.');
  });

  it('taxable income exactly at the top of the 12 % bracket is taxed at 12 %; one cent more at 22 %', async () => {
    // NE = 0.9235 × 40,000 = 36,940; SS 12.4 % = 4,580.56; Medicare 2.9 % = 1,071.26; SE = 5,651.82; half = 2,825.91.
    // AGI = 40,000 + 29,325.91 − 2,825.91 = 66,500; taxable = 66,500 − 16,100 = 50,400 = top of bracket 2.
    // Income tax = 1,240 + 12 % × 38,000 = 5,800; total = 5,800 + 5,651.82 = 11,451.82.
    // Marginal: t = 12 %; s = 14.12955 %; offset = 12 % × 14.12955 % ÷ 2 = 0.84777 %; business = 14.12955 + 12 − 0.84777
    //   = 25.28178 % → 25.2818. Retirement room: C = 40,000 − 2,825.91 = 37,174.09; 24,500 + 20 % × C (7,434.818)
    //   = 31,934.818 → 31,934.82; gap = 31,934.818 × 12 % = 3,832.178 → 3,832.18 (taxable would stay above 12,400: no warning).
    const r = await ok(op, { netProfit: 40000, otherIncome: 29325.91, quarterlies: 'all' });
    expect(amounts(r)).toMatchObject({
      netEarnings: 36940,
      socialSecurityPart: 4580.56,
      medicarePart: 1071.26,
      selfEmploymentTax: 5651.82,
      deductibleHalfOfSeTax: 2825.91,
      adjustedGrossIncome: 66500,
      taxableIncome: 50400,
      federalIncomeTax: 5800,
      totalFederalTax: 11451.82,
      retirementRoom: 31934.82,
      retirementGap: 3832.18,
    });
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 12,
      selfEmploymentTaxPct: 14.1296,
      additionalMedicareTaxPct: 0,
      halfSeTaxOffsetPct: 0.8478,
      businessDeductionPct: 25.2818,
      retirementContributionPct: 12,
    });
    expect(area(r, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });

    // One cent more: taxable 50,400.01 → the last dollar is in the 22 % bracket; business = 14.12955 + 22 − 1.55425
    // = 34.5753 %; the retirement gap at 22 % = 31,934.818 × 0.22 = 7,025.66, but the room would take taxable income
    // back into 12 % after the first cent: exact value = 0.01 × 22 % + 31,934.808 × 12 % = 3,832.18 (warning).
    const above = await ok(op, { netProfit: 40000, otherIncome: 29325.92, quarterlies: 'all' });
    expect(above.marginalRates).toMatchObject({ federalIncomeTaxPct: 22, businessDeductionPct: 34.5753, retirementContributionPct: 22 });
    expect(amounts(above)).toMatchObject({ taxableIncome: 50400.01, retirementGap: 7025.66 });
    expect(above.warnings).toContain(
      'The retirement gap is priced at the marginal 22 % on all $31,934.82, but that much would take taxable income down into the 12 % bracket: contributing it all would defer $3,832.18 of tax this year, not $7,025.66.',
    );
  });

  it('above the Social Security wage base: SS capped, Additional Medicare Tax, 2.9 % marginal SE rate', async () => {
    // NE = 0.9235 × 250,000 = 230,875 > 184,500. SS = 12.4 % × 184,500 = 22,878; Medicare = 2.9 % × 230,875 = 6,695.375;
    // SE = 29,573.375; Additional Medicare = 0.9 % × (230,875 − 200,000) = 277.875; half = 14,786.6875.
    // AGI = 235,213.3125; taxable = 219,113.3125 (32 % bracket); income tax = 41,024 + 32 % × 17,338.3125 = 46,572.26;
    // total = 46,572.26 + 29,573.375 + 277.875 = 76,423.51.
    // Marginal: t 32 %, s = 2.67815 %, a = 0.83115 %, offset = 32 % × 2.67815 % ÷ 2 = 0.428504 %;
    //   business = 2.67815 + 0.83115 + 32 − 0.428504 = 35.080796 % → 35.0808.
    // Estimated taxes (none): R = 90 % × 76,423.51 = 68,781.159; R ÷ 4 = 17,195.28975; × 7 % × 971 ÷ 365 = 3,202.09.
    // Retirement: C = 250,000 − 14,786.6875 = 235,213.3125; 24,500 + 20 % × C (47,042.6625) = 71,542.6625 (< 72,000).
    const r = await ok(op, { netProfit: 250000 });
    expect(amounts(r)).toMatchObject({
      netEarnings: 230875,
      socialSecurityPart: 22878,
      medicarePart: 6695.38,
      selfEmploymentTax: 29573.38,
      additionalMedicareTax: 277.88,
      deductibleHalfOfSeTax: 14786.69,
      taxableIncome: 219113.31,
      federalIncomeTax: 46572.26,
      totalFederalTax: 76423.51,
      requiredAnnualPayment: 68781.16,
      penaltyExposureIfNonePaid: 3202.09,
      estimatedTaxesGap: 3202.09,
      retirementEmployerPart: 47042.66,
      retirementRoom: 71542.66,
    });
    expect(r.marginalRates).toEqual({
      federalIncomeTaxPct: 32,
      selfEmploymentTaxPct: 2.6782,
      additionalMedicareTaxPct: 0.8312,
      halfSeTaxOffsetPct: 0.4285,
      businessDeductionPct: 35.0808,
      retirementContributionPct: 32,
    });
    expect(area(r, 'estimatedTaxes')).toMatchObject({ score: 0, gapDollarsPerYear: 3202.09 });
    expect(r.entityReview).toMatchObject({ entity: 'sole', selfEmploymentTax: 29573.38 });
    expect(r.warnings).toContain(
      'The IRS underpayment rate used, 7 % from 2026-10-01, is confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check it at irs.gov/payments/quarterly-interest-rates.',
    );
  });

  it('retirement catch-up tiers: under 50 none, 50 → $8,000, 61 → $11,250, 64 → back to $8,000', async () => {
    // Profit 100,000: half SE = 7,064.775, C = 92,935.225; deferral 24,500 + employer 20 % × C = 18,587.045 → 43,087.045.
    // t = 22 % (taxable 76,835.225). Gaps with nothing contributed: 49 → 43,087.045 × 22 % = 9,479.15;
    // 50 and 64 → 51,087.045 × 22 % = 11,239.15; 61 → 54,337.045 × 22 % = 11,954.15.
    const cases: Array<[number, number, number, number]> = [
      [49, 0, 43087.05, 9479.15],
      [50, 8000, 51087.05, 11239.15],
      [61, 11250, 54337.05, 11954.15],
      [64, 8000, 51087.05, 11239.15],
    ];
    for (const [age, catchUp, room, gap] of cases) {
      const r = await ok(op, { netProfit: 100000, age });
      expect(amounts(r), `age ${age}`).toMatchObject({ retirementCatchUp: catchUp, retirementRoom: room, retirementGap: gap });
      expect(area(r, 'retirement'), `age ${age}`).toMatchObject({ score: 0, gapDollarsPerYear: gap });
    }
    // The room at 61 crosses into the 12 % bracket: exact = 11,615.75 − tax on (76,835.225 − 54,337.045 = 22,498.18)
    //   = 11,615.75 − (1,240 + 12 % × 10,098.18 = 2,451.78) = 9,163.97.
    const r61 = await ok(op, { netProfit: 100000, age: 61 });
    expect(r61.warnings).toContain(
      'The retirement gap is priced at the marginal 22 % on all $54,337.05, but that much would take taxable income down into the 12 % bracket: contributing it all would defer $9,163.97 of tax this year, not $11,954.15.',
    );
    expect(area(r61, 'retirement').finding).toContain('catch-up $11,250 (ages 60–63, up to $11,250)');
  });

  it('estimated taxes: none, some and all at a $100,000 profit', async () => {
    // Total tax 25,745.2995 (income 11,615.7495 + SE 14,129.55); R = 90 % = 23,170.76955; R ÷ 4 = 5,792.6923875.
    // Exposure = 5,792.6923875 × 7 % × 971 ÷ 365 = 1,078.7104 → 1,078.71; some = half = 539.3552 → 539.36; all = 0.
    const none = await ok(op, { netProfit: 100000 });
    const some = await ok(op, { netProfit: 100000, quarterlies: 'some' });
    const all = await ok(op, { netProfit: 100000, quarterlies: 'all' });
    expect(area(none, 'estimatedTaxes')).toMatchObject({ score: 0, gapDollarsPerYear: 1078.71 });
    expect(area(some, 'estimatedTaxes')).toMatchObject({ score: 50, gapDollarsPerYear: 539.36 });
    expect(area(all, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    expect(amounts(some)).toMatchObject({ totalFederalTax: 25745.3, requiredAnnualPayment: 23170.77, penaltyExposureIfNonePaid: 1078.71 });
  });

  it('a tax under $1,000 needs no quarterly payments', async () => {
    // NE = 4,617.50; SE = 15.3 % × 4,617.50 = 706.4775; AGI = 5,000 − 353.24 = 4,646.76 < 16,100 → no income tax.
    // Total 706.48 < 1,000 → estimated taxes 100, no exposure. Retirement room = C = 4,646.76 (deferral up to C; the
    // 20 % employer part cannot push the total past C); t = 0 → gap 0 although nothing is contributed (score 0).
    const r = await ok(op, { netProfit: 5000 });
    expect(area(r, 'estimatedTaxes')).toMatchObject({ score: 100, gapDollarsPerYear: 0 });
    expect(area(r, 'estimatedTaxes').finding).toContain('under the $1,000 below which no underpayment penalty applies');
    expect(amounts(r)).toMatchObject({ selfEmploymentTax: 706.48, totalFederalTax: 706.48, requiredAnnualPayment: 0, retirementRoom: 4646.76, retirementGap: 0 });
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
    expect(r.warnings).toEqual(['Not answered, scored 0: topClientPct (client concentration), monthlyExpenses (cash reserve).']);
  });

  it('deductions: logged miles count as captured, a claimed home office too; the score is the captured share', async () => {
    // Miles 4,000 × 0.725 = 2,900 (logged, captured); home office 200 × 5 = 1,000 (not claimed).
    // Score = 100 × 2,900 ÷ 3,900 = 74.36 → 74.4; gap = 1,000 × 34.5753 % (t 22 %) = 345.75.
    const r = await ok(op, { netProfit: 100000, homeOfficeSqft: 200, homeOfficeClaimed: false, businessMiles: 4000, mileageLogged: true });
    expect(area(r, 'deductions')).toMatchObject({ score: 74.4, gapDollarsPerYear: 345.75 });
    expect(amounts(r)).toMatchObject({ homeOfficeDeduction: 1000, mileageDeduction: 2900, uncapturedDeductions: 1000 });
    // Without homeOfficeClaimed / mileageLogged they count as false, and a warning says so.
    const unknown = await ok(op, { netProfit: 100000, homeOfficeSqft: 200, businessMiles: 4000 });
    expect(area(unknown, 'deductions')).toMatchObject({ score: 0 });
    expect(unknown.warnings).toEqual(
      expect.arrayContaining([
        'homeOfficeClaimed not given: the home office is treated as not claimed.',
        'mileageLogged not given: the business miles are treated as not logged.',
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
    // AGI = 80,000 − 5,651.82 − 39,369.636 = 34,978.544; taxable 18,878.544 (12 % bracket);
    // income tax = 1,240 + 12 % × 6,478.544 = 2,017.4253 → 2,017.43.
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
    expect(r.warnings).toEqual([]);
    expect(amounts(r)).toMatchObject({ retirementDeduction: 39369.64, adjustedGrossIncome: 34978.54, taxableIncome: 18878.54, federalIncomeTax: 2017.43 });
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
    // 2025: standard deduction 15,750; taxable = 92,935.225 − 15,750 = 77,185.225; tax = 5,578.50 + 22 % × (77,185.225 −
    // 48,475) = 11,894.7495; total 26,024.2995; R = 23,421.86955; rate 7 % (2025-04-01); exposure = R ÷ 4 × 7 % × 971 ÷ 365
    // = 1,090.40. Room: 23,500 + 18,587.045 = 42,087.045 → gap × 22 % = 9,259.15.
    const r = await ok(op, { netProfit: 100000 }, at('2025-06-01T12:00:00Z'));
    expect(r.taxYear).toBe(2025);
    expect(amounts(r)).toMatchObject({ standardDeduction: 15750, federalIncomeTax: 11894.75, totalFederalTax: 26024.3, penaltyExposureIfNonePaid: 1090.4, retirementRoom: 42087.05, retirementGap: 9259.15 });
    expect(r.rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'us-federal-income-tax', effective: '2025-01-01' }),
        expect.objectContaining({ id: 'us-employer-payroll-taxes', effective: '2025-01-01' }),
        expect.objectContaining({ id: 'irs-underpayment-interest-rates', effective: '2025-04-01' }),
      ]),
    );
  });

  it('warns when the datasets hold no figures for the tax year yet', async () => {
    const r = await ok(op, { netProfit: 100000 }, at('2027-02-01T12:00:00Z'));
    expect(r.taxYear).toBe(2027);
    expect(r.warnings).toContain('No 2027 figures are in the datasets yet: the 2026 brackets, limits and rates are used for tax year 2027.');
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
    expect(amounts(r)).toMatchObject({ retirementRoom: 18587.05, retirementDeduction: 18587.05, retirementGap: 0 });
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
      'Sin aprovechar: 3.900\u00a0US$ × tu tipo de deducción empresarial del 34,5753 % = 1.348,44\u00a0US$ al año.',
    );
    expect((es.breakdown as Array<{ item: string; label: string }>).find((b) => b.item === 'retirementGap')!.label).toBe(
      'Carencia en jubilación: margen sin usar 41.087,05\u00a0US$ × 22 %',
    );
    expect((es.warnings as string[])[1]).toBe(
      'La carencia en jubilación se valora al tipo marginal del 22 % sobre los 41.087,05\u00a0US$, pero esa cantidad bajaría la base ' +
        'imponible al tramo del 12 %: aportarla entera diferiría 6.573,97\u00a0US$ de impuesto este año, no 9.039,15\u00a0US$.',
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
      error: 'monthlyExpenses: must be more than 0 when given (it divides the cash reserve)',
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
  };

  it('no SE tax under $400 of net earnings, and net earnings exactly at the wage base still bear 12.4 %', () => {
    // 433 × 0.9235 = 399.88 < 400 → no SE tax; 434 × 0.9235 = 400.80 → SE tax.
    expect(computeTax(433, 0, 0, rules).selfEmploymentTax).toBe(0);
    expect(computeTax(434, 0, 0, rules).selfEmploymentTax).toBeGreaterThan(0);
    // NE = 184,500 exactly: profit = 184,500 ÷ 0.9235 = 199,783.43…; the last dollar is inside the base.
    const atBase = computeTax(184500 / 0.9235, 0, 0, rules);
    expect(marginalRates(atBase, rules).selfEmploymentTax).toBeCloseTo(0.9235 * 0.153, 12);
    expect(marginalRates(computeTax(200000, 0, 0, rules), rules).selfEmploymentTax).toBeCloseTo(0.9235 * 0.029, 12);
  });

  it('the penalty exposure counts 365, 304, 212 and 90 days for 2026, and 366 … days over 366 in a leap year', () => {
    const e = penaltyExposure(4000, 7, 2026);
    expect(e.installments.map((i) => i.daysLate)).toEqual([365, 304, 212, 90]);
    expect(e.dayDivisor).toBe(365);
    // 1,000 × 7 % × 971 ÷ 365 = 186.2191…
    expect(e.total).toBeCloseTo((1000 * 0.07 * 971) / 365, 9);
    const leap = penaltyExposure(4000, 7, 2028);
    expect(leap.installments.map((i) => i.daysLate)).toEqual([365, 304, 212, 90]);
    expect(leap.dayDivisor).toBe(366);
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
    expect(await timeMs(op, op.worstCase())).toBeLessThan(NO_HANG_MS);
    const r = await ok(op, op.worstCase());
    expect(() => op.output.parse(r)).not.toThrow();
  });
});

describe('finance-score: bad input is a 400 with a clear message', () => {
  // The operation has no date and no array field, so the impossible-date and array-bound cases do not apply.
  it('missing required field', async () => {
    expect(await fails(op, {})).toBe('netProfit: is required');
  });
  it('negative amount', async () => {
    expect(await fails(op, { netProfit: -1 })).toBe('netProfit: must be at least 0');
    expect(await fails(op, { netProfit: 100, cashReserve: -5 })).toBe('cashReserve: must be at least 0');
  });
  it('unknown enum value', async () => {
    expect(await fails(op, { netProfit: 100, entity: 'corp' })).toBe("entity: must be one of 'sole', 'llc', 'scorp', got 'corp'");
    expect(await fails(op, { netProfit: 100, quarterlies: 'most' })).toBe("quarterlies: must be one of 'none', 'some', 'all', got 'most'");
  });
  it('unknown field', async () => {
    expect(await fails(op, { netProfit: 100, filingStatus: 'single' })).toMatch(/^filingStatus: unknown field; allowed fields: netProfit, otherIncome, age/);
  });
  it('out of bounds and wrong types', async () => {
    expect(await fails(op, { netProfit: 1e13 })).toBe('netProfit: must be at most 1000000000000');
    expect(await fails(op, { netProfit: 100, topClientPct: 101 })).toBe('topClientPct: must be at most 100');
    expect(await fails(op, { netProfit: 100, age: 50.5 })).toBe('age: must be an integer, got 50.5');
    expect(await fails(op, { netProfit: 100, businessMiles: 2_000_000 })).toBe('businessMiles: must be at most 1000000');
    expect(await fails(op, { netProfit: '100' })).toBe('netProfit: must be a number, got string');
    expect(await fails(op, { netProfit: 100, homeOfficeClaimed: 'yes' })).toBe('homeOfficeClaimed: must be a boolean, got string');
  });
  it('a monthly spending of 0 cannot size a reserve', async () => {
    expect(await fails(op, { netProfit: 100, monthlyExpenses: 0 })).toBe('monthlyExpenses: must be more than 0 when given (it divides the cash reserve)');
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
});

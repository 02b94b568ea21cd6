import { describe, expect, it } from 'vitest';
import { fails, NO_HANG_MS, ok, runOp, testContext, timeMs } from '../../../test/support/run-op.js';
import { formatValue, type ValueFormat } from '../../core/display.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { usSocialSecurityBenefitFormula as FORMULA } from '../../rules/us/us-social-security-benefit-formula.rules.js';
import op from './us-social-security-estimate.op.js';
import {
  aimeOf,
  ceilToDime,
  claimAdjustment,
  claimAgeMonths,
  floorToDime,
  floorToDollar,
  piaOf,
  type BenefitFormula,
} from './us-social-security-estimate.js';

interface Result {
  calculationYear: number;
  taxableMaximum: number;
  netEarningsFromSelfEmployment: number | null;
  coveredAnnualEarnings: number;
  yearsWorked: number;
  yearsCounted: number;
  zeroYears: number;
  totalCoveredEarnings: number;
  aime: number;
  firstBendPoint: number;
  secondBendPoint: number;
  piaBeforeRounding: number;
  pia: number;
  fullRetirementAge: number;
  claimAge: number;
  claimAgeYears: number;
  claimAgeMonths: number;
  monthsBeforeFullRetirementAge: number;
  monthsOfDelayedCredit: number;
  benefitPctOfPia: number;
  adjustmentAmount: number;
  monthlyBenefitBeforeDollarRounding: number;
  insured: boolean;
  monthlyBenefit: number;
  annualBenefit: number;
  breakdown: { item: string; label: string; amount: number }[];
  assumptions: string[];
  warnings: string[];
  rules: { id: string; effective: string; sources: { url: string }[] }[];
}

async function run(input: unknown, ctx = testContext()): Promise<Result> {
  return (await ok(op, input, ctx)) as unknown as Result;
}

/** The formula of a rule-set version, as the operation reads it. */
function formulaOf(effective: string): BenefitFormula {
  const v = FORMULA.versions.find((x) => x.effective === effective)!.values;
  return {
    firstBendPoint: v.piaFirstBendPoint.value,
    secondBendPoint: v.piaSecondBendPoint.value,
    firstRatePct: v.piaFirstRatePct.value,
    secondRatePct: v.piaSecondRatePct.value,
    thirdRatePct: v.piaThirdRatePct.value,
    computationYears: v.computationYears.value,
    selfEmploymentFactorPct: v.selfEmploymentFactorPct.value,
    fullRetirementAge: v.fullRetirementAge.value,
    earlyFirstTierMonths: v.earlyReductionFirstTierMonths.value,
    earlyFirstTierPctPerMonth: v.earlyReductionFirstTierPctPerMonth.value,
    earlySecondTierPctPerMonth: v.earlyReductionSecondTierPctPerMonth.value,
    delayedPctPerMonth: v.delayedCreditPctPerMonth.value,
    delayedCreditMaxAge: v.delayedCreditMaxAge.value,
    minimumYearsOfWork: v.minimumYearsOfWork.value,
  };
}

const F2025 = formulaOf('2025-01-01');
const F2026 = formulaOf('2026-01-01');

const item = (r: Result, name: string) => r.breakdown.find((b) => b.item === name)?.amount;

describe('us-social-security-estimate: SSA published examples (the formula steps)', () => {
  it('official 2025 maximum earner (ssa.gov/oact/cola/Benefits.html): AIME $13,689 with bend points $1,226/$7,391 → PIA $4,020.90', () => {
    // .9 × 1,226 = 1,103.40; .32 × (7,391 − 1,226 = 6,165) = 1,972.80; .15 × (13,689 − 7,391 = 6,298) = 944.70; sum 4,020.90.
    expect(F2025.firstBendPoint).toBe(1226);
    expect(F2025.secondBendPoint).toBe(7391);
    expect(piaOf(13_689, F2025).pia).toBe(4020.9);
  });

  it('official case A, 2017 (ssa.gov/oact/ProgData/retirebenefit2.html): AIME $4,010, bend points $885/$5,336 → $1,796.50', () => {
    // .9(885) + .32(4010 − 885) = 796.50 + 1,000.00 = 1,796.50.
    expect(piaOf(4_010, { ...F2026, firstBendPoint: 885, secondBendPoint: 5_336 }).pia).toBe(1796.5);
  });

  it('official case B, 2017 (same page): AIME $8,843, bend points $791/$4,768 → $2,595.79, truncated to the dime; a $2,687.30 PIA pays $2,687.00 at full retirement age', () => {
    // .9(791) + .32(4768 − 791) + .15(8843 − 4768) = 711.90 + 1,272.64 + 611.25 = 2,595.79 → 2,595.70 before the COLAs.
    const p = piaOf(8_843, { ...F2026, firstBendPoint: 791, secondBendPoint: 4_768 });
    expect(Number(p.unrounded.toFixed(2))).toBe(2595.79);
    expect(p.pia).toBe(2595.7);
    // "benefits begin exactly at normal retirement age of 66 … not reduced except for rounding down to the next lower dollar".
    const atFra = claimAdjustment(2687.3, 66 * 12, { ...F2026, fullRetirementAge: 66 });
    expect(atFra.adjustmentAmount).toBe(0);
    expect(atFra.monthlyBenefit).toBe(2687);
  });

  it('official reduction example (20 CFR 404.410(a)): PIA $980.50, 44 months early with FRA 65 and 8 months → $751.70', () => {
    // 980.50 × 36 × 5/9 % = 196.10; 980.50 × 8 × 5/12 % = 32.68; total 228.78 → up to 228.80; 980.50 − 228.80 = 751.70.
    const fra = 65 + 8 / 12;
    const r = claimAdjustment(980.5, 62 * 12, { ...F2026, fullRetirementAge: fra });
    expect([r.monthsEarly, r.firstTierMonths, r.secondTierMonths]).toEqual([44, 36, 8]);
    expect(r.adjustmentAmount).toBe(-228.8);
    expect(r.benefitBeforeDollarRounding).toBe(751.7);
    expect(r.monthlyBenefit).toBe(751);
  });

  it('official delayed-credit example (POMS RS 00615.692): PIA $802.80, 25 credits at 1/3 of 1 % → $869.70', () => {
    // 802.80 × 25 × .01 × 1/3 = 66.90 (rounded down to the dime); 802.80 + 66.90 = 869.70.
    const r = claimAdjustment(802.8, 65 * 12 + 25, { ...F2026, fullRetirementAge: 65, delayedPctPerMonth: 1 / 3 });
    expect(r.adjustmentAmount).toBe(66.9);
    expect(r.benefitBeforeDollarRounding).toBe(869.7);
  });

  // Third-party transcriptions (research §2.1 [TP-ssa-tests] / [TP-ssa-report]) of SSA pages that could not be read
  // directly: ssa.gov/oact/cola/examplemax.html (2026) and oact/ProgData/retirebenefit1.html / 2.html (2026, case A).
  it('2026 maximum earner (third-party transcription of examplemax.html): AIME $14,358 → PIA $4,216.90; at 62 and 1 month $2,969', () => {
    // 1,157.40 + 2,068.16 + .15 × (14,358 − 7,749 = 6,609) = 991.35 → 4,216.91 → 4,216.90.
    expect(piaOf(14_358, F2026).pia).toBe(4216.9);
    // 59 months early: 36 × 5/9 + 23 × 5/12 = 29.5833 %; 4,216.90 × 29.5833 % = 1,247.4996 → up to 1,247.50;
    // 4,216.90 − 1,247.50 = 2,969.40 → $2,969 (the same figure is reported by news summaries of SSA's 2026 maximums).
    const r = claimAdjustment(4216.9, 62 * 12 + 1, F2026);
    expect(r.adjustmentAmount).toBe(-1247.5);
    expect(r.monthlyBenefit).toBe(2969);
  });

  it('2026 case A (third-party transcription of retirebenefit1/2.html): indexed total 2,446,845 → AIME $5,825 → PIA $2,609.80 → $1,826 at 62', () => {
    // 2,446,845 ÷ 420 = 5,825.82 → 5,825. .9(1286) + .32(5825 − 1286) = 1,157.40 + 1,452.48 = 2,609.88 → 2,609.80.
    expect(floorToDollar(2_446_845 / 420)).toBe(5825);
    expect(piaOf(5_825, F2026).pia).toBe(2609.8);
    // 60 months early: 30 % of 2,609.80 = 782.94 → up to 783.00; 2,609.80 − 783.00 = 1,826.80 → $1,826.
    const r = claimAdjustment(2609.8, 62 * 12, F2026);
    expect(r.adjustmentAmount).toBe(-783);
    expect(r.monthlyBenefit).toBe(1826);
  });
});

describe('us-social-security-estimate: rounding helpers and claim age', () => {
  it('rounds down to the dollar and the dime, up to the dime, on the decimal value', () => {
    expect(floorToDollar(1399.9999999999998)).toBe(1400);
    expect(floorToDollar(5825.82)).toBe(5825);
    expect(floorToDime(4216.91)).toBe(4216.9);
    expect(floorToDime(2345.8000000000002)).toBe(2345.8);
    expect(ceilToDime(703.74)).toBe(703.8);
    expect(ceilToDime(600.0000000000001)).toBe(600);
  });

  it('reads claimAge as whole months', () => {
    expect(claimAgeMonths(62)).toBe(744);
    expect(claimAgeMonths(62.5)).toBe(750);
    expect(claimAgeMonths(62.0833)).toBe(745);
    expect(claimAgeMonths(66 + 11 / 12)).toBe(803);
    expect(() => claimAgeMonths(62.1)).toThrow('claimAge: must be a whole number of months');
  });

  it('an AIME of 0 gives a PIA of 0, and the claiming adjustment of 0 is 0', () => {
    expect(aimeOf(0, 35, 35).aime).toBe(0);
    expect(piaOf(0, F2026).pia).toBe(0);
    expect(claimAdjustment(0, 62 * 12, F2026).monthlyBenefit).toBe(0);
  });
});

// Hand-worked cases through the operation, clock 2026-11-21: 2026 bend points $1,286 / $7,749, taxable maximum $184,500.
// Reference record: $60,000 a year for 35 years → total 2,100,000 → AIME 2,100,000 ÷ 420 = 5,000.
// PIA = .9 × 1,286 + .32 × (5,000 − 1,286 = 3,714) = 1,157.40 + 1,188.48 = 2,345.88 → 2,345.80.
describe('us-social-security-estimate: hand-worked cases', () => {
  it('$60,000 for 35 years, claiming at 67 (the defaults): $2,345 a month, $28,140 a year', async () => {
    const r = await run({ averageAnnualEarnings: 60_000 });
    expect(r).toMatchObject({
      calculationYear: 2026,
      taxableMaximum: 184_500,
      netEarningsFromSelfEmployment: null,
      coveredAnnualEarnings: 60_000,
      yearsWorked: 35,
      yearsCounted: 35,
      zeroYears: 0,
      totalCoveredEarnings: 2_100_000,
      aime: 5000,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 2345.88,
      pia: 2345.8,
      fullRetirementAge: 67,
      claimAge: 67,
      claimAgeYears: 67,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 100,
      adjustmentAmount: 0,
      monthlyBenefitBeforeDollarRounding: 2345.8,
      insured: true,
      monthlyBenefit: 2345,
      annualBenefit: 28_140,
    });
    expect(item(r, 'piaFirstBand')).toBe(1157.4);
    expect(item(r, 'piaSecondBand')).toBe(1188.48);
    expect(item(r, 'piaThirdBand')).toBe(0);
    expect(r.warnings).toEqual([]);
    expect(r.rules.map((x) => [x.id, x.effective])).toEqual([
      ['us-social-security-benefit-formula', '2026-01-01'],
      ['us-employer-payroll-taxes', '2026-01-01'],
    ]);
    // Only the taxable maximum is used from the payroll rule set: only its source is echoed.
    expect(r.rules[1]!.sources.map((s) => s.url)).toEqual(['https://www.ssa.gov/oact/cola/cbb.html']);
  });

  it('claiming at 62 (the lower bound): 60 months early = 36 × 5/9 % + 24 × 5/12 % = 30 % → $1,642', async () => {
    // 2,345.80 × 30 % = 703.74 → up to 703.80; 2,345.80 − 703.80 = 1,642.00 → $1,642; × 12 = 19,704.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 62 });
    expect([r.monthsBeforeFullRetirementAge, r.benefitPctOfPia, r.adjustmentAmount]).toEqual([60, 70, -703.8]);
    expect([r.monthlyBenefitBeforeDollarRounding, r.monthlyBenefit, r.annualBenefit]).toEqual([1642, 1642, 19_704]);
  });

  it('claiming at 64: 36 months × 5/9 % = 20 % → $1,876', async () => {
    // 2,345.80 × 20 % = 469.16 → up to 469.20; 2,345.80 − 469.20 = 1,876.60 → $1,876.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 64 });
    expect([r.monthsBeforeFullRetirementAge, r.benefitPctOfPia, r.adjustmentAmount, r.monthlyBenefit]).toEqual([36, 80, -469.2, 1876]);
  });

  it('claiming at 62 and 6 months: 36 × 5/9 % + 18 × 5/12 % = 27.5 % → $1,700', async () => {
    // 2,345.80 × 27.5 % = 645.095 → up to 645.10; 2,345.80 − 645.10 = 1,700.70 → $1,700.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 62.5 });
    expect([r.claimAgeYears, r.claimAgeMonths, r.monthsBeforeFullRetirementAge, r.benefitPctOfPia]).toEqual([62, 6, 54, 72.5]);
    expect([r.adjustmentAmount, r.monthlyBenefit]).toEqual([-645.1, 1700]);
  });

  it('claiming at 70 (the upper bound): 36 months × 2/3 % = 24 % → $2,908', async () => {
    // 2,345.80 × 24 % = 562.992 → down to 562.90; 2,345.80 + 562.90 = 2,908.70 → $2,908; × 12 = 34,896.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 70 });
    expect([r.monthsOfDelayedCredit, r.benefitPctOfPia, r.adjustmentAmount]).toEqual([36, 124, 562.9]);
    expect([r.monthlyBenefitBeforeDollarRounding, r.monthlyBenefit, r.annualBenefit]).toEqual([2908.7, 2908, 34_896]);
    expect(item(r, 'delayedRetirementCredit')).toBe(562.9);
  });

  it('zero earnings: AIME 0, PIA 0, no benefit and a warning', async () => {
    const r = await run({ averageAnnualEarnings: 0 });
    expect([r.aime, r.pia, r.monthlyBenefit, r.annualBenefit, r.insured]).toEqual([0, 0, 0, 0, false]);
    expect(r.warnings).toEqual(['No covered earnings: the AIME is 0 and there is no retirement benefit on your own record.']);
  });

  it('earnings above the taxable maximum count up to $184,500: AIME 15,375 → PIA $4,369.40', async () => {
    // 184,500 × 35 = 6,457,500; ÷ 420 = 15,375. PIA = 1,157.40 + .32 × 6,463 = 2,068.16 + .15 × (15,375 − 7,749 = 7,626)
    // = 1,143.90 → 4,369.46 → 4,369.40 → $4,369.
    const r = await run({ averageAnnualEarnings: 250_000 });
    expect([r.coveredAnnualEarnings, r.totalCoveredEarnings, r.aime, r.piaBeforeRounding, r.pia, r.monthlyBenefit]).toEqual([
      184_500, 6_457_500, 15_375, 4369.46, 4369.4, 4369,
    ]);
    expect(item(r, 'piaThirdBand')).toBe(1143.9);
    expect(r.warnings).toEqual([
      'Earnings of $250,000.00 a year exceed the 2026 taxable maximum: only $184,500 a year counts toward the benefit (and is taxed for Social Security).',
    ]);
    // Exactly at the cap: the same record, no warning.
    const atCap = await run({ averageAnnualEarnings: 184_500 });
    expect([atCap.aime, atCap.pia, atCap.warnings]).toEqual([15_375, 4369.4, []]);
  });

  it('self-employed: $100,000 net profit × 92.35 % = $92,350 a year → AIME 7,695 → PIA $3,208.20', async () => {
    // 92,350 × 35 = 3,232,250; ÷ 420 = 7,695.83 → 7,695. PIA = 1,157.40 + .32 × (7,695 − 1,286 = 6,409) = 2,050.88
    // → 3,208.28 → 3,208.20 → $3,208. The same $100,000 as wages: AIME 8,333 → PIA $3,313.10.
    const r = await run({ averageAnnualEarnings: 100_000, selfEmployed: true });
    expect([r.netEarningsFromSelfEmployment, r.coveredAnnualEarnings, r.aime, r.pia, r.monthlyBenefit]).toEqual([92_350, 92_350, 7695, 3208.2, 3208]);
    const wages = await run({ averageAnnualEarnings: 100_000 });
    expect([wages.aime, wages.pia]).toEqual([8333, 3313.1]);
  });

  it('self-employed above the cap: $250,000 × 92.35 % = $230,875, capped at $184,500', async () => {
    const r = await run({ averageAnnualEarnings: 250_000, selfEmployed: true });
    expect([r.netEarningsFromSelfEmployment, r.coveredAnnualEarnings, r.aime]).toEqual([230_875, 184_500, 15_375]);
  });

  it('20 years worked: 15 zero years; 60,000 × 20 ÷ 420 = 2,857.14 → AIME 2,857 → PIA $1,660.10', async () => {
    // PIA = 1,157.40 + .32 × (2,857 − 1,286 = 1,571) = 502.72 → 1,660.12 → 1,660.10 → $1,660 at 67.
    const r = await run({ averageAnnualEarnings: 60_000, yearsWorked: 20 });
    expect([r.yearsCounted, r.zeroYears, r.totalCoveredEarnings, r.aime, r.pia, r.monthlyBenefit]).toEqual([20, 15, 1_200_000, 2857, 1660.1, 1660]);
  });

  it('50 years worked (the maximum): only 35 count, with a warning', async () => {
    const r = await run({ averageAnnualEarnings: 60_000, yearsWorked: 50 });
    expect([r.yearsCounted, r.zeroYears, r.aime, r.monthlyBenefit]).toEqual([35, 0, 5000, 2345]);
    expect(r.warnings).toEqual([
      'Only the highest 35 years count: with equal earnings every year, the other 15 add nothing here. In reality a later, higher-earning year replaces a lower one.',
    ]);
  });

  it('9 years worked: fewer than 40 credits, so no benefit; 10 years: insured', async () => {
    // 60,000 × 9 = 540,000 ÷ 420 = 1,285.71 → AIME 1,285; PIA = .9 × 1,285 = 1,156.50, but not payable.
    const r = await run({ averageAnnualEarnings: 60_000, yearsWorked: 9 });
    expect([r.aime, r.pia, r.insured, r.monthlyBenefit, r.annualBenefit]).toEqual([1285, 1156.5, false, 0, 0]);
    expect(r.warnings[0]).toMatch(/^No retirement benefit: 9 years of work cannot give the 40 credits needed/);
    // 60,000 × 10 ÷ 420 = 1,428.57 → 1,428; PIA = 1,157.40 + .32 × 142 = 45.44 → 1,202.84 → 1,202.80 → $1,202.
    const ten = await run({ averageAnnualEarnings: 60_000, yearsWorked: 10 });
    expect([ten.aime, ten.pia, ten.insured, ten.monthlyBenefit]).toEqual([1428, 1202.8, true, 1202]);
  });

  it('uses the 2025 figures on a 2025 date: bend points $1,226/$7,391 and taxable maximum $176,100', async () => {
    // 176,100 × 35 ÷ 420 = 14,675. PIA = .9 × 1,226 + .32 × 6,165 + .15 × (14,675 − 7,391 = 7,284)
    // = 1,103.40 + 1,972.80 + 1,092.60 = 4,168.80 → $4,168.
    const ctx = testContext({ now: () => new Date('2025-06-30T12:00:00Z') });
    const r = await run({ averageAnnualEarnings: 500_000 }, ctx);
    expect([r.calculationYear, r.taxableMaximum, r.firstBendPoint, r.secondBendPoint, r.aime, r.pia, r.monthlyBenefit]).toEqual([
      2025, 176_100, 1226, 7391, 14_675, 4168.8, 4168,
    ]);
    expect(r.rules.map((x) => x.effective)).toEqual(['2025-01-01', '2025-01-01']);
  });

  it('in a year with no figures yet, the latest are used and a warning says so', async () => {
    const ctx = testContext({ now: () => new Date('2027-02-01T12:00:00Z') });
    const r = await run({ averageAnnualEarnings: 60_000 }, ctx);
    expect(r.monthlyBenefit).toBe(2345);
    expect(r.warnings).toEqual(['The rule sets hold no 2027 figures yet: the 2026 bend points and the 2026 taxable maximum are used.']);
  });
});

describe('us-social-security-estimate: errors are 400s with clear messages', () => {
  it('claimAge 61 and 71 are outside 62–70', async () => {
    expect(await fails(op, { averageAnnualEarnings: 60_000, claimAge: 61 })).toBe('claimAge: must be at least 62');
    expect(await fails(op, { averageAnnualEarnings: 60_000, claimAge: 71 })).toBe('claimAge: must be at most 70');
  });

  it('a claimAge that is not a whole month', async () => {
    expect(await fails(op, { averageAnnualEarnings: 60_000, claimAge: 62.1 })).toBe(
      'claimAge: must be a whole number of months, written in years (62.5 = 62 years 6 months, 62.25 = 62 years 3 months, ' +
        '62 + 1/12 ≈ 62.0833); got 62.1, which is 745.20 months',
    );
  });

  it('negative earnings, and earnings above the maximum', async () => {
    expect(await fails(op, { averageAnnualEarnings: -1 })).toBe('averageAnnualEarnings: must be at least 0');
    expect(await fails(op, { averageAnnualEarnings: MAX_AMOUNT + 1 })).toBe('averageAnnualEarnings: must be at most 1000000000000');
  });

  it('missing required field', async () => {
    expect(await fails(op, {})).toBe('averageAnnualEarnings: is required');
    expect(await fails(op, { yearsWorked: 35 })).toBe('averageAnnualEarnings: is required');
  });

  it('yearsWorked must be a whole number 0–50', async () => {
    expect(await fails(op, { averageAnnualEarnings: 1, yearsWorked: 2.5 })).toBe('yearsWorked: must be an integer, got 2.5');
    expect(await fails(op, { averageAnnualEarnings: 1, yearsWorked: 51 })).toBe('yearsWorked: must be at most 50');
    expect(await fails(op, { averageAnnualEarnings: 1, yearsWorked: -1 })).toBe('yearsWorked: must be at least 0');
  });

  it('wrong types', async () => {
    expect(await fails(op, { averageAnnualEarnings: '60000' })).toBe('averageAnnualEarnings: must be a number, got string');
    expect(await fails(op, { averageAnnualEarnings: 1, claimAge: '67' })).toBe('claimAge: must be a number, got string');
    expect(await fails(op, { averageAnnualEarnings: 1, selfEmployed: 'yes' })).toBe('selfEmployed: must be a boolean, got string');
  });

  it('an unknown field', async () => {
    expect(await fails(op, { averageAnnualEarnings: 1, age: 62 })).toBe("age: unknown field; did you mean 'averageAnnualEarnings' or 'claimAge'?");
  });

  it('a date before the earliest rules', async () => {
    const ctx = testContext({ now: () => new Date('2024-12-31T12:00:00Z') });
    expect(await fails(op, { averageAnnualEarnings: 1 }, ctx)).toBe(
      'no us-social-security-benefit-formula rules are in force on 2024-12-31: the earliest apply from 2025-01-01',
    );
  });
});

describe('us-social-security-estimate: examples and worst case', () => {
  it('every documented example returns exactly its output', async () => {
    expect(op.examples.length).toBeGreaterThanOrEqual(3);
    for (const example of op.examples) {
      const value = await ok(op, example.input);
      expect(value, example.title).toEqual(example.output);
      expect(op.output.safeParse(value).success).toBe(true);
    }
  });

  it('the worst case finishes promptly', async () => {
    expect(await timeMs(op, op.worstCase())).toBeLessThan(NO_HANG_MS);
    const r = await run(op.worstCase());
    expect([r.coveredAnnualEarnings, r.yearsCounted, r.monthsOfDelayedCredit, r.monthlyBenefit]).toEqual([184_500, 35, 36, 5418]);
  });
});

describe('us-social-security-estimate: the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const input = { averageAnnualEarnings: 60_000, claimAge: 62 };
    const en = await run(input);
    const es = await run(input, testContext({ locale: 'es' }));
    const { breakdown: enBreakdown, assumptions: _a, warnings: _w, ...enFigures } = en;
    const { breakdown: esBreakdown, assumptions, warnings: _v, ...esFigures } = es;
    expect(esFigures).toEqual(enFigures);
    expect(esBreakdown.map((b) => [b.item, b.amount])).toEqual(enBreakdown.map((b) => [b.item, b.amount]));
    const labels = Object.fromEntries(esBreakdown.map((b) => [b.item, b.label]));
    expect(labels.piaSecondBand).toBe('32 % del AIME entre 1.286\u00a0US$ y 7.749\u00a0US$: 32 % × 3.714\u00a0US$');
    expect(labels.earlyReduction).toBe(
      'Solicitud anticipada a los 62 años, 60 meses antes de los 67 años: PIA × (36 × 5/9 % + 24 × 5/12 %) = 30 %, redondeado al alza a múltiplos de 10 centavos',
    );
    expect(assumptions[0]).toBe(
      'Cifras de 2026 (fecha del cálculo 21 nov 2026, UTC): umbrales de 1.286\u00a0US$ y 7.749\u00a0US$, base máxima de cotización de 184.500\u00a0US$ (2026), ' +
        'como si cumplieras 62 años este año. La SSA usa los umbrales del año en que cumples 62, que suben con el índice nacional de salarios medios.',
    );
    const capped = await run({ averageAnnualEarnings: 250_000 }, testContext({ locale: 'es' }));
    expect(capped.warnings).toEqual([
      'Unos ingresos de 250.000,00\u00a0US$ al año superan la base máxima de cotización de 2026: solo cuentan para la pensión 184.500\u00a0US$ al año ' +
        '(y solo por ellos se cotiza a la Seguridad Social).',
    ]);
  });

  it('refuses a claiming age between months in Spanish, with the same field prefix', async () => {
    const outcome = await runOp(op, { averageAnnualEarnings: 60_000, claimAge: 62.1 }, testContext({ locale: 'es' }));
    expect(outcome).toMatchObject({
      ok: false,
      es: 'claimAge: debe ser un número entero de meses, expresado en años (62,5 = 62 años y 6 meses, 62,25 = 62 años y 3 meses, ' +
        '62 + 1/12 ≈ 62,0833); se ha recibido 62,1, que son 745,20 meses',
    });
  });
});

describe('us-social-security-estimate: the chart of the benefit at each claiming age', () => {
  function chartOf(input: Record<string, unknown>, locale: 'en' | 'es') {
    const ctx = testContext({ locale });
    const parse = (raw: Record<string, unknown>) => op.input.parse(raw);
    const tools = {
      locale,
      currency: 'USD' as const,
      rerun: (next: ReturnType<typeof parse>) => {
        try {
          return op.output.parse(op.run(next, ctx));
        } catch {
          return null;
        }
      },
      format: (value: unknown, format: ValueFormat) => formatValue(value, format, locale, 'USD'),
    };
    const parsed = parse(input);
    return op.page!.chart!(op.output.parse(op.run(parsed, ctx)), parsed, tools);
  }

  it('a bar for each age 62–70, the chosen one highlighted, with the benefit at 62, 67 and 70 in the summary', () => {
    const chart = chartOf({ averageAnnualEarnings: 60_000, claimAge: 64 }, 'en');
    expect(chart).toMatchObject({ kind: 'bars', title: 'Monthly benefit by claiming age', axis: 'Claiming age', format: 'money' });
    if (chart?.kind !== 'bars') throw new Error('expected bars');
    // From PIA $2,345.80: 63 is 48 months early, 36 × 5/9 % + 12 × 5/12 % = 25 % → 586.45 up to 586.50 → $1,759;
    // 65: 24 × 5/9 % = 13.33 % → 312.80 → $2,033; 66: 6.67 % → 156.40 → $2,189; 68: 8 % → 187.60 → $2,533;
    // 69: 16 % → 375.328 down to 375.30 → $2,721 (62, 64 and 70 as in the hand-worked cases above).
    expect(chart.bars).toEqual([
      { label: '62', value: 1642 },
      { label: '63', value: 1759 },
      { label: '64', value: 1876, highlight: true },
      { label: '65', value: 2033 },
      { label: '66', value: 2189 },
      { label: '67', value: 2345 },
      { label: '68', value: 2533 },
      { label: '69', value: 2721 },
      { label: '70', value: 2908 },
    ]);
    expect(chart.summary).toBe('Claiming at 62, the benefit would be $1,642.00 a month; at full retirement age (67), $2,345.00; and at 70, $2,908.00.');
  });

  it('in Spanish, and with a bar of its own for an age between birthdays', () => {
    const chart = chartOf({ averageAnnualEarnings: 60_000, claimAge: 62.5 }, 'es');
    if (chart?.kind !== 'bars') throw new Error('expected bars');
    expect([chart.title, chart.axis]).toEqual(['Pensión mensual según la edad de solicitud', 'Edad de solicitud']);
    expect(chart.bars.slice(0, 3)).toEqual([
      { label: '62', value: 1642 },
      { label: '62 años y 6 meses', value: 1700, highlight: true },
      { label: '63', value: 1759 },
    ]);
    expect(chart.bars).toHaveLength(10);
    expect(chart.summary).toBe(
      'Solicitándola a los 62 años, la pensión sería de 1.642,00\u00a0US$ al mes; a la edad plena de jubilación (67 años), de 2.345,00\u00a0US$; y a los 70 años, de 2.908,00\u00a0US$.',
    );
  });

  it('no chart when the record gives no benefit', () => {
    expect(chartOf({ averageAnnualEarnings: 60_000, yearsWorked: 9 }, 'en')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { fails, HANG_GUARD_CPU_MS, ok, runOp, testContext, cpuMs } from '../../../test/support/run-op.js';
import { formatValue, type ValueFormat } from '../../core/display.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { ruleVersionAt } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import {
  usSocialSecurityBenefitFormula as FORMULA,
  usSocialSecurityWageHistory as HISTORY,
} from '../../rules/us/us-social-security-benefit-formula.rules.js';
import op from './us-social-security-estimate.op.js';
import {
  aimeOf,
  assumedWageGrowth,
  ceilToDime,
  claimAdjustment,
  claimAgeMonths,
  constantShareRecord,
  floorToDime,
  floorToDollar,
  indexRecord,
  piaOf,
  type BenefitFormula,
  type WageHistory,
} from './us-social-security-estimate.js';

interface Result {
  calculationYear: number;
  eligibilityYear: number;
  indexingYear: number;
  averageWageIndex: number;
  assumedWageGrowthPct: number;
  wageLevelFactor: number;
  taxableMaximum: number;
  netEarningsFromSelfEmployment: number | null;
  indexedAnnualEarnings: number;
  yearsWorked: number;
  firstEarningsYear: number | null;
  lastEarningsYear: number | null;
  cappedYears: number;
  yearsCounted: number;
  zeroYears: number;
  totalIndexedEarnings: number;
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
  rules: { id: string; effective: string; appliedOn: string; carriedForward: string[]; sources: { url: string }[] }[];
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
    indexingLagYears: v.indexingLagYears.value,
    elapsedYears: v.elapsedYears.value,
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

/** The wage history as the operation reads it. */
const held = HISTORY.versions[0]!.values as Record<string, { value: number }>;
const WAGES: WageHistory = {
  averageWageIndex: (year) => held[`awi${year}`]!.value,
  taxableMaximum: (year) => held[`taxableMaximum${year}`]!.value,
};
/** Earnings far above every taxable maximum in each year from `first` to `last`: a maximum earner's record. */
const maxEarner = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => ({ year: first + i, earnings: 1e7 }));

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

describe('us-social-security-estimate: SSA indexing reproduces SSA\'s own records (us-social-security-wage-history)', () => {
  // Each year capped at its taxable maximum, × AWI(indexing year) ÷ AWI(year) before the indexing year, rounded to the
  // cent (POMS RS 00605.018); the highest 35 ÷ 420, down to the dollar.
  it('official 2025 maximum earner (Benefits.html): taxable maximum every year 1985–2024, indexed to AWI 2023 → AIME $13,689 → PIA $4,020.90', () => {
    const a = aimeOf(indexRecord(maxEarner(1985, 2024), 2023, WAGES), 35);
    expect(a.aime).toBe(13_689);
    expect(piaOf(a.aime, F2025).pia).toBe(4020.9);
  });

  it('2026 maximum earner (examplemax.html as transcribed): 1986–2025 indexed to AWI 2024 → AIME $14,358 → PIA $4,216.90', () => {
    const indexed = indexRecord(maxEarner(1986, 2025), 2024, WAGES);
    // 1986: 42,000 × 69,846.57 ÷ 17,321.82 = 169,356.4… ; 2024 and 2025 at face value (168,600 and 176,100).
    expect(indexed[0]).toMatchObject({ year: 1986, covered: 42_000, capped: true });
    expect(indexed[0]!.indexed).toBeCloseTo(169_356.4, 0);
    expect(indexed.slice(-2).map((y) => [y.factor, y.indexed])).toEqual([[1, 168_600], [1, 176_100]]);
    const a = aimeOf(indexed, 35);
    // The 5 lowest indexed years (1987, 1988, 2000, 2021, 2022) drop out; 6,030,401.17 ÷ 420 = 14,358.1 → 14,358.
    expect(a.counted.map((y) => y.year)).not.toContain(2022);
    expect([a.total, a.aime]).toEqual([6_030_401.17, 14_358]);
    expect(piaOf(a.aime, F2026).pia).toBe(4216.9);
  });

  it('2026 case A (retirebenefit1/2.html as transcribed): AIME $5,825, with SSA\'s 1986 indexing factor 4.0323', () => {
    const earnings = [
      16196, 17283, 18191, 18971, 19909, 20715, 21850, 22107, 22770, 23755, 24994, 26533, 28007, 29657, 31392, 32238, 32660, 33558, 35224,
      36621, 38419, 40281, 41330, 40826, 41914, 43354, 44839, 45544, 47298, 49085, 49783, 51651, 53677, 55848, 57590, 62889, 66421, 69560,
      73133, 75868,
    ];
    const indexed = indexRecord(earnings.map((e, i) => ({ year: 1986 + i, earnings: e })), 2024, WAGES);
    expect(indexed[0]!.factor.toFixed(4)).toBe('4.0323');
    // SSA prints a total of 2,446,845; to the cent it is 2,446,844.54; ÷ 420 = 5,825.82 → 5,825 either way.
    const a = aimeOf(indexed, 35);
    expect([a.total, a.aime]).toEqual([2_446_844.54, 5825]);
  });

  it('the series agree with the other published figures: the 2026 bend points and the payroll wage base', () => {
    // 180 × AWI 2024 ÷ AWI 1977 (9,779.44) = 1,285.59 → 1,286; 1,085 × … = 7,749.27 → 7,749.
    expect(Math.round((180 * WAGES.averageWageIndex(2024)) / 9_779.44)).toBe(F2026.firstBendPoint);
    expect(Math.round((1_085 * WAGES.averageWageIndex(2024)) / 9_779.44)).toBe(F2026.secondBendPoint);
    expect(Math.round((180 * WAGES.averageWageIndex(2023)) / 9_779.44)).toBe(F2025.firstBendPoint);
    expect(WAGES.taxableMaximum(2025)).toBe(ruleVersionAt(usEmployerPayrollTaxes, '2025-06-01').values.socialSecurityWageBase.value);
  });

  it('a constant share of the average wage: every year before 61 is worth earnings ÷ g² at indexing-year wages, the year at 61 earnings ÷ g', () => {
    // g = (AWI 2024 ÷ AWI 2014)^(1/10) = (69,846.57 ÷ 46,481.52)^0.1 = 1.502674^0.1 = 1.0415652 (4.1565 % a year).
    const g = assumedWageGrowth(WAGES, 2024, 10);
    expect(g).toBeCloseTo(1.0415652, 7);
    const record = constantShareRecord(60_000, 2026, 3, 2024, WAGES, g);
    expect(record.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    // 60,000 ÷ 1.0848581 = 55,306.77 for 2023 (indexed) and 2024 (face value); 60,000 ÷ 1.0415652 = 57,605.61 for 2025.
    expect(indexRecord(record, 2024, WAGES).map((y) => y.indexed)).toEqual([55_306.77, 55_306.77, 57_605.61]);
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
    expect(aimeOf([], 35)).toMatchObject({ aime: 0, yearsCounted: 0, zeroYears: 35, total: 0 });
    expect(piaOf(0, F2026).pia).toBe(0);
    expect(claimAdjustment(0, 62 * 12, F2026).monthlyBenefit).toBe(0);
  });
});

// Hand-worked cases through the operation, clock 2026-11-21: eligible (62) in 2026, bend points $1,286 / $7,749,
// earnings indexed to AWI 2024 = 69,846.57. Assumed wage growth after 2024: g = (69,846.57 ÷ 46,481.52)^(1/10) = 1.0415652
// (4.1565 % a year, the 2014–2024 mean), so today's (2026) wages are g² = 1.0848581 times 2024's.
// Reference record, $60,000 for 35 years (1991–2025): 1991–2024 each 60,000 ÷ 1.0848581 = 55,306.77 at 2024 wages;
// 2025 (age 61, face value) 60,000 ÷ 1.0415652 = 57,605.61. Total 34 × 55,306.77 + 57,605.61 = 1,938,035.79;
// AIME 1,938,035.79 ÷ 420 = 4,614.37 → 4,614. PIA = .9 × 1,286 + .32 × (4,614 − 1,286 = 3,328) = 1,157.40 + 1,064.96
// = 2,222.36 → 2,222.30. (Without the lag, the old estimate set 60,000 against the 2026 bend points: AIME 5,000, $2,345.80.)
describe('us-social-security-estimate: hand-worked cases', () => {
  it('$60,000 for 35 years, claiming at 67 (the defaults): $2,222 a month, $26,664 a year', async () => {
    const r = await run({ averageAnnualEarnings: 60_000 });
    expect(r).toMatchObject({
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69_846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184_500,
      netEarningsFromSelfEmployment: null,
      indexedAnnualEarnings: 55_306.77,
      yearsWorked: 35,
      firstEarningsYear: 1991,
      lastEarningsYear: 2025,
      cappedYears: 0,
      yearsCounted: 35,
      zeroYears: 0,
      totalIndexedEarnings: 1_938_035.79,
      aime: 4614,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 2222.36,
      pia: 2222.3,
      fullRetirementAge: 67,
      claimAge: 67,
      claimAgeYears: 67,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 100,
      adjustmentAmount: 0,
      monthlyBenefitBeforeDollarRounding: 2222.3,
      insured: true,
      monthlyBenefit: 2222,
      annualBenefit: 26_664,
    });
    expect(item(r, 'lastYearEarnings')).toBe(57_605.61);
    expect(item(r, 'piaFirstBand')).toBe(1157.4);
    expect(item(r, 'piaSecondBand')).toBe(1064.96);
    expect(item(r, 'piaThirdBand')).toBe(0);
    expect(r.warnings).toEqual([]);
    expect(r.rules.map((x) => [x.id, x.effective, x.carriedForward])).toEqual([
      ['us-social-security-benefit-formula', '2026-01-01', []],
      ['us-employer-payroll-taxes', '2026-01-01', []],
      ['us-social-security-wage-history', '2025-01-01', []],
    ]);
    // Only the taxable maximum is used from the payroll rule set: only its source is echoed.
    expect(r.rules[1]!.sources.map((s) => s.url)).toEqual(['https://www.ssa.gov/oact/cola/cbb.html']);
  });

  it('claiming at 62 (the lower bound): 60 months early = 36 × 5/9 % + 24 × 5/12 % = 30 % → $1,555', async () => {
    // 2,222.30 × 30 % = 666.69 → up to 666.70; 2,222.30 − 666.70 = 1,555.60 → $1,555; × 12 = 18,660.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 62 });
    expect([r.monthsBeforeFullRetirementAge, r.benefitPctOfPia, r.adjustmentAmount]).toEqual([60, 70, -666.7]);
    expect([r.monthlyBenefitBeforeDollarRounding, r.monthlyBenefit, r.annualBenefit]).toEqual([1555.6, 1555, 18_660]);
  });

  it('claiming at 64: 36 months × 5/9 % = 20 % → $1,777', async () => {
    // 2,222.30 × 20 % = 444.46 → up to 444.50; 2,222.30 − 444.50 = 1,777.80 → $1,777.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 64 });
    expect([r.monthsBeforeFullRetirementAge, r.benefitPctOfPia, r.adjustmentAmount, r.monthlyBenefit]).toEqual([36, 80, -444.5, 1777]);
  });

  it('claiming at 62 and 6 months: 36 × 5/9 % + 18 × 5/12 % = 27.5 % → $1,611', async () => {
    // 2,222.30 × 27.5 % = 611.1325 → up to 611.20; 2,222.30 − 611.20 = 1,611.10 → $1,611.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 62.5 });
    expect([r.claimAgeYears, r.claimAgeMonths, r.monthsBeforeFullRetirementAge, r.benefitPctOfPia]).toEqual([62, 6, 54, 72.5]);
    expect([r.adjustmentAmount, r.monthlyBenefit]).toEqual([-611.2, 1611]);
  });

  it('claiming at 70 (the upper bound): 36 months × 2/3 % = 24 % → $2,755', async () => {
    // 2,222.30 × 24 % = 533.352 → down to 533.30; 2,222.30 + 533.30 = 2,755.60 → $2,755; × 12 = 33,060.
    const r = await run({ averageAnnualEarnings: 60_000, claimAge: 70 });
    expect([r.monthsOfDelayedCredit, r.benefitPctOfPia, r.adjustmentAmount]).toEqual([36, 124, 533.3]);
    expect([r.monthlyBenefitBeforeDollarRounding, r.monthlyBenefit, r.annualBenefit]).toEqual([2755.6, 2755, 33_060]);
    expect(item(r, 'delayedRetirementCredit')).toBe(533.3);
  });

  it('zero earnings: AIME 0, PIA 0, no benefit and a warning', async () => {
    const r = await run({ averageAnnualEarnings: 0 });
    expect([r.aime, r.pia, r.monthlyBenefit, r.annualBenefit, r.insured]).toEqual([0, 0, 0, 0, false]);
    expect(r.warnings).toEqual(['No covered earnings: the AIME is 0 and there is no retirement benefit on your own record.']);
  });

  it("SSA's 2026 maximum earner through the calculator: at the cap every year from 22 to 61 → AIME $14,358, PIA $4,216.90, $2,969 at 62 and 1 month", async () => {
    // $250,000 in 2026 wages is above every year's taxable maximum, so each of 1986–2025 counts its cap: SSA's own record.
    // 59 months early: 36 × 5/9 % + 23 × 5/12 % = 29.5833 %; 4,216.90 × 29.5833 % = 1,247.4996 → up to 1,247.50;
    // 4,216.90 − 1,247.50 = 2,969.40 → $2,969 (SSA's figure for a maximum earner claiming in January 2026 at 62 and 1 month).
    const r = await run({ averageAnnualEarnings: 250_000, yearsWorked: 40, claimAge: 62 + 1 / 12 });
    expect([r.firstEarningsYear, r.lastEarningsYear, r.cappedYears, r.totalIndexedEarnings, r.aime, r.pia]).toEqual([
      1986, 2025, 40, 6_030_401.17, 14_358, 4216.9,
    ]);
    expect([r.adjustmentAmount, r.monthlyBenefit]).toEqual([-1247.5, 2969]);
    // At full retirement age the benefit is the PIA, down to the dollar.
    expect((await run({ averageAnnualEarnings: 250_000, yearsWorked: 40 })).monthlyBenefit).toBe(4216);
  });

  it('earnings above the taxable maximum with the default 35 years (1991–2025): AIME $14,320 → PIA $4,211.20, not the old $4,369.40', async () => {
    // The 35 capped years 1991–2025 total 6,014,473.92; ÷ 420 = 14,320.18 → 14,320.
    // PIA = 1,157.40 + .32 × 6,463 (2,068.16) + .15 × (14,320 − 7,749 = 6,571) (985.65) = 4,211.21 → 4,211.20 → $4,211.
    // (The old estimate capped every year at 2026's $184,500 against 2026 bend points: AIME 15,375, $4,369.40.)
    const r = await run({ averageAnnualEarnings: 250_000 });
    expect([r.cappedYears, r.totalIndexedEarnings, r.aime, r.piaBeforeRounding, r.pia, r.monthlyBenefit]).toEqual([
      35, 6_014_473.92, 14_320, 4211.21, 4211.2, 4211,
    ]);
    expect(item(r, 'piaThirdBand')).toBe(985.65);
    expect(item(r, 'cappedYears')).toBe(35);
    expect(r.warnings).toEqual([
      'Earnings of $250,000.00 a year exceed the 2026 taxable maximum ($184,500) and reach the taxable maximum in 35 of the 35 years: ' +
        "each of those counts only up to that year's maximum (what is above it is neither taxed nor counted toward the benefit).",
    ]);
  });

  it("earnings at this year's maximum still hit past years' lower maximums in real terms", async () => {
    // 184,500 ÷ 1.0848581 = 170,068.32 at 2024 wages; past caps indexed to 2024 fall below it in 12 of 1991–2025
    // (2022: 147,000 × 69,846.57 ÷ 63,795.13 = 160,944.3, for one): AIME 14,096 → PIA $4,177.60.
    const r = await run({ averageAnnualEarnings: 184_500 });
    expect([r.indexedAnnualEarnings, r.cappedYears, r.aime, r.pia]).toEqual([170_068.32, 12, 14_096, 4177.6]);
    expect(r.warnings[0]).toMatch(/^Earnings of \$184,500\.00 a year reach the taxable maximum in 12 of the 35 years/);
    // Well under every cap: no year capped, no warning.
    const under = await run({ averageAnnualEarnings: 150_000 });
    expect([under.cappedYears, under.warnings]).toEqual([0, []]);
  });

  it('self-employed: $100,000 net profit × 92.35 % = $92,350 → AIME 7,102 → PIA $3,018.50', async () => {
    // 92,350 ÷ 1.0848581 = 85,126.34 (1991–2024); 92,350 ÷ 1.0415652 = 88,664.63 (2025); 34 × 85,126.34 + 88,664.63 = 2,982,960.19;
    // ÷ 420 = 7,102.29 → 7,102. PIA = 1,157.40 + .32 × (7,102 − 1,286 = 5,816) = 1,861.12 → 3,018.52 → 3,018.50 → $3,018.
    // The same $100,000 as wages: AIME 7,690 → PIA $3,206.60.
    const r = await run({ averageAnnualEarnings: 100_000, selfEmployed: true });
    expect([r.netEarningsFromSelfEmployment, r.indexedAnnualEarnings, r.totalIndexedEarnings, r.aime, r.pia, r.monthlyBenefit]).toEqual([
      92_350, 85_126.34, 2_982_960.19, 7102, 3018.5, 3018,
    ]);
    const wages = await run({ averageAnnualEarnings: 100_000 });
    expect([wages.aime, wages.pia]).toEqual([7690, 3206.6]);
  });

  it('self-employed above the cap: $250,000 × 92.35 % = $230,875, every year capped as for wages', async () => {
    const r = await run({ averageAnnualEarnings: 250_000, selfEmployed: true });
    expect([r.netEarningsFromSelfEmployment, r.cappedYears, r.aime]).toEqual([230_875, 35, 14_320]);
    expect(r.warnings[0]).toMatch(/^Net earnings from self-employment of \$230,875\.00 a year exceed the 2026 taxable maximum/);
  });

  it('20 years worked (2006–2025): 15 zero years; 19 × 55,306.77 + 57,605.61 = 1,108,434.24 → AIME 2,639 → PIA $1,590.30', async () => {
    // 1,108,434.24 ÷ 420 = 2,639.13 → 2,639. PIA = 1,157.40 + .32 × (2,639 − 1,286 = 1,353) = 432.96 → 1,590.36 → 1,590.30.
    const r = await run({ averageAnnualEarnings: 60_000, yearsWorked: 20 });
    expect([r.firstEarningsYear, r.yearsCounted, r.zeroYears, r.totalIndexedEarnings, r.aime, r.pia, r.monthlyBenefit]).toEqual([
      2006, 20, 15, 1_108_434.24, 2639, 1590.3, 1590,
    ]);
  });

  it('more than 35 years: the highest 35 count; beyond the 40 from 22 to 61, years are not modelled', async () => {
    // 36 years (1990–2025): one year of 55,306.77 drops out; the same AIME 4,614.
    const r36 = await run({ averageAnnualEarnings: 60_000, yearsWorked: 36 });
    expect([r36.firstEarningsYear, r36.yearsCounted, r36.aime, r36.monthlyBenefit]).toEqual([1990, 35, 4614, 2222]);
    expect(r36.warnings).toEqual([
      'Only the highest 35 years count: of your 36 years (1990–2025), the 1 lowest indexed ones are left out; with the same share of ' +
        'the average wage every year they differ only where a taxable maximum applies.',
    ]);
    // 50 years (the maximum): 40 modelled (1986–2025), the same AIME.
    const r50 = await run({ averageAnnualEarnings: 60_000, yearsWorked: 50 });
    expect([r50.firstEarningsYear, r50.yearsCounted, r50.zeroYears, r50.aime, r50.monthlyBenefit]).toEqual([1986, 35, 0, 4614, 2222]);
    expect(r50.warnings).toEqual([
      'Only the 40 years from age 22 to 61 are modelled: the other 10 (before 22 or after 61) would not change this estimate of the ' +
        'highest 35 years, since every year here earns the same share of the average wage. In reality a later, higher-earning year can replace a lower one.',
    ]);
  });

  it('9 years worked: fewer than 40 credits, so no benefit; 10 years: insured', async () => {
    // 9 years: 8 × 55,306.77 + 57,605.61 = 500,059.77 ÷ 420 = 1,190.62 → 1,190; PIA = .9 × 1,190 = 1,071.00, not payable.
    const r = await run({ averageAnnualEarnings: 60_000, yearsWorked: 9 });
    expect([r.totalIndexedEarnings, r.aime, r.pia, r.insured, r.monthlyBenefit, r.annualBenefit]).toEqual([500_059.77, 1190, 1071, false, 0, 0]);
    expect(r.warnings[0]).toMatch(/^No retirement benefit: 9 years of work cannot give the 40 credits needed/);
    // 10 years: 9 × 55,306.77 + 57,605.61 = 555,366.54 ÷ 420 = 1,322.30 → 1,322; PIA = 1,157.40 + .32 × 36 = 11.52
    // → 1,168.92 → 1,168.90 → $1,168.
    const ten = await run({ averageAnnualEarnings: 60_000, yearsWorked: 10 });
    expect([ten.aime, ten.pia, ten.insured, ten.monthlyBenefit]).toEqual([1322, 1168.9, true, 1168]);
  });

  it("on a 2025 date the 2025 formula: eligible in 2025, indexed to AWI 2023 — SSA's official 2025 maximum earner, $4,020.90", async () => {
    // Benefits.html: maximum-taxable earnings every year since 22 (1985–2024), retiring at 62 in 2025: AIME $13,689,
    // bend points $1,226 / $7,391 → PIA $4,020.90.
    const ctx = testContext({ now: () => new Date('2025-06-30T12:00:00Z') });
    const r = await run({ averageAnnualEarnings: 500_000, yearsWorked: 40 }, ctx);
    expect([r.calculationYear, r.eligibilityYear, r.indexingYear, r.averageWageIndex, r.taxableMaximum, r.firstBendPoint, r.secondBendPoint]).toEqual([
      2025, 2025, 2023, 66_621.8, 176_100, 1226, 7391,
    ]);
    expect([r.firstEarningsYear, r.lastEarningsYear, r.aime, r.pia, r.monthlyBenefit]).toEqual([1985, 2024, 13_689, 4020.9, 4020]);
    // Growth assumed after 2023: (66,621.80 ÷ 44,888.16)^(1/10) − 1 = 4.0276 %.
    expect(r.assumedWageGrowthPct).toBe(4.0276);
    expect(r.rules.map((x) => x.effective)).toEqual(['2025-01-01', '2025-01-01', '2025-01-01']);
  });

  it('in 2027, with no 2027 figures published, the 2026 estimate is carried forward and the warnings say so', async () => {
    const ctx = testContext({ now: () => new Date('2027-02-01T12:00:00Z') });
    const r = await run({ averageAnnualEarnings: 60_000 }, ctx);
    expect([r.calculationYear, r.eligibilityYear, r.indexingYear, r.monthlyBenefit]).toEqual([2027, 2026, 2024, 2222]);
    expect(r.warnings).toEqual([
      'The figures for people turning 62 in 2027 are not published here yet (the 2027 bend points come from the 2025 average wage ' +
        'index): this is the estimate for someone turning 62 in 2026, in 2026 dollars, with its 2026 bend points and 2024 wage indexing.',
      'The figures of "US Social Security retirement benefit formula" in force on 2027-02-01 are not published yet (last checked ' +
        '2026-11-24): this result carries forward those in force from 2026-01-01, and will change when they are published.',
      expect.stringMatching(/^The figures of "US employer payroll taxes \(FICA and FUTA\)" in force on 2027-02-01 are not published yet/),
    ]);
    expect(r.rules.find((x) => x.id === 'us-social-security-benefit-formula')!.carriedForward).toContain('First PIA bend point (monthly AIME), workers first eligible in 2026');
    expect(r.rules.find((x) => x.id === 'us-social-security-wage-history')!.carriedForward).toEqual([]);
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
    expect(await fails(op, { averageAnnualEarnings: '60000,000' })).toBe("averageAnnualEarnings: must be a number, got '60000,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { averageAnnualEarnings: 1, claimAge: '67,000' })).toBe("claimAge: must be a number, got '67,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
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
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    const r = await run(op.worstCase());
    // Self-employed far above every cap for 40 modelled years: SSA's maximum-earner PIA $4,216.90 + 24 % (1,012.05 → 1,012.00) at 70.
    expect([r.cappedYears, r.yearsCounted, r.aime, r.monthsOfDelayedCredit, r.monthlyBenefit]).toEqual([40, 35, 14_358, 36, 5228]);
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
    expect(labels.piaSecondBand).toBe('32 % del AIME entre 1.286\u00a0US$ y 7.749\u00a0US$: 32 % × 3.328\u00a0US$');
    expect(labels.indexedAnnualEarnings).toBe(
      'A salarios de 2024, el año de indexación (cumples 60): ÷ 1,0849, dos años de crecimiento de los salarios medios al 4,1565 % anual ' +
        '(supuesto: la media de 2014 a 2024)',
    );
    expect(labels.earlyReduction).toBe(
      'Solicitud anticipada a los 62 años, 60 meses antes de los 67 años: PIA × (36 × 5/9 % + 24 × 5/12 %) = 30 %, redondeado al alza a múltiplos de 10 centavos',
    );
    expect(assumptions[0]).toBe(
      'Cifras de 2026 (fecha del cálculo 21 nov 2026, UTC): la estimación supone que cumples 62 años en 2026, así que usa los umbrales ' +
        'de 2026 (1.286\u00a0US$ y 7.749\u00a0US$) y actualiza tus ingresos con el índice nacional de salarios medios de 2024 (69.846,57), ' +
        'el del año en que cumples 60, como hace la SSA.',
    );
    const capped = await run({ averageAnnualEarnings: 250_000 }, testContext({ locale: 'es' }));
    expect(capped.warnings).toEqual([
      'Unos ingresos de 250.000,00\u00a0US$ al año superan la base máxima de cotización de 2026 (184.500\u00a0US$) y alcanzan la base ' +
        'máxima en 35 de los 35 años: cada uno de ellos solo cuenta hasta la base de ese año (lo que la supera ni cotiza ni cuenta para la pensión).',
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
    // From PIA $2,222.30: 63 is 48 months early, 36 × 5/9 % + 12 × 5/12 % = 25 % → 555.575 up to 555.60 → $1,666;
    // 65: 24 × 5/9 % = 13.33 % → 296.31 up to 296.40 → $1,925; 66: 6.67 % → 148.15 up to 148.20 → $2,074;
    // 68: 8 % → 177.784 down to 177.70 → $2,400; 69: 16 % → 355.568 down to 355.50 → $2,577 (62, 64 and 70 as above).
    expect(chart.bars).toEqual([
      { label: '62', value: 1555 },
      { label: '63', value: 1666 },
      { label: '64', value: 1777, highlight: true },
      { label: '65', value: 1925 },
      { label: '66', value: 2074 },
      { label: '67', value: 2222 },
      { label: '68', value: 2400 },
      { label: '69', value: 2577 },
      { label: '70', value: 2755 },
    ]);
    expect(chart.summary).toBe('Claiming at 62, the benefit would be $1,555.00 a month; at full retirement age (67), $2,222.00; and at 70, $2,755.00.');
  });

  it('in Spanish, and with a bar of its own for an age between birthdays', () => {
    const chart = chartOf({ averageAnnualEarnings: 60_000, claimAge: 62.5 }, 'es');
    if (chart?.kind !== 'bars') throw new Error('expected bars');
    expect([chart.title, chart.axis]).toEqual(['Pensión mensual según la edad de solicitud', 'Edad de solicitud']);
    expect(chart.bars.slice(0, 3)).toEqual([
      { label: '62', value: 1555 },
      { label: '62 años y 6 meses', value: 1611, highlight: true },
      { label: '63', value: 1666 },
    ]);
    expect(chart.bars).toHaveLength(10);
    expect(chart.summary).toBe(
      'Solicitándola a los 62 años, la pensión sería de 1.555,00\u00a0US$ al mes; a la edad plena de jubilación (67 años), de 2.222,00\u00a0US$; y a los 70 años, de 2.755,00\u00a0US$.',
    );
  });

  it('no chart when the record gives no benefit', () => {
    expect(chartOf({ averageAnnualEarnings: 60_000, yearsWorked: 9 }, 'en')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import op from './es-pension-jubilacion.op.js';
import { fails, HANG_GUARD_CPU_MS, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import { esRetirementPension2026 } from '../../rules/es/es-retirement-pension-2026.rules.js';
import { percentageFor, yearsAndMonths, type PensionRules } from './es-pension-jubilacion.js';
import { InputError } from '../../core/errors.js';
import { formatValue } from '../../core/display.js';

type Result = Record<string, unknown> & {
  warnings: string[];
  assumptions: string[];
  rules: { id: string }[];
  breakdown: { item: string; label: string; amount: number }[];
  minimumPension: Record<string, unknown>;
};
const run = async (input: unknown, now?: string) =>
  (await ok(op, input, now ? testContext({ now: () => new Date(now) }) : undefined)) as Result;
const item = (r: Result, name: string) => r.breakdown.find((b) => b.item === name);

/** One period of `years` at a constant base. */
const career = (years: number, monthlyBase = 2000, regimen: 'general' | 'reta' = 'general') => [{ years, regimen, monthlyBase }];

// Clock 2026-11-21 (FIXED_NOW): 2026 rules. Constant base 2,000 over 25 years or more: method 1 = 300 × 2,000 ÷ 350 =
// 1,714.285714…; method 2 = 302 × 2,000 ÷ 352.33 = 1,714.301932… (302 ÷ 352.33 is a hair above 300 ÷ 350 once the career fills
// the 304-month window).
describe('es-pension-jubilacion', () => {
  it('runs every documented example to its exact output', async () => {
    for (const example of op.examples) expect(await ok(op, example.input)).toEqual(example.output);
  });

  describe('percentage for the years contributed (DT 9.ª, 2023-2026)', () => {
    const r = Object.fromEntries(
      Object.entries(esRetirementPension2026.versions[0]!.values).map(([k, v]) => [k, v.value]),
    ) as unknown as PensionRules;
    const at = (months: number) => percentageFor(months, r)?.percent;

    it('matches the published examples: 20 y 62.38 %, 25 y 73.78 %, 30 y 85.18 %, 35 y 96.58 %', () => {
      // 20 y: 60 months over 15 y = 49 × 0.21 (10.29) + 11 × 0.19 (2.09) → 62.38.
      expect(at(240)).toBeCloseTo(62.38, 10);
      // 25 y: 120 = 10.29 + 71 × 0.19 (13.49) → 73.78. 30 y: 180 = 10.29 + 131 × 0.19 (24.89) → 85.18.
      expect(at(300)).toBeCloseTo(73.78, 10);
      expect(at(360)).toBeCloseTo(85.18, 10);
      // 35 y: 240 = 10.29 + 191 × 0.19 (36.29) → 96.58.
      expect(at(420)).toBeCloseTo(96.58, 10);
    });

    it('15 years = 50 %, under 15 = none, 36 y 5 m = 99.81 %, 36 y 6 m = 100 % exactly and no more after', () => {
      expect(at(179)).toBeUndefined();
      expect(at(180)).toBe(50);
      // 15 y 1 m: 50 + 0.21.
      expect(at(181)).toBeCloseTo(50.21, 10);
      // 19 y 1 m (229 months): the 49 months at 0.21 % → 60.29; the next month earns 0.19 % → 60.48.
      expect(at(229)).toBeCloseTo(60.29, 10);
      expect(at(230)).toBeCloseTo(60.48, 10);
      // 437 months: 10.29 + 208 × 0.19 (39.52) → 99.81. 438 = 180 + 49 + 209 → 100.
      expect(at(437)).toBeCloseTo(99.81, 10);
      expect(at(438)).toBe(100);
      expect(at(600)).toBe(100);
    });
  });

  it('exactly 15 years: 50 % of the base reguladora with 120 months of gaps filled, below the single-person minimum (shown, not applied)', async () => {
    // 180 months at 1,500. Base mínima 2026 1,424.40 (half: 712.20). Method 1: 120 gap months = 48 × 1,424.40 (68,371.20) +
    // 72 × 712.20 (51,278.40) = 119,649.60; (270,000 + 119,649.60) ÷ 350 = 1,113.284571… → 1,113.28. Method 2: 124 gaps =
    // 68,371.20 + 76 × 712.20 (54,127.20); the 2 lowest (712.20 each) left out → 270,000 + 122,498.40 − 1,424.40 = 391,074 ÷
    // 352.33 = 1,109.965089… → 1,109.97 → method 1. 15 y < 38 y 3 m → ordinary age 66 y 10 m (default).
    // Pension 1,113.284571… × 50 % = 556.642285… → 556.64; × 14 = 7,792.99. Minimum 936.20 − 556.642285… = 379.557714… → 379.56.
    const r = await run({ periods: career(15, 1500) });
    expect(r).toMatchObject({
      contributedMonths: 180, contributed: '15 years', entitled: true, retirementAgeMonths: 802, retirementAge: '66 years 10 months',
      ordinaryAgeMonths: 802, retirementType: 'ordinary', baseReguladoraMethod1: 1113.28, baseReguladoraMethod2: 1109.97,
      baseReguladoraMethodUsed: 'method1', baseReguladora: 1113.28, percentageForYears: 50, monthlyPension: 556.64,
      annualPension: 7792.99, totalAnnual: 7792.99, cappedAtMaximum: false,
    });
    expect(r.minimumPension).toEqual({
      household: 'single-person', ageBand: '65-or-over', monthly: 936.2, annual: 13106.8, pensionBelowMinimum: true, differenceMonthly: 379.56,
    });
    expect(r.warnings.join(' ')).toContain('shorter than the 304 months');
    expect(r.warnings.join(' ')).toContain('other income stays under 9,442.00 € a year');
    expect(item(r, 'sumLast300Bases')?.label).toBe(
      'Method 1: sum of the last 300 monthly bases (120 months before the first period filled as gaps: 48 × 1,424.40 € + 72 × 712.20 €)',
    );
    expect(item(r, 'sumLast300Bases')?.amount).toBe(389649.6);
  });

  describe('gaps (integración de lagunas, art. 209.1.b and DT 41.ª LGSS)', () => {
    it('20 years at 2,000 in the general regime: 993 € with the gaps filled, not 855.50 €', async () => {
      // 240 months at 2,000; base mínima 2026 1,424.40, half 712.20.
      // Method 1 (300): 60 gaps = 48 × 1,424.40 (68,371.20) + 12 × 712.20 (8,546.40) = 76,917.60; (480,000 + 76,917.60) ÷ 350 =
      // 556,917.60 ÷ 350 = 1,591.193142… → 1,591.19.
      // Method 2 (304): 64 gaps = 68,371.20 + 16 × 712.20 (11,395.20) = 79,766.40; the 2 lowest (712.20) left out →
      // 480,000 + 79,766.40 − 1,424.40 = 558,342 ÷ 352.33 = 1,584.713195… → 1,584.71 → method 1.
      // 20 y → 62.38 %: 1,591.193142… × 62.38 % = 992.586282… → 992.59 (without filling: 480,000 ÷ 350 × 62.38 % = 855.50);
      // × 14 = 13,896.21. Above the single-person minimum of 936.20.
      const r = await run({ periods: career(20) });
      expect(r).toMatchObject({
        baseReguladoraMethod1: 1591.19, baseReguladoraMethod2: 1584.71, baseReguladoraMethodUsed: 'method1', percentageForYears: 62.38,
        monthlyPension: 992.59, annualPension: 13896.21,
      });
      expect(r.gapFilling).toEqual({
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: { months: 60, atFull: 48, atReduced: 0, atHalf: 12, amount: 76917.6 },
        method2: { months: 64, atFull: 48, atReduced: 0, atHalf: 16, amount: 79766.4 },
      });
      expect(r.minimumPension).toMatchObject({ pensionBelowMinimum: false, differenceMonthly: 0 });
      expect(item(r, 'sumBest302Of304Bases')).toEqual({
        item: 'sumBest302Of304Bases',
        label:
          'Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 712.20 € and 712.20 €; 64 months before the ' +
          'first period filled as gaps: 48 × 1,424.40 € + 16 × 712.20 €)',
        amount: 558342,
      });
    });

    it('the gender-gap supplement (DT 41.ª) fills months 49-60 at 100 % and 61-84 at 80 % in method 2, which then wins', async () => {
      // Method 2 (304): 64 gaps = 60 × 1,424.40 (85,464) + 4 × 1,139.52 (80 % of 1,424.40; 4,558.08); the 2 lowest (1,139.52)
      // left out → 480,000 + 85,464 + 2 × 1,139.52 = 567,743.04 ÷ 352.33 = 1,611.395680… → 1,611.40. Method 1 keeps the 2023
      // wording (no supplement): 1,591.19. Pension 1,611.395680… × 62.38 % = 1,005.188625… → 1,005.19.
      const r = await run({ periods: career(20), gapSupplement: true });
      expect(r).toMatchObject({ baseReguladoraMethod1: 1591.19, baseReguladoraMethod2: 1611.4, baseReguladoraMethodUsed: 'method2', monthlyPension: 1005.19 });
      expect(r.gapFilling).toMatchObject({ supplement: true, method2: { months: 64, atFull: 60, atReduced: 4, atHalf: 0, amount: 90022.08 } });
      expect(r.assumptions.join(' ')).toContain('Gender-gap supplement (DT 41.ª LGSS): gap months 49 to 60 are filled at 100 % and 61 to 84 at 80 %');
      // 120 gaps (15 years at 2,000): 60 at 100 %, 24 at 80 %, the remaining 40 of method 2's 124 at 50 %.
      expect((await run({ periods: career(15), gapSupplement: true })).gapFilling).toMatchObject({
        method2: { months: 124, atFull: 60, atReduced: 24, atHalf: 40 },
      });
      // Under 49 gaps the supplement changes nothing, and says so.
      const few = await run({ periods: career(22), gapSupplement: true });
      expect(few.gapFilling).toMatchObject({ method2: { months: 40, atFull: 40, atReduced: 0, atHalf: 0 } });
      expect(few.monthlyPension).toBe((await run({ periods: career(22) })).monthlyPension);
      expect(few.assumptions).toContain('gapSupplement has no effect here: it changes gap months from the 49th on, and there are 40.');
    });

    it('RETA as the last regime: gaps are not filled (art. 318.d), so 20 years at 2,000 stay at 855.50', async () => {
      // 480,000 ÷ 350 = 1,371.428571… × 62.38 % = 855.497142… → 855.50; method 2: 480,000 ÷ 352.33 = 1,362.36.
      const r = await run({ periods: career(20, 2000, 'reta'), gapSupplement: true });
      expect(r).toMatchObject({ baseReguladoraMethod1: 1371.43, baseReguladoraMethod2: 1362.36, monthlyPension: 855.5 });
      expect(r.gapFilling).toMatchObject({ applied: false, supplement: false, method1: { months: 60, atHalf: 0, amount: 0 } });
      expect(item(r, 'sumLast300Bases')?.label).toBe(
        'Method 1: sum of the last 300 monthly bases (60 months before the first period count as 0: no gap filling in RETA)',
      );
      expect(r.warnings.join(' ')).toContain('in the self-employed regime (RETA) gaps are not filled (except after a cese de actividad benefit)');
      expect(r.assumptions).toContain(
        'gapSupplement has no effect here: the DT 41.ª supplement applies only where gaps are filled, in the Régimen General.',
      );
      // The regime of the last period decides: RETA first, general last → filled.
      const mixed = await run({ periods: [{ years: 10, regimen: 'reta', monthlyBase: 2000 }, { years: 10, regimen: 'general', monthlyBase: 2000 }] });
      expect(mixed).toMatchObject({ gapFilling: { applied: true }, monthlyPension: 992.59 });
    });
  });

  it('under 15 years: no contributory pension, said in the result (not a 400), whatever the age', async () => {
    // 14 y 11 m = 179 months < 180.
    const r = await run({ periods: [{ years: 14 + 11 / 12, monthlyBase: 1500 }] });
    expect(r).toMatchObject({ contributedMonths: 179, entitled: false, percentageForYears: 0, monthlyPension: 0, annualPension: 0, totalAnnual: 0 });
    expect(r.warnings[0]).toBe(
      'No contributory retirement pension: the periods add up to 14 years 11 months, and at least 15 years are needed (art. 205.1.b LGSS). The base reguladora is shown for information.',
    );
    // An age before the ordinary age is not refused either: there is no pension to retire early on.
    expect(await run({ periods: career(10), retirementAge: 64 })).toMatchObject({ entitled: false, retirementType: 'early', monthlyPension: 0 });
  });

  describe('base reguladora: the more favourable of the two 2026 methods', () => {
    it('25 years at a constant base: method 1 wins (method 2 reaches 4 months before the career, filled as gaps)', async () => {
      // 300 months at 2,000. Method 1 = 600,000 ÷ 350 = 1,714.29. Method 2: 304-month window = 300 × 2,000 + 4 gaps at the base
      // mínima 1,424.40; the 2 lowest (gaps) are left out → 600,000 + 2 × 1,424.40 = 602,848.80 ÷ 352.33 = 1,711.034541… →
      // 1,711.03. 25 y → 73.78 %; 1,714.285714… × 73.78 % = 1,264.80.
      const r = await run({ periods: career(25) });
      expect(r).toMatchObject({
        baseReguladoraMethod1: 1714.29, baseReguladoraMethod2: 1711.03, baseReguladoraMethodUsed: 'method1', baseReguladora: 1714.29,
        percentageForYears: 73.78, monthlyPension: 1264.8,
      });
    });

    it('30 years at a constant base: method 2 is a hair higher (302 ÷ 352.33 > 300 ÷ 350)', async () => {
      // Method 1 = 1,714.285714…; method 2 = 604,000 ÷ 352.33 = 1,714.301932… → 1,714.30. 30 y → 85.18 %:
      // 1,714.301932… × 85.18 % = 1,460.242387… → 1,460.24.
      expect(await run({ periods: career(30) })).toMatchObject({
        baseReguladoraMethod1: 1714.29, baseReguladoraMethod2: 1714.3, baseReguladoraMethodUsed: 'method2', monthlyPension: 1460.24,
      });
    });

    it('a rising career: method 1 wins, because method 2 reaches back to older, lower bases', async () => {
      // 10 y at 1,000, 10 y at 1,500, 10 y at 2,000. Last 300: 120 × 2,000 + 120 × 1,500 + 60 × 1,000 = 480,000 ÷ 350 =
      // 1,371.43. Last 304: 4 more at 1,000; the 2 lowest (1,000) left out → 482,000 ÷ 352.33 = 1,368.04.
      const r = await run({ periods: [{ years: 10, monthlyBase: 1000 }, { years: 10, monthlyBase: 1500 }, { years: 10, monthlyBase: 2000 }] });
      expect(r).toMatchObject({ baseReguladoraMethod1: 1371.43, baseReguladoraMethod2: 1368.04, baseReguladoraMethodUsed: 'method1', baseReguladora: 1371.43 });
    });

    it('a bad stretch inside the last 304 months: method 2 wins by leaving it out', async () => {
      // 30 years at 2,000 except 2 months at 500, 9 y 10 m before retirement. Method 1: 298 × 2,000 + 2 × 500 = 597,000 ÷ 350 =
      // 1,705.71. Method 2: the 2 months at 500 are the lowest and left out → 302 × 2,000 = 604,000 ÷ 352.33 = 1,714.30.
      const r = await run({
        periods: [{ years: 20, monthlyBase: 2000 }, { years: 2 / 12, monthlyBase: 500 }, { years: 9 + 10 / 12, monthlyBase: 2000 }],
      });
      expect(r).toMatchObject({ contributedMonths: 360, baseReguladoraMethod1: 1705.71, baseReguladoraMethod2: 1714.3, baseReguladoraMethodUsed: 'method2' });
      expect(item(r, 'sumBest302Of304Bases')?.label).toBe('Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 500.00 € and 500.00 €)');
    });

    it('a base above the 2026 maximum contribution base counts as 5,101.20, with a warning', async () => {
      // 40 y at 6,000 → 5,101.20. Method 2 = 302 × 5,101.20 ÷ 352.33 = 4,372.50 > maximum → 3,359.60, × 14 = 47,034.40.
      const r = await run({ periods: career(40, 6000) });
      expect(r).toMatchObject({ baseReguladora: 4372.5, cappedAtMaximum: true, monthlyPension: 3359.6, annualPension: 47034.4 });
      expect(r.warnings[0]).toBe(
        'periods[0].monthlyBase 6,000.00 € is above the 2026 maximum contribution base and counts as 5,101.20 €: a contribution base cannot exceed it (is it a salary?).',
      );
    });
  });

  describe('ordinary age (DT 7.ª, 2026) and the default retirement age', () => {
    it('65 with 38 y 3 m, 66 y 10 m with one month less', async () => {
      expect(await run({ periods: [{ years: 38.25, monthlyBase: 2000 }] })).toMatchObject({ retirementAgeMonths: 780, retirementAge: '65 years', ordinaryAgeMonths: 780, retirementType: 'ordinary' });
      const short = await run({ periods: [{ years: 38 + 2 / 12, monthlyBase: 2000 }] });
      expect(short).toMatchObject({ retirementAgeMonths: 802, ordinaryAge: '66 years 10 months', retirementType: 'ordinary' });
      expect(short.assumptions).toContain('Retirement age not given: the ordinary age for the years contributed is used (66 years 10 months).');
    });

    it('an age in between when 38 y 3 m are reached between 65 and 66 y 10 m', async () => {
      // 37 y 6 m (450 months) at 65 y 10 m (790): contributing on, 459 months are reached 9 months later → ordinary age 66 y 7 m
      // (799): 9 months early, column A (450 < 462) → 4.63 %. 450 months ≥ 438 → 100 %.
      // 1,714.301932… × (1 − 4.63 %) = 1,634.929753… → 1,634.93.
      const r = await run({ periods: career(37.5), retirementAge: 65 + 10 / 12 });
      expect(r).toMatchObject({ ordinaryAgeMonths: 799, ordinaryAge: '66 years 7 months', retirementType: 'early', monthsEarly: 9, earlyReductionPercent: 4.63, monthlyPension: 1634.93 });
    });
  });

  describe('early retirement (art. 208)', () => {
    it('24 months early with 38 years: column A, 21 %', async () => {
      // 38 y (456 months) at 63: contributing on, 38 y 3 m are reached before 65 → ordinary age 65, 24 months early.
      // 456 < 462 (38 y 6 m) → column A: 21 %. 456 ≥ 438 → 100 %. 1,714.301932… × 79 % = 1,354.298526… → 1,354.30;
      // × 14 = 18,960.179377… → 18,960.18.
      const r = await run({ periods: career(38), retirementAge: 63 });
      expect(r).toMatchObject({
        retirementType: 'early', ordinaryAgeMonths: 780, monthsEarly: 24, earlyReductionPercent: 21, earlyReductionAppliedTo: 'pension',
        theoreticalMonthlyPension: 1714.3, monthlyPension: 1354.3, annualPension: 18960.18,
      });
      expect(r.rules.map((x) => x.id)).toEqual(['es-retirement-pension-2026', 'es-social-security-worker-2026', 'es-early-retirement-reductions-2026']);
      expect(item(r, 'earlyReduction')?.amount).toBe(-360);
      // On the record alone (38 y < 38 y 3 m) the required age would be 66 y 10 m: flagged.
      expect(r.warnings.join(' ')).toContain('whether access (art. 208.1.a) is measured the same way is not spelled out');
      expect(r.minimumPension).toMatchObject({ ageBand: 'under-65', monthly: 875.9 });
    });

    it('1 month early with 45 years: column D, 2.81 %', async () => {
      // 540 ≥ 534 (44 y 6 m) → D. 1,714.301932… × (1 − 2.81 %) = 1,666.130049… → 1,666.13.
      expect(await run({ periods: career(45), retirementAge: 64 + 11 / 12 })).toMatchObject({ monthsEarly: 1, earlyReductionPercent: 2.81, monthlyPension: 1666.13 });
    });

    it('a pension above the maximum: the smaller 2026 DT 34.ª reduction applies to the maximum pension', async () => {
      // 45 y at 5,000: method 2 = 1,510,000 ÷ 352.33 = 4,285.75 > 3,359.60. 12 months early, column D: DT 34.ª 2026 = 2.83 %
      // (art. 208.2 would be 4.75 %). 3,359.60 × (1 − 2.83 %) = 3,264.52332 → 3,264.52; × 14 = 45,703.33.
      const r = await run({ periods: career(45, 5000), retirementAge: 64 });
      expect(r).toMatchObject({ earlyReductionPercent: 2.83, earlyReductionAppliedTo: 'maximumPension', cappedAtMaximum: true, monthlyPension: 3264.52, annualPension: 45703.33 });
      expect(item(r, 'earlyReduction')?.amount).toBe(-95.08);
    });

    it('warns when the reduced pension does not exceed the single-person minimum at 65 (art. 208.1.c)', async () => {
      // 35 y at 1,000 (420 months) at 64 y 10 m: 38 y 3 m are not reached by 66 y 10 m → ordinary 66 y 10 m, 24 months early,
      // column A: 21 %. Method 2 = 302,000 ÷ 352.33 = 857.151… (method 1: 300,000 ÷ 350 = 857.142…); × 96.58 % = 827.836…;
      // × 79 % = 653.990… → 653.99 ≤ 936.20.
      const r = await run({ periods: career(35, 1000), retirementAge: 64 + 10 / 12 });
      expect(r).toMatchObject({ monthsEarly: 24, earlyReductionPercent: 21, monthlyPension: 653.99 });
      expect(r.warnings).toContain(
        'At 653.99 € the pension does not exceed the 2026 minimum pension at 65 for a single-person household (936.20 €): voluntary early retirement would then be refused (art. 208.1.c), unless the minimum for your household is lower.',
      );
    });

    it('is refused (400) with fewer than 35 years, or more than 24 months early', async () => {
      expect(await fails(op, { periods: career(30), retirementAge: 64 })).toBe(
        'retirementAge: 64 years is before your ordinary age of 66 years 10 months under the 2026 rules, and voluntary early retirement (art. 208 LGSS) needs at least 35 years contributed; the periods add up to 30 years. Retire at 66 years 10 months or later, or leave retirementAge out.',
      );
      // 36 y (432) at 64: 38 y 3 m would come 27 months later → ordinary 66 y 3 m, 27 months early. Earliest: 64 y 10 m.
      expect(await fails(op, { periods: career(36), retirementAge: 64 })).toBe(
        'retirementAge: 64 years is 27 months before your ordinary age of 66 years 3 months under the 2026 rules; voluntary early retirement (art. 208 LGSS) allows at most 24 months: with this career the earliest is 64 years 10 months.',
      );
    });
  });

  describe('delayed retirement (art. 210.2)', () => {
    it('1 year after the ordinary age: + 4 %', async () => {
      // 40 y at 66 (ordinary 65): 12 months → 1 full year × 4 = 4. 1,714.301932… × 104 % = 1,782.874010… → 1,782.87; × 14 = 24,960.24.
      const r = await run({ periods: career(40), retirementAge: 66 });
      expect(r).toMatchObject({ retirementType: 'delayed', monthsDelayed: 12, delayBonusPercent: 4, monthlyPension: 1782.87, annualPension: 24960.24 });
      expect(r.warnings).toEqual([]);
    });

    it('1 year 7 months: + 6 % (more than six months after the first year), with the reading flagged; exactly 6 months more: nothing', async () => {
      // Art. 210.2.a counts periods «superiores a 6 meses». 19 months → 1 × 4 + 2 = 6. 1,714.301932… × 106 % = 1,817.160048… → 1,817.16.
      const r = await run({ periods: career(40 + 7 / 12), retirementAge: 66 + 7 / 12 });
      expect(r).toMatchObject({ monthsDelayed: 19, delayBonusPercent: 6, monthlyPension: 1817.16 });
      expect(r.warnings[0]).toContain('if it means only after two full years, the bonus would be 2 points lower');
      // 18 months: 6 months more is not «more than six» → 4. 1,714.301932… × 104 % = 1,782.87.
      expect(await run({ periods: career(40.5), retirementAge: 66.5 })).toMatchObject({ monthsDelayed: 18, delayBonusPercent: 4, monthlyPension: 1782.87 });
      expect(await run({ periods: career(39 + 11 / 12), retirementAge: 65 + 11 / 12 })).toMatchObject({ monthsDelayed: 11, delayBonusPercent: 0 });
      // 2 y 6 m: 2 × 4 = 8 → 1,714.301932… × 108 % = 1,851.446086… → 1,851.45; 2 y 7 m: 2 × 4 + 2 = 10 → × 110 % = 1,885.73.
      expect(await run({ periods: career(41.5), retirementAge: 67.5 })).toMatchObject({ monthsDelayed: 30, delayBonusPercent: 8, monthlyPension: 1851.45 });
      expect(await run({ periods: career(41 + 7 / 12), retirementAge: 67 + 7 / 12 })).toMatchObject({ monthsDelayed: 31, delayBonusPercent: 10, monthlyPension: 1885.73 });
    });

    it('no bonus without 15 years at the ordinary age', async () => {
      // 15 y 10 m (190 months) at 68: ordinary 66 y 10 m, 14 months later; at 66 y 10 m there were 176 < 180 months.
      const r = await run({ periods: [{ years: 15 + 10 / 12, monthlyBase: 2000 }], retirementAge: 68 });
      expect(r).toMatchObject({ monthsDelayed: 14, delayBonusPercent: 0, entitled: true });
      expect(r.warnings.join(' ')).toContain('No delayed-retirement bonus: 14 years 8 months were contributed at the ordinary age');
    });

    it('above the maximum: the pension is the maximum and the unused bonus is paid as a yearly amount', async () => {
      // Fully above: see example 3 (8 points × 3,359.60 × 14 = 3,762.75). Partly: 40 y at 3,850 → method 2 = 302 × 3,850 ÷
      // 352.33 = 3,300.031220…; × 104 % = 3,432.03 > 3,359.60. Points used to reach the maximum: 3,359.60 ÷ 3,300.031220… =
      // 101.805097…%; unused 104 − 101.805097… = 2.194902… points; × 3,359.60 × 14 = 1,032.359247… → 1,032.36.
      // Total 47,034.40 + 1,032.36 = 48,066.76 (within 12 × 5,101.20 = 61,214.40).
      const r = await run({ periods: career(40, 3850), retirementAge: 66 });
      expect(r).toMatchObject({ delayBonusPercent: 4, cappedAtMaximum: true, monthlyPension: 3359.6, bonusAboveMaximumAnnual: 1032.36, totalAnnual: 48066.76 });
      expect(r.warnings[0]).toBe(
        'With the bonus the pension would exceed the 2026 maximum: it is paid at 3,359.60 € and the 2.19 points of bonus not used are paid as a yearly amount of 1,032.36 € in 14 payments.',
      );
    });
  });

  it('the maximum pension caps an ordinary pension', async () => {
    // 40 y at 5,101.20: 4,372.498509… × 100 % > 3,359.60 → 3,359.60; × 14 = 47,034.40.
    const r = await run({ periods: career(40, 5101.2) });
    expect(r).toMatchObject({ theoreticalMonthlyPension: 4372.5, cappedAtMaximum: true, monthlyPension: 3359.6, annualPension: 47034.4, bonusAboveMaximumAnnual: 0 });
    expect(item(r, 'maximumMonthlyPension')).toEqual({ item: 'maximumMonthlyPension', label: 'Limited to the 2026 maximum pension', amount: 3359.6 });
  });

  describe('2027: the statutory 2027 rules, the unpublished figures carried forward with a warning', () => {
    const r2026 = Object.fromEntries(Object.entries(esRetirementPension2026.versions[0]!.values).map(([k, v]) => [k, v.value])) as unknown as PensionRules;
    const r2027 = Object.fromEntries(Object.entries(esRetirementPension2026.versions[1]!.values).map(([k, v]) => [k, v.value])) as unknown as PensionRules;

    it('percentage scale from 2027 (art. 210.1, DT 9.ª) at its boundary months', () => {
      const at = (months: number) => percentageFor(months, r2027)?.percent;
      expect(at(179)).toBeUndefined();
      expect(at(180)).toBe(50);
      // 15 y 1 m: 50 + 0.19. 20 y (60 months): 50 + 60 × 0.19 = 61.40 (62.38 in 2026).
      expect(at(181)).toBeCloseTo(50.19, 10);
      expect(at(240)).toBeCloseTo(61.4, 10);
      expect(percentageFor(240, r2026)?.percent).toBeCloseTo(62.38, 10);
      // Month 248 after 15 years (428 = 35 y 8 m): 50 + 248 × 0.19 (47.12) = 97.12; month 249 earns 0.18 → 97.30.
      expect(at(428)).toBeCloseTo(97.12, 10);
      expect(at(429)).toBeCloseTo(97.3, 10);
      // 443: 97.12 + 15 × 0.18 (2.70) = 99.82; 444 = 180 + 248 + 16 (37 y) → 100 exactly, and no more after.
      expect(at(443)).toBeCloseTo(99.82, 10);
      expect(at(444)).toBe(100);
      expect(at(600)).toBe(100);
      // 36 y 6 m (438): 100 in 2026, 97.12 + 10 × 0.18 = 98.92 in 2027.
      expect(percentageFor(438, r2026)?.percent).toBe(100);
      expect(at(438)).toBeCloseTo(98.92, 10);
    });

    it('retiring in 2027 at 65 with 38 years 3 months is early (ordinary in 2026)', async () => {
      // 2027 (DT 7.ª): 65 needs 38 y 6 m (462). 459 months at 65 (780): contributing on, 462 are reached 3 months later →
      // ordinary age 65 y 3 m (783), 3 months early; 459 < 462 → column A, 3.52 %. 459 − 180 = 279 ≥ 264 → 100 %.
      // Method 1: 600,000 ÷ 350 = 1,714.285714…; method 2 (2027): 304 × 2,000 ÷ 354.67 = 1,714.269602… → method 1.
      // 1,714.285714… × (1 − 3.52 %) = 1,653.942857… → 1,653.94.
      const input = { periods: career(38.25), retirementAge: 65, retirementYear: 2027 };
      const r = await run(input);
      expect(r).toMatchObject({
        retirementYear: 2027, rulesYear: 2027, ordinaryAgeMonths: 783, ordinaryAge: '65 years 3 months', retirementType: 'early',
        monthsEarly: 3, earlyReductionPercent: 3.52, baseReguladoraMethod1: 1714.29, baseReguladoraMethod2: 1714.27,
        baseReguladoraMethodUsed: 'method1', percentageForYears: 100, monthlyPension: 1653.94,
      });
      // 2026: the same career at 65 is ordinary: method 2 = 302 × 2,000 ÷ 352.33 = 1,714.30.
      expect(await run({ ...input, retirementYear: 2026 })).toMatchObject({ retirementType: 'ordinary', ordinaryAgeMonths: 780, monthlyPension: 1714.3 });
      // The clock in 2027 gives the same result without retirementYear.
      expect(await run({ periods: career(38.25), retirementAge: 65 }, '2027-01-15T12:00:00Z')).toMatchObject({ retirementYear: 2027, monthlyPension: 1653.94 });
      // With 38 y 6 m, 65 is the ordinary age in 2027; with less, 67 (804 months).
      expect(await run({ periods: career(38.5), retirementYear: 2027 })).toMatchObject({ retirementAgeMonths: 780, retirementType: 'ordinary' });
      expect(await run({ periods: career(30), retirementYear: 2027 })).toMatchObject({ retirementAgeMonths: 804, ordinaryAge: '67 years' });
      // The rules used: the 2027 versions, applied on 1 January 2027; the unpublished figures are listed and warned of.
      const rules = r.rules as unknown as { id: string; effective: string; appliedOn: string; carriedForward: string[] }[];
      expect(rules.map((u) => [u.id, u.effective, u.appliedOn])).toEqual([
        ['es-retirement-pension-2026', '2027-01-01', '2027-01-01'],
        ['es-social-security-worker-2026', expect.any(String), '2027-01-01'],
        ['es-early-retirement-reductions-2026', '2027-01-01', '2027-01-01'],
      ]);
      expect(rules[0]!.carriedForward).toContain('Maximum initial pension 2027, per payment (14 payments a year)');
      expect(rules[2]!.carriedForward).toEqual([]);
      expect(r.warnings.join(' ')).toContain('Not published yet for 2027-01-01, so carried forward from the previous period (Spain: contributory retirement pension');
    });

    it('2027 window and DT 34.ª coefficients: 45 years at 5,000, 12 months early, column D: 3.10 % of the maximum', async () => {
      // Method 2 (2027) = 304 × 5,000 ÷ 354.67 = 4,285.67 > 3,359.60 (the 2026 maximum, carried forward). DT 34.ª 2027, 12
      // months, column D: 3.10 % (2.83 % in 2026). 3,359.60 × (1 − 3.10 %) = 3,255.4524 → 3,255.45.
      const r = await run({ periods: career(45, 5000), retirementAge: 64, retirementYear: 2027 });
      expect(r).toMatchObject({ baseReguladoraMethod2: 4285.67, earlyReductionPercent: 3.1, earlyReductionAppliedTo: 'maximumPension', monthlyPension: 3255.45 });
      expect(r.warnings.join(' ')).toContain('so the smaller 2027 reduction of DT 34.ª LGSS is applied to the maximum pension');
    });

    it('a refusal in 2027 names the 2027 rules', async () => {
      // 36 y (432) at 64 in 2027: 38 y 6 m would come 30 months later → ordinary 66 y 6 m (798), 30 months early. Earliest:
      // at 65 the ordinary age is 67 (804 months cap), 24 months early.
      expect(await fails(op, { periods: career(36), retirementAge: 64, retirementYear: 2027 })).toBe(
        'retirementAge: 64 years is 30 months before your ordinary age of 66 years 6 months under the 2027 rules; voluntary early retirement (art. 208 LGSS) allows at most 24 months: with this career the earliest is 65 years.',
      );
    });

    it('a pension starting after 2027 carries the 2027 rules forward and says so; before 2026 there are none', async () => {
      const r = await run({ periods: career(40), retirementYear: 2028 });
      expect(r).toMatchObject({ retirementYear: 2028, rulesYear: 2027 });
      expect(r.warnings).toContain(
        'The pension starts in 2028, but the newest rules here are those of 2027: later changes (the base reguladora window widens every year until 2037, the DT 34.ª reductions rise until 2033, new maximum and minimum pensions) are not applied.',
      );
      // Past 2027-12-31 the whole 2027 version is carried forward, so the warning names the set, not each figure.
      expect(r.warnings.join(' ')).toContain(
        'The figures of "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)" in force on 2028-01-01 are not published yet',
      );
      expect(await fails(op, { periods: career(40), retirementYear: 2025 })).toBe('retirementYear: must be at least 2026');
      expect(await fails(op, { periods: career(40) }, testContext({ now: () => new Date('2025-12-31T12:00:00Z') }))).toBe(
        'no es-retirement-pension-2026 rules are in force on 2025-12-31: the earliest apply from 2026-01-01',
      );
    });
  });

  describe('bad input is a 400 with a clear message', () => {
    it('missing, negative, out of range, wrong enum, unknown field', async () => {
      expect(await fails(op, {})).toBe('periods: is required');
      expect(await fails(op, { periods: [] })).toBe('periods: must have at least 1 items');
      expect(await fails(op, { periods: [{ monthlyBase: 1000 }] })).toBe('periods[0].years: is required');
      expect(await fails(op, { periods: [{ years: 10, monthlyBase: -5 }] })).toBe('periods[0].monthlyBase: must be greater than 0');
      expect(await fails(op, { periods: [{ years: 10, regimen: 'autonomo', monthlyBase: 1000 }] })).toBe(
        "periods[0].regimen: must be one of 'general', 'reta', got 'autonomo'",
      );
      expect(await fails(op, { periods: career(40), retirementAge: 62 })).toBe('retirementAge: must be at least 63');
      expect(await fails(op, { periods: career(40), retirementAge: 76 })).toBe('retirementAge: must be at most 75');
      expect(await fails(op, { periods: career(40), age: 65 })).toMatch(/^age: unknown field/);
      expect(await fails(op, { periods: [{ years: 10, monthlyBase: 1000, base: 3 }] })).toMatch(/^periods\[0\]\.base: unknown field/);
    });

    it('an array over its bound, a career over 60 years, and fractions of a month', async () => {
      const many = Array.from({ length: 61 }, () => ({ years: 0.5, monthlyBase: 1000 }));
      expect(await fails(op, { periods: many })).toBe('periods: must have at most 60 items');
      expect(await fails(op, { periods: [{ years: 40, monthlyBase: 1000 }, { years: 20.5, monthlyBase: 1000 }] })).toBe(
        'periods: the years add up to 60.5; at most 60 years in total',
      );
      expect(await fails(op, { periods: [{ years: 2.3, monthlyBase: 1000 }] })).toBe(
        'periods[0].years: must be a whole number of months (years × 12 an integer, e.g. 2.5 = 2 years 6 months), got 2.3 (27.6 months)',
      );
      expect(await fails(op, { periods: career(40), retirementAge: 65.3 })).toBe(
        'retirementAge: must be a whole number of months (64.5 = 64 years 6 months, 64.25 = 64 years 3 months), got 65.3',
      );
      expect(await fails(op, { periods: [{ years: 0.0005, monthlyBase: 1000 }] })).toBe('periods[0].years: must be at least one month (1/12 ≈ 0.0833), got 0.0005');
    });
  });

  it('the worst case (60 periods, 60 years, age 75) finishes promptly', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await run(op.worstCase())).toMatchObject({ contributedMonths: 720, retirementType: 'delayed' });
  });

  describe('on the Spanish page', () => {
    const NBSP = '\u00a0';
    const es = testContext({ locale: 'es' });
    /** The result without its words: every figure, breakdown item and amount, and how many texts there are. */
    const figures = (r: Result) => ({
      ...r,
      contributed: undefined,
      retirementAge: undefined,
      ordinaryAge: undefined,
      breakdown: r.breakdown.map((b) => [b.item, b.amount]),
      assumptions: r.assumptions.length,
      warnings: r.warnings.length,
    });

    it('answers in Spanish on the Spanish page', async () => {
      for (const example of op.examples) {
        const inSpanish = (await ok(op, example.input, es)) as Result;
        expect(figures(inSpanish), example.title).toEqual(figures((await ok(op, example.input)) as Result));
      }
      const early = (await ok(op, op.examples[1]!.input, es)) as Result;
      expect(item(early, 'earlyReductionPercent')?.label).toBe(
        'Coeficiente reductor por jubilación anticipada: 24 meses antes, columna B (de 38 años y 6 meses a menos de 41 años y 6 meses cotizados), artículo 208.2 LGSS',
      );
      expect(early.warnings).toContain('Jubilación anticipada voluntaria 24 meses antes de la edad ordinaria: la pensión se reduce en un 19 %, de por vida.');
      const ordinary = (await ok(op, op.examples[0]!.input, es)) as Result;
      expect(ordinary).toMatchObject({ contributed: '35 años', retirementAge: '66 años y 10 meses', ordinaryAge: '66 años y 10 meses' });
      expect(item(ordinary, 'baseReguladoraMethod2')?.label).toBe('Base reguladora del método 2: suma ÷ 352,33');
      expect(item(ordinary, 'sumBest302Of304Bases')?.label).toBe(
        `Método 2: suma de las 302 bases más altas de las últimas 304 (se excluyen: 1.200,00${NBSP}€ y 1.200,00${NBSP}€)`,
      );
      expect([yearsAndMonths(13, 'es'), yearsAndMonths(5, 'es'), yearsAndMonths(12, 'es')]).toEqual(['1 año y 1 mes', '5 meses', '1 año']);
    });

    it('refuses in Spanish too, with the same field first', () => {
      const spanish = (input: unknown) => {
        try {
          op.run(op.input.parse(input), es);
        } catch (error) {
          if (error instanceof InputError) return error.es;
        }
        return 'no error';
      };
      expect(spanish({ periods: career(36), retirementAge: 64 })).toBe(
        'retirementAge: jubilarte a los 64 años es 27 meses antes de tu edad ordinaria según las normas de 2026 (66 años y 3 meses); la jubilación anticipada voluntaria (artículo 208 LGSS) permite adelantarla como máximo 24 meses: con esta carrera, lo antes posible es a los 64 años y 10 meses.',
      );
      expect(spanish({ periods: [{ years: 2.3, monthlyBase: 1000 }] })).toBe(
        'periods[0].years: debe ser un número entero de meses (años × 12 sin decimales; por ejemplo, 2,5 = 2 años y 6 meses); se ha indicado 2,3 (27,6 meses)',
      );
    });

    it('charts the monthly pension at each age this career could retire at, the chosen one highlighted', async () => {
      /** The operation run directly, as the page's rerun does: its result, or null when it refuses the input. */
      const rerun = (input: unknown, ctx: ReturnType<typeof testContext>) => {
        try {
          return op.run(op.input.parse(input), ctx) as never;
        } catch (error) {
          if (error instanceof InputError) return null;
          throw error;
        }
      };
      const chartOf = async (input: Record<string, unknown>, locale: 'en' | 'es') => {
        const ctx = testContext({ locale });
        const out = await ok(op, input, ctx);
        return op.page!.chart!(out as never, op.input.parse(input), {
          locale,
          currency: 'EUR',
          rerun: (other) => rerun(other, ctx),
          format: (value, format) => formatValue(value, format, locale, 'EUR'),
        });
      };
      // Example 1: 35 years, retiring at the ordinary age 66 y 10 m. Earlier ages leave fewer than the 35 years early
      // retirement needs (at 66: 34 y 2 m), so they are left out; at 67 the career is 2 months longer (96.96 % → 1,553.02);
      // at 68, 14 months after the ordinary age, the 4 % bonus applies.
      const chart = await chartOf(op.examples[0]!.input as Record<string, unknown>, 'es');
      if (chart?.kind !== 'bars') throw new Error('expected a bar chart');
      expect(chart.bars).toEqual([
        { label: '66 a 10 m', value: 1539.76, highlight: true },
        { label: '67', value: 1553.02 },
        { label: '68', value: 1699.63 },
        { label: '69', value: 1822.63 },
        { label: '70', value: 1914.3 },
      ]);
      expect(chart.summary).toBe(
        'La pensión mensual (una de las 14 pagas) a cada edad a la que podrías jubilarte, si sigues cotizando con tu última base hasta ' +
          `entonces o dejas de cotizar antes. A la edad elegida, 66 años y 10 meses: 1.539,76${NBSP}€; la más alta, 1.914,30${NBSP}€ a los 70. ` +
          'Se omiten las edades que no se admiten con esta carrera: 63, 64, 65, 66.',
      );
      // The chosen age's bar is the result itself; every other is a run of the same career cut or lengthened to that age.
      const at67 = await ok(op, { periods: [...(op.examples[0]!.input.periods as object[]).slice(0, 3), { years: 2 + 2 / 12, regimen: 'general', monthlyBase: 2600 }], retirementAge: 67 });
      expect(at67.monthlyPension).toBe(1553.02);
      // No pension at any age (10 years, under 15 even at 70): no chart.
      expect(await chartOf({ periods: career(10) }, 'en')).toBeUndefined();
    });
  });
});

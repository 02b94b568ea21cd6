import { describe, expect, it } from 'vitest';
import op from './es-pension-jubilacion.op.js';
import { fails, NO_HANG_MS, ok, testContext, timeMs } from '../../../test/support/run-op.js';
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

  it('exactly 15 years: 50 % of the base reguladora, below the single-person minimum (shown, not applied)', async () => {
    // 180 months at 1,500: method 1 = 270,000 ÷ 350 = 771.428571… (120 months before the career count as 0);
    // method 2 = 270,000 ÷ 352.33 = 766.33 → method 1. 15 y < 38 y 3 m → ordinary age 66 y 10 m (default).
    // Pension 771.428571… × 50 % = 385.714285… → 385.71; × 14 = 5,400.00.
    // Minimum 65+ single-person 936.20 − 385.714285… = 550.485714… → 550.49.
    const r = await run({ periods: career(15, 1500) });
    expect(r).toMatchObject({
      contributedMonths: 180, contributed: '15 years', entitled: true, retirementAgeMonths: 802, retirementAge: '66 years 10 months',
      ordinaryAgeMonths: 802, retirementType: 'ordinary', baseReguladoraMethod1: 771.43, baseReguladoraMethod2: 766.33,
      baseReguladoraMethodUsed: 'method1', baseReguladora: 771.43, percentageForYears: 50, monthlyPension: 385.71,
      annualPension: 5400, totalAnnual: 5400, cappedAtMaximum: false,
    });
    expect(r.minimumPension).toEqual({
      household: 'single-person', ageBand: '65-or-over', monthly: 936.2, annual: 13106.8, pensionBelowMinimum: true, differenceMonthly: 550.49,
    });
    expect(r.warnings.join(' ')).toContain('shorter than the 304 months');
    expect(r.warnings.join(' ')).toContain('other income stays under 9,442.00 € a year');
    expect(item(r, 'sumLast300Bases')?.label).toBe('Method 1: sum of the last 300 monthly bases (120 months before the first period count as 0)');
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
    it('25 years at a constant base: method 1 wins (method 2 reaches 4 months before the career)', async () => {
      // 300 months at 2,000. Method 1 = 600,000 ÷ 350 = 1,714.29. Method 2: 304-month window = 300 × 2,000 + 4 zeros;
      // the 2 lowest (zeros) are left out → 600,000 ÷ 352.33 = 1,702.95. 25 y → 73.78 %; 1,714.285714… × 73.78 % = 1,264.80.
      const r = await run({ periods: career(25) });
      expect(r).toMatchObject({
        baseReguladoraMethod1: 1714.29, baseReguladoraMethod2: 1702.95, baseReguladoraMethodUsed: 'method1', baseReguladora: 1714.29,
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
      expect(short.assumptions).toContain('retirementAge not given: the ordinary age for the years contributed is used (66 years 10 months).');
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
        'retirementAge: 64 years is before your ordinary age of 66 years 10 months, and voluntary early retirement (art. 208 LGSS) needs at least 35 years contributed; the periods add up to 30 years. Retire at 66 years 10 months or later, or leave retirementAge out.',
      );
      // 36 y (432) at 64: 38 y 3 m would come 27 months later → ordinary 66 y 3 m, 27 months early. Earliest: 64 y 10 m.
      expect(await fails(op, { periods: career(36), retirementAge: 64 })).toBe(
        'retirementAge: 64 years is 27 months before your ordinary age of 66 years 3 months; voluntary early retirement (art. 208 LGSS) allows at most 24 months: with this career the earliest is 64 years 10 months.',
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

    it('1.5 years: + 6 % (a complete half-year after the first year), with the reading flagged; 11 months: nothing', async () => {
      // 18 months → 1 × 4 + 2 = 6. 1,714.301932… × 106 % = 1,817.160048… → 1,817.16.
      const r = await run({ periods: career(40.5), retirementAge: 66.5 });
      expect(r).toMatchObject({ monthsDelayed: 18, delayBonusPercent: 6, monthlyPension: 1817.16 });
      expect(r.warnings[0]).toContain('under the strictest reading the bonus would be 2 points lower');
      expect(await run({ periods: career(39 + 11 / 12), retirementAge: 65 + 11 / 12 })).toMatchObject({ monthsDelayed: 11, delayBonusPercent: 0 });
      // 17 months: 4; 2 y 6 m: 2 × 4 + 2 = 10 → 1,714.301932… × 110 % = 1,885.73.
      expect(await run({ periods: career(40 + 5 / 12), retirementAge: 66 + 5 / 12 })).toMatchObject({ monthsDelayed: 17, delayBonusPercent: 4 });
      expect(await run({ periods: career(41.5), retirementAge: 67.5 })).toMatchObject({ monthsDelayed: 30, delayBonusPercent: 10, monthlyPension: 1885.73 });
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

  it('RETA as the last regime: the short-career warning says months are not filled', async () => {
    const r = await run({ periods: [{ years: 20, regimen: 'reta', monthlyBase: 1200 }] });
    expect(r.warnings.join(' ')).toContain('In the self-employed regime (RETA) such months are not filled');
  });

  it('a calculation date after 2026 keeps the 2026 rules and says so; before 2026 there are none', async () => {
    const r = await run({ periods: career(40) }, '2027-03-01T12:00:00Z');
    expect(r.rulesYear).toBe(2026);
    expect(r.warnings.at(-1)).toContain('The calculation date (2027-03-01) is after 2026');
    expect(await fails(op, { periods: career(40) }, testContext({ now: () => new Date('2025-12-31T12:00:00Z') }))).toBe(
      'no es-retirement-pension-2026 rules are in force on 2025-12-31: the earliest apply from 2026-01-01',
    );
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
    expect(await timeMs(op, op.worstCase())).toBeLessThan(NO_HANG_MS);
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
        'retirementAge: jubilarte a los 64 años es 27 meses antes de tu edad ordinaria (66 años y 3 meses); la jubilación anticipada voluntaria (artículo 208 LGSS) permite adelantarla como máximo 24 meses: con esta carrera, lo antes posible es a los 64 años y 10 meses.',
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

import { describe, expect, it } from 'vitest';
import op from './hourly-to-salary.op.js';
import { employerCost, solveSalary, type PayrollRates } from './hourly-to-salary.js';
import { HANG_GUARD_CPU_MS, fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';

/** The breakdown as { item: amount }, for compact assertions. */
function amounts(result: Record<string, unknown>): Record<string, number> {
  const breakdown = result.breakdown as Array<{ item: string; amount: number }>;
  return Object.fromEntries(breakdown.map((b) => [b.item, b.amount]));
}

const at = (iso: string) => testContext({ now: () => new Date(iso) });

describe('hourly-to-salary', () => {
  // All cases use the clock of testContext (2026-11-21) → 2026 rules: wage base $184,500, SS 6.2 %, Medicare 1.45 %,
  // FUTA 6.0 % − 5.4 % = 0.6 % on the first $7,000 ($42 at most), unless a case sets another clock.

  it('a salary between the FUTA and Social Security wage bases (health and a 4 % match)', async () => {
    // revenue = 90 × 40 × 48 = 172,800; health = 12 × 600 = 7,200.
    // For 7,000 < S ≤ 184,500: cost = S × (1 + 0.062 + 0.0145 + 0.04) + 42 + 7,200 = 1.1165 S + 7,242.
    // S = (172,800 − 7,242) / 1.1165 = 165,558 / 1.1165 = 148,283.0273… → 148,283.03 (inside the segment).
    // SS 0.062 S = 9,193.5477 → 9,193.55; Medicare 0.0145 S = 2,150.1039 → 2,150.10; match 0.04 S = 5,931.3211 → 5,931.32.
    // Billable hours 1,920: 148,283.0273 / 1,920 = 77.2307 → 77.23 an hour; cost per hour 172,800 / 1,920 = 90.
    const r = await ok(op, { hourlyRate: 90, billableHoursPerWeek: 40, weeksWorked: 48, healthMonthly: 600, matchPct: 4 });
    expect(r).toMatchObject({
      salary: 148283.03,
      contractRevenue: 172800,
      totalEmployerCost: 172800,
      billableHoursPerYear: 1920,
      equivalentHourlySalary: 77.23,
      effectiveHourlyCost: 90,
      warnings: [],
    });
    expect(amounts(r)).toEqual({
      contractRevenue: 172800,
      salary: 148283.03,
      employerSocialSecurity: 9193.55,
      employerMedicare: 2150.1,
      futa: 42,
      healthPremiums: 7200,
      retirementMatch: 5931.32,
      totalEmployerCost: 172800,
    });
    expect(r.rules).toEqual([
      expect.objectContaining({ id: 'us-employer-payroll-taxes', effective: '2026-01-01', lastChecked: '2026-11-21' }),
    ]);
  });

  it('a salary above the Social Security wage base: SS is capped at 6.2 % × 184,500 = 11,439', async () => {
    // revenue = 150 × 40 × 50 = 300,000. For S > 184,500: cost = 1.0145 S + 11,439 + 42.
    // S = (300,000 − 11,481) / 1.0145 = 288,519 / 1.0145 = 284,395.2686 → 284,395.27 (> 184,500: consistent).
    // Medicare 0.0145 S = 4,123.7314 → 4,123.73. Per billable hour: 284,395.2686 / 2,000 = 142.1976 → 142.20.
    const r = await ok(op, { hourlyRate: 150, billableHoursPerWeek: 40, weeksWorked: 50 });
    expect(r).toMatchObject({ salary: 284395.27, totalEmployerCost: 300000, equivalentHourlySalary: 142.2, effectiveHourlyCost: 150 });
    expect(amounts(r)).toMatchObject({ employerSocialSecurity: 11439, employerMedicare: 4123.73, futa: 42, healthPremiums: 0, retirementMatch: 0 });
  });

  it('uses the 2025 wage base ($176,100) when the clock is in 2025', async () => {
    // S = (300,000 − 0.062 × 176,100 − 42) / 1.0145 = (300,000 − 10,918.20 − 42) / 1.0145 = 289,039.80 / 1.0145
    //   = 284,908.6249 → 284,908.62; Medicare 4,131.1751 → 4,131.18.
    const r = await ok(op, { hourlyRate: 150, billableHoursPerWeek: 40, weeksWorked: 50 }, at('2025-06-15T12:00:00Z'));
    expect(r.salary).toBe(284908.62);
    expect(amounts(r)).toMatchObject({ employerSocialSecurity: 10918.2, employerMedicare: 4131.18 });
    expect(r.rules).toEqual([expect.objectContaining({ effective: '2025-01-01' })]);
    expect((r.assumptions as string[])[0]).toBe(
      'Rules in force on 2025-06-15 (the date of the request, UTC): us-employer-payroll-taxes effective 2025-01-01, Social Security wage base $176,100.',
    );
  });

  it('a salary below the FUTA wage base: every rate applies', async () => {
    // revenue = 25 × 10 × 20 = 5,000. For S ≤ 7,000: cost = S × (1 + 0.062 + 0.0145 + 0.006) = 1.0825 S.
    // S = 5,000 / 1.0825 = 4,618.9376 → 4,618.94; SS 286.3741 → 286.37; Medicare 66.9746 → 66.97; FUTA 27.7136 → 27.71.
    // The rounded terms add up to 4,999.99: each term is rounded on its own (documented).
    const r = await ok(op, { hourlyRate: 25, billableHoursPerWeek: 10, weeksWorked: 20 });
    expect(amounts(r)).toEqual({
      contractRevenue: 5000,
      salary: 4618.94,
      employerSocialSecurity: 286.37,
      employerMedicare: 66.97,
      futa: 27.71,
      healthPremiums: 0,
      retirementMatch: 0,
      totalEmployerCost: 5000,
    });
  });

  it('boundary: a revenue that buys exactly the Social Security wage base', async () => {
    // cost(184,500) = 184,500 × 1.0765 + 42 = 198,614.25 + 42 = 198,656.25 = 99.328125 × 40 × 50.
    // Both neighbouring segments give S = 184,500.00 and SS = 11,439.00.
    const r = await ok(op, { hourlyRate: 99.328125, billableHoursPerWeek: 40, weeksWorked: 50 });
    expect(r.salary).toBe(184500);
    expect(amounts(r)).toMatchObject({ employerSocialSecurity: 11439, employerMedicare: 2675.25, futa: 42, totalEmployerCost: 198656.25 });
  });

  it('boundary: a revenue that buys exactly the FUTA wage base', async () => {
    // cost(7,000) = 7,000 × 1.0825 = 7,577.50 = 75.775 × 10 × 10 → S = 7,000, FUTA 42, SS 434, Medicare 101.50.
    const r = await ok(op, { hourlyRate: 75.775, billableHoursPerWeek: 10, weeksWorked: 10 });
    expect(amounts(r)).toMatchObject({ salary: 7000, futa: 42, employerSocialSecurity: 434, employerMedicare: 101.5 });
  });

  it('the maximum bounds: 168 hours, 52 weeks, a 100 % match', async () => {
    // revenue = 100 × 168 × 52 = 873,600. Above the wage base with match 1: cost = (1 + 1 + 0.0145) S + 11,481.
    // S = (873,600 − 11,481) / 2.0145 = 862,119 / 2.0145 = 427,956.8131 → 427,956.81; match the same; Medicare 6,205.3738 → 6,205.37.
    // Hours 8,736: 427,956.8131 / 8,736 = 48.9877 → 48.99.
    const r = await ok(op, { hourlyRate: 100, billableHoursPerWeek: 168, weeksWorked: 52, matchPct: 100 });
    expect(r).toMatchObject({ salary: 427956.81, billableHoursPerYear: 8736, equivalentHourlySalary: 48.99, effectiveHourlyCost: 100 });
    expect(amounts(r)).toMatchObject({ retirementMatch: 427956.81, employerMedicare: 6205.37, employerSocialSecurity: 11439 });
  });

  it('revenue below 12 months of health premiums: salary 0 and a warning, not a 400', async () => {
    // revenue = 20 × 5 × 10 = 1,000 < 12 × 500 = 6,000 → salary 0; the employer would pay 6,000, 5,000 short.
    const r = await ok(op, { hourlyRate: 20, billableHoursPerWeek: 5, weeksWorked: 10, healthMonthly: 500 });
    expect(r).toMatchObject({ salary: 0, contractRevenue: 1000, totalEmployerCost: 6000, equivalentHourlySalary: 0, effectiveHourlyCost: 120 });
    expect(r.warnings).toEqual([
      'The contract revenue ($1,000) does not cover 12 months of health premiums ($6,000): no salary is left, and the employer would be $5,000 short.',
    ]);
  });

  it('revenue exactly equal to the health premiums: salary 0, warned', async () => {
    // revenue = 30 × 10 × 20 = 6,000 = 12 × 500.
    const r = await ok(op, { hourlyRate: 30, billableHoursPerWeek: 10, weeksWorked: 20, healthMonthly: 500 });
    expect(r).toMatchObject({ salary: 0, totalEmployerCost: 6000 });
    expect(r.warnings).toEqual(['The contract revenue ($6,000) only just covers 12 months of health premiums: no salary is left.']);
  });

  it('zero revenue: salary 0; with no hours the per-hour figures are null', async () => {
    const zeroRate = await ok(op, { hourlyRate: 0, billableHoursPerWeek: 40, weeksWorked: 48 });
    expect(zeroRate).toMatchObject({ salary: 0, totalEmployerCost: 0, equivalentHourlySalary: 0, effectiveHourlyCost: 0 });
    expect(zeroRate.warnings).toEqual(['The contract revenue is 0 (a zero rate, hours or weeks), so the equivalent salary is 0.']);
    const noHours = await ok(op, { hourlyRate: 100, billableHoursPerWeek: 0, weeksWorked: 48 });
    expect(noHours).toMatchObject({ salary: 0, billableHoursPerYear: 0, equivalentHourlySalary: null, effectiveHourlyCost: null });
  });

  it('the solver agrees with the cost function on every segment', () => {
    const rates: PayrollRates = { socialSecurity: 0.062, socialSecurityWageBase: 184_500, medicare: 0.0145, futaNet: 0.006, futaWageBase: 7_000 };
    for (const revenue of [1, 3_000, 7_577.5, 50_000, 198_656.25, 250_000, 5_000_000]) {
      for (const [health, match] of [[0, 0], [6_000, 0.05]] as const) {
        if (revenue <= health) continue;
        const salary = solveSalary(revenue, rates, health, match);
        expect(employerCost(salary, rates, health, match).total).toBeCloseTo(revenue, 6);
      }
    }
  });

  describe('bad input is a 400 with a clear message', () => {
    const base = { hourlyRate: 90, billableHoursPerWeek: 40, weeksWorked: 48 };
    it.each<[string, Record<string, unknown>, string]>([
      ['missing required field', { billableHoursPerWeek: 40, weeksWorked: 48 }, 'hourlyRate: is required'],
      ['negative amount', { ...base, hourlyRate: -1 }, 'hourlyRate: must be at least 0'],
      ['negative health premium', { ...base, healthMonthly: -5 }, 'healthMonthly: must be at least 0'],
      ['weeks over 52', { ...base, weeksWorked: 53 }, 'weeksWorked: must be at most 52'],
      ['hours over 168', { ...base, billableHoursPerWeek: 169 }, 'billableHoursPerWeek: must be at most 168'],
      ['match over 100 %', { ...base, matchPct: 101 }, 'matchPct: must be at most 100'],
      ['wrong type', { ...base, hourlyRate: '90,000' }, "hourlyRate: must be a number, got '90,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5"],
      ['unknown field', { ...base, hourlyRte: 90 }, "hourlyRte: unknown field; did you mean 'hourlyRate'?"],
      [
        'revenue over the money bound',
        { hourlyRate: 1_000_000_000_000, billableHoursPerWeek: 2, weeksWorked: 1 },
        'hourlyRate: the hourly rate × billable hours a week × weeks worked must be at most 1000000000000, got 2000000000000',
      ],
    ])('%s', async (_name, input, message) => {
      expect(await fails(op, input)).toBe(message);
    });

    // This operation has no date, array or enum input: an impossible date, an array over its bound and an unknown enum
    // value cannot occur. A clock before the first rules is refused rather than invented.
    it('a date before the first rule version', async () => {
      expect(await fails(op, base, at('2024-12-31T23:59:59Z'))).toBe(
        'no us-employer-payroll-taxes rules are in force on 2024-12-31: the earliest apply from 2025-01-01',
      );
    });
  });

  it('its worst case finishes promptly', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('in 2027, before the 2027 wage base is published, uses the 2026 figures and says so in both languages', async () => {
    const input = { hourlyRate: 90, billableHoursPerWeek: 40, weeksWorked: 48 };
    const in2026 = await ok(op, input);
    const in2027 = await ok(op, input, at('2027-01-15T12:00:00Z'));
    expect(in2027.salary).toBe(in2026.salary);
    const rules = in2027.rules as { effective: string; appliedOn: string; carriedForward: string[] }[];
    expect(rules[0]!.effective).toBe('2026-01-01');
    expect(rules[0]!.appliedOn).toBe('2027-01-15');
    expect(rules[0]!.carriedForward.length).toBeGreaterThan(0);
    expect(in2027.warnings).toContain(
      'The figures of "US employer payroll taxes (FICA and FUTA)" in force on 2027-01-15 are not published yet (last checked ' +
        `${(rules[0] as unknown as { lastChecked: string }).lastChecked}): this result carries forward those in force from 2026-01-01, and will change when they are published.`,
    );
    const es = await ok(op, input, testContext({ now: () => new Date('2027-01-15T12:00:00Z'), locale: 'es' }));
    expect((es.warnings as string[]).some((w) => w.startsWith('Las cifras de «Cotizaciones empresariales sobre la nómina en EE. UU. (FICA y FUTA)» vigentes el 2027-01-15 aún no se han publicado'))).toBe(true);
  });
});

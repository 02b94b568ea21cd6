import { describe, expect, it } from 'vitest';
import op from './es-cuota-autonomos.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { esRetaContribution2026 } from '../../rules/es/es-reta-contribution-2026.rules.js';
import { carriedForwardWarning, ruleVersionAt } from '../../rules/rule-set.js';

type Contribution = { concept: string; ratePercent: number; atMinBase: number; atMaxBase: number };
type Result = Record<string, unknown> & {
  year: number;
  monthlyNetIncome: number;
  table: string;
  tramo: number;
  minBase: number;
  maxBase: number;
  monthlyFee: number;
  monthlyFeeAtMaxBase: number;
  yearlyFee: number;
  totalRatePercent: number;
  contributions: Contribution[];
  tarifaPlana: null | { monthly: number; flatFee: number; mei: number; first12Months: number; secondYearPossible: boolean; smiAnnual: number };
  regularisation: { definitiveBase: number | null; amount: number; direction: string; note: string };
  tramos: { name: string; income: string; feeAtMinBase: number }[];
  warnings: string[];
  assumptions: string[];
  rules: { id: string; effective: string; carriedForward: string[] }[];
};
const run = async (input: unknown, ctx = testContext()) => (await ok(op, input, ctx)) as Result;
const tramoOf = async (input: unknown) => {
  const r = await run(input);
  return `${r.table} ${r.tramo} (${r.monthlyNetIncome})`;
};

describe('es-cuota-autonomos', () => {
  it('runs every documented example to its exact output', async () => {
    for (const example of op.examples) expect(await ok(op, example.input)).toEqual(example.output);
  });

  it('a typical freelancer: 24,000 € of net income lands in general tramo 5 (Orden PJC/297/2026, art. 18)', async () => {
    // 24,000 × (1 − 7 %) = 22,320 → ÷ 12 = 1,860.00: > 1,850 and ≤ 2,030 → general tramo 5, bases 1,209.15 to 2,030.00.
    // Rates 28.30 + 1.30 + 0.90 + 0.10 + 0.90 (MEI 2026) = 31.50 %. 1,209.15 × 31.50 % = 380.882… → 380.88; × 12 = 4,570.56.
    // Shares: 1,209.15 × 28.30 % = 342.189 → 342.19; × 1.30 % = 15.719 → 15.72; × 0.90 % = 10.882 → 10.88; × 0.10 % = 1.21.
    // At the maximum base: 2,030 × 31.50 % = 639.45.
    const r = await run({ annualNetIncome: 24000 });
    expect(r).toMatchObject({ year: 2026, monthlyNetIncome: 1860, table: 'general', tramo: 5, minBase: 1209.15, maxBase: 2030 });
    expect(r).toMatchObject({ monthlyFee: 380.88, monthlyFeeAtMaxBase: 639.45, yearlyFee: 4570.56, totalRatePercent: 31.5 });
    expect(r.contributions.map((c) => [c.concept, c.ratePercent, c.atMinBase])).toEqual([
      ['commonContingencies', 28.3, 342.19],
      ['professionalContingencies', 1.3, 15.72],
      ['cessation', 0.9, 10.88],
      ['training', 0.1, 1.21],
      ['mei', 0.9, 10.88],
    ]);
    expect(r.tarifaPlana).toBeNull();
    expect(r.warnings).toEqual([]);
    expect(r.rules).toMatchObject([{ id: 'es-reta-contribution-2026', effective: '2026-01-01', carriedForward: [] }]);
  });

  it('the fee of every tramo at its minimum base: base × 31.50 %, to the cent', async () => {
    // 653.59 × 31.5 % = 205.880… → 205.88 (the figure secondary sources quote for reduced tramo 1 in 2026);
    // 950.98 → 299.558… → 299.56; 1,928.10 → 607.351… → 607.35.
    const fees = (await run({ annualNetIncome: 0 })).tramos.map((t) => t.feeAtMinBase);
    expect(fees).toEqual([205.88, 226.47, 267.65, 299.56, 302.65, 302.65, 360.29, 380.88, 401.47, 427.21, 452.94, 478.68, 504.41, 545.59, 607.35]);
  });

  it('each limit of the tables is inclusive, one cent above goes to the next tramo; the reduced table ends below 1,166.70', async () => {
    // The monthly figure is (income × 0.93) ÷ 12 rounded to the cent: 8,645.13 × 0.93 ÷ 12 = 669.9976 → 670.00;
    // 8,645.26 → 670.0077 → 670.01. And so on for each pair below.
    expect(await tramoOf({ annualNetIncome: 8645.13 })).toBe('reduced 1 (670)');
    expect(await tramoOf({ annualNetIncome: 8645.26 })).toBe('reduced 2 (670.01)');
    expect(await tramoOf({ annualNetIncome: 11612.87 })).toBe('reduced 2 (900)');
    expect(await tramoOf({ annualNetIncome: 11613 })).toBe('reduced 3 (900.01)');
    // "> 900 y < 1.166,70" and general tramo 1 "≥ 1.166,70": 15,054.03 → 1,166.6873 → 1,166.69; 15,054.16 → 1,166.6974 → 1,166.70.
    expect(await tramoOf({ annualNetIncome: 15054.03 })).toBe('reduced 3 (1166.69)');
    expect(await tramoOf({ annualNetIncome: 15054.16 })).toBe('general 1 (1166.7)');
    expect(await tramoOf({ annualNetIncome: 16774.16 })).toBe('general 1 (1300)');
    expect(await tramoOf({ annualNetIncome: 16774.29 })).toBe('general 2 (1300.01)');
    expect(await tramoOf({ annualNetIncome: 77419.32 })).toBe('general 11 (6000)');
    expect(await tramoOf({ annualNetIncome: 77419.45 })).toBe('general 12 (6000.01)');
  });

  it('a societario deducts 3 %, not 7 %, and can land a tramo higher on the same income', async () => {
    // 8,288.63 × 0.97 ÷ 12 = 669.9976 → 670.00 (reduced 1); 8,288.75 → 670.0073 → 670.01 (reduced 2).
    expect(await tramoOf({ annualNetIncome: 8288.63, societario: true })).toBe('reduced 1 (670)');
    expect(await tramoOf({ annualNetIncome: 8288.75, societario: true })).toBe('reduced 2 (670.01)');
    // 25,500: × 0.93 = 23,715 ÷ 12 = 1,976.25 (general 5); × 0.97 = 24,735 ÷ 12 = 2,061.25 (general 6): one tramo higher.
    const general = await run({ annualNetIncome: 25500 });
    const societario = await run({ annualNetIncome: 25500, societario: true });
    expect([general.monthlyNetIncome, general.tramo]).toEqual([1976.25, 5]);
    expect([societario.monthlyNetIncome, societario.tramo]).toEqual([2061.25, 6]);
    // General tramo 6: 1,274.51 × 31.5 % = 401.470… → 401.47.
    expect(societario.monthlyFee).toBe(401.47);
  });

  it('zero income and a loss pay the minimum of reduced tramo 1; a loss is not reduced by 7 %', async () => {
    // 0 → 0.00 a month; −3,000 stays −3,000 (no deduction on a loss) → −250.00 a month; both ≤ 670 → reduced tramo 1:
    // 653.59 × 31.5 % = 205.88; × 12 = 2,470.56.
    const zero = await run({ annualNetIncome: 0 });
    expect(zero).toMatchObject({ monthlyNetIncome: 0, table: 'reduced', tramo: 1, monthlyFee: 205.88, yearlyFee: 2470.56 });
    const loss = await run({ annualNetIncome: -3000 });
    expect(loss).toMatchObject({ monthlyNetIncome: -250, table: 'reduced', tramo: 1, monthlyFee: 205.88 });
    expect((loss.breakdown as { item: string; amount: number }[]).filter((b) => b.item === 'genericExpenses' || b.item === 'computableAnnualIncome').map((b) => b.amount)).toEqual([0, -3000]);
  });

  it('the tarifa plana: 80 € plus the MEI on the minimum base of general tramo 1, and the SMI test for the second year', async () => {
    // MEI 950.98 × 0.90 % = 8.558… → 8.56; 80 + 8.56 = 88.56 a month; × 12 = 1,062.72.
    // 12,000 × 0.93 = 11,160 < 17,094 (the 2026 SMI, RD 126/2026 art. 3.1) → the next 12 months may keep it.
    const r = await run({ annualNetIncome: 12000, newAutonomo: true });
    expect(r.tarifaPlana).toEqual({ monthly: 88.56, flatFee: 80, mei: 8.56, first12Months: 1062.72, secondYearPossible: true, smiAnnual: 17094 });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/^The tarifa plana amount is less certain \(medium-low\)/);
    // 18,381.72 × 0.93 = 17,094.9996 ≥ 17,094: not below the SMI. 18,380 × 0.93 = 17,093.40 < 17,094: below.
    expect((await run({ annualNetIncome: 18381.72, newAutonomo: true })).tarifaPlana!.secondYearPossible).toBe(false);
    expect((await run({ annualNetIncome: 18380, newAutonomo: true })).tarifaPlana!.secondYearPossible).toBe(true);
  });

  it('the year-end regularisation of a chosen base: charged up to the tramo minimum, refunded down to its maximum, else nothing', async () => {
    // 60,000 societario: × 0.97 = 58,200 → 4,850.00 a month → general 11 (1,732.03 to 5,101.20).
    // Paying on 1,601.31 (general 10's minimum): (1,732.03 − 1,601.31) × 12 = 1,568.64 of base × 31.5 % = 494.1216 → 494.12 to pay.
    const charge = await run({ annualNetIncome: 60000, societario: true, chosenBase: 1601.31 });
    expect(charge.regularisation).toMatchObject({ definitiveBase: 1732.03, amount: 494.12, direction: 'charge' });
    expect(charge.warnings).toEqual([charge.regularisation.note]);
    // 12,000 → 930.00 → reduced 3 (849.67 to 1,166.70). Paying on 1,300: (1,166.70 − 1,300) × 12 = −1,599.60 × 31.5 % = 503.874 → 503.87 refunded.
    const refund = await run({ annualNetIncome: 12000, chosenBase: 1300 });
    expect(refund.regularisation).toMatchObject({ definitiveBase: 1166.7, amount: 503.87, direction: 'refund' });
    expect(refund.warnings).toEqual([]);
    const inside = await run({ annualNetIncome: 12000, chosenBase: 1000 });
    expect(inside.regularisation).toMatchObject({ definitiveBase: 1000, amount: 0, direction: 'none' });
  });

  it('with the clock in 2027: the MEI of the LGSS (1 %), the rest carried forward from 2026 and said', async () => {
    // 24,000 → general 5; 1,209.15 × (28.30 + 1.30 + 0.90 + 0.10 + 1.00 = 31.60 %) = 382.0914 → 382.09.
    const ctx = testContext({ now: () => new Date('2027-02-01T12:00:00Z') });
    const r = await run({ annualNetIncome: 24000 }, ctx);
    expect(r).toMatchObject({ year: 2027, tramo: 5, minBase: 1209.15, totalRatePercent: 31.6, monthlyFee: 382.09 });
    const version = ruleVersionAt(esRetaContribution2026, '2027-02-01');
    expect(r.rules[0]!.effective).toBe('2027-01-01');
    expect(r.rules[0]!.carriedForward).not.toContain(version.values.meiRate.label);
    expect(r.rules[0]!.carriedForward).toContain(version.values.general5MinBase.label);
    expect(r.warnings).toContain(carriedForwardWarning(esRetaContribution2026, version, '2027-02-01'));
  });

  it('the maximum of every bound is accepted', async () => {
    const r = await run(op.worstCase());
    expect(r).toMatchObject({ table: 'reduced', tramo: 1 });
    expect(r.regularisation.direction).toBe('refund');
  });

  it('refuses bad input with a clear 400', async () => {
    expect(await fails(op, {})).toBe('annualNetIncome: is required');
    expect(await fails(op, { annualNetIncome: '24000,000' })).toBe("annualNetIncome: must be a number, got '24000,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { annualNetIncome: 24000, societario: 'yes' })).toBe('societario: must be a boolean, got string');
    expect(await fails(op, { annualNetIncome: 24000, chosenBase: -1 })).toBe('chosenBase: must be at least 0');
    expect(await fails(op, { annualNetIncome: 24000, chosenBase: 600 })).toBe(
      'chosenBase: must be between €653.59 and €5,101.20, the lowest and highest monthly bases of the 2026 tables',
    );
    expect(await fails(op, { annualNetIncome: 24000, chosenBase: 5101.21 })).toMatch(/^chosenBase: must be between/);
    expect(await fails(op, { annualNetIncome: 24000, year: 2026 })).toMatch(/^year: unknown field/);
  });

  it('answers in Spanish on the Spanish page, with the same figures', async () => {
    const input = { annualNetIncome: 60000, societario: true, chosenBase: 1601.31 };
    const en = await run(input);
    const es = await run(input, testContext({ locale: 'es' }));
    const NBSP = '\u00a0';
    expect(es.regularisation.note).toBe(
      `Tu base de 1.601,31${NBSP}€ está por debajo de la mínima de la tabla general, tramo 11 (1.732,03${NBSP}€): en la regularización la base pasa a 1.732,03${NBSP}€ y pagarás 494,12${NBSP}€ (1.568,64${NBSP}€ de base en el año al 31,5 %).`,
    );
    expect(es.tramos[0]!.name).toBe('Tabla reducida, tramo 1');
    const figures = (r: Result) => ({ ...r, tramos: r.tramos.map((t) => t.feeAtMinBase), regularisation: { ...r.regularisation, note: '' }, breakdown: (r.breakdown as { amount: number }[]).map((b) => b.amount), assumptions: r.assumptions.length, warnings: r.warnings.length });
    expect(figures(es)).toEqual(figures(en));
  });
});

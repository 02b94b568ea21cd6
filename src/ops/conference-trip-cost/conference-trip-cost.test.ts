import { describe, expect, it } from 'vitest';
import op from './conference-trip-cost.op.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, testContext, cpuMs } from '../../../test/support/run-op.js';

/** The breakdown as { item: amount }, for compact assertions. */
function amounts(result: Record<string, unknown>): Record<string, number> {
  const breakdown = result.breakdown as Array<{ item: string; amount: number }>;
  return Object.fromEntries(breakdown.map((b) => [b.item, b.amount]));
}

const at = (iso: string) => testContext({ now: () => new Date(iso) });

describe('conference-trip-cost', () => {
  // The clock of testContext (2026-11-21) selects us-business-travel-deductions effective 2023-01-01: meals 50 %.

  it('a three-night conference at a 24 % marginal rate, every term', async () => {
    // cash = 1,200 + 650 + 220 × 3 + 75 × 4 + 90 = 1,200 + 650 + 660 + 300 + 90 = 2,900.
    // lost billing = 800 × 3 = 2,400 (not deductible).
    // deductible = 1,200 + 650 + 660 + 50 % × 300 + 90 = 2,750; non-deductible = 2,900 − 2,750 = 150;
    // tax saving = 24 % × 2,750 = 660.
    // After tax: the lost fees would have been taxed: 24 % × 2,400 = 576, so 2,400 − 576 = 1,824 kept;
    //   net = 2,900 − 660 + 1,824 = 4,064.
    // Before tax: 4,064 ÷ 0.76 = 5,347.368… → 5,347.37; the same as 2,750 + 150 ÷ 0.76 (197.368…) + 2,400.
    // (The old sum 2,900 + 2,400 − 660 = 4,640 mixed the two bases.)
    const r = await ok(op, {
      dayRate: 800, ticket: 1200, travel: 650, lodgingPerNight: 220, nights: 3, mealsPerDay: 75, daysAway: 4,
      billableDaysLost: 3, otherCosts: 90, marginalTaxPct: 24,
    });
    expect(r).toMatchObject({
      cashCost: 2900, lostBilling: 2400, deductibleExpenses: 2750, nonDeductibleExpenses: 150, taxSaving: 660, lostBillingAfterTax: 1824,
      netCostAfterTax: 4064, netCostBeforeTax: 5347.37, warnings: [],
    });
    expect(amounts(r)).toEqual({
      ticket: 1200, travel: 650, lodging: 660, meals: 300, otherCosts: 90, cashCost: 2900, deductibleMeals: 150, deductibleExpenses: 2750,
      nonDeductibleExpenses: 150, taxSaving: 660, lostBilling: 2400, lostBillingTax: 576, lostBillingAfterTax: 1824, netCostAfterTax: 4064,
      netCostBeforeTax: 5347.37,
    });
    expect(r.rules).toEqual([expect.objectContaining({ id: 'us-business-travel-deductions', effective: '2023-01-01' })]);
  });

  it('only dayRate given: every default is 0, no tax saving, and the assumptions say so', async () => {
    // cash 0, lost billing 500 × 0 = 0, saving 0 → net 0 on both bases.
    const r = await ok(op, { dayRate: 500 });
    expect(r).toMatchObject({ cashCost: 0, lostBilling: 0, deductibleExpenses: 0, taxSaving: 0, netCostAfterTax: 0, netCostBeforeTax: 0, warnings: [] });
    expect(r.assumptions).toContain(
      'The marginal tax rate is 0 (the default), so the tax saving is 0 and the net cost is the same after and before tax: give your marginal rate to see both.',
    );
  });

  it('with no tax rate the two views agree: cash + lost billing', async () => {
    // One-day event: cash 300, lost 600 × 1 = 600; m = 0 → after tax 300 − 0 + 600 = 900; before tax 900 ÷ 1 = 900.
    const r = await ok(op, { dayRate: 600, ticket: 300, daysAway: 1, billableDaysLost: 1 });
    expect(r).toMatchObject({ cashCost: 300, lostBilling: 600, lostBillingAfterTax: 600, netCostAfterTax: 900, netCostBeforeTax: 900 });
  });

  it('lost billing alone: after tax it costs what you would have kept, before tax its full fee', async () => {
    // 2 days at 1,000 = 2,000 lost; m = 32 %: tax 640, kept 1,360 → after tax 1,360; before tax 1,360 ÷ 0.68 = 2,000.
    const r = await ok(op, { dayRate: 1000, daysAway: 2, billableDaysLost: 2, marginalTaxPct: 32 });
    expect(r).toMatchObject({ cashCost: 0, taxSaving: 0, lostBilling: 2000, lostBillingAfterTax: 1360, netCostAfterTax: 1360, netCostBeforeTax: 2000 });
  });

  it('fully deductible costs alone: before tax they cost their face value', async () => {
    // ticket 1,000, m = 25 %: saving 250 → after tax 750; before tax 750 ÷ 0.75 = 1,000 (a deduction costs pre-tax income one for one).
    const r = await ok(op, { dayRate: 0, ticket: 1000, marginalTaxPct: 25 });
    expect(r).toMatchObject({ taxSaving: 250, netCostAfterTax: 750, netCostBeforeTax: 1000, nonDeductibleExpenses: 0 });
  });

  it('meals alone: only half is deductible', async () => {
    // meals = 60 × 5 = 300; deductible = 50 % × 300 = 150; saving = 37 % × 150 = 55.50; after tax = 300 − 55.50 = 244.50.
    // Before tax: 244.50 ÷ 0.63 = 388.095… → 388.10 (= 150 + 150 ÷ 0.63 = 150 + 238.095…).
    const r = await ok(op, { dayRate: 0, mealsPerDay: 60, daysAway: 5, marginalTaxPct: 37 });
    expect(amounts(r)).toMatchObject({
      meals: 300, deductibleMeals: 150, deductibleExpenses: 150, nonDeductibleExpenses: 150, taxSaving: 55.5, netCostAfterTax: 244.5,
      netCostBeforeTax: 388.1,
    });
  });

  it('boundary: every day away billable, half days allowed', async () => {
    // billableDaysLost = daysAway = 3 is allowed; 640 × 3 = 1,920. Half a day: 640 × 2.5 = 1,600.
    expect((await ok(op, { dayRate: 640, daysAway: 3, billableDaysLost: 3 })).lostBilling).toBe(1920);
    expect((await ok(op, { dayRate: 640, daysAway: 3, billableDaysLost: 2.5 })).lostBilling).toBe(1600);
  });

  it('the maximum marginal rate (100 %): the deductible part is all saved, the lost fees worth nothing after tax, no pre-tax view', async () => {
    // cash = 1,000 + 100 × 2 = 1,200; deductible = 1,000 + 100 = 1,100; saving = 1,100;
    // lost = 400 × 1 = 400, all of it taxed: after tax 0; net after tax = 1,200 − 1,100 + 0 = 100 (the non-deductible meals).
    // Before tax: 100 ÷ (1 − 100 %) has no value: null, with a warning, and no breakdown line.
    const r = await ok(op, { dayRate: 400, ticket: 1000, mealsPerDay: 100, daysAway: 2, billableDaysLost: 1, marginalTaxPct: 100 });
    expect(r).toMatchObject({ cashCost: 1200, deductibleExpenses: 1100, taxSaving: 1100, lostBilling: 400, lostBillingAfterTax: 0, netCostAfterTax: 100, netCostBeforeTax: null });
    expect(r.warnings).toEqual([
      'A marginal tax rate of 100 % is unrealistic: the highest top rates are about 54 % (Spain) and 51 % (the US, federal, state and Medicare together). Check the figure (did you mean 10 %?).',
      'At a 100 % marginal rate no billing before tax leaves anything to pay with, so there is no pre-tax view: the net cost before tax is left empty.',
    ]);
    expect(amounts(r)).not.toHaveProperty('netCostBeforeTax');
  });

  it('the maximum trip length (366 nights and days) and cents', async () => {
    // lodging = 99.99 × 366 = 36,596.34; meals = 10.01 × 366 = 3,663.66; cash = 40,260.00;
    // deductible = 36,596.34 + 1,831.83 = 38,428.17; saving = 12 % × 38,428.17 = 4,611.3804 → 4,611.38;
    // lost = 0; after tax = 40,260 − 4,611.3804 = 35,648.6196 → 35,648.62;
    // before tax = 38,428.17 + 1,831.83 ÷ 0.88 (2,081.625) = 40,509.795 → 40,509.80 (half a cent rounds away from zero).
    const r = await ok(op, { dayRate: 0, lodgingPerNight: 99.99, nights: 366, mealsPerDay: 10.01, daysAway: 366, marginalTaxPct: 12 });
    expect(amounts(r)).toMatchObject({
      lodging: 36596.34, meals: 3663.66, cashCost: 40260, deductibleMeals: 1831.83, deductibleExpenses: 38428.17, taxSaving: 4611.38,
      netCostAfterTax: 35648.62, netCostBeforeTax: 40509.8,
    });
  });

  it('warns about per-night and per-day amounts with nothing to multiply, and more nights than days', async () => {
    const r = await ok(op, { dayRate: 0, lodgingPerNight: 200, mealsPerDay: 50 });
    expect(r.warnings).toEqual([
      'Lodging per night is set but nights is 0, so no lodging is counted: give the nights.',
      'Meals per day are set but days away is 0, so no meals are counted: give the days away.',
    ]);
    const nights = await ok(op, { dayRate: 0, nights: 4, daysAway: 3 });
    expect(nights.warnings).toEqual(['Nights (4) are more than days away (3): days away should include the travel days.']);
  });

  describe('bad input is a 400 with a clear message', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['billable days over days away', { dayRate: 500, daysAway: 2, billableDaysLost: 3 }, 'billableDaysLost: must not exceed the days away (2), got 3'],
      ['billable days with daysAway left at its default', { dayRate: 500, billableDaysLost: 1 }, 'billableDaysLost: must not exceed the days away (0), got 1'],
      ['missing required field', { ticket: 100 }, 'dayRate: is required'],
      ['negative amount', { dayRate: 500, ticket: -1 }, 'ticket: must be at least 0'],
      ['a fraction of a night', { dayRate: 500, nights: 1.5 }, 'nights: must be an integer, got 1.5'],
      ['nights over the bound', { dayRate: 500, nights: 367 }, 'nights: must be at most 366'],
      ['marginal rate over 100 %', { dayRate: 500, marginalTaxPct: 101 }, 'marginalTaxPct: must be at most 100'],
      ['wrong type', { dayRate: 'five hundred' }, 'dayRate: must be a number, got string'],
      ['unknown field', { dayRate: 500, meals: 40 }, "meals: unknown field; did you mean 'mealsPerDay'?"],
      [
        'lost billing over the money bound',
        { dayRate: 1_000_000_000_000, daysAway: 2, billableDaysLost: 2 },
        'dayRate: the day rate × billable days lost must be at most 1000000000000, got 2000000000000',
      ],
    ])('%s', async (_name, input, message) => {
      expect(await fails(op, input)).toBe(message);
    });

    // No date, array or enum input: an impossible date, an array over its bound and an unknown enum value cannot occur.
    it('a date before the first rule version (the 2021–2022 restaurant exception is not modelled)', async () => {
      expect(await fails(op, { dayRate: 500 }, at('2022-12-31T12:00:00Z'))).toBe(
        'no us-business-travel-deductions rules are in force on 2022-12-31: the earliest apply from 2023-01-01',
      );
    });
  });

  it('answers in Spanish on the Spanish page', async () => {
    const input = {
      dayRate: 800, ticket: 1200, travel: 650, lodgingPerNight: 220, nights: 3, mealsPerDay: 75, daysAway: 4,
      billableDaysLost: 3, otherCosts: 90, marginalTaxPct: 24,
    };
    const en = await ok(op, input);
    const es = await ok(op, input, testContext({ locale: 'es' }));
    const { breakdown: enBreakdown, assumptions: _a, warnings: _w, ...enFigures } = en;
    const { breakdown: esBreakdown, assumptions, warnings: _v, ...esFigures } = es;
    expect(esFigures).toEqual(enFigures);
    expect(amounts(es)).toEqual(amounts(en));
    const labels = Object.fromEntries((esBreakdown as Array<{ item: string; label: string }>).map((b) => [b.item, b.label]));
    expect(labels.lodging).toBe('Alojamiento: 220\u00a0US$ × 3 noches');
    expect(labels.lostBilling).toBe('Facturación perdida antes de impuestos: tarifa diaria de 800\u00a0US$ × 3 días facturables perdidos (no deducible)');
    expect(labels.netCostAfterTax).toBe(
      'Coste neto después de impuestos (el dinero que te queda): desembolso − ahorro fiscal + facturación perdida después de impuestos',
    );
    expect(labels.netCostBeforeTax).toBe('Coste neto antes de impuestos (la facturación que lo paga): coste neto después de impuestos ÷ (1 − 24 %)');
    expect((assumptions as string[])[0]).toBe(
      'Normas vigentes el 21 nov 2026 (fecha de la consulta, UTC): us-business-travel-deductions en vigor desde el 1 ene 2023: ' +
        'comidas de negocios deducibles al 50 % (IRC §274(n)); la deducción del 100 % de las comidas en restaurantes solo se aplicó en 2021 y 2022.',
    );
    expect(enBreakdown).not.toEqual(esBreakdown);
    const warned = await ok(op, { dayRate: 0, nights: 4, daysAway: 3 }, testContext({ locale: 'es' }));
    expect(warned.warnings).toEqual(['Las noches (4) superan los días fuera (3): los días fuera deberían incluir los de viaje.']);
  });

  it('refuses bad input in Spanish on the Spanish page, with the same field prefix', async () => {
    const outcome = await runOp(op, { dayRate: 500, daysAway: 2, billableDaysLost: 2.5 }, testContext({ locale: 'es' }));
    expect(outcome).toEqual({
      ok: false,
      error: 'billableDaysLost: must not exceed the days away (2), got 2.5',
      es: 'billableDaysLost: no puede superar los días fuera (2); se indicaron 2,5',
    });
  });

  it('its worst case finishes promptly', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

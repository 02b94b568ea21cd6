import { describe, expect, it } from 'vitest';
import op from './conference-trip-cost.op.js';
import { NO_HANG_MS, fails, ok, runOp, testContext, timeMs } from '../../../test/support/run-op.js';

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
    // deductible = 1,200 + 650 + 660 + 50 % × 300 + 90 = 2,750; tax saving = 24 % × 2,750 = 660.
    // net = 2,900 + 2,400 − 660 = 4,640.
    const r = await ok(op, {
      dayRate: 800, ticket: 1200, travel: 650, lodgingPerNight: 220, nights: 3, mealsPerDay: 75, daysAway: 4,
      billableDaysLost: 3, otherCosts: 90, marginalTaxPct: 24,
    });
    expect(r).toMatchObject({ cashCost: 2900, lostBilling: 2400, deductibleExpenses: 2750, taxSaving: 660, netCost: 4640, warnings: [] });
    expect(amounts(r)).toEqual({
      ticket: 1200, travel: 650, lodging: 660, meals: 300, otherCosts: 90, cashCost: 2900, lostBilling: 2400,
      deductibleMeals: 150, deductibleExpenses: 2750, taxSaving: 660, netCost: 4640,
    });
    expect(r.rules).toEqual([expect.objectContaining({ id: 'us-business-travel-deductions', effective: '2023-01-01' })]);
  });

  it('only dayRate given: every default is 0, no tax saving, and the assumptions say so', async () => {
    // cash 0, lost billing 500 × 0 = 0, saving 0 → net 0.
    const r = await ok(op, { dayRate: 500 });
    expect(r).toMatchObject({ cashCost: 0, lostBilling: 0, deductibleExpenses: 0, taxSaving: 0, netCost: 0, warnings: [] });
    expect(r.assumptions).toContain('marginalTaxPct is 0 (the default), so the tax saving is 0: give your marginal rate to see it.');
  });

  it('meals alone: only half is deductible', async () => {
    // meals = 60 × 5 = 300; deductible = 50 % × 300 = 150; saving = 37 % × 150 = 55.50; net = 300 − 55.50 = 244.50.
    const r = await ok(op, { dayRate: 0, mealsPerDay: 60, daysAway: 5, marginalTaxPct: 37 });
    expect(amounts(r)).toMatchObject({ meals: 300, deductibleMeals: 150, deductibleExpenses: 150, taxSaving: 55.5, netCost: 244.5 });
  });

  it('boundary: every day away billable, half days allowed', async () => {
    // billableDaysLost = daysAway = 3 is allowed; 640 × 3 = 1,920. Half a day: 640 × 2.5 = 1,600.
    expect((await ok(op, { dayRate: 640, daysAway: 3, billableDaysLost: 3 })).lostBilling).toBe(1920);
    expect((await ok(op, { dayRate: 640, daysAway: 3, billableDaysLost: 2.5 })).lostBilling).toBe(1600);
  });

  it('the maximum marginal rate (100 %): the whole deductible part is saved, lost billing is not', async () => {
    // cash = 1,000 + 100 × 2 = 1,200; deductible = 1,000 + 100 = 1,100; saving = 1,100;
    // lost = 400 × 1 = 400; net = 1,200 + 400 − 1,100 = 500.
    const r = await ok(op, { dayRate: 400, ticket: 1000, mealsPerDay: 100, daysAway: 2, billableDaysLost: 1, marginalTaxPct: 100 });
    expect(r).toMatchObject({ cashCost: 1200, deductibleExpenses: 1100, taxSaving: 1100, lostBilling: 400, netCost: 500 });
  });

  it('the maximum trip length (366 nights and days) and cents', async () => {
    // lodging = 99.99 × 366 = 36,596.34; meals = 10.01 × 366 = 3,663.66; cash = 40,260.00;
    // deductible = 36,596.34 + 1,831.83 = 38,428.17; saving = 12 % × 38,428.17 = 4,611.3804 → 4,611.38;
    // lost = 0; net = 40,260 − 4,611.3804 = 35,648.6196 → 35,648.62.
    const r = await ok(op, { dayRate: 0, lodgingPerNight: 99.99, nights: 366, mealsPerDay: 10.01, daysAway: 366, marginalTaxPct: 12 });
    expect(amounts(r)).toMatchObject({
      lodging: 36596.34, meals: 3663.66, cashCost: 40260, deductibleMeals: 1831.83, deductibleExpenses: 38428.17, taxSaving: 4611.38,
      netCost: 35648.62,
    });
  });

  it('warns about per-night and per-day amounts with nothing to multiply, and more nights than days', async () => {
    const r = await ok(op, { dayRate: 0, lodgingPerNight: 200, mealsPerDay: 50 });
    expect(r.warnings).toEqual([
      'lodgingPerNight is set but nights is 0, so no lodging is counted: give nights.',
      'mealsPerDay is set but daysAway is 0, so no meals are counted: give daysAway.',
    ]);
    const nights = await ok(op, { dayRate: 0, nights: 4, daysAway: 3 });
    expect(nights.warnings).toEqual(['nights (4) is more than daysAway (3): days away should include the travel days.']);
  });

  describe('bad input is a 400 with a clear message', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['billable days over days away', { dayRate: 500, daysAway: 2, billableDaysLost: 3 }, 'billableDaysLost: must not exceed daysAway (2), got 3'],
      ['billable days with daysAway left at its default', { dayRate: 500, billableDaysLost: 1 }, 'billableDaysLost: must not exceed daysAway (0), got 1'],
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
        'dayRate: dayRate × billableDaysLost must be at most 1000000000000, got 2000000000000',
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
    expect(labels.lostBilling).toBe('Facturación perdida: tarifa diaria de 800\u00a0US$ × 3 días facturables perdidos (no deducible)');
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
      error: 'billableDaysLost: must not exceed daysAway (2), got 2.5',
      es: 'billableDaysLost: no puede superar los días fuera (2); se indicaron 2,5',
    });
  });

  it('its worst case finishes promptly', async () => {
    expect(await timeMs(op, op.worstCase())).toBeLessThan(NO_HANG_MS);
  });
});

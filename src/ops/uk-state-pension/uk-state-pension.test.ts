import { describe, expect, it } from 'vitest';
import op from './uk-state-pension.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { taxYearOf } from './uk-state-pension.js';
import { formatValue } from '../../core/display.js';
import { carriedForwardWarning } from '../../rules/rule-set.js';
import { ukStatePensionRates } from '../../rules/uk/uk-state-pension-rates.rules.js';
import { ukVoluntaryClass3Rates } from '../../rules/uk/uk-voluntary-class-3-rates.rules.js';

type Result = Record<string, unknown> & {
  voluntary: Record<string, unknown>;
  warnings: string[];
  rules: { id: string; effective: string }[];
  breakdown: { item: string; amount: number }[];
};
const run = async (input: unknown, now?: string) =>
  (await ok(op, input, now ? testContext({ now: () => new Date(now) }) : undefined)) as Result;

// Clock 2026-11-21 (FIXED_NOW): tax year 2026/27, full rate £241.30 a week.
describe('uk-state-pension', () => {
  it('runs every documented example to its exact output', async () => {
    for (const example of op.examples) expect(await ok(op, example.input)).toEqual(example.output);
  });

  it('0 qualifying years: no pension, the whole full rate is the shortfall', async () => {
    // 0 < 10 → weekly 0; shortfall 241.30 a week, × 52 = 12,547.60 a year; 35 years short.
    const r = await run({ qualifyingYears: 0 });
    expect(r).toMatchObject({
      taxYear: '2026/27', countedYears: 0, entitled: false, weeklyPension: 0, fourWeeklyPension: 0, yearlyPension: 0,
      yearsShortOfFullRate: 35, weeklyShortfall: 241.3, yearlyShortfall: 12547.6,
    });
    expect(r.warnings).toEqual(['No new State Pension: 0 years counted, at least 10 qualifying years are needed.']);
  });

  it('9 years: still nothing; 10 years: 10/35 of the full rate', async () => {
    // 9 < 10 → 0.
    expect(await run({ qualifyingYears: 9 })).toMatchObject({ entitled: false, weeklyPension: 0, yearsShortOfFullRate: 26 });
    // 241.30 ÷ 35 × 10 = 68.942857… → 68.94 a week; × 4 = 275.771428… → 275.77; × 52 = 3,585.028571… → 3,585.03.
    // Shortfall 241.30 − 68.942857… = 172.357142… → 172.36; × 52 = 8,962.571428… → 8,962.57.
    expect(await run({ qualifyingYears: 10 })).toMatchObject({
      entitled: true, countedYears: 10, weeklyPension: 68.94, fourWeeklyPension: 275.77, yearlyPension: 3585.03,
      weeklyShortfall: 172.36, yearlyShortfall: 8962.57, warnings: [],
    });
    // futureYears count too: 8 + 2 = 10 → the same 68.94.
    expect(await run({ qualifyingYears: 8, futureYears: 2 })).toMatchObject({ recordYears: 10, weeklyPension: 68.94 });
  });

  it('35 years give the full rate and 40 years give no more', async () => {
    // 241.30 ÷ 35 × 35 = 241.30; × 4 = 965.20; × 52 = 12,547.60 (the GOV.UK yearly figure).
    const full = { countedYears: 35, weeklyPension: 241.3, fourWeeklyPension: 965.2, yearlyPension: 12547.6, yearsShortOfFullRate: 0, weeklyShortfall: 0, yearlyShortfall: 0 };
    expect(await run({ qualifyingYears: 35 })).toMatchObject(full);
    expect(await run({ qualifyingYears: 40 })).toMatchObject({ ...full, recordYears: 40 });
    expect(await run({ qualifyingYears: 30, futureYears: 30 })).toMatchObject({ ...full, recordYears: 60 });
  });

  it('buying years past 35: only the useful ones count, the rest are flagged and not costed', async () => {
    // 33 years + 4 bought: room 35 − 33 = 2 useful, 2 wasted. Extra = 241.30 ÷ 35 × 2 = 13.788571… → 13.79 a week,
    // × 52 = 717.005714… → 717.01 a year. With them: 241.30 a week. Cost 2 × 52 × 18.40 = 1,913.60 (the 2 wasted years are not
    // costed); payback 1,913.60 ÷ 717.005714… = 2.6689… → 2.67 years.
    const r = await run({ qualifyingYears: 33, boughtYears: 4 });
    expect(r.voluntary).toEqual({
      boughtYears: 4, notBuyableYears: 0, usefulYears: 2, wastedYears: 2, extraWeeklyPension: 13.79, extraYearlyPension: 717.01,
      weeklyPensionWithBoughtYears: 241.3, yearlyPensionWithBoughtYears: 12547.6, class3WeeklyRate: 18.4, cost: 1913.6, paybackYears: 2.67,
    });
    expect(r.warnings[0]).toBe('2 bought years would take the record past 35 years and add nothing; only the 2 years that count are costed.');
    // Already full: everything bought is wasted, nothing is costed.
    const full = await run({ qualifyingYears: 35, boughtYears: 1 });
    expect(full.voluntary).toMatchObject({ usefulYears: 0, wastedYears: 1, extraWeeklyPension: 0, class3WeeklyRate: 18.4, cost: 0, paybackYears: null });
    expect(full.warnings).toEqual(['1 bought year would take the record past 35 years and add nothing; none is costed.']);
  });

  it('only the past 6 tax years can be bought: the rest are not bought, costed or counted, and the result says so', async () => {
    // The case: 20 years and 30 gap years asked for. Before, 15 were priced (15 × 52 × 18.40 = 14,352) and gave the full
    // 241.30 a week. Now 30 − 6 = 24 cannot be bought; 6 bought: extra 241.30 ÷ 35 × 6 = 41.365714… → 41.37 a week, × 52 =
    // 2,151.017142… → 2,151.02 a year; with them 26 years: 241.30 ÷ 35 × 26 = 179.251428… → 179.25 a week, × 52 = 9,321.074285… →
    // 9,321.07. Cost 6 × 52 × 18.40 = 5,740.80; payback 5,740.80 ÷ 2,151.017142… = 2.6689… → 2.67 years.
    const r = await run({ qualifyingYears: 20, boughtYears: 30 });
    expect(r).toMatchObject({ countedYears: 20, weeklyPension: 137.89 });
    expect(r.voluntary).toEqual({
      boughtYears: 30, notBuyableYears: 24, usefulYears: 6, wastedYears: 0, extraWeeklyPension: 41.37, extraYearlyPension: 2151.02,
      weeklyPensionWithBoughtYears: 179.25, yearlyPensionWithBoughtYears: 9321.07, class3WeeklyRate: 18.4, cost: 5740.8, paybackYears: 2.67,
    });
    expect(r.warnings).toEqual([
      '24 of the 30 gap years asked for cannot be bought: gaps can usually be paid for only from the past 6 tax years (the extension ' +
        'back to 2006-07 closed on 5 April 2025), so they are not costed and not counted in the pension with bought years.',
    ]);
    expect(r.breakdown.find((b) => b.item === 'notBuyableYears')?.amount).toBe(24);
    const answer = (output: Result, locale: 'en' | 'es') =>
      op.page!.answer!(output as never, { qualifyingYears: 20, futureYears: 0, boughtYears: 30 }, {
        locale, currency: 'GBP', rerun: () => null as never, format: (value, format) => formatValue(value, format, locale, 'GBP'),
      });
    expect(answer(r, 'en')).toBe(
      'Your State Pension would be £137.89 a week (£7,170.06 a year), or £179.25 a week with the 6 years you buy; 24 of the gap years you asked for can no longer be bought.',
    );
    const es = (await ok(op, { qualifyingYears: 20, boughtYears: 30 }, testContext({ locale: 'es' }))) as Result;
    expect(es.warnings).toEqual([
      '24 de las 30 lagunas que indicas no pueden comprarse: normalmente solo pueden pagarse las lagunas de los últimos 6 años ' +
        'fiscales (la ampliación hasta 2006-07 terminó el 5 de abril de 2025), así que no se valoran ni se cuentan en la pensión con años comprados.',
    ]);
    expect(answer(es, 'es')).toBe(
      'Tu State Pension sería de 137,89\u00a0£ a la semana (7.170,06\u00a0£ al año), o 179,25\u00a0£ a la semana con los 6 años que compras; 24 de las lagunas que indicas ya no pueden comprarse.',
    );
  });

  it('the buy-back limit at its edge: 6 years are all bought, a 7th is not', async () => {
    // 20 + 6: all buyable, no warning. Extra 241.30 ÷ 35 × 6 → 41.37; cost 6 × 52 × 18.40 = 5,740.80.
    const six = await run({ qualifyingYears: 20, boughtYears: 6 });
    expect(six.voluntary).toMatchObject({ notBuyableYears: 0, usefulYears: 6, cost: 5740.8 });
    expect(six.warnings).toEqual([]);
    expect(six.breakdown.map((b) => b.item)).not.toContain('notBuyableYears');
    // 20 + 7: the 7th cannot be bought; the same 6 are bought, the same cost.
    const seven = await run({ qualifyingYears: 20, boughtYears: 7 });
    expect(seven.voluntary).toMatchObject({ notBuyableYears: 1, usefulYears: 6, extraWeeklyPension: 41.37, cost: 5740.8 });
    expect(seven.warnings[0]).toMatch(/^1 of the 7 gap years asked for cannot be bought: .* so it is not costed/);
    const es = (await ok(op, { qualifyingYears: 20, boughtYears: 7 }, testContext({ locale: 'es' }))) as Result;
    expect(es.warnings[0]).toMatch(/^1 de las 7 lagunas que indicas no puede comprarse: .* así que no se valora ni se cuenta/);
  });

  it('both limits at once: the 6-year limit first, then the 35-year cap', async () => {
    // 33 years, 10 asked for: 10 − 6 = 4 cannot be bought; of the 6 buyable, 35 − 33 = 2 count and 4 would add nothing.
    // Extra 241.30 ÷ 35 × 2 = 13.788571… → 13.79; cost 2 × 52 × 18.40 = 1,913.60.
    const r = await run({ qualifyingYears: 33, boughtYears: 10 });
    expect(r.voluntary).toMatchObject({ notBuyableYears: 4, usefulYears: 2, wastedYears: 4, extraWeeklyPension: 13.79, weeklyPensionWithBoughtYears: 241.3, cost: 1913.6 });
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[1]).toBe('4 bought years would take the record past 35 years and add nothing; only the 2 years that count are costed.');
  });

  it('2026/27: Class 3 at £18.40 a week gives the cost and the payback of each bought year', async () => {
    // 20 years + 1 bought: extra 241.30 ÷ 35 = 6.894285… → 6.89 a week, × 52 = 358.502857… → 358.50 a year.
    // Cost 1 × 52 × 18.40 = 956.80 (GOV.UK's £956.80 for a full year); payback 956.80 ÷ 358.502857… = 2.6689… → 2.67 years.
    const r = await run({ qualifyingYears: 20, boughtYears: 1 });
    expect(r.voluntary).toMatchObject({ usefulYears: 1, extraWeeklyPension: 6.89, extraYearlyPension: 358.5, class3WeeklyRate: 18.4, cost: 956.8, paybackYears: 2.67 });
    expect(r.warnings).toEqual([]);
    expect(r.rules.map((x) => [x.id, x.effective])).toEqual([['uk-state-pension-rates', '2026-04-06'], ['uk-voluntary-class-3-rates', '2026-04-06']]);
    expect(r.breakdown.find((b) => b.item === 'class3Cost')).toEqual({ item: 'class3Cost', label: 'Class 3 cost: 1 year × 52 weeks × £18.40 (2026/27 rate)', amount: 956.8 });
    // Whatever the full rate, a bought year pays back in cost ÷ (full rate ÷ 35 × 52): 956.80 ÷ (241.30 × 52 ÷ 35) for every
    // useful year, so 5 years pay back in the same 2.67 years.
    expect((await run({ qualifyingYears: 20, boughtYears: 5 })).voluntary).toMatchObject({ cost: 4784, paybackYears: 2.67 });
  });

  it('no years bought: no Class 3 rate is looked up, shown or cited', async () => {
    const r = await run({ qualifyingYears: 20 });
    expect(r.voluntary).toMatchObject({ boughtYears: 0, usefulYears: 0, class3WeeklyRate: null, cost: null, paybackYears: null });
    expect(r.rules.map((x) => x.id)).toEqual(['uk-state-pension-rates']);
    expect(r.breakdown.map((b) => b.item)).not.toContain('class3Cost');
  });

  it('2025/26 (clock 2026-01-15): Class 3 at £17.75 a week gives the cost and the payback', async () => {
    // Full rate 230.25. 25 years: 230.25 ÷ 35 × 25 = 164.464285… → 164.46 a week.
    // 2 bought years: extra 230.25 ÷ 35 × 2 = 13.157142… → 13.16 a week; × 52 = 684.171428… → 684.17 a year.
    // Cost 2 × 52 × 17.75 = 1,846.00; payback 1,846 ÷ 684.171428… = 2.6981… → 2.70 years.
    const r = await run({ qualifyingYears: 25, boughtYears: 2 }, '2026-01-15T12:00:00Z');
    expect(r).toMatchObject({ taxYear: '2025/26', fullWeeklyRate: 230.25, weeklyPension: 164.46 });
    expect(r.voluntary).toMatchObject({ extraWeeklyPension: 13.16, extraYearlyPension: 684.17, class3WeeklyRate: 17.75, cost: 1846, paybackYears: 2.7 });
    expect(r.warnings).toEqual([]);
    expect(r.rules.map((x) => [x.id, x.effective])).toEqual([['uk-state-pension-rates', '2025-04-06'], ['uk-voluntary-class-3-rates', '2025-04-06']]);
    expect(r.breakdown.find((b) => b.item === 'class3Cost')?.amount).toBe(1846);
    expect(r.breakdown.find((b) => b.item === 'paybackYears')?.amount).toBe(2.7);
  });

  it('bought years that leave the record under 10 add nothing: costed, no payback, warned', async () => {
    // 5 + 2 = 7 < 10: pension 0 with or without them. Cost 2 × 52 × 17.75 = 1,846 for no pension.
    const r = await run({ qualifyingYears: 5, boughtYears: 2 }, '2026-01-15T12:00:00Z');
    expect(r.voluntary).toMatchObject({ usefulYears: 2, extraWeeklyPension: 0, cost: 1846, paybackYears: null });
    expect(r.warnings).toContain('Even with the bought years the record stays under 10 qualifying years: they add no pension on their own.');
  });

  it('picks the tax year on 6 April', async () => {
    expect(taxYearOf('2026-04-05')).toEqual({ label: '2025/26', start: '2025-04-06' });
    expect(taxYearOf('2026-04-06')).toEqual({ label: '2026/27', start: '2026-04-06' });
    expect(taxYearOf('2099-12-31')).toEqual({ label: '2099/00', start: '2099-04-06' });
    expect((await run({ qualifyingYears: 35 }, '2026-04-05T23:59:59Z')).fullWeeklyRate).toBe(230.25);
    expect((await run({ qualifyingYears: 35 }, '2026-04-06T00:00:00Z')).fullWeeklyRate).toBe(241.3);
  });

  it('in January 2027 the published 2026/27 rates apply, with no warning', async () => {
    const r = await run({ qualifyingYears: 20, boughtYears: 1 }, '2027-01-15T12:00:00Z');
    expect(r).toMatchObject({ taxYear: '2026/27', fullWeeklyRate: 241.3, warnings: [] });
    expect(r.voluntary).toMatchObject({ class3WeeklyRate: 18.4, cost: 956.8 });
    expect(r.rules.map((x) => [x.id, x.effective, (x as { carriedForward?: string[] }).carriedForward])).toEqual([
      ['uk-state-pension-rates', '2026-04-06', []],
      ['uk-voluntary-class-3-rates', '2026-04-06', []],
    ]);
  });

  it('from 6 April 2027 the unpublished 2027/28 rates are the 2026/27 ones, carried forward and named in a warning', async () => {
    // 5 April 2027 is still 2026/27: nothing carried. 6 April 2027 starts 2027/28: both rates repeat the 2026/27 figures.
    expect((await run({ qualifyingYears: 20, boughtYears: 1 }, '2027-04-05T23:59:59Z')).warnings).toEqual([]);
    const r = await run({ qualifyingYears: 20, boughtYears: 1 }, '2027-04-06T00:00:00Z');
    expect(r).toMatchObject({ taxYear: '2027/28', fullWeeklyRate: 241.3 });
    // The same money as in 2026/27: 956.80 for the year, paid back in 2.67 years.
    expect(r.voluntary).toMatchObject({ class3WeeklyRate: 18.4, cost: 956.8, paybackYears: 2.67 });
    expect(r.warnings).toEqual([
      'Not published yet for 2027-04-06, so carried forward from the previous period (UK new State Pension rates, last checked 2026-11-24): ' +
        'Full new State Pension, per week, 2027/28 (the 2026/27 rate).',
      'Not published yet for 2027-04-06, so carried forward from the previous period (UK voluntary Class 3 National Insurance rates, ' +
        'last checked 2026-11-29): Voluntary Class 3 contribution, per week, 2027/28 (the 2026/27 rate).',
    ]);
    expect(r.rules.map((x) => [x.id, x.effective, (x as { carriedForward?: string[] }).carriedForward])).toEqual([
      ['uk-state-pension-rates', '2027-04-06', ['Full new State Pension, per week, 2027/28 (the 2026/27 rate)']],
      ['uk-voluntary-class-3-rates', '2027-04-06', ['Voluntary Class 3 contribution, per week, 2027/28 (the 2026/27 rate)']],
    ]);
    const labels = Object.fromEntries(r.breakdown.map((b) => [b.item, (b as { label?: string }).label]));
    expect(labels.fullWeeklyRate).toBe('Full new State Pension per week, 2027/28: the 2026/27 rate, carried forward (not published yet)');
    expect(labels.class3Cost).toBe('Class 3 cost: 1 year × 52 weeks × £18.40 (the 2026/27 rate, carried forward)');
    // In Spanish too.
    const es = (await ok(op, { qualifyingYears: 20, boughtYears: 1 }, testContext({ locale: 'es', now: () => new Date('2027-07-01T12:00:00Z') }))) as Result;
    expect(es.warnings[0]).toBe(
      'Aún no se han publicado para el 2027-07-01 y se mantienen las anteriores (Cuantías de la nueva pensión estatal del Reino Unido, ' +
        'última comprobación: 2026-11-24): Nueva State Pension completa, por semana, 2027/28 (la de 2026/27).',
    );
  });

  it('past 5 April 2028 the whole rule sets are carried forward, and say so', async () => {
    const r = await run({ qualifyingYears: 20, boughtYears: 1 }, '2028-05-01T12:00:00Z');
    expect(r).toMatchObject({ taxYear: '2028/29', fullWeeklyRate: 241.3 });
    // Both sets are past their publication (2028-04-05): the latest versions, those of 2027/28, are carried forward whole.
    expect(r.warnings).toEqual([
      carriedForwardWarning(ukStatePensionRates, ukStatePensionRates.versions.at(-1)!, '2028-05-01'),
      carriedForwardWarning(ukVoluntaryClass3Rates, ukVoluntaryClass3Rates.versions.at(-1)!, '2028-05-01'),
    ]);
    expect(r.warnings[0]).toContain('"UK new State Pension rates"');
    expect(r.warnings[0]).toContain('2028-05-01');
    expect(r.rules.map((x) => [x.id, x.effective])).toEqual([['uk-state-pension-rates', '2027-04-06'], ['uk-voluntary-class-3-rates', '2027-04-06']]);
    expect((r.breakdown.find((b) => b.item === 'fullWeeklyRate') as unknown as { label: string }).label).toBe(
      'Full new State Pension per week, 2028/29: the 2026/27 rate, carried forward (not published yet)',
    );
  });

  it('the maximum of every bound is accepted', async () => {
    const r = await run(op.worstCase());
    expect(r).toMatchObject({ recordYears: 140, countedYears: 35, weeklyPension: 241.3 });
    // 70 asked for: 64 beyond the past 6 tax years cannot be bought; the 6 that could would take the record past 35.
    expect(r.voluntary).toMatchObject({ notBuyableYears: 64, usefulYears: 0, wastedYears: 6, cost: 0 });
  });

  it('refuses missing, negative, too large, fractional, wrongly typed and unknown inputs with a clear 400', async () => {
    expect(await fails(op, {})).toBe('qualifyingYears: is required');
    expect(await fails(op, { qualifyingYears: -1 })).toBe('qualifyingYears: must be at least 0');
    expect(await fails(op, { qualifyingYears: 71 })).toBe('qualifyingYears: must be at most 70');
    expect(await fails(op, { qualifyingYears: 12.5 })).toBe('qualifyingYears: must be an integer, got 12.5');
    expect(await fails(op, { qualifyingYears: '20,000' })).toBe("qualifyingYears: must be a number, got '20,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { qualifyingYears: 20, futureYears: -2 })).toBe('futureYears: must be at least 0');
    expect(await fails(op, { qualifyingYears: 20, boughtYears: 71 })).toBe('boughtYears: must be at most 70');
    expect(await fails(op, { qualifyingYears: 20, boughtYear: 1 })).toBe("boughtYear: unknown field; did you mean 'boughtYears'?");
  });

  it('answers in Spanish on the Spanish page', async () => {
    const input = { qualifyingYears: 33, boughtYears: 4 };
    const en = await run(input);
    const es = (await ok(op, input, testContext({ locale: 'es' }))) as Result;
    expect(es.breakdown.find((b) => b.item === 'weeklyPension')).toEqual({ item: 'weeklyPension', label: 'Pensión semanal: 241,30\u00a0£ ÷ 35 × 33', amount: 227.51 });
    expect(es.warnings[0]).toBe('2 años comprados llevarían el historial más allá de 35 años y no añadirían nada; solo se calcula el coste de los 2 años que cuentan.');
    expect((es.assumptions as string[])[0]).toBe(
      'Año fiscal 2026/27: la fecha de la consulta (21 nov 2026, UTC) cae en el año fiscal que empieza el 6 abr 2026; conjunto de normas ' +
        'uk-state-pension-rates en vigor desde el 6 abr 2026, cuantía completa de 241,30\u00a0£ a la semana.',
    );
    // The same figures as in English: only the words change.
    const { breakdown: enItems, assumptions: _a, warnings: _w, ...enFigures } = en;
    const { breakdown: esItems, assumptions: _b, warnings: _x, ...esFigures } = es;
    expect(esFigures).toEqual(enFigures);
    expect(esItems.map((b) => [b.item, b.amount])).toEqual(enItems.map((b) => [b.item, b.amount]));
    expect(es.warnings).toHaveLength(en.warnings.length);
  });

  it('charts the weekly pension by qualifying years, with the person\'s own years highlighted', async () => {
    const input = { qualifyingYears: 20, futureYears: 3, boughtYears: 0 };
    const ctx = testContext({ locale: 'es' });
    const output = (await ok(op, input, ctx)) as Result;
    const chart = op.page!.chart!(output as never, input, {
      locale: 'es',
      currency: 'GBP',
      rerun: (other) => op.run(other, ctx) as never,
      format: (value, format) => formatValue(value, format, 'es', 'GBP'),
    });
    expect(chart).toMatchObject({ kind: 'bars', title: 'State Pension semanal según los años cotizados', axis: 'Años cotizados', format: 'money' });
    if (chart?.kind !== 'bars') throw new Error('expected bars');
    // 241.30 ÷ 35 × years, nothing under 10: 10 → 68.94, 23 → 158.57, 35 → 241.30.
    expect(chart.bars.map((b) => [b.label, b.value, b.highlight ?? false])).toEqual([
      ['0', 0, false], ['5', 0, false], ['10', 68.94, false], ['15', 103.41, false], ['20', 137.89, false],
      ['23', 158.57, true], ['25', 172.36, false], ['30', 206.83, false], ['35', 241.3, false],
    ]);
    expect(chart.summary).toBe(
      'Hacen falta al menos 10 años cotizados para cobrar algo de State Pension; la cuantía completa, 241,30\u00a0£ a la semana, se alcanza ' +
        'con 35 años (año fiscal 2026/27); con tus 23 años computables cobrarías 158,57\u00a0£ a la semana.',
    );
  });
});

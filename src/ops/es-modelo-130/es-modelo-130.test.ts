import { describe, expect, it } from 'vitest';
import op from './es-modelo-130.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';

type Quarter = { quarter: number; casillas: Record<string, number>; result: number; amountToPay: number; resultType: string; reductionCarriedForward: number; filingDeadline: string };
type Result = Record<string, unknown> & { quarters: Quarter[]; totalToPay: number; reductionPerQuarter: number; warnings: string[]; filingExemption: Record<string, unknown> };
const run = async (input: unknown) => (await ok(op, input)) as Result;

/** Only the casillas named, for readable expectations. */
const pick = (q: Quarter, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, q.casillas[k]]));

describe('es-modelo-130', () => {
  it('runs every documented example to its exact output', async () => {
    for (const example of op.examples) expect(await ok(op, example.input)).toEqual(example.output);
  });

  it('a loss quarter followed by profit: the loss is absorbed by the accumulation, the unused reduction by casilla 15', async () => {
    // 1T: 01 3,000 − 02 4,500 = 03 −1,500 → 04 0, 07 0, 12 0; 13 = 100 (priorYearNet 8,500 ≤ 9,000) → 14 −100 → 19 −100, a deducir.
    // 2T: 01 12,000 − 02 6,500 = 03 5,500 → 04 1,100; 05 0 (1T's 07 was not positive); 06 600 → 07 500 → 12 500;
    //     13 100 → 14 400; 15 = min(100 pending, 400) = 100 → 17 300 → 19 300 to pay.
    // 3T: 01 20,000 − 02 8,000 = 03 12,000 → 04 2,400; 05 500; 06 1,500 → 07 400 → 12 400; 13 100 → 14 300; 15 0 → 19 300.
    const r = await run({
      quarters: [{ ingresos: 3000, gastos: 4500 }, { ingresos: 9000, gastos: 2000, retenciones: 600 }, { ingresos: 8000, gastos: 1500, retenciones: 900 }],
      priorYearNet: 8500,
    });
    const [q1, q2, q3] = r.quarters as [Quarter, Quarter, Quarter];
    expect(pick(q1, 'c03', 'c04', 'c07', 'c12', 'c13', 'c14', 'c15', 'c19')).toEqual({ c03: -1500, c04: 0, c07: 0, c12: 0, c13: 100, c14: -100, c15: 0, c19: -100 });
    expect(q1).toMatchObject({ amountToPay: 0, resultType: 'a deducir', reductionCarriedForward: 100, filingDeadline: '1–20 April' });
    expect(pick(q2, 'c01', 'c02', 'c03', 'c04', 'c05', 'c06', 'c07', 'c12', 'c13', 'c14', 'c15', 'c17', 'c19')).toEqual({
      c01: 12000, c02: 6500, c03: 5500, c04: 1100, c05: 0, c06: 600, c07: 500, c12: 500, c13: 100, c14: 400, c15: 100, c17: 300, c19: 300,
    });
    expect(q2).toMatchObject({ amountToPay: 300, resultType: 'a ingresar', reductionCarriedForward: 0 });
    expect(pick(q3, 'c04', 'c05', 'c06', 'c07', 'c15', 'c19')).toEqual({ c04: 2400, c05: 500, c06: 1500, c07: 400, c15: 0, c19: 300 });
    expect(r.totalToPay).toBe(600);
  });

  it('the reduction tiers: limits are inclusive, a cent above drops to the next tier', async () => {
    const reductionFor = async (priorYearNet: number) =>
      (await run({ quarters: [{ ingresos: 10000 }], priorYearNet })).reductionPerQuarter;
    // ≤ 9,000 → 100; ≤ 10,000 → 75; ≤ 11,000 → 50; ≤ 12,000 → 25; above → 0. A loss or no activity (0) → 100.
    expect(await reductionFor(9000)).toBe(100);
    expect(await reductionFor(9000.01)).toBe(75);
    expect(await reductionFor(10000)).toBe(75);
    expect(await reductionFor(10000.01)).toBe(50);
    expect(await reductionFor(11000)).toBe(50);
    expect(await reductionFor(11000.01)).toBe(25);
    expect(await reductionFor(12000)).toBe(25);
    expect(await reductionFor(12000.01)).toBe(0);
    expect(await reductionFor(0)).toBe(100);
    expect(await reductionFor(-2500)).toBe(100);
    // 10,000 income: 04 = 2,000; with 12,000 → 13 = 25 → 19 = 1,975.
    const r = await run({ quarters: [{ ingresos: 10000 }], priorYearNet: 12000 });
    expect(pick(r.quarters[0]!, 'c04', 'c12', 'c13', 'c14', 'c19')).toEqual({ c04: 2000, c12: 2000, c13: 25, c14: 1975, c19: 1975 });
  });

  it('priorYearNet omitted: no reduction, and a warning explains how to get it', async () => {
    const r = await run({ quarters: [{ ingresos: 1000 }] });
    expect(r.reductionPerQuarter).toBe(0);
    expect(r.quarters[0]!.casillas.c13).toBe(0);
    expect(r.warnings[0]).toMatch(/^Last year's net income not given: the art\. 110\.3\.c reduction \(up to €100\.00 a quarter\) is not applied/);
  });

  it('a reduction larger than the payment carries only what is unused', async () => {
    // 1T: 03 = 1,000 − 800 = 200 → 04 40 → 07 40 → 12 40; 13 100 → 14 −60 → 19 −60 (a deducir, 60 pending).
    // 2T: 03 = 4,000 − 1,300 = 2,700 → 04 540; 05 40 → 07 500 → 12 500; 13 100 → 14 400; 15 60 → 19 340.
    const r = await run({ quarters: [{ ingresos: 1000, gastos: 800 }, { ingresos: 3000, gastos: 500 }], priorYearNet: 5000 });
    expect(pick(r.quarters[0]!, 'c04', 'c07', 'c12', 'c14', 'c19')).toEqual({ c04: 40, c07: 40, c12: 40, c14: -60, c19: -60 });
    expect(pick(r.quarters[1]!, 'c04', 'c05', 'c07', 'c14', 'c15', 'c19')).toEqual({ c04: 540, c05: 40, c07: 500, c14: 400, c15: 60, c19: 340 });
    expect(r.totalToPay).toBe(340);
  });

  it('a negative fourth quarter is "negativa": nothing carries to next year, and the unused reduction is reported as lost', async () => {
    // Four empty quarters, priorYearNet 0 → 13 = 100 each; 19 = −100 each; pending 100, 200, 300; 4T negativa, 400 lost.
    const r = await run({ quarters: [{}, {}, {}, {}], priorYearNet: 0 });
    expect(r.quarters.map((q) => [q.result, q.resultType, q.reductionCarriedForward])).toEqual([
      [-100, 'a deducir', 100], [-100, 'a deducir', 200], [-100, 'a deducir', 300], [-100, 'negativa', 0],
    ]);
    expect(r.quarters[3]!.filingDeadline).toBe('1–30 January of the following year');
    expect(r.warnings).toContain('€400.00 of the art. 110.3.c reduction is left unused at the end of the year: it can only be deducted from payments of the same year, so it is lost.');
    expect(r.totalToPay).toBe(0);
  });

  it('withholding above the 20 %: nothing to pay, and the excess is absorbed by the accumulated casilla 06', async () => {
    // 1T: 03 = 10,000 − 5,000 = 5,000 → 04 1,000; 06 1,500 → 07 −500 → 12 0 → 19 0 (negativa; nothing carried).
    // 2T: 01 20,000 − 02 7,000 = 03 13,000 → 04 2,600; 05 0; 06 2,000 → 07 600 → 19 600.
    const r = await run({ quarters: [{ ingresos: 10000, gastos: 5000, retenciones: 1500 }, { ingresos: 10000, gastos: 2000, retenciones: 500 }], priorYearNet: 50000 });
    expect(pick(r.quarters[0]!, 'c04', 'c06', 'c07', 'c12', 'c19')).toEqual({ c04: 1000, c06: 1500, c07: -500, c12: 0, c19: 0 });
    expect(r.quarters[0]).toMatchObject({ resultType: 'negativa', reductionCarriedForward: 0 });
    expect(pick(r.quarters[1]!, 'c03', 'c04', 'c05', 'c06', 'c07', 'c19')).toEqual({ c03: 13000, c04: 2600, c05: 0, c06: 2000, c07: 600, c19: 600 });
    expect(r.totalToPay).toBe(600);
  });

  it('agraria: 2 % of each quarter\'s income, not accumulated, expenses ignored with a warning', async () => {
    // 1T: 08 20,000 → 09 400; 10 150 → 11 250 → 12 250 → 19 250.  2T: 08 5,000 → 09 100; 10 200 → 11 −100 → 12 0 → 19 0.
    const r = await run({ quarters: [{ ingresos: 20000, gastos: 9000, retenciones: 150 }, { ingresos: 5000, retenciones: 200 }], actividad: 'agraria', priorYearNet: 30000 });
    expect(pick(r.quarters[0]!, 'c01', 'c04', 'c08', 'c09', 'c10', 'c11', 'c12', 'c19')).toEqual({ c01: 0, c04: 0, c08: 20000, c09: 400, c10: 150, c11: 250, c12: 250, c19: 250 });
    expect(pick(r.quarters[1]!, 'c08', 'c09', 'c10', 'c11', 'c12', 'c19')).toEqual({ c08: 5000, c09: 100, c10: 200, c11: -100, c12: 0, c19: 0 });
    expect(r.totalToPay).toBe(250);
    expect(r.warnings).toEqual(["actividad agraria: the 2 % applies to the quarter's income, so the gastos given are not used."]);
  });

  it('rounds each casilla to cents as declared, half away from zero', async () => {
    // 03 = 0.025 → 04 = 0.005 → 0.01. 01 = 333.335 → 333.34 (declared), 03 = 333.34 → 04 = 66.668 → 66.67.
    expect((await run({ quarters: [{ ingresos: 0.025 }], priorYearNet: 20000 })).quarters[0]!.casillas.c04).toBe(0.01);
    expect(pick((await run({ quarters: [{ ingresos: 333.335 }], priorYearNet: 20000 })).quarters[0]!, 'c01', 'c04')).toEqual({ c01: 333.34, c04: 66.67 });
  });

  it('the 70 % test: at 70 the exemption may apply (professionals, farmers), below it the returns are due, omitted it is not assessed', async () => {
    const at70 = await run({ quarters: [{ ingresos: 1000 }], pctIncomeWithRetencion: 70 });
    expect(at70.filingExemption).toMatchObject({ pctIncomeWithRetencion: 70, exemptionMayApply: true });
    expect(at70.filingExemption.note).toContain('Business (empresarial) activities and fishing cannot use this exemption');
    expect((await run({ quarters: [{ ingresos: 1000 }], pctIncomeWithRetencion: 69.99 })).filingExemption).toMatchObject({ exemptionMayApply: false });
    expect((await run({ quarters: [{ ingresos: 1000 }] })).filingExemption).toMatchObject({ pctIncomeWithRetencion: null, exemptionMayApply: null });
  });

  it('the maximum of every bound is accepted', async () => {
    const r = await run(op.worstCase());
    expect(r.quarters).toHaveLength(4);
    expect(r.reductionPerQuarter).toBe(100);
  });

  it('refuses bad input with a clear 400', async () => {
    expect(await fails(op, {})).toBe('quarters: is required');
    expect(await fails(op, { quarters: [] })).toBe('quarters: must have at least 1 items');
    expect(await fails(op, { quarters: [{}, {}, {}, {}, {}] })).toBe('quarters: must have at most 4 items');
    expect(await fails(op, { quarters: [{ ingresos: -1 }] })).toBe('quarters[0].ingresos: must be at least 0');
    expect(await fails(op, { quarters: [{}, { gastos: -0.01 }] })).toBe('quarters[1].gastos: must be at least 0');
    expect(await fails(op, { quarters: [{}], actividad: 'pesca' })).toBe("actividad: must be one of 'general', 'agraria', got 'pesca'");
    expect(await fails(op, { quarters: [{}], pctIncomeWithRetencion: 101 })).toBe('pctIncomeWithRetencion: must be at most 100');
    expect(await fails(op, { quarters: [{ ingreso: 5 }] })).toBe("quarters[0].ingreso: unknown field; did you mean 'ingresos'?");
    expect(await fails(op, { quarters: [{}], year: 2026 })).toMatch(/^year: unknown field/);
    expect(await fails(op, { quarters: { ingresos: 1 } })).toBe('quarters: must be a array, got object');
  });

  it('answers in Spanish on the Spanish page', async () => {
    const NBSP = '\u00a0';
    const input = op.examples[0]!.input;
    const en = await run(input);
    const es = (await ok(op, input, testContext({ locale: 'es' }))) as Result & { breakdown: { item: string; label: string; amount: number }[]; assumptions: string[] };
    const label = (item: string) => es.breakdown.find((b) => b.item === item)?.label;
    expect(label('q2Casilla13')).toBe(
      `2T casilla 13 — A deducir: minoración del artículo 110.3.c) del Reglamento del IRPF por un rendimiento neto de actividades del año anterior de 8.500,00${NBSP}€`,
    );
    expect(label('totalToPay')).toBe('Total a ingresar, 1T + 2T + 3T');
    expect(es.quarters.map((q) => q.filingDeadline)).toEqual(['del 1 al 20 de abril', 'del 1 al 20 de julio', 'del 1 al 20 de octubre']);
    expect(es.filingExemption.note).toBe(
      'El 40 % de los ingresos de la actividad del año anterior soportó retención, menos del 70 %: hay que presentar las autoliquidaciones trimestrales, sea cual sea la actividad (artículo 109 del Reglamento del IRPF).',
    );
    // The same figures as the English answer: every casilla, amount and breakdown amount.
    const figures = (r: Result) => ({
      quarters: r.quarters.map(({ filingDeadline: _, ...q }) => q),
      totalToPay: r.totalToPay,
      reductionPerQuarter: r.reductionPerQuarter,
      exemption: r.filingExemption.exemptionMayApply,
      breakdown: (r.breakdown as { item: string; amount: number }[]).map((b) => [b.item, b.amount]),
      texts: [(r.assumptions as string[]).length, r.warnings.length],
    });
    expect(figures(es)).toEqual(figures(en));
  });
});

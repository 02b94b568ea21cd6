import { describe, expect, it } from 'vitest';
import { execute } from '../../core/execute.js';
import { fails, HANG_GUARD_CPU_MS, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import op from './transfer-fees.op.js';
import { benchmarkEstimate, METHOD_ASSUMPTIONS, observedQuarter, transferCost, wholeMonthsBetween } from './transfer-fees.js';

type Item = { item: string; amount: number };

/** The breakdown as item → amount, for compact assertions. */
function terms(result: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries((result.breakdown as Item[]).map((t) => [t.item, t.amount]));
}

describe('transfer-fees: hand-worked cases', () => {
  it('zero fees: everything arrives', async () => {
    // pctFee 0 given explicitly; nothing else. 0 % of 500 = 0; converted 500; markup 0; total 0 = 0 % of 500; arrives 500.
    const r = await ok(op, { amount: 500, pctFee: 0 });
    expect(r.totalCost).toBe(0);
    expect(r.effectiveCostPct).toBe(0);
    expect(r.arrivesUsdEquivalent).toBe(500);
    expect(r.warnings).toEqual([]);
    expect(terms(r)).toEqual({
      amountSent: 500,
      percentageFee: 0,
      fixedFee: 0,
      amountConverted: 500,
      markupCost: 0,
      recipientFee: 0,
      totalCost: 0,
      arrivesUsdEquivalent: 500,
    });
    expect(r.assumptions).toEqual(['Not given, counted as 0: flat fee, exchange-rate markup, recipient fee.', ...METHOD_ASSUMPTIONS]);
    expect(r.rules).toEqual([]);
  });

  it('markup only: the whole amount is converted at a worse rate', async () => {
    // No fee is taken first, so all 1,000 is converted; 1,000 × 2.5 % = 25 lost; 25 ÷ 1,000 = 2.5 %; arrives 975.
    const r = await ok(op, { amount: 1000, fxMarkupPct: 2.5 });
    expect(terms(r)).toMatchObject({ amountConverted: 1000, markupCost: 25, totalCost: 25, arrivesUsdEquivalent: 975 });
    expect(r.effectiveCostPct).toBe(2.5);
    expect(r.quoteUsed).toEqual({ pctFee: 0, fixedFee: 0, fxMarkupPct: 2.5, recipientFee: 0 });
  });

  it('fees first, then conversion: the markup applies to what is left after the fees', async () => {
    // 1,000 × 2 % = 20; converted 1,000 − 20 − 5 = 975; markup 975 × 1 % = 9.75 (not 10: the fees are not converted);
    // total 20 + 5 + 9.75 = 34.75 = 3.475 % → 3.48 (a tie, rounded away from zero); arrives 965.25.
    const r = await ok(op, { amount: 1000, pctFee: 2, fixedFee: 5, fxMarkupPct: 1 });
    expect(terms(r)).toMatchObject({ percentageFee: 20, fixedFee: 5, amountConverted: 975, markupCost: 9.75, totalCost: 34.75 });
    expect(r.effectiveCostPct).toBe(3.48);
    expect(r.arrivesUsdEquivalent).toBe(965.25);
  });

  it('a fee on arrival only', async () => {
    // Converted 300 at mid-market; 12 deducted on arrival; total 12 = 4 % of 300; arrives 288.
    const r = await ok(op, { amount: 300, recipientFee: 12 });
    expect(terms(r)).toMatchObject({ amountConverted: 300, recipientFee: 12, totalCost: 12, arrivesUsdEquivalent: 288 });
    expect(r.effectiveCostPct).toBe(4);
  });

  it('flat fee larger than the amount: nothing left to convert, nothing arrives, a warning', async () => {
    // Converted max(0, 10 − 0 − 12) = 0, so the 3 % markup costs 0; total 12 = 120 % of 10; arrives max(0, 10 − 12) = 0.
    const r = await ok(op, { amount: 10, fixedFee: 12, fxMarkupPct: 3 });
    expect(terms(r)).toMatchObject({ amountConverted: 0, markupCost: 0, totalCost: 12, arrivesUsdEquivalent: 0 });
    expect(r.effectiveCostPct).toBe(120);
    expect(r.warnings).toEqual([
      'The fees (12.00 USD) take the whole amount sent (10.00 USD): nothing would arrive. ' +
        'A provider would refuse such a transfer or ask for the fees on top; check the quote.',
    ]);
  });

  it('limit of the percentages: a 100 % fee takes exactly the whole amount', async () => {
    // 50 × 100 % = 50; converted 0; markup 100 % of 0 = 0; total 50 = 100 %; arrives 0; total = amount, so the warning.
    const r = await ok(op, { amount: 50, pctFee: 100, fxMarkupPct: 100 });
    expect(terms(r)).toMatchObject({ percentageFee: 50, amountConverted: 0, markupCost: 0, totalCost: 50, arrivesUsdEquivalent: 0 });
    expect(r.effectiveCostPct).toBe(100);
    // Both percentages are far past any real quote (src/core/plausible.ts): said first, then that nothing arrives.
    expect(r.warnings).toHaveLength(3);
    expect((r.warnings as string[]).slice(0, 2)).toEqual([
      'A percentage fee of 100 % is unrealistic: the costliest corridors the World Bank tracks average under 20 % in all, and banks charge 0 to 5 %. Check the figure (did you mean 10 %?).',
      'An exchange-rate markup of 100 % is unrealistic: the costliest corridors the World Bank tracks average under 20 % in all, and banks charge 0 to 5 %. Check the figure (did you mean 10 %?).',
    ]);
  });

  it('a 100 % markup alone loses everything converted', async () => {
    // Converted 80; markup 80 × 100 % = 80; total 80 = 100 %; arrives 0.
    const r = await ok(op, { amount: 80, fxMarkupPct: 100 });
    expect(terms(r)).toMatchObject({ markupCost: 80, totalCost: 80, arrivesUsdEquivalent: 0 });
    expect(r.warnings).toHaveLength(2);
    expect((r.warnings as string[])[0]).toBe('An exchange-rate markup of 100 % is unrealistic: the costliest corridors the World Bank tracks average under 20 % in all, and banks charge 0 to 5 %. Check the figure (did you mean 10 %?).');
  });

  it('the maximum amount (10^12) stays exact to the cent', async () => {
    // 10^12 × 0.5 % = 5,000,000,000; converted 10^12 − 5,000,000,000 − 25 = 994,999,999,975;
    // markup × 1 % = 9,949,999,999.75; total 5,000,000,000 + 25 + 9,949,999,999.75 = 14,950,000,024.75;
    // arrives 10^12 − 14,950,000,024.75 = 985,049,999,975.25; 14,950,000,024.75 ÷ 10^12 = 1.495000002475 % → 1.5.
    const r = await ok(op, { amount: 1e12, pctFee: 0.5, fixedFee: 25, fxMarkupPct: 1 });
    expect(terms(r)).toEqual({
      amountSent: 1e12,
      percentageFee: 5_000_000_000,
      fixedFee: 25,
      amountConverted: 994_999_999_975,
      markupCost: 9_949_999_999.75,
      recipientFee: 0,
      totalCost: 14_950_000_024.75,
      arrivesUsdEquivalent: 985_049_999_975.25,
    });
    expect(r.effectiveCostPct).toBe(1.5);
  });

  it('a tiny amount keeps its cents and its percentage', async () => {
    // 0.01 with a 1 % markup: markup 0.0001 → 0.00; total 0.0001 = 1 % of 0.01; arrives 0.0099 → 0.01.
    const r = await ok(op, { amount: 0.01, fxMarkupPct: 1 });
    expect(r.totalCost).toBe(0);
    expect(r.effectiveCostPct).toBe(1);
    expect(r.arrivesUsdEquivalent).toBe(0.01);
  });

  it('the pure function keeps full precision (rounding happens only at the output)', () => {
    const c = transferCost(2500, { pctFee: 0.6, fixedFee: 1.5, fxMarkupPct: 0.4, recipientFee: 10 });
    expect(c.amountConverted).toBeCloseTo(2483.5, 10);
    expect(c.markupCost).toBeCloseTo(9.934, 10);
    expect(c.totalCost).toBeCloseTo(36.434, 10);
    expect(c.effectiveCostPct).toBeCloseTo(1.45736, 10);
    expect(c.feesTakeWholeAmount).toBe(false);
  });
});

describe('transfer-fees: no quote, estimates from the World Bank averages (rule set remittance-prices)', () => {
  it('{"amount":1000} is answered, not refused: one estimate per type of provider, the global average in the headline', async () => {
    // Q3 2023 averages × 1,000 ÷ 100: global 6.18 → 61.80 (arrives 938.20); banks 11.48 → 114.80 (885.20); international MTOs
    // 6.29 → 62.90 (937.10); digital 4.84 → 48.40 (951.60); digital-only MTOs 3.92 → 39.20 (960.80).
    const r = await ok(op, { amount: 1000 });
    expect(r).toMatchObject({ amount: 1000, quoteUsed: null, totalCost: 61.8, effectiveCostPct: 6.18, arrivesUsdEquivalent: 938.2 });
    expect((r.estimates as { id: string; costPct: number; totalCost: number; arrivesUsdEquivalent: number; observed: string }[]).map((e) => [e.id, e.costPct, e.totalCost, e.arrivesUsdEquivalent, e.observed])).toEqual([
      ['globalAverage', 6.18, 61.8, 938.2, '2023-Q3'],
      ['banks', 11.48, 114.8, 885.2, '2023-Q3'],
      ['internationalMtos', 6.29, 62.9, 937.1, '2023-Q3'],
      ['digital', 4.84, 48.4, 951.6, '2023-Q3'],
      ['digitalOnlyMtos', 3.92, 39.2, 960.8, '2023-Q3'],
    ]);
    expect(terms(r)).toEqual({ amountSent: 1000, estimatedCost: 61.8, arrivesUsdEquivalent: 938.2 });
    expect((r.rules as { id: string; effective: string; appliedOn: string; carriedForward: string[] }[]).map((u) => [u.id, u.effective, u.appliedOn, u.carriedForward])).toEqual([
      ['remittance-prices', '2023-07-01', '2026-11-21', []],
    ]);
  });

  it('at exactly the USD 200 the averages price there is no scaling warning; the cost is the published percentage of 200', async () => {
    // 200 × 6.18 % = 12.36, arrives 187.64; banks 200 × 11.48 % = 22.96.
    const r = await ok(op, { amount: 200 });
    expect(r).toMatchObject({ totalCost: 12.36, arrivesUsdEquivalent: 187.64 });
    expect((r.estimates as { totalCost: number }[])[1]!.totalCost).toBe(22.96);
    expect(r.warnings as string[]).toHaveLength(2);
    expect((r.warnings as string[]).join(' ')).not.toContain('grows in proportion');
  });

  it('says how old the averages are, in whole months from the end of the quarter observed', async () => {
    // Q3 2023 ended 2023-09-30. On 2026-11-21: 3 years and 2 months = 38, less one because the 21st is before the 30th → 37.
    const r = await ok(op, { amount: 1000 });
    expect((r.warnings as string[])[1]).toBe(
      "The averages are those observed in Q3 2023, the latest quarter verified from the World Bank's own report; it ended 2023-09-30, " +
        '37 months before this request (2026-11-21). Prices may have changed since: later averages have been published but could not ' +
        'be verified from the report itself.',
    );
    // On 2027-07-01: 45 months (the clock test's second date); the averages stand until a newer quarter is verified.
    const later = await ok(op, { amount: 1000 }, testContext({ now: () => new Date('2027-07-01T12:00:00Z') }));
    expect((later.warnings as string[])[1]).toContain('45 months before this request (2027-07-01)');
    expect(wholeMonthsBetween('2023-09-30', '2023-10-30')).toBe(1);
    expect(wholeMonthsBetween('2023-09-30', '2023-10-29')).toBe(0);
    expect(wholeMonthsBetween('2023-09-30', '2026-09-30')).toBe(36);
    expect(observedQuarter('2023-07-01')).toEqual({ label: 'Q3 2023', labelEs: '3.º trimestre de 2023', end: '2023-09-30' });
    expect(observedQuarter('2024-01-01').end).toBe('2024-03-31');
  });

  it('warns which way the USD 200 percentage errs: lower for larger amounts, higher for smaller ones', async () => {
    const big = (await ok(op, { amount: 1000 })).warnings as string[];
    expect(big[2]).toBe(
      'The averages are percentages of a USD 200 transfer; applying them to 1,000.00 USD assumes the cost grows in proportion to the ' +
        'amount. Flat fees weigh less on larger transfers and more on smaller ones, so for this amount the real percentage tends to be ' +
        'lower than the average.',
    );
    const small = (await ok(op, { amount: 50 })).warnings as string[];
    expect(small[2]).toContain('tends to be higher than the average');
  });

  it('the smallest and the largest amounts: a cent keeps its percentage, 10^12 stays exact', async () => {
    // 0.01 × 6.18 % = 0.000618 → 0.00; arrives 0.009382 → 0.01. 10^12 × 11.48 % = 114,800,000,000.
    const tiny = await ok(op, { amount: 0.01 });
    expect(tiny).toMatchObject({ totalCost: 0, effectiveCostPct: 6.18, arrivesUsdEquivalent: 0.01 });
    const huge = await ok(op, { amount: 1e12 });
    expect((huge.estimates as { totalCost: number }[])[1]!.totalCost).toBe(114_800_000_000);
  });

  it('any quote field, even a 0, means a quote: the result is the quote arithmetic, with no estimates and no rules', async () => {
    const r = await ok(op, { amount: 1000, recipientFee: 0 });
    expect(r.quoteUsed).toEqual({ pctFee: 0, fixedFee: 0, fxMarkupPct: 0, recipientFee: 0 });
    expect(r.estimates).toBeUndefined();
    expect(r.rules).toEqual([]);
  });

  it('the pure estimate keeps full precision', () => {
    // 333.33 × 6.29 % = 20.966457; arrives 312.363543.
    const e = benchmarkEstimate(333.33, 'internationalMtos', 6.29);
    expect(e.totalCost).toBeCloseTo(20.966457, 9);
    expect(e.arrivesUsdEquivalent).toBeCloseTo(312.363543, 9);
  });
});

describe('transfer-fees: documented examples', () => {
  it('every example returns its documented output and honours the output schema', async () => {
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, testContext());
      expect(outcome.ok && outcome.value, example.title).toEqual(example.output);
      if (outcome.ok) expect(op.output.safeParse(outcome.value).success).toBe(true);
    }
  });

  it('the worst case finishes promptly', async () => {
    const r = await ok(op, op.worstCase());
    expect(r.arrivesUsdEquivalent).toBe(0);
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

describe('transfer-fees: errors are 400s with clear messages', () => {
  it('missing amount', async () => {
    expect(await fails(op, { pctFee: 1 })).toBe('amount: is required');
  });

  it('negative amount', async () => {
    expect(await fails(op, { amount: -100, pctFee: 1 })).toBe('amount: must be at least 0.01');
  });

  it('zero amount, and less than a cent', async () => {
    expect(await fails(op, { amount: 0, pctFee: 1 })).toBe('amount: must be at least 0.01');
    expect(await fails(op, { amount: 5e-324, fixedFee: 1e12 })).toBe('amount: must be at least 0.01');
  });

  it('the largest fees on the smallest amount stay finite', async () => {
    // 0.01 sent, 10^12 flat fee: total 10^12 = 10^16 % of the amount; a finite number, nothing arrives.
    const r = await ok(op, { amount: 0.01, fixedFee: 1e12 });
    expect(r.effectiveCostPct).toBe(1e16);
    expect(r.arrivesUsdEquivalent).toBe(0);
  });

  it('amount above its bound', async () => {
    expect(await fails(op, { amount: 1e12 + 1, pctFee: 1 })).toBe('amount: must be at most 1000000000000');
  });

  it('percentages above 100 and negative fees', async () => {
    expect(await fails(op, { amount: 100, pctFee: 101 })).toBe('pctFee: must be at most 100');
    expect(await fails(op, { amount: 100, fxMarkupPct: -1 })).toBe('fxMarkupPct: must be at least 0');
    expect(await fails(op, { amount: 100, fixedFee: -5 })).toBe('fixedFee: must be at least 0');
    expect(await fails(op, { amount: 100, recipientFee: -5 })).toBe('recipientFee: must be at least 0');
  });

  it('wrong types', async () => {
    expect(await fails(op, { amount: '1000,000', pctFee: 1 })).toBe("amount: must be a number, got '1000,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { amount: 1000, fixedFee: null })).toBe('fixedFee: must be a number, got null');
  });

  it('unknown field, with a suggestion', async () => {
    expect(await fails(op, { amount: 1000, pctFee: 1, markupPct: 2 })).toBe(
      "markupPct: unknown field; did you mean 'fxMarkupPct'?",
    );
  });
});

describe('transfer-fees: the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const input = { amount: 20, fixedFee: 15, recipientFee: 10 };
    const en = await ok(op, input);
    const es = await ok(op, input, testContext({ locale: 'es' }));
    // Money the Spanish way: the figure, a no-break space, then US$.
    expect(es.warnings).toEqual([
      'Las comisiones (25,00\u00a0US$) se llevan todo el importe enviado (20,00\u00a0US$): no llegaría nada. ' +
        'Un proveedor rechazaría una transferencia así o pediría las comisiones aparte; revisa el presupuesto.',
    ]);
    expect((es.assumptions as string[])[0]).toBe('Sin indicar, cuentan como 0: comisión porcentual, margen sobre el tipo de cambio.');
    const labels = Object.fromEntries((es.breakdown as { item: string; label: string }[]).map((t) => [t.item, t.label]));
    expect(labels.markupCost).toBe('Margen sobre el tipo de cambio: 0 % del importe convertido (tipo de cambio un 0 % peor que el medio de mercado)');
    const withDecimals = await ok(op, { amount: 2500, pctFee: 0.6, fxMarkupPct: 0.4 }, testContext({ locale: 'es' }));
    expect((withDecimals.breakdown as { item: string; label: string }[])[1]!.label).toBe('Comisión porcentual: 0,6 % del importe enviado');
    // The same figures as the English run: only the words change.
    expect(terms(es)).toEqual(terms(en));
    for (const field of ['amount', 'quoteUsed', 'totalCost', 'effectiveCostPct', 'arrivesUsdEquivalent', 'rules']) expect(es[field]).toEqual(en[field]);
    expect((es.assumptions as string[]).length).toBe((en.assumptions as string[]).length);
  });

  it('without a quote, the estimates and their warnings in Spanish, the same figures as in English', async () => {
    const en = await ok(op, { amount: 150 });
    const es = await ok(op, { amount: 150 }, testContext({ locale: 'es' }));
    for (const field of ['amount', 'quoteUsed', 'totalCost', 'effectiveCostPct', 'arrivesUsdEquivalent', 'rules']) expect(es[field]).toEqual(en[field]);
    const strip = (rows: unknown) => (rows as { label: string }[]).map(({ label: _label, ...rest }) => rest);
    expect(strip(es.estimates)).toEqual(strip(en.estimates));
    expect((es.estimates as { label: string }[]).map((e) => e.label)).toEqual([
      'Todos los servicios (media mundial)',
      'Bancos',
      'Empresas internacionales de envío de dinero',
      'Servicios digitales',
      'Empresas de envío de dinero solo digitales',
    ]);
    // 150 is less than the 200 the averages price: the real percentage tends to be higher.
    expect(es.warnings).toEqual([
      'No se ha indicado ningún presupuesto, así que esto es una estimación, no un precio: el coste total medio (comisión más margen ' +
        'sobre el tipo de cambio) de enviar el equivalente de 200 USD según el Banco Mundial, para cada tipo de proveedor, aplicado al ' +
        'importe enviado. Indica el presupuesto de tu proveedor para obtener el coste de tu transferencia.',
      'Las medias son las observadas en el 3.º trimestre de 2023, el último trimestre comprobado en el propio informe del Banco Mundial; ' +
        'terminó el 30 sept 2023, 37 meses antes de esta consulta (21 nov 2026). Los precios pueden haber cambiado: se han publicado ' +
        'medias posteriores, pero no se han podido comprobar en el propio informe.',
      'Las medias son porcentajes de una transferencia de 200 USD; aplicarlas a 150,00\u00a0US$ supone que el coste crece en proporción ' +
        'al importe. Las comisiones fijas pesan menos en las transferencias grandes y más en las pequeñas, así que para este importe el ' +
        'porcentaje real suele ser mayor que la media.',
    ]);
    expect((es.breakdown as { label: string }[])[1]!.label).toBe(
      'Coste estimado con la media mundial del Banco Mundial del 3.º trimestre de 2023: 6,18 % del importe enviado',
    );
  });
});

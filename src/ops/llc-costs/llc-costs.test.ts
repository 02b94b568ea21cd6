import { describe, expect, it } from 'vitest';
import op from './llc-costs.op.js';
import { fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import { execute } from '../../core/execute.js';
import { isRealDate } from '../../core/calendar-date.js';
import { llcStateFees, llcStateFeesDataset } from '../../rules/us/llc-state-fees.js';
import type { StateCost } from './llc-costs.js';

const one = async (state: string) => (await ok(op, { state })) as { stateCost: Record<string, unknown>; breakdown: { item: string; label: string; amount: number }[]; warnings: string[]; confidence: string; rules: { sources: unknown[] }[] };

describe('llc-costs, one state (hand-worked totals)', () => {
  it('California: biennial report due in 90 days and the $800 tax from the first year', async () => {
    // first year = 70 formation + 20 Statement of Information (due within 90 days) + 800 tax = 890
    // recurring = 20 every 2 years ÷ 2 = 10, + 800 = 810
    const r = await one('CA');
    expect(r.stateCost).toMatchObject({ formationFee: 70, reportFee: 20, reportFrequency: 'biennial', reportFeePerYear: 10, annualTax: 800, firstYearTotal: 890, recurringYearlyTotal: 810, confidence: 'high' });
    expect(r.breakdown.map((b) => [b.item, b.amount])).toEqual([
      ['formationFee', 70],
      ['firstYearReportFee', 20],
      ['firstYearAnnualTax', 800],
      ['firstYearTotal', 890],
      ['reportFeePerYear', 10],
      ['annualTax', 800],
      ['recurringYearlyTotal', 810],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('Delaware: no report, the formation year\'s $300 tax counted in year one although paid the next June', async () => {
    // first year = 110 + 0 + 300 = 410; recurring = 0 + 300 = 300
    expect((await one('DE')).stateCost).toMatchObject({ formationFee: 110, reportFee: 0, reportFrequency: 'none', annualTax: 300, firstYearTotal: 410, recurringYearlyTotal: 300 });
  });

  it('Wyoming: the $60 report is due by the first day of the anniversary month, so it is in year one', async () => {
    // first year = 100 + 60 = 160; recurring = 60
    expect((await one('WY')).stateCost).toMatchObject({ reportDueInFirstYear: true, firstYearTotal: 160, recurringYearlyTotal: 60 });
  });

  it('biennial states: the fee is halved in the recurring total and the first report waits', async () => {
    // Indiana: first year = 95 (first report two years after formation); recurring = 32 ÷ 2 = 16
    expect((await one('IN')).stateCost).toMatchObject({ firstYearTotal: 95, reportFeePerYear: 16, recurringYearlyTotal: 16 });
    // New York: first year = 200 + 50 certificate of publication + 25 filing fee = 275; recurring = 9 ÷ 2 + 25 = 29.50
    expect((await one('NY')).stateCost).toMatchObject({ firstYearTotal: 275, reportFeePerYear: 4.5, recurringYearlyTotal: 29.5 });
  });

  it('New York: the $50 certificate of publication (NY LLC Law 206) is in year one; the newspapers are named, not priced', async () => {
    // first year = 200 articles + 50 certificate of publication + 0 report (biennial, later) + 25 IT-204-LL fee = 275.
    // The old total, 225, left the mandatory $50 filing out.
    const r = await one('NY');
    expect(r.stateCost).toMatchObject({ publication: 'required', publicationFilingFee: 50, formationFiledBy: 'online', firstYearTotal: 275 });
    expect(r.breakdown.map((b) => [b.item, b.amount])).toEqual([
      ['formationFee', 200],
      ['publicationFilingFee', 50],
      ['firstYearReportFee', 0],
      ['firstYearAnnualTax', 25],
      ['firstYearTotal', 275],
      ['reportFeePerYear', 4.5],
      ['annualTax', 25],
      ['recurringYearlyTotal', 29.5],
    ]);
    expect(r.breakdown[1]!.label).toBe("Filing the proof of newspaper publication: $50 (the newspapers' charges are not included)");
    expect(r.warnings[0]).toBe(
      "New York: the formation must be published in newspapers. The newspapers' charges are not in the totals: each newspaper sets its " +
        'own rate, it varies by county and no official source gives a figure; ask the newspapers for a quote. The state\'s $50 fee to ' +
        'file the proof of publication is included in the first year.',
    );
    expect(r.stateCost.notes).toMatch(/NY LLC Law 206, read on the Senate's site/);
  });

  it('Arizona and Nebraska: publication required (Arizona outside Maricopa and Pima), no state fee counted, the warning says so', async () => {
    // Arizona: 50 + 0 = 50; Nebraska: 100 + 0 = 100 (first biennial report after the first year).
    const az = await one('AZ');
    expect(az.stateCost).toMatchObject({ publication: 'some-counties', publicationFilingFee: 0, firstYearTotal: 50 });
    expect(az.breakdown.find((b) => b.item === 'publicationFilingFee')).toEqual({
      item: 'publicationFilingFee',
      label: "Newspaper publication: no known state fee (the newspapers' charges are not included)",
      amount: 0,
    });
    expect(az.warnings[0]).toMatch(/^Arizona: the formation must be published in newspapers \(in the counties that require it\)\. /);
    const ne = await one('NE');
    expect(ne.stateCost).toMatchObject({ publication: 'required', publicationFilingFee: 0, firstYearTotal: 100 });
    expect(ne.warnings[0]).toMatch(/^Nebraska: the formation must be published in newspapers\. /);
    // Everywhere else: no publication line.
    expect((await one('CA')).breakdown.some((b) => b.item === 'publicationFilingFee')).toBe(false);
  });

  it('Massachusetts: the $500 certificate is the paper fee, and the row says so', async () => {
    // first year = 500 certificate (paper) + 500 annual report due by the anniversary = 1,000; recurring 500.
    const r = await one('MA');
    expect(r.stateCost).toMatchObject({ formationFee: 500, formationFiledBy: 'paper', firstYearTotal: 1000, recurringYearlyTotal: 500 });
    expect(r.breakdown[0]).toEqual({ item: 'formationFee', label: 'Formation fee (Massachusetts, filed on paper)', amount: 500 });
    expect(r.stateCost.notes).toMatch(/the fee for filing it on paper/);
    expect(r.stateCost.notes).not.toMatch(/by mail \(\$520 online/);
  });

  it('Nevada: the first list and license are inside the $425 formation fee', async () => {
    // first year = 425; recurring = 150 list + 200 license = 350
    const r = await one('NV');
    expect(r.stateCost).toMatchObject({ annualTaxInFirstYear: false, firstYearTotal: 425, recurringYearlyTotal: 350 });
    expect(r.breakdown.find((b) => b.item === 'firstYearAnnualTax')).toMatchObject({ amount: 0, label: 'Annual tax for the first year: paid inside the formation fee' });
  });

  it('keeps cents: Florida\'s $138.75 report', async () => {
    expect((await one('FL')).stateCost).toMatchObject({ reportFee: 138.75, firstYearTotal: 125, recurringYearlyTotal: 138.75 });
  });

  it('reads codes in any case and with spaces; DC is a jurisdiction', async () => {
    expect((await one('wy')).stateCost).toMatchObject({ state: 'WY', name: 'Wyoming' });
    expect((await one(' ny ')).stateCost).toMatchObject({ state: 'NY' });
    expect((await one('dc')).stateCost).toMatchObject({ state: 'DC', name: 'District of Columbia', firstYearTotal: 99, recurringYearlyTotal: 150 });
  });

  it('echoes the row\'s confidence and warns when it is not high', async () => {
    const mo = await one('MO');
    expect(mo.confidence).toBe('medium-low');
    expect(mo.warnings).toEqual(["Missouri: medium-low confidence — a figure rests on a single compiled source. Check the fees on the state's site before filing."]);
    const tx = await one('TX');
    expect(tx.warnings[0]).toMatch(/^Texas: medium confidence/);
    expect(tx.rules[0]!.sources).toEqual(tx.stateCost.sources);
  });

  it('resolves the research conflicts as documented', async () => {
    expect((await one('AL')).stateCost).toMatchObject({ annualTax: 0 }); // BPT of $100 or less exempt after 2023
    expect((await one('VT')).stateCost).toMatchObject({ formationFee: 155, reportFee: 45 }); // 11 V.S.A. 4012
    expect((await one('HI')).stateCost).toMatchObject({ formationFee: 51, reportFee: 15 });
    expect((await one('NE')).stateCost).toMatchObject({ formationFee: 100, reportFee: 10 });
    expect((await one('CO')).stateCost).toMatchObject({ reportFee: 25 });
    expect((await one('TX')).stateCost).toMatchObject({ annualTax: 0 });
    expect((await one('SD')).stateCost).toMatchObject({ reportFee: 55 });
  });
});

describe('llc-costs, all states', () => {
  it('lists the 51 jurisdictions in code order with the extremes of each total', async () => {
    const r = await ok(op, {});
    const states = r.states as { state: string; firstYearTotal: number; recurringYearlyTotal: number }[];
    expect(r.count).toBe(51);
    expect(states.map((s) => s.state)).toEqual([...states.map((s) => s.state)].sort());
    expect(states.map((s) => s.state)).toContain('DC');
    expect(r.cheapestFirstYear).toEqual({ states: ['MT'], amount: 35 });
    expect(r.mostExpensiveFirstYear).toEqual({ states: ['MA'], amount: 1000 }); // 500 formation + 500 report due by the anniversary
    expect(r.cheapestRecurring).toEqual({ states: ['AL', 'AZ', 'ID', 'MN', 'MO', 'MS', 'NM', 'OH', 'SC', 'TX'], amount: 0 });
    expect(r.mostExpensiveRecurring).toEqual({ states: ['CA'], amount: 810 });
    expect(r.confidence).toBe('medium-low');
    expect(r.breakdown).toEqual([]);
    expect(r.warnings).toEqual([
      'Newspaper publication of the formation is required in AZ (some counties), NE, NY: the newspapers\' charges are not in the totals ' +
        '(each newspaper sets its rate, it varies by county and there is no official figure); only the state fee to file the proof of ' +
        'publication is counted (New York $50).',
      "50 of 51 rows are not high confidence (every figure read in an official text only for CA); medium-low: KS, MO, NJ, OK, RI. Check a state's fees on its own site before filing.",
    ]);
    expect(r).not.toHaveProperty('stateCost');
  });

  it('every total is formation + first-year items, and report per year + tax', async () => {
    const r = await ok(op, {});
    for (const s of r.states as StateCost[]) {
      const perYear = s.reportFrequency === 'biennial' ? s.reportFee / 2 : s.reportFrequency === 'annual' ? s.reportFee : 0;
      expect(s.reportFeePerYear, s.state).toBeCloseTo(perYear, 10);
      expect(s.firstYearTotal, s.state).toBeCloseTo(
        s.formationFee + s.publicationFilingFee + (s.reportDueInFirstYear ? s.reportFee : 0) + (s.annualTaxInFirstYear ? s.annualTax : 0),
        10,
      );
      if (s.publication === 'none') expect(s.publicationFilingFee, s.state).toBe(0);
      expect(s.recurringYearlyTotal, s.state).toBeCloseTo(perYear + s.annualTax, 10);
    }
  });
});

describe('llc-costs errors', () => {
  it('names an unknown code with the closest codes', async () => {
    expect(await fails(op, { state: 'CX' })).toBe("state: unknown USPS state code 'CX' (the codes of the 50 states and DC, such as CA, NY, DC); did you mean 'CA' or 'CO' or 'CT'?");
    expect(await fails(op, { state: 'XX' })).toBe("state: unknown USPS state code 'XX' (the codes of the 50 states and DC, such as CA, NY, DC); did you mean 'TX'?");
    expect(await fails(op, { state: 'Nueva York' })).toBe("state: unknown USPS state code 'Nueva York' (the codes of the 50 states and DC, such as CA, NY, DC)");
  });

  it('turns a state name into its code', async () => {
    expect(await fails(op, { state: 'california' })).toBe("state: use the USPS code 'CA' for California, not the name");
    expect(await fails(op, { state: 'Califronia' })).toBe(
      "state: unknown USPS state code 'Califronia' (the codes of the 50 states and DC, such as CA, NY, DC); did you mean 'California'? (USPS code CA)",
    );
  });

  it('refuses wrong types, empty and over-long codes, and unknown fields', async () => {
    expect(await fails(op, { state: '' })).toBe('state: must not be empty');
    expect(await fails(op, { state: 'x'.repeat(65) })).toBe('state: must be at most 64 characters long');
    expect(await fails(op, { state: 5 })).toBe('state: must be a string, got number');
    expect(await fails(op, { state: ['CA'] })).toBe('state: must be a string, got array');
    expect(await fails(op, { stat: 'CA' })).toBe("stat: unknown field; did you mean 'state'?");
    expect(await fails(op, [])).toBe('body: must be a JSON object, got array');
  });
});

describe('llc-costs examples and dataset', () => {
  it('every example returns its documented output', async () => {
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, testContext());
      expect(outcome.ok && outcome.value, example.title).toEqual(example.output);
    }
  });

  it('the table has 51 valid, sourced rows', () => {
    const codes = llcStateFees.map((r) => r.state);
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toEqual([...codes].sort());
    for (const r of llcStateFees) {
      expect(r.state, r.name).toMatch(/^[A-Z]{2}$/);
      expect(isRealDate(r.lastChecked)).toBe(true);
      expect(['high', 'medium', 'medium-low']).toContain(r.confidence);
      for (const n of [r.formationFee, r.reportFee, r.annualTax]) expect(n >= 0 && Number.isFinite(n), r.state).toBe(true);
      if (r.reportFrequency === 'none') expect([r.reportFee, r.reportDueInFirstYear], r.state).toEqual([0, false]);
      expect(r.sources.length, r.state).toBeGreaterThan(0);
      for (const s of r.sources) expect(s.url, r.state).toMatch(/^https?:\/\/\S+$/);
      expect(r.notes.length, r.state).toBeGreaterThan(10);
      expect(r.firstDue.length, r.state).toBeGreaterThan(10);
    }
  });

  it('the description names exactly the states whose first report is counted in year one, and Nevada', () => {
    const named = llcStateFees.filter((r) => op.description.includes(r.name)).map((r) => r.state);
    const inYearOne = llcStateFees.filter((r) => r.reportDueInFirstYear).map((r) => r.state);
    const taxInFormation = llcStateFees.filter((r) => r.annualTax > 0 && !r.annualTaxInFirstYear).map((r) => r.state);
    expect(inYearOne).toEqual(['CA', 'IL', 'LA', 'MA', 'OK', 'OR', 'SD', 'WY']);
    expect(taxInFormation).toEqual(['NV']);
    for (const code of [...inYearOne, ...taxInFormation, 'DE']) expect(named, code).toContain(code);
  });

  it('is publishable as a dataset', () => {
    expect(llcStateFeesDataset.slug).toBe('us-llc-state-fees');
    expect(llcStateFeesDataset.table('en').rows).toHaveLength(51);
    expect(llcStateFeesDataset.table('es').columns[0]).toBe('Estado');
    expect(llcStateFeesDataset.table('en').rows[0]).toEqual(['AK Alaska', '$250', '$100', 'biennial', '$0', 'none', 'medium']);
    const ny = llcStateFeesDataset.table('en').rows.find((r) => r[0] === 'NY New York')!;
    expect(ny[5]).toBe('required ($50 to file the proof)');
    expect(llcStateFeesDataset.table('en').rows.find((r) => r[0] === 'MA Massachusetts')![1]).toBe('$500 (on paper)');
    expect(llcStateFeesDataset.table('es').rows.find((r) => r[0] === 'NY New York')![5]).toBe('obligatoria (50\u00a0US$ por presentar la prueba)');
    expect(new Set(llcStateFeesDataset.sources.map((s) => s.url)).size).toBe(llcStateFeesDataset.sources.length);
  });
});

describe('llc-costs on the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const en = (await ok(op, { state: 'NV' })) as { stateCost: StateCost; breakdown: { item: string; label: string; amount: number }[]; warnings: string[]; assumptions: string[] };
    const es = (await ok(op, { state: 'NV' }, testContext({ locale: 'es' }))) as typeof en;
    const figures = ({ firstDue: _d, notes: _n, sources: _s, ...rest }: StateCost) => rest;
    expect(figures(es.stateCost)).toEqual(figures(en.stateCost));
    expect(es.stateCost.sources.map((x) => x.url)).toEqual(en.stateCost.sources.map((x) => x.url));
    expect(es.breakdown.map((b) => [b.item, b.amount])).toEqual(en.breakdown.map((b) => [b.item, b.amount]));
    expect(es.breakdown.map((b) => b.label)).toEqual([
      'Tasa de constitución (Nevada)',
      'Primer informe: no vence en el primer año',
      'Impuesto anual del primer año: incluido en la tasa de constitución',
      'Total del primer año',
      'Tasa del informe al año: 150\u00a0US$ cada año',
      'Impuesto anual: 200\u00a0US$',
      'Total anual recurrente (desde el segundo año)',
    ]);
    expect(es.warnings).toEqual([
      'Nevada: confianza media — no todas las cifras se leyeron en un texto oficial (coinciden fuentes independientes). ' +
        'Comprueba las tasas en el sitio del estado antes de presentar nada.',
    ]);
    expect(es.stateCost.notes).toMatch(/^Constitución 425 US\$ = escritura 75 US\$ \+ lista inicial 150 US\$/);
    expect(es.stateCost.sources.at(-1)!.title).toBe(
      'Nevada — sitio oficial de registro mercantil (enlazado por el conjunto de datos recopilado; no se leyeron las páginas de tasas)',
    );
    expect(es.assumptions[3]).toBe(
      'Tasas vigentes en la última comprobación (21 nov 2026); cada fila indica sus fuentes y su grado de confianza. Comprueba el sitio del propio estado antes de presentar nada.',
    );
  });

  it('lists every state in Spanish with the same totals', async () => {
    const en = (await ok(op, {})) as { states: StateCost[]; warnings: string[] };
    const es = (await ok(op, {}, testContext({ locale: 'es' }))) as typeof en;
    const totals = (r: typeof en) => r.states.map((c) => [c.state, c.firstYearTotal, c.recurringYearlyTotal, c.reportFrequency]);
    expect(totals(es)).toEqual(totals(en));
    expect(es.states.find((c) => c.state === 'DE')!.firstDue).toBe(
      'Sin informe anual; el impuesto anual fijo de 300 US$ de cada año natural vence el 1 de junio del año siguiente, así que el del año de constitución se paga el junio siguiente.',
    );
    expect(es.warnings[0]).toMatch(/^La publicación de la constitución en periódicos es obligatoria en AZ \(en algunos condados\), NE, NY: /);
    expect(es.warnings[1]).toMatch(/^\d+ de las 51 filas no tienen un grado de confianza alto \(todas las cifras se leyeron en un texto oficial solo en CA\); confianza media-baja: KS, MO, NJ, OK, RI\. /);
  });

  it('every row has its Spanish texts, and the dataset download keeps the English rows only', () => {
    for (const r of llcStateFees) {
      expect(r.es.firstDue.length, r.state).toBeGreaterThan(10);
      expect(r.es.notes.length, r.state).toBeGreaterThan(10);
      expect(r.es.notes, r.state).not.toBe(r.notes);
      // No dollar written the English way: "$50" is "50 US$" in Spanish.
      expect(`${r.es.firstDue} ${r.es.notes}`, r.state).not.toMatch(/\$\d/);
    }
    const rows = (llcStateFeesDataset.data() as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(51);
    for (const r of rows) expect(r).not.toHaveProperty('es');
  });

  it('refuses an unknown code or a state name in Spanish, with the same field prefix', async () => {
    const es = testContext({ locale: 'es' });
    expect(await runOp(op, { state: 'XY' }, es)).toMatchObject({
      ok: false,
      es: "state: código USPS de estado desconocido 'XY' (los códigos de los 50 estados y DC, como CA, NY, DC); ¿quizá 'KY', 'NY' o 'WY'?",
    });
    expect(await runOp(op, { state: 'Texas' }, es)).toMatchObject({ ok: false, es: "state: usa el código USPS 'TX' para Texas, no el nombre" });
    expect(await runOp(op, { state: 'Calfornia' }, es)).toMatchObject({
      ok: false,
      es: "state: código USPS de estado desconocido 'Calfornia' (los códigos de los 50 estados y DC, como CA, NY, DC); ¿quizá 'California'? (código USPS CA)",
    });
  });
});

import { describe, expect, it } from 'vitest';
import op from './us-estimated-tax.op.js';
import { planInstallments, requiredAnnualPayment, taxYearOn } from './us-estimated-tax.js';
import { estimatedTaxDueDates } from '../../rules/us/us-tax-due-dates.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';

const at = (iso: string) => testContext({ now: () => new Date(iso) });
const amounts = (r: Record<string, unknown>) => Object.fromEntries((r.breakdown as { item: string; amount: number }[]).map((b) => [b.item, b.amount]));
const due2026 = estimatedTaxDueDates(2026);

// Clock of testContext: 2026-11-21 → tax year 2026, only the 4th installment (2027-01-15) ahead. 2026 rules: single
// brackets 10/12/22 % to 12,400 / 50,400 / 105,700; standard deduction 16,100 (32,200 joint); SE tax 12.4 % to the wage
// base 184,500 + 2.9 % on 92.35 % of profit; Additional Medicare 0.9 % above 200,000 (250,000 joint); §199A 20 %.
// A $100,000 profit, single (finance-score's hand-worked case): SE 14,129.55, half 7,064.775, AGI 92,935.225, T 76,835.225,
// §199A min(18,587.045, 15,367.045), taxable 61,468.18, income tax 8,234.9996, total 22,364.5496, 90 % = 20,128.09464.

describe('us-estimated-tax: the tax year and its due dates', () => {
  it('early January still pays the previous year, up to and including its fourth due date', () => {
    expect(taxYearOn('2027-01-15')).toBe(2026); // a Friday: due that day
    expect(taxYearOn('2027-01-16')).toBe(2027);
    expect(taxYearOn('2026-01-15')).toBe(2025);
    // Saturday 15 January 2028 moves past Monday the 17th (Martin Luther King Jr. Day) to Tuesday the 18th.
    expect(estimatedTaxDueDates(2027)).toEqual(['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-18']);
    expect(taxYearOn('2028-01-18')).toBe(2027);
    expect(taxYearOn('2028-01-19')).toBe(2028);
  });

  it('on 2027-01-10 answers for 2026 with the 2026 rules, applied on 2026-12-31, and only its January installment', async () => {
    const r = await ok(op, { netProfit: 100000 }, at('2027-01-10T12:00:00Z'));
    expect(r.taxYear).toBe(2026);
    expect(r.installments).toEqual([{ installment: 4, dueDate: '2027-01-15', amount: 20128.09 }]);
    expect((r.rules as { appliedOn: string; effective: string }[]).map((u) => [u.appliedOn, u.effective])).toEqual([
      ['2026-12-31', '2026-01-01'],
      ['2026-12-31', '2025-01-01'],
      ['2026-12-31', '2026-01-01'],
      ['2026-12-31', '2026-01-01'],
    ]);
    expect(r.warnings).toEqual([expect.stringMatching(/^A penalty may apply for installments 1, 2 and 3: by 2026-09-15, \$15,096\.07 was due/)]);
  });

  it('on 2026-01-15 answers for 2025 with the 2025 rules: $22,628.15 of tax on a $100,000 profit', async () => {
    // 2025: standard deduction 15,750; T = 92,935.225 − 15,750 = 77,185.225; §199A min(18,587.045, 15,437.045);
    // taxable 61,748.18; tax = 1,192.50 + 12 % × 36,550 + 22 % × 13,273.18 = 8,498.5996; total 22,628.1496;
    // 90 % = 20,365.33464, all of it due on 2026-01-15 with nothing paid.
    const r = await ok(op, { netProfit: 100000 }, at('2026-01-15T12:00:00Z'));
    expect(r).toMatchObject({ taxYear: 2025, totalTax: 22628.15, incomeTax: 8498.6, requiredAnnualPayment: 20365.33, nextDueDate: '2026-01-15', nextPayment: 20365.33 });
    expect(r.shortInstallments).toEqual([1, 2, 3]);
  });

  it('with the clock in 2027 answers for 2027 with the 2026 figures carried forward, each set named in a warning', async () => {
    const r = await ok(op, { netProfit: 100000 }, at('2027-01-16T12:00:00Z'));
    expect(r.taxYear).toBe(2027);
    expect((r.installments as { dueDate: string }[]).map((i) => i.dueDate)).toEqual(['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-18']);
    const warnings = (r.warnings as string[]).join('\n');
    expect(warnings).toContain('Not published yet for 2027-01-16, so carried forward from the previous period (US federal income tax');
    expect(warnings).toContain('The figures of "US employer payroll taxes (FICA and FUTA)" in force on 2027-01-16 are not published yet');
    expect(warnings).toContain('The figures of "US year-end tax deadlines and thresholds for the self-employed" in force on 2027-01-16 are not published yet');
  });
});

describe('us-estimated-tax: installments (Publication 505)', () => {
  it('before April 15: four equal quarters of the required payment (the regular installment method)', async () => {
    // 100 % of last year's 15,000 < 90 % × 22,364.5496 → 15,000 ÷ 4 = 3,750 on each date.
    const r = await ok(op, { netProfit: 100000, priorYearTax: 15000, priorYearAgi: 90000 }, at('2026-03-01T12:00:00Z'));
    expect(r.installments).toEqual([
      { installment: 1, dueDate: '2026-04-15', amount: 3750 },
      { installment: 2, dueDate: '2026-06-15', amount: 3750 },
      { installment: 3, dueDate: '2026-09-15', amount: 3750 },
      { installment: 4, dueDate: '2027-01-15', amount: 3750 },
    ]);
    expect(r.shortInstallments).toEqual([]);
  });

  it("reproduces Publication 505's Amended Estimated Tax Worksheet (Mira Roberts): $2,175 in September, $1,025 in January", () => {
    // Pub 505 (2020), Worksheet 2-10 illustrated: amended estimated tax 4,100; next payment due September 15, so
    // 75 % × 4,100 = 3,075; payments for the previous periods 900; next required payment 3,075 − 900 = 2,175; line 6
    // 4,100 − 3,075 = 1,025 for the January payment. Her two payments of 450 each fall short of 1,025 and 2,050.
    const plan = planInstallments(4100, 900, due2026, '2026-07-10');
    expect(plan.remainingInstallments).toEqual([
      { installment: 3, dueDate: '2026-09-15', amount: 2175 },
      { installment: 4, dueDate: '2027-01-15', amount: 1025 },
    ]);
    expect(plan.remaining).toBe(3200);
    expect(plan.short.map((s) => [s.installment, s.amount])).toEqual([[1, 1025], [2, 2050]]);
  });

  it('the same worksheet with the next payment due June 15: the rest is split in halves', () => {
    // 50 % × 4,100 = 2,050 − 450 = 1,600 in June; line 6 = 4,100 − 2,050 = 2,050 → 1,025 in September and January.
    const plan = planInstallments(4100, 450, due2026, '2026-05-01');
    expect(plan.remainingInstallments.map((i) => i.amount)).toEqual([1600, 1025, 1025]);
  });

  it('splits to the cent and the last installment takes the rounding', () => {
    // 10,000.01 ÷ 4: 2,500 (2,500.0025), then 7,500.01 over three: 2,500, 2,500, 2,500.01.
    expect(planInstallments(10000.01, 0, due2026, '2026-01-20').remainingInstallments.map((i) => i.amount)).toEqual([2500, 2500, 2500, 2500.01]);
  });

  it('a payment ahead of schedule lowers the later installments; one that covers everything leaves 0 on each', async () => {
    // 8,000 paid by March against 15,000: the first 3,750 is covered; 7,000 left over the next three: 2,333.33 ×2 + 2,333.34.
    expect(planInstallments(15000, 8000, due2026, '2026-03-01').remainingInstallments.map((i) => i.amount)).toEqual([0, 2333.33, 2333.33, 2333.34]);
    const r = await ok(op, { netProfit: 100000, paidSoFar: 25000 });
    // 25,000 ≥ 20,128.09: nothing left; the return brings back 22,364.55 − 25,000 = −2,635.45.
    expect(r).toMatchObject({ remainingToPay: 0, nextPayment: 0, balanceDueWithReturn: -2635.45, shortInstallments: [] });
  });
});

describe('us-estimated-tax: the worked example of the guide', () => {
  it('on 2026-07-10, $100,000 of profit, last year $15,000 of tax on $90,000 of AGI, $4,000 paid: $7,250 by 2026-09-15, $3,750 by 2027-01-15', async () => {
    // Required: min(90 % × 22,364.5496 = 20,128.09, 100 % × 15,000) = 15,000. By September 15, 3 × 3,750 = 11,250 − 4,000 paid
    // = 7,250; January: 15,000 − 11,250 = 3,750. June's 7,500 was not reached by 4,000: installment 2 is short.
    // With the return: 22,364.55 − 4,000 − 11,000 = 7,364.55.
    const r = await ok(op, { netProfit: 100000, priorYearTax: 15000, priorYearAgi: 90000, paidSoFar: 4000 }, at('2026-07-10T12:00:00Z'));
    expect(r).toMatchObject({
      taxYear: 2026,
      totalTax: 22364.55,
      selfEmploymentTax: 14129.55,
      incomeTax: 8235,
      requiredAnnualPayment: 15000,
      requiredAnnualBasis: 'priorYear',
      remainingToPay: 11000,
      nextDueDate: '2026-09-15',
      nextPayment: 7250,
      balanceDueWithReturn: 7364.55,
      shortInstallments: [2],
    });
    expect(r.installments).toEqual([
      { installment: 3, dueDate: '2026-09-15', amount: 7250 },
      { installment: 4, dueDate: '2027-01-15', amount: 3750 },
    ]);
    expect(amounts(r)).toMatchObject({ deductibleHalfOfSeTax: 7064.78, adjustedGrossIncome: 92935.23, taxableIncomeBeforeQbi: 76835.23, qbiDeduction: 15367.05, taxableIncome: 61468.18 });
  });
});

describe('us-estimated-tax: the required annual payment (IRC §6654(d)(1))', () => {
  const rules = { currentYearPct: 90, priorYearPct: 100, highIncomePriorYearPct: 110, highIncomeAgi: 150_000, minimumBalance: 1_000 };

  it('110 % only when last year\'s AGI exceeds $150,000: $150,000 exactly is 100 %, $150,000.01 and $150,001 are 110 %', async () => {
    expect(requiredAnnualPayment(22364.5496, 10000, 150000, rules)).toMatchObject({ required: 10000, priorYearPct: 100, basis: 'priorYear' });
    expect(requiredAnnualPayment(22364.5496, 10000, 150000.01, rules).required).toBeCloseTo(11000, 9);
    const r = await ok(op, { netProfit: 100000, priorYearTax: 10000, priorYearAgi: 150001 });
    expect(r).toMatchObject({ requiredAnnualPayment: 11000, requiredAnnualBasis: 'priorYear' });
    expect(amounts(r)).toMatchObject({ currentYearTest: 20128.09, priorYearTest: 11000 });
    expect((await ok(op, { netProfit: 100000, priorYearTax: 10000, priorYearAgi: 150000 })).requiredAnnualPayment).toBe(10000);
  });

  it('last year\'s tax without its AGI: 110 %, said in the assumptions', async () => {
    const r = await ok(op, { netProfit: 100000, priorYearTax: 10000 });
    expect(r.requiredAnnualPayment).toBe(11000);
    expect(r.assumptions).toContain("Last year's AGI not given: 110 % of last year's tax is used, which is enough whatever the AGI was; with an AGI of $150,000 or less, 100 % would do.");
  });

  it('no prior-year figures: only the 90 % test, said in the assumptions', async () => {
    const r = await ok(op, { netProfit: 100000 });
    expect(r).toMatchObject({ requiredAnnualPayment: 20128.09, requiredAnnualBasis: 'currentYear' });
    expect(r.assumptions).toContain("Last year's tax not given: only the 90 % test applies. With last year's tax (and AGI), the required payment can be smaller.");
  });

  it('a prior year with no tax: nothing required', async () => {
    const r = await ok(op, { netProfit: 100000, priorYearTax: 0, priorYearAgi: 40000 });
    expect(r).toMatchObject({ requiredAnnualPayment: 0, paymentsRequired: false, nextPayment: 0, balanceDueWithReturn: 22364.55 });
  });

  it('the $1,000 floor (1040-ES line 14b): $999.99 after withholding needs no payments, $1,000.00 does', async () => {
    // $20,000 profit: total 3,024.8736, 90 % = 2,722.38624. Withholding 2,024.88 leaves 999.9936 → 999.99: none.
    // Withholding 2,024.87 leaves 1,000.0036 → 1,000.00: 2,722.38624 − 2,024.87 = 697.51624 → 697.52 in January.
    expect(await ok(op, { netProfit: 20000, withholding: 2024.88 })).toMatchObject({ paymentsRequired: false, nextPayment: 0, remainingToPay: 0 });
    expect(await ok(op, { netProfit: 20000, withholding: 2024.87 })).toMatchObject({ paymentsRequired: true, nextPayment: 697.52, shortInstallments: [1, 2, 3] });
  });

  it('withholding that covers the required payment: no payments, the rest is a refund', async () => {
    // Last year's 2,000 < withholding 3,000: required − withholding < 0; 22,364.55 − 3,000 = 19,364.55 with the return.
    const r = await ok(op, { netProfit: 100000, priorYearTax: 2000, priorYearAgi: 50000, withholding: 3000 });
    expect(r).toMatchObject({ requiredAnnualPayment: 2000, paymentsRequired: false, remainingToPay: 0, balanceDueWithReturn: 19364.55, shortInstallments: [], warnings: [] });
  });
});

describe('us-estimated-tax: the self-employment tax edges', () => {
  it('below and above the $184,500 wage base', async () => {
    // 199,000 × 0.9235 = 183,776.5 (under the base): 12.4 % = 22,788.286, 2.9 % = 5,329.5185 → 28,117.8045.
    expect(amounts(await ok(op, { netProfit: 199000 }))).toMatchObject({ netEarnings: 183776.5, socialSecurityPart: 22788.29, medicarePart: 5329.52, selfEmploymentTax: 28117.8 });
    // 250,000 × 0.9235 = 230,875: 12.4 % × 184,500 = 22,878; 2.9 % × 230,875 = 6,695.375 → 29,573.375; Additional
    // Medicare 0.9 % × 30,875 = 277.875.
    expect(amounts(await ok(op, { netProfit: 250000 }))).toMatchObject({ socialSecurityPart: 22878, medicarePart: 6695.38, selfEmploymentTax: 29573.38, additionalMedicareTax: 277.88 });
  });

  it('the Additional Medicare threshold: none at $199,999.99 of net earnings, $28.53 at $203,170, none on a joint return', async () => {
    // 216,567.40 × 0.9235 = 199,999.9939; 220,000 × 0.9235 = 203,170 → 0.9 % × 3,170 = 28.53; joint threshold 250,000.
    expect((await ok(op, { netProfit: 216567.4 })).additionalMedicareTax).toBe(0);
    expect((await ok(op, { netProfit: 220000 })).additionalMedicareTax).toBe(28.53);
    expect((await ok(op, { netProfit: 220000, filingStatus: 'marriedJointly' })).additionalMedicareTax).toBe(0);
  });

  it('the $400 floor: $433 of profit (399.88 of net earnings) owes none, $434 (400.80) owes $61.32', async () => {
    // 433 × 0.9235 = 399.8755 < 400; 434 × 0.9235 = 400.799 → 15.3 % = 61.322247.
    expect((await ok(op, { netProfit: 433 })).selfEmploymentTax).toBe(0);
    expect((await ok(op, { netProfit: 434 })).selfEmploymentTax).toBe(61.32);
  });

  it('a loss: no self-employment tax, no §199A deduction, and the loss comes off other income', async () => {
    // AGI = 60,000 − 5,000 = 55,000; taxable 38,900; tax 1,240 + 12 % × 26,500 = 4,420; 90 % = 3,978.
    const r = await ok(op, { netProfit: -5000, otherIncome: 60000 });
    expect(r).toMatchObject({ selfEmploymentTax: 0, incomeTax: 4420, totalTax: 4420, requiredAnnualPayment: 3978, nextPayment: 3978 });
    expect(amounts(r)).toMatchObject({ adjustedGrossIncome: 55000, qbiDeduction: 0, taxableIncome: 38900 });
    expect(r.assumptions).toContain(
      'A loss: no self-employment tax, and the loss is taken off other income in full (the at-risk, passive-activity and excess-business-loss limits are not applied).',
    );
  });

  it('zero: no tax, no payments, no chart', async () => {
    const r = await ok(op, { netProfit: 0 });
    expect(r).toMatchObject({ totalTax: 0, paymentsRequired: false, nextPayment: 0, installments: [{ installment: 4, dueDate: '2027-01-15', amount: 0 }] });
    const tools = { locale: 'en' as const, currency: 'USD' as const, rerun: () => null, format: (v: unknown) => String(v) };
    expect(op.page!.chart!(r as never, { netProfit: 0 } as never, tools)).toBeUndefined();
  });
});

describe('us-estimated-tax: warnings and texts', () => {
  it('past installments not covered by the payments: a penalty may apply, with the way to the penalty calculator', async () => {
    // 90 % × 22,364.5496 = 20,128.09; by 2026-09-15 three quarters were due: 15,096.07. 12,000 paid covers installments 1
    // (5,032.02) and 2 (10,064.05), not 3.
    const r = await ok(op, { netProfit: 100000, paidSoFar: 12000 });
    expect(r.shortInstallments).toEqual([3]);
    expect(r.nextPayment).toBe(8128.09);
    expect(r.warnings).toEqual([
      'A penalty may apply for installment 3: by 2026-09-15, $15,096.07 was due from estimated payments (a quarter of $20,128.09 for each ' +
        'installment), and $12,000 has been paid. The estimated tax penalty calculator (/calculators/estimated-tax-penalty) figures what it ' +
        'costs; the annualized income installment method (Form 2210 Schedule AI) can lower it when the income came late in the year.',
    ]);
  });

  it('writes the result in Spanish for the Spanish page', async () => {
    const r = await ok(op, { netProfit: 100000, paidSoFar: 12000 }, testContext({ locale: 'es' }));
    expect((r.warnings as string[])[0]).toMatch(/^Puede haber recargo por el plazo 3: a 15 sept 2026 debías haber pagado 15\.096,07\s+US\$/);
    expect((r.breakdown as { label: string }[])[0]!.label).toBe('Ingresos netos por cuenta propia: 92,35 % del beneficio neto');
  });

  it('warns above the §199A threshold with the figure of a specified service business', async () => {
    // Single, 300,000: NE 277,050; SE 22,878 + 8,034.45 = 30,912.45; AGI 284,543.775; T 268,443.775 (over 201,750 by
    // 66,693.775: 0.8892503 of the 75,000 range); 20 % × QBI 284,543.775 = 56,908.755 × (1 − 0.8892503) = 6,302.6257.
    const r = await ok(op, { netProfit: 300000 });
    expect(amounts(r).qbiDeduction).toBe(6302.63);
    expect((r.warnings as string[])[1]).toMatch(/^Taxable income before the §199A deduction \(\$268,443\.78\) is above the \$201,750 threshold/);
  });
});

describe('us-estimated-tax: the page', () => {
  it("splits the year's tax into its parts", async () => {
    const r = await ok(op, { netProfit: 250000 });
    const tools = { locale: 'en' as const, currency: 'USD' as const, rerun: () => null, format: (v: unknown) => `$${String(v)}` };
    // 250,000: SE 29,573.38, Additional Medicare 277.88; the income tax is the rest of the total.
    expect(op.page!.chart!(r as never, { netProfit: 250000 } as never, tools)).toEqual({
      kind: 'split',
      title: 'Your federal tax for 2026',
      summary: `Of $${String(r.totalTax)} of federal tax for the year: income tax $${String(r.incomeTax)}, self-employment tax $29573.38 and Additional Medicare Tax $277.88.`,
      format: 'money',
      parts: [
        { label: 'Income tax', value: r.incomeTax },
        { label: 'Self-employment tax', value: 29573.38 },
        { label: 'Additional Medicare Tax', value: 277.88 },
      ],
    });
    // Each part and the total are rounded to the cent from full precision, so the parts may differ from it by a cent.
    expect(Math.abs((r.incomeTax as number) + 29573.38 + 277.88 - (r.totalTax as number))).toBeLessThanOrEqual(0.011);
  });
});

describe('us-estimated-tax: refused inputs', () => {
  it('names the field in words', async () => {
    expect(await fails(op, {})).toBe('netProfit: is required');
    expect(await fails(op, { netProfit: '100,000' })).toBe("netProfit: must be a number, got '100,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { netProfit: 100, paidSoFar: -1 })).toBe('paidSoFar: must be at least 0');
    expect(await fails(op, { netProfit: 100, priorYearTax: -1 })).toBe('priorYearTax: must be at least 0');
    expect(await fails(op, { netProfit: 1e13 })).toBe('netProfit: must be at most 1000000000000');
    expect(await fails(op, { netProfit: -1e13 })).toBe('netProfit: must be at least -1000000000000');
    expect(await fails(op, { netProfit: 100, filingStatus: 'marriedSeparately' })).toBe(
      "filingStatus: must be one of 'single', 'marriedJointly', 'headOfHousehold', got 'marriedSeparately'",
    );
    expect(await fails(op, { netProfit: 100, taxYear: 2026 })).toMatch(/^taxYear: unknown field; allowed fields: netProfit, otherIncome, filingStatus/);
  });
});

import { describe, expect, it } from 'vitest';
import op from './mortgage-affordability.op.js';
import { levelPayment, presentValue } from './mortgage-affordability.js';
import { fails, ok, testContext, cpuNow } from '../../../test/support/run-op.js';
import { mortgageRulesUs } from '../../rules/us/mortgage-rules-us.rules.js';
import { mortgageRulesEs } from '../../rules/es/mortgage-rules-es.rules.js';
import { mortgageRulesUk } from '../../rules/uk/mortgage-rules-uk.rules.js';
import { execute } from '../../core/execute.js';

// Annuity factors used below, (1 − (1 + r)^−n) / r with r = rate / 1200 and n = 12 × years, worked out independently
// to 20 digits (Python decimal):
//   6.5 % over 30 years: 158.21081953707347089
//   7 %   over 30 years: 150.30756794782111403
//   3 %   over 30 years: 237.18938150428485465

describe('mortgage-affordability — United States (Fannie Mae)', () => {
  it('36 % of monthly income less other debts, as a 6.5 % 30-year loan; 45 % and 50 % as scenarios', async () => {
    const r = await ok(op, { netProfit: 120000, otherDebtMonthly: 500, deposit: 40000, ratePct: 6.5, termYears: 30, yearsTrading: 3 });
    // 120,000 / 12 = 10,000 a month; 36 % = 3,600; − 500 = 3,100
    // 3,100 × 158.21081953707 = 490,453.540565 → 490,453.54; + 40,000 deposit = 530,453.54
    expect(r).toMatchObject({
      country: 'us',
      currency: 'USD',
      method: 'debt-to-income',
      qualifyingIncome: 120000,
      monthlyIncome: 10000,
      maxMonthlyPayment: 3100,
      loanLimitByIncome: 490453.54,
      loanLimitByDeposit: null,
      maxLoan: 490453.54,
      depositNeeded: null,
      maxPrice: 530453.54,
      bindingLimit: 'debt-to-income',
      monthlyPayment: 3100,
      yearsTradingRequired: 2,
      yearsTradingCheck: 'met',
      warnings: [],
      extraDeduction: null,
    });
    // 45 %: 4,500 − 500 = 4,000 × 158.2108195 = 632,843.28; 50 %: 5,000 − 500 = 4,500 × 158.2108195 = 711,948.69
    expect((r.scenarios as { id: string; limit: number; maxMonthlyPayment: number; maxLoan: number; maxPrice: number }[]).map((s) => [s.id, s.limit, s.maxMonthlyPayment, s.maxLoan, s.maxPrice])).toEqual([
      ['manual-underwriting', 36, 3100, 490453.54, 530453.54],
      ['manual-with-compensating-factors', 45, 4000, 632843.28, 672843.28],
      ['desktop-underwriter', 50, 4500, 711948.69, 751948.69],
    ]);
    expect((r.breakdown as { item: string; amount: number }[]).map((b) => [b.item, b.amount])).toEqual([
      ['qualifyingIncome', 120000],
      ['monthlyIncome', 10000],
      ['totalDebtAllowed', 3600],
      ['otherDebtMonthly', -500],
      ['maxMonthlyPayment', 3100],
      ['maxLoan', 490453.54],
      ['deposit', 40000],
      ['maxPrice', 530453.54],
    ]);
    expect(r.rules).toEqual([
      {
        id: 'mortgage-rules-us',
        name: 'US mortgage rules for self-employed borrowers (Fannie Mae)',
        effective: '2022-05-04',
        appliedOn: '2026-11-21',
        carriedForward: [],
        lastChecked: '2026-11-21',
        sources: mortgageRulesUs.sources.map((s) => ({ ...s })),
      },
    ]);
  });

  it('at 0 % the loan is the payment times the number of months, exactly', async () => {
    // 100,000 / 12 × 36 % = 3,000 a month; × 360 months = 1,080,000; no deposit → price = loan
    const r = await ok(op, { netProfit: 100000, ratePct: 0, termYears: 30 });
    expect(r).toMatchObject({ maxMonthlyPayment: 3000, maxLoan: 1080000, maxPrice: 1080000, monthlyPayment: 3000 });
    expect(r.assumptions).toContain('deposit not given: taken as 0, so the maximum price equals the maximum loan.');
  });

  it('zero netProfit: no income, no loan, and a warning', async () => {
    const r = await ok(op, { netProfit: 0, ratePct: 6.5, termYears: 30 });
    expect(r).toMatchObject({ qualifyingIncome: 0, monthlyIncome: 0, maxMonthlyPayment: 0, maxLoan: 0, maxPrice: 0, yearsTradingCheck: 'not-checked' });
    expect(r.warnings).toEqual([
      'Years of accounts not given: the years-of-accounts check was not done (lenders usually ask for 2).',
      'netProfit is 0: there is no income to lend against, so the maximum loan is 0.',
    ]);
  });

  it('debts that use up the 36 % limit leave no payment; the 45 % and 50 % scenarios still leave some', async () => {
    // 60,000 / 12 = 5,000; 36 % = 1,800 < 2,000 of debts → 0. 45 % = 2,250 − 2,000 = 250 × 150.3075679 = 37,576.89;
    // 50 % = 2,500 − 2,000 = 500 × 150.3075679 = 75,153.78
    const r = await ok(op, { netProfit: 60000, otherDebtMonthly: 2000, ratePct: 7, termYears: 30, yearsTrading: 2 });
    expect(r).toMatchObject({ maxMonthlyPayment: 0, maxLoan: 0, maxPrice: 0, monthlyPayment: 0, yearsTradingCheck: 'met' });
    expect((r.scenarios as { maxLoan: number }[]).map((s) => s.maxLoan)).toEqual([0, 37576.89, 75153.78]);
    expect(r.warnings).toEqual([
      'Existing debt payments (2,000.00 USD a month) use up the whole 36 % debt-to-income limit: no room is left for a mortgage payment at this limit (see scenarios for the higher limits).',
    ]);
    // Boundary: debts exactly at the limit (1,800) also leave 0, never a negative payment.
    expect(await ok(op, { netProfit: 60000, otherDebtMonthly: 1800, ratePct: 7, termYears: 30 })).toMatchObject({ maxMonthlyPayment: 0, maxLoan: 0 });
  });

  it('an extra deduction costs the present value of 36 % of the income it removes', async () => {
    const r = await ok(op, { netProfit: 120000, otherDebtMonthly: 500, ratePct: 6.5, termYears: 30, extraDeduction: 10000, marginalTaxPct: 22 });
    // After: 110,000 / 12 × 36 % = 3,300 − 500 = 2,800 × 158.2108195 = 442,990.29.
    // Cost = 490,453.54 − 442,990.29 = 47,463.25 (= 300 × 158.2108195). Tax saved 10,000 × 22 % = 2,200. 47,463.25 / 2,200 = 21.5742 → 21.57
    expect(r.extraDeduction).toEqual({
      amount: 10000,
      qualifyingIncomeAfter: 110000,
      maxLoanAfter: 442990.29,
      borrowingPowerCost: 47463.25,
      marginalTaxPct: 22,
      taxSaved: 2200,
      borrowingPowerCostPerUnitOfTaxSaved: 21.57,
      summary:
        'Deducting 10,000.00 USD saves 2,200.00 USD of tax at 22 % but lowers the maximum loan by 47,463.25 USD: 21.57 of borrowing power per 1 of tax saved.',
    });
  });

  it('years of accounts: 2 met, 1 points to the Desktop Underwriter exception, 0 does not', async () => {
    const base = { netProfit: 90000, ratePct: 6, termYears: 30 };
    expect(await ok(op, { ...base, yearsTrading: 2 })).toMatchObject({ yearsTradingCheck: 'met', warnings: [] });
    expect((await ok(op, { ...base, yearsTrading: 1 })).warnings).toEqual([
      'yearsTrading is 1 year: Fannie Mae generally requires a 2-year history of self-employment income. Desktop Underwriter accepts 1 year of returns for some casefiles, when the return shows at least 12 months of self-employment income and the lender completes a cash-flow analysis.',
    ]);
    expect((await ok(op, { ...base, yearsTrading: 0 })).warnings).toEqual([
      'yearsTrading is 0 years: Fannie Mae generally requires a 2-year history of self-employment income, and even the Desktop Underwriter exception needs one full year of self-employment on a filed tax return.',
    ]);
  });

  it('the largest income, rate 0 and the longest term stay exact', async () => {
    // 10^12 / 12 × 36 % = 3 × 10^10 a month; × 600 months = 1.8 × 10^13
    expect(await ok(op, { netProfit: 1e12, ratePct: 0, termYears: 50 })).toMatchObject({ maxMonthlyPayment: 30000000000, maxLoan: 18000000000000 });
    // The highest rate is accepted and gives a finite loan: 3,000 / (1/12) × (1 − (12/13)^12) = 36,000 × 0.617303293 = 22,222.92
    const r = await ok(op, { netProfit: 100000, ratePct: 100, termYears: 1 });
    expect(r.maxLoan).toBe(22222.92);
  });
});

describe('mortgage-affordability — Spain (market conventions)', () => {
  it('the 80 % loan-to-value cap binds: the loan is 4 × the deposit', async () => {
    // 48,000 / 12 = 4,000; 35 % = 1,400; 40 % − 0 = 1,600 → 1,400. × 237.1893815 = 332,065.13 by income.
    // Cap 80 / 20 × 30,000 = 120,000 < 332,065.13 → 120,000; price 150,000. Needed deposit 332,065.13 / 4 = 83,016.28.
    // Instalment on 120,000: 120,000 / 237.1893815 = 505.92
    const r = await ok(op, { country: 'es', netProfit: 48000, yearsTrading: 4, deposit: 30000, ratePct: 3, termYears: 30 });
    expect(r).toMatchObject({
      currency: 'EUR',
      maxMonthlyPayment: 1400,
      loanLimitByIncome: 332065.13,
      loanLimitByDeposit: 120000,
      maxLoan: 120000,
      depositNeeded: 83016.28,
      maxPrice: 150000,
      bindingLimit: 'loan-to-value',
      monthlyPayment: 505.92,
      yearsTradingCheck: 'met',
    });
    expect(r.warnings).toEqual([
      'The 80 % loan-to-value cap binds: with a deposit of 30,000.00 EUR the bank lends at most 120,000.00 EUR. A deposit of 83,016.28 EUR would let you borrow the 332,065.13 EUR your income supports.',
    ]);
    expect((r.breakdown as { item: string }[]).map((b) => b.item)).toEqual([
      'qualifyingIncome',
      'monthlyIncome',
      'instalmentLimit',
      'totalDebtLimit',
      'otherDebtMonthly',
      'totalDebtRoom',
      'maxMonthlyPayment',
      'loanByIncome',
      'loanByDeposit',
      'maxLoan',
      'deposit',
      'maxPrice',
      'monthlyPayment',
    ]);
    expect(r.assumptions).toContain(
      'Spanish banks apply the ratios to net income after income tax (IRPF); netProfit is before income tax, so this estimate is optimistic.',
    );
    expect((r.rules as { id: string; effective: string }[])[0]).toMatchObject({ id: 'mortgage-rules-es', effective: '2026-11-21' });
  });

  it('other debts make the 40 % total-debt limit bind before the 35 % instalment limit', async () => {
    // 40 % × 4,000 = 1,600 − 300 = 1,300 < 1,400 → 1,300 × 237.1893815 = 308,346.20; cap 4 × 100,000 = 400,000 does not bind.
    // 30 % scenario: 1,200 < 1,300 → the instalment ratio binds: 1,200 × 237.1893815 = 284,627.26
    const r = await ok(op, { country: 'es', netProfit: 48000, otherDebtMonthly: 300, deposit: 100000, ratePct: 3, termYears: 30 });
    expect(r).toMatchObject({ maxMonthlyPayment: 1300, maxLoan: 308346.2, maxPrice: 408346.2, depositNeeded: 77086.55, bindingLimit: 'total-debt-ratio' });
    expect((r.scenarios as { id: string; maxLoan: number; maxPrice: number; bindingLimit: string }[]).map((s) => [s.id, s.maxLoan, s.maxPrice, s.bindingLimit])).toEqual([
      ['instalment-upper', 308346.2, 408346.2, 'total-debt-ratio'],
      ['instalment-lower', 284627.26, 384627.26, 'instalment-ratio'],
    ]);
    // Tie: 200 of debts leaves exactly 1,400 under both limits → the instalment ratio is named.
    expect(await ok(op, { country: 'es', netProfit: 48000, otherDebtMonthly: 200, ratePct: 3, termYears: 30 })).toMatchObject({
      maxMonthlyPayment: 1400,
      bindingLimit: 'instalment-ratio',
    });
  });

  it('without a deposit the cap is not applied and the price assumes the deposit it needs', async () => {
    // 332,065.13 + 83,016.28 = 415,081.41 on the rounded figures; 415,081.4199 at full precision → 415,081.42
    const r = await ok(op, { country: 'es', netProfit: 48000, ratePct: 3, termYears: 30 });
    expect(r).toMatchObject({ maxLoan: 332065.13, loanLimitByDeposit: null, depositNeeded: 83016.28, maxPrice: 415081.42, bindingLimit: 'instalment-ratio', monthlyPayment: 1400 });
    expect((r.warnings as string[])[1]).toBe(
      'deposit not given: the loan-to-value cap was not checked. The maximum price assumes you put down the 83,016.28 EUR that keeps the loan at 80 % of the price, plus purchase taxes and costs.',
    );
  });

  it('a deposit of 0 allows no loan', async () => {
    expect(await ok(op, { country: 'es', netProfit: 48000, deposit: 0, ratePct: 3, termYears: 30 })).toMatchObject({
      maxLoan: 0,
      maxPrice: 0,
      bindingLimit: 'loan-to-value',
    });
  });

  it('an extra deduction costs nothing when the deposit caps the loan', async () => {
    // Income 43,000: 35 % × 3,583.33 = 1,254.17 → 297,475.02 by income, still above the 120,000 cap: the loan stays 120,000.
    const r = await ok(op, { country: 'es', netProfit: 48000, deposit: 30000, ratePct: 3, termYears: 30, extraDeduction: 5000, marginalTaxPct: 30 });
    expect(r.extraDeduction).toMatchObject({
      maxLoanAfter: 120000,
      borrowingPowerCost: 0,
      taxSaved: 1500,
      borrowingPowerCostPerUnitOfTaxSaved: 0,
      summary:
        'Deducting 5,000.00 EUR saves 1,500.00 EUR of tax at 30 % and does not lower the maximum loan: the deposit, through the loan-to-value cap, limits the loan, not income.',
    });
  });

  it('warns below two years of activity', async () => {
    const r = await ok(op, { country: 'es', netProfit: 48000, deposit: 100000, ratePct: 3, termYears: 30, yearsTrading: 1 });
    expect(r.warnings).toEqual([
      'yearsTrading is 1 year: most Spanish banks ask for at least 2 years of continuous activity as an autónomo.',
    ]);
  });
});

describe('mortgage-affordability — United Kingdom (income multiple)', () => {
  it('4.5 times net profit (4 times as a scenario); other debts are not deducted but flagged', async () => {
    // 4.5 × 50,000 = 225,000; + 25,000 = 250,000. 4 × 50,000 = 200,000. Payment at 5 % over 25 years:
    // 225,000 × (5/1200) / (1 − (1 + 5/1200)^−300) = 1,315.33
    const r = await ok(op, { country: 'uk', netProfit: 50000, yearsTrading: 2, otherDebtMonthly: 200, deposit: 25000, ratePct: 5, termYears: 25 });
    expect(r).toMatchObject({
      currency: 'GBP',
      method: 'income-multiple',
      maxMonthlyPayment: null,
      maxLoan: 225000,
      maxPrice: 250000,
      bindingLimit: 'income-multiple',
      monthlyPayment: 1315.33,
    });
    expect((r.scenarios as { maxLoan: number }[]).map((s) => s.maxLoan)).toEqual([225000, 200000]);
    expect(r.warnings).toEqual([
      'otherDebtMonthly is not deducted: UK lenders run an affordability assessment that counts existing commitments, living costs and a stressed interest rate, which can bring the loan well below the income multiple. That assessment is not modelled.',
    ]);
  });

  it('needs no rate or term; zero profit gives a loan of 0 and a price equal to the deposit', async () => {
    const r = await ok(op, { country: 'uk', netProfit: 0, deposit: 30000 });
    expect(r).toMatchObject({ maxLoan: 0, maxPrice: 30000, monthlyPayment: null });
    expect(r.assumptions).toContain('The UK loan does not depend on a rate or a term; give both ratePct and termYears to see the monthly payment on it.');
  });

  it('extra deduction: 4.5 × the deduction against the tax it saves', async () => {
    // 4.5 × 10,000 = 45,000 of borrowing power; 10,000 × 40 % = 4,000 of tax; 45,000 / 4,000 = 11.25
    const r = await ok(op, { country: 'uk', netProfit: 50000, extraDeduction: 10000, marginalTaxPct: 40 });
    expect(r.extraDeduction).toEqual({
      amount: 10000,
      qualifyingIncomeAfter: 40000,
      maxLoanAfter: 180000,
      borrowingPowerCost: 45000,
      marginalTaxPct: 40,
      taxSaved: 4000,
      borrowingPowerCostPerUnitOfTaxSaved: 11.25,
      summary: 'Deducting 10,000.00 GBP saves 4,000.00 GBP of tax at 40 % but lowers the maximum loan by 45,000.00 GBP: 11.25 of borrowing power per 1 of tax saved.',
    });
  });

  it('a deduction larger than the profit takes income to 0; without a tax rate the saving is not priced', async () => {
    // 4.5 × 8,000 = 36,000 lost, all of it
    const r = await ok(op, { country: 'uk', netProfit: 8000, extraDeduction: 12000 });
    expect(r.extraDeduction).toMatchObject({ qualifyingIncomeAfter: 0, maxLoanAfter: 0, borrowingPowerCost: 36000, taxSaved: null, borrowingPowerCostPerUnitOfTaxSaved: null });
    expect(r.assumptions).toContain('extraDeduction is larger than netProfit: the income after it is taken as 0.');
    const unused = await ok(op, { country: 'uk', netProfit: 8000, marginalTaxPct: 20 });
    expect(unused.assumptions).toContain('The marginal tax rate is used only to price an extra deduction; none was given, so it was not used.');
  });

  it('warns below two years of accounts', async () => {
    expect((await ok(op, { country: 'uk', netProfit: 50000, yearsTrading: 1 })).warnings).toEqual([
      'yearsTrading is 1 year: most UK lenders ask for at least 2 years of trading history (accounts or SA302 tax calculations); some accept one full year.',
    ]);
  });
});

describe('mortgage-affordability — input errors (400)', () => {
  // No date and no array in this operation's input, so there is no impossible-date or array-bound case.
  it.each([
    [{}, 'netProfit: is required'],
    [{ netProfit: -1, ratePct: 6, termYears: 30 }, 'netProfit: must be at least 0'],
    [{ netProfit: 1e12 + 1, ratePct: 6, termYears: 30 }, 'netProfit: must be at most 1000000000000'],
    [{ netProfit: 50000, otherDebtMonthly: -5, ratePct: 6, termYears: 30 }, 'otherDebtMonthly: must be at least 0'],
    [{ netProfit: 50000, country: 'fr' }, "country: must be one of 'us', 'es', 'uk', got 'fr'"],
    [{ netProfit: 50000, ratePct: 101, termYears: 30 }, 'ratePct: must be at most 100'],
    [{ netProfit: 50000, ratePct: 6, termYears: 0 }, 'termYears: must be at least 1'],
    [{ netProfit: 50000, ratePct: 6, termYears: 51 }, 'termYears: must be at most 50'],
    [{ netProfit: 50000, ratePct: 6, termYears: 25.5 }, 'termYears: must be an integer, got 25.5'],
    [{ netProfit: 50000, ratePct: 6, termYears: 30, yearsTrading: 1.5 }, 'yearsTrading: must be an integer, got 1.5'],
    [{ netProfit: '50000,000', ratePct: 6, termYears: 30 }, "netProfit: must be a number, got '50000,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5"],
    [{ netProfit: 50000, ratePct: 6, termYears: 30, marginalTaxPct: 120 }, 'marginalTaxPct: must be at most 100'],
  ])('%j → %s', async (input, message) => {
    expect(await fails(op, input)).toBe(message);
  });

  it('names an unknown field and suggests the right one', async () => {
    expect(await fails(op, { netProfit: 50000, ratePct: 6, termYears: 30, depositt: 1000 })).toBe("depositt: unknown field; did you mean 'deposit'?");
  });

  it('requires ratePct and termYears for the payment-based countries, not for the UK', async () => {
    expect(await fails(op, { netProfit: 50000, termYears: 30 })).toBe(
      'ratePct: the interest rate is required for the United States (the maximum loan is the present value of the payment the debt-to-income limit leaves; no default rate is assumed)',
    );
    expect(await fails(op, { country: 'es', netProfit: 50000, ratePct: 3 })).toBe(
      'termYears: the term is required for Spain (the maximum loan is the present value of the instalment the debt ratios leave; no default term is assumed)',
    );
    expect(await ok(op, { country: 'uk', netProfit: 50000 })).toMatchObject({ maxLoan: 225000 });
  });
});

describe('mortgage-affordability — arithmetic and rules', () => {
  it('present value and level payment are inverses', () => {
    for (const [rate, years] of [[6.5, 30], [3, 25], [0, 10], [100, 50]] as const) {
      expect(levelPayment(presentValue(1234.56, rate, years), rate, years)).toBeCloseTo(1234.56, 6);
    }
  });

  it('every rule set it uses is in force on the test date and every figure cites one of its sources', () => {
    for (const set of [mortgageRulesUs, mortgageRulesEs, mortgageRulesUk]) {
      expect(set.versions.at(-1)!.effective <= '2026-11-21').toBe(true);
      const urls = new Set(set.sources.map((s) => s.url));
      for (const value of Object.values(set.versions.at(-1)!.values)) expect(urls.has(value.source)).toBe(true);
    }
  });

  it('every example returns its documented output', async () => {
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, testContext());
      expect(outcome.ok && outcome.value, example.title).toEqual(example.output);
      if (outcome.ok) expect(op.output.safeParse(outcome.value).success).toBe(true);
    }
  });

  it('the worst case answers at once', async () => {
    const start = cpuNow();
    await ok(op, op.worstCase());
    expect(cpuNow() - start).toBeLessThan(2000);
  });
});

describe('mortgage-affordability — on the Spanish page', () => {
  const esCtx = testContext({ locale: 'es' });
  /** Everything but the texts: figures, scenario figures, breakdown amounts. */
  function figures(r: Record<string, unknown>) {
    const { breakdown, assumptions: _a, warnings, scenarios, extraDeduction, ...rest } = r;
    const deduction = extraDeduction === null ? null : { ...(extraDeduction as Record<string, unknown>), summary: undefined };
    return {
      rest,
      deduction,
      warnings: (warnings as string[]).length,
      scenarios: (scenarios as Record<string, unknown>[]).map((s) => ({ ...s, label: undefined })),
      breakdown: (breakdown as { item: string; amount: number }[]).map((b) => [b.item, b.amount]),
    };
  }

  it('answers in Spanish on the Spanish page', async () => {
    for (const example of op.examples) {
      const en = await ok(op, example.input);
      const es = await ok(op, example.input, esCtx);
      expect(figures(es), example.title).toEqual(figures(en));
    }
    const us = await ok(op, op.examples[0]!.input, esCtx);
    expect((us.extraDeduction as { summary: string }).summary).toBe(
      'Deducir 10.000,00\u00a0US$ ahorra 2.200,00\u00a0US$ de impuestos al 22 %, pero reduce el préstamo máximo en 47.463,25\u00a0US$: ' +
        '21,57 de capacidad de préstamo por cada 1 de impuesto ahorrado.',
    );
    expect((us.scenarios as { label: string }[])[2]!.label).toBe('Fannie Mae, Desktop Underwriter (análisis automatizado): hasta el 50 %');
    const spain = await ok(op, op.examples[1]!.input, esCtx);
    expect(spain.warnings).toEqual([
      'Manda el límite de financiación del 80 %: con una entrada de 30.000,00\u00a0€, el banco presta como máximo 120.000,00\u00a0€. ' +
        'Una entrada de 83.016,28\u00a0€ te permitiría pedir los 332.065,13\u00a0€ que admiten tus ingresos.',
    ]);
    const uk = await ok(op, op.examples[2]!.input, esCtx);
    expect((uk.breakdown as { item: string; label: string }[]).find((b) => b.item === 'maxLoan')!.label).toBe('Préstamo máximo: 4,5 × ingresos anuales');
  });

  it('refuses a missing rate in Spanish, with the same field prefix', async () => {
    const outcome = await execute(op, { country: 'es', netProfit: 40000, termYears: 25 }, esCtx);
    expect(outcome).toEqual({
      ok: false,
      error: 'ratePct: the interest rate is required for Spain (the maximum loan is the present value of the instalment the debt ratios leave; no default rate is assumed)',
      es:
        'ratePct: el tipo de interés es obligatorio para España (el préstamo máximo es el valor actual de la cuota que dejan los ratios ' +
        'de endeudamiento; no se supone ningún tipo por defecto)',
    });
  });
});

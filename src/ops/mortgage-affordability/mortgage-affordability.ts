import { cents } from '../../core/money.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { RuleVersion } from '../../rules/rule-set.js';
import type { mortgageRulesUs } from '../../rules/us/mortgage-rules-us.rules.js';
import type { mortgageRulesEs } from '../../rules/es/mortgage-rules-es.rules.js';
import type { mortgageRulesUk } from '../../rules/uk/mortgage-rules-uk.rules.js';

export type Country = 'us' | 'es' | 'uk';

type KeysOf<S> = S extends { versions: readonly RuleVersion<infer K>[] } ? K : never;
export type UsRules = RuleVersion<KeysOf<typeof mortgageRulesUs>>['values'];
export type EsRules = RuleVersion<KeysOf<typeof mortgageRulesEs>>['values'];
export type UkRules = RuleVersion<KeysOf<typeof mortgageRulesUk>>['values'];
export type CountryRules = { country: 'us'; values: UsRules } | { country: 'es'; values: EsRules } | { country: 'uk'; values: UkRules };

export const CURRENCY = { us: 'USD', es: 'EUR', uk: 'GBP' } as const;

export type BindingLimit = 'debt-to-income' | 'instalment-ratio' | 'total-debt-ratio' | 'loan-to-value' | 'income-multiple';

export interface MortgageInput {
  country: Country;
  netProfit: number;
  yearsTrading?: number | undefined;
  otherDebtMonthly?: number | undefined;
  deposit?: number | undefined;
  ratePct?: number | undefined;
  termYears?: number | undefined;
  extraDeduction?: number | undefined;
  marginalTaxPct?: number | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Level-payment amortisation (monthly payments, monthly rate = annual rate / 12)

/** Months of the term. */
function months(termYears: number): number {
  return termYears * 12;
}

/** The loan a level monthly payment repays: P × (1 − (1 + r)^−n) / r, r = ratePct / 1200, n = 12 × termYears; P × n at 0 %. */
export function presentValue(payment: number, ratePct: number, termYears: number): number {
  const n = months(termYears);
  const r = ratePct / 1200;
  if (r === 0) return payment * n;
  return (payment * (1 - Math.pow(1 + r, -n))) / r;
}

/** The level monthly payment that repays `loan`: L × r / (1 − (1 + r)^−n); L / n at 0 %. */
export function levelPayment(loan: number, ratePct: number, termYears: number): number {
  const n = months(termYears);
  const r = ratePct / 1200;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - Math.pow(1 + r, -n));
}

// ---------------------------------------------------------------------------------------------------------------
// One limit applied to one income (full precision; rounded only by the caller)

interface Financing {
  ratePct: number;
  termYears: number;
}

export interface LimitResult {
  /** us/es: the largest monthly mortgage payment the ratios leave; uk: null. */
  maxMonthlyPayment: number | null;
  loanByIncome: number;
  /** es with a deposit: the loan the loan-to-value cap allows. */
  loanByDeposit: number | null;
  maxLoan: number;
  /** es: the deposit that lets the bank lend loanByIncome under the loan-to-value cap. */
  depositNeeded: number | null;
  maxPrice: number;
  bindingLimit: BindingLimit;
  /** Terms of the arithmetic, in order. */
  terms: BreakdownItem[];
}

function term(item: string, label: string, amount: number): BreakdownItem {
  return { item, label, amount };
}

/** US: payment room = DTI % × monthly income − other debts (never below 0); loan = its present value. */
function usLimit(income: number, dtiPct: number, otherDebt: number, deposit: number, financing: Financing): LimitResult {
  const monthly = income / 12;
  const allowed = (dtiPct / 100) * monthly;
  const payment = Math.max(0, allowed - otherDebt);
  const loan = presentValue(payment, financing.ratePct, financing.termYears);
  return {
    maxMonthlyPayment: payment,
    loanByIncome: loan,
    loanByDeposit: null,
    maxLoan: loan,
    depositNeeded: null,
    maxPrice: loan + deposit,
    bindingLimit: 'debt-to-income',
    terms: [
      term('monthlyIncome', 'Qualifying income per month (annual ÷ 12)', monthly),
      term('totalDebtAllowed', `All monthly debt payments allowed: ${dtiPct} % of monthly income`, allowed),
      term('otherDebtMonthly', 'Less existing debt payments per month', -otherDebt),
      term('maxMonthlyPayment', 'Largest mortgage payment (principal and interest), never below 0', payment),
      term('maxLoan', `Loan that payment repays at ${financing.ratePct} % over ${financing.termYears} years`, loan),
      term('deposit', 'Plus the deposit', deposit),
      term('maxPrice', 'Maximum price (loan + deposit), purchase taxes and costs not included', loan + deposit),
    ],
  };
}

/**
 * Spain: payment room = min(instalment % × income, total-debt % × income − other debts), never below 0; loan by income
 * = its present value; with a deposit D the loan-to-value cap (LTV %) allows LTV / (100 − LTV) × D (80 % → 4 × D).
 */
function esLimit(
  income: number,
  instalmentPct: number,
  rules: EsRules,
  otherDebt: number,
  deposit: number | undefined,
  financing: Financing,
): LimitResult {
  const monthly = income / 12;
  const instalmentCap = (instalmentPct / 100) * monthly;
  const totalDebtCap = (rules.maxTotalDebtPct.value / 100) * monthly;
  const totalDebtRoom = totalDebtCap - otherDebt;
  const payment = Math.max(0, Math.min(instalmentCap, totalDebtRoom));
  const loanByIncome = presentValue(payment, financing.ratePct, financing.termYears);
  const ltv = rules.maxLtvPct.value;
  const ltvFactor = ltv / (100 - ltv);
  const depositNeeded = loanByIncome / ltvFactor;
  const loanByDeposit = deposit === undefined ? null : ltvFactor * deposit;
  const ltvBinds = loanByDeposit !== null && loanByDeposit < loanByIncome;
  const maxLoan = ltvBinds ? loanByDeposit : loanByIncome;
  const maxPrice = deposit === undefined ? loanByIncome + depositNeeded : maxLoan + deposit;
  const bindingLimit: BindingLimit = ltvBinds ? 'loan-to-value' : instalmentCap <= totalDebtRoom ? 'instalment-ratio' : 'total-debt-ratio';
  const terms = [
    term('monthlyIncome', 'Qualifying income per month (annual ÷ 12)', monthly),
    term('instalmentLimit', `Mortgage instalment allowed: ${instalmentPct} % of monthly income`, instalmentCap),
    term('totalDebtLimit', `All debt payments allowed: ${rules.maxTotalDebtPct.value} % of monthly income`, totalDebtCap),
    term('otherDebtMonthly', 'Less existing debt payments per month', -otherDebt),
    term('totalDebtRoom', 'Room left under the total-debt limit', totalDebtRoom),
    term('maxMonthlyPayment', 'Largest instalment: the lower of the instalment limit and the room left, never below 0', payment),
    term('loanByIncome', `Loan that instalment repays at ${financing.ratePct} % over ${financing.termYears} years`, loanByIncome),
  ];
  if (loanByDeposit !== null) {
    terms.push(term('loanByDeposit', `Loan the ${ltv} % loan-to-value cap allows with this deposit (${ltvFactor} × deposit)`, loanByDeposit));
    terms.push(term('maxLoan', 'Maximum loan: the lower of the two', maxLoan));
    terms.push(term('deposit', 'Plus the deposit', deposit!));
  } else {
    terms.push(term('maxLoan', 'Maximum loan (no deposit given: the loan-to-value cap is not applied)', maxLoan));
    terms.push(term('depositNeeded', `Plus the deposit the ${ltv} % cap needs for this loan (loan ÷ ${ltvFactor})`, depositNeeded));
  }
  terms.push(term('maxPrice', 'Maximum price (loan + deposit), purchase taxes and costs not included', maxPrice));
  return { maxMonthlyPayment: payment, loanByIncome, loanByDeposit, maxLoan, depositNeeded, maxPrice, bindingLimit, terms };
}

/** UK: loan = income multiple × annual income; existing debts are not deducted (see the warnings). */
function ukLimit(income: number, multiple: number, deposit: number): LimitResult {
  const loan = multiple * income;
  return {
    maxMonthlyPayment: null,
    loanByIncome: loan,
    loanByDeposit: null,
    maxLoan: loan,
    depositNeeded: null,
    maxPrice: loan + deposit,
    bindingLimit: 'income-multiple',
    terms: [
      term('maxLoan', `Maximum loan: ${multiple} × annual income`, loan),
      term('deposit', 'Plus the deposit', deposit),
      term('maxPrice', 'Maximum price (loan + deposit), purchase taxes and costs not included', loan + deposit),
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios: the headline limit first, then the other published conventions

interface ScenarioSpec {
  id: string;
  label: string;
  limit: number;
  limitUnit: 'percent' | 'multiple';
}

function scenarioSpecs(rules: CountryRules): ScenarioSpec[] {
  switch (rules.country) {
    case 'us': {
      const v = rules.values;
      return [
        {
          id: 'manual-underwriting',
          label: `Fannie Mae, manually underwritten loan: all debts up to ${v.maxDtiManualPct.value} % of income (the headline figure)`,
          limit: v.maxDtiManualPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'manual-with-compensating-factors',
          label: `Fannie Mae, manual underwriting with the credit score and reserves of the Eligibility Matrix: up to ${v.maxDtiManualCompensatingPct.value} %`,
          limit: v.maxDtiManualCompensatingPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'desktop-underwriter',
          label: `Fannie Mae, Desktop Underwriter (automated): up to ${v.maxDtiDuPct.value} %`,
          limit: v.maxDtiDuPct.value,
          limitUnit: 'percent',
        },
      ];
    }
    case 'es': {
      const v = rules.values;
      return [
        {
          id: 'instalment-upper',
          label: `Spanish banks: instalment up to ${v.maxInstalmentPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} % (the headline figure)`,
          limit: v.maxInstalmentPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'instalment-lower',
          label: `Spanish banks, conservative end: instalment up to ${v.maxInstalmentLowPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} %`,
          limit: v.maxInstalmentLowPct.value,
          limitUnit: 'percent',
        },
      ];
    }
    case 'uk': {
      const v = rules.values;
      return [
        {
          id: 'multiple-upper',
          label: `UK lenders: ${v.incomeMultiple.value} times annual net profit (the headline figure)`,
          limit: v.incomeMultiple.value,
          limitUnit: 'multiple',
        },
        {
          id: 'multiple-lower',
          label: `UK lenders, lower end: ${v.incomeMultipleLow.value} times annual net profit`,
          limit: v.incomeMultipleLow.value,
          limitUnit: 'multiple',
        },
      ];
    }
  }
}

function applyLimit(rules: CountryRules, limit: number, income: number, input: MortgageInput, financing: Financing | null): LimitResult {
  const otherDebt = input.otherDebtMonthly ?? 0;
  switch (rules.country) {
    case 'us':
      return usLimit(income, limit, otherDebt, input.deposit ?? 0, financing!);
    case 'es':
      return esLimit(income, limit, rules.values, otherDebt, input.deposit, financing!);
    case 'uk':
      return ukLimit(income, limit, input.deposit ?? 0);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The whole estimate

/** 1234567.891 → "1,234,567.89" (cents, thousands separated), for the sentences. */
export function formatMoney(value: number): string {
  const [whole, fraction] = Math.abs(cents(value)).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export interface Estimate {
  country: Country;
  currency: (typeof CURRENCY)[Country];
  method: 'debt-to-income' | 'income-multiple';
  qualifyingIncome: number;
  monthlyIncome: number;
  maxMonthlyPayment: number | null;
  loanLimitByIncome: number;
  loanLimitByDeposit: number | null;
  maxLoan: number;
  depositNeeded: number | null;
  maxPrice: number;
  bindingLimit: BindingLimit;
  monthlyPayment: number | null;
  scenarios: {
    id: string;
    label: string;
    limit: number;
    limitUnit: 'percent' | 'multiple';
    maxMonthlyPayment: number | null;
    maxLoan: number;
    maxPrice: number;
    bindingLimit: BindingLimit;
  }[];
  extraDeduction: {
    amount: number;
    qualifyingIncomeAfter: number;
    maxLoanAfter: number;
    borrowingPowerCost: number;
    marginalTaxPct: number | null;
    taxSaved: number | null;
    borrowingPowerCostPerUnitOfTaxSaved: number | null;
    summary: string;
  } | null;
  yearsTradingRequired: number;
  yearsTradingCheck: 'met' | 'below' | 'not-checked';
  warnings: string[];
  breakdown: BreakdownItem[];
  assumptions: string[];
}

/**
 * The estimate for validated input. `financing` is required for us and es (the caller has checked ratePct and
 * termYears); for uk it is used only for the illustrative monthly payment.
 */
export function estimate(input: MortgageInput, rules: CountryRules): Estimate {
  const country = rules.country;
  const currency = CURRENCY[country];
  const income = input.netProfit;
  const otherDebt = input.otherDebtMonthly ?? 0;
  const financing: Financing | null =
    input.ratePct !== undefined && input.termYears !== undefined ? { ratePct: input.ratePct, termYears: input.termYears } : null;
  const warnings: string[] = [];
  const assumptions: string[] = [];

  const specs = scenarioSpecs(rules);
  const headlineSpec = specs[0]!;
  const results = specs.map((spec) => applyLimit(rules, spec.limit, income, input, financing));
  const headline = results[0]!;

  // The payment on the loan offered: for us/es the payment room itself unless the loan-to-value cap cut the loan.
  let monthlyPayment: number | null = null;
  if (financing) {
    monthlyPayment =
      headline.maxMonthlyPayment !== null && headline.maxLoan === headline.loanByIncome
        ? headline.maxMonthlyPayment
        : levelPayment(headline.maxLoan, financing.ratePct, financing.termYears);
  }

  const breakdown: BreakdownItem[] = [term('qualifyingIncome', 'Qualifying income: annual net profit as given', income), ...headline.terms];
  if (country === 'uk' && financing && monthlyPayment !== null) {
    breakdown.push(term('monthlyPayment', `Monthly payment on that loan at ${financing.ratePct} % over ${financing.termYears} years (repayment mortgage)`, monthlyPayment));
  } else if (country === 'es' && headline.bindingLimit === 'loan-to-value' && monthlyPayment !== null) {
    breakdown.push(term('monthlyPayment', 'Monthly instalment on the capped loan', monthlyPayment));
  }

  // Extra deduction: the loan lost because the lender sees a lower income, against the tax the deduction saves.
  let extraDeduction: Estimate['extraDeduction'] = null;
  if (input.extraDeduction !== undefined) {
    const amount = input.extraDeduction;
    const incomeAfter = Math.max(0, income - amount);
    const after = applyLimit(rules, headlineSpec.limit, incomeAfter, input, financing);
    const cost = headline.maxLoan - after.maxLoan;
    const marginalTaxPct = input.marginalTaxPct ?? null;
    const taxSaved = marginalTaxPct === null ? null : amount * (marginalTaxPct / 100);
    const ratio = taxSaved === null || cents(taxSaved) === 0 ? null : cents(cost) / cents(taxSaved);
    const taxPart =
      taxSaved === null ? '' : ratio === null ? ` saves no tax at ${marginalTaxPct} % and` : ` saves ${formatMoney(taxSaved)} ${currency} of tax at ${marginalTaxPct} % but`;
    let summary: string;
    if (cents(cost) === 0) {
      const why =
        headline.maxLoan === 0
          ? 'the maximum loan is already 0'
          : after.bindingLimit === 'loan-to-value'
            ? 'the deposit, through the loan-to-value cap, limits the loan, not income'
            : 'the limit that binds does not depend on the deducted income';
      summary = `Deducting ${formatMoney(amount)} ${currency}${taxPart === '' ? '' : taxPart.replace(/ but$/, ' and')} does not lower the maximum loan: ${why}.`;
    } else if (taxSaved === null) {
      summary =
        `Deducting ${formatMoney(amount)} ${currency} lowers the maximum loan by ${formatMoney(cost)} ${currency}; ` +
        'give marginalTaxPct to set it against the tax the deduction saves.';
    } else if (ratio === null) {
      summary = `Deducting ${formatMoney(amount)} ${currency}${taxPart} lowers the maximum loan by ${formatMoney(cost)} ${currency}.`;
    } else {
      summary =
        `Deducting ${formatMoney(amount)} ${currency}${taxPart} lowers the maximum loan by ${formatMoney(cost)} ${currency}: ` +
        `${formatMoney(ratio)} of borrowing power per 1 of tax saved.`;
    }
    extraDeduction = {
      amount: cents(amount),
      qualifyingIncomeAfter: cents(incomeAfter),
      maxLoanAfter: cents(after.maxLoan),
      borrowingPowerCost: cents(cost),
      marginalTaxPct,
      taxSaved: taxSaved === null ? null : cents(taxSaved),
      borrowingPowerCostPerUnitOfTaxSaved: ratio === null ? null : cents(ratio),
      summary,
    };
    breakdown.push(term('incomeAfterExtraDeduction', 'With the extra deduction: qualifying income less the deduction (never below 0)', incomeAfter));
    breakdown.push(term('maxLoanAfterExtraDeduction', 'Maximum loan on that income, same rules', after.maxLoan));
    breakdown.push(term('borrowingPowerCost', 'Borrowing power the deduction costs (maximum loan before − after)', cost));
    if (taxSaved !== null) breakdown.push(term('taxSaved', `Tax the deduction saves: deduction × ${marginalTaxPct} %`, taxSaved));
    if (amount > income) assumptions.push('extraDeduction is larger than netProfit: the income after it is taken as 0.');
  } else if (input.marginalTaxPct !== undefined) {
    assumptions.push('marginalTaxPct is used only to price an extraDeduction; none was given, so it was not used.');
  }

  // Years of accounts.
  const yearsTradingRequired = rules.values.minYearsTrading.value;
  let yearsTradingCheck: Estimate['yearsTradingCheck'];
  if (input.yearsTrading === undefined) {
    yearsTradingCheck = 'not-checked';
    warnings.push(`yearsTrading not given: the years-of-accounts check was not done (lenders usually ask for ${yearsTradingRequired}).`);
  } else if (input.yearsTrading >= yearsTradingRequired) {
    yearsTradingCheck = 'met';
  } else {
    yearsTradingCheck = 'below';
    warnings.push(yearsWarning(rules, input.yearsTrading));
  }

  // Country-specific warnings and assumptions.
  assumptions.push(
    'Qualifying income is netProfit as given, one year. Lenders usually average the last two years of returns (a falling year can ' +
      'lower the figure) and may add back some items such as depreciation; neither is modelled.',
  );
  if (income === 0) warnings.push('netProfit is 0: there is no income to lend against, so the maximum loan is 0.');
  if (financing) {
    assumptions.push(
      `Payments are level monthly payments of principal and interest at ${financing.ratePct} % a year (monthly rate = annual ÷ 12) ` +
        `over ${financing.termYears} years (${financing.termYears * 12} payments).`,
    );
  }
  if (country === 'us') usNotes(rules.values, headline, otherDebt, input.deposit, currency, warnings, assumptions);
  else if (country === 'es') esNotes(rules.values, headline, otherDebt, input.deposit, currency, warnings, assumptions);
  else ukNotes(rules.values, otherDebt, input, warnings, assumptions);
  assumptions.push(
    'The maximum price is the maximum loan plus the deposit; purchase taxes, fees and other buying costs are not included and must be paid on top.',
  );
  assumptions.push('Money amounts are in the currency of the country chosen, computed at full precision and rounded to cents only in the output.');

  return {
    country,
    currency,
    method: country === 'uk' ? 'income-multiple' : 'debt-to-income',
    qualifyingIncome: cents(income),
    monthlyIncome: cents(income / 12),
    maxMonthlyPayment: headline.maxMonthlyPayment === null ? null : cents(headline.maxMonthlyPayment),
    loanLimitByIncome: cents(headline.loanByIncome),
    loanLimitByDeposit: headline.loanByDeposit === null ? null : cents(headline.loanByDeposit),
    maxLoan: cents(headline.maxLoan),
    depositNeeded: headline.depositNeeded === null ? null : cents(headline.depositNeeded),
    maxPrice: cents(headline.maxPrice),
    bindingLimit: headline.bindingLimit,
    monthlyPayment: monthlyPayment === null ? null : cents(monthlyPayment),
    scenarios: specs.map((spec, i) => {
      const r = results[i]!;
      return {
        id: spec.id,
        label: spec.label,
        limit: spec.limit,
        limitUnit: spec.limitUnit,
        maxMonthlyPayment: r.maxMonthlyPayment === null ? null : cents(r.maxMonthlyPayment),
        maxLoan: cents(r.maxLoan),
        maxPrice: cents(r.maxPrice),
        bindingLimit: r.bindingLimit,
      };
    }),
    extraDeduction,
    yearsTradingRequired,
    yearsTradingCheck,
    warnings,
    breakdown: breakdown.map((t) => ({ ...t, amount: cents(t.amount) })),
    assumptions,
  };
}

function yearsWarning(rules: CountryRules, years: number): string {
  const given = `${years} year${years === 1 ? '' : 's'}`;
  switch (rules.country) {
    case 'us': {
      const du = rules.values.minYearsTradingDuException.value;
      return (
        `yearsTrading is ${given}: Fannie Mae generally requires a ${rules.values.minYearsTrading.value}-year history of self-employment income` +
        (years >= du
          ? `. Desktop Underwriter accepts ${du} year of returns for some casefiles, when the return shows at least 12 months of self-employment income and the lender completes a cash-flow analysis.`
          : ', and even the Desktop Underwriter exception needs one full year of self-employment on a filed tax return.')
      );
    }
    case 'uk':
      return `yearsTrading is ${given}: most UK lenders ask for at least ${rules.values.minYearsTrading.value} years of trading history (accounts or SA302 tax calculations); some accept one full year.`;
    case 'es':
      return `yearsTrading is ${given}: most Spanish banks ask for at least ${rules.values.minYearsTrading.value} years of continuous activity as an autónomo.`;
  }
}

function usNotes(
  values: UsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: string,
  warnings: string[],
  assumptions: string[],
): void {
  const manual = values.maxDtiManualPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${manual} % debt-to-income limit: no room is left for a mortgage payment at this limit (see scenarios for the higher limits).`,
    );
  }
  assumptions.push(
    `Headline limit: Fannie Mae's ${manual} % maximum total debt-to-income ratio for manually underwritten loans. Scenarios show ` +
      `${values.maxDtiManualCompensatingPct.value} % (manual, with the credit score and reserves of the Eligibility Matrix) and ` +
      `${values.maxDtiDuPct.value} % (Desktop Underwriter). The 43 % often quoted is the former Qualified Mortgage cap, not a current limit.`,
  );
  assumptions.push(
    'The payment is principal and interest only. The lender counts the whole housing payment — property taxes, homeowners insurance, ' +
      'HOA dues and any mortgage insurance — inside the same limit, so the real maximum loan is lower.',
  );
  assumptions.push('No loan-to-value limit is applied: the loan programme, the price and the deposit decide whether mortgage insurance or a larger deposit is needed.');
  if (deposit === undefined) assumptions.push('deposit not given: taken as 0, so the maximum price equals the maximum loan.');
}

function esNotes(
  values: EsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: string,
  warnings: string[],
  assumptions: string[],
): void {
  const ltv = values.maxLtvPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${values.maxTotalDebtPct.value} % total-debt limit: no room is left for a mortgage instalment.`,
    );
  }
  if (headline.bindingLimit === 'loan-to-value') {
    warnings.push(
      `The ${ltv} % loan-to-value cap binds: with a deposit of ${formatMoney(deposit!)} ${currency} the bank lends at most ` +
        `${formatMoney(headline.maxLoan)} ${currency}. A deposit of ${formatMoney(headline.depositNeeded!)} ${currency} would let you borrow ` +
        `the ${formatMoney(headline.loanByIncome)} ${currency} your income supports.`,
    );
  }
  if (deposit === undefined) {
    warnings.push(
      `deposit not given: the loan-to-value cap was not checked. The maximum price assumes you put down the ${formatMoney(headline.depositNeeded!)} ${currency} ` +
        `that keeps the loan at ${ltv} % of the price, plus purchase taxes and costs.`,
    );
  }
  assumptions.push(
    `Spanish limits are market conventions of the banks, not law (no Banco de España rule sets them): instalment at most ` +
      `${values.maxInstalmentPct.value} % of net monthly income (scenario: ${values.maxInstalmentLowPct.value} %), all debts at most ` +
      `${values.maxTotalDebtPct.value} %, loan at most ${ltv} % of the price of a main home (second homes usually less).`,
  );
  assumptions.push(
    'Spanish banks apply the ratios to net income after income tax (IRPF); netProfit is before income tax, so this estimate is optimistic.',
  );
  assumptions.push(`The ${ltv} % cap applies to the lower of appraisal and price; the price is assumed to be no higher than the appraisal.`);
}

function ukNotes(values: UkRules, otherDebt: number, input: MortgageInput, warnings: string[], assumptions: string[]): void {
  if (otherDebt > 0) {
    warnings.push(
      'otherDebtMonthly is not deducted: UK lenders run an affordability assessment that counts existing commitments, living costs and a ' +
        'stressed interest rate, which can bring the loan well below the income multiple. That assessment is not modelled.',
    );
  }
  assumptions.push(
    `Headline: ${values.incomeMultiple.value} times annual net profit, a broker convention (scenario: ${values.incomeMultipleLow.value} times); ` +
      'some lenders go to 5–5.5 times. Lenders also run affordability and stress tests that are not modelled.',
  );
  assumptions.push(
    `Bank of England flow limit: no more than ${values.ltiFlowLimitSharePct.value} % of new owner-occupier mortgages may be at ` +
      `${values.ltiFlowLimitMultiple.value} times income or more, so loans at the headline multiple are rationed by lenders.`,
  );
  if (input.ratePct === undefined || input.termYears === undefined) {
    assumptions.push('The UK loan does not depend on a rate or a term; give both ratePct and termYears to see the monthly payment on it.');
  }
  if (input.deposit === undefined) assumptions.push('deposit not given: taken as 0, so the maximum price equals the maximum loan.');
}

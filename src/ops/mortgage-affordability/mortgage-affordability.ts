import { cents } from '../../core/money.js';
import { formatMoney as moneyIn, formatNumber as numberIn, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
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
// The words of the result: English (the API's) or Spanish (the Spanish page's), figures written the same way

/** `t(english, spanish)` and the locale, as `textsFor(ctx)` gives them; English when absent. */
export interface Say {
  locale: Locale;
  t(en: string, es: string): string;
}

const ENGLISH: Say = { locale: 'en', t: (en) => en };

/** Formatters for the Spanish texts (the English ones keep their own, written inline as before). */
const es = {
  pct: (value: number) => formatPercent(value, 'es'),
  num: (value: number) => numberIn(value, 'es'),
  money: (value: number, currency: (typeof CURRENCY)[Country]) => moneyIn(cents(value), currency, 'es'),
  years: (n: number) => `${numberIn(n, 'es')} ${n === 1 ? 'año' : 'años'}`,
};

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

function maxPriceLabel({ t }: Say): string {
  return t(
    'Maximum price (loan + deposit), purchase taxes and costs not included',
    'Precio máximo (préstamo + entrada), sin impuestos ni gastos de compra',
  );
}

/** US: payment room = DTI % × monthly income − other debts (never below 0); loan = its present value. */
function usLimit(income: number, dtiPct: number, otherDebt: number, deposit: number, financing: Financing, say: Say): LimitResult {
  const { t } = say;
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
      term('monthlyIncome', t('Qualifying income per month (annual ÷ 12)', 'Ingresos computables al mes (anuales ÷ 12)'), monthly),
      term(
        'totalDebtAllowed',
        t(`All monthly debt payments allowed: ${dtiPct} % of monthly income`, `Pagos mensuales de deudas permitidos: ${es.pct(dtiPct)} de los ingresos mensuales`),
        allowed,
      ),
      term('otherDebtMonthly', t('Less existing debt payments per month', 'Menos los pagos mensuales de las deudas actuales'), -otherDebt),
      term(
        'maxMonthlyPayment',
        t('Largest mortgage payment (principal and interest), never below 0', 'Cuota hipotecaria máxima (capital e intereses), nunca menor que 0'),
        payment,
      ),
      term(
        'maxLoan',
        t(
          `Loan that payment repays at ${financing.ratePct} % over ${financing.termYears} years`,
          `Préstamo que amortiza esa cuota al ${es.pct(financing.ratePct)} en ${es.years(financing.termYears)}`,
        ),
        loan,
      ),
      term('deposit', t('Plus the deposit', 'Más la entrada'), deposit),
      term('maxPrice', maxPriceLabel(say), loan + deposit),
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
  say: Say,
): LimitResult {
  const { t } = say;
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
  const totalDebtPct = rules.maxTotalDebtPct.value;
  const terms = [
    term('monthlyIncome', t('Qualifying income per month (annual ÷ 12)', 'Ingresos computables al mes (anuales ÷ 12)'), monthly),
    term(
      'instalmentLimit',
      t(`Mortgage instalment allowed: ${instalmentPct} % of monthly income`, `Cuota hipotecaria permitida: ${es.pct(instalmentPct)} de los ingresos mensuales`),
      instalmentCap,
    ),
    term(
      'totalDebtLimit',
      t(`All debt payments allowed: ${totalDebtPct} % of monthly income`, `Pagos de todas las deudas permitidos: ${es.pct(totalDebtPct)} de los ingresos mensuales`),
      totalDebtCap,
    ),
    term('otherDebtMonthly', t('Less existing debt payments per month', 'Menos los pagos mensuales de las deudas actuales'), -otherDebt),
    term('totalDebtRoom', t('Room left under the total-debt limit', 'Margen que queda bajo el límite de endeudamiento total'), totalDebtRoom),
    term(
      'maxMonthlyPayment',
      t(
        'Largest instalment: the lower of the instalment limit and the room left, never below 0',
        'Cuota máxima: la menor entre el límite de la cuota y el margen que queda, nunca menor que 0',
      ),
      payment,
    ),
    term(
      'loanByIncome',
      t(
        `Loan that instalment repays at ${financing.ratePct} % over ${financing.termYears} years`,
        `Préstamo que amortiza esa cuota al ${es.pct(financing.ratePct)} en ${es.years(financing.termYears)}`,
      ),
      loanByIncome,
    ),
  ];
  if (loanByDeposit !== null) {
    terms.push(
      term(
        'loanByDeposit',
        t(
          `Loan the ${ltv} % loan-to-value cap allows with this deposit (${ltvFactor} × deposit)`,
          `Préstamo que permite el límite de financiación del ${es.pct(ltv)} con esta entrada (${es.num(ltvFactor)} × entrada)`,
        ),
        loanByDeposit,
      ),
    );
    terms.push(term('maxLoan', t('Maximum loan: the lower of the two', 'Préstamo máximo: el menor de los dos'), maxLoan));
    terms.push(term('deposit', t('Plus the deposit', 'Más la entrada'), deposit!));
  } else {
    terms.push(
      term(
        'maxLoan',
        t(
          'Maximum loan (no deposit given: the loan-to-value cap is not applied)',
          'Préstamo máximo (sin entrada indicada: no se aplica el límite de financiación)',
        ),
        maxLoan,
      ),
    );
    terms.push(
      term(
        'depositNeeded',
        t(
          `Plus the deposit the ${ltv} % cap needs for this loan (loan ÷ ${ltvFactor})`,
          `Más la entrada que exige el límite del ${es.pct(ltv)} para este préstamo (préstamo ÷ ${es.num(ltvFactor)})`,
        ),
        depositNeeded,
      ),
    );
  }
  terms.push(term('maxPrice', maxPriceLabel(say), maxPrice));
  return { maxMonthlyPayment: payment, loanByIncome, loanByDeposit, maxLoan, depositNeeded, maxPrice, bindingLimit, terms };
}

/** UK: loan = income multiple × annual income; existing debts are not deducted (see the warnings). */
function ukLimit(income: number, multiple: number, deposit: number, say: Say): LimitResult {
  const { t } = say;
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
      term('maxLoan', t(`Maximum loan: ${multiple} × annual income`, `Préstamo máximo: ${es.num(multiple)} × ingresos anuales`), loan),
      term('deposit', t('Plus the deposit', 'Más la entrada'), deposit),
      term('maxPrice', maxPriceLabel(say), loan + deposit),
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

function scenarioSpecs(rules: CountryRules, { t }: Say): ScenarioSpec[] {
  switch (rules.country) {
    case 'us': {
      const v = rules.values;
      return [
        {
          id: 'manual-underwriting',
          label: t(
            `Fannie Mae, manually underwritten loan: all debts up to ${v.maxDtiManualPct.value} % of income (the headline figure)`,
            `Fannie Mae, préstamo con análisis manual: todas las deudas hasta el ${es.pct(v.maxDtiManualPct.value)} de los ingresos (la cifra principal)`,
          ),
          limit: v.maxDtiManualPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'manual-with-compensating-factors',
          label: t(
            `Fannie Mae, manual underwriting with the credit score and reserves of the Eligibility Matrix: up to ${v.maxDtiManualCompensatingPct.value} %`,
            'Fannie Mae, análisis manual con la puntuación de crédito y las reservas que pide su matriz de elegibilidad: hasta el ' +
              es.pct(v.maxDtiManualCompensatingPct.value),
          ),
          limit: v.maxDtiManualCompensatingPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'desktop-underwriter',
          label: t(
            `Fannie Mae, Desktop Underwriter (automated): up to ${v.maxDtiDuPct.value} %`,
            `Fannie Mae, Desktop Underwriter (análisis automatizado): hasta el ${es.pct(v.maxDtiDuPct.value)}`,
          ),
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
          label: t(
            `Spanish banks: instalment up to ${v.maxInstalmentPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} % (the headline figure)`,
            `Bancos españoles: cuota hasta el ${es.pct(v.maxInstalmentPct.value)} de los ingresos netos, todas las deudas hasta el ` +
              `${es.pct(v.maxTotalDebtPct.value)} (la cifra principal)`,
          ),
          limit: v.maxInstalmentPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'instalment-lower',
          label: t(
            `Spanish banks, conservative end: instalment up to ${v.maxInstalmentLowPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} %`,
            `Bancos españoles, criterio prudente: cuota hasta el ${es.pct(v.maxInstalmentLowPct.value)} de los ingresos netos, todas las ` +
              `deudas hasta el ${es.pct(v.maxTotalDebtPct.value)}`,
          ),
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
          label: t(
            `UK lenders: ${v.incomeMultiple.value} times annual net profit (the headline figure)`,
            `Prestamistas británicos: ${es.num(v.incomeMultiple.value)} veces el beneficio neto anual (la cifra principal)`,
          ),
          limit: v.incomeMultiple.value,
          limitUnit: 'multiple',
        },
        {
          id: 'multiple-lower',
          label: t(
            `UK lenders, lower end: ${v.incomeMultipleLow.value} times annual net profit`,
            `Prestamistas británicos, criterio bajo: ${es.num(v.incomeMultipleLow.value)} veces el beneficio neto anual`,
          ),
          limit: v.incomeMultipleLow.value,
          limitUnit: 'multiple',
        },
      ];
    }
  }
}

function applyLimit(
  rules: CountryRules,
  limit: number,
  income: number,
  input: MortgageInput,
  financing: Financing | null,
  say: Say,
): LimitResult {
  const otherDebt = input.otherDebtMonthly ?? 0;
  switch (rules.country) {
    case 'us':
      return usLimit(income, limit, otherDebt, input.deposit ?? 0, financing!, say);
    case 'es':
      return esLimit(income, limit, rules.values, otherDebt, input.deposit, financing!, say);
    case 'uk':
      return ukLimit(income, limit, input.deposit ?? 0, say);
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
export function estimate(input: MortgageInput, rules: CountryRules, say: Say = ENGLISH): Estimate {
  const { t } = say;
  const country = rules.country;
  const currency = CURRENCY[country];
  const income = input.netProfit;
  const otherDebt = input.otherDebtMonthly ?? 0;
  const financing: Financing | null =
    input.ratePct !== undefined && input.termYears !== undefined ? { ratePct: input.ratePct, termYears: input.termYears } : null;
  const warnings: string[] = [];
  const assumptions: string[] = [];

  const specs = scenarioSpecs(rules, say);
  const headlineSpec = specs[0]!;
  const results = specs.map((spec) => applyLimit(rules, spec.limit, income, input, financing, say));
  const headline = results[0]!;

  // The payment on the loan offered: for us/es the payment room itself unless the loan-to-value cap cut the loan.
  let monthlyPayment: number | null = null;
  if (financing) {
    monthlyPayment =
      headline.maxMonthlyPayment !== null && headline.maxLoan === headline.loanByIncome
        ? headline.maxMonthlyPayment
        : levelPayment(headline.maxLoan, financing.ratePct, financing.termYears);
  }

  const breakdown: BreakdownItem[] = [
    term('qualifyingIncome', t('Qualifying income: annual net profit as given', 'Ingresos computables: el beneficio neto anual indicado'), income),
    ...headline.terms,
  ];
  if (country === 'uk' && financing && monthlyPayment !== null) {
    breakdown.push(
      term(
        'monthlyPayment',
        t(
          `Monthly payment on that loan at ${financing.ratePct} % over ${financing.termYears} years (repayment mortgage)`,
          `Cuota mensual de ese préstamo al ${es.pct(financing.ratePct)} en ${es.years(financing.termYears)} (hipoteca con amortización)`,
        ),
        monthlyPayment,
      ),
    );
  } else if (country === 'es' && headline.bindingLimit === 'loan-to-value' && monthlyPayment !== null) {
    breakdown.push(term('monthlyPayment', t('Monthly instalment on the capped loan', 'Cuota mensual del préstamo limitado'), monthlyPayment));
  }

  // Extra deduction: the loan lost because the lender sees a lower income, against the tax the deduction saves.
  let extraDeduction: Estimate['extraDeduction'] = null;
  if (input.extraDeduction !== undefined) {
    const amount = input.extraDeduction;
    const incomeAfter = Math.max(0, income - amount);
    const after = applyLimit(rules, headlineSpec.limit, incomeAfter, input, financing, say);
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
        'give your marginal tax rate to set it against the tax the deduction saves.';
    } else if (ratio === null) {
      summary = `Deducting ${formatMoney(amount)} ${currency}${taxPart} lowers the maximum loan by ${formatMoney(cost)} ${currency}.`;
    } else {
      summary =
        `Deducting ${formatMoney(amount)} ${currency}${taxPart} lowers the maximum loan by ${formatMoney(cost)} ${currency}: ` +
        `${formatMoney(ratio)} of borrowing power per 1 of tax saved.`;
    }
    if (say.locale === 'es') summary = deductionSummaryEs(amount, cost, taxSaved, ratio, marginalTaxPct, headline.maxLoan, after.bindingLimit, currency);
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
    breakdown.push(
      term(
        'incomeAfterExtraDeduction',
        t(
          'With the extra deduction: qualifying income less the deduction (never below 0)',
          'Con la deducción adicional: ingresos computables menos la deducción (nunca menos de 0)',
        ),
        incomeAfter,
      ),
    );
    breakdown.push(term('maxLoanAfterExtraDeduction', t('Maximum loan on that income, same rules', 'Préstamo máximo con esos ingresos, mismas reglas'), after.maxLoan));
    breakdown.push(
      term(
        'borrowingPowerCost',
        t(
          'Borrowing power the deduction costs (maximum loan before − after)',
          'Capacidad de préstamo que cuesta la deducción (préstamo máximo antes − después)',
        ),
        cost,
      ),
    );
    if (taxSaved !== null) {
      breakdown.push(
        term('taxSaved', t(`Tax the deduction saves: deduction × ${marginalTaxPct} %`, `Impuesto que ahorra la deducción: deducción × ${es.pct(marginalTaxPct!)}`), taxSaved),
      );
    }
    if (amount > income) {
      assumptions.push(
        t(
          'extraDeduction is larger than netProfit: the income after it is taken as 0.',
          'La deducción adicional supera el beneficio neto: los ingresos después de ella se toman como 0.',
        ),
      );
    }
  } else if (input.marginalTaxPct !== undefined) {
    assumptions.push(
      t(
        'The marginal tax rate is used only to price an extra deduction; none was given, so it was not used.',
        'El tipo marginal solo sirve para valorar una deducción adicional; no se indicó ninguna, así que no se ha usado.',
      ),
    );
  }

  // Years of accounts.
  const yearsTradingRequired = rules.values.minYearsTrading.value;
  let yearsTradingCheck: Estimate['yearsTradingCheck'];
  if (input.yearsTrading === undefined) {
    yearsTradingCheck = 'not-checked';
    warnings.push(
      t(
        `Years of accounts not given: the years-of-accounts check was not done (lenders usually ask for ${yearsTradingRequired}).`,
        `No se indicaron los años de actividad: no se ha hecho esa comprobación (los prestamistas suelen pedir ${es.years(yearsTradingRequired)}).`,
      ),
    );
  } else if (input.yearsTrading >= yearsTradingRequired) {
    yearsTradingCheck = 'met';
  } else {
    yearsTradingCheck = 'below';
    warnings.push(yearsWarning(rules, input.yearsTrading, say));
  }

  // Country-specific warnings and assumptions.
  assumptions.push(
    t(
      'Qualifying income is the net profit as given, one year. Lenders usually average the last two years of returns (a falling year can ' +
        'lower the figure) and may add back some items such as depreciation; neither is modelled.',
      'Los ingresos computables son el beneficio neto indicado, de un solo año. Los prestamistas suelen promediar las declaraciones de ' +
        'los dos últimos años (un año peor puede bajar la cifra) y pueden sumar algunas partidas, como las amortizaciones; nada de esto se modela.',
    ),
  );
  if (income === 0) {
    warnings.push(
      t(
        'netProfit is 0: there is no income to lend against, so the maximum loan is 0.',
        'El beneficio neto es 0: no hay ingresos que respalden un préstamo, así que el préstamo máximo es 0.',
      ),
    );
  }
  if (financing) {
    assumptions.push(
      t(
        `Payments are level monthly payments of principal and interest at ${financing.ratePct} % a year (monthly rate = annual ÷ 12) ` +
          `over ${financing.termYears} years (${financing.termYears * 12} payments).`,
        `Cuotas mensuales constantes de capital e intereses al ${es.pct(financing.ratePct)} anual (tipo mensual = anual ÷ 12) ` +
          `durante ${es.years(financing.termYears)} (${es.num(financing.termYears * 12)} cuotas).`,
      ),
    );
  }
  if (country === 'us') usNotes(rules.values, headline, otherDebt, input.deposit, currency, warnings, assumptions, say);
  else if (country === 'es') esNotes(rules.values, headline, otherDebt, input.deposit, currency, warnings, assumptions, say);
  else ukNotes(rules.values, otherDebt, input, warnings, assumptions, say);
  assumptions.push(
    t(
      'The maximum price is the maximum loan plus the deposit; purchase taxes, fees and other buying costs are not included and must be paid on top.',
      'El precio máximo es el préstamo máximo más la entrada; los impuestos, comisiones y demás gastos de compra no están incluidos y se ' +
        'pagan aparte.',
    ),
  );
  assumptions.push(
    t(
      'Money amounts are in the currency of the country chosen, computed at full precision and rounded to cents only in the output.',
      'Los importes están en la moneda del país elegido, se calculan con precisión completa y se redondean a céntimos solo en el resultado.',
    ),
  );

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

function yearsWarning(rules: CountryRules, years: number, { t }: Say): string {
  const given = `${years} year${years === 1 ? '' : 's'}`;
  const givenEs = `Años de actividad: ${es.years(years)}`;
  switch (rules.country) {
    case 'us': {
      const du = rules.values.minYearsTradingDuException.value;
      const required = rules.values.minYearsTrading.value;
      return t(
        `yearsTrading is ${given}: Fannie Mae generally requires a ${required}-year history of self-employment income` +
          (years >= du
            ? `. Desktop Underwriter accepts ${du} year of returns for some casefiles, when the return shows at least 12 months of self-employment income and the lender completes a cash-flow analysis.`
            : ', and even the Desktop Underwriter exception needs one full year of self-employment on a filed tax return.'),
        `${givenEs}. Fannie Mae suele exigir un historial de ${es.years(required)} de ingresos como autónomo` +
          (years >= du
            ? `. Desktop Underwriter acepta ${es.years(du)} de declaraciones en algunos expedientes, cuando la declaración muestra al menos ` +
              '12 meses de ingresos como autónomo y el prestamista completa un análisis de flujo de caja.'
            : ', e incluso la excepción de Desktop Underwriter exige un año completo como autónomo en una declaración presentada.'),
      );
    }
    case 'uk':
      return t(
        `yearsTrading is ${given}: most UK lenders ask for at least ${rules.values.minYearsTrading.value} years of trading history (accounts or SA302 tax calculations); some accept one full year.`,
        `${givenEs}. La mayoría de los prestamistas británicos piden al menos ${es.years(rules.values.minYearsTrading.value)} de actividad ` +
          '(cuentas o cálculos fiscales SA302); algunos aceptan un año completo.',
      );
    case 'es':
      return t(
        `yearsTrading is ${given}: most Spanish banks ask for at least ${rules.values.minYearsTrading.value} years of continuous activity as an autónomo.`,
        `${givenEs}. La mayoría de los bancos españoles piden al menos ${es.years(rules.values.minYearsTrading.value)} de actividad ` +
          'continuada como autónomo.',
      );
  }
}

/** The extra deduction's trade-off in one Spanish sentence (the English one is built in `estimate`). */
function deductionSummaryEs(
  amount: number,
  cost: number,
  taxSaved: number | null,
  ratio: number | null,
  marginalTaxPct: number | null,
  maxLoan: number,
  bindingAfter: BindingLimit,
  currency: (typeof CURRENCY)[Country],
): string {
  const deducting = `Deducir ${es.money(amount, currency)}`;
  const rate = marginalTaxPct === null ? '' : es.pct(marginalTaxPct);
  const lowers = `reduce el préstamo máximo en ${es.money(cost, currency)}`;
  if (cents(cost) === 0) {
    const why =
      maxLoan === 0
        ? 'el préstamo máximo ya es 0'
        : bindingAfter === 'loan-to-value'
          ? 'lo que limita el préstamo es la entrada, a través del límite de financiación, no los ingresos'
          : 'el límite que manda no depende de los ingresos deducidos';
    if (taxSaved === null) return `${deducting} no reduce el préstamo máximo: ${why}.`;
    if (ratio === null) return `${deducting} no ahorra impuestos al ${rate} ni reduce el préstamo máximo: ${why}.`;
    return `${deducting} ahorra ${es.money(taxSaved, currency)} de impuestos al ${rate} y no reduce el préstamo máximo: ${why}.`;
  }
  if (taxSaved === null) {
    return `${deducting} ${lowers}; indica el tipo marginal para compararlo con el impuesto que ahorra la deducción.`;
  }
  if (ratio === null) return `${deducting} no ahorra impuestos al ${rate} y ${lowers}.`;
  return (
    `${deducting} ahorra ${es.money(taxSaved, currency)} de impuestos al ${rate}, pero ${lowers}: ` +
    `${es.num(cents(ratio))} de capacidad de préstamo por cada 1 de impuesto ahorrado.`
  );
}

function usNotes(
  values: UsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: (typeof CURRENCY)[Country],
  warnings: string[],
  assumptions: string[],
  { t }: Say,
): void {
  const manual = values.maxDtiManualPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      t(
        `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${manual} % debt-to-income limit: no room is left for a mortgage payment at this limit (see scenarios for the higher limits).`,
        `Los pagos de las deudas actuales (${es.money(otherDebt, currency)} al mes) agotan todo el límite de endeudamiento del ` +
          `${es.pct(manual)}: no queda margen para una cuota hipotecaria con este límite (los escenarios muestran los límites más altos).`,
      ),
    );
  }
  assumptions.push(
    t(
      `Headline limit: Fannie Mae's ${manual} % maximum total debt-to-income ratio for manually underwritten loans. Scenarios show ` +
        `${values.maxDtiManualCompensatingPct.value} % (manual, with the credit score and reserves of the Eligibility Matrix) and ` +
        `${values.maxDtiDuPct.value} % (Desktop Underwriter). The 43 % often quoted is the former Qualified Mortgage cap, not a current limit.`,
      `Límite principal: el ratio máximo de endeudamiento total del ${es.pct(manual)} que fija Fannie Mae para los préstamos con análisis ` +
        `manual. Los escenarios muestran el ${es.pct(values.maxDtiManualCompensatingPct.value)} (análisis manual, con la puntuación de ` +
        `crédito y las reservas que pide su matriz de elegibilidad) y el ${es.pct(values.maxDtiDuPct.value)} (Desktop Underwriter). El ` +
        `${es.pct(43)} que se cita a menudo es el antiguo tope de las hipotecas cualificadas (QM), no un límite vigente.`,
    ),
  );
  assumptions.push(
    t(
      'The payment is principal and interest only. The lender counts the whole housing payment — property taxes, homeowners insurance, ' +
        'HOA dues and any mortgage insurance — inside the same limit, so the real maximum loan is lower.',
      'La cuota es solo capital e intereses. El prestamista cuenta todo el pago de la vivienda (impuestos sobre la propiedad, seguro ' +
        'de hogar, cuotas de la comunidad de propietarios y cualquier seguro hipotecario) dentro del mismo límite, así que el préstamo ' +
        'máximo real es menor.',
    ),
  );
  assumptions.push(
    t(
      'No loan-to-value limit is applied: the loan programme, the price and the deposit decide whether mortgage insurance or a larger deposit is needed.',
      'No se aplica ningún límite de financiación: el programa del préstamo, el precio y la entrada deciden si hace falta un seguro ' +
        'hipotecario o una entrada mayor.',
    ),
  );
  if (deposit === undefined) assumptions.push(noDepositNote(t));
}

function noDepositNote(t: Say['t']): string {
  return t(
    'deposit not given: taken as 0, so the maximum price equals the maximum loan.',
    'No se indicó la entrada: se toma 0, así que el precio máximo es igual al préstamo máximo.',
  );
}

function esNotes(
  values: EsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: (typeof CURRENCY)[Country],
  warnings: string[],
  assumptions: string[],
  { t }: Say,
): void {
  const ltv = values.maxLtvPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      t(
        `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${values.maxTotalDebtPct.value} % total-debt limit: no room is left for a mortgage instalment.`,
        `Los pagos de las deudas actuales (${es.money(otherDebt, currency)} al mes) agotan todo el límite de endeudamiento total del ` +
          `${es.pct(values.maxTotalDebtPct.value)}: no queda margen para una cuota hipotecaria.`,
      ),
    );
  }
  if (headline.bindingLimit === 'loan-to-value') {
    warnings.push(
      t(
        `The ${ltv} % loan-to-value cap binds: with a deposit of ${formatMoney(deposit!)} ${currency} the bank lends at most ` +
          `${formatMoney(headline.maxLoan)} ${currency}. A deposit of ${formatMoney(headline.depositNeeded!)} ${currency} would let you borrow ` +
          `the ${formatMoney(headline.loanByIncome)} ${currency} your income supports.`,
        `Manda el límite de financiación del ${es.pct(ltv)}: con una entrada de ${es.money(deposit!, currency)}, el banco presta como ` +
          `máximo ${es.money(headline.maxLoan, currency)}. Una entrada de ${es.money(headline.depositNeeded!, currency)} te permitiría ` +
          `pedir los ${es.money(headline.loanByIncome, currency)} que admiten tus ingresos.`,
      ),
    );
  }
  if (deposit === undefined) {
    warnings.push(
      t(
        `deposit not given: the loan-to-value cap was not checked. The maximum price assumes you put down the ${formatMoney(headline.depositNeeded!)} ${currency} ` +
          `that keeps the loan at ${ltv} % of the price, plus purchase taxes and costs.`,
        `No se indicó la entrada: no se ha comprobado el límite de financiación. El precio máximo supone que aportas los ` +
          `${es.money(headline.depositNeeded!, currency)} que dejan el préstamo en el ${es.pct(ltv)} del precio, más los impuestos y ` +
          'gastos de compra.',
      ),
    );
  }
  assumptions.push(
    t(
      `Spanish limits are market conventions of the banks, not law (no Banco de España rule sets them): instalment at most ` +
        `${values.maxInstalmentPct.value} % of net monthly income (scenario: ${values.maxInstalmentLowPct.value} %), all debts at most ` +
        `${values.maxTotalDebtPct.value} %, loan at most ${ltv} % of the price of a main home (second homes usually less).`,
      'Los límites españoles son convenciones de mercado de los bancos, no normas legales (ninguna norma del Banco de España los fija): ' +
        `cuota como máximo del ${es.pct(values.maxInstalmentPct.value)} de los ingresos netos mensuales (escenario: ` +
        `${es.pct(values.maxInstalmentLowPct.value)}), todas las deudas como máximo del ${es.pct(values.maxTotalDebtPct.value)} y ` +
        `préstamo como máximo del ${es.pct(ltv)} del precio de la vivienda habitual (en segundas residencias, normalmente menos).`,
    ),
  );
  assumptions.push(
    t(
      'Spanish banks apply the ratios to net income after income tax (IRPF); netProfit is before income tax, so this estimate is optimistic.',
      'Los bancos españoles aplican los ratios a los ingresos netos después del impuesto sobre la renta (IRPF); el beneficio neto ' +
        'indicado es anterior a ese impuesto, así que esta estimación es optimista.',
    ),
  );
  assumptions.push(
    t(
      `The ${ltv} % cap applies to the lower of appraisal and price; the price is assumed to be no higher than the appraisal.`,
      `El límite del ${es.pct(ltv)} se aplica sobre el menor entre el valor de tasación y el precio; se supone que el precio no supera ` +
        'la tasación.',
    ),
  );
}

function ukNotes(values: UkRules, otherDebt: number, input: MortgageInput, warnings: string[], assumptions: string[], { t }: Say): void {
  if (otherDebt > 0) {
    warnings.push(
      t(
        'otherDebtMonthly is not deducted: UK lenders run an affordability assessment that counts existing commitments, living costs and a ' +
          'stressed interest rate, which can bring the loan well below the income multiple. That assessment is not modelled.',
        'Las otras deudas mensuales no se restan: los prestamistas británicos hacen una evaluación de asequibilidad que tiene en cuenta ' +
          'los compromisos actuales, los gastos de vida y un tipo de interés sometido a estrés, lo que puede dejar el préstamo muy por ' +
          'debajo del múltiplo de ingresos. Esa evaluación no se modela.',
      ),
    );
  }
  assumptions.push(
    t(
      `Headline: ${values.incomeMultiple.value} times annual net profit, a broker convention (scenario: ${values.incomeMultipleLow.value} times); ` +
        'some lenders go to 5–5.5 times. Lenders also run affordability and stress tests that are not modelled.',
      `Cifra principal: ${es.num(values.incomeMultiple.value)} veces el beneficio neto anual, una convención de los intermediarios ` +
        `hipotecarios (escenario: ${es.num(values.incomeMultipleLow.value)} veces); algunos prestamistas llegan a 5–5,5 veces. Los ` +
        'prestamistas también hacen evaluaciones de asequibilidad y pruebas de estrés que no se modelan.',
    ),
  );
  assumptions.push(
    t(
      `Bank of England flow limit: no more than ${values.ltiFlowLimitSharePct.value} % of new owner-occupier mortgages may be at ` +
        `${values.ltiFlowLimitMultiple.value} times income or more, so loans at the headline multiple are rationed by lenders.`,
      `Límite del Banco de Inglaterra: como mucho el ${es.pct(values.ltiFlowLimitSharePct.value)} de las hipotecas nuevas para vivienda ` +
        `propia puede ser de ${es.num(values.ltiFlowLimitMultiple.value)} veces los ingresos o más, así que los prestamistas racionan ` +
        'los préstamos con el múltiplo principal.',
    ),
  );
  if (input.ratePct === undefined || input.termYears === undefined) {
    assumptions.push(
      t(
        'The UK loan does not depend on a rate or a term; give both ratePct and termYears to see the monthly payment on it.',
        'El préstamo británico no depende del tipo ni del plazo; indica los dos, el tipo de interés y el plazo, para ver su cuota mensual.',
      ),
    );
  }
  if (input.deposit === undefined) assumptions.push(noDepositNote(t));
}

// The mortgage estimate: headline limit and scenarios, payment, extra deduction and notes, in the output's shape.
import { cents } from '../../core/money.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import { levelPayment } from './mortgage-amortisation.js';
import { priceExtraDeduction, type ExtraDeduction } from './mortgage-deduction.js';
import { esNotes, ukNotes, usNotes, yearsWarning } from './mortgage-notes.js';
import { applyLimit, scenarioSpecs } from './mortgage-scenarios.js';
import { CURRENCY, type BindingLimit, type Country, type CountryRules, type Financing, type MortgageInput } from './mortgage-types.js';
import { ENGLISH, es, term, type Say } from './mortgage-words.js';

// What other modules import from here, wherever it now lives.
export { levelPayment, presentValue } from './mortgage-amortisation.js';
export { CURRENCY } from './mortgage-types.js';
export type { BindingLimit, Country, CountryRules, EsRules, LimitResult, MortgageInput, UkRules, UsRules } from './mortgage-types.js';
export { formatMoney, type Say } from './mortgage-words.js';

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
  extraDeduction: ExtraDeduction | null;
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
  const extraDeduction = priceExtraDeduction(input, rules, headlineSpec.limit, headline, financing, breakdown, assumptions, say);

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

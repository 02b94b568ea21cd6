// The shapes the mortgage files share: countries with their rules and currencies, the input, one limit's result.
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

/** Rate and term of the loan (us/es always; uk only for the illustrative payment). */
export interface Financing {
  ratePct: number;
  termYears: number;
}

/** One limit applied to one income, at full precision (rounded only in the estimate's output). */
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

// An extra deduction priced: the loan lost because the lender sees a lower income, against the tax it saves.
import type { BreakdownItem } from '../../core/calculator-fields.js';
import { cents } from '../../core/money.js';
import { applyLimit } from './mortgage-scenarios.js';
import { CURRENCY, type BindingLimit, type Country, type CountryRules, type Financing, type LimitResult, type MortgageInput } from './mortgage-types.js';
import { es, formatMoney, term, type Say } from './mortgage-words.js';

/** What an extra deduction costs in borrowing power and saves in tax (null in the estimate when none is given). */
export interface ExtraDeduction {
  amount: number;
  qualifyingIncomeAfter: number;
  maxLoanAfter: number;
  borrowingPowerCost: number;
  marginalTaxPct: number | null;
  taxSaved: number | null;
  borrowingPowerCostPerUnitOfTaxSaved: number | null;
  summary: string;
}

/**
 * The extra deduction's effect on the headline limit, or null when none was given; adds its lines to `breakdown` and
 * its notes to `assumptions`.
 */
export function priceExtraDeduction(
  input: MortgageInput,
  rules: CountryRules,
  headlineLimit: number,
  headline: LimitResult,
  financing: Financing | null,
  breakdown: BreakdownItem[],
  assumptions: string[],
  say: Say,
): ExtraDeduction | null {
  const { t } = say;
  const currency = CURRENCY[rules.country];
  const income = input.netProfit;
  if (input.extraDeduction === undefined) {
    if (input.marginalTaxPct !== undefined) {
      assumptions.push(
        t(
          'The marginal tax rate is used only to price an extra deduction; none was given, so it was not used.',
          'El tipo marginal solo sirve para valorar una deducción adicional; no se indicó ninguna, así que no se ha usado.',
        ),
      );
    }
    return null;
  }
  const amount = input.extraDeduction;
  const incomeAfter = Math.max(0, income - amount);
  const after = applyLimit(rules, headlineLimit, incomeAfter, input, financing, say);
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
  const extraDeduction: ExtraDeduction = {
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
  return extraDeduction;
}

/** The extra deduction's trade-off in one Spanish sentence (the English one is built in `priceExtraDeduction`). */
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

// The UK limit: a multiple of annual income, whatever the rate and term.
import type { LimitResult } from './mortgage-types.js';
import { es, maxPriceLabel, term, type Say } from './mortgage-words.js';

/** UK: loan = income multiple × annual income; existing debts are not deducted (see the warnings). */
export function ukLimit(income: number, multiple: number, deposit: number, say: Say): LimitResult {
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

// The US limit: Fannie Mae's debt-to-income ratio turned into a monthly payment, a loan and a price.
import { presentValue } from './mortgage-amortisation.js';
import type { Financing, LimitResult } from './mortgage-types.js';
import { es, maxPriceLabel, term, type Say } from './mortgage-words.js';

/** US: payment room = DTI % × monthly income − other debts (never below 0); loan = its present value. */
export function usLimit(income: number, dtiPct: number, otherDebt: number, deposit: number, financing: Financing, say: Say): LimitResult {
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

// The Spanish limit: the banks' instalment and total-debt ratios, then the loan-to-value cap on the deposit.
import { presentValue } from './mortgage-amortisation.js';
import type { BindingLimit, EsRules, Financing, LimitResult } from './mortgage-types.js';
import { es, maxPriceLabel, term, type Say } from './mortgage-words.js';

/**
 * Spain: payment room = min(instalment % × income, total-debt % × income − other debts), never below 0; loan by income
 * = its present value; with a deposit D the loan-to-value cap (LTV %) allows LTV / (100 − LTV) × D (80 % → 4 × D).
 */
export function esLimit(
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

import { defineOperation } from '../../core/operation.js';
import { examples } from './mortgage-affordability.examples.js';
import page from './mortgage-affordability.page.js';
import run, { ES, ES_LTV_FACTOR, MAX_TERM_YEARS, UK, US } from './mortgage-affordability.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Mortgage affordability for the self-employed',
  summary:
    'Estimates how much a self-employed borrower could borrow under US (Fannie Mae), Spanish or UK lender rules, and what an extra deduction costs in borrowing power.',
  agentDescription:
    'How much a self-employed borrower could borrow under US (Fannie Mae), Spanish or UK lender rules, with scenarios and what an extra deduction costs in borrowing power. Indicative.',
  description:
    'An indicative estimate, not a lender decision. Qualifying income I = netProfit (annual profit after business deductions, before ' +
    'income tax; lenders usually average two years of returns and may add back items such as depreciation — not modelled). Monthly ' +
    'income m = I ÷ 12. Amounts are in the currency of the country: USD, EUR or GBP. ' +
    `US (rule set mortgage-rules-us, Fannie Mae Selling Guide, high confidence): maximum payment P = max(0, ${US.maxDtiManualPct.value} % × m − ` +
    'otherDebtMonthly), the maximum total debt-to-income ratio for manually underwritten loans; scenarios repeat it at ' +
    `${US.maxDtiManualCompensatingPct.value} % (manual underwriting with the credit score and reserves of the Eligibility Matrix) and ` +
    `${US.maxDtiDuPct.value} % (Desktop Underwriter). Maximum loan L = P × (1 − (1 + r)^−n) ÷ r with r = ratePct ÷ 1200 and n = 12 × ` +
    'termYears (level monthly payments; L = P × n at 0 %). P is principal and interest only: property taxes, insurance, HOA dues and ' +
    'mortgage insurance count in the same limit, so the real loan is lower. ' +
    'Spain (mortgage-rules-es; market conventions of the banks, NOT law, medium / medium-low confidence): P = max(0, min(' +
    `${ES.maxInstalmentPct.value} % × m, ${ES.maxTotalDebtPct.value} % × m − otherDebtMonthly)) — instalment at most ` +
    `${ES.maxInstalmentPct.value} % of net income (scenario ${ES.maxInstalmentLowPct.value} %), all debts at most ${ES.maxTotalDebtPct.value} %; ` +
    `loan by income = present value of P as above; loan-to-value cap: the loan may be at most ${ES.maxLtvPct.value} % of the price, so ` +
    `with a deposit D it is at most ${ES.maxLtvPct.value} ÷ ${100 - ES.maxLtvPct.value} × D = ${ES_LTV_FACTOR} × D; maximum loan = the ` +
    `lower of the two (bindingLimit says which) and depositNeeded = loan by income ÷ ${ES_LTV_FACTOR}. Without a deposit the cap is not ` +
    'applied and the price assumes depositNeeded is put down. Spanish banks apply the ratios to income after income tax, so this ' +
    'pre-tax estimate is optimistic. ' +
    `UK (mortgage-rules-uk): maximum loan = ${UK.incomeMultiple.value} × I (broker convention, medium; scenario ${UK.incomeMultipleLow.value} ×); ` +
    `the Bank of England limits loans at ${UK.ltiFlowLimitMultiple.value} × income or more to ${UK.ltiFlowLimitSharePct.value} % of lenders' ` +
    "new owner-occupier mortgages (high). otherDebtMonthly is NOT deducted for the UK: lenders' affordability and stress tests count " +
    'it, and they are not modelled (a warning says so). ratePct and termYears are optional for the UK; with both, monthlyPayment ' +
    'shows the repayment on the loan. ' +
    'Maximum price = maximum loan + deposit (deposit 0 when omitted, except Spain as above); purchase taxes and buying costs are not ' +
    'included. No default rate or term: published averages are dated and move every week or month, so ratePct and termYears are ' +
    'required for us and es (a 400 names the missing field). Years of accounts: lenders usually ask for ' +
    `${US.minYearsTrading.value} (US: ${US.minYearsTradingDuException.value} in some Desktop Underwriter cases; UK ` +
    `${UK.minYearsTrading.value}; Spain ${ES.minYearsTrading.value}); a warning is given below that, and when yearsTrading is omitted ` +
    'the check is not done. ' +
    'extraDeduction: the maximum loan is recomputed on income max(0, I − extraDeduction) with the headline limit; borrowingPowerCost = ' +
    'maximum loan before − after; taxSaved = extraDeduction × marginalTaxPct ÷ 100; the cost per unit of tax saved is ' +
    "borrowingPowerCost ÷ taxSaved on the rounded figures. Rules: the version in force on today's UTC date. Money is computed at full " +
    'precision and rounded half away from zero to cents only in the output.',
  category: 'planning',
  es: {
    title: 'Capacidad hipotecaria para autónomos',
    summary:
      'Calcula cuánto podría pedir prestado un autónomo con las reglas de los prestamistas de EE. UU. (Fannie Mae), España o el Reino Unido, y cuánta capacidad de préstamo cuesta una deducción adicional.',
  },
  examples,
  worstCase: () => ({
    country: 'es' as const,
    netProfit: 1_000_000_000_000,
    yearsTrading: 0,
    otherDebtMonthly: 1_000_000_000_000,
    deposit: 1_000_000_000_000,
    ratePct: 100,
    termYears: MAX_TERM_YEARS,
    extraDeduction: 1_000_000_000_000,
    marginalTaxPct: 100,
  }),
});

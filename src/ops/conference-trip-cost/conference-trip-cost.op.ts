import { defineOperation } from '../../core/operation.js';
import { examples } from './conference-trip-cost.examples.js';
import page from './conference-trip-cost.page.js';
import run, { MAX_TRIP_DAYS } from './conference-trip-cost.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Conference trip cost',
  summary: 'The real cost of going to a conference: cash spent, less the tax the deductible part saves, plus the billing lost, after tax and before tax, with US business meals limited to 50 %.',
  agentDescription:
    'Real cost of a conference for a US freelancer, USD: cash spent, the tax the deductible part saves (meals 50 %) and billing lost on billableDaysLost, after and before tax.',
  description:
    'All amounts in US dollars. cashCost = ticket + travel + lodgingPerNight × nights + mealsPerDay × daysAway + otherCosts. ' +
    'lostBilling = dayRate × billableDaysLost; billableDaysLost (decimals allowed, 0.5 for half a day) must not exceed daysAway. ' +
    'deductibleExpenses = ticket + travel + lodging + 50 % of meals + otherCosts: business meals are 50 % deductible under IRC ' +
    '§274(n) (IRS Publication 463); the temporary 100 % deduction for restaurant meals covered only 2021 and 2022, so the rule set ' +
    'us-business-travel-deductions starts on 2023-01-01 and the version in force on the UTC date of the request is used. ' +
    'nonDeductibleExpenses = cashCost − deductibleExpenses. taxSaving = deductibleExpenses × marginalTaxPct %. The net cost is ' +
    'given on two bases, each consistent: netCostAfterTax = cashCost − taxSaving + lostBilling × (1 − marginalTaxPct %) ' +
    '(lostBillingAfterTax: the fees would have been taxed at the marginal rate had they been earned), the money you keep; and ' +
    'netCostBeforeTax = netCostAfterTax ÷ (1 − marginalTaxPct %) = deductibleExpenses + nonDeductibleExpenses ÷ (1 − ' +
    'marginalTaxPct %) + lostBilling, the billing before tax that pays for the trip (null at a 100 % marginal rate, with a ' +
    'warning). With marginalTaxPct 0 the two are equal. Assumptions: the trip is ' +
    'primarily for business, so travel and lodging are deductible in full; lost billing is income not earned, not an expense, so ' +
    'it is not deductible; otherCosts are treated as ' +
    'fully deductible business expenses, so hosted client meals belong in mealsPerDay, not otherCosts; marginalTaxPct is applied ' +
    'as given, to the deductions and to the lost fees alike, with no split into federal, state and self-employment tax. Every ' +
    'amount is optional and defaults to 0 except ' +
    'dayRate; nights and daysAway are whole numbers up to 366; marginalTaxPct 0 (the default) gives no tax saving. Amounts are ' +
    'computed at full precision and rounded to cents only in the output. A cash cost or lost billing above 1,000,000,000,000 ' +
    'dollars is refused.',
  category: 'planning',
  es: {
    title: 'Coste de ir a un congreso',
    summary: 'Lo que cuesta de verdad ir a un congreso: el desembolso, menos el impuesto que ahorra la parte deducible, más la facturación perdida, después y antes de impuestos, con las comidas de negocios de EE. UU. limitadas al 50 %.',
  },
  examples,
  worstCase: () => ({
    dayRate: 1_000_000,
    ticket: 1_000_000,
    travel: 1_000_000,
    lodgingPerNight: 1_000_000,
    nights: MAX_TRIP_DAYS,
    mealsPerDay: 1_000_000,
    daysAway: MAX_TRIP_DAYS,
    billableDaysLost: MAX_TRIP_DAYS,
    otherCosts: 1_000_000,
    marginalTaxPct: 100,
  }),
});

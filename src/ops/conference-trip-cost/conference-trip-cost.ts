/**
 * conference-trip-cost: what going to a conference really costs a freelancer.
 *
 *   cash        = ticket + travel + lodgingPerNight × nights + mealsPerDay × daysAway + otherCosts
 *   lostBilling = dayRate × billableDaysLost                      (income not earned, before tax: not deductible)
 *   deductible  = ticket + travel + lodging + meals × mealsDeductible + otherCosts;  nonDeductible = cash − deductible
 *   taxSaving   = deductible × marginalTax
 * The two views of the net cost, each on one basis:
 *   after tax   = cash − taxSaving + lostBilling × (1 − marginalTax)   (money you keep: the lost fees would have been taxed)
 *   before tax  = after tax ÷ (1 − marginalTax)                        (the billing, before tax, that pays for the trip)
 *               = deductible + nonDeductible ÷ (1 − marginalTax) + lostBilling;  null at a 100 % marginal rate.
 * Rates are fractions here (0.5, 0.24).
 */

export interface TripInput {
  dayRate: number;
  ticket: number;
  travel: number;
  lodgingPerNight: number;
  nights: number;
  mealsPerDay: number;
  daysAway: number;
  billableDaysLost: number;
  otherCosts: number;
}

export interface TripCost {
  lodging: number;
  meals: number;
  cash: number;
  lostBilling: number;
  deductibleMeals: number;
  deductible: number;
  nonDeductible: number;
  taxSaving: number;
  /** The tax the lost billing would have borne had it been earned: lostBilling × marginalTax. */
  lostBillingTax: number;
  lostBillingAfterTax: number;
  netAfterTax: number;
  /** null when the marginal rate is 100 %: no pre-tax billing then leaves anything to pay with. */
  netBeforeTax: number | null;
}

export function tripCost(input: TripInput, mealsDeductibleShare: number, marginalTaxRate: number): TripCost {
  const lodging = input.lodgingPerNight * input.nights;
  const meals = input.mealsPerDay * input.daysAway;
  const cash = input.ticket + input.travel + lodging + meals + input.otherCosts;
  const lostBilling = input.dayRate * input.billableDaysLost;
  const deductibleMeals = meals * mealsDeductibleShare;
  const deductible = input.ticket + input.travel + lodging + deductibleMeals + input.otherCosts;
  const nonDeductible = meals - deductibleMeals;
  const taxSaving = deductible * marginalTaxRate;
  const lostBillingTax = lostBilling * marginalTaxRate;
  const lostBillingAfterTax = lostBilling - lostBillingTax;
  const netAfterTax = cash - taxSaving + lostBillingAfterTax;
  // deductible + nonDeductible ÷ (1 − m) + lostBilling: the same as netAfterTax ÷ (1 − m), without dividing what was just multiplied.
  const netBeforeTax = marginalTaxRate >= 1 ? null : deductible + nonDeductible / (1 - marginalTaxRate) + lostBilling;
  return { lodging, meals, cash, lostBilling, deductibleMeals, deductible, nonDeductible, taxSaving, lostBillingTax, lostBillingAfterTax, netAfterTax, netBeforeTax };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $220 for whole dollars, $62.50 otherwise. */
export function formatUsd(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? usd.format(rounded) : usdCents.format(rounded);
}

/** A percentage for labels: 50 → "50 %". */
export function formatPct(value: number): string {
  return `${Number(value.toFixed(6))} %`;
}

/** A count for labels, without binary noise: 2.5 → "2.5". */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * conference-trip-cost: what going to a conference really costs a freelancer.
 *
 *   cash        = ticket + travel + lodgingPerNight × nights + mealsPerDay × daysAway + otherCosts
 *   lostBilling = dayRate × billableDaysLost                      (income not earned: not deductible)
 *   deductible  = ticket + travel + lodging + meals × mealsDeductible + otherCosts
 *   taxSaving   = deductible × marginalTax
 *   net         = cash + lostBilling − taxSaving
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
  taxSaving: number;
  net: number;
}

export function tripCost(input: TripInput, mealsDeductibleShare: number, marginalTaxRate: number): TripCost {
  const lodging = input.lodgingPerNight * input.nights;
  const meals = input.mealsPerDay * input.daysAway;
  const cash = input.ticket + input.travel + lodging + meals + input.otherCosts;
  const lostBilling = input.dayRate * input.billableDaysLost;
  const deductibleMeals = meals * mealsDeductibleShare;
  const deductible = input.ticket + input.travel + lodging + deductibleMeals + input.otherCosts;
  const taxSaving = deductible * marginalTaxRate;
  return { lodging, meals, cash, lostBilling, deductibleMeals, deductible, taxSaving, net: cash + lostBilling - taxSaving };
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

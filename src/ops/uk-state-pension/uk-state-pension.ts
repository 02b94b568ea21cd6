import { numberFormat } from '../../core/number-format.js';

/** Pure arithmetic of the new State Pension forecast (Pensions Act 2014 ss. 2–3). Rates come from the caller. */

export interface PensionRates {
  fullWeeklyRate: number;
  yearsForFull: number;
  minimumYears: number;
  weeksPerPayment: number;
  weeksPerYear: number;
}

/** The UK tax year containing `date` (YYYY-MM-DD): it starts on 6 April. */
export function taxYearOf(date: string): { label: string; start: string } {
  const year = Number(date.slice(0, 4));
  const startYear = date.slice(5) >= '04-06' ? year : year - 1;
  return { label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`, start: `${startYear}-04-06` };
}

/** Qualifying years that count: the record capped at the years for the full rate. */
export function countedYears(years: number, rates: PensionRates): number {
  return Math.min(years, rates.yearsForFull);
}

/** Weekly pension, unrounded: nothing below the minimum, full ÷ 35 × years up to the full rate. */
export function weeklyPension(years: number, rates: PensionRates): number {
  const counted = countedYears(years, rates);
  if (counted < rates.minimumYears) return 0;
  return (rates.fullWeeklyRate / rates.yearsForFull) * counted;
}

export interface TopUp {
  /** Gap years asked for beyond the past tax years that can still be paid for: not bought, not costed, not counted. */
  notBuyable: number;
  /** Bought years that add to the record (buyable, and keeping it within the years for the full rate). */
  useful: number;
  /** Buyable years past the full rate: they would add nothing. */
  wasted: number;
  /** Extra weekly pension the useful years bring, unrounded (0 if the record stays under the minimum). */
  extraWeekly: number;
}

/**
 * Gap years bought with voluntary contributions: at most `buyableYears` (only the last few tax years can still be paid for),
 * and of those only the ones that keep the record within the years for the full rate add anything.
 */
export function topUp(recordYears: number, boughtYears: number, buyableYears: number, rates: PensionRates): TopUp {
  const buyable = Math.min(boughtYears, buyableYears);
  const room = Math.max(0, rates.yearsForFull - countedYears(recordYears, rates));
  const useful = Math.min(buyable, room);
  return {
    notBuyable: boughtYears - buyable,
    useful,
    wasted: buyable - useful,
    extraWeekly: weeklyPension(recordYears + useful, rates) - weeklyPension(recordYears, rates),
  };
}

/** "£1,234.56", "£241.30". */
export function gbp(value: number): string {
  return `£${numberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

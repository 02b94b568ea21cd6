import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { numberFormat } from '../../core/number-format.js';

/** Longest working life accepted, in years: a bound, not a rule (only the highest 35 years count). */
export const MAX_YEARS_WORKED = 50;
export const DEFAULT_YEARS_WORKED = 35;
export const DEFAULT_CLAIM_AGE = 67;
/**
 * Published years of the average wage index whose mean growth stands in for the years not yet published (the two
 * between the indexing year and today): a method choice, said in every result, not an official figure.
 */
export const WAGE_GROWTH_WINDOW = 10;

/** The figures of the benefit formula, as read from the rule sets (percents as published: 90 means 90 %). */
export interface BenefitFormula {
  firstBendPoint: number;
  secondBendPoint: number;
  firstRatePct: number;
  secondRatePct: number;
  thirdRatePct: number;
  computationYears: number;
  /** Earnings are indexed to the AWI of the year this many years before eligibility (2: the year you turn 60). */
  indexingLagYears: number;
  /** Years from 22 to 61, the span a career is placed in. */
  elapsedYears: number;
  selfEmploymentFactorPct: number;
  fullRetirementAge: number;
  earlyFirstTierMonths: number;
  earlyFirstTierPctPerMonth: number;
  earlySecondTierPctPerMonth: number;
  delayedPctPerMonth: number;
  delayedCreditMaxAge: number;
  minimumYearsOfWork: number;
}

const MONTHS_PER_YEAR = 12;

/**
 * Drops the binary noise of a double (1399.9999999999998 → 1400) so that amounts sitting exactly on a dollar or a dime
 * round the way their decimal value does. 12 significant digits keep far more than the 1/3600 of a cent the claiming
 * fractions can produce on any benefit.
 */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** Down to the next lower whole dollar (AIME, the monthly benefit payable). */
export function floorToDollar(value: number): number {
  return Math.floor(clean(value));
}

/** Down to the next lower multiple of 10 cents (PIA, benefit amounts, delayed retirement credits). */
export function floorToDime(value: number): number {
  return Math.floor(clean(value * 10)) / 10;
}

/** Up to the next higher multiple of 10 cents (the money amount of an early-retirement reduction). */
export function ceilToDime(value: number): number {
  return Math.ceil(clean(value * 10)) / 10;
}

/** Net earnings from self-employment (net profit × 92.35 %) when self-employed, else the earnings as given. */
export function netEarningsOf(annualEarnings: number, selfEmployed: boolean, factorPct: number): number {
  return selfEmployed ? (annualEarnings * factorPct) / 100 : annualEarnings;
}

/** Earnings of one calendar year, in the dollars of that year, before the taxable maximum. */
export interface YearEarnings {
  year: number;
  earnings: number;
}

/** A year of the record as SSA indexes it. */
export interface IndexedYear {
  year: number;
  earnings: number;
  /** The taxable maximum of the year: what can be credited. */
  taxableMaximum: number;
  /** min(earnings, taxableMaximum). */
  covered: number;
  capped: boolean;
  /** AWI(indexing year) ÷ AWI(year) before the indexing year; 1 from it on (face value). */
  factor: number;
  /** covered × factor, rounded to the cent (POMS RS 00605.018). */
  indexed: number;
}

/** What the rule sets hold for the years a record needs. A missing year is a refusal, never a guess. */
export interface WageHistory {
  averageWageIndex(year: number): number;
  taxableMaximum(year: number): number;
}

/** To the cent, half away from zero, on the decimal value (1.005 → 1.01). */
function toCent(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15))) / 100;
}

/**
 * SSA's indexing (POMS RS 00605.018): each year's earnings capped at that year's taxable maximum; before the indexing year
 * multiplied by AWI(indexing year) ÷ AWI(year) and rounded to the cent; from the indexing year on taken at face value.
 */
export function indexRecord(record: readonly YearEarnings[], indexingYear: number, history: WageHistory): IndexedYear[] {
  const indexAwi = history.averageWageIndex(indexingYear);
  return record.map(({ year, earnings }) => {
    const taxableMaximum = history.taxableMaximum(year);
    const capped = clean(earnings) > taxableMaximum;
    const covered = capped ? taxableMaximum : earnings;
    const factor = year < indexingYear ? indexAwi / history.averageWageIndex(year) : 1;
    return { year, earnings, taxableMaximum, covered, capped, factor, indexed: toCent(covered * factor) };
  });
}

export interface Aime {
  /** The computation years actually counted: the highest indexed years, at most `computationYears`, in year order. */
  counted: IndexedYear[];
  yearsCounted: number;
  zeroYears: number;
  /** Sum of the counted years' indexed earnings (the missing years are zeros). */
  total: number;
  months: number;
  aime: number;
}

/** AIME = the highest 35 indexed years ÷ 420, rounded down to the dollar; missing years count as zeros. */
export function aimeOf(indexed: readonly IndexedYear[], computationYears: number): Aime {
  const counted = [...indexed]
    .sort((x, y) => y.indexed - x.indexed || y.year - x.year)
    .slice(0, computationYears)
    .sort((x, y) => x.year - y.year);
  // Whole cents, so the sum is exact.
  const total = counted.reduce((sum, y) => sum + Math.round(y.indexed * 100), 0) / 100;
  const months = computationYears * MONTHS_PER_YEAR;
  return { counted, yearsCounted: counted.length, zeroYears: computationYears - counted.length, total, months, aime: floorToDollar(total / months) };
}

/**
 * The assumed yearly growth of average wages after the latest published index: the average of the latest `window`
 * published years, (AWI(last) ÷ AWI(last − window))^(1 / window). Only published figures go in; the result is an
 * assumption and is said to be one.
 */
export function assumedWageGrowth(history: WageHistory, lastPublishedYear: number, window: number): number {
  return (history.averageWageIndex(lastPublishedYear) / history.averageWageIndex(lastPublishedYear - window)) ** (1 / window);
}

/**
 * A career whose earnings are the same share of the national average wage every year: `annualEarnings` in the wages of
 * `todayYear`, over the `years` calendar years that end the year before `eligibilityYear`. A year's wage level is its
 * published AWI, or, after `indexingYear`, the AWI of the indexing year grown by `growth` a year (an assumption).
 */
export function constantShareRecord(
  annualEarnings: number,
  eligibilityYear: number,
  years: number,
  indexingYear: number,
  history: WageHistory,
  growth: number,
): YearEarnings[] {
  const indexAwi = history.averageWageIndex(indexingYear);
  const level = (year: number) => (year <= indexingYear ? history.averageWageIndex(year) : indexAwi * growth ** (year - indexingYear));
  const today = level(eligibilityYear);
  const record: YearEarnings[] = [];
  for (let year = eligibilityYear - years; year < eligibilityYear; year++) record.push({ year, earnings: (annualEarnings * level(year)) / today });
  return record;
}

export interface Pia {
  /** The part of the AIME in each band and what it adds to the PIA (unrounded). */
  bands: { aimePart: number; ratePct: number; amount: number }[];
  unrounded: number;
  pia: number;
}

/** PIA = 90 % of AIME up to the first bend point + 32 % up to the second + 15 % above, rounded down to the dime. */
export function piaOf(aime: number, f: BenefitFormula): Pia {
  const parts = [
    Math.min(aime, f.firstBendPoint),
    Math.max(0, Math.min(aime, f.secondBendPoint) - f.firstBendPoint),
    Math.max(0, aime - f.secondBendPoint),
  ];
  const rates = [f.firstRatePct, f.secondRatePct, f.thirdRatePct];
  const bands = parts.map((aimePart, i) => ({ aimePart, ratePct: rates[i]!, amount: (aimePart * rates[i]!) / 100 }));
  const unrounded = bands.reduce((sum, band) => sum + band.amount, 0);
  return { bands, unrounded, pia: floorToDime(unrounded) };
}

/**
 * Whole months of age in a claimAge given in years: 62.5 is 62 years 6 months. Decimals that stand for a month to within
 * 0.05 of a month (62.0833 for 62 and 1 month) are taken as that month; anything else is refused rather than guessed.
 */
export function claimAgeMonths(claimAge: number): number {
  const months = claimAge * MONTHS_PER_YEAR;
  const whole = Math.round(months);
  if (Math.abs(months - whole) > 0.05) {
    throw new InputError(
      `claimAge: must be a whole number of months, written in years (62.5 = 62 years 6 months, 62.25 = 62 years 3 months, ` +
        `62 + 1/12 ≈ 62.0833); got ${claimAge}, which is ${months.toFixed(2)} months`,
      `claimAge: debe ser un número entero de meses, expresado en años (62,5 = 62 años y 6 meses, 62,25 = 62 años y 3 meses, ` +
        `62 + 1/12 ≈ 62,0833); se ha recibido ${String(claimAge).replace('.', ',')}, que son ${months.toFixed(2).replace('.', ',')} meses`,
    );
  }
  return whole;
}

export interface ClaimAdjustment {
  /** Months before full retirement age (0 when claiming at or after it). */
  monthsEarly: number;
  /** Of those, months at the first-tier rate (at most 36) and beyond it. */
  firstTierMonths: number;
  secondTierMonths: number;
  /** Months after full retirement age that earn a delayed retirement credit (none past 70). */
  monthsDelayed: number;
  /** Signed change, percent of the PIA: −30 at 62, +24 at 70 (unrounded). */
  adjustmentPct: number;
  /** Signed change in dollars, rounded as SSA does: a reduction up to the dime, a credit down to the dime. */
  adjustmentAmount: number;
  /** PIA + adjustmentAmount: the monthly benefit amount, a multiple of 10 cents. */
  benefitBeforeDollarRounding: number;
  /** The monthly benefit payable, rounded down to the whole dollar. */
  monthlyBenefit: number;
}

/**
 * Early: reduction = PIA × (5/9 % × first 36 months + 5/12 % × further months), rounded up to the dime and subtracted
 * (20 CFR 404.410; POMS RS 00601.020: a money amount of reduction is rounded up). Delayed: credit = PIA × months × 2/3 %,
 * rounded down to the dime and added (POMS RS 00615.692). Then the amount payable is rounded down to the dollar.
 * All multiplications come before the division by 100, as POMS RS 00615.692 asks.
 */
export function claimAdjustment(pia: number, claimMonths: number, f: BenefitFormula): ClaimAdjustment {
  // Rounded: a full retirement age such as 65 years 8 months is not exact in binary years.
  const fraMonths = Math.round(f.fullRetirementAge * MONTHS_PER_YEAR);
  const maxCreditMonths = Math.round(f.delayedCreditMaxAge * MONTHS_PER_YEAR) - fraMonths;
  const monthsEarly = Math.max(0, fraMonths - claimMonths);
  const monthsDelayed = Math.min(Math.max(0, claimMonths - fraMonths), maxCreditMonths);
  const firstTierMonths = Math.min(monthsEarly, f.earlyFirstTierMonths);
  const secondTierMonths = monthsEarly - firstTierMonths;

  let adjustmentPct: number;
  let adjustmentAmount: number;
  if (monthsEarly > 0) {
    const reductionPctTimesPia = pia * (firstTierMonths * f.earlyFirstTierPctPerMonth + secondTierMonths * f.earlySecondTierPctPerMonth);
    adjustmentPct = -clean(firstTierMonths * f.earlyFirstTierPctPerMonth + secondTierMonths * f.earlySecondTierPctPerMonth);
    adjustmentAmount = -Math.min(pia, ceilToDime(reductionPctTimesPia / 100));
  } else {
    adjustmentPct = clean(monthsDelayed * f.delayedPctPerMonth);
    adjustmentAmount = floorToDime((pia * monthsDelayed * f.delayedPctPerMonth) / 100);
  }
  // PIA and the adjustment are both whole dimes: work in dimes so the sum is exact.
  const benefitBeforeDollarRounding = Math.round(pia * 10 + adjustmentAmount * 10) / 10;
  return {
    monthsEarly,
    firstTierMonths,
    secondTierMonths,
    monthsDelayed,
    adjustmentPct: adjustmentPct === 0 ? 0 : adjustmentPct,
    adjustmentAmount: adjustmentAmount === 0 ? 0 : adjustmentAmount,
    benefitBeforeDollarRounding,
    monthlyBenefit: floorToDollar(benefitBeforeDollarRounding),
  };
}

/** "62", "62 years 6 months" · "62 años", "62 años y 6 meses" (the Spanish always says "años"). */
export function ageLabel(months: number, locale: Locale = 'en'): string {
  const years = Math.floor(months / MONTHS_PER_YEAR);
  const rest = months - years * MONTHS_PER_YEAR;
  if (locale === 'es') return rest === 0 ? `${years} años` : `${years} años y ${rest} ${rest === 1 ? 'mes' : 'meses'}`;
  return rest === 0 ? `${years}` : `${years} years ${rest} month${rest === 1 ? '' : 's'}`;
}

export function usd(value: number, decimals = 0): string {
  return `$${numberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}`;
}

/** A fraction of 1 % as published: 5/9, 5/12, 2/3 (falls back to the decimal). */
export function fractionLabel(pct: number): string {
  if (Number.isInteger(pct)) return String(pct);
  for (const denominator of [2, 3, 4, 6, 8, 9, 12, 24]) {
    const numerator = pct * denominator;
    if (Math.abs(numerator - Math.round(numerator)) < 1e-9) {
      return `${Math.round(numerator)}/${denominator}`;
    }
  }
  return String(pct);
}

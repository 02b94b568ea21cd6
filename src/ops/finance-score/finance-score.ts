import { dayNumber } from '../../core/calendar-date.js';
import { cents } from '../../core/money.js';
import { formatMoney } from '../../core/display.js';
import { numberFormat } from '../../core/number-format.js';

/**
 * The freelancer finance readiness score: pure functions. Every legal figure arrives in the `TaxRules` /
 * `RetirementRules` / `DeductionRules` objects built from the rule sets; the scoring weights and thresholds below are
 * our own judgment, not rules of any authority, and are documented as such in the operation and the guide.
 */

export type Entity = 'sole' | 'llc' | 'scorp';
export type Quarterlies = 'none' | 'some' | 'all';
export type ExpenseTracking = 'none' | 'manual' | 'software';
export type AreaId = 'estimatedTaxes' | 'retirement' | 'expenseTracking' | 'deductions' | 'clientConcentration' | 'cashReserve';

export const AREA_IDS: readonly AreaId[] = ['estimatedTaxes', 'retirement', 'expenseTracking', 'deductions', 'clientConcentration', 'cashReserve'];

// --- Scoring judgment (ours, not any authority's) ---------------------------------------------------------------------

/** Weight of each area in the total, out of 100. */
export const WEIGHTS: Readonly<Record<AreaId, number>> = {
  estimatedTaxes: 25,
  retirement: 20,
  expenseTracking: 15,
  deductions: 15,
  clientConcentration: 10,
  cashReserve: 15,
};

/** Area score by how many of the four installments are paid on time. */
export const QUARTERLIES_SCORE: Readonly<Record<Quarterlies, number>> = { none: 0, some: 50, all: 100 };
/** Share of the full penalty exposure still run: "some" is read as half the required amount paid on time. */
export const QUARTERLIES_UNPAID_SHARE: Readonly<Record<Quarterlies, number>> = { none: 1, some: 0.5, all: 0 };
/** Area score by how expenses are tracked. */
export const EXPENSE_TRACKING_SCORE: Readonly<Record<ExpenseTracking, number>> = { none: 0, manual: 75, software: 100 };
/** A largest client at or below this share of billing scores 100; the score falls linearly to 0 at 100 %. */
export const CLIENT_SHARE_FULL_SCORE_PCT = 25;
/** Months of spending a cash reserve must cover for a score of 100 (linear below). */
export const CASH_RESERVE_TARGET_MONTHS = 6;

// --- Rules, as the calculator reads them from the rule sets ------------------------------------------------------------

export interface Bracket {
  ratePct: number;
  /** Top of the bracket (taxable income "not over"); Infinity for the last one. */
  top: number;
}

/** §199A as a sole proprietor with no W-2 wages and no qualified property reads it, for one filing status and year. */
export interface QbiRules {
  /** 20: the share of qualified business income, and the cap as a share of taxable income before the deduction. */
  ratePct: number;
  /** Taxable income (before the deduction) up to which the full 20 % applies. */
  threshold: number;
  /** Taxable income above the threshold over which the deduction phases out for lack of W-2 wages and property. */
  phaseInRange: number;
  /** §199A(i) minimum deduction (0 before 2026) and the active qualified business income it needs. */
  minimumDeduction: number;
  minimumQualifiedIncome: number;
}

export interface TaxRules {
  standardDeduction: number;
  brackets: readonly Bracket[];
  netEarningsFactorPct: number;
  seMinimumNetEarnings: number;
  seSocialSecurityPct: number;
  seMedicarePct: number;
  seDeductibleSharePct: number;
  socialSecurityWageBase: number;
  additionalMedicarePct: number;
  additionalMedicareThreshold: number;
  qbi: QbiRules;
}

export interface RetirementRules {
  electiveDeferralLimit: number;
  catchUpLimit: number;
  enhancedCatchUpLimit: number;
  catchUpMinAge: number;
  enhancedCatchUpMinAge: number;
  enhancedCatchUpMaxAge: number;
  annualAdditionsLimit: number;
  employerContributionPct: number;
}

export interface DeductionRules {
  homeOfficeRatePerSqFt: number;
  homeOfficeMaxDeduction: number;
  businessMileageRate: number;
}

// --- The qualified business income deduction (§199A) ------------------------------------------------------------------

export type QbiRegime = 'none' | 'full' | 'incomeLimit' | 'phaseIn' | 'phasedOut' | 'minimum';

export interface QbiResult {
  /** Qualified business income: profit − deductible half of SE tax − retirement contributions (not below 0). */
  qualifiedBusinessIncome: number;
  /** 20 % of it before any limit. */
  fullComponent: number;
  /** After the phase-in for a business with no W-2 wages and no qualified property (the full amount at or below the threshold). */
  component: number;
  /** 20 % of taxable income before the deduction (no net capital gain here). */
  incomeLimit: number;
  /** The deduction: the smaller of component and incomeLimit, raised to the §199A(i) minimum where it applies. */
  deduction: number;
  /** Share of the phase-in range used: (taxable before − threshold) ÷ range, between 0 and 1. */
  phaseInShare: number;
  regime: QbiRegime;
  /**
   * The deduction if the business is a specified service trade or business (consulting, health, law, accounting…): the
   * applicable percentage (1 − phaseInShare) also scales its income, so the phase-in is squared, and above the range the
   * business is not a qualified one (no minimum deduction either).
   */
  specifiedServiceDeduction: number;
  /**
   * d(deduction) for one more dollar of both qualified business income and taxable income before the deduction (how a
   * dollar of profit after the half-SE offset, or of retirement contribution, moves them): 0.2 while the 20 % rule binds,
   * 0 under the minimum or with none, the phase-in slope (negative) in the phase-in range.
   */
  marginalShare: number;
}

/**
 * §199A for one sole proprietorship with no W-2 wages and no unadjusted basis of qualified property, in which the owner
 * materially participates: §199A(a), (b)(2)–(3), (e)(2) and (i). Amounts are compared in cents at the edges.
 */
export function qbiDeduction(qualifiedBusinessIncome: number, taxableBefore: number, r: QbiRules): QbiResult {
  const rate = r.ratePct / 100;
  const qbi = Math.max(0, qualifiedBusinessIncome);
  const taxable = Math.max(0, taxableBefore);
  const fullComponent = rate * qbi;
  const over = cents(taxable) - r.threshold;
  const phaseInShare = over <= 0 ? 0 : Math.min(1, (taxable - r.threshold) / r.phaseInRange);
  // No W-2 wages and no property: the §199A(b)(2)(B) limit is 0, so the phase-in takes phaseInShare of the whole 20 %.
  const component = fullComponent * (1 - phaseInShare);
  const incomeLimit = rate * taxable;
  const minimumEligible = (qbiAmount: number) => r.minimumDeduction > 0 && cents(qbiAmount) >= r.minimumQualifiedIncome;
  let deduction = Math.min(component, incomeLimit);
  let regime: QbiRegime;
  let marginalShare: number;
  if (qbi <= 0) {
    regime = 'none';
    marginalShare = 0;
  } else if (minimumEligible(qbi) && deduction < r.minimumDeduction) {
    deduction = r.minimumDeduction;
    regime = 'minimum';
    marginalShare = 0;
  } else if (incomeLimit <= component) {
    regime = 'incomeLimit';
    marginalShare = rate;
  } else if (phaseInShare === 0) {
    regime = 'full';
    marginalShare = rate;
  } else if (phaseInShare < 1) {
    regime = 'phaseIn';
    marginalShare = rate * (1 - phaseInShare) - (rate * qbi) / r.phaseInRange;
  } else {
    regime = 'phasedOut';
    marginalShare = 0;
  }
  // The same business as a specified service trade or business.
  const applicable = 1 - phaseInShare;
  let specifiedServiceDeduction = Math.min(fullComponent * applicable * applicable, incomeLimit);
  if (phaseInShare < 1 && minimumEligible(qbi * applicable)) specifiedServiceDeduction = Math.max(specifiedServiceDeduction, r.minimumDeduction);
  return {
    qualifiedBusinessIncome: qbi,
    fullComponent,
    component,
    incomeLimit,
    deduction,
    phaseInShare,
    regime,
    specifiedServiceDeduction,
    marginalShare,
  };
}

// --- Federal tax of a sole proprietor ------------------------------------------------------------------------------------

export interface TaxResult {
  netEarnings: number;
  seApplies: boolean;
  socialSecurity: number;
  medicare: number;
  selfEmploymentTax: number;
  additionalMedicare: number;
  deductibleHalf: number;
  retirementDeduction: number;
  adjustedGrossIncome: number;
  /** AGI − standard deduction, not below 0: the taxable income the §199A limits are read on. */
  taxableBeforeQbi: number;
  qbi: QbiResult;
  taxableIncome: number;
  incomeTax: number;
  totalTax: number;
}

/** Tax by the table: each rate on the slice of taxable income inside its bracket. */
export function incomeTaxOn(taxable: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  let floor = 0;
  for (const b of brackets) {
    if (taxable <= floor) break;
    tax += (Math.min(taxable, b.top) - floor) * (b.ratePct / 100);
    floor = b.top;
  }
  return tax;
}

/**
 * Schedule SE, Form 8959 (self-employment part), Form 8995 / 8995-A and Form 1040 for a filer whose only items are a
 * Schedule C profit, other taxable income that is not wages and pre-tax retirement contributions for themself (an
 * adjustment on Schedule 1: it lowers AGI and qualified business income, not the self-employment tax), with the
 * standard deduction of the filing status the rules were built for.
 */
export function computeTax(profit: number, otherIncome: number, retirementDeduction: number, r: TaxRules): TaxResult {
  const netEarnings = profit > 0 ? profit * (r.netEarningsFactorPct / 100) : 0;
  const seApplies = cents(netEarnings) >= r.seMinimumNetEarnings;
  const socialSecurity = seApplies ? Math.min(netEarnings, r.socialSecurityWageBase) * (r.seSocialSecurityPct / 100) : 0;
  const medicare = seApplies ? netEarnings * (r.seMedicarePct / 100) : 0;
  const selfEmploymentTax = socialSecurity + medicare;
  const additionalMedicare = Math.max(0, netEarnings - r.additionalMedicareThreshold) * (r.additionalMedicarePct / 100);
  const deductibleHalf = selfEmploymentTax * (r.seDeductibleSharePct / 100);
  const adjustedGrossIncome = profit + otherIncome - deductibleHalf - retirementDeduction;
  const taxableBeforeQbi = Math.max(0, adjustedGrossIncome - r.standardDeduction);
  const qbi = qbiDeduction(profit - deductibleHalf - retirementDeduction, taxableBeforeQbi, r.qbi);
  const taxableIncome = Math.max(0, taxableBeforeQbi - qbi.deduction);
  const incomeTax = incomeTaxOn(taxableIncome, r.brackets);
  return {
    netEarnings,
    seApplies,
    socialSecurity,
    medicare,
    selfEmploymentTax,
    additionalMedicare,
    deductibleHalf,
    retirementDeduction,
    adjustedGrossIncome,
    taxableBeforeQbi,
    qbi,
    taxableIncome,
    incomeTax,
    totalTax: incomeTax + selfEmploymentTax + additionalMedicare,
  };
}

// --- Marginal rates ---------------------------------------------------------------------------------------------------

export interface MarginalRates {
  /** Federal income tax rate of the last dollar of taxable income (0 when there is none). */
  incomeTax: number;
  /** Share of one more dollar of qualified business income that the §199A deduction takes off taxable income. */
  qbiDeductionShare: number;
  /** Income tax on one more dollar of qualified business income: incomeTax × (1 − qbiDeductionShare). */
  incomeTaxPerQualifiedDollar: number;
  /** Self-employment tax on the last dollar of profit: factor × (12.4 % + 2.9 %) up to the wage base, factor × 2.9 % above. */
  selfEmploymentTax: number;
  /** Additional Medicare Tax on the last dollar of profit: factor × 0.9 % above the threshold. */
  additionalMedicare: number;
  /** incomeTaxPerQualifiedDollar × selfEmploymentTax × deductible share: income tax given back because half the SE tax is deductible. */
  halfSeTaxOffset: number;
  /** Tax saved by one more dollar of business (Schedule C) deduction. */
  businessDeduction: number;
  /** Tax deferred by one more dollar of retirement contribution for yourself (Schedule 1): income tax only. */
  retirementContribution: number;
  /** Index of the bracket of the last dollar, or -1 with no taxable income. */
  bracketIndex: number;
}

/**
 * Rates as decimals (0.22 = 22 %). "The last dollar" convention: taxable income exactly at a bracket's top is taxed at that
 * bracket's rate, net earnings exactly at the wage base still bear the 12.4 %, taxable income exactly at the §199A
 * threshold still gets the full 20 %; comparisons use amounts rounded to cents so binary noise cannot move a figure
 * across an edge. One more dollar of profit adds (1 − s ÷ 2) to both qualified business income and taxable income before
 * the deduction, so taxable income grows by (1 − q)(1 − s ÷ 2), q being the §199A share.
 */
export function marginalRates(tax: TaxResult, r: TaxRules): MarginalRates {
  const taxable = cents(tax.taxableIncome);
  let bracketIndex = -1;
  if (taxable > 0) bracketIndex = r.brackets.findIndex((b) => taxable <= b.top);
  const incomeTax = bracketIndex >= 0 ? r.brackets[bracketIndex]!.ratePct / 100 : 0;
  const qbiDeductionShare = tax.qbi.marginalShare;
  const incomeTaxPerQualifiedDollar = incomeTax * (1 - qbiDeductionShare);
  const factor = r.netEarningsFactorPct / 100;
  const netEarnings = cents(tax.netEarnings);
  const sePct = !tax.seApplies ? 0 : netEarnings <= r.socialSecurityWageBase ? r.seSocialSecurityPct + r.seMedicarePct : r.seMedicarePct;
  const selfEmploymentTax = factor * (sePct / 100);
  const additionalMedicare = netEarnings > r.additionalMedicareThreshold ? factor * (r.additionalMedicarePct / 100) : 0;
  const halfSeTaxOffset = incomeTaxPerQualifiedDollar * selfEmploymentTax * (r.seDeductibleSharePct / 100);
  return {
    incomeTax,
    qbiDeductionShare,
    incomeTaxPerQualifiedDollar,
    selfEmploymentTax,
    additionalMedicare,
    halfSeTaxOffset,
    businessDeduction: selfEmploymentTax + additionalMedicare + incomeTaxPerQualifiedDollar - halfSeTaxOffset,
    retirementContribution: incomeTaxPerQualifiedDollar,
    bracketIndex,
  };
}

// --- Retirement room ----------------------------------------------------------------------------------------------------

export type CatchUpTier = 'none' | 'age50' | 'age60to63';

export function catchUpTier(age: number | undefined, r: RetirementRules): CatchUpTier {
  if (age === undefined) return 'none';
  if (age >= r.enhancedCatchUpMinAge && age <= r.enhancedCatchUpMaxAge) return 'age60to63';
  return age >= r.catchUpMinAge ? 'age50' : 'none';
}

export interface RetirementRoom {
  /** Net earnings for the plan: profit less the deductible half of SE tax (Pub 560, deduction worksheet step 3). */
  compensation: number;
  /** employerContributionPct ÷ (100 + employerContributionPct): 25 % becomes 20 % for a self-employed person. */
  employerRate: number;
  employeeDeferral: number;
  employerContribution: number;
  /** Deferral + employer part after the §415(c) cap and the 100 %-of-compensation cap. */
  capped: number;
  catchUp: number;
  tier: CatchUpTier;
  total: number;
}

/**
 * The most a one-participant 401(k) can take for the year: the employee deferral (up to compensation), plus the employer
 * part at the self-employed rate on the same compensation, together capped by the §415(c) limit and by compensation;
 * then the catch-up for the age tier, within what compensation is left.
 */
export function retirementRoom(profit: number, deductibleHalf: number, age: number | undefined, r: RetirementRules): RetirementRoom {
  const compensation = Math.max(0, profit - deductibleHalf);
  const rate = r.employerContributionPct / 100;
  const employerRate = rate / (1 + rate);
  const employeeDeferral = Math.min(r.electiveDeferralLimit, compensation);
  const employerContribution = compensation * employerRate;
  const capped = Math.min(employeeDeferral + employerContribution, r.annualAdditionsLimit, compensation);
  const tier = catchUpTier(age, r);
  const tierLimit = tier === 'age60to63' ? r.enhancedCatchUpLimit : tier === 'age50' ? r.catchUpLimit : 0;
  const catchUp = Math.max(0, Math.min(tierLimit, compensation - capped));
  return { compensation, employerRate, employeeDeferral, employerContribution, capped, catchUp, tier, total: capped + catchUp };
}

// --- Estimated-tax penalty exposure -------------------------------------------------------------------------------------

/** One Form 2210 rate period: days after `start` through `end`, at `ratePct` a year over `dayDivisor` days. */
export interface RatePeriod {
  start: string;
  end: string;
  ratePct: number;
  dayDivisor: number;
}

export interface InstallmentExposure {
  dueDate: string;
  daysLate: number;
  amount: number;
  interest: number;
}

/**
 * IRC §6654(c)(2): installments due April 15, June 15 and September 15 of the year and January 15 of the next; the
 * penalty runs at most to April 15 of the next year (§6654(b)(2)(A)). Each unpaid installment (a quarter of the required
 * annual payment) is charged simple interest from its due date to that April 15, at the rate of each rate period it
 * crosses (Form 2210's worksheet: Apr 16–Jun 30, Jul 1–Sep 30, Oct 1–Dec 31 at the year's 2nd, 3rd and 4th quarter
 * rates, Jan 1–Apr 15 at the next year's 1st quarter rate), over the days of the period's year. Full precision.
 */
export function penaltyExposure(requiredAnnual: number, periods: readonly RatePeriod[], taxYear: number): { installments: InstallmentExposure[]; total: number } {
  const dueDates = [`${taxYear}-04-15`, `${taxYear}-06-15`, `${taxYear}-09-15`, `${taxYear + 1}-01-15`];
  const amount = requiredAnnual / 4;
  const installments = dueDates.map((dueDate) => {
    let daysLate = 0;
    let interest = 0;
    for (const p of periods) {
      const from = dueDate > p.start ? dueDate : p.start;
      const days = Math.max(0, dayNumber(p.end) - dayNumber(from));
      daysLate += days;
      interest += amount * (p.ratePct / 100) * (days / p.dayDivisor);
    }
    return { dueDate, daysLate, amount, interest };
  });
  return { installments, total: installments.reduce((sum, i) => sum + i.interest, 0) };
}

// --- Small shared helpers -----------------------------------------------------------------------------------------------

/** Rounds half away from zero to `decimals` places, on the decimal value the double stands for (like cents()). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** "$1,234.50", "$72,000" (cents shown only when there are any). */
export function formatUsd(value: number): string {
  const c = cents(value);
  const digits = Number.isInteger(c) ? 0 : 2;
  return `${c < 0 ? '-' : ''}$${numberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(c))}`;
}

/** A per-unit dollar rate, not rounded to the cent: 0.725 → "$0.725", 5 → "$5". */
export function formatUsdRate(value: number): string {
  return `$${numberFormat('en-US', { maximumFractionDigits: 4 }).format(value)}`;
}

/** A decimal rate as a percent with up to 4 decimals: 0.1412955 → "14.1296 %". */
export function formatRate(rate: number): string {
  return `${roundTo(rate * 100, 4)} %`;
}

/** A percent as published: 12.4 → "12.4 %". */
export function formatPct(pct: number): string {
  return `${pct} %`;
}

export function formatNumber(value: number): string {
  return numberFormat('en-US', { maximumFractionDigits: 4 }).format(value);
}

// --- The same figures in Spanish (the Spanish page) ----------------------------------------------------------------------

const esUpTo4 = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 4, useGrouping: 'always' });

/** "1.234,50 US$", "72.000 US$" (cents shown only when there are any). */
export function formatUsdEs(value: number): string {
  const c = cents(value);
  return formatMoney(c, 'USD', 'es', Number.isInteger(c));
}

/** A per-unit dollar rate, not rounded to the cent: 0.725 → "0,725 US$". */
export function formatUsdRateEs(value: number): string {
  return `${esUpTo4.format(value)}\u00a0US$`;
}

/** A decimal rate as a percent with up to 4 decimals: 0.1412955 → "14,1296 %". */
export function formatRateEs(rate: number): string {
  return `${esUpTo4.format(roundTo(rate * 100, 4))} %`;
}

/** A percent as published: 12.4 → "12,4 %". */
export function formatPctEs(pct: number): string {
  return `${esUpTo4.format(pct)} %`;
}

export function formatNumberEs(value: number): string {
  return esUpTo4.format(value);
}

/**
 * Pure arithmetic of a sole trader's Self Assessment: Personal Allowance taper (ITA 2007 s.35), tax by band on
 * non-savings income, Class 4 National Insurance and the payments on account. Figures come from the caller.
 */

export type BandName = 'starter' | 'basic' | 'intermediate' | 'higher' | 'advanced' | 'additional' | 'top';

/** A band of taxable income (after the allowance): its rate, and its top (null for the last band). */
export interface Band {
  name: BandName;
  ratePct: number;
  upTo: number | null;
}

export interface BandTax {
  band: BandName;
  ratePct: number;
  income: number;
  tax: number;
}

/** Allowance left after the taper: reduced by half the excess over the threshold, rounded up to a whole pound (s.35(3)). */
export function taperedAllowance(income: number, allowance: number, threshold: number): number {
  const reduction = Math.max(0, income - threshold) / 2;
  return Math.max(0, Math.ceil(allowance - reduction));
}

/** Taxable income split into the bands, each with its tax, unrounded; bands with nothing in them are left out. */
export function taxByBand(taxable: number, bands: readonly Band[]): BandTax[] {
  const out: BandTax[] = [];
  let floor = 0;
  for (const band of bands) {
    if (taxable <= floor) break;
    const top = band.upTo === null ? taxable : Math.min(taxable, band.upTo);
    const income = top - floor;
    out.push({ band: band.name, ratePct: band.ratePct, income, tax: (income * band.ratePct) / 100 });
    if (band.upTo === null) break;
    floor = band.upTo;
  }
  return out;
}

export interface IncomeTax {
  allowance: number;
  taxable: number;
  bands: BandTax[];
  tax: number;
}

export function incomeTax(income: number, allowance: number, threshold: number, bands: readonly Band[]): IncomeTax {
  const given = Math.min(income, taperedAllowance(income, allowance, threshold));
  const taxable = Math.max(0, income - given);
  const split = taxByBand(taxable, bands);
  return { allowance: given, taxable, bands: split, tax: split.reduce((sum, b) => sum + b.tax, 0) };
}

export interface Class4 {
  mainBand: number;
  main: number;
  additionalBand: number;
  additional: number;
  total: number;
}

/** Class 4: main rate on profits between the lower and upper limits, additional rate above; nothing on a loss. */
export function class4(profit: number, lower: number, upper: number, mainPct: number, additionalPct: number): Class4 {
  const mainBand = Math.max(0, Math.min(profit, upper) - lower);
  const additionalBand = Math.max(0, profit - upper);
  const main = (mainBand * mainPct) / 100;
  const additional = (additionalBand * additionalPct) / 100;
  return { mainBand, main, additionalBand, additional, total: main + additional };
}

export interface PaymentsOnAccountTest {
  due: boolean;
  /** Why not, when not due. */
  reason: 'underMinimum' | 'deductedAtSource' | null;
}

/**
 * Whether a year's bill sets payments on account for the next year (GOV.UK): not if the bill is under the minimum,
 * nor if more than the share of the year's tax was deducted at source.
 */
export function paymentsOnAccountTest(bill: number, deductedAtSource: number, totalTax: number, minimumBill: number, maxSharePct: number): PaymentsOnAccountTest {
  if (bill < minimumBill) return { due: false, reason: 'underMinimum' };
  if (totalTax > 0 && (deductedAtSource / totalTax) * 100 > maxSharePct) return { due: false, reason: 'deductedAtSource' };
  return { due: true, reason: null };
}

export interface Schedule {
  /** Each payment on account made towards this year (half last year's bill, or 0). */
  onAccountThisYear: number;
  /** Bill − payments on account made, when positive. */
  balancing: number;
  /** Payments on account made beyond the bill: repaid or set against the next payment. */
  overpaid: number;
  /** Each payment on account towards the next year (half this year's bill, or 0). */
  onAccountNextYear: number;
}

/** GOV.UK's scheme: each payment on account is half the previous year's bill; the balancing payment settles the rest. */
export function schedule(bill: number, lastYearBill: number | null, minimumBill: number, nextYearDue: boolean): Schedule {
  const onAccountThisYear = lastYearBill !== null && lastYearBill >= minimumBill ? lastYearBill / 2 : 0;
  const rest = bill - 2 * onAccountThisYear;
  return {
    onAccountThisYear,
    balancing: Math.max(0, rest),
    overpaid: Math.max(0, -rest),
    onAccountNextYear: nextYearDue ? bill / 2 : 0,
  };
}

/** "2026-27" → its first calendar year, or null when the label is not a tax year (the second part must follow). */
export function startYearOf(label: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/** The tax year (6 April to 5 April) containing `date` (YYYY-MM-DD), as "2026-27". */
export function taxYearLabel(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = date.slice(5) >= '04-06' ? year : year - 1;
  return labelOf(start);
}

export function labelOf(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

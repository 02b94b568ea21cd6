import { addDays, dayNumber, daysInMonth } from '../../core/calendar-date.js';
import { formatDay, formatPercent } from '../../core/display.js';
import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { cents } from '../../core/money.js';
import { type Confidence, type RulesApplied, type RuleSet, type RuleVersion } from '../../rules/rule-set.js';
import { estimatedTaxDueDates, statutoryEstimatedTaxDates } from '../../rules/us/us-tax-due-dates.js';

/**
 * The Form 2210 estimated-tax penalty, regular method (IRC §6654): four equal required installments, payments credited
 * to the earliest unpaid installment first, and simple interest per day at the IRS underpayment rate of each rate
 * period until the underpayment is paid or April 15 of the next year. Pure functions; the rates come from the rule set.
 */

export type RateKey = 'underpaymentRatePct';
export type RateSet = RuleSet<RateKey>;

/**
 * Money is handled as integers of a quarter of a cent, so the worksheet's subtractions are exact: a payment of
 * p cents is 4p units, and a required installment (a quarter of the required annual payment of r cents) is r units.
 */
const UNITS_PER_DOLLAR = 400;

function centsOf(amount: number): number {
  return Math.round(cents(amount) * 100);
}

function dollars(units: number): number {
  return units / UNITS_PER_DOLLAR;
}

/**
 * IRC §6654(c)(2): the four due dates of tax year `year`, as Form 2210 prints them and its worksheet counts days from.
 * IRC §7503 lets a payment on a weekend or DC holiday due date be made on the next business day (`payBy`) and still
 * count as made on the due date; it does not move the date the penalty runs from (IRS: "section 7503 does not provide
 * for a new due date", IRM 20.2.5.5; Publication 505's worked examples count from the statutory date).
 */
export const dueDates = statutoryEstimatedTaxDates;

/**
 * IRC §6654(b)(2)(A): the penalty runs at most to the 15th day of the 4th month after the tax year, a date of the
 * computation, not an act, so not moved by §7503 (the worksheet ends on April 15 even when it is a Saturday).
 */
export function penaltyEndDate(year: number): string {
  return `${year + 1}-04-15`;
}

/** "2026-Q2" for a quarter's first day. */
export function quarterLabel(quarterStart: string): string {
  const month = Number(quarterStart.slice(5, 7));
  return `${quarterStart.slice(0, 4)}-Q${(month - 1) / 3 + 1}`;
}

const QUARTER_ORDINALS_ES = ['primer', 'segundo', 'tercer', 'cuarto'] as const;

/** A quarter label ("2026-Q2") in Spanish words: "segundo trimestre de 2026". */
export function quarterNameEs(label: string): string {
  return `${QUARTER_ORDINALS_ES[Number(label.slice(6)) - 1]} trimestre de ${label.slice(0, 4)}`;
}

interface RatePeriodFrame {
  number: 1 | 2 | 3 | 4;
  /** Computation start: the day before the period's first day (the worksheet's "computation starting date"). */
  start: string;
  /** Last day of the period, included. */
  end: string;
  /** First day of the calendar quarter whose rate applies. */
  quarterStart: string;
}

/**
 * The worksheet's four rate periods for tax year Y: Apr 16–Jun 30, Jul 1–Sep 30, Oct 1–Dec 31 of Y at the rates of
 * Y's 2nd, 3rd and 4th quarters, and Jan 1–Apr 15 of Y+1 at the 1st-quarter rate of Y+1 throughout (IRC §6621(b)(2)(B)
 * extends the March rate to the first 15 days of April for the §6654 penalty).
 */
export function ratePeriodFrames(year: number): RatePeriodFrame[] {
  return [
    { number: 1, start: `${year}-04-15`, end: `${year}-06-30`, quarterStart: `${year}-04-01` },
    { number: 2, start: `${year}-06-30`, end: `${year}-09-30`, quarterStart: `${year}-07-01` },
    { number: 3, start: `${year}-09-30`, end: `${year}-12-31`, quarterStart: `${year}-10-01` },
    { number: 4, start: `${year}-12-31`, end: penaltyEndDate(year), quarterStart: `${year + 1}-01-01` },
  ];
}

/** Days in the calendar year of `date`: the worksheet divides by 366 for a rate period that falls in a leap year. */
export function dayDivisor(date: string): number {
  return daysInMonth(Number(date.slice(0, 4)), 2) === 29 ? 366 : 365;
}

// --- Which tax years the dataset can serve -------------------------------------------------------------------------

function nextQuarterStart(quarterStart: string): string {
  const year = Number(quarterStart.slice(0, 4));
  const month = Number(quarterStart.slice(5, 7));
  return month === 10 ? `${year + 1}-01-01` : `${year}-${String(month + 3).padStart(2, '0')}-01`;
}

/**
 * Quarters tax year `year` needs that the set lacks, and whether the year can still be computed on `today`: every
 * quarter in the set, or the missing ones all after the set's newest quarter (not published when the set was last
 * checked: the newest rate is carried forward, with a warning) in a year whose penalty window has begun, i.e. not
 * after the default tax year of `today`. A gap inside the set's span, or a year before it, cannot be computed.
 */
export function missingQuarters(set: RateSet, year: number, today: string): { missing: string[]; computable: boolean } {
  const published = new Set(set.versions.map((v) => v.effective));
  const needed = ratePeriodFrames(year).map((f) => f.quarterStart);
  const missing = needed.filter((q) => !published.has(q));
  const newest = set.versions[set.versions.length - 1]!.effective;
  const computable = missing.length === 0 || (missing.every((q) => q > newest) && year <= Math.max(defaultTaxYear(today), yearOf(nextQuarterStart(newest)) - 1));
  return { missing: missing.map(quarterLabel), computable };
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The first and last tax years the set can serve on `today`. */
export function acceptedTaxYears(set: RateSet, today: string): { first: number; last: number } {
  const from = yearOf(set.versions[0]!.effective) - 1;
  const to = Math.max(yearOf(set.versions[set.versions.length - 1]!.effective) + 1, defaultTaxYear(today));
  const years: number[] = [];
  for (let year = from; year <= to; year++) if (missingQuarters(set, year, today).computable) years.push(year);
  return { first: years[0]!, last: years[years.length - 1]! };
}

/**
 * The tax year whose penalty window (April 15 of the year, the first due date, to April 15 of the next, the end
 * date) contains `today`: up to April 15 the previous year is still being settled; after it the current year runs.
 */
export function defaultTaxYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today <= `${year}-04-15` ? year - 1 : year;
}

export function checkTaxYear(set: RateSet, year: number, defaulted: boolean, today: string): void {
  const { missing, computable } = missingQuarters(set, year, today);
  if (computable) return;
  const { first, last } = acceptedTaxYears(set, today);
  const held = `${quarterLabel(set.versions[0]!.effective)} to ${quarterLabel(set.versions[set.versions.length - 1]!.effective)}`;
  const which = defaulted ? `not given, so it defaults to ${year} (the tax year whose penalty window contains today, ${today}); ` : '';
  const whichEs = defaulted
    ? `no se indicó, así que se toma ${year} (el año fiscal cuyo periodo de recargo incluye hoy, ${formatDay(today, 'es')}); `
    : '';
  // Spanish writes a quarter "T2 2026" (trimestre) where the English message has "2026-Q2".
  const short = (label: string) => `T${label.slice(6)} ${label.slice(0, 4)}`;
  const quartersEs = missing.map(short);
  const listEs = quartersEs.length === 1 ? quartersEs[0]! : `${quartersEs.slice(0, -1).join(', ')} y ${quartersEs[quartersEs.length - 1]!}`;
  const future = year > defaultTaxYear(today);
  const whyEn = future ? `; its penalty window begins on ${year}-04-15, after today (${today}), so its rates are not carried forward` : '';
  const whyEs = future
    ? `; su periodo de recargo empieza el ${formatDay(`${year}-04-15`, 'es')}, después de hoy (${formatDay(today, 'es')}), así que sus tipos no se suplen con el último conocido`
    : '';
  throw new InputError(
    `taxYear: ${which}tax year ${year} needs the IRS underpayment rates for ${missing.join(', ')}, which the ${set.id} dataset ` +
      `does not hold (it covers ${held})${whyEn}; accepted tax years: ${first} to ${last}`,
    `taxYear: ${whichEs}el año fiscal ${year} necesita los tipos de interés del IRS por pago insuficiente de ${listEs}, que los datos ` +
      `${set.id} no contienen (abarcan de ${short(quarterLabel(set.versions[0]!.effective))} a ` +
      `${short(quarterLabel(set.versions[set.versions.length - 1]!.effective))})${whyEs}; años fiscales admitidos: de ${first} a ${last}`,
  );
}

// --- The computation ----------------------------------------------------------------------------------------------

export interface RatePeriodUsed {
  ratePeriod: number;
  from: string;
  to: string;
  rateQuarter: string;
  ratePct: number;
  dayDivisor: number;
  rateStatus: 'published' | 'carried-forward';
  rateConfidence: Confidence;
  rateEffective: string;
}

export interface PenaltyLine {
  ratePeriod: number;
  from: string;
  to: string;
  days: number;
  underpaymentBalance: number;
  ratePct: number;
  dayDivisor: number;
  penalty: number;
}

export interface InstallmentResult {
  installment: number;
  dueDate: string;
  payBy: string;
  required: number;
  paid: number;
  overpaymentFromPrevious: number;
  earlierUnderpaymentOutstanding: number;
  appliedToEarlierUnderpayments: number;
  availableForThisInstallment: number;
  underpayment: number;
  overpaymentToNext: number;
  underpaymentPaidLater: { date: string; amount: number }[];
  underpaymentUnpaidAtEndDate: number;
  penaltyLines: PenaltyLine[];
  penalty: number;
}

export interface PenaltyResult {
  taxYear: number;
  penaltyEndDate: string;
  requiredInstallment: number;
  totalUnderpayment: number;
  totalPenalty: number;
  ratePeriods: RatePeriodUsed[];
  installments: InstallmentResult[];
  /** Rate periods (1–4) that carried an underpayment balance, for the warnings. */
  periodsUsed: Set<number>;
}

interface Frame extends RatePeriodFrame {
  ratePct: number;
  divisor: number;
  version: RuleVersion<RateKey>;
  carried: boolean;
}

/**
 * The penalty of tax year `year`. Each rate period's rate is looked up (and recorded in `rules`, for the result's
 * `rules` and warnings) for the first day of its quarter: a quarter after the set's newest is carried forward.
 */
export function computePenalty(set: RateSet, requiredAnnual: number, paidPerQuarter: readonly number[], year: number, rules: RulesApplied): PenaltyResult {
  const due = dueDates(year);
  const payBy = estimatedTaxDueDates(year);
  const end = penaltyEndDate(year);
  const frames: Frame[] = ratePeriodFrames(year).map((frame) => {
    const version = rules.at(set, frame.quarterStart);
    return {
      ...frame,
      version,
      ratePct: version.values.underpaymentRatePct.value,
      divisor: dayDivisor(frame.end),
      carried: version.effective !== frame.quarterStart,
    };
  });

  // Section A (Form 2210 Part III, lines 10–18), in quarter-cent units. Line 10 is a quarter of the required annual
  // payment: one of the four installments of §6654(c)(1), §6654(d)(1)(A).
  const required = centsOf(requiredAnnual);
  const paid = paidPerQuarter.map((amount) => 4 * centsOf(amount));
  const columns: {
    l11: number; l12: number; l14: number; toEarlier: number; l15: number; l17: number; l18: number;
  }[] = [];
  let previousOverpayment = 0;
  let previousUnpaid = 0;
  for (let k = 0; k < due.length; k++) {
    const l11 = paid[k]!;
    const l12 = k === 0 ? 0 : previousOverpayment;
    const l13 = l11 + l12;
    const l14 = k === 0 ? 0 : previousUnpaid;
    const l15 = Math.max(0, l13 - l14);
    const l16 = l15 === 0 ? l14 - l13 : 0;
    const l17 = required >= l15 ? required - l15 : 0;
    const l18 = l15 > required ? l15 - required : 0;
    columns.push({ l11, l12, l14, toEarlier: Math.min(l13, l14), l15, l17, l18 });
    previousOverpayment = l18;
    previousUnpaid = Math.max(0, l16) + l17;
  }

  // Section B, line 1b: on each due date, the part of that column's payments that went to earlier underpayments pays
  // them off in due-date order (§6654(b)(3)). Payments are dated on their due dates (the operation's assumption).
  const remaining = columns.map((c) => c.l17);
  const paidLater: { date: string; units: number }[][] = columns.map(() => []);
  for (let k = 1; k < due.length; k++) {
    let available = columns[k]!.toEarlier;
    for (let j = 0; j < k && available > 0; j++) {
      const applied = Math.min(available, remaining[j]!);
      if (applied === 0) continue;
      remaining[j]! -= applied;
      available -= applied;
      paidLater[j]!.push({ date: due[k]!, units: applied });
    }
  }

  // The penalty lines: each balance over each stretch of days inside one rate period, days counted after the start
  // date through the end date (the due date itself is not counted, the payment day is).
  const periodsUsed = new Set<number>();
  const installments: InstallmentResult[] = columns.map((column, j) => {
    const lines: PenaltyLine[] = [];
    const payments = new Map(paidLater[j]!.map((p) => [p.date, p.units]));
    const breakpoints = [...new Set([...frames.map((f) => f.end).filter((d) => d > due[j]!), ...payments.keys()])].sort();
    let balance = column.l17;
    let from = due[j]!;
    for (const to of breakpoints) {
      if (balance <= 0 || from >= end) break;
      const frame = frames.find((f) => to <= f.end)!;
      const days = dayNumber(to) - dayNumber(from);
      const penalty = (dollars(balance) * days * frame.ratePct) / (frame.divisor * 100);
      periodsUsed.add(frame.number);
      lines.push({
        ratePeriod: frame.number,
        from,
        to,
        days,
        underpaymentBalance: cents(dollars(balance)),
        ratePct: frame.ratePct,
        dayDivisor: frame.divisor,
        penalty: cents(penalty),
      });
      balance -= payments.get(to) ?? 0;
      from = to;
    }
    // The worksheet enters each line in dollars and cents and adds the entries: the column's penalty is the sum of
    // the rounded lines.
    const penalty = cents(lines.reduce((sum, line) => sum + line.penalty, 0));
    return {
      installment: j + 1,
      dueDate: due[j]!,
      payBy: payBy[j]!,
      required: cents(dollars(required)),
      paid: cents(dollars(column.l11)),
      overpaymentFromPrevious: cents(dollars(column.l12)),
      earlierUnderpaymentOutstanding: cents(dollars(column.l14)),
      appliedToEarlierUnderpayments: cents(dollars(column.toEarlier)),
      availableForThisInstallment: cents(dollars(column.l15)),
      underpayment: cents(dollars(column.l17)),
      overpaymentToNext: cents(dollars(column.l18)),
      underpaymentPaidLater: paidLater[j]!.map((p) => ({ date: p.date, amount: cents(dollars(p.units)) })),
      underpaymentUnpaidAtEndDate: cents(dollars(remaining[j]!)),
      penaltyLines: lines,
      penalty,
    };
  });

  return {
    taxYear: year,
    penaltyEndDate: end,
    requiredInstallment: cents(dollars(required)),
    totalUnderpayment: cents(dollars(columns.reduce((sum, c) => sum + c.l17, 0))),
    totalPenalty: cents(installments.reduce((sum, i) => sum + i.penalty, 0)),
    ratePeriods: frames.map((f) => ({
      ratePeriod: f.number,
      from: f.start,
      to: f.end,
      rateQuarter: quarterLabel(f.quarterStart),
      ratePct: f.ratePct,
      dayDivisor: f.divisor,
      rateStatus: f.carried ? 'carried-forward' : 'published',
      rateConfidence: f.version.values.underpaymentRatePct.confidence,
      rateEffective: f.version.effective,
    })),
    installments,
    periodsUsed,
  };
}

/**
 * The message for the rates a result leaned on that no IRS text confirms (confidence medium-low), carried forward or
 * not; the quarters carried forward are warned of by the rules (RulesApplied). Undefined when there are none.
 */
export function rateWarning(result: PenaltyResult, locale: Locale = 'en'): string | undefined {
  const es = locale === 'es';
  const check = 'irs.gov/payments/quarterly-interest-rates';
  const weak = result.ratePeriods.filter((period) => result.periodsUsed.has(period.ratePeriod) && period.rateConfidence === 'medium-low');
  if (weak.length === 0) return undefined;
  const items = weak.map((period) => {
    const source = quarterLabel(period.rateEffective);
    const carried = period.rateStatus === 'carried-forward';
    return es
      ? `${formatPercent(period.ratePct, 'es')} del ${quarterNameEs(source)}${carried ? ', mantenido,' : ''} en el periodo de tipo ${period.ratePeriod} ` +
          `(del ${formatDay(addDays(period.from, 1), 'es')} al ${formatDay(period.to, 'es')})`
      : `${period.ratePct} % of ${source}${carried ? ' (carried forward)' : ''} for rate period ${period.ratePeriod} (after ${period.from} through ${period.to})`;
  });
  const list = es ? (items.length === 1 ? items[0]! : `${items.slice(0, -1).join('; ')} y ${items[items.length - 1]!}`) : items.join('; ');
  return es
    ? `${weak.length === 1 ? 'Este tipo no está confirmado' : 'Estos tipos no están confirmados'} por un texto del IRS (confianza ` +
        `media-baja; ${weak.length === 1 ? 'procede' : 'proceden'} de fuentes ajenas al IRS que coinciden): ${list}. ${weak.length === 1 ? 'Compruébalo' : 'Compruébalos'} en ${check}.`
    : `${weak.length === 1 ? 'This rate is' : 'These rates are'} not confirmed by an IRS text (confidence medium-low; ` +
        `${weak.length === 1 ? 'it comes' : 'they come'} from agreeing non-IRS sources): ${list}. Check ${weak.length === 1 ? 'it' : 'them'} at ${check}.`;
}

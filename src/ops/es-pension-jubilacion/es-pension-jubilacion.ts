import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import type { EarlyBracket } from '../../rules/es/es-early-retirement-reductions-2026.rules.js';

/** Calendar months in a year (ages and careers are counted in whole months). */
export const MONTHS_PER_YEAR = 12;

/** Largest gap, in months, between years × 12 and a whole number of months that is still read as that whole number. */
const MONTH_TOLERANCE = 0.01;

/** The figures of the rule sets, as plain numbers. */
export interface PensionRules {
  minimumContributionMonths: number;
  method1Months: number;
  method1Divisor: number;
  method2WindowMonths: number;
  method2BasesTaken: number;
  method2Divisor: number;
  basePercentage: number;
  firstTrancheMonths: number;
  firstTrancheRatePerMonth: number;
  secondTrancheMonths: number;
  secondTrancheRatePerMonth: number;
  maximumPercentage: number;
  ordinaryAgeLongCareerMonths: number;
  longCareerMonths: number;
  ordinaryAgeMonths: number;
  earlyRetirementMaxMonths: number;
  earlyRetirementMinContributionMonths: number;
  earlyBracketBMonths: number;
  earlyBracketCMonths: number;
  earlyBracketDMonths: number;
  delayBonusPerYear: number;
  delayBonusPerHalfYear: number;
  maximumMonthlyPension: number;
  paymentsPerYear: number;
  minimumPensionSingle65Plus: number;
  minimumPensionSingleUnder65: number;
  minimumPensionAgeMonths: number;
  minimumTopUpIncomeLimitSingle: number;
  gapFullMonths: number;
  gapRestPercent: number;
  gapSupplementFullUntilMonth: number;
  gapSupplementReducedUntilMonth: number;
  gapSupplementReducedPercent: number;
  /** The maximum monthly contribution base (es-social-security-worker-2026). */
  maximumBaseMonthly: number;
  /** The lowest monthly minimum contribution base of the Régimen General (es-social-security-worker-2026): the base that fills gaps. */
  minimumBaseMonthly: number;
}

/** Reduction (%) for months early (1-24) and bracket: art. 208.2, and DT 34.ª on the maximum pension. */
export interface EarlyTables {
  reduction(months: number, bracket: EarlyBracket): number;
  maximumPensionReduction(months: number, bracket: EarlyBracket): number;
}

export interface CareerPeriod {
  years: number;
  regimen: 'general' | 'reta';
  monthlyBase: number;
}

/** years × 12 as a whole number of months, or null when it is not one (2.5 → 30; 2.3 → null). */
export function wholeMonths(years: number): number | null {
  const months = years * MONTHS_PER_YEAR;
  const rounded = Math.round(months);
  return Math.abs(months - rounded) <= MONTH_TOLERANCE ? rounded : null;
}

/** "38 years 3 months", "65 years", "1 year 1 month", "5 months" · "38 años y 3 meses", "65 años", "1 año y 1 mes", "5 meses". */
export function yearsAndMonths(months: number, locale: Locale = 'en'): string {
  const years = Math.floor(months / MONTHS_PER_YEAR);
  const rest = months - years * MONTHS_PER_YEAR;
  const es = locale === 'es';
  const y = es ? `${years} año${years === 1 ? '' : 's'}` : `${years} year${years === 1 ? '' : 's'}`;
  const m = es ? `${rest} mes${rest === 1 ? '' : 'es'}` : `${rest} month${rest === 1 ? '' : 's'}`;
  if (years === 0) return m;
  return rest === 0 ? y : es ? `${y} y ${m}` : `${y} ${m}`;
}

/** The career month by month, oldest first, each base limited to the maximum contribution base. */
export function monthlyBases(periods: readonly CareerPeriod[], months: readonly number[], maximumBase: number): { bases: number[]; cappedPeriods: number[] } {
  const bases: number[] = [];
  const cappedPeriods: number[] = [];
  periods.forEach((period, index) => {
    if (period.monthlyBase > maximumBase) cappedPeriods.push(index);
    const base = Math.min(period.monthlyBase, maximumBase);
    for (let i = 0; i < months[index]!; i++) bases.push(base);
  });
  return { bases, cappedPeriods };
}

/**
 * How the months of a base reguladora window without contributions (here: the months before the first period) are filled:
 * art. 209.1.b LGSS in the Régimen General, not at all in RETA (art. 318.d).
 */
export interface GapRules {
  /** Régimen General at retirement: the gaps are filled; RETA: they count as 0. */
  fill: boolean;
  /** DT 41.ª: gap months 49-60 at 100 % and 61-84 at 80 % (women, and men who meet art. 60.1.b for a child). */
  supplement: boolean;
}

/** The gap months of one window and what fills them, by tier. */
export interface GapFill {
  months: number;
  /** Months filled with the full base mínima (the first 48; with the DT 41.ª supplement, also 49-60). */
  atFull: number;
  /** Months filled with 80 % of it (DT 41.ª supplement, months 61-84). */
  atReduced: number;
  /** Months filled with 50 % of it (the rest). */
  atHalf: number;
  /** Months that count as 0 (no filling: RETA). */
  atZero: number;
  sum: number;
  /** The filled value of every gap month. */
  values: number[];
}

/** The `count` gap months of a window, filled per art. 209.1.b (and DT 41.ª when `supplement`), or left at 0. */
export function fillGaps(count: number, r: PensionRules, fill: boolean, supplement: boolean): GapFill {
  const full = r.minimumBaseMonthly;
  const reduced = (full * r.gapSupplementReducedPercent) / 100;
  const half = (full * r.gapRestPercent) / 100;
  const values: number[] = [];
  let atFull = 0;
  let atReduced = 0;
  let atHalf = 0;
  for (let month = 1; month <= count; month++) {
    if (!fill) values.push(0);
    else if (month <= r.gapFullMonths || (supplement && month <= r.gapSupplementFullUntilMonth)) {
      values.push(full);
      atFull++;
    } else if (supplement && month <= r.gapSupplementReducedUntilMonth) {
      values.push(reduced);
      atReduced++;
    } else {
      values.push(half);
      atHalf++;
    }
  }
  const sum = values.reduce((total, value) => total + value, 0);
  return { months: count, atFull, atReduced, atHalf, atZero: fill ? 0 : count, sum, values };
}

export interface BaseReguladoraMethod {
  sum: number;
  value: number;
  /** Months of the window before the first period: filled as gaps in the Régimen General, 0 in RETA. */
  monthsBeforeCareer: number;
  gaps: GapFill;
}

/** Method 1 (art. 209.1 as of 1-1-2023, DT 4.ª.7): the last `months` bases, gaps filled by that wording (no DT 41.ª), ÷ divisor. */
export function method1(bases: readonly number[], months: number, divisor: number, r: PensionRules, fill: boolean): BaseReguladoraMethod {
  const taken = bases.slice(Math.max(0, bases.length - months));
  const gaps = fillGaps(months - taken.length, r, fill, false);
  const sum = taken.reduce((total, base) => total + base, 0) + gaps.sum;
  return { sum, value: sum / divisor, monthsBeforeCareer: gaps.months, gaps };
}

/**
 * Method 2 (DT 40.ª): the `taken` highest bases of the last `window` months, gaps filled per the current art. 209.1.b (and
 * DT 41.ª when `supplement`), ÷ divisor; the rest are left out.
 */
export function method2(
  bases: readonly number[], window: number, taken: number, divisor: number, r: PensionRules, gapRules: GapRules,
): BaseReguladoraMethod & { leftOut: number[] } {
  const inWindow = bases.slice(Math.max(0, bases.length - window));
  const gaps = fillGaps(window - inWindow.length, r, gapRules.fill, gapRules.supplement);
  const all = [...inWindow, ...gaps.values].sort((a, b) => a - b);
  const leftOut = all.slice(0, window - taken);
  const sum = all.slice(window - taken).reduce((total, base) => total + base, 0);
  return { sum, value: sum / divisor, monthsBeforeCareer: gaps.months, gaps, leftOut };
}

export interface Percentage {
  percent: number;
  firstMonths: number;
  secondMonths: number;
  reachedMaximum: boolean;
}

/** Art. 210.1 and DT 9.ª (the scale of the rules' year): the percentage of the base reguladora for the months contributed; null under 15 years. */
export function percentageFor(months: number, r: PensionRules): Percentage | null {
  if (months < r.minimumContributionMonths) return null;
  const extra = months - r.minimumContributionMonths;
  const firstMonths = Math.min(extra, r.firstTrancheMonths);
  const secondMonths = Math.min(extra - firstMonths, r.secondTrancheMonths);
  const reachedMaximum = extra >= r.firstTrancheMonths + r.secondTrancheMonths;
  const percent = reachedMaximum
    ? r.maximumPercentage
    : Math.min(r.maximumPercentage, r.basePercentage + firstMonths * r.firstTrancheRatePerMonth + secondMonths * r.secondTrancheRatePerMonth);
  return { percent, firstMonths, secondMonths, reachedMaximum };
}

/** The ordinary age of the rules' year (DT 7.ª) for someone who retires at `retirementAge` with `contributed` months and contributed without a break up to then. */
export function ordinaryAgeFor(retirementAge: number, contributed: number, r: PensionRules): number {
  // 65 once 38 y 3 m are reached (counting the months up to 65 as contributed, art. 208.2 for early retirement); at the
  // latest the general age.
  return Math.min(r.ordinaryAgeMonths, Math.max(r.ordinaryAgeLongCareerMonths, retirementAge - contributed + r.longCareerMonths));
}

/** The ordinary age that the record at retirement alone gives (no months added): 65 with 38 y 3 m, else the general age. */
export function ordinaryAgeOnRecord(contributed: number, r: PensionRules): number {
  return contributed >= r.longCareerMonths ? r.ordinaryAgeLongCareerMonths : r.ordinaryAgeMonths;
}

export function earlyBracket(contributed: number, r: PensionRules): EarlyBracket {
  if (contributed < r.earlyBracketBMonths) return 'A';
  if (contributed < r.earlyBracketCMonths) return 'B';
  if (contributed < r.earlyBracketDMonths) return 'C';
  return 'D';
}

/**
 * Art. 210.2.a: 4 % per full year after the ordinary age and, from the second year of delay (read: once a first full year is
 * complete), 2 % for a period «superior a 6 meses» and under a year, so 7 to 11 months.
 */
export function delayBonus(delayMonths: number, r: PensionRules): { fullYears: number; halfYear: boolean; percent: number } {
  const fullYears = Math.floor(delayMonths / MONTHS_PER_YEAR);
  const halfYear = fullYears >= 1 && delayMonths - fullYears * MONTHS_PER_YEAR > MONTHS_PER_YEAR / 2;
  return { fullYears, halfYear, percent: fullYears * r.delayBonusPerYear + (halfYear ? r.delayBonusPerHalfYear : 0) };
}

/** The earliest age (months) at which this career allows voluntary early retirement, or null if none before the ordinary age. */
export function earliestEarlyAge(contributed: number, r: PensionRules): number {
  for (let age = r.ordinaryAgeLongCareerMonths - r.earlyRetirementMaxMonths; age <= r.ordinaryAgeMonths; age++) {
    if (ordinaryAgeFor(age, contributed, r) - age <= r.earlyRetirementMaxMonths) return age;
  }
  return r.ordinaryAgeMonths;
}

export type RetirementType = 'ordinary' | 'early' | 'delayed';

export interface PensionEstimate {
  contributedMonths: number;
  cappedPeriods: number[];
  m1: BaseReguladoraMethod;
  m2: BaseReguladoraMethod & { leftOut: number[] };
  /** How gaps were treated: filled (Régimen General) or not (RETA), with or without the DT 41.ª supplement. */
  gapRules: GapRules;
  baseReguladora: number;
  methodUsed: 'method1' | 'method2';
  percentage: Percentage | null;
  retirementAgeMonths: number;
  ordinaryAgeMonths: number;
  type: RetirementType;
  monthsEarly: number;
  monthsDelayed: number;
  early: { bracket: EarlyBracket; reductionPercent: number; appliedTo: 'pension' | 'maximumPension' } | null;
  delay: { fullYears: number; halfYear: boolean; percent: number; eligible: boolean; contributedAtOrdinaryAge: number } | null;
  /** Base reguladora × percentage. */
  theoreticalPension: number;
  /** Base reguladora × (percentage + bonus) when delayed; else the theoretical pension. */
  pensionWithBonus: number;
  cappedAtMaximum: boolean;
  monthlyPension: number;
  /** Delayed retirement above the maximum: unused bonus points and the yearly amount they give. */
  unusedBonusPercent: number;
  aboveMaximumAnnual: number;
  aboveMaximumLimited: boolean;
}

/**
 * The pension under the rules `r` for a career (months contributed, bases oldest first) retiring at `retirementAge` months,
 * the months of each window before the career being gaps treated per `gapRules`.
 * Throws an InputError (with its Spanish message) when voluntary early retirement is not open to this career at that age.
 */
export function estimatePension(
  periods: readonly CareerPeriod[],
  periodMonths: readonly number[],
  retirementAge: number,
  r: PensionRules,
  tables: EarlyTables,
  gapRules: GapRules,
  rulesYear: number,
): PensionEstimate {
  const ym = yearsAndMonths;
  const ymEs = (months: number) => yearsAndMonths(months, 'es');
  const { bases, cappedPeriods } = monthlyBases(periods, periodMonths, r.maximumBaseMonthly);
  const contributed = bases.length;
  const m1 = method1(bases, r.method1Months, r.method1Divisor, r, gapRules.fill);
  const m2 = method2(bases, r.method2WindowMonths, r.method2BasesTaken, r.method2Divisor, r, gapRules);
  const methodUsed = m2.value > m1.value ? 'method2' : 'method1';
  const baseReguladora = Math.max(m1.value, m2.value);
  const percentage = percentageFor(contributed, r);
  const ordinaryAge = ordinaryAgeFor(retirementAge, contributed, r);
  const monthsEarly = Math.max(0, ordinaryAge - retirementAge);
  const monthsDelayed = Math.max(0, retirementAge - ordinaryAge);
  const type: RetirementType = monthsEarly > 0 ? 'early' : monthsDelayed > 0 ? 'delayed' : 'ordinary';

  const base: PensionEstimate = {
    contributedMonths: contributed, cappedPeriods, m1, m2, gapRules, baseReguladora, methodUsed, percentage,
    retirementAgeMonths: retirementAge, ordinaryAgeMonths: ordinaryAge, type, monthsEarly, monthsDelayed,
    early: null, delay: null, theoreticalPension: 0, pensionWithBonus: 0, cappedAtMaximum: false, monthlyPension: 0,
    unusedBonusPercent: 0, aboveMaximumAnnual: 0, aboveMaximumLimited: false,
  };
  if (!percentage) return base; // under 15 years: no contributory pension, whatever the age

  const max = r.maximumMonthlyPension;
  const theoretical = (baseReguladora * percentage.percent) / 100;
  base.theoreticalPension = theoretical;
  base.pensionWithBonus = theoretical;

  if (type === 'early') {
    if (contributed < r.earlyRetirementMinContributionMonths) {
      throw new InputError(
        `retirementAge: ${ym(retirementAge)} is before your ordinary age of ${ym(ordinaryAge)} under the ${rulesYear} rules, and voluntary ` +
          `early retirement (art. 208 LGSS) needs at least ${ym(r.earlyRetirementMinContributionMonths)} contributed; ` +
          `the periods add up to ${ym(contributed)}. Retire at ${ym(ordinaryAge)} or later, or leave retirementAge out.`,
        `retirementAge: jubilarte a los ${ymEs(retirementAge)} es antes de tu edad ordinaria según las normas de ${rulesYear} (${ymEs(ordinaryAge)}), y la jubilación ` +
          `anticipada voluntaria (artículo 208 LGSS) exige al menos ${ymEs(r.earlyRetirementMinContributionMonths)} cotizados; ` +
          `los periodos suman ${ymEs(contributed)}. Jubílate a los ${ymEs(ordinaryAge)} o más tarde, o deja la edad de jubilación en blanco.`,
      );
    }
    if (monthsEarly > r.earlyRetirementMaxMonths) {
      const earliest = earliestEarlyAge(contributed, r);
      throw new InputError(
        `retirementAge: ${ym(retirementAge)} is ${monthsEarly} months before your ordinary age of ` +
          `${ym(ordinaryAge)} under the ${rulesYear} rules; voluntary early retirement (art. 208 LGSS) allows at most ${r.earlyRetirementMaxMonths} ` +
          `months: with this career the earliest is ${ym(earliest)}.`,
        `retirementAge: jubilarte a los ${ymEs(retirementAge)} es ${monthsEarly} meses antes de tu edad ordinaria según las normas ` +
          `de ${rulesYear} (${ymEs(ordinaryAge)}); la jubilación anticipada voluntaria (artículo 208 LGSS) permite adelantarla como máximo ` +
          `${r.earlyRetirementMaxMonths} meses: con esta carrera, lo antes posible es a los ${ymEs(earliest)}.`,
      );
    }
    const bracket = earlyBracket(contributed, r);
    if (theoretical > max) {
      const reductionPercent = tables.maximumPensionReduction(monthsEarly, bracket);
      base.early = { bracket, reductionPercent, appliedTo: 'maximumPension' };
      base.cappedAtMaximum = true;
      base.monthlyPension = max * (1 - reductionPercent / 100);
    } else {
      const reductionPercent = tables.reduction(monthsEarly, bracket);
      base.early = { bracket, reductionPercent, appliedTo: 'pension' };
      base.monthlyPension = theoretical * (1 - reductionPercent / 100);
    }
    return base;
  }

  if (type === 'delayed') {
    const contributedAtOrdinaryAge = contributed - monthsDelayed;
    const eligible = contributedAtOrdinaryAge >= r.minimumContributionMonths;
    const bonus = delayBonus(monthsDelayed, r);
    base.delay = { ...bonus, eligible, contributedAtOrdinaryAge, percent: eligible ? bonus.percent : 0 };
    const bonusPercent = base.delay.percent;
    const withBonus = (baseReguladora * (percentage.percent + bonusPercent)) / 100;
    base.pensionWithBonus = withBonus;
    if (withBonus <= max) {
      base.monthlyPension = withBonus;
    } else {
      base.cappedAtMaximum = true;
      base.monthlyPension = max;
      // Art. 210.2.a: the additional percentage not used to reach the maximum is paid yearly, as that percentage of the maximum.
      base.unusedBonusPercent = theoretical >= max ? bonusPercent : percentage.percent + bonusPercent - (max / baseReguladora) * 100;
      const yearly = (base.unusedBonusPercent / 100) * max * r.paymentsPerYear;
      const room = r.maximumBaseMonthly * MONTHS_PER_YEAR - max * r.paymentsPerYear;
      base.aboveMaximumLimited = yearly > room;
      base.aboveMaximumAnnual = Math.max(0, Math.min(yearly, room));
    }
    return base;
  }

  base.cappedAtMaximum = theoretical > max;
  base.monthlyPension = Math.min(theoretical, max);
  return base;
}

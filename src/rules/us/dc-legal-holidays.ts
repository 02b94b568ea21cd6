import type { Confidence } from '../rule-set.js';

/**
 * The legal holidays in the District of Columbia, the holidays that move a federal tax deadline (26 U.S.C. §7503;
 * Treas. Reg. §301.7503-1(b) points to the District's law, D.C. Code §28-2701, instead of listing them). Statutory
 * data, not a RuleSet: a RuleSet value is a number, and these are calendar rules. Checked 2026-11-29.
 */

export const DC_HOLIDAYS_LAST_CHECKED = '2026-11-29';
/** The first year the table is complete for: Juneteenth became a legal holiday on June 17, 2021. */
export const DC_HOLIDAYS_FIRST_YEAR = 2021;

export const DC_CODE_28_2701 = 'https://code.dccouncil.gov/us/dc/council/code/sections/28-2701';
export const DC_CODE_1_612_02 = 'https://code.dccouncil.gov/us/dc/council/code/sections/1-612.02';
export const USC_5_6103 = 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title5-section6103&num=0&edition=prelim';
export const CFR_301_7503_1 = 'https://www.ecfr.gov/current/title-26/chapter-I/subchapter-F/part-301/section-301.7503-1';
export const JUNETEENTH_ACT = 'https://www.govinfo.gov/content/pkg/BILLS-117s475enr/xml/BILLS-117s475enr.xml';
/** Rev. Rul. 2015-13 (IRB 2015-22): Emancipation Day moves the April 15 return and estimated-tax due dates (Tax Notes copy). */
export const REV_RUL_2015_13 = 'https://taxnotes.com/lr/resolve//dl58';

/**
 * D.C. Code §28-2701: "When a day set apart as a legal holiday, other than the day of the inauguration of the
 * President, falls on a Saturday, the next preceding day is a holiday. When a day set apart as a legal holiday falls
 * on a Sunday, the next succeeding day is a holiday." Read in the dccode.elaws.us verbatim copy of the section.
 */
export const OBSERVED_RULE_NOTE =
  'D.C. Code §28-2701: a holiday on a Saturday makes the Friday before a holiday (not Inauguration Day); one on a Sunday makes the Monday after a holiday.';

export type HolidayDate =
  | { kind: 'fixed'; month: number; day: number }
  /** The nth (1–4) `weekday` (0 = Sunday … 6 = Saturday) of `month`, or the last one when nth is -1. */
  | { kind: 'weekday'; month: number; weekday: number; nth: 1 | 2 | 3 | 4 | -1 };

export interface DcLegalHoliday {
  name: string;
  date: HolidayDate;
  /** First year it is a legal holiday (the table starts in DC_HOLIDAYS_FIRST_YEAR). */
  fromYear?: number;
  /** Only in the years where (year - 1965) is a multiple of this (Inauguration Day: every fourth year). */
  everyYears?: number;
  /** Saturday → the Friday before is also a holiday (§28-2701 excepts Inauguration Day). Sunday → the Monday after always. */
  saturdayToFriday: boolean;
  source: string;
  /** medium: the statute read in a verbatim copy, not on the official site. */
  confidence: Confidence;
  note: string;
}

const DC = 'D.C. Code §28-2701, read in the dccode.elaws.us verbatim copy (current through 2012)';

export const DC_LEGAL_HOLIDAYS: readonly DcLegalHoliday[] = [
  { name: "New Year's Day", date: { kind: 'fixed', month: 1, day: 1 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "New Year's Day, January 1"; also 5 U.S.C. §6103(a).` },
  {
    name: 'Inauguration Day',
    date: { kind: 'fixed', month: 1, day: 20 },
    everyYears: 4,
    saturdayToFriday: false,
    source: DC_CODE_28_2701, confidence: 'medium',
    note: `${DC}: "the day of the inauguration of the President, in every fourth year"; January 20 (20th Amendment; 5 U.S.C. §6103(c): January 20 of each fourth year after 1965, the next day when it is a Sunday).`,
  },
  { name: 'Dr. Martin Luther King, Jr.\'s Birthday', date: { kind: 'weekday', month: 1, weekday: 1, nth: 3 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the third Monday in January".` },
  { name: "Washington's Birthday", date: { kind: 'weekday', month: 2, weekday: 1, nth: 3 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the third Monday in February".` },
  {
    name: 'District of Columbia Emancipation Day',
    date: { kind: 'fixed', month: 4, day: 16 },
    saturdayToFriday: true,
    source: DC_CODE_28_2701, confidence: 'medium',
    note: `${DC}: "District of Columbia Emancipation Day, April 16"; the same weekend rule as the other holidays. Rev. Rul. 2015-13 applies it to the April 15 return and first estimated-tax installment (April 16 on a Saturday: Friday April 15 is the holiday, the due date is Monday April 18). D.C. Code §1-612.02(a)(11) and (b)(1) (its pay-and-leave holidays) say the same: Saturday → the Friday before, Sunday → the Monday after.`,
  },
  { name: 'Memorial Day', date: { kind: 'weekday', month: 5, weekday: 1, nth: -1 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the last Monday in May".` },
  {
    name: 'Juneteenth National Independence Day',
    date: { kind: 'fixed', month: 6, day: 19 },
    fromYear: 2021,
    saturdayToFriday: true,
    source: USC_5_6103,
    confidence: 'medium',
    note: 'Juneteenth National Independence Day Act (Pub. L. 117-17, signed June 17, 2021) added "Juneteenth National Independence Day, June 19" to 5 U.S.C. §6103(a), read in the enrolled bill on govinfo.gov; D.C. Code §1-612.02(a)(4A) lists it for the District (read in the code.dccouncil.gov text). The elaws copy of §28-2701 predates it.',
  },
  { name: 'Independence Day', date: { kind: 'fixed', month: 7, day: 4 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "Independence Day, July 4".` },
  { name: 'Labor Day', date: { kind: 'weekday', month: 9, weekday: 1, nth: 1 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the first Monday in September".` },
  { name: 'Columbus Day', date: { kind: 'weekday', month: 10, weekday: 1, nth: 2 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the second Monday in October" (Indigenous Peoples' Day in D.C. Code §1-612.02(a)(7), the same day).` },
  { name: 'Veterans Day', date: { kind: 'fixed', month: 11, day: 11 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "Veteran's Day, November 11".` },
  { name: 'Thanksgiving Day', date: { kind: 'weekday', month: 11, weekday: 4, nth: 4 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "the fourth Thursday in November".` },
  { name: 'Christmas Day', date: { kind: 'fixed', month: 12, day: 25 }, saturdayToFriday: true, source: DC_CODE_28_2701, confidence: 'medium', note: `${DC}: "Christmas Day, December 25".` },
];

/**
 * Not in the table: "any day appointed by the President of the United States as a day of public feasting or
 * thanksgiving" (§28-2701) is appointed case by case, so a deadline moved by one is not computed.
 */
export const NOT_MODELLED_NOTE = 'Days the President appoints case by case (D.C. Code §28-2701) are not included.';

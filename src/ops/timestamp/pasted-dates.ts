/**
 * E-mail and HTTP dates (RFC 5322 §3.3, whose IMF-fixdate profile RFC 9110 uses): "Tue, 14 Nov 2023 22:13:20 +0000",
 * "14 Nov 2023 22:13 GMT", "Tue, 14 Nov 2023 17:13:20 EST (comment)". Written by hand: the grammar is one line, and
 * Date.parse would also accept many ambiguous forms this operation refuses.
 */

/** The fields of a date and time as written, checked for real by the timestamp parser. */
export interface DateTimeFields {
  yearText: string;
  month: number;
  day: number;
  hourText?: string | undefined;
  minuteText?: string | undefined;
  secondText?: string | undefined;
  fractionDigits?: string | undefined;
  /** Z, ±HH:MM, ±HHMM, ±HH, UTC, GMT+1…; undefined when none was written. */
  zoneText?: string | undefined;
}

export interface MailDate {
  fields: DateTimeFields;
  /** The day name written, 1 = Monday … 7 = Sunday; undefined when there was none. */
  weekday: number | undefined;
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTH_NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];

/** 1-based position of a name written in full or as its first three letters (Sept too); 0 when it is none. */
function position(names: readonly string[], written: string): number {
  const lower = written.toLowerCase();
  return names.findIndex((name) => name === lower || name.slice(0, 3) === lower || (name === 'september' && lower === 'sept')) + 1;
}

/** RFC 5322 §4.3's obsolete zones: UT and GMT, and the North American ones it defines. (Military letters are refused.) */
const NAMED_ZONES: Readonly<Record<string, string>> = {
  UT: '+0000', GMT: '+0000', UTC: '+0000', Z: '+0000',
  EST: '-0500', EDT: '-0400', CST: '-0600', CDT: '-0500', MST: '-0700', MDT: '-0600', PST: '-0800', PDT: '-0700',
};

const MAIL_DATE = new RegExp(
  String.raw`^(?:(?<weekday>[a-z]{3,9})\.?,?\s+)?(?<day>\d{1,2})\s+(?<month>[a-z]{3,9})\.?\s+(?<year>\d{4})\s+` +
    String.raw`(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2}))?\s*(?<zone>[+\-\u2212]\d{4}|[a-z]{1,3})(?:\s*\([^()]*\))?$`,
  'i',
);

/** The fields of an RFC 5322 / IMF-fixdate date-time, or null when `value` is not one (a 400 is then up to the caller). */
export function readMailDate(value: string): MailDate | null {
  const groups = MAIL_DATE.exec(value)?.groups;
  if (!groups) return null;
  const month = position(MONTH_NAMES, groups.month!);
  const weekday = groups.weekday === undefined ? undefined : position(DAY_NAMES, groups.weekday);
  if (month === 0 || weekday === 0) return null;
  const zone = groups.zone!;
  const zoneText = /^[+\-\u2212]/.test(zone) ? zone : NAMED_ZONES[zone.toUpperCase()];
  if (zoneText === undefined) return null;
  return {
    fields: {
      yearText: groups.year!,
      month,
      day: Number(groups.day),
      hourText: groups.hour,
      minuteText: groups.minute,
      secondText: groups.second,
      zoneText,
    },
    weekday,
  };
}

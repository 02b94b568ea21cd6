import { defineOperation } from '../../core/operation.js';
import { FIRST_YEAR, LAST_YEAR, MAX_EXPRESSION_CHARS } from './cron-fields.js';
import { examples } from './cron-explain.examples.js';
import page from './cron-explain.page.js';
import run from './cron-explain.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Cron expression explainer',
  summary: 'Explains a cron expression (Unix, seconds-first or Quartz) in words and lists its next runs in a time zone, with daylight-saving changes flagged.',
  agentDescription:
    'Explains a cron expression in words; lists next runs in an IANA zone. Dialects: unix (5 fields), seconds (6), quartz (6–7, 1=SUN). Flags DST shifts.',
  description:
    'expression is a cron expression or a macro. Three dialects are read. unix: five fields, minute hour day-of-month month ' +
    'day-of-week, as in a crontab (0 and 7 are Sunday). seconds: six fields with seconds first, as node-cron and croner read ' +
    'them (days of the week as in unix). quartz: six or seven fields, seconds minute hour day-of-month month day-of-week ' +
    `[year ${FIRST_YEAR}–${LAST_YEAR}], where the days of the week are numbered 1 (SUN) to 7 (SAT) and exactly one of the two day fields ` +
    "is ? (a * in one of them is read as ?, so 0 0 12 * * MON works). Without dialect it is detected: 5 fields are unix, 7 " +
    'quartz, 6 quartz when a day field is ? and seconds otherwise; the answer says which (dialect, dialectDetected and a ' +
    'warning). Each field takes *, numbers, ranges (1-5), lists (1,15), steps (*/15, 0-30/5, and 5/15 meaning from 5 every ' +
    '15), month names JAN–DEC and day names SUN–SAT, in any letter case; day-of-month and day-of-week also take ?, and the ' +
    'extensions L (last day of the month), LW (last weekday), 15W (weekday nearest the 15th), 5L (last Friday; 6L in Quartz) ' +
    'and 5#2 (second Friday; 6#2 in Quartz) in every dialect. A range that runs backwards (22-2) is refused, except in Quartz, ' +
    'which wraps it around. When both day fields are restricted (neither * nor ?), a day matches when EITHER matches, as Vixie ' +
    'cron and POSIX say (0 0 13 * 5 runs on every 13th and every Friday); Vixie cron treats a day field starting with * (*/2) ' +
    'as unrestricted and then needs both, which this answer notes but does not follow (croner and cron-parser read either). ' +
    'Macros: @yearly, @annually, @monthly, @weekly, @daily, @midnight and @hourly; @reboot is refused, having no schedule. ' +
    'description is the schedule in words (cronstrue), in English from the API (in Spanish on the Spanish page). timeZone is ' +
    'an IANA name (default UTC; letter case is corrected; offsets such as +01:00 are refused, naming Etc/GMT-1). from is an ' +
    'ISO 8601 date-time with Z or an offset, or a wall time in timeZone without one (years 1970–2999); runs are the next ' +
    'count (1–100, default 5) strictly after it, default now, computed by croner, each as local (ISO 8601 with the offset in ' +
    'force) and utc. Around daylight-saving changes, runs follow Vixie cron: a job at a fixed time (single second, minute and ' +
    'hour) that falls in a skipped hour runs at the first time after the jump the same day (02:30 in Madrid on 29 March 2026 ' +
    'runs at 03:00 CEST), marked clockChange gap; in a repeated hour it runs once, at the first occurrence (repeated-first); ' +
    'a schedule repeating within the hour (*/15) skips the missing times and runs in both passes of a repeated hour ' +
    '(repeated-second marks the second). A schedule that never runs (31 February) gives no runs and says so; the search ' +
    `stops at the year 3000. expression is at most ${MAX_EXPRESSION_CHARS} characters.`,
  category: 'time',
  es: {
    title: 'Explicador de expresiones cron',
    summary: 'Explica una expresión cron (Unix, con segundos o «Quartz») en palabras y lista sus próximas ejecuciones en una zona horaria, señalando los cambios de hora.',
  },
  examples,
  // A schedule that runs only in leap years whose February starts on a Monday (the fifth Monday of February), from the
  // first year accepted, in a zone with half-hour daylight saving: croner walks month by month to the year 3000.
  worstCase: () => ({ expression: '0 0 0 ? 2 2#5', timeZone: 'Australia/Lord_Howe', from: '1970-01-01T00:00Z', count: 100 }),
});

import type { ExamplesFor } from '../../core/operation.js';
import type run from './cron-explain.run.js';

const UNIX = '5 fields: read as a Unix crontab line (minute first; 0 and 7 are Sunday).';

/** The documented examples: run by the test suite, their outputs exact (each day checked against a calendar). */
export const examples: ExamplesFor<typeof run> = [
  {
    // From 01:00 CET on 27 March (00:00 UTC, a wall time in the zone as the page's field writes it): Friday 27 March
    // 2026 at 09:00 CET, then Monday 30 and Tuesday 31 at 09:00 CEST: summer time began on Sunday 29.
    title: 'Weekdays at 09:00 in Madrid, across the change to summer time',
    input: { expression: '0 9 * * 1-5', timeZone: 'Europe/Madrid', from: '2026-03-27T01:00', count: 3 },
    output: {
      dialect: 'unix',
      dialectDetected: true,
      description: 'At 09:00, Monday through Friday',
      timeZone: 'Europe/Madrid',
      from: '2026-03-27T00:00:00Z',
      runs: [
        { local: '2026-03-27T09:00:00+01:00', utc: '2026-03-27T08:00:00Z', clockChange: null },
        { local: '2026-03-30T09:00:00+02:00', utc: '2026-03-30T07:00:00Z', clockChange: null },
        { local: '2026-03-31T09:00:00+02:00', utc: '2026-03-31T07:00:00Z', clockChange: null },
      ],
      warnings: [UNIX],
    },
  },
  {
    // From 13:00 CET on 28 March (12:00 UTC). On 29 March 2026 Madrid's clocks jump from 02:00 CET to 03:00 CEST: 02:30 does not exist that day.
    title: 'A run in the hour skipped by daylight saving',
    input: { expression: '30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-03-28T13:00', count: 2 },
    output: {
      dialect: 'unix',
      dialectDetected: true,
      description: 'At 02:30',
      timeZone: 'Europe/Madrid',
      from: '2026-03-28T12:00:00Z',
      runs: [
        { local: '2026-03-29T03:00:00+02:00', utc: '2026-03-29T01:00:00Z', clockChange: 'gap' },
        { local: '2026-03-30T02:30:00+02:00', utc: '2026-03-30T00:30:00Z', clockChange: null },
      ],
      warnings: [
        UNIX,
        'A run marked gap falls in a clock change that skipped its time in Europe/Madrid: it runs at the first time after the jump, on the same day, as Vixie cron does. A schedule repeating within the hour (*/15) skips the missing times instead.',
      ],
    },
  },
  {
    // Quartz numbers Sunday 1, so 2 is Monday: 5 January, 2 February and 2 March 2026 are the first Mondays.
    title: 'Quartz: the first Monday of each month at noon',
    input: { expression: '0 0 12 ? * 2#1', from: '2026-01-01T00:00', count: 3 },
    output: {
      dialect: 'quartz',
      dialectDetected: true,
      description: 'At 12:00, on the first Monday of the month',
      timeZone: 'UTC',
      from: '2026-01-01T00:00:00Z',
      runs: [
        { local: '2026-01-05T12:00:00+00:00', utc: '2026-01-05T12:00:00Z', clockChange: null },
        { local: '2026-02-02T12:00:00+00:00', utc: '2026-02-02T12:00:00Z', clockChange: null },
        { local: '2026-03-02T12:00:00+00:00', utc: '2026-03-02T12:00:00Z', clockChange: null },
      ],
      warnings: ['6 fields with ?: read as Quartz (seconds first; 1 is Sunday, 7 Saturday).'],
    },
  },
  {
    // Wednesday 13 May 2026 (the 13th), then Fridays 15 and 22 May: either day field matches.
    title: 'Both day fields: the 13th or a Friday',
    input: { expression: '0 0 13 * 5', from: '2026-05-10T00:00', count: 3 },
    output: {
      dialect: 'unix',
      dialectDetected: true,
      description: 'At 00:00, on day 13 of the month, and on Friday',
      timeZone: 'UTC',
      from: '2026-05-10T00:00:00Z',
      runs: [
        { local: '2026-05-13T00:00:00+00:00', utc: '2026-05-13T00:00:00Z', clockChange: null },
        { local: '2026-05-15T00:00:00+00:00', utc: '2026-05-15T00:00:00Z', clockChange: null },
        { local: '2026-05-22T00:00:00+00:00', utc: '2026-05-22T00:00:00Z', clockChange: null },
      ],
      warnings: [
        UNIX,
        'Both day fields are restricted, so a day matches when either one does (Vixie cron and POSIX), not only when both do.',
      ],
    },
  },
];

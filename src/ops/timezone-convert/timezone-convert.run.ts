import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';

// Temporal (temporal-polyfill) is only loaded when a time operation is first called.
const logic = lazy(() => import('./timezone-convert.js'));

const zoneName = (description: string) => z.string().min(1).max(64).describe(description);
const offset = (description: string) => z.string().regex(/^[+-]\d{2}:\d{2}(:\d{2})?$/).describe(description);
const instant = (description: string) => z.string().describe(description);

const side = (which: string) =>
  z
    .strictObject({
      zone: z.string().describe('The IANA zone name, in its canonical letter case (europe/madrid → Europe/Madrid); links such as Asia/Calcutta are kept as given.'),
      datetime: z.string().describe('The wall-clock time in this zone, YYYY-MM-DDTHH:mm:ss (with the decimals given, if any).'),
      offset: offset('UTC offset in effect, ±HH:MM (±HH:MM:SS for 19th-century local mean time).'),
      offsetMinutes: z.number().describe('The same offset in minutes, east of UTC positive (a fraction only for local mean time).'),
      abbreviation: z
        .string()
        .describe("The zone's abbreviation then: timezone-abbreviation's table (JST, CEST), else ICU's (GMT+5)."),
      daylightSaving: z.boolean().describe('True when the offset in effect is larger than standardOffset.'),
      standardOffset: offset("The zone's standard offset that year: the smaller of its offsets on 1 January and 1 July, ±HH:MM."),
    })
    .describe(which);

const view = {
  utc: instant('The instant, ISO 8601 in UTC (e.g. 2026-07-01T07:00:00Z).'),
  from: side('The wall time in the source zone.'),
  to: side('The same instant in the target zone.'),
  offsetDifference: offset("to's offset minus from's offset, ±HH:MM (e.g. -06:00 from Madrid to New York in summer)."),
  offsetDifferenceMinutes: z.number().describe("to's offset minus from's offset in minutes (e.g. -360)."),
};

const input = z.strictObject({
  datetime: z
    .string()
    // The format is checked when the operation runs (WALL_TIME in rules.ts), with the message in both languages.
    .describe('Wall-clock time in the from zone, no offset: YYYY-MM-DDTHH:mm[:ss], T or space, e.g. 2026-07-01 09:00; a date alone is 00:00.'),
  from: zoneName('The IANA time zone the wall time is in, e.g. Europe/Madrid.'),
  to: zoneName('The IANA time zone to convert to, e.g. America/New_York.'),
});

const output = z.strictObject({
  ...view,
  resolution: z
    .strictObject({
      kind: z.enum(['gap', 'overlap']).describe('gap: the wall time does not exist (clocks jumped forward); overlap: it happens twice (clocks went back).'),
      chosen: z
        .enum(['earlier', 'later'])
        .describe("Which of the two candidate instants was used: 'later' in a gap (moved forward), 'earlier' in an overlap (first occurrence)."),
      transition: z
        .strictObject({
          utc: instant('When the clocks changed, ISO 8601 in UTC.'),
          offsetBefore: offset("The from zone's offset before the change."),
          offsetAfter: offset("The from zone's offset after the change."),
        })
        .describe('The clock change in the from zone.'),
      note: z.string().describe('What happened and what was chosen, in one sentence or two.'),
      alternative: z.strictObject(view).describe('The other candidate instant, in the same shape as the result.'),
    })
    .nullable()
    .describe('null when the wall time happens exactly once in the from zone; otherwise how the gap or overlap was resolved.'),
});

export default defineRun({
  id: 'timezone-convert',
  kind: 'utility',
  input,
  output,
  run: async ({ datetime, from, to }, ctx) => (await logic()).convertTimeZone(datetime, from, to, ctx.locale),
});

import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';

// Temporal (temporal-polyfill) and the abbreviation table are only loaded when the operation is first called.
const logic = lazy(() => import('./timezone-abbreviation.js'));

const strings = (description: string) => z.array(z.string()).describe(description);

const meaning = z
  .strictObject({
    name: z.string().describe('What the abbreviation stands for in this meaning, e.g. "India Standard Time".'),
    offset: z.string().describe('UTC offset as ±HH:MM, e.g. "+05:30", "-03:30", "+00:00".'),
    offsetMinutes: z.int().describe('The same offset in minutes east of UTC (330, -210, 0).'),
    dst: z.boolean().describe("True when this is a zone's summer (daylight saving) offset, false for its standard offset."),
    zones: strings('IANA time zones that use this meaning (during part or all of the year), sorted.'),
    regions: strings("Countries and territories of those zones, as the tz database's iso3166.tab names them, sorted; empty for Etc/UTC."),
    source: z
      .enum(['tzdb', 'common usage'])
      .describe('"tzdb": the IANA tz database writes this abbreviation for these zones; "common usage": it does not, and `reference` attests the usage.'),
    note: z.string().nullable().describe('A caveat about this meaning (legal quirks, what tzdb writes instead), or null.'),
    reference: z.string().nullable().describe('For common-usage meanings, the page that attests the abbreviation; null for tzdb meanings.'),
    inUseAt: strings('The zones of `zones` whose actual offset at `at` equals this offset and whose daylight-saving state matches `dst`, sorted; empty when none uses this meaning then.'),
  })
  .describe('One meaning of an abbreviation.');

const abbreviationFields = {
  code: z.string().describe('The abbreviation as the dataset spells it (canonical case, e.g. "CEST", "ChST").'),
  ambiguous: z.boolean().describe('True when the abbreviation has more than one meaning (different offsets or places).'),
  meanings: z
    .array(meaning)
    .describe('Every meaning: tzdb ones first, then common usage, each group by offset (west to east), then name.'),
};

export default defineRun({
  id: 'timezone-abbreviation',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    code: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('The abbreviation to resolve, e.g. CET, cest, IST, ChST (case-insensitive). Omit to list every abbreviation.'),
    at: z
      .string()
      .max(100)
      .optional()
      .describe('The instant for inUseAt: ISO 8601 with Z or a UTC offset, e.g. 2026-07-01T12:00:00Z. Default: now.'),
  }),
  output: z.strictObject({
    code: abbreviationFields.code.optional().describe('With code: the abbreviation in its canonical spelling.'),
    at: z.string().describe('The instant used for inUseAt, in UTC (ISO 8601 with Z).'),
    ambiguous: abbreviationFields.ambiguous.optional().describe('With code: true when it has more than one meaning.'),
    meanings: abbreviationFields.meanings.optional().describe('With code: every meaning, tzdb ones first, then by offset and name.'),
    count: z.int().optional().describe('Without code: how many abbreviations are listed.'),
    abbreviations: z
      .array(z.strictObject(abbreviationFields).describe('One abbreviation and its meanings.'))
      .optional()
      .describe('Without code: every abbreviation, sorted by code case-insensitively.'),
    dataset: z
      .strictObject({
        name: z.string().describe('Name of the abbreviation dataset.'),
        tzdbVersion: z.string().describe('The tz database release the dataset was checked against.'),
        lastChecked: z.string().describe('Date (YYYY-MM-DD) the dataset was last compared with its sources.'),
      })
      .describe('Which data answered.'),
  }),
  run: async (input, ctx) => (await logic()).timezoneAbbreviation(input, ctx.now(), ctx.locale),
});

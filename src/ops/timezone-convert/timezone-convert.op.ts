import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { ABBREVIATION_LOCALES } from './rules.js';
import { examples } from './timezone-convert.examples.js';

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

export const input = z.strictObject({
  datetime: z
    .string()
    // The format is checked when the operation runs (WALL_TIME in rules.ts), with the message in both languages.
    .describe('Wall-clock time in the from zone, no offset: YYYY-MM-DDTHH:mm[:ss], T or space, e.g. 2026-07-01 09:00.'),
  from: zoneName('The IANA time zone the wall time is in, e.g. Europe/Madrid.'),
  to: zoneName('The IANA time zone to convert to, e.g. America/New_York.'),
});

export const output = z.strictObject({
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

export default defineOperation({
  id: 'timezone-convert',
  title: 'Time zone convert',
  summary: 'Converts a wall-clock time between IANA time zones, with offsets, abbreviations, daylight-saving flags and DST gaps and overlaps flagged.',
  agentDescription:
    'Converts a wall-clock time between IANA time zones (Europe/Madrid, UTC), with offsets, abbreviations and DST flags. A city alone or an offset is refused with a suggestion. A time skipped or repeated by a DST change is resolved like Temporal’s compatible mode and flagged, with the other candidate.',
  description:
    'datetime is a wall-clock time as a clock in the from zone shows it: YYYY-MM-DDTHH:mm, or YYYY-MM-DDTHH:mm:ss, with a four-digit ' +
    'year (0000–9999), T or a space between date and time, optionally up to 9 decimals of a second (kept in the output, which ' +
    'otherwise shows whole seconds), and no Z or offset (the zone is from); it must be a real date and time (2026-02-30 and 24:00 are ' +
    'refused). from and to ' +
    'are IANA time zone names such as Europe/Madrid, America/New_York or UTC; links (Asia/Calcutta, US/Eastern) and the legacy names ' +
    'the database keeps (CET, EST, which is a fixed -05:00) are accepted as the IANA database defines them. Letter case is ignored and ' +
    'the name is returned in its canonical case (a link keeps its own name). An unknown name is refused with the closest known names ' +
    '(a city alone, such as Madrid or Kiev, gets its zone: Europe/Madrid, Europe/Kyiv); a UTC offset (+01:00, UTC+1) is refused too, ' +
    'naming the Etc/GMT zone for a whole number of hours (Etc/GMT-1 for +01:00). Offsets come from the IANA time zone database in the ' +
    'runtime (ICU), history included: before standard time a place kept local mean time, whose offset has seconds (Madrid was ' +
    '-00:14:44 until 1901). A wall time that happens once converts directly and resolution is null. Around a daylight-saving change a ' +
    'wall time may not exist (a gap: 02:30 on 2026-03-29 in Madrid) or happen twice (an overlap: 02:30 on 2026-10-25 in Madrid). Both ' +
    "are resolved as Temporal's 'compatible' disambiguation and RFC 5545 calendars do: a time in a gap is moved forward by the length " +
    'of the gap (02:30 → 03:30 CEST), and a time in an overlap takes its first occurrence, at the offset before the change (02:30 CEST, ' +
    'not 02:30 CET). resolution then names the case and the transition with the offsets before and after it, and gives the other ' +
    'candidate in full as alternative: in a gap the time moved back by the gap instead (01:30 CET), in an overlap the second ' +
    'occurrence. Each side gives the wall time with seconds, the UTC offset as ±HH:MM and in minutes, an abbreviation, the standard ' +
    'offset and a daylight-saving flag. Abbreviations are for reading, not a standard, and come from one source: the curated table ' +
    'of the timezone-abbreviation operation (tzdb\'s abbreviations, then CLDR\'s and common ones: JST for Tokyo, MSK for Moscow, NPT ' +
    'for Kathmandu) when it lists the zone at that offset, preferring the entry for the season in effect, tzdb\'s own, then CLDR\'s; ' +
    `otherwise ICU's (CLDR's) short name, the first letter abbreviation among the English locales ${ABBREVIATION_LOCALES.join(', ')}, ` +
    'or ICU\'s numeric form (GMT+5 for Tashkent) where they have none. Every letter abbreviation written resolves in ' +
    'timezone-abbreviation; the same letters can name several zones (IST: India, Ireland, Israel). A ' +
    "zone's standard offset is the smaller of its offsets on 1 January and 1 July (12:00 local time) of that year, and daylightSaving " +
    'is true when the offset in effect is larger: this works in both hemispheres (Sydney in January is on AEDT) and calls Dublin\'s ' +
    'summer IST daylight saving, as people do (IANA counts it the other way round); in a year when a zone changed its standard offset ' +
    "(Samoa in 2011) these two fields can mislead. offsetDifference is to's offset minus from's at that instant, as ±HH:MM and in minutes.",
  category: 'time',
  kind: 'utility',
  es: { title: 'Convertir zona horaria', summary: 'Convierte una hora de reloj entre zonas horarias IANA, con desfases, abreviaturas e indicadores de horario de verano, y señala los huecos y solapamientos del cambio de hora.' },
  input,
  form: {
    datetime: {
      label: { en: 'Date and time', es: 'Fecha y hora' },
      help: { es: 'La hora de reloj en la zona de origen: AAAA-MM-DDTHH:mm (o AAAA-MM-DDTHH:mm:ss; vale un espacio en lugar de la T), sin desfase; por ejemplo, 2026-07-01 09:00.' },
    },
    from: {
      label: { en: 'From time zone', es: 'Zona horaria de origen' },
      help: { es: 'La zona horaria IANA en la que está esa hora, por ejemplo Europe/Madrid.' },
    },
    to: {
      label: { en: 'To time zone', es: 'Zona horaria de destino' },
      help: { es: 'La zona horaria IANA a la que convertir, por ejemplo America/New_York.' },
    },
  },
  page: {
    headline: [
      { field: 'to.datetime', label: { en: 'Time in the target zone', es: 'Hora en la zona de destino' }, format: 'text' },
      { field: 'offsetDifference', label: { en: 'Offset difference', es: 'Diferencia de desfase' }, format: 'text' },
    ],
    details: [
      { field: 'from.datetime', label: { en: 'Time in the source zone', es: 'Hora en la zona de origen' }, format: 'text' },
      { field: 'utc', label: { en: 'UTC instant', es: 'Instante UTC' }, format: 'text' },
      { field: 'from.zone', label: { en: 'Source zone', es: 'Zona de origen' }, format: 'text' },
      { field: 'from.offset', label: { en: 'Source UTC offset', es: 'Desfase UTC de origen' }, format: 'text' },
      { field: 'from.abbreviation', label: { en: 'Source abbreviation', es: 'Abreviatura de origen' }, format: 'text' },
      { field: 'from.daylightSaving', label: { en: 'Source on summer time', es: 'Origen en horario de verano' }, format: 'boolean' },
      { field: 'to.zone', label: { en: 'Target zone', es: 'Zona de destino' }, format: 'text' },
      { field: 'to.offset', label: { en: 'Target UTC offset', es: 'Desfase UTC de destino' }, format: 'text' },
      { field: 'to.abbreviation', label: { en: 'Target abbreviation', es: 'Abreviatura de destino' }, format: 'text' },
      { field: 'to.daylightSaving', label: { en: 'Target on summer time', es: 'Destino en horario de verano' }, format: 'boolean' },
      { field: 'offsetDifferenceMinutes', label: { en: 'Offset difference (minutes)', es: 'Diferencia de desfase (minutos)' }, format: 'integer' },
      {
        field: 'resolution.kind',
        label: { en: 'Clock change', es: 'Cambio de hora' },
        format: 'text',
        choices: {
          gap: { en: 'Gap: the time does not exist', es: 'Hueco: esa hora no existe' },
          overlap: { en: 'Overlap: the time happens twice', es: 'Solapamiento: esa hora ocurre dos veces' },
        },
      },
      { field: 'resolution.note', label: { en: 'What was done', es: 'Qué se ha hecho' }, format: 'text' },
      {
        field: 'resolution.alternative.to.datetime',
        label: { en: 'Alternative time in the target zone', es: 'Hora alternativa en la zona de destino' },
        format: 'text',
      },
    ],
    displays: [
      {
        kind: 'clocks',
        clocks: [
          { label: { en: 'Source zone', es: 'Zona de origen' }, datetime: 'from.datetime', zone: 'from.zone', offset: 'from.offset', abbreviation: 'from.abbreviation' },
          { label: { en: 'Target zone', es: 'Zona de destino' }, datetime: 'to.datetime', zone: 'to.zone', offset: 'to.offset', abbreviation: 'to.abbreviation' },
        ],
      },
    ],
  },
  output,
  examples,
  // A gap in the last year accepted (the rules projected furthest; both candidate instants computed and the transition
  // searched) between two zones with no entry in the curated table and no letter abbreviation in any locale tried, so the
  // table is searched and every locale asked for each side; with decimals of a second, the longest time.
  worstCase: () => ({ datetime: '9999-09-05T00:30:00.123456789', from: 'America/Santiago', to: 'Asia/Tashkent' }),
  run: async ({ datetime, from, to }, ctx) => (await logic()).convertTimeZone(datetime, from, to, ctx.locale),
});

import { defineOperation } from '../../core/operation.js';
import { ABBREVIATION_LOCALES } from './rules.js';
import { examples } from './timezone-convert.examples.js';
import page from './timezone-convert.page.js';
import run from './timezone-convert.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Time zone convert',
  summary: 'Converts a wall-clock time between IANA time zones, with offsets, abbreviations, daylight-saving flags and DST gaps and overlaps flagged.',
  agentDescription:
    'Converts a wall-clock time between IANA time zones (Europe/Madrid, UTC), with offsets, abbreviations and DST flags. A city alone or an offset is refused with a suggestion. A time skipped or repeated by a DST change is resolved like Temporal’s compatible mode and flagged, with the other candidate.',
  description:
    'datetime is a wall-clock time as a clock in the from zone shows it: YYYY-MM-DDTHH:mm, or YYYY-MM-DDTHH:mm:ss, with a four-digit ' +
    'year (0000–9999), T or a space between date and time, optionally up to 9 decimals of a second (kept in the output, which ' +
    'otherwise shows whole seconds), and no Z or offset (the zone is from); it must be a real date and time (2026-02-30 and 24:00 are ' +
    'refused). A date alone (YYYY-MM-DD) is the start of that day, 00:00 (moved like any time when a clock change skips ' +
    'midnight), and spaces around the value are ignored. from and to ' +
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
  es: { title: 'Convertir zona horaria', summary: 'Convierte una hora de reloj entre zonas horarias IANA, con desfases, abreviaturas e indicadores de horario de verano, y señala los huecos y solapamientos del cambio de hora.' },
  examples,
  // A gap in the last year accepted (the rules projected furthest; both candidate instants computed and the transition
  // searched) between two zones with no entry in the curated table and no letter abbreviation in any locale tried, so the
  // table is searched and every locale asked for each side; with decimals of a second, the longest time.
  worstCase: () => ({ datetime: '9999-09-05T00:30:00.123456789', from: 'America/Santiago', to: 'Asia/Tashkent' }),
});

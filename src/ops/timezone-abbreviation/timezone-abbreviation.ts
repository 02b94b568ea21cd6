import { Temporal } from 'temporal-polyfill';
import { closestNames, didYouMean, InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { dataset, type DatasetEntry, type DatasetMeaning, type MeaningSource } from './dataset.js';
import { DATASET_NAME_ES, NAMES_ES, NOTES_ES, REGIONS_ES } from './spanish.js';

export interface Meaning {
  name: string;
  offset: string;
  offsetMinutes: number;
  dst: boolean;
  zones: string[];
  regions: string[];
  source: MeaningSource;
  note: string | null;
  reference: string | null;
  inUseAt: string[];
}

export interface Abbreviation {
  code: string;
  ambiguous: boolean;
  meanings: Meaning[];
}

export interface DatasetSummary {
  name: string;
  tzdbVersion: string;
  lastChecked: string;
}

export type Result =
  | ({ code: string; at: string } & Omit<Abbreviation, 'code'> & { dataset: DatasetSummary })
  | { at: string; count: number; abbreviations: Abbreviation[]; dataset: DatasetSummary };

/** `at` must fall in years 0001–9999 (UTC): the DST check looks a year either side, and the range keeps that finite. */
export const EARLIEST_AT = '0001-01-01T00:00:00Z';
export const LATEST_AT = '9999-12-31T23:59:59.999999999Z';
const EARLIEST_NS = Temporal.Instant.from(EARLIEST_AT).epochNanoseconds;
const LATEST_NS = Temporal.Instant.from(LATEST_AT).epochNanoseconds;

/** The DST check samples a zone's offset every 14 days for 364 days either side of the instant. */
const SAMPLE_STEP_NS = 14n * 86_400n * 1_000_000_000n;
const SAMPLES_PER_SIDE = 26;
const NS_PER_MINUTE = 60_000_000_000;

const byCode = new Map(dataset.abbreviations.map((entry) => [entry.code.toUpperCase(), entry]));
const knownCodes = dataset.abbreviations.map((entry) => entry.code);

/** "+05:30" → 330, "-03:30" → -210. */
export function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** ISO 8601 instant with Z or an offset (what Temporal.Instant.from accepts), within years 0001–9999. */
export function parseAt(at: string | undefined, now: Date): Temporal.Instant {
  if (at === undefined) return Temporal.Instant.fromEpochMilliseconds(now.getTime());
  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.from(at);
  } catch {
    throw new InputError(
      `at: must be an ISO 8601 instant with a time and Z or a UTC offset, such as 2026-07-01T12:00:00Z or 2026-07-01T14:00:00+02:00; got '${at}'`,
      `at: debe ser un instante ISO 8601 con hora y Z o un desfase UTC, como 2026-07-01T12:00:00Z o 2026-07-01T14:00:00+02:00; se recibió '${at}'`,
    );
  }
  if (instant.epochNanoseconds < EARLIEST_NS || instant.epochNanoseconds > LATEST_NS) {
    throw new InputError(
      `at: must be between ${EARLIEST_AT} and 9999-12-31T23:59:59Z; got '${at}'`,
      `at: debe estar entre ${EARLIEST_AT} y 9999-12-31T23:59:59Z; se recibió '${at}'`,
    );
  }
  return instant;
}

const NUMERIC_OFFSET = /^(?:UTC|GMT|UT)?\s*[+\-−]\s*\d{1,2}(?::?\d{2})?$/i;

/** The dataset entry for a code, case-insensitively; an InputError naming the closest codes otherwise. */
export function findAbbreviation(code: string): DatasetEntry {
  const wanted = code.trim();
  if (wanted === '') {
    throw new InputError(
      'code: must not be blank; omit code to list every abbreviation',
      'code: no puede estar en blanco; omite code para ver todas las abreviaturas',
    );
  }
  const entry = byCode.get(wanted.toUpperCase());
  if (entry !== undefined) return entry;
  if (NUMERIC_OFFSET.test(wanted)) {
    throw new InputError(
      `code: '${wanted}' is a UTC offset, not an abbreviation (the tz database writes offsets like +04 where no English abbreviation is in common use)`,
      `code: '${wanted}' es un desfase UTC, no una abreviatura (la base de datos tz escribe desfases como +04 donde no hay una abreviatura inglesa de uso común)`,
    );
  }
  if (wanted.includes('/')) {
    throw new InputError(
      `code: '${wanted}' is an IANA time zone name, not an abbreviation`,
      `code: '${wanted}' es el nombre de una zona horaria IANA, no una abreviatura`,
    );
  }
  // Z (one letter) is "related" to every code containing a z, so it is only suggested for very short inputs.
  const candidates = wanted.length <= 2 ? knownCodes : knownCodes.filter((known) => known.length > 1);
  const hint = didYouMean(wanted, candidates) || `; omit code to list all ${knownCodes.length} known abbreviations`;
  const close = closestNames(wanted, candidates);
  const hintEs =
    close.length > 0
      ? `; ¿quizá querías decir ${close.map((known) => `'${known}'`).join(' o ')}?`
      : `; omite code para ver las ${knownCodes.length} abreviaturas conocidas`;
  throw new InputError(`code: unknown time zone abbreviation '${wanted}'${hint}`, `code: abreviatura de zona horaria desconocida '${wanted}'${hintEs}`);
}

/**
 * A zone's offset at one instant, and (computed on demand) whether it is on daylight time then: its offset is higher
 * than one it uses within the year before AND within the year after. So summer time counts as daylight time
 * (Ireland's IST included), while a permanent move to a new standard offset does not.
 */
class ZoneAtInstant {
  readonly offsetMinutes: number;
  private dstCache: boolean | undefined;
  private readonly offsetNs: number;

  constructor(
    private readonly zone: string,
    private readonly instant: Temporal.Instant,
  ) {
    this.offsetNs = instant.toZonedDateTimeISO(zone).offsetNanoseconds;
    this.offsetMinutes = this.offsetNs / NS_PER_MINUTE;
  }

  get dst(): boolean {
    this.dstCache ??= this.lowerOffsetWithinAYear(-1n) && this.lowerOffsetWithinAYear(1n);
    return this.dstCache;
  }

  private lowerOffsetWithinAYear(direction: bigint): boolean {
    const start = this.instant.epochNanoseconds;
    for (let k = 1; k <= SAMPLES_PER_SIDE; k++) {
      const sample = Temporal.Instant.fromEpochNanoseconds(start + direction * BigInt(k) * SAMPLE_STEP_NS);
      if (sample.toZonedDateTimeISO(this.zone).offsetNanoseconds < this.offsetNs) return true;
    }
    return false;
  }
}

/** A zone's offset (minutes east of UTC) and daylight-saving state at an instant, by the rule inUseAt uses. */
export function zoneStateAt(zone: string, instant: Temporal.Instant): { offsetMinutes: number; dst: boolean } {
  const state = new ZoneAtInstant(zone, instant);
  return { offsetMinutes: state.offsetMinutes, dst: state.dst };
}

/** Zone states at one instant, shared by every meaning resolved in one call. */
class ZoneStates {
  private readonly states = new Map<string, ZoneAtInstant>();
  constructor(private readonly instant: Temporal.Instant) {}

  get(zone: string): ZoneAtInstant {
    let state = this.states.get(zone);
    if (state === undefined) {
      state = new ZoneAtInstant(zone, this.instant);
      this.states.set(zone, state);
    }
    return state;
  }
}

/** Spanish order for the translated country names (Å with A, É with E). */
const spanishOrder = new Intl.Collator('es');

/** A meaning's texts (name, note, countries) in `locale`; the dataset's own English for 'en'. */
function localized(meaning: DatasetMeaning, locale: Locale): Pick<Meaning, 'name' | 'note' | 'regions'> {
  if (locale === 'es') {
    return {
      name: NAMES_ES[meaning.name] ?? meaning.name,
      note: meaning.note === undefined ? null : (NOTES_ES[meaning.note] ?? meaning.note),
      regions: meaning.regions.map((region) => REGIONS_ES[region] ?? region).sort(spanishOrder.compare),
    };
  }
  return { name: meaning.name, note: meaning.note ?? null, regions: [...meaning.regions] };
}

function resolveMeaning(meaning: DatasetMeaning, states: ZoneStates, locale: Locale): Meaning {
  const minutes = offsetMinutes(meaning.offset);
  const inUseAt = meaning.zones.filter((zone) => {
    const state = states.get(zone);
    return state.offsetMinutes === minutes && state.dst === meaning.dst;
  });
  const { name, note, regions } = localized(meaning, locale);
  return {
    name,
    offset: meaning.offset,
    offsetMinutes: minutes,
    dst: meaning.dst,
    zones: [...meaning.zones],
    regions,
    source: meaning.source,
    note,
    reference: meaning.reference ?? null,
    inUseAt,
  };
}

function resolve(entry: DatasetEntry, states: ZoneStates, locale: Locale): Abbreviation {
  return { code: entry.code, ambiguous: entry.meanings.length > 1, meanings: entry.meanings.map((m) => resolveMeaning(m, states, locale)) };
}

const summary: DatasetSummary = { name: dataset.name, tzdbVersion: dataset.tzdbVersion, lastChecked: dataset.lastChecked };

/** One abbreviation's meanings (or all of them) at the instant `input.at`; names, notes and countries in `locale`. */
export function timezoneAbbreviation(input: { code?: string | undefined; at?: string | undefined }, now: Date, locale: Locale = 'en'): Result {
  const instant = parseAt(input.at, now);
  const at = instant.toString();
  const states = new ZoneStates(instant);
  const about: DatasetSummary = locale === 'es' ? { ...summary, name: DATASET_NAME_ES } : { ...summary };
  if (input.code !== undefined) {
    const { code, ambiguous, meanings } = resolve(findAbbreviation(input.code), states, locale);
    return { code, at, ambiguous, meanings, dataset: about };
  }
  const abbreviations = dataset.abbreviations.map((entry) => resolve(entry, states, locale));
  return { at, count: abbreviations.length, abbreviations, dataset: about };
}

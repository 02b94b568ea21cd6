import { dataset, type DatasetMeaning } from './dataset.js';
import { offsetMinutes as minutesOf } from './timezone-abbreviation.js';

/**
 * The curated table read the other way round: which abbreviation a zone goes by at a given offset. timezone-convert
 * writes this one where the table has an entry (JST, MSK, SGT) and ICU's short name only where it has none, so every
 * abbreviation the service writes is one timezone-abbreviation can resolve.
 */

interface Candidate {
  code: string;
  meaning: DatasetMeaning;
  /** Position in the table, the last tie-break. */
  order: number;
}

/** ICU's ids by zone name, each asked once (a formatter costs about 0.1 ms); at most the few hundred names ICU knows. */
const icuIds = new Map<string, string | undefined>();

/** ICU's id for a zone: links and older names meet there (Asia/Kolkata → Asia/Calcutta, US/Eastern → America/New_York). */
function icuId(zone: string): string | undefined {
  if (icuIds.has(zone)) return icuIds.get(zone);
  let id: string | undefined;
  try {
    id = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    id = undefined;
  }
  if (icuIds.size < 2_000) icuIds.set(zone, id);
  return id;
}

let index: { byZone: Map<string, Candidate[]>; byIcuId: Map<string, Candidate[]> } | undefined;

function buildIndex(): NonNullable<typeof index> {
  const byZone = new Map<string, Candidate[]>();
  const byIcuId = new Map<string, Candidate[]>();
  const add = (map: Map<string, Candidate[]>, key: string, candidate: Candidate) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [candidate]);
    else if (!list.includes(candidate)) list.push(candidate);
  };
  let order = 0;
  for (const entry of dataset.abbreviations) {
    for (const meaning of entry.meanings) {
      const candidate = { code: entry.code, meaning, order: order++ };
      for (const zone of meaning.zones) {
        add(byZone, zone, candidate);
        const id = icuId(zone);
        if (id !== undefined) add(byIcuId, id, candidate);
      }
    }
  }
  return { byZone, byIcuId };
}

/** Lower is better: the zone named exactly, the season matching, tzdb's own, then CLDR's names, then table order. */
function rank(candidate: Candidate, exact: boolean, dst: boolean): number[] {
  const { meaning } = candidate;
  return [
    exact ? 0 : 1,
    meaning.dst === dst ? 0 : 1,
    meaning.source === 'tzdb' ? 0 : 1,
    meaning.reference?.includes('cldr.unicode.org') ? 0 : 1,
  ];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The table's abbreviation for `zone` at `offsetMinutes`, or undefined when the table has none for that zone and offset.
 * `dst` (the zone is on summer time) and ICU's own name (`icuName`, asked only to break a tie, as ICU puts Etc/UTC and
 * Etc/GMT together) choose between several.
 */
export function curatedAbbreviation(zone: string, offsetMinutes: number, dst: boolean, icuName: () => string): string | undefined {
  index ??= buildIndex();
  const exact = index.byZone.get(zone) ?? [];
  const id = icuId(zone);
  const equivalent = id === undefined ? [] : (index.byIcuId.get(id) ?? []).filter((candidate) => !exact.includes(candidate));
  const scored = [
    ...exact.map((candidate) => ({ candidate, score: rank(candidate, true, dst) })),
    ...equivalent.map((candidate) => ({ candidate, score: rank(candidate, false, dst) })),
  ].filter(({ candidate }) => minutesOf(candidate.meaning.offset) === offsetMinutes);
  if (scored.length === 0) return undefined;
  scored.sort((a, b) => compare(a.score, b.score) || a.candidate.order - b.candidate.order);
  const best = scored.filter(({ score }) => compare(score, scored[0]!.score) === 0);
  if (best.length === 1) return best[0]!.candidate.code;
  const icu = icuName();
  return (best.find(({ candidate }) => candidate.code === icu) ?? best[0]!).candidate.code;
}

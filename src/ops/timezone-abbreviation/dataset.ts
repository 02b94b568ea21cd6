import abbreviations from './abbreviations.json' with { type: 'json' };

/** Where a meaning comes from: the IANA tz database itself, or common usage (named in the meaning's `reference`). */
export type MeaningSource = 'tzdb' | 'common usage';

export interface DatasetMeaning {
  name: string;
  /** ±HH:MM */
  offset: string;
  /** True for a zone's summer (higher) offset. */
  dst: boolean;
  /** IANA zone names that use this meaning at some time of the year checked. */
  zones: string[];
  /** Country names of those zones, as tzdb's iso3166.tab spells them. */
  regions: string[];
  source: MeaningSource;
  note?: string;
  /** Common-usage meanings: the page that attests the abbreviation. */
  reference?: string;
}

export interface DatasetEntry {
  code: string;
  meanings: DatasetMeaning[];
}

export interface DatasetSource {
  title: string;
  url: string;
}

export interface Dataset {
  name: string;
  description: string;
  sources: DatasetSource[];
  /** YYYY-MM-DD the data was last compared with its sources. */
  lastChecked: string;
  /** The tzdb release the data was checked against (the platform's `process.versions.tz` then). */
  tzdbVersion: string;
  abbreviations: DatasetEntry[];
}

/** The abbreviation table (abbreviations.json), sorted by code, case-insensitively. */
export const dataset = abbreviations as Dataset;

/** What the dataset is and where it comes from, for a catalogue of datasets. */
export function datasetInfo(): Pick<Dataset, 'name' | 'description' | 'sources' | 'lastChecked' | 'tzdbVersion'> {
  const { name, description, sources, lastChecked, tzdbVersion } = dataset;
  return { name, description, sources: sources.map((source) => ({ ...source })), lastChecked, tzdbVersion };
}

import type { Locale, Localized } from '../core/locale.js';

export interface DatasetSource {
  title: string;
  url: string;
}

/** A table to show on the dataset's page (the JSON download carries everything). */
export interface DatasetTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A dataset the service publishes: listed by list-datasets, shown at /datasets/<slug>, downloadable at /datasets/<slug>.json. */
export interface Dataset {
  /** kebab-case; the URL segment. */
  slug: string;
  name: Localized;
  /** The page's `<title>` in a language whose name is longer than 65 characters. */
  shortName?: Partial<Localized>;
  description: Localized;
  /** YYYY-MM-DD the figures were last compared with their sources. */
  lastChecked: string;
  sources: readonly DatasetSource[];
  /** The JSON document served as the download. */
  data(): unknown;
  table(locale: Locale): DatasetTable;
}

import { dataset } from '../ops/timezone-abbreviation/dataset.js';
import { formatValue } from '../core/display.js';
import type { Dataset } from './dataset.js';
import { NAMES_ES as TIME_ZONE_NAMES_ES, REGIONS_ES as REGION_NAMES_ES } from '../ops/timezone-abbreviation/spanish.js';

/** The table behind timezone-abbreviation; the Spanish table gives the names and regions in Spanish (the operation's spanish.ts, one source for both). */
export const timeZoneAbbreviations: Dataset = {
  slug: 'time-zone-abbreviations',
  name: { en: 'Time zone abbreviations', es: 'Abreviaturas de zonas horarias' },
  description: {
    en: dataset.description,
    es: `Todas las abreviaturas alfabéticas que usa la base de datos de zonas horarias de IANA (tzdb ${dataset.tzdbVersion}) para las zonas actuales, con su desfase respecto de UTC, si es horario de verano, las zonas que la usan y sus países, más abreviaturas de uso común que tzdb no emplea (los nombres genéricos norteamericanos y los de zonas para las que tzdb escribe una abreviatura numérica). Es la tabla de timezone-abbreviation.`,
  },
  lastChecked: dataset.lastChecked,
  sources: dataset.sources,
  data: () => dataset,
  table: (locale) => ({
    columns: locale === 'es' ? ['Abreviatura', 'Significado', 'Desfase UTC', 'Verano', 'Regiones'] : ['Abbreviation', 'Meaning', 'UTC offset', 'Summer time', 'Regions'],
    rows: dataset.abbreviations.flatMap((entry) =>
      entry.meanings.map((m) => [
        entry.code,
        locale === 'es' ? TIME_ZONE_NAMES_ES[m.name] ?? m.name : m.name,
        m.offset,
        formatValue(m.dst, 'boolean', locale),
        (locale === 'es' ? m.regions.map((r) => REGION_NAMES_ES[r] ?? r) : m.regions).join(', '),
      ]),
    ),
  }),
};

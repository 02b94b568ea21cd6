import { dataset } from '../ops/timezone-abbreviation/dataset.js';
import type { Dataset } from './dataset.js';

/** The table behind timezone-abbreviation. */
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
      entry.meanings.map((m) => [entry.code, m.name, m.offset, m.dst ? (locale === 'es' ? 'sí' : 'yes') : 'no', m.regions.join(', ')]),
    ),
  }),
};

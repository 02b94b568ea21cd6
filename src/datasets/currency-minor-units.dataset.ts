import { formatLongDay } from '../core/display.js';
import { MINOR_UNITS, MINOR_UNITS_SOURCE } from '../ops/currency-convert/minor-units.js';
import type { Dataset } from './dataset.js';

/** The edition in Spanish: "edición publicada el 25 de junio de 2024" (the English is "ISO 4217 List One, published 2024-06-25"). */
const EDITION_DATE = /\d{4}-\d{2}-\d{2}/.exec(MINOR_UNITS_SOURCE.edition)?.[0];
const EDITION_ES = EDITION_DATE
  ? `edición publicada el ${formatLongDay(EDITION_DATE, 'es')}`
  : MINOR_UNITS_SOURCE.edition;

/** How many decimals currency-convert rounds each currency to. */
export const currencyMinorUnits: Dataset = {
  slug: 'currency-minor-units',
  name: { en: 'Currency minor units (ISO 4217)', es: 'Decimales de cada divisa (ISO 4217)' },
  description: {
    en: `The number of decimal places of each currency's minor unit, from ISO 4217 List One (${MINOR_UNITS_SOURCE.edition}), for every currency in the ECB reference rates plus EUR. currency-convert rounds each converted amount to these decimals.`,
    es: `Número de decimales de la unidad fraccionaria de cada divisa, según la lista uno de ISO 4217 (${EDITION_ES}), para todas las divisas de los tipos de referencia del BCE y el EUR. currency-convert redondea cada importe convertido a estos decimales.`,
  },
  lastChecked: MINOR_UNITS_SOURCE.lastChecked,
  sources: [{ title: `SIX — ISO 4217 currency codes, List One (${MINOR_UNITS_SOURCE.edition})`, url: MINOR_UNITS_SOURCE.url }],
  data: () => ({ source: MINOR_UNITS_SOURCE, minorUnits: MINOR_UNITS }),
  table: (locale) => ({
    columns: locale === 'es' ? ['Divisa', 'Decimales'] : ['Currency', 'Decimal places'],
    rows: Object.entries(MINOR_UNITS).map(([code, digits]) => [code, String(digits)]),
  }),
};

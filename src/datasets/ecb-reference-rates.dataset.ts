import { ECB_SNAPSHOT } from '../services/ecb-snapshot.js';
import type { Dataset } from './dataset.js';
import { formatPublishedDecimal } from './dataset-format.js';

/**
 * The embedded ECB snapshot that currency-rates and currency-convert fall back to when the live feed is out of reach. The
 * table writes each rate with its published decimals in the page's number format (1,1252 · 1.1252).
 */
export const ecbReferenceRates: Dataset = {
  slug: 'ecb-reference-rates-2025-05-09',
  name: {
    en: 'ECB euro reference rates of 9 May 2025 (embedded snapshot)',
    es: 'Tipos de referencia del euro del BCE del 9 de mayo de 2025 (copia integrada)',
  },
  shortName: { es: 'Tipos de referencia del BCE del 9 de mayo de 2025' },
  description: {
    en: 'The European Central Bank’s euro foreign exchange reference rates of Friday 9 May 2025: 30 currencies, base EUR, as published. currency-rates and currency-convert serve these, clearly dated, when the live ECB feed cannot be reached.',
    es: 'Los tipos de cambio de referencia del euro del Banco Central Europeo (BCE) del viernes 9 de mayo de 2025: 30 divisas, base EUR, tal como se publicaron. currency-rates y currency-convert los sirven, con su fecha, cuando no se puede leer el fichero diario del BCE.',
  },
  lastChecked: '2026-11-21',
  sources: [
    { title: 'ECB — Euro foreign exchange reference rates, historical file (eurofxref-hist)', url: ECB_SNAPSHOT.url },
    {
      title: 'ECB — Euro foreign exchange reference rates',
      url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    },
  ],
  data: () => ({ date: ECB_SNAPSHOT.date, base: 'EUR', rates: ECB_SNAPSHOT.rates }),
  table: (locale) => ({
    columns: locale === 'es' ? ['Divisa', 'Unidades por 1 EUR'] : ['Currency', 'Units per 1 EUR'],
    rows: Object.entries(ECB_SNAPSHOT.rates).map(([code, rate]) => [code, formatPublishedDecimal(rate, locale)]),
  }),
};

import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { ageDaysSchema, sourceOf, sourceSchema } from './rates-source.js';

export default defineOperation({
  id: 'currency-rates',
  title: 'Euro reference exchange rates',
  summary: 'The European Central Bank’s daily euro foreign exchange reference rates, with their date, source and age.',
  agentDescription:
    'The European Central Bank’s daily euro reference rates (about 30 currencies, units per 1 EUR) with their date, age and source, published about 16:00 Frankfurt time on TARGET working days. If the feed is down, the last good rates or a May 2025 snapshot are served and source says which.',
  description:
    'Source: the ECB’s daily euro reference rates feed (eurofxref-daily.xml; the server’s ECB_RATES_URL), about 30 currencies ' +
    'quoted as units per 1 EUR, published around 16:00 Frankfurt time (CET/CEST) on TARGET working days — not on Saturdays, ' +
    'Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. ' +
    'The feed is fetched on demand (2 s time limit) and kept in memory until the next expected publication: 16:00 Frankfurt ' +
    'time on the next TARGET working day after the rate date, or 5 minutes later when that moment has passed and the feed ' +
    'still shows the previous day. Concurrent requests share one fetch. ' +
    'If the feed cannot be reached, is too slow, answers an HTTP error, or sends malformed XML, an invalid rate or an empty ' +
    'list, the last good rates are served (source.kind last-good), or when there are none the embedded snapshot of 9 May 2025 ' +
    '(source.kind snapshot), and source.note says why; the feed is then not asked again for 60 s. With ECB_FETCH=off the ' +
    'snapshot is always served. ' +
    'Rates are JSON numbers with the published values (decimals of at most 15 significant digits, so nothing is lost), keyed by ISO 4217 code in alphabetical order; EUR itself is ' +
    'not listed (it is 1). ageDays counts calendar days from the rate date to today in Frankfurt: check it before relying ' +
    'on the rates. BGN appears only in rates from before 2026 (Bulgaria adopted the euro on 1 January 2026).',
  category: 'currency',
  kind: 'utility',
  es: { title: 'Tipos de cambio de referencia del euro', summary: 'Los tipos de cambio de referencia diarios del euro publicados por el Banco Central Europeo (BCE), con su fecha, fuente y antigüedad.' },
  openWorld: true,
  input: z.strictObject({}),
  form: {},
  page: {
    headline: [
      { field: 'base', label: { en: 'Base currency', es: 'Divisa base' }, format: 'text' },
      { field: 'date', label: { en: 'Date of the rates', es: 'Fecha de los tipos' }, format: 'date' },
      // A record keyed by currency, not a list of objects: a table cannot show it, so it is shown as JSON.
      { field: 'rates', label: { en: 'Units per 1 EUR', es: 'Unidades por 1 EUR' }, format: 'json' },
    ],
    details: [
      { field: 'ageDays', label: { en: 'Age of the rates (days)', es: 'Antigüedad de los tipos (días)' }, format: 'integer' },
      {
        field: 'source.kind',
        label: { en: 'Rates used', es: 'Tipos usados' },
        format: 'text',
        choices: {
          live: { en: 'Live from the ECB feed', es: 'En directo de la fuente del BCE' },
          'last-good': { en: 'Last good rates (the feed failed)', es: 'Últimos tipos válidos (falló la fuente)' },
          snapshot: { en: 'Embedded snapshot', es: 'Instantánea integrada' },
        },
      },
      { field: 'source.note', label: { en: 'Why', es: 'Motivo' }, format: 'text' },
      { field: 'source.fetchedAt', label: { en: 'Fetched at (UTC)', es: 'Obtenidos el (UTC)' }, format: 'text' },
      { field: 'source.url', label: { en: 'Taken from', es: 'Tomados de' }, format: 'text' },
    ],
  },
  output: z.strictObject({
    base: z.literal('EUR').describe('The base currency: every rate is units of that currency per 1 euro.'),
    date: z.string().describe('The reference date of the rates (YYYY-MM-DD) as published by the ECB.'),
    rates: z
      .record(z.string(), z.number())
      .describe('Units of each currency per 1 EUR, keyed by ISO 4217 code in alphabetical order, with exactly the published digits.'),
    source: sourceSchema,
    ageDays: ageDaysSchema,
  }),
  examples: [
    {
      // Under the documentation context (embedded snapshot, clock 2026-11-21T12:00:00Z); a server fetching the feed shows today's rates.
      title: 'The rates (here: the embedded snapshot)',
      input: {},
      output: {
        base: 'EUR',
        date: '2025-05-09',
        rates: {
          AUD: 1.7572, BGN: 1.9558, BRL: 6.3647, CAD: 1.5658, CHF: 0.9353, CNY: 8.147, CZK: 24.946, DKK: 7.4604, GBP: 0.8477,
          HKD: 8.7519, HUF: 404.9, IDR: 18606.59, ILS: 3.9928, INR: 96.0755, ISK: 146.9, JPY: 163.36, KRW: 1575.72, MXN: 21.9473,
          MYR: 4.835, NOK: 11.6725, NZD: 1.9095, PHP: 62.413, PLN: 4.2393, RON: 5.1181, SEK: 10.92, SGD: 1.46, THB: 37.132,
          TRY: 43.5999, USD: 1.1252, ZAR: 20.4835,
        },
        source: {
          kind: 'snapshot',
          url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
          fetchedAt: null,
          note: 'live fetching is off (ECB_FETCH=off); serving the embedded snapshot of 2025-05-09',
        },
        ageDays: 561,
      },
    },
  ],
  // No input at all: every call costs the same (a cached read, or one bounded fetch).
  worstCase: () => ({}),
  run: async (_input, ctx) => {
    const result = await ctx.ecbRates();
    const rates = Object.fromEntries(
      Object.keys(result.rates)
        .sort()
        .map((code) => [code, Number(result.rates[code])]),
    );
    return { base: result.base, date: result.date, rates, source: sourceOf(result, ctx.locale), ageDays: result.ageDays };
  },
});

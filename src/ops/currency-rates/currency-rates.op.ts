import { defineOperation } from '../../core/operation.js';
import page from './currency-rates.page.js';
import run from './currency-rates.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Euro reference exchange rates',
  summary: 'The European Central Bank’s euro foreign exchange reference rates, today’s or of any day since 1999, per euro or per another currency.',
  agentDescription:
    'ECB euro reference rates (~30 currencies) per 1 EUR or per `base`, with date, age and source. `date`: a past day since 1999; a weekend or holiday gives the previous publication (dateNote says so). Feed down: last good rates or a May 2025 snapshot, as source says.',
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
    'on the rates. BGN appears only in rates from before 2026 (Bulgaria adopted the euro on 1 January 2026). ' +
    'A past day (date, YYYY-MM-DD, from 1999-01-04, the first publication, to today in Frankfurt; outside that range is a 400 ' +
    'saying the range): the publication in force on that day — its own, or for a weekend, a TARGET holiday or a day not yet ' +
    'published, the previous one; date is then the rates’ day, requestedDate the day asked for and dateNote says why. ' +
    'Past days come from the ECB’s history file (eurofxref-hist.xml; the server’s ECB_HISTORY_URL, every day since 1999, ' +
    'some 7–10 MB), fetched on demand (10 s time limit, 32 MB size limit) and kept in memory: a day it holds is answered ' +
    'from it, a later one fetches it again once a new publication is due (so at most once a day); concurrent requests ' +
    'share one fetch, and after a failure it is not asked again for 60 s. A day the latest rates already cover (the ' +
    'latest publication or later) is answered from the daily feed (source.kind live). Without the network (ECB_FETCH=off, ' +
    'or the history file failing and no cached copy holding the day) a past day is refused with a 400 that says history is ' +
    'not available offline or when the next attempt is; only the days the embedded snapshot covers (9 May 2025 and the ' +
    'weekend after it) are answered offline. ' +
    'base: the currency the rates are per 1 unit of (default EUR; any currency of the rates used, case-insensitive). For ' +
    'another base every rate is the exact ratio of the published decimals (EUR being 1), rounded half-up to 6 significant ' +
    'digits, EUR is listed and the base is not.',
  category: 'currency',
  es: { title: 'Tipos de cambio de referencia del euro', summary: 'Los tipos de cambio de referencia diarios del euro publicados por el Banco Central Europeo (BCE), con su fecha, fuente y antigüedad.' },
  examples: [
    {
      // Under the documentation context (embedded snapshot, clock 2026-11-21T12:00:00Z); a server fetching the feed shows today's rates.
      title: 'The rates (here: the embedded snapshot)',
      input: {},
      output: {
        base: 'EUR',
        date: '2025-05-09',
        requestedDate: null,
        dateNote: null,
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
    {
      // Offline too: the embedded snapshot's Friday is the publication in force on the weekend after it.
      title: 'The rates of a Saturday, per US dollar: the previous publication, re-based',
      input: { date: '2025-05-10', base: 'usd' },
      output: {
        base: 'USD',
        date: '2025-05-09',
        requestedDate: '2025-05-10',
        dateNote: '2025-05-10 is a Saturday, when the ECB publishes no rates; these are the rates of 2025-05-09, the previous publication.',
        // 1 USD = 1 ÷ 1.1252 EUR = 0.888731 EUR; GBP 0.8477 ÷ 1.1252 = 0.753377; JPY 163.36 ÷ 1.1252 = 145.183.
        rates: {
          AUD: 1.56168, BGN: 1.73818, BRL: 5.65651, CAD: 1.39157, CHF: 0.83123, CNY: 7.24049, CZK: 22.1703, DKK: 6.63029,
          EUR: 0.888731, GBP: 0.753377, HKD: 7.77808, HUF: 359.847, IDR: 16536.3, ILS: 3.54852, INR: 85.3853, ISK: 130.555,
          JPY: 145.183, KRW: 1400.39, MXN: 19.5052, MYR: 4.29701, NOK: 10.3737, NZD: 1.69703, PHP: 55.4684, PLN: 3.7676,
          RON: 4.54861, SEK: 9.70494, SGD: 1.29755, THB: 33.0004, TRY: 38.7486, ZAR: 18.2043,
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
  // Every call costs about the same (a cached read, or one bounded fetch); re-basing is the only arithmetic.
  worstCase: () => ({ date: '2025-05-11', base: 'IDR' }),
});

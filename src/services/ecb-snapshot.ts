/**
 * The embedded fallback: the ECB euro foreign exchange reference rates of Friday 9 May 2025 (30 currencies, base EUR),
 * as published in the ECB's historical rates file and laid out as the daily feed in `ecb-snapshot-2025-05-09.xml`
 * (kept beside this file as the provenance). A TypeScript module so esbuild bundles it into dist with no file to ship;
 * `ecb-snapshot.test.ts` checks that the XML, read by the same parser as the live feed, gives exactly these values.
 * Rates are the published decimals, as strings, in the feed's order. Note that Bulgaria adopted the euro on
 * 1 January 2026: BGN is in this snapshot but no longer in the live feed.
 */
export const ECB_SNAPSHOT = {
  date: '2025-05-09',
  /** The ECB file the figures come from (the daily feed only ever holds the latest day). */
  url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
  rates: {
    USD: '1.1252',
    JPY: '163.36',
    BGN: '1.9558',
    CZK: '24.946',
    DKK: '7.4604',
    GBP: '0.8477',
    HUF: '404.9',
    PLN: '4.2393',
    RON: '5.1181',
    SEK: '10.92',
    CHF: '0.9353',
    ISK: '146.9',
    NOK: '11.6725',
    TRY: '43.5999',
    AUD: '1.7572',
    BRL: '6.3647',
    CAD: '1.5658',
    CNY: '8.147',
    HKD: '8.7519',
    IDR: '18606.59',
    ILS: '3.9928',
    INR: '96.0755',
    KRW: '1575.72',
    MXN: '21.9473',
    MYR: '4.835',
    NZD: '1.9095',
    PHP: '62.413',
    SGD: '1.46',
    THB: '37.132',
    ZAR: '20.4835',
  } as Readonly<Record<string, string>>,
} as const;

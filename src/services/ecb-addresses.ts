/**
 * Where the ECB publishes its euro reference rates, apart from the code that reads them: the configuration names these
 * as its defaults without loading the feed's parser and cache (src/services/ecb-rates.ts loads on the first rates call).
 */

/** The ECB's daily euro foreign exchange reference rates (the default of ECB_RATES_URL). */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/**
 * The ECB's full history of euro reference rates since 4 January 1999 (the default of ECB_HISTORY_URL). The 90-day
 * file (eurofxref-hist-90d.xml) is not used: it would be a second cache and a second address to configure for data
 * the full file already holds, and the full file is fetched at most once per publication day (src/services/ecb-history.ts).
 */
export const ECB_HISTORY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml';

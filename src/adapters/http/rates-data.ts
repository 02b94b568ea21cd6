import { InputError } from '../../core/errors.js';
import type { RatesResult } from '../../services/ecb-rates.js';

/**
 * `/data/ecb-rates.json` and `/data/ecb-rates/<YYYY-MM-DD>.json`: the ECB reference rates a currency page converts with
 * on the visitor's device (src/client/page/browser-context.ts) — the rates source the API's currency operations
 * read, as data: its cache and fallbacks, not an operation call. A day is the publication in force on it.
 */
const RATES_PATH = /^\/data\/ecb-rates(?:\/(\d{4}-\d{2}-\d{2}))?\.json$/;

/** Whether a path names the rates, and which day ('' for the latest); undefined for any other path. */
export function ratesDay(path: string): string | undefined {
  const match = RATES_PATH.exec(path);
  return match ? (match[1] ?? '') : undefined;
}

/**
 * The rates as JSON, with the Spanish of the source's note (which the rates keep out of their JSON) written out for
 * the Spanish pages; or a day the API would refuse (malformed, before 1999, to come) as a 400 with its words in both
 * languages, which the page shows as the API's message.
 */
export async function ratesData(ecbRates: (date?: string) => Promise<RatesResult>, day: string): Promise<{ status: 200 | 400; body: string }> {
  try {
    const rates = await ecbRates(day === '' ? undefined : day);
    const noteEs = rates.source.noteEs;
    return { status: 200, body: JSON.stringify({ ...rates, source: { ...rates.source, ...(noteEs === undefined ? {} : { noteEs }) } }) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { status: 400, body: JSON.stringify({ error: error.message, ...(error.es === undefined ? {} : { es: error.es }) }) };
  }
}

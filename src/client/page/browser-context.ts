import type { Context } from '../../core/context.js';
import { InputError } from '../../core/errors.js';
import type { RatesResult } from '../../services/ecb-rates.js';

/**
 * What an operation gets besides its input when it runs on the visitor's device: the device's clock, this site's
 * address, and the ECB rates from this server (the only data an operation needs from it: currency-rates and
 * currency-convert). Each day's rates are fetched once a page and kept by the service worker for offline use.
 */
export function browserContext(): Context {
  return { now: () => new Date(), baseUrl: location.origin, operations: [], ecbRates: ratesOf };
}

/** `/data/ecb-rates.json` (the latest publication) or `/data/ecb-rates/<YYYY-MM-DD>.json` (the one in force that day). */
export function ratesUrl(date?: string): string {
  return date === undefined ? '/data/ecb-rates.json' : `/data/ecb-rates/${encodeURIComponent(date)}.json`;
}

const fetched = new Map<string, Promise<RatesResult>>();

function ratesOf(date?: string): Promise<RatesResult> {
  const url = ratesUrl(date);
  let rates = fetched.get(url);
  if (!rates) {
    rates = fetchRates(url);
    fetched.set(url, rates);
    // The server's answer is kept, its refusal of a day too (a date before 1999, to come, or whose rates it cannot
    // have): one request per rates day, however many edits follow. Not reaching it (offline) or an answer that is not
    // one (a 5xx) is not kept: the next edit asks again, the network or the server may be back.
    rates.catch((error: unknown) => {
      if (!(error instanceof ServerRefusal)) fetched.delete(url);
    });
  }
  return rates;
}

/** The server's refusal of a day's rates (its 400, worded in both languages), kept as an answer. */
class ServerRefusal extends InputError {}

async function fetchRates(url: string): Promise<RatesResult> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new InputError(
      'date: the exchange rates could not be loaded: this device is offline and has not kept the rates of that day',
      'date: no se han podido cargar los tipos de cambio: este dispositivo no tiene conexión y no guarda los tipos de ese día',
    );
  }
  const body = (await response.json()) as RatesResult | { error: string; es?: string };
  // The server refuses a date as the API would (before 1999, in the future), in both languages.
  if ('error' in body) throw response.status === 400 ? new ServerRefusal(body.error, body.es) : new InputError(body.error, body.es);
  return body;
}

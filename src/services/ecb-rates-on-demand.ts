import type { EcbRatesOptions, RatesResult } from './ecb-rates.js';

/**
 * `createEcbRates(options).get`, with the rates' code (the feed reader, the history, the embedded snapshot) loaded on
 * the first call: an app or a context is made at every start, and most starts never convert a currency.
 */
export function ecbRatesOnDemand(options: EcbRatesOptions): (date?: string) => Promise<RatesResult> {
  let source: Promise<(date?: string) => Promise<RatesResult>> | undefined;
  return (date) => {
    source ??= import('./ecb-rates.js').then(({ createEcbRates }) => createEcbRates(options).get);
    return source.then((get) => get(date));
  };
}

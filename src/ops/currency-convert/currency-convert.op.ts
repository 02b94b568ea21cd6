import { defineOperation } from '../../core/operation.js';
import page from './currency-convert.page.js';
import run from './currency-convert.run.js';

const snapshotSource = {
  kind: 'snapshot',
  url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
  fetchedAt: null,
  note: 'live fetching is off (ECB_FETCH=off); serving the embedded snapshot of 2025-05-09',
} as const;

export default defineOperation({
  ...run,
  ...page,
  title: 'Currency converter',
  summary: 'Converts an amount between the euro and the currencies of the European Central Bank’s reference rates.',
  agentDescription:
    'Converts an amount between EUR and the ~30 currencies of the ECB reference rates, crossed through the euro in exact decimals, rounded half up to the target’s ISO 4217 minor units. Optional `date`: a past day since 1999. source and ageDays say which rates were used.',
  description:
    'Rates: the ECB’s daily euro reference rates, exactly as currency-rates serves them — fetched on demand (2 s time limit), ' +
    'cached until the next publication (16:00 Frankfurt time on the next TARGET working day), and when the feed fails the ' +
    'last good rates or the embedded snapshot of 9 May 2025, with source and ageDays saying which and how old. ' +
    'Supported: EUR and every currency in the rates used (about 30; codes case-insensitive); any other code is a 400 that ' +
    'lists the supported ones. Every pair is crossed through the euro: result = amount ÷ rate(from) × rate(to), rates being ' +
    'units per 1 EUR (EUR itself 1). The arithmetic is exact decimal (no binary floating point); the amount is taken as the ' +
    'decimal it is written as (1.005 is exactly 1.005). ' +
    'The result is rounded half-up (a tie goes up: 0.365 → 0.37) to the minor units of the target currency from ISO 4217 ' +
    'List One (2 decimals for most; 0 for JPY, ISK and KRW; HUF has 2 in ISO 4217 though often quoted whole) and is given ' +
    'both as a number and as text with exactly that many decimals. rate (from → to) and inverseRate (to → from) are the exact ' +
    'ratios rounded half-up to 6 significant digits, for display: the result is computed from the exact rates, not from them. ' +
    'amount must be between 0 and 10^15; negative amounts are refused (convert the magnitude and keep the sign). The amount ' +
    'is read as the decimal written in the request, even past the 15–17 digits a double keeps (1.0049999999999999 is not ' +
    '1.005), up to 400 digits. ' +
    'date (YYYY-MM-DD, optional): convert at the rates of a past day since 1999-01-04, exactly as currency-rates with a date ' +
    'finds them — the publication in force on that day (for a weekend or TARGET holiday the previous one, with requestedDate ' +
    'and dateNote saying so), from the ECB’s history file; without the network a past day is refused with a 400 saying ' +
    'history is not available offline.',
  category: 'currency',
  es: { title: 'Conversor de divisas', summary: 'Convierte un importe entre el euro y las divisas de los tipos de cambio de referencia del Banco Central Europeo (BCE).' },
  examples: [
    {
      title: 'US dollars to euros (embedded snapshot: 1 EUR = 1.1252 USD)',
      input: { amount: 100, from: 'USD', to: 'EUR' },
      output: {
        amount: 100,
        from: 'USD',
        to: 'EUR',
        result: 88.87,
        resultText: '88.87',
        minorUnits: 2,
        rate: 0.888731,
        inverseRate: 1.1252,
        date: '2025-05-09',
        requestedDate: null,
        dateNote: null,
        source: snapshotSource,
        ageDays: 561,
      },
    },
    {
      title: 'US dollars to yen, crossed through the euro; yen have no minor unit',
      input: { amount: 100, from: 'usd', to: 'jpy' },
      output: {
        amount: 100,
        from: 'USD',
        to: 'JPY',
        result: 14518,
        resultText: '14518',
        minorUnits: 0,
        rate: 145.183,
        inverseRate: 0.00688786,
        date: '2025-05-09',
        requestedDate: null,
        dateNote: null,
        source: snapshotSource,
        ageDays: 561,
      },
    },
    {
      // Offline too: the embedded snapshot's Friday is the publication in force on the weekend after it.
      title: 'Euros to US dollars at the rates of a Sunday: the previous publication',
      input: { amount: 100, from: 'EUR', to: 'USD', date: '2025-05-11' },
      output: {
        amount: 100,
        from: 'EUR',
        to: 'USD',
        result: 112.52,
        resultText: '112.52',
        minorUnits: 2,
        rate: 1.1252,
        inverseRate: 0.888731,
        date: '2025-05-09',
        requestedDate: '2025-05-11',
        dateNote: '2025-05-11 is a Sunday, when the ECB publishes no rates; these are the rates of 2025-05-09, the previous publication.',
        source: snapshotSource,
        ageDays: 561,
      },
    },
  ],
  // The longest exact arithmetic: the smallest positive double (324 decimal places) between the two most distant rates.
  worstCase: () => ({ amount: 5e-324, from: 'IDR', to: 'GBP' }),
});

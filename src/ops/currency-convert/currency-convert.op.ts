import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { ageDaysSchema, dateForm, dateInput, dateNoteSchema, dateOf, requestedDateSchema, sourceOf, sourceSchema } from '../currency-rates/rates-source.js';
import { amountOf, convert } from './currency-convert.js';

/** Largest amount accepted: 10^15 (a quadrillion), far beyond any real payment. */
export const MAX_AMOUNT = 1e15;

const currencyCode = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code such as USD')
    .describe(description);

const snapshotSource = {
  kind: 'snapshot',
  url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
  fetchedAt: null,
  note: 'live fetching is off (ECB_FETCH=off); serving the embedded snapshot of 2025-05-09',
} as const;

export default defineOperation({
  id: 'currency-convert',
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
  kind: 'utility',
  es: { title: 'Conversor de divisas', summary: 'Convierte un importe entre el euro y las divisas de los tipos de cambio de referencia del Banco Central Europeo (BCE).' },
  openWorld: true,
  input: z.strictObject({
    amount: z.number().min(0).max(MAX_AMOUNT).describe('Amount in the `from` currency, 0 to 10^15'),
    from: currencyCode('Currency of the amount: EUR or an ECB rate (ISO 4217)'),
    to: currencyCode('Currency to convert into: EUR or an ECB rate (ISO 4217)'),
    date: dateInput(),
  }),
  form: {
    amount: {
      label: { en: 'Amount', es: 'Importe' },
      help: { en: 'The amount to convert, in the source currency; 0 to 10^15.', es: 'El importe que quieres convertir, en la divisa de origen; de 0 a 10^15.' },
    },
    from: {
      label: { en: 'From currency', es: 'Divisa de origen' },
      help: {
        en: 'The currency of the amount: EUR or a currency of the ECB reference rates (ISO 4217 code, any case).',
        es: 'La divisa del importe: EUR o una de las divisas de los tipos de referencia del BCE (código ISO 4217, en mayúsculas o minúsculas).',
      },
    },
    to: {
      label: { en: 'To currency', es: 'Divisa de destino' },
      help: {
        en: 'The currency to convert into: EUR or a currency of the ECB reference rates (ISO 4217 code, any case).',
        es: 'La divisa a la que convertir: EUR o una de las divisas de los tipos de referencia del BCE (código ISO 4217, en mayúsculas o minúsculas).',
      },
    },
    date: dateForm,
  },
  page: {
    // The target currency is any of some 30 and money figures know only USD, EUR and GBP: the amounts are plain numbers
    // (at most 2 decimals, as every currency of the ECB rates), the rates text (they have up to 6 significant digits).
    headline: [
      { field: 'result', label: { en: 'Converted amount', es: 'Importe convertido' }, format: 'number' },
      { field: 'rate', label: { en: 'Exchange rate', es: 'Tipo de cambio' }, format: 'text' },
      { field: 'date', label: { en: 'Date of the rates', es: 'Fecha de los tipos' }, format: 'date' },
    ],
    details: [
      { field: 'to', label: { en: 'Target currency', es: 'Divisa de destino' }, format: 'text' },
      { field: 'resultText', label: { en: 'Exact result', es: 'Resultado exacto' }, format: 'text' },
      { field: 'amount', label: { en: 'Amount converted', es: 'Importe de partida' }, format: 'number' },
      { field: 'from', label: { en: 'Source currency', es: 'Divisa de origen' }, format: 'text' },
      { field: 'inverseRate', label: { en: 'Inverse rate', es: 'Tipo de cambio inverso' }, format: 'text' },
      { field: 'minorUnits', label: { en: 'Decimals of the target currency', es: 'Decimales de la divisa de destino' }, format: 'integer' },
      { field: 'dateNote', label: { en: 'About the date', es: 'Sobre la fecha' }, format: 'text' },
      { field: 'requestedDate', label: { en: 'Date asked for', es: 'Fecha pedida' }, format: 'date' },
      { field: 'ageDays', label: { en: 'Age of the rates (days)', es: 'Antigüedad de los tipos (días)' }, format: 'integer' },
      {
        field: 'source.kind',
        label: { en: 'Rates used', es: 'Tipos usados' },
        format: 'text',
        choices: {
          live: { en: 'Live from the ECB feed', es: 'En directo de la fuente del BCE' },
          'last-good': { en: 'Last good rates (the feed failed)', es: 'Últimos tipos válidos (falló la fuente)' },
          snapshot: { en: 'Embedded snapshot', es: 'Instantánea integrada' },
          history: { en: 'ECB history file', es: 'Histórico del BCE' },
        },
      },
      { field: 'source.note', label: { en: 'Why', es: 'Motivo' }, format: 'text' },
      { field: 'source.fetchedAt', label: { en: 'Fetched at (UTC)', es: 'Obtenidos el (UTC)' }, format: 'text' },
      { field: 'source.url', label: { en: 'Taken from', es: 'Tomados de' }, format: 'text' },
    ],
  },
  output: z.strictObject({
    amount: z.number().describe('The amount converted, as given.'),
    from: z.string().describe('The source currency, upper case.'),
    to: z.string().describe('The target currency, upper case.'),
    result: z.number().describe('The converted amount, rounded half-up to the minor units of the target currency.'),
    resultText: z
      .string()
      .describe('The same result as a decimal string with exactly minorUnits decimals ("112.50"); exact even beyond 15 significant digits.'),
    minorUnits: z.int().min(0).describe('Decimal places of the target currency’s minor unit (ISO 4217): the rounding applied.'),
    rate: z.number().describe('Units of `to` per 1 unit of `from` (crossed through EUR), rounded half-up to 6 significant digits.'),
    inverseRate: z.number().describe('Units of `from` per 1 unit of `to`, rounded half-up to 6 significant digits.'),
    date: z.string().describe('The reference date of the ECB rates used (YYYY-MM-DD).'),
    requestedDate: requestedDateSchema,
    dateNote: dateNoteSchema,
    source: sourceSchema,
    ageDays: ageDaysSchema,
  }),
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
  run: async ({ amount, from, to, date }, ctx) => {
    // The amount's own digits when the request wrote more than the double keeps (the adapter knows the text).
    const exact = amountOf(amount, ctx.writtenNumber?.(amount));
    const rates = await ctx.ecbRates(date);
    const source = from.toUpperCase();
    const target = to.toUpperCase();
    const c = convert(exact, source, target, rates);
    return {
      amount,
      from: source,
      to: target,
      result: Number(c.result),
      resultText: c.result,
      minorUnits: c.minorUnits,
      rate: Number(c.rate),
      inverseRate: Number(c.inverseRate),
      date: rates.date,
      ...dateOf(rates, ctx.locale),
      source: sourceOf(rates, ctx.locale),
      ageDays: rates.ageDays,
    };
  },
});

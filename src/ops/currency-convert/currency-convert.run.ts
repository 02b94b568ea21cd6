import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { ageDaysSchema, dateInput, dateNoteSchema, dateOf, requestedDateSchema, sourceOf, sourceSchema } from '../currency-rates/rates-source.js';
import { amountOf, convert } from './currency-convert.js';

/** Largest amount accepted: 10^15 (a quadrillion), far beyond any real payment. */
export const MAX_AMOUNT = 1e15;

const currencyCode = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code such as USD')
    .describe(description);

export default defineRun({
  id: 'currency-convert',
  kind: 'utility',
  openWorld: true,
  input: z.strictObject({
    amount: z.number().min(0).max(MAX_AMOUNT).describe('Amount in the `from` currency, 0 to 10^15'),
    from: currencyCode('Currency of the amount: EUR or an ECB rate (ISO 4217)'),
    to: currencyCode('Currency to convert into: EUR or an ECB rate (ISO 4217)'),
    date: dateInput(),
  }),
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

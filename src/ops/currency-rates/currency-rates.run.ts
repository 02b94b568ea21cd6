import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { ageDaysSchema, dateInput, dateNoteSchema, dateOf, requestedDateSchema, sourceOf, sourceSchema } from './rates-source.js';
import { ratesPer } from './rebase.js';

export default defineRun({
  id: 'currency-rates',
  kind: 'utility',
  openWorld: true,
  input: z.strictObject({
    date: dateInput(),
    base: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code such as USD')
      .optional()
      .describe('Rates per 1 unit of this currency; default EUR'),
  }),
  output: z.strictObject({
    base: z.string().describe('The base currency: every rate is units of that currency per 1 unit of the base (EUR unless asked).'),
    date: z.string().describe('The reference date of the rates (YYYY-MM-DD) as published by the ECB.'),
    requestedDate: requestedDateSchema,
    dateNote: dateNoteSchema,
    rates: z
      .record(z.string(), z.number())
      .describe(
        'Units of each currency per 1 unit of the base, keyed by ISO 4217 code in alphabetical order: for EUR exactly the ' +
          'published digits, for another base the exact ratio rounded half-up to 6 significant digits.',
      ),
    source: sourceSchema,
    ageDays: ageDaysSchema,
  }),
  run: async ({ date, base }, ctx) => {
    const result = await ctx.ecbRates(date);
    const per = (base ?? 'EUR').toUpperCase();
    const rates = ratesPer(per, result);
    return { base: per, date: result.date, ...dateOf(result, ctx.locale), rates, source: sourceOf(result, ctx.locale), ageDays: result.ageDays };
  },
});

import * as z from 'zod';

/** Output fields every calculator shares: the named terms of its arithmetic, its assumptions and the rules it used. */
export const breakdownOut = z
  .array(
    z.strictObject({
      item: z.string().describe('Name of the term (camelCase, stable).'),
      label: z.string().describe('What the term is, with the rate or rule applied.'),
      amount: z.number().describe('Its value, rounded to cents.'),
    }),
  )
  .describe('Each term of the arithmetic, named, in the order it is applied.');

export const assumptionsOut = z.array(z.string()).describe('Defaults applied, simplifications and limits of the estimate.');

export const rulesOut = z
  .array(
    z.strictObject({
      id: z.string().describe('The rule set (its dataset is at /datasets/<id>).'),
      name: z.string().describe('What the rule set covers.'),
      effective: z.string().describe('Date (YYYY-MM-DD) from which the version used applies.'),
      appliedOn: z.string().describe('Date (YYYY-MM-DD) the rules were applied for: the result\'s tax year, period or calculation date.'),
      carriedForward: z
        .array(z.string())
        .describe('Figures of the version not yet published for appliedOn, carried forward from the previous period (a warning says so); empty when all are published.'),
      lastChecked: z.string().describe('Date (YYYY-MM-DD) its figures were last compared with their sources.'),
      sources: z.array(z.strictObject({ title: z.string(), url: z.string() })).describe('Sources of the figures used.'),
    }),
  )
  .describe('The dated, sourced rules the result used; empty when the method is pure arithmetic on the inputs.');

export type BreakdownItem = z.output<typeof breakdownOut>[number];

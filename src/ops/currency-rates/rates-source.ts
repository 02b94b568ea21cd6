import * as z from 'zod';
import type { Locale } from '../../core/locale.js';
import { sourceNote, type RatesResult } from '../../services/ecb-rates.js';

/** Where the rates came from and how old they are: shared by currency-rates and currency-convert. */
export const sourceSchema = z
  .strictObject({
    kind: z
      .enum(['live', 'last-good', 'snapshot'])
      .describe(
        'live: fetched from the ECB feed within its current publication cycle; last-good: the last rates fetched successfully, ' +
          'served because the feed failed; snapshot: the embedded rates of 2025-05-09, served when fetching is off or the feed ' +
          'failed before any success.',
      ),
    url: z.string().describe('The feed address the rates were fetched from; for the snapshot, the ECB file it was taken from.'),
    fetchedAt: z.string().nullable().describe('When the rates were fetched from the feed (ISO 8601, UTC); null for the snapshot.'),
    note: z
      .string()
      .nullable()
      .describe('Why fallback rates are served (fetching off, feed unreachable, too slow, HTTP error, unusable data) and when the feed is tried again; null for live rates.'),
  })
  .describe('Which rates were used.');

export const ageDaysSchema = z
  .int()
  .min(0)
  .describe('Age of the rates: whole calendar days from the rate date to today in Frankfurt (0 on the day of publication).');

/** The source of the rates as the result gives it, its note in `locale` (English for the API). */
export function sourceOf(rates: RatesResult, locale: Locale = 'en'): z.input<typeof sourceSchema> {
  const { kind, url, fetchedAt } = rates.source;
  return { kind, url, fetchedAt: fetchedAt ?? null, note: sourceNote(rates.source, locale) ?? null };
}

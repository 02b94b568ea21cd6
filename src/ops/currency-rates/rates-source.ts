import * as z from 'zod';
import { dateField } from '../../core/calendar-date.js';
import type { Locale } from '../../core/locale.js';
import type { RatesResult } from '../../services/ecb-rates.js';

/** Where the rates came from and how old they are: shared by currency-rates and currency-convert. */
export const sourceSchema = z
  .strictObject({
    kind: z
      .enum(['live', 'last-good', 'snapshot', 'history'])
      .describe(
        'live: fetched from the ECB feed within its current publication cycle; last-good: the last rates fetched successfully, ' +
          'served because the feed failed; snapshot: the embedded rates of 2025-05-09, served when fetching is off or the feed ' +
          'failed before any success; history: a past day from the ECB history file.',
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

/** The optional day of the rates, an input of both operations. */
export const dateInput = () => dateField('Day of the rates, YYYY-MM-DD, 1999-01-04 on; default latest').optional();

/** Its words on the pages. */
export const dateForm = {
  label: { en: 'Date', es: 'Fecha' },
  help: {
    en: 'A past day since 1999-01-04; a weekend or holiday gives the previous publication. Empty: the latest rates.',
    es: 'Un día pasado desde el 4 ene 1999; un fin de semana o festivo da la publicación anterior. Vacío: los últimos tipos.',
  },
} as const;

export const requestedDateSchema = z.string().nullable().describe('The day asked for (YYYY-MM-DD); null when no date was given.');
export const dateNoteSchema = z
  .string()
  .nullable()
  .describe('Why the rates are of an earlier day than the one asked for (weekend, TARGET holiday, not yet published); null otherwise.');

/** requestedDate and dateNote as the result gives them, the note in `locale`. */
export function dateOf(rates: RatesResult, locale: Locale = 'en'): { requestedDate: string | null; dateNote: string | null } {
  return { requestedDate: rates.requestedDate ?? null, dateNote: rates.dateNote?.[locale] ?? null };
}

/** The source of the rates as the result gives it, its note in `locale` (English for the API). */
export function sourceOf(rates: RatesResult, locale: Locale = 'en'): z.input<typeof sourceSchema> {
  const { kind, url, fetchedAt } = rates.source;
  const note = locale === 'es' ? (rates.source.noteEs ?? rates.source.note) : rates.source.note;
  return { kind, url, fetchedAt: fetchedAt ?? null, note: note ?? null };
}

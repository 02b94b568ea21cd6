import * as z from 'zod';

/** The languages content and pages are published in. English is the default and lives at the site root. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const localeField = z.enum(LOCALES).default('en').describe('Content language: en (English) or es (Spanish).');

/** Path prefix of a locale's pages: '' for English, '/es' for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** A text in every locale. */
export type Localized = Readonly<Record<Locale, string>>;

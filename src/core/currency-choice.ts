import * as z from 'zod';
import { CURRENCIES, type Currency } from './display.js';
import type { Locale } from './locale.js';
import type { FieldText } from './page-spec.js';

/*
 * The currency of a calculator whose arithmetic is the same in any currency (invoice aging, a cash-flow forecast, a
 * savings goal): the visitor names it, the result echoes it and the page writes the money in it. Nothing is converted.
 */

/**
 * The optional `currency` input. The API's default stays US dollars, what these results were written in before the
 * currency could be chosen, so existing clients read the same answer; the pages start in the visitor's (`startCurrency`).
 */
export function currencyField() {
  return z
    .enum(CURRENCIES)
    .default('USD')
    .describe('ISO 4217 code of every amount: a label, nothing is converted.');
}

/** The currency echoed in the output. */
export const currencyOut = z.enum(CURRENCIES).describe('The currency given.');

/** The currency a page opens in: euros on the Spanish pages, dollars on the English ones. */
export function startCurrency(locale: Locale): Currency {
  return locale === 'es' ? 'EUR' : 'USD';
}

/** The words of the `currency` field on a page. */
export const currencyFieldText: FieldText = {
  label: { en: 'Currency', es: 'Moneda' },
  help: {
    en: 'The currency of every amount; the figures are the same in any, nothing is converted.',
    es: 'La moneda de todos los importes; las cifras son las mismas en cualquiera, no se convierte nada.',
  },
  choices: {
    USD: { en: 'US dollar ($)', es: 'Dólar estadounidense (US$)' },
    EUR: { en: 'Euro (€)', es: 'Euro (€)' },
    GBP: { en: 'Pound sterling (£)', es: 'Libra esterlina (£)' },
    AUD: { en: 'Australian dollar (A$)', es: 'Dólar australiano (AUD)' },
    CAD: { en: 'Canadian dollar (CA$)', es: 'Dólar canadiense (CAD)' },
    CHF: { en: 'Swiss franc (CHF)', es: 'Franco suizo (CHF)' },
    MXN: { en: 'Mexican peso (MX$)', es: 'Peso mexicano (MXN)' },
  } satisfies Record<Currency, { en: string; es: string }>,
};

import { formatNumber } from './display.js';
import type { Locale } from './locale.js';

/**
 * Values the schemas accept (a rate of 0–100 %, up to 168 hours a week) but that no real person has: a calculator
 * still answers, with a warning in the result's `warnings` (so the API says it too), because a typo — 45 for 4.5 —
 * would otherwise pass as an answer. Each limit is set well beyond what is real, so that a real value never warns.
 */
export const IMPLAUSIBLE = {
  /**
   * A mortgage rate: the US 30-year fixed rate peaked at 18.63 % (Freddie Mac PMMS, October 1981), Spain's and the
   * UK's mortgage rates stayed under 20 % since records began; above 20 % is a typo (45 for 4.5) or not a mortgage.
   */
  mortgageRatePct: 20,
  /**
   * A marginal income-tax rate: the highest top rates in the countries covered are about 54 % (Spain, with the
   * regional scale) and 51 % (US federal 37 % + the top state rate 13.3 % + Medicare 0.9 %); above 60 % nobody pays.
   */
  marginalTaxPct: 60,
  /** Billable hours a week: 80 is 11 hours 30 minutes every day of the week, already beyond what anyone sustains for a year. */
  billableHoursPerWeek: 80,
  /** A money-transfer fee or exchange-rate markup: the World Bank's costliest corridors average under 20 %; banks charge 0–5 %. */
  transferPct: 20,
} as const;

/** "45 %" in the page's language (the figure as given, not rounded). */
function pct(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)} %`;
}

/** The warning for a percentage above its plausible limit, or nothing: `what` names it in each language ("An interest rate"). */
export function implausiblePct(
  value: number | undefined,
  limit: number,
  what: { en: string; es: string },
  why: { en: string; es: string },
  locale: Locale,
): string[] {
  if (value === undefined || value <= limit) return [];
  return locale === 'es'
    ? [`${what.es} del ${pct(value, 'es')} es poco realista: ${why.es}. Comprueba la cifra (¿querías escribir ${pct(value / 10, 'es')}?).`]
    : [`${what.en} of ${pct(value, 'en')} is unrealistic: ${why.en}. Check the figure (did you mean ${pct(value / 10, 'en')}?).`];
}

/** A marginal income-tax rate above IMPLAUSIBLE.marginalTaxPct: the same warning wherever one is asked. */
export function implausibleMarginalRate(value: number | undefined, locale: Locale): string[] {
  return implausiblePct(
    value,
    IMPLAUSIBLE.marginalTaxPct,
    { en: 'A marginal tax rate', es: 'Un tipo marginal' },
    {
      en: 'the highest top rates are about 54 % (Spain) and 51 % (the US, federal, state and Medicare together)',
      es: 'los tipos máximos más altos rondan el 54 % (España) y el 51 % (EE. UU., sumando el federal, el estatal y Medicare)',
    },
    locale,
  );
}

import type { Context } from './context.js';
import type { Locale } from './locale.js';

/**
 * The texts of a result in the caller's language: `t(english, spanish)` picks one. Operations write both beside
 * each other, so a Spanish page reads the same result in Spanish while the API keeps its English.
 */
export function textsFor(ctx: Pick<Context, 'locale'>): { locale: Locale; t(en: string, es: string): string } {
  const locale = ctx.locale ?? 'en';
  return { locale, t: locale === 'es' ? (_en, es) => es : (en) => en };
}

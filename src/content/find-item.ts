import { didYouMean, InputError } from '../core/errors.js';
import type { Locale } from '../core/locale.js';

/** The item with this slug, or a 400 that names the slug and the closest ones. */
export function findBySlug<T extends { slug: string }>(items: readonly T[], slug: string, what: string, locale: Locale): T {
  const item = items.find((i) => i.slug === slug);
  if (item) return item;
  const slugs = items.map((i) => i.slug);
  throw new InputError(`slug: no ${what} '${slug}' in locale ${locale}${didYouMean(slug, slugs)}`);
}

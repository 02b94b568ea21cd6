import { categories } from '../core/categories.js';
import type { Locale } from '../core/locale.js';
import type { Jurisdiction } from '../core/operation.js';
import type { RegistryEntry } from '../core/registry.js';
import { siteUrl } from './site-urls.js';

export interface OperationEntry {
  slug: string;
  name: string;
  description: string;
  category: string;
  url: string;
}

export type CalculatorEntry = OperationEntry & { jurisdiction: Jurisdiction };

/** One localized entry per operation, in registry order, pointing at the operation's page. */
export function operationEntry(op: RegistryEntry, locale: Locale, baseUrl: string): OperationEntry {
  const category = categories[op.category];
  return {
    slug: op.id,
    name: locale === 'es' ? op.es.title : op.title,
    description: locale === 'es' ? op.es.summary : op.summary,
    category: locale === 'es' ? category.es.title : category.title,
    url: siteUrl(baseUrl, locale, op.kind === 'calculator' ? 'calculators' : 'utilities', op.id),
  };
}

export function utilityEntries(operations: readonly RegistryEntry[], locale: Locale, baseUrl: string): OperationEntry[] {
  return operations.filter((op) => op.kind === 'utility').map((op) => operationEntry(op, locale, baseUrl));
}

export function calculatorEntries(operations: readonly RegistryEntry[], locale: Locale, baseUrl: string): CalculatorEntry[] {
  return operations
    .filter((op) => op.kind === 'calculator')
    .map((op) => {
      if (!op.jurisdiction) throw new Error(`calculator ${op.id} has no jurisdiction`);
      const { slug, name, description, category, url } = operationEntry(op, locale, baseUrl);
      // The spec's field order.
      return { slug, name, description, category, jurisdiction: op.jurisdiction, url };
    });
}

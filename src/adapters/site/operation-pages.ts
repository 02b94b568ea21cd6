import { categories } from '../../core/categories.js';
import type { ExecutedExample } from '../../core/examples.js';
import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide } from '../../content/content-store.js';
import { sitePath } from '../../content/site-urls.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { itemList } from './site-lists.js';
import { strings } from './site-strings.js';
import { toolStrings } from './tool/tool-strings.js';

/** The top of a utility's or calculator's page: its localized name, summary, category and jurisdiction. */
export function operationHeader(op: AnyOperation, locale: Locale): string {
  const t = strings[locale];
  const title = locale === 'es' ? op.es.title : op.title;
  const summary = locale === 'es' ? op.es.summary : op.summary;
  const jurisdiction = op.jurisdiction ? `<li>${escapeHtml(t.jurisdiction[op.jurisdiction])}</li>` : '';
  const category = locale === 'es' ? categories[op.category].es.title : categories[op.category].title;
  return `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(summary)}</p>
<ul class="meta"><li>${escapeHtml(category)}</li>${jurisdiction}</ul>`;
}

/**
 * Below the tool: the method guides that name the operation and the datasets of the rules its examples use, then
 * (English only: the API's own words) the method as the reference states it.
 */
export function operationFooter(op: AnyOperation, locale: Locale, guides: readonly Guide[], examples: readonly ExecutedExample[]): string {
  const t = toolStrings[locale];
  const parts: string[] = [];
  const related = guides.filter((g) => g.related.includes(op.id));
  if (related.length > 0) {
    parts.push(`<h2>${op.kind === 'calculator' ? t.methodGuide : strings[locale].sections.guides}</h2>\n${itemList(related.map((g) => ({ title: g.title, href: sitePath(locale, 'guides', g.slug), description: g.description })), locale)}`);
  }
  const ruleIds = new Set<string>();
  for (const example of examples) {
    const rules = (example.output as { rules?: { id: string }[] } | undefined)?.rules;
    if (Array.isArray(rules)) for (const rule of rules) ruleIds.add(rule.id);
  }
  const used = datasets.filter((d) => ruleIds.has(d.slug));
  if (used.length > 0) {
    parts.push(`<h2>${t.datasetsUsed}</h2>\n${itemList(used.map((d) => ({ title: d.name[locale], href: sitePath(locale, 'datasets', d.slug), description: d.description[locale] })), locale)}`);
  }
  if (locale === 'en') parts.push(`<details class="how"><summary>How it works</summary><p>${escapeHtml(op.description)}</p></details>`);
  return parts.length === 0 ? '' : `<div class="about">\n${parts.join('\n')}\n</div>`;
}

/** The operations of one kind, grouped by category in display order. */
export function operationIndex(operations: readonly AnyOperation[], locale: Locale, kind: 'utility' | 'calculator'): string {
  const section = kind === 'calculator' ? 'calculators' : 'utilities';
  const ofKind = operations.filter((op) => op.kind === kind);
  if (ofKind.length === 0) return itemList([], locale);
  return (Object.keys(categories) as (keyof typeof categories)[])
    .map((key) => {
      const ops = ofKind.filter((op) => op.category === key);
      if (ops.length === 0) return '';
      const category = locale === 'es' ? categories[key].es : categories[key];
      const items = ops.map((op) => ({
        title: locale === 'es' ? op.es.title : op.title,
        href: sitePath(locale, section, op.id),
        description: locale === 'es' ? op.es.summary : op.summary,
      }));
      return `<h2>${escapeHtml(category.title)}</h2>\n${itemList(items, locale)}`;
    })
    .join('\n');
}

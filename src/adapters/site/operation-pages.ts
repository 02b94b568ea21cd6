import { categories } from '../../core/categories.js';
import type { ExecutedExample } from '../../core/examples.js';
import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import { sitePath } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { operationSection } from '../reference/operation-section.js';
import { itemList } from './site-lists.js';
import { strings } from './site-strings.js';

/** A utility's or calculator's page: its localized name and summary, then its reference section (parameters, examples). */
export function operationMain(op: AnyOperation, locale: Locale, baseUrl: string, examples: readonly ExecutedExample[]): string {
  const t = strings[locale];
  const title = locale === 'es' ? op.es.title : op.title;
  const summary = locale === 'es' ? op.es.summary : op.summary;
  const jurisdiction = op.jurisdiction ? `<li>${escapeHtml(t.jurisdiction[op.jurisdiction])}</li>` : '';
  const category = locale === 'es' ? categories[op.category].es.title : categories[op.category].title;
  return `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(summary)}</p>
<ul class="meta"><li>${escapeHtml(category)}</li>${jurisdiction}<li><code>POST /api/v1/${escapeHtml(op.id)}</code></li></ul>
${t.endpointNote ? `<p class="note">${escapeHtml(t.endpointNote)}</p>` : ''}
${operationSection(op, baseUrl, examples)}`;
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

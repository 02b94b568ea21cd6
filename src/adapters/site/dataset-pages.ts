import type { Locale } from '../../core/locale.js';
import type { Dataset } from '../../datasets/dataset.js';
import { sitePath } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { sourcesSection, timeTag, type ListItem } from './site-lists.js';
import { strings } from './site-strings.js';

export function datasetMain(dataset: Dataset, locale: Locale): string {
  const t = strings[locale];
  const table = dataset.table(locale);
  const href = `${sitePath(locale, 'datasets', dataset.slug)}.json`;
  // The table scrolls sideways on a phone: a focusable region, named, so a keyboard can scroll it.
  return `<h1>${escapeHtml(dataset.name[locale])}</h1>
<p class="lead">${escapeHtml(dataset.description[locale])}</p>
<ul class="meta"><li>${t.lastChecked} ${timeTag(dataset.lastChecked, locale)}</li><li>${t.rows(table.rows.length)}</li></ul>
<ul class="actions"><li><a href="${escapeHtml(href)}" type="application/json">${t.download}</a></li></ul>
${sourcesSection(dataset.sources, locale)}
<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(dataset.name[locale])}"><table class="cards data">
<thead><tr>${table.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody>
${table.rows.map((row) => `<tr>${row.map((cell, i) => `<td data-label="${escapeHtml(table.columns[i]!)}">${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table></div>`;
}

export function datasetItems(datasets: readonly Dataset[], locale: Locale): ListItem[] {
  return datasets.map((d) => ({
    title: d.name[locale],
    href: sitePath(locale, 'datasets', d.slug),
    description: d.description[locale],
    meta: `${strings[locale].lastChecked} ${timeTag(d.lastChecked, locale)}`,
  }));
}

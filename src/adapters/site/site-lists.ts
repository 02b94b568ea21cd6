import type { Locale } from '../../core/locale.js';
import { escapeHtml } from '../reference/html-escape.js';
import { formatLongDay } from '../../core/display.js';
import { strings } from './site-strings.js';

export interface ListItem {
  title: string;
  href: string;
  description: string;
  /** Small print under the description (dates, jurisdiction), already escaped. */
  meta?: string;
}

/** A list of linked items with their descriptions; an empty list says so. */
export function itemList(items: readonly ListItem[], locale: Locale): string {
  if (items.length === 0) return `<p class="muted">${strings[locale].emptySection}</p>`;
  return `<ul class="items">
${items
  .map(
    (item) => `<li><a class="item-title" href="${escapeHtml(item.href)}">${escapeHtml(item.title)}</a>
<p>${escapeHtml(item.description)}</p>${item.meta ? `\n<p class="item-meta">${item.meta}</p>` : ''}</li>`,
  )
  .join('\n')}
</ul>`;
}

export function timeTag(value: string, locale: Locale): string {
  return `<time datetime="${escapeHtml(value)}">${escapeHtml(formatLongDay(value, locale))}</time>`;
}

/**
 * An official source, linked and titled in its own language: Spanish sources (on .es hosts) in Spanish, the rest in
 * English, marked so (`lang`) for screen readers and translators.
 */
export function sourceLink(source: { title: string; url: string }): string {
  const host = new URL(source.url).hostname;
  const lang = /\.es$/.test(host) ? 'es' : 'en';
  return `<a href="${escapeHtml(source.url)}" rel="noopener" lang="${lang}">${escapeHtml(source.title)}</a>`;
}

/** Sources as a list of external links. */
export function sourcesSection(sources: readonly { title: string; url: string }[], locale: Locale): string {
  if (sources.length === 0) return '';
  return `<section class="sources" aria-labelledby="sources-title">
<h2 id="sources-title">${strings[locale].sources}</h2>
<ul>
${sources.map((s) => `<li>${sourceLink(s)} <span class="muted" translate="no">${escapeHtml(new URL(s.url).hostname)}</span></li>`).join('\n')}
</ul>
</section>`;
}

import type { Locale } from '../../core/locale.js';
import type { SiteSection } from '../../content/site-urls.js';
import { sitePath } from '../../content/site-urls.js';
import { elide } from '../../core/errors.js';
import { escapeHtml } from '../reference/html-escape.js';
import { searchForm } from './search-page.js';
import { renderPage } from './site-layout.js';
import { strings } from './site-strings.js';

const SECTIONS: readonly SiteSection[] = ['calculators', 'utilities', 'datasets', 'guides', 'news'];

/** The 404 page a browser gets (API clients get JSON): what was asked, a search box and the sections. */
export function notFoundPage(locale: Locale, path: string, baseUrl: string): string {
  const t = strings[locale];
  const main = `<h1>${t.notFoundTitle}</h1>
<p class="lead">${escapeHtml(t.notFoundText(elide(path)))}</p>
${searchForm(locale, '')}
<ul class="links">${SECTIONS.map((s) => `<li><a href="${sitePath(locale, s)}">${escapeHtml(t.sections[s])}</a></li>`).join('')}</ul>`;
  return renderPage({ locale, title: t.notFoundTitle, description: t.notFoundTitle, baseUrl, path: '/', section: 'none', main, noindex: true });
}

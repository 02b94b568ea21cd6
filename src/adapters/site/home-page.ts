import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import { sitePath, type SiteSection } from '../../content/site-urls.js';
import { browserTools } from '../../browser-tools/index.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { searchForm } from './search-page.js';
import { strings } from './site-strings.js';

/** Items named on the home page under each section. */
const FEATURED = 5;

/** The home page: what the service is, a search over everything, and its sections with a few items each. */
export function homeMain(locale: Locale, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): string {
  const t = strings[locale];
  const name = (op: AnyOperation) => (locale === 'es' ? op.es.title : op.title);
  const ofKind = (kind: 'calculator' | 'utility') => operations.filter((op) => op.kind === kind);
  const links = (section: SiteSection, items: readonly { slug: string; title: string }[]) =>
    items.slice(0, FEATURED).map((i) => `<li><a href="${sitePath(locale, section, i.slug)}">${escapeHtml(i.title)}</a></li>`).join('');
  // The utilities card names a few API utilities and the first file tool of each family (image, PDF), when there are some.
  const families = [...new Set(browserTools.map((tool) => tool.family))];
  const featuredTools = families.map((family) => browserTools.find((tool) => tool.family === family)!).map((tool) => ({ slug: tool.id, title: tool.title[locale] }));
  const utilities = ofKind('utility').map((op) => ({ slug: op.id, title: name(op) }));
  const featuredUtilities = [...utilities.slice(0, FEATURED - featuredTools.length), ...featuredTools];
  const sections: { section: SiteSection; count: number; items: string }[] = [
    { section: 'calculators', count: ofKind('calculator').length, items: links('calculators', ofKind('calculator').map((op) => ({ slug: op.id, title: name(op) }))) },
    { section: 'utilities', count: utilities.length + browserTools.length, items: links('utilities', featuredUtilities) },
    { section: 'datasets', count: datasets.length, items: links('datasets', datasets.map((d) => ({ slug: d.slug, title: d.name[locale] }))) },
    { section: 'guides', count: guides.length, items: links('guides', guides.map((g) => ({ slug: g.slug, title: g.title }))) },
    { section: 'news', count: news.length, items: links('news', news.map((n) => ({ slug: n.slug, title: n.title }))) },
  ];
  const cards = sections
    .map(({ section, count, items }) => `<section class="card" aria-labelledby="home-${section}">
<h2 id="home-${section}"><a href="${sitePath(locale, section)}">${escapeHtml(t.sections[section])}</a> <span class="count">${count}</span></h2>
<p>${escapeHtml(t.homeSections[section])}</p>
<ul>${items}</ul>
<p class="more"><a href="${sitePath(locale, section)}">${t.seeAll}<span class="visually-hidden">: ${escapeHtml(t.sections[section])}</span></a></p>
</section>`)
    .join('\n');
  return `<div class="hero">
<h1>${t.siteName}</h1>
<p class="lead">${escapeHtml(t.homeLead)}</p>
${searchForm(locale, '', 'home-results')}
<div id="home-results"></div>
</div>
<div class="cards-grid">
${cards}
<section class="card" aria-labelledby="home-api">
<h2 id="home-api"><a href="/api" hreflang="en">${t.reference}</a></h2>
<p>${escapeHtml(t.homeApi)}</p>
<ul><li><a href="/api" hreflang="en">${t.homeApiLink}</a></li><li><a href="/api/v1/openapi.json" hreflang="en">OpenAPI 3.1</a></li><li><a href="/llms.txt" hreflang="en">llms.txt</a></li></ul>
</section>
</div>`;
}

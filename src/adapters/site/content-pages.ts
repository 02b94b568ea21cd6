import type { Locale } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import { sitePath } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { renderMarkdown } from './markdown.js';
import { sourcesSection, timeTag, type ListItem } from './site-lists.js';
import { strings } from './site-strings.js';

/** The header of an article: title, description, and its dates or facts. */
function articleHeader(title: string, description: string, meta: readonly string[]): string {
  return `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(description)}</p>
<ul class="meta">${meta.map((m) => `<li>${m}</li>`).join('')}</ul>`;
}

function relatedSection(ids: readonly string[], operations: readonly AnyOperation[], locale: Locale): string {
  const related = ids.map((id) => operations.find((op) => op.id === id)).filter((op): op is AnyOperation => op !== undefined);
  if (related.length === 0) return '';
  return `<section class="related" aria-labelledby="related-title">
<h2 id="related-title">${strings[locale].related}</h2>
<ul>
${related
  .map((op) => {
    const href = sitePath(locale, op.kind === 'calculator' ? 'calculators' : 'utilities', op.id);
    return `<li><a href="${href}">${escapeHtml(locale === 'es' ? op.es.title : op.title)}</a> <code>${escapeHtml(op.id)}</code></li>`;
  })
  .join('\n')}
</ul>
</section>`;
}

export function guideMain(guide: Guide, operations: readonly AnyOperation[]): string {
  const t = strings[guide.locale];
  const meta = [`${t.published} ${timeTag(guide.published, guide.locale)}`];
  if (guide.updated !== guide.published) meta.push(`${t.updated} ${timeTag(guide.updated, guide.locale)}`);
  return `<article>
${articleHeader(guide.title, guide.description, meta)}
<div class="article">
${renderMarkdown(guide.markdown)}
</div>
${relatedSection(guide.related, operations, guide.locale)}
${sourcesSection(guide.sources, guide.locale)}
</article>`;
}

export function newsMain(brief: NewsBrief, operations: readonly AnyOperation[]): string {
  const t = strings[brief.locale];
  const meta = [
    `${t.published} ${timeTag(brief.published, brief.locale)}`,
    ...(brief.updated ? [`${t.updated} ${timeTag(brief.updated, brief.locale)}`] : []),
    escapeHtml(t.jurisdiction[brief.jurisdiction]),
    `${t.effective} ${timeTag(brief.effective, brief.locale)}`,
  ];
  return `<article>
${articleHeader(brief.title, brief.description, meta)}
<div class="article">
${renderMarkdown(brief.markdown)}
</div>
${sourcesSection(brief.sources, brief.locale)}
${relatedSection(brief.related, operations, brief.locale)}
</article>`;
}

export function guideItems(guides: readonly Guide[], locale: Locale): ListItem[] {
  return guides.map((g) => ({
    title: g.title,
    href: sitePath(locale, 'guides', g.slug),
    description: g.description,
    meta: `${strings[locale].updated} ${timeTag(g.updated, locale)}`,
  }));
}

export function newsItems(news: readonly NewsBrief[], locale: Locale): ListItem[] {
  const t = strings[locale];
  return news.map((n) => ({
    title: n.title,
    href: sitePath(locale, 'news', n.slug),
    description: n.description,
    meta: `${timeTag(n.published, locale)} · ${escapeHtml(t.jurisdiction[n.jurisdiction])} · ${t.effective} ${timeTag(n.effective, locale)}`,
  }));
}


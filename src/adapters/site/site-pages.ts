import type { ExecutedExample } from '../../core/examples.js';
import type { AnyOperation } from '../../core/operation.js';
import { loadContent } from '../../content/load-content.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { guideItems, guideMain, newsItems, newsMain } from './content-pages.js';
import { datasetItems, datasetMain } from './dataset-pages.js';
import { operationIndex, operationMain } from './operation-pages.js';
import { renderPage } from './site-layout.js';
import { itemList } from './site-lists.js';
import { unprefixedPath, type SiteRoute } from './site-route.js';
import { strings } from './site-strings.js';

export interface SiteDeps {
  operations: readonly AnyOperation[];
  baseUrl: string;
  /** Examples with the responses they really returned, by operation id (the reference page's). */
  executed: ReadonlyMap<string, readonly ExecutedExample[]>;
}

export type SiteResult = { type: 'html'; body: string } | { type: 'json'; body: string };

/** Renders the page a route names, or undefined when there is no such item (a 404). */
export async function renderSite(route: SiteRoute, deps: SiteDeps): Promise<SiteResult | undefined> {
  const { locale, section, slug } = route;
  const t = strings[locale];
  const page = (title: string, description: string, main: string, wide = false): SiteResult => ({
    type: 'html',
    body: renderPage({ locale, title, description, baseUrl: deps.baseUrl, path: unprefixedPath(route), section, main, wide }),
  });

  if (slug === undefined) {
    const intro = t.sectionIntro[section];
    const header = `<h1>${escapeHtml(t.sections[section])}</h1>\n<p class="lead">${escapeHtml(intro)}</p>`;
    switch (section) {
      case 'utilities': return page(t.sections[section], intro, `${header}\n${operationIndex(deps.operations, locale, 'utility')}`);
      case 'calculators': return page(t.sections[section], intro, `${header}\n${operationIndex(deps.operations, locale, 'calculator')}`);
      case 'datasets': return page(t.sections[section], intro, `${header}\n${itemList(datasetItems(datasets, locale), locale)}`);
      case 'guides': return page(t.sections[section], intro, `${header}\n${itemList(guideItems((await loadContent()).guides[locale], locale), locale)}`);
      case 'news': return page(t.sections[section], intro, `${header}\n${itemList(newsItems((await loadContent()).news[locale], locale), locale)}`);
    }
  }

  switch (section) {
    case 'utilities':
    case 'calculators': {
      const op = deps.operations.find((o) => o.id === slug && o.kind === (section === 'calculators' ? 'calculator' : 'utility'));
      if (!op) return undefined;
      const title = locale === 'es' ? op.es.title : op.title;
      return page(title, locale === 'es' ? op.es.summary : op.summary, operationMain(op, locale, deps.baseUrl, deps.executed.get(op.id) ?? []), true);
    }
    case 'datasets': {
      const dataset = datasets.find((d) => d.slug === slug);
      if (!dataset) return undefined;
      if (route.json) return { type: 'json', body: JSON.stringify(dataset.data(), null, 2) };
      return page(dataset.name[locale], dataset.description[locale], datasetMain(dataset, locale), true);
    }
    case 'guides': {
      const guide = (await loadContent()).guides[locale].find((g) => g.slug === slug);
      return guide && page(guide.title, guide.description, guideMain(guide, deps.operations));
    }
    case 'news': {
      const brief = (await loadContent()).news[locale].find((n) => n.slug === slug);
      return brief && page(brief.title, brief.description, newsMain(brief, deps.operations));
    }
  }
}

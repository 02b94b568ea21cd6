import { LOCALES, localePrefix, type Locale } from '../../core/locale.js';
import { sitePath, type SiteSection } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { referenceCss } from '../reference/reference-style.js';
import { siteCss } from './site-style.js';
import { strings } from './site-strings.js';

const SECTIONS: readonly SiteSection[] = ['utilities', 'calculators', 'datasets', 'guides', 'news'];

export interface PageInput {
  locale: Locale;
  title: string;
  /** For the meta description. */
  description: string;
  baseUrl: string;
  /** This page's path without the locale prefix ("/guides/x"); the other language's page has the same path. */
  path: string;
  section: SiteSection;
  /** The page's main content (already escaped HTML). */
  main: string;
  /** Tables and reference sections need the full width. */
  wide?: boolean;
}

/** One self-contained HTML document: inline CSS, no scripts, no external fonts, `<html lang>` set. */
export function renderPage(page: PageInput): string {
  const t = strings[page.locale];
  const other = LOCALES.find((l) => l !== page.locale)!;
  const alternates = LOCALES.map(
    (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(page.baseUrl + localePrefix(l) + page.path)}">`,
  ).join('\n');
  const nav = SECTIONS.map((section) => {
    const current = section === page.section ? ' aria-current="page"' : '';
    return `<li><a href="${sitePath(page.locale, section)}"${current}>${escapeHtml(t.sections[section])}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="description" content="${escapeHtml(page.description)}">
<title>${escapeHtml(page.title)} · ${t.siteName}</title>
<link rel="canonical" href="${escapeHtml(page.baseUrl + localePrefix(page.locale) + page.path)}">
${alternates}
<style>${referenceCss}${siteCss}</style>
</head>
<body>
<a class="skip" href="#main">${t.skip}</a>
<div class="page">
<header class="bar">
<a class="home" href="${sitePath(page.locale, 'utilities')}">${t.siteName}</a>
<nav aria-label="${t.siteName}"><ul>${nav}<li><a href="/api">${t.reference}</a></li></ul></nav>
<a class="lang" href="${escapeHtml(localePrefix(other) + page.path)}" hreflang="${other}" lang="${other}">${t.otherLanguage}</a>
</header>
<main id="main" class="content${page.wide ? ' wide' : ''}">
${page.main}
</main>
<footer>${escapeHtml(t.footer)}</footer>
</div>
</body>
</html>
`;
}

import { LOCALES, localePrefix, type Locale } from '../../core/locale.js';
import { MAX_TITLE_CHARS, sitePath, type SiteSection } from '../../content/site-urls.js';
import { escapeHtml } from '../reference/html-escape.js';
import { referenceCss } from '../reference/reference-style.js';
import type { SitePart } from './site-route.js';
import { siteCss } from './site-style.js';
import { strings } from './site-strings.js';
import { breadcrumbData, jsonLdScript, SHARE_IMAGE, type StructuredData } from './structured-data.js';

const SECTIONS: readonly SiteSection[] = ['calculators', 'utilities', 'datasets', 'guides', 'news'];
/** Search engines show about this many characters of a description. */
const MAX_DESCRIPTION_CHARS = 160;
/** Open Graph's locale of each language's pages. */
const OG_LOCALE = { en: 'en_US', es: 'es_ES' } as const satisfies Record<Locale, string>;

export interface PageInput {
  locale: Locale;
  /**
   * The page's name in its `<title>` and share cards: at most MAX_TITLE_CHARS (a definition's short name where its full
   * one is longer); the site's name follows when it fits (`documentTitle`).
   */
  title: string;
  /** For the meta description (cut to 160 characters at a word). */
  description: string;
  baseUrl: string;
  /** This page's path without the locale prefix ("/guides/x", "/" for home); the other language's page has the same path. */
  path: string;
  section: SitePart | 'none';
  /** The page's main content (already escaped HTML). */
  main: string;
  /** Tables and reference sections need the full width. */
  wide?: boolean;
  /** The site's script (every page: search, copy buttons, the service worker). */
  scriptUrl?: string;
  /** More scripts of our own after it (a browser tool's family bundle), each deferred. */
  scripts?: readonly string[];
  /** A tool page's runtime, an ES module, and the modules it will load, preloaded by it (`<link rel="modulepreload">`). */
  module?: string;
  preload?: readonly string[];
  /** Styles only this page needs, after the site's. */
  css?: string;
  /** Styles that apply when scripting is off (inside `<noscript>` in the head). */
  noscriptCss?: string;
  /** A page that is not a place of its own (a 404): no canonical URL, no alternates, no share card, not indexed. */
  noindex?: boolean;
  /** A guide or a news brief: Open Graph's `article`, with its dates (YYYY-MM-DD or an ISO time). */
  article?: { published: string; modified: string };
  /** What the page is for search engines (schema.org nodes), each written as a JSON-LD block in the head. */
  structuredData?: readonly StructuredData[];
  /** The pages above this one (home, section), shown as a trail above the content and given as a BreadcrumbList. */
  trail?: readonly { name: string; path: string }[];
}

/**
 * The page's background in light and dark mode, read from the stylesheet, so the browser's bars (`theme-color`) and
 * an installed app's window and splash screen (the manifest's colours) match the page.
 */
export const PAGE_BACKGROUND = (() => {
  const [light = '#ffffff', dark = '#0d1117'] = [...referenceCss.matchAll(/--bg: (#[0-9a-f]{6});/g)].map((m) => m[1]!);
  return { light, dark };
})();

/** The web app manifest of a language's pages (src/adapters/site/site-files.ts). */
export function manifestPath(locale: Locale): string {
  return localizedPath(locale, '/manifest.webmanifest');
}

/** The page's absolute address in a language (its canonical URL in that language). */
export function pageUrl(page: Pick<PageInput, 'baseUrl' | 'path'>, locale: Locale): string {
  return page.baseUrl + localizedPath(locale, page.path);
}

/** The `<title>`: the page's name, then the site's name when the two fit in MAX_TITLE_CHARS and the name does not hold it. */
export function documentTitle(title: string, locale: Locale): string {
  const { siteName } = strings[locale];
  const withSite = `${title} · ${siteName}`;
  return title.includes(siteName) || withSite.length > MAX_TITLE_CHARS ? title : withSite;
}

/** A path in a locale: '/' + path for English, '/es' + path for Spanish ('/es/' for the home page). */
export function localizedPath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `${localePrefix(locale)}${path}`;
}

/** One HTML document: inline CSS, scripts of our own only (deferred), no outside request, `<html lang>` set. */
export function renderPage(page: PageInput): string {
  const t = strings[page.locale];
  const other = LOCALES.find((l) => l !== page.locale)!;
  const url = (locale: Locale) => escapeHtml(pageUrl(page, locale));
  const alternates = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}">`,
  ].join('\n');
  const nav = SECTIONS.map((section) => {
    const current = section === page.section ? ' aria-current="page"' : '';
    return `<li><a href="${sitePath(page.locale, section)}"${current}>${escapeHtml(t.sections[section])}</a></li>`;
  }).join('');
  const home = localizedPath(page.locale, '/');
  const search = localizedPath(page.locale, '/search');
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="description" content="${escapeHtml(shortDescription(page.description))}">
<title>${escapeHtml(documentTitle(page.title, page.locale))}</title>
${page.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url(page.locale)}">\n${alternates}\n${shareTags(page)}`}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/maskable-192.png">
<link rel="manifest" href="${manifestPath(page.locale)}">
<meta name="theme-color" content="${PAGE_BACKGROUND.light}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="${PAGE_BACKGROUND.dark}" media="(prefers-color-scheme: dark)">
<style>${referenceCss}${siteCss}${page.css ?? ''}</style>
${page.noscriptCss ? `<noscript><style>${page.noscriptCss}</style></noscript>\n` : ''}${scriptTags(page)}</head>
<body>
<a class="skip" href="#main">${t.skip}</a>
<div class="page">
<header class="bar">
<a class="home" href="${home}"${page.section === 'home' ? ' aria-current="page"' : ''}>${t.siteName}</a>
<nav aria-label="${t.mainNav}"><ul>${nav}<li><a href="/api" hreflang="en">${t.reference}</a></li><li><a href="${search}"${page.section === 'search' ? ' aria-current="page"' : ''}>${t.search}</a></li></ul></nav>
<a class="lang" href="${escapeHtml(localizedPath(other, page.path))}" hreflang="${other}" lang="${other}">${t.otherLanguage}</a>
</header>
<main id="main" class="content${page.wide ? ' wide' : ''}">
${trailNav(page)}${page.main}
</main>
<footer>${escapeHtml(t.footer)}</footer>
</div>
</body>
</html>
`;
}

/**
 * The share card (Open Graph, and Twitter's, which reads Open Graph's image) and the page's structured data. The image is
 * the site's icon, served by us; the card is `summary` (a small square image beside the title).
 */
function shareTags(page: PageInput): string {
  const t = strings[page.locale];
  const other = LOCALES.find((l) => l !== page.locale)!;
  const description = shortDescription(page.description);
  const meta = (kind: 'property' | 'name', key: string, value: string) => `<meta ${kind}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('property', 'og:type', page.article ? 'article' : 'website'),
    meta('property', 'og:site_name', t.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl(page, page.locale)),
    meta('property', 'og:locale', OG_LOCALE[page.locale]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', page.baseUrl + SHARE_IMAGE.path),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', t.siteName),
    ...(page.article ? [meta('property', 'article:published_time', page.article.published), meta('property', 'article:modified_time', page.article.modified)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', description),
  ];
  const crumbs = page.trail && [...page.trail.map((c) => ({ name: c.name, url: page.baseUrl + c.path })), { name: page.title, url: pageUrl(page, page.locale) }];
  const data = [...(page.structuredData ?? []), ...(crumbs ? [breadcrumbData(crumbs)] : [])];
  return [...tags, ...data.map(jsonLdScript)].join('\n');
}

/** The trail above the content of an item's page: the home page, then its section. */
function trailNav(page: PageInput): string {
  if (!page.trail || page.trail.length === 0) return '';
  const links = page.trail.map((c) => `<li><a href="${escapeHtml(c.path)}">${escapeHtml(c.name)}</a></li>`).join('');
  return `<nav class="trail" aria-label="${strings[page.locale].trail}"><ol>${links}</ol></nav>\n`;
}

/**
 * Classic scripts deferred, then the module (deferred by nature), then what it will import, named for preloading inside
 * a `<template>` (`#tool-modules`): inert there, so nothing of it is fetched by a browser without the script, or before
 * the page is drawn; the runtime puts the links in the head once the page has been painted, or at once when the page
 * must compute at load (src/client/page/tool-runtime.ts). The service worker reads the URLs in the page's text as
 * before (src/client/sw.ts).
 */
function scriptTags(page: PageInput): string {
  const classic = [page.scriptUrl, ...(page.scripts ?? [])].filter((src) => src !== undefined).map((src) => `<script src="${escapeHtml(src)}" defer></script>\n`);
  const module = page.module ? [`<script type="module" src="${escapeHtml(page.module)}"></script>\n`] : [];
  const links = (page.preload ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">\n`);
  const preload = links.length > 0 ? [`<template id="tool-modules">\n${links.join('')}</template>\n`] : [];
  return [...classic, ...module, ...preload].join('');
}

/** At most 160 characters, cut at a word, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  if (text.length <= MAX_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, MAX_DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

import { crc32, deflateSync } from 'node:zlib';
import { LOCALES } from '../../core/locale.js';
import type { RegistryEntry } from '../../core/registry.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import type { SiteSection } from '../../content/site-urls.js';
import { browserTools } from '../../browser-tools/index.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import type { Locale } from '../../core/locale.js';
import { localizedPath, PAGE_BACKGROUND } from './site-layout.js';
import { strings } from './site-strings.js';

/** Crawlers may read every page; the API's POST endpoints are not pages. */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/v1/\nDisallow: /api/mcp\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/** Every page in both languages, each with its translations (hreflang) and the English page as x-default. */
export function sitemapXml(baseUrl: string, operations: readonly RegistryEntry[], guides: readonly Guide[], news: readonly NewsBrief[]): string {
  const slugs = (section: SiteSection, items: readonly string[]) => [`/${section}`, ...items.map((slug) => `/${section}/${slug}`)];
  const paths = [
    '/',
    '/search',
    ...slugs('calculators', operations.filter((op) => op.kind === 'calculator').map((op) => op.id)),
    ...slugs('utilities', [...operations.filter((op) => op.kind === 'utility').map((op) => op.id), ...browserTools.map((tool) => tool.id)]),
    ...slugs('datasets', datasets.map((d) => d.slug)),
    ...slugs('guides', guides.map((g) => g.slug)),
    ...slugs('news', news.map((n) => n.slug)),
  ];
  const url = (locale: (typeof LOCALES)[number], path: string) => escapeHtml(baseUrl + localizedPath(locale, path));
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => `<url><loc>${url(locale, path)}</loc>${LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l, path)}"/>`).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/></url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** The icon: a blue rounded square with a white "U" (for Utility). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0969da"/><path d="M10 8v10a6 6 0 0 0 12 0V8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`;

/**
 * The installed app's icons, drawn from the same shape as the favicon: `any` ones (the rounded square on a transparent
 * background) and `maskable` ones (a full-bleed square, the "U" shrunk into the safe zone — the circle of 40% of the
 * size around the centre — so a platform's mask, circle or squircle, never cuts it).
 */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of a language's pages (`/manifest.webmanifest`, `/es/manifest.webmanifest`): one app (`id`
 * `/`, scope the whole site, so the language link stays inside it), opened at its language's home page, with the
 * page's background as its window and splash colour.
 */
export function webManifest(locale: Locale): string {
  const t = strings[locale];
  return `${JSON.stringify(
    {
      id: '/',
      name: t.siteName,
      short_name: t.siteName,
      description: t.homeDescription,
      lang: locale,
      dir: 'ltr',
      start_url: localizedPath(locale, '/'),
      scope: '/',
      display: 'standalone',
      background_color: PAGE_BACKGROUND.light,
      theme_color: PAGE_BACKGROUND.light,
      icons: APP_ICONS,
    },
    null,
    2,
  )}\n`;
}

const appIcons = new Map<string, Uint8Array>();

/** An app icon's PNG by its path, drawn once per process (a 512 px one takes a few tens of milliseconds); undefined for no such icon. */
export function appIconPng(path: string): Uint8Array | undefined {
  const icon = APP_ICONS.find((i) => i.src === path);
  if (!icon) return undefined;
  let png = appIcons.get(path);
  if (!png) appIcons.set(path, (png = drawIcon(Number.parseInt(icon.sizes, 10), icon.purpose === 'maskable')));
  return png;
}

/** How much smaller the maskable icon's "U" is than the favicon's: its farthest point, 11.7 units from the centre, comes to 9.3 of the safe zone's 12.8. */
const MASKABLE_SCALE = 0.8;
const BLUE: readonly [number, number, number] = [9, 105, 218];

/**
 * The icon at `size` px from the favicon's 32-unit drawing, by signed distances to its shapes (negative inside): a
 * pixel's coverage is how far its centre lies inside the edge, in pixels, so edges are anti-aliased at one evaluation
 * a pixel.
 */
function drawIcon(size: number, maskable: boolean): Uint8Array {
  const unit = 32 / size; // one pixel, in the drawing's units
  const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance / unit));
  return pngOf(size, (x, y, raw, at) => {
    const u = (x + 0.5) * unit;
    const v = (y + 0.5) * unit;
    const inside = maskable ? 1 : coverage(roundedSquareDistance(u, v));
    if (inside === 0) return; // transparent (the buffer starts zeroed)
    const white = maskable ? coverage(glyphDistance(16 + (u - 16) / MASKABLE_SCALE, 16 + (v - 16) / MASKABLE_SCALE) * MASKABLE_SCALE) : coverage(glyphDistance(u, v));
    for (let c = 0; c < 3; c++) raw[at + c] = Math.round(BLUE[c]! + (255 - BLUE[c]!) * white);
    raw[at + 3] = Math.round(255 * inside);
  });
}

/** Signed distance to the favicon's square, 32 units wide with corners of radius 7. */
function roundedSquareDistance(u: number, v: number): number {
  const corner = 7;
  const qx = Math.abs(u - 16) - (16 - corner);
  const qy = Math.abs(v - 16) - (16 - corner);
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
}

/**
 * Signed distance to the favicon's "U" as its SVG draws it: a stroke 4 wide (round caps) along two lines from y 8 down
 * to 18 at x 10 and 22, joined by the lower half of a circle of radius 6 around (16, 18).
 */
function glyphDistance(u: number, v: number): number {
  const along = Math.max(8 - v, 0, v - 18);
  const stems = Math.min(length(u - 10, along), length(u - 22, along));
  const bowl = v >= 18 ? Math.abs(length(u - 16, v - 18) - 6) : Infinity;
  return Math.min(stems, bowl) - 2;
}

/** √(a² + b²): Math.hypot guards against overflow at several times the cost, which a million calls feel. */
function length(a: number, b: number): number {
  return Math.sqrt(a * a + b * b);
}

let ico: Uint8Array | undefined;

/** The same icon as /favicon.ico (for clients that ask for it by that name): a 32×32 PNG inside an ICO header. */
export function faviconIco(): Uint8Array {
  return (ico ??= icoOf(pngOf(32, (x, y, raw, at) => raw.set(iconPixel(x, y), at))));
}

/** The pixel at (x, y) of the icon, as RGBA: the same shape as the SVG, sampled. */
function iconPixel(x: number, y: number): [number, number, number, number] {
  const cx = x + 0.5;
  const cy = y + 0.5;
  const corner = 7;
  const dx = Math.max(corner - cx, cx - (32 - corner), 0);
  const dy = Math.max(corner - cy, cy - (32 - corner), 0);
  if (dx * dx + dy * dy > corner * corner) return [0, 0, 0, 0];
  // The "U": two strokes from y 8 to 18 at x 10 and 22, joined by a half circle of radius 6 around (16, 18).
  const stroke = cy <= 18 ? Math.min(Math.abs(cx - 10), Math.abs(cx - 22)) <= 2 && cy >= 6 : Math.abs(Math.hypot(cx - 16, cy - 18) - 6) <= 2;
  return stroke ? [255, 255, 255, 255] : [9, 105, 218, 255];
}

/** A square RGBA PNG; `paint` writes the pixel at (x, y) as four bytes of `raw` from `at`. */
function pngOf(size: number, paint: (x: number, y: number, raw: Buffer, at: number) => void): Uint8Array {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) paint(x, y, raw, y * (size * 4 + 1) + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function icoOf(png: Uint8Array): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.set([32, 32, 0, 0], 6); // 32×32, no palette
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

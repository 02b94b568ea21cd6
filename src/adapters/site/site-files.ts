import { crc32, deflateSync } from 'node:zlib';
import { LOCALES } from '../../core/locale.js';
import type { AnyOperation } from '../../core/operation.js';
import type { Guide, NewsBrief } from '../../content/content-store.js';
import type { SiteSection } from '../../content/site-urls.js';
import { browserTools } from '../../browser-tools/index.js';
import { datasets } from '../../datasets/index.js';
import { escapeHtml } from '../reference/html-escape.js';
import { localizedPath } from './site-layout.js';

/** Crawlers may read every page; the API's POST endpoints are not pages. */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/v1/\nDisallow: /api/mcp\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/** Every page in both languages, each with its translations (hreflang) and the English page as x-default. */
export function sitemapXml(baseUrl: string, operations: readonly AnyOperation[], guides: readonly Guide[], news: readonly NewsBrief[]): string {
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

let ico: Uint8Array | undefined;

/** The same icon as /favicon.ico (for clients that ask for it by that name): a 32×32 PNG inside an ICO header. */
export function faviconIco(): Uint8Array {
  return (ico ??= icoOf(pngOf(32, iconPixel)));
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

function pngOf(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), y * (size * 4 + 1) + 1 + x * 4);
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

import { describe, expect, it } from 'vitest';
import { fails, ok } from '../../../test/support/run-op.js';
import { browserTools } from '../../browser-tools/index.js';
import { operations } from '../index.js';
import op from './list-utilities.op.js';

const utilities = operations.filter((o) => o.kind === 'utility');
/** API utilities, then browser tools: every item the catalog lists. */
const total = utilities.length + browserTools.length;
type Item = { slug: string; name: string; description: string; category: string; runsIn: string; endpoint: string | null; url: string };

/** Every item of the catalog, page by page (50 a page, the most one page holds). */
async function everyItem(locale: 'en' | 'es' = 'en'): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; page <= Math.ceil(total / 50); page++) items.push(...((await ok(op, { locale, page, perPage: 50 })).items as Item[]));
  return items;
}

describe('list-utilities', () => {
  it('lists every utility operation in registry order, then every browser tool, with its page URL', async () => {
    const result = await ok(op, { perPage: 50 });
    expect((await everyItem()).map((i) => i.slug)).toEqual([...utilities.map((u) => u.id), ...browserTools.map((t) => t.id)]);
    expect(result).toMatchObject({ locale: 'en', page: 1, perPage: 50, total, totalPages: Math.ceil(total / 50) });
    expect((result.items as unknown[])[0]).toEqual({
      slug: 'slugify',
      name: 'Slugify',
      description: 'Turns a title into a URL slug: lowercase ASCII words joined by hyphens.',
      category: 'Text',
      runsIn: 'api',
      endpoint: '/api/v1/slugify',
      url: 'https://utility.test/utilities/slugify',
    });
  });

  it('marks where each runs: an API utility with its endpoint, a browser tool with none', async () => {
    const items = await everyItem();
    for (const item of items.slice(0, utilities.length)) expect(item).toMatchObject({ runsIn: 'api', endpoint: `/api/v1/${item.slug}` });
    for (const item of items.slice(utilities.length)) expect(item).toMatchObject({ runsIn: 'browser', endpoint: null, url: `https://utility.test/utilities/${item.slug}` });
    // An endpoint is a real operation; a browser tool's id is none.
    for (const item of items) expect(operations.some((o) => o.id === item.slug)).toBe(item.runsIn === 'api');
  });

  it('lists the browser tools with their names, summaries and categories in Spanish', async () => {
    expect(browserTools.length, 'the image and PDF tools are registered').toBeGreaterThan(0);
    const items = await everyItem('es');
    for (const tool of browserTools) {
      expect(items.find((i) => i.slug === tool.id)).toEqual({
        slug: tool.id,
        name: tool.title.es,
        description: tool.summary.es,
        category: tool.category === 'images' ? 'Imágenes' : 'PDF',
        runsIn: 'browser',
        endpoint: null,
        url: `https://utility.test/es/utilities/${tool.id}`,
      });
    }
  });

  it('gives every item a category a client can group or filter by, the browser tools under their own', async () => {
    const items = await everyItem();
    const inCategory = (category: string) => items.filter((i) => i.category === category);
    expect(inCategory('Text').map((i) => i.slug)).toContain('slugify');
    for (const tool of browserTools) expect(inCategory(tool.category === 'images' ? 'Images' : 'PDF').map((i) => i.slug)).toContain(tool.id);
    expect([...inCategory('Images'), ...inCategory('PDF')].every((i) => i.runsIn === 'browser')).toBe(true);
  });

  it('never lists the content operations themselves', async () => {
    const result = await ok(op, { perPage: 50 });
    expect((result.items as { slug: string }[]).some((i) => i.slug.startsWith('list-') || i.slug.startsWith('get-'))).toBe(false);
  });

  it('paginates API utilities and browser tools together: pages of 10 until the last, then empty pages', async () => {
    expect(utilities.length).toBe(41);
    const pageCount = Math.ceil(total / 10);
    const pages = await Promise.all(Array.from({ length: pageCount + 1 }, (_, i) => ok(op, { page: i + 1, perPage: 10 })));
    expect(pages.map((p) => (p.items as unknown[]).length)).toEqual([...Array.from({ length: pageCount - 1 }, () => 10), total - 10 * (pageCount - 1), 0]);
    expect(pages.every((p) => p.totalPages === pageCount)).toBe(true);
    const all = pages.flatMap((p) => p.items as Item[]).map((i) => i.slug);
    expect(new Set(all).size).toBe(total);
    expect(all.at(-1)).toBe(browserTools.at(-1)?.id ?? utilities.at(-1)!.id);
    expect(await ok(op, { page: 10_000 })).toMatchObject({ items: [], page: 10_000, total });
  });

  it('uses the defaults: English, page 1, 20 per page', async () => {
    expect(await ok(op, {})).toMatchObject({ locale: 'en', page: 1, perPage: 20, totalPages: Math.ceil(total / 20) });
  });

  it('localizes names, descriptions, categories and URLs in Spanish', async () => {
    const items = await everyItem('es');
    expect(items.every((i) => i.url.startsWith('https://utility.test/es/utilities/'))).toBe(true);
    expect(items.find((i) => i.url.endsWith('/uuid'))).toMatchObject({ name: 'Generador de UUID', category: 'Generadores' });
  });

  it.each([
    [{ page: 1.5 }, 'page: must be an integer'],
    [{ page: 0 }, 'page: must be at least 1'],
    [{ page: 10_001 }, 'page: must be at most 10000'],
    [{ perPage: 0 }, 'perPage: must be at least 1'],
    [{ perPage: 51 }, 'perPage: must be at most 50'],
    [{ perPage: '5,000' }, "perPage: must be a number, got '5,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5"],
    [{ locale: 'fr' }, 'locale:'],
    [{ lang: 'es' }, 'lang'],
  ])('rejects %j', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

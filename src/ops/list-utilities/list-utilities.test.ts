import { describe, expect, it } from 'vitest';
import { fails, ok } from '../../../test/support/run-op.js';
import { operations } from '../index.js';
import op from './list-utilities.op.js';

const utilities = operations.filter((o) => o.kind === 'utility');

describe('list-utilities', () => {
  it('lists every utility operation in registry order, with its page URL', async () => {
    const result = await ok(op, { perPage: 50 });
    expect((result.items as { slug: string }[]).map((i) => i.slug)).toEqual(utilities.map((u) => u.id));
    expect(result).toMatchObject({ locale: 'en', page: 1, perPage: 50, total: utilities.length, totalPages: 1 });
    expect((result.items as unknown[])[0]).toEqual({
      slug: 'slugify',
      name: 'Slugify',
      description: 'Turns a title into a URL slug: lowercase ASCII words joined by hyphens.',
      category: 'Text',
      url: 'https://utility.test/utilities/slugify',
    });
  });

  it('never lists the content operations themselves', async () => {
    const result = await ok(op, { perPage: 50 });
    expect((result.items as { slug: string }[]).some((i) => i.slug.startsWith('list-') || i.slug.startsWith('get-'))).toBe(false);
  });

  it('paginates: 24 utilities at 10 per page are pages of 10, 10 and 4, then empty pages', async () => {
    expect(utilities.length).toBe(24);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => ok(op, { page, perPage: 10 })));
    expect(pages.map((p) => (p.items as unknown[]).length)).toEqual([10, 10, 4, 0]);
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3, 3]);
    expect((pages[2]!.items as { slug: string }[]).at(-1)!.slug).toBe(utilities[23]!.id);
    expect(await ok(op, { page: 10_000 })).toMatchObject({ items: [], page: 10_000, total: 24 });
  });

  it('uses the defaults: English, page 1, 20 per page', async () => {
    expect(await ok(op, {})).toMatchObject({ locale: 'en', page: 1, perPage: 20, totalPages: 2 });
  });

  it('localizes names, descriptions, categories and URLs in Spanish', async () => {
    const items = (await ok(op, { locale: 'es', perPage: 50 })).items as { name: string; category: string; url: string }[];
    expect(items.every((i) => i.url.startsWith('https://utility.test/es/utilities/'))).toBe(true);
    expect(items.find((i) => i.url.endsWith('/uuid'))).toMatchObject({ name: 'Generador de UUID', category: 'Generadores' });
  });

  it.each([
    [{ page: 1.5 }, 'page: must be an integer'],
    [{ page: 0 }, 'page: must be at least 1'],
    [{ page: 10_001 }, 'page: must be at most 10000'],
    [{ perPage: 0 }, 'perPage: must be at least 1'],
    [{ perPage: 51 }, 'perPage: must be at most 50'],
    [{ perPage: '5' }, 'perPage: must be a number, got string'],
    [{ locale: 'fr' }, 'locale:'],
    [{ lang: 'es' }, 'lang'],
  ])('rejects %j', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

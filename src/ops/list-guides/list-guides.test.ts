import { describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../../test/support/content-files.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './list-guides.op.js';

type Item = { slug: string; published: string; updated: string };

describe('list-guides', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`lists every guide file of ${locale} once, newest first, with its front matter and page URL`, async () => {
      const files = contentOnDisk('guides', locale);
      const result = await ok(op, { locale, perPage: 50 });
      expect(result.total).toBe(files.length);
      const items = result.items as Item[];
      expect(items.map((i) => i.slug).sort()).toEqual(files.map((f) => f.slug).sort());
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!, items[i]!];
        expect(a.published > b.published || (a.published === b.published && (a.updated > b.updated || (a.updated === b.updated && a.slug < b.slug)))).toBe(true);
      }
      for (const file of files) {
        const { title, description, published, updated, related } = file.front;
        expect(items.find((i) => i.slug === file.slug)).toEqual({
          slug: file.slug,
          title,
          description,
          published,
          updated,
          related,
          url: `https://utility.test${locale === 'es' ? '/es' : ''}/guides/${file.slug}`,
        });
      }
    });
  }

  it('has at least six guides', async () => {
    expect((await ok(op, {})).total).toBeGreaterThanOrEqual(6);
  });

  it('pages through the same order', async () => {
    const all = (await ok(op, { perPage: 50 })).items as Item[];
    const second = await ok(op, { page: 2, perPage: 1 });
    expect(second.items).toEqual([all[1]]);
    expect(second.totalPages).toBe(all.length);
    expect((await ok(op, { page: all.length + 1, perPage: 1 })).items).toEqual([]);
  });

  it('rejects bad pagination', async () => {
    expect(await fails(op, { page: -1 })).toBe('page: must be at least 1');
  });
});

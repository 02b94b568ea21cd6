import { describe, expect, it } from 'vitest';
import { isOfficialUrl } from '../../content/official-hosts.js';
import { contentOnDisk } from '../../../test/support/content-files.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './list-news.op.js';

type Item = { slug: string; published: string; sources: { url: string }[]; jurisdiction: string };

describe('list-news', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`lists every brief of ${locale} once, newest first, with its sources and page URL`, async () => {
      const files = contentOnDisk('news', locale);
      const result = await ok(op, { locale, perPage: 50 });
      expect(result.total).toBe(files.length);
      const items = result.items as Item[];
      for (let i = 1; i < items.length; i++) {
        expect(items[i - 1]!.published > items[i]!.published || (items[i - 1]!.published === items[i]!.published && items[i - 1]!.slug < items[i]!.slug)).toBe(true);
      }
      for (const file of files) {
        const { title, description, published, updated, jurisdiction, effective, sources, related } = file.front;
        expect(items.find((i) => i.slug === file.slug)).toEqual({
          slug: file.slug,
          title,
          description,
          published,
          ...(updated === undefined ? {} : { updated }),
          jurisdiction,
          effective,
          sources,
          related,
          url: `https://utility.test${locale === 'es' ? '/es' : ''}/news/${file.slug}`,
        });
      }
    });
  }

  it('has at least twelve briefs covering the US, Spain and the UK, each citing an official source', async () => {
    const items = (await ok(op, { perPage: 50 })).items as Item[];
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.jurisdiction))).toEqual(new Set(['us', 'es', 'uk']));
    for (const item of items) expect(item.sources.some((s) => isOfficialUrl(s.url)), item.slug).toBe(true);
  });

  it('rejects bad pagination', async () => {
    expect(await fails(op, { perPage: 2.5 })).toBe('perPage: must be an integer, got 2.5');
  });
});

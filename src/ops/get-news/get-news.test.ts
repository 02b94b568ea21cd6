import { describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../../test/support/content-files.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './get-news.op.js';

describe('get-news', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`returns every ${locale} brief: its front matter, sources, page URL and Markdown body as written`, async () => {
      for (const file of contentOnDisk('news', locale)) {
        const { title, description, published, updated, jurisdiction, effective, sources, related } = file.front;
        expect(await ok(op, { slug: file.slug, locale }), file.slug).toEqual({
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
          locale,
          markdown: file.body,
        });
      }
    });
  }

  it.each([
    [{ slug: 'us-1099-nec-threshold' }, "slug: no news brief 'us-1099-nec-threshold' in locale en; did you mean"],
    [{ slug: 'nothing-like-it-at-all-anywhere' }, "slug: no news brief 'nothing-like-it-at-all-anywhere' in locale en"],
    [{ slug: 42 }, 'slug: must be a string, got number'],
    [{ slug: 'us-1099-nec-misc-threshold-2000', locale: 'EN' }, 'locale:'],
    [{ slug: 'us-1099-nec-misc-threshold-2000', extra: true }, 'extra'],
  ])('rejects %j', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../../test/support/content-files.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './get-guide.op.js';

describe('get-guide', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`returns every ${locale} guide: its front matter, page URL and Markdown body as written`, async () => {
      for (const file of contentOnDisk('guides', locale)) {
        const { title, description, published, updated, related, sources } = file.front;
        expect(await ok(op, { slug: file.slug, locale }), file.slug).toEqual({
          slug: file.slug,
          title,
          description,
          published,
          updated,
          related,
          url: `https://utility.test${locale === 'es' ? '/es' : ''}/guides/${file.slug}`,
          locale,
          sources: sources ?? [],
          markdown: file.body,
        });
      }
    });
  }

  it('defaults to English', async () => {
    expect(await ok(op, { slug: 'toon-vs-json-for-llm-prompts' })).toMatchObject({ locale: 'en', url: 'https://utility.test/guides/toon-vs-json-for-llm-prompts' });
  });

  it.each([
    [{ slug: 'toon-vs-json' }, "slug: no guide 'toon-vs-json' in locale en; did you mean 'toon-vs-json-for-llm-prompts'?"],
    [{ slug: 'TOON-vs-json-for-llm-prompts', locale: 'es' }, "slug: no guide 'TOON-vs-json-for-llm-prompts' in locale es; did you mean 'toon-vs-json-for-llm-prompts'?"],
    [{ slug: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }, "slug: no guide 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' in locale en"],
    [{ slug: '' }, 'slug: must not be empty'],
    [{ slug: 'x'.repeat(201) }, 'slug: must be at most 200 characters'],
    [{}, 'slug: is required'],
    [{ slug: 'toon-vs-json-for-llm-prompts', locale: 'de' }, 'locale:'],
  ])('rejects %j', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import type { ContentFile } from './content-files.js';
import { buildContentStore } from './content-store.js';

const OPS = new Set(['slugify', 'timestamp']);

function guide(slug: string, fields: Record<string, string> = {}, body = 'Some text.\n\n## A section\n\nMore.'): string {
  const front = { slug, title: `Title ${slug}`, description: 'One line.', published: '2026-01-10', updated: '2026-01-12', related: '[slugify]', ...fields };
  return `---\n${Object.entries(front).filter(([, v]) => v !== '').map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}\n`;
}

const OFFICIAL = '\nsources:\n  - title: IRS\n    url: https://www.irs.gov/newsroom/x';
function news(slug: string, fields: Record<string, string> = {}, sources = OFFICIAL): string {
  const front = { slug, title: `News ${slug}`, description: 'One line.', published: '2026-02-01T09:00:00Z', jurisdiction: 'us', effective: '2026-01-01', related: '[]', ...fields };
  return `---\n${Object.entries(front).filter(([, v]) => v !== '').map(([k, v]) => `${k}: ${v}`).join('\n')}${sources}\n---\nBody.\n`;
}

/** Both locales of every item, the Spanish copy identical unless `es` overrides it. */
function files(items: Record<string, string>, es: Record<string, string | undefined> = {}): ContentFile[] {
  return Object.entries(items).flatMap(([path, text]) => {
    const [section, name] = path.split('/') as [string, string];
    const spanish = path in es ? es[path] : text;
    return [{ path: `${section}/en/${name}`, text }, ...(spanish === undefined ? [] : [{ path: `${section}/es/${name}`, text: spanish }])];
  });
}

const build = (f: ContentFile[]) => () => buildContentStore(f, OPS);

describe('buildContentStore', () => {
  it('parses front matter and body, and orders newest first (ties by slug)', () => {
    const store = buildContentStore(
      files({
        'guides/old.md': guide('old', { published: '2025-12-01', updated: '2025-12-01' }),
        'guides/b-new.md': guide('b-new'),
        'guides/a-new.md': guide('a-new'),
        'news/first.md': news('first', { published: '2026-01-01T08:00:00Z' }),
        'news/second.md': news('second'),
      }),
      OPS,
    );
    expect(store.guides.en.map((g) => g.slug)).toEqual(['a-new', 'b-new', 'old']);
    expect(store.news.es.map((n) => n.slug)).toEqual(['second', 'first']);
    expect(store.guides.en[0]).toEqual({
      slug: 'a-new',
      title: 'Title a-new',
      description: 'One line.',
      published: '2026-01-10',
      updated: '2026-01-12',
      related: ['slugify'],
      sources: [],
      locale: 'en',
      markdown: 'Some text.\n\n## A section\n\nMore.',
    });
    expect(store.news.en[0]).toMatchObject({ jurisdiction: 'us', effective: '2026-01-01', sources: [{ title: 'IRS', url: 'https://www.irs.gov/newsroom/x' }] });
  });

  it('accepts an empty tree', () => {
    expect(buildContentStore([], OPS)).toEqual({ guides: { en: [], es: [] }, news: { en: [], es: [] } });
  });

  it.each([
    ['a file without front matter', files({ 'guides/x.md': 'Just text.' }), 'content/guides/en/x.md: must start with a front matter block'],
    ['a slug that is not the file name', files({ 'guides/x.md': guide('y') }), "slug 'y' must equal the file name 'x'"],
    ['a slug that is not kebab-case', files({ 'guides/X_1.md': guide('X_1') }), 'front matter slug: must be lowercase kebab-case'],
    ['a missing title', files({ 'guides/x.md': guide('x', { title: '' }) }), 'front matter title:'],
    ['an unknown field', files({ 'guides/x.md': guide('x', { author: 'me' }) }), 'front matter body: Unrecognized key: "author"'],
    ['an impossible date', files({ 'guides/x.md': guide('x', { published: '2026-02-30', updated: '2026-03-01' }) }), 'front matter published: must be a real calendar date'],
    ['updated before published', files({ 'guides/x.md': guide('x', { updated: '2026-01-01' }) }), 'front matter updated: must not be before published'],
    ['a guide with no related operation', files({ 'guides/x.md': guide('x', { related: '[]' }) }), 'front matter related: must name at least one operation'],
    ['an unknown related operation', files({ 'guides/x.md': guide('x', { related: '[slugify, nope]' }) }), 'related names unknown operations: nope'],
    ['a missing translation', files({ 'guides/x.md': guide('x') }, { 'guides/x.md': undefined }), 'content/guides/en/x.md has no translation content/guides/es/x.md'],
    ['a translation with other dates', files({ 'guides/x.md': guide('x') }, { 'guides/x.md': guide('x', { updated: '2026-01-20' }) }), 'content/guides/es/x.md: updated "2026-01-20" differs from the en version\'s "2026-01-12"'],
    ['a level-1 heading in the body', files({ 'guides/x.md': guide('x', {}, '# Title again\n\nText.') }), 'must not have a level-1 heading'],
    ['an empty body', files({ 'guides/x.md': guide('x', {}, '  ') }), 'the Markdown body is empty'],
    ['a news time that is not UTC', files({ 'news/x.md': news('x', { published: '2026-02-01T09:00:00+01:00' }) }), 'front matter published: must be a UTC time'],
    ['news without sources', files({ 'news/x.md': news('x', {}, '') }), 'front matter sources:'],
    ['news without an official source', files({ 'news/x.md': news('x', {}, '\nsources:\n  - title: Blog\n    url: https://example.com/a') }), 'must include at least one official source'],
    ['a look-alike official host', files({ 'news/x.md': news('x', {}, '\nsources:\n  - title: Fake\n    url: https://notirs.gov/a') }), 'must include at least one official source'],
    ['a source that is not https', files({ 'news/x.md': news('x', {}, '\nsources:\n  - title: IRS\n    url: http://www.irs.gov/a') }), 'front matter sources[0].url:'],
    ['an unknown jurisdiction', files({ 'news/x.md': news('x', { jurisdiction: 'fr' }) }), 'front matter jurisdiction:'],
    ['a file outside the layout', [{ path: 'guides/fr/x.md', text: guide('x') }], "unknown locale 'fr'"],
    ['a file that is not Markdown', [{ path: 'guides/en/x.txt', text: 'x' }], 'not a Markdown file'],
  ])('rejects %s, naming the file', (_label, input, message) => {
    expect(build(input)).toThrow(message);
  });

  it('accepts an official source on a subdomain', () => {
    expect(build(files({ 'news/x.md': news('x', {}, '\nsources:\n  - title: BOE\n    url: https://www.boe.es/buscar/doc.php?id=BOE-A-2025-1') }))).not.toThrow();
  });
});

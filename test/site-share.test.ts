import { describe, expect, it } from 'vitest';
import { buildContentStore } from '../src/content/content-store.js';
import { documentTitle } from '../src/adapters/site/site-layout.js';
import { jsonLdScript } from '../src/adapters/site/structured-data.js';

describe('page titles', () => {
  it("adds the site's name only when the two fit in 65 characters", () => {
    // 'Calculators' (11) + ' · Utility API' (14) = 25 characters.
    expect(documentTitle('Calculators', 'en')).toBe('Calculators · Utility API');
    // 51 + 14 = 65: still fits.
    const fits = 'x'.repeat(51);
    expect(documentTitle(fits, 'es')).toBe(`${fits} · Utility API`);
    // 52 + 14 = 66: the name alone.
    const alone = 'y'.repeat(52);
    expect(documentTitle(alone, 'en')).toBe(alone);
    // A name that already holds the site's name (the home pages') is left as it is.
    expect(documentTitle('Utility API: calculadoras y utilidades gratuitas', 'es')).toBe('Utility API: calculadoras y utilidades gratuitas');
  });

  it('refuses a guide or a brief whose title is longer than 65 characters without a short title', () => {
    const guide = (extra: string) => ({
      path: 'guides/en/a-guide.md',
      text: `---\nslug: a-guide\ntitle: ${'A very long title '.repeat(4).trim()}\n${extra}description: One line.\npublished: 2026-01-01\nupdated: 2026-01-01\nrelated: [uuid]\n---\nBody.\n`,
    });
    const translation = (extra: string) => ({ ...guide(extra), path: 'guides/es/a-guide.md' });
    expect(() => buildContentStore([guide(''), translation('shortTitle: Corto\n')], new Set(['uuid']))).toThrow(
      "content/guides/en/a-guide.md: the title is longer than 65 characters: give a shortTitle for the page's <title>",
    );
    const store = buildContentStore([guide('shortTitle: A long title\n'), translation('shortTitle: Un título largo\n')], new Set(['uuid']));
    expect(store.guides.en[0]!.shortTitle).toBe('A long title');
    // A short title is itself at most 65 characters.
    expect(() => buildContentStore([guide(`shortTitle: ${'z'.repeat(66)}\n`), translation('shortTitle: Corto\n')], new Set(['uuid']))).toThrow(/shortTitle/);
  });
});

describe('JSON-LD blocks', () => {
  it('cannot be closed or commented out by a text, and parses back to the same data', () => {
    const name = 'A </script><script>alert(1)</script> <!-- & \u2028 end';
    const html = jsonLdScript({ '@type': 'Thing', name });
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(html.startsWith('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"')).toBe(true);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name });
  });
});

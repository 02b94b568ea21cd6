import { describe, expect, it } from 'vitest';
import op from './lorem-ipsum.op.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuNow } from '../../../test/support/run-op.js';

const OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const CLASSIC_WORDS = new Set(
  ('lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna ' +
    'aliqua ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat duis ' +
    'aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur excepteur sint ' +
    'occaecat cupidatat non proident sunt in culpa qui officia deserunt mollit anim id est laborum').split(' '),
);

const generate = async (input: Record<string, unknown>) => (await ok(op, input)).text as string;
/** "A b, c. D e." → ["A b, c.", "D e."] */
const sentencesOf = (text: string) => text.match(/[^.]+\./g)!.map((s) => s.trim());

describe('lorem-ipsum', () => {
  it('defaults to three plain paragraphs and echoes the settings', async () => {
    const result = await ok(op, {});
    expect(result).toMatchObject({ count: 3, unit: 'paragraphs', html: false });
    const paragraphs = (result.text as string).split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]!.startsWith(`${OPENING} `)).toBe(true);
    expect(result.text).not.toMatch(/\n\n\n|^\s|\s$/);
  });

  it('is deterministic, and a shorter request gives the start of a longer one', async () => {
    expect(await generate({ count: 50 })).toBe(await generate({ count: 50 }));
    const long = await generate({ count: 40, unit: 'sentences' });
    for (const count of [1, 2, 7, 39]) {
      expect(long.startsWith(await generate({ count, unit: 'sentences' }))).toBe(true);
    }
    // Paragraphs are the same sentence stream, grouped.
    const paragraphs = await generate({ count: 5 });
    expect(paragraphs.replaceAll('\n\n', ' ')).toBe(await generate({ count: sentencesOf(paragraphs).length, unit: 'sentences' }));
  });

  it('gives exactly count words, ending with a period instead of a comma', async () => {
    expect(await generate({ count: 1, unit: 'words' })).toBe('Lorem.');
    expect(await generate({ count: 5, unit: 'words' })).toBe('Lorem ipsum dolor sit amet.'); // "amet," ends the text: comma → period
    expect(await generate({ count: 8, unit: 'words' })).toBe(OPENING);
    for (const count of [9, 100, 1000]) {
      const text = await generate({ count, unit: 'words' });
      expect(text.split(' ')).toHaveLength(count);
      expect(text).toMatch(/[a-z]\.$/);
    }
  });

  it('builds sentences of 6–14 classic words and paragraphs of 4–7 sentences', async () => {
    const text = await generate({ count: 200 });
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(200);
    for (const paragraph of paragraphs) {
      const sentences = sentencesOf(paragraph);
      expect(sentences.length).toBeGreaterThanOrEqual(4);
      expect(sentences.length).toBeLessThanOrEqual(7);
      for (const sentence of sentences) {
        expect(sentence).toMatch(/^[A-Z][a-z]*(,? [a-z]+)*\.$/); // capital, lowercase words, single commas, final period
        const words = sentence.split(' ');
        if (sentence !== OPENING) {
          expect(words.length).toBeGreaterThanOrEqual(6);
          expect(words.length).toBeLessThanOrEqual(14);
          expect(words.at(-2)).not.toMatch(/,$/); // no comma right before the last word
        }
        for (const word of words) expect(CLASSIC_WORDS.has(word.replace(/[,.]$/, '').toLowerCase())).toBe(true);
      }
    }
    expect(text).toMatch(/, /); // commas do occur
  });

  it('wraps paragraphs in <p> elements, or the whole text for words and sentences', async () => {
    const plain = await generate({ count: 3 });
    const html = await generate({ count: 3, html: true });
    expect(html).toBe(
      plain
        .split('\n\n')
        .map((p) => `<p>${p}</p>`)
        .join('\n'),
    );
    expect(await generate({ count: 2, unit: 'sentences', html: true })).toBe(`<p>${await generate({ count: 2, unit: 'sentences' })}</p>`);
    expect(await generate({ count: 3, unit: 'words', html: true })).toBe('<p>Lorem ipsum dolor.</p>');
  });

  it('generates 1000 paragraphs quickly', async () => {
    await generate({ count: 1000 }); // warm-up
    const start = cpuNow();
    const text = await generate({ count: 1000, html: true });
    const elapsed = cpuNow() - start;
    expect(text.split('\n')).toHaveLength(1000);
    expect(elapsed).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('rejects out-of-range counts, bad units and wrong types', async () => {
    expect(await fails(op, { count: 0 })).toBe('count: must be at least 1');
    expect(await fails(op, { count: 1001 })).toBe('count: must be at most 1000');
    expect(await fails(op, { count: 1.5 })).toBe('count: must be an integer, got 1.5');
    expect(await fails(op, { count: '3,000' })).toBe("count: must be a number, got '3,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { unit: 'letters' })).toBe("unit: must be one of 'paragraphs', 'sentences', 'words', got 'letters'");
    expect(await fails(op, { html: 'true' })).toBe('html: must be a boolean, got string');
    expect(await fails(op, { units: 'words' })).toBe("units: unknown field; did you mean 'unit'?");
    expect(await fails(op, { count: 0, unit: 'x', html: 1, extra: 1 })).toBe(
      "count: must be at least 1; unit: must be one of 'paragraphs', 'sentences', 'words', got 'x'; html: must be a boolean, got number (and 1 more problem)",
    );
  });
});

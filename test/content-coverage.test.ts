import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/load-content.js';
import { operations } from '../src/ops/index.js';

describe('content covers the calculators', () => {
  it('every calculator has a method guide in English and in Spanish', async () => {
    const { guides } = await loadContent(operations);
    for (const op of operations.filter((o) => o.kind === 'calculator')) {
      for (const locale of ['en', 'es'] as const) {
        expect(guides[locale].some((g) => g.related.includes(op.id)), `${op.id} (${locale})`).toBe(true);
      }
    }
  });
});

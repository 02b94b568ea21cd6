import { describe, expect, it } from 'vitest';
import { datasets } from '../../datasets/index.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './list-datasets.op.js';

describe('list-datasets', () => {
  it('lists every published dataset with its check date, sources, page and download', async () => {
    const result = await ok(op, {});
    expect(result).toMatchObject({ total: datasets.length, totalPages: 1 });
    expect((result.items as { slug: string }[]).map((i) => i.slug)).toEqual(['ecb-reference-rates-2025-05-09', 'currency-minor-units', 'time-zone-abbreviations']);
    expect((result.items as unknown[])[1]).toEqual({
      slug: 'currency-minor-units',
      name: 'Currency minor units (ISO 4217)',
      description: expect.stringContaining('currency-convert rounds each converted amount to these decimals'),
      lastChecked: '2026-11-21',
      sources: [
        {
          title: 'SIX — ISO 4217 currency codes, List One (ISO 4217 List One, published 2024-06-25)',
          url: 'https://www.six-group.com/dam/download/financial-information/data-center/iso-currrency/lists/list-one.xml',
        },
      ],
      url: 'https://utility.test/datasets/currency-minor-units',
      download: 'https://utility.test/datasets/currency-minor-units.json',
    });
  });

  it('has a name, description and real check date for every dataset, in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      const items = (await ok(op, { locale })).items as { name: string; description: string; lastChecked: string; sources: unknown[]; url: string }[];
      for (const item of items) {
        expect(item.name.length).toBeGreaterThan(3);
        expect(item.description.length).toBeGreaterThan(40);
        expect(new Date(`${item.lastChecked}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.lastChecked);
        expect(item.sources.length).toBeGreaterThan(0);
        expect(item.url.startsWith(locale === 'es' ? 'https://utility.test/es/datasets/' : 'https://utility.test/datasets/')).toBe(true);
      }
    }
  });

  it('returns an empty page past the end', async () => {
    expect(await ok(op, { page: 2 })).toMatchObject({ items: [], page: 2, total: 3, totalPages: 1 });
  });

  it('rejects a bad page size', async () => {
    expect(await fails(op, { perPage: 100 })).toBe('perPage: must be at most 50');
  });
});

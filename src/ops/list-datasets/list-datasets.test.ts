import { describe, expect, it } from 'vitest';
import { datasets } from '../../datasets/index.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './list-datasets.op.js';

describe('list-datasets', () => {
  it('lists every published dataset with its check date, sources, page and download', async () => {
    const result = await ok(op, { perPage: 50 });
    expect(result).toMatchObject({ total: datasets.length, totalPages: 1 });
    const items = result.items as { slug: string }[];
    expect(items.map((i) => i.slug)).toEqual(datasets.map((d) => d.slug));
    // The calculators' rule sets come first, then the data behind the utilities.
    expect(items.slice(-3).map((i) => i.slug)).toEqual(['ecb-reference-rates-2025-05-09', 'currency-minor-units', 'time-zone-abbreviations']);
    expect(items.find((i) => i.slug === 'currency-minor-units')).toEqual({
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
      const items = (await ok(op, { locale, perPage: 50 })).items as { name: string; description: string; lastChecked: string; sources: unknown[]; url: string }[];
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
    const pages = Math.ceil(datasets.length / 50);
    expect(await ok(op, { page: pages + 1, perPage: 50 })).toMatchObject({ items: [], page: pages + 1, total: datasets.length, totalPages: pages });
  });

  it('rejects a bad page size', async () => {
    expect(await fails(op, { perPage: 100 })).toBe('perPage: must be at most 50');
  });
});

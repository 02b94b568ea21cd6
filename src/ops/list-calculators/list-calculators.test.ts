import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { defineOperation } from '../../core/operation.js';
import { calculatorEntries } from '../../content/operation-catalog.js';
import { fails, ok } from '../../../test/support/run-op.js';
import { operations } from '../index.js';
import op from './list-calculators.op.js';

/** A stand-in calculator: the registry has none until the calculator issues land. */
const fakeCalculator = defineOperation({
  id: 'fake-calculator',
  title: 'Fake calculator',
  summary: 'Adds two numbers.',
  agentDescription: 'Adds two numbers.',
  description: 'Test double.',
  category: 'currency',
  kind: 'calculator',
  jurisdiction: 'uk',
  es: { title: 'Calculadora de prueba', summary: 'Suma dos números.' },
  input: z.strictObject({}),
  output: z.strictObject({}),
  examples: [],
  worstCase: () => ({}),
  run: () => ({}),
});

describe('list-calculators', () => {
  it('lists exactly the registry’s calculators (none is ever missing)', async () => {
    const calculators = operations.filter((o) => o.kind === 'calculator').map((o) => o.id);
    const result = await ok(op, { perPage: 50 });
    expect((result.items as { slug: string }[]).map((i) => i.slug)).toEqual(calculators.slice(0, 50));
    expect(result.total).toBe(calculators.length);
  });

  it('builds each entry with exactly the spec’s fields, localized', () => {
    const utility = operations.find((o) => o.id === 'slugify')!;
    expect(calculatorEntries([utility, fakeCalculator], 'en', 'https://api.example')).toEqual([
      {
        slug: 'fake-calculator',
        name: 'Fake calculator',
        description: 'Adds two numbers.',
        category: 'Currency',
        jurisdiction: 'uk',
        url: 'https://api.example/calculators/fake-calculator',
      },
    ]);
    expect(calculatorEntries([fakeCalculator], 'es', 'https://api.example')[0]).toEqual({
      slug: 'fake-calculator',
      name: 'Calculadora de prueba',
      description: 'Suma dos números.',
      category: 'Divisas',
      jurisdiction: 'uk',
      url: 'https://api.example/es/calculators/fake-calculator',
    });
  });

  it('refuses a calculator without a jurisdiction', () => {
    const { jurisdiction: _, ...noJurisdiction } = fakeCalculator;
    expect(() => calculatorEntries([noJurisdiction], 'en', 'https://x')).toThrow('calculator fake-calculator has no jurisdiction');
  });

  it.each([
    [{ perPage: 51 }, 'perPage: must be at most 50'],
    [{ page: 0 }, 'page: must be at least 1'],
    [{ locale: 'fr' }, 'locale:'],
  ])('rejects %j', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import { defineRuleSet } from '../rules/rule-set.js';
import { ruleSetDataset } from './rule-set-dataset.js';

const figure = { unit: 'percent', label: 'Rate', labelEs: 'Tipo', source: 'https://a.example/a', confidence: 'high' } as const;
const set = defineRuleSet({
  id: 'test-rules',
  jurisdiction: 'es',
  name: { en: 'Test rules', es: 'Reglas de prueba' },
  description: { en: 'For tests.', es: 'Para pruebas.' },
  lastChecked: '2026-11-24',
  publishedThrough: '2027-12-31',
  sources: [{ title: 'A', url: 'https://a.example/a' }],
  versions: [
    { effective: '2026-01-01', values: { rate: { ...figure, value: 1.5 } } },
    { effective: '2027-01-01', values: { rate: { ...figure, value: 1.5, carriedFrom: '2026-01-01' } } },
  ],
});

describe('a rule set as a dataset', () => {
  it('says which figures of a version are carried forward, in both languages', () => {
    const en = ruleSetDataset(set).table('en').rows.map((row) => row[2]);
    const es = ruleSetDataset(set).table('es').rows.map((row) => row[2]);
    expect(en[0]).not.toContain('carried');
    expect(en[1]).toContain('(not published yet: the 1 Jan 2026 figure, carried forward)');
    expect(es[1]).toContain('(aún sin publicar: se mantiene la del 1 ene 2026)');
  });
});

import { describe, expect, it } from 'vitest';
import { isRealDate } from '../core/calendar-date.js';
import { ruleSets } from './index.js';
import { carriedForwardWarning, defineRuleSet, RulesApplied, ruleVersionAt, rulesUsed } from './rule-set.js';

describe('every rule set', () => {
  for (const set of ruleSets) {
    it(`${set.id}: dated, ascending, and every figure cites one of its https sources`, () => {
      expect(set.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(isRealDate(set.lastChecked)).toBe(true);
      expect(set.versions.length).toBeGreaterThan(0);
      const urls = new Set(set.sources.map((s) => s.url));
      for (const source of set.sources) expect(source.url).toMatch(/^https:\/\//);
      const keys = Object.keys(set.versions[0]!.values).sort();
      let previous = '';
      for (const version of set.versions) {
        expect(isRealDate(version.effective), version.effective).toBe(true);
        expect(version.effective > previous, `${version.effective} after ${previous}`).toBe(true);
        previous = version.effective;
        expect(Object.keys(version.values).sort(), `same figures in every version of ${set.id}`).toEqual(keys);
        for (const [key, value] of Object.entries(version.values)) {
          expect(urls.has(value.source), `${set.id} ${version.effective} ${key} cites ${value.source}`).toBe(true);
          expect(Number.isFinite(value.value)).toBe(true);
          expect(value.label.length).toBeGreaterThan(3);
        }
      }
      if (set.publishedThrough !== null) {
        expect(isRealDate(set.publishedThrough), `${set.id} publishedThrough`).toBe(true);
        expect(set.publishedThrough >= set.versions.at(-1)!.effective, `${set.id} published through a date after its latest version`).toBe(true);
      }
      for (const version of set.versions) {
        for (const [key, value] of Object.entries(version.values)) {
          if (value.carriedFrom === undefined) continue;
          // A carried-forward figure repeats, unchanged, the figure of the earlier version it names.
          const from = set.versions.find((v) => v.effective === value.carriedFrom);
          expect(from, `${set.id} ${version.effective} ${key} carried from a version that exists`).toBeDefined();
          expect(from!.effective < version.effective).toBe(true);
          expect((from!.values as Record<string, { value: number }>)[key]!.value, `${set.id} ${version.effective} ${key}`).toBe(value.value);
        }
      }
      for (const source of set.sources) {
        const cited = set.versions.some((v) => Object.values(v.values).some((value) => value.source === source.url));
        expect(cited, `${set.id} lists ${source.url} but no figure cites it`).toBe(true);
      }
    });
  }
});

describe('every figure of every rule set has its Spanish label', () => {
  for (const set of ruleSets) {
    it(`${set.id}: labelEs on every figure of every version`, () => {
      const missing = set.versions.flatMap((version) =>
        Object.entries(version.values)
          .filter(([, value]) => !value.labelEs?.trim())
          .map(([key]) => `${version.effective} ${key}`),
      );
      expect(missing, `${set.id} figures without labelEs`).toEqual([]);
    });
  }
});

describe('ruleVersionAt', () => {
  const set = defineRuleSet({
    id: 'test-rules',
    jurisdiction: 'us',
    name: { en: 'Test rules', es: 'Reglas de prueba' },
    description: { en: 'For tests.', es: 'Para pruebas.' },
    lastChecked: '2026-11-21',
    publishedThrough: '2026-12-31',
    sources: [{ title: 'A', url: 'https://a.example/a' }, { title: 'B', url: 'https://b.example/b' }],
    versions: [
      { effective: '2025-01-01', values: { rate: { value: 1, unit: 'percent', label: 'Rate', source: 'https://a.example/a', confidence: 'high' } } },
      { effective: '2026-01-01', values: { rate: { value: 2, unit: 'percent', label: 'Rate', source: 'https://b.example/b', confidence: 'high' } } },
    ],
  });

  it('picks the latest version in force on the date', () => {
    expect(ruleVersionAt(set, '2025-12-31').values.rate.value).toBe(1);
    expect(ruleVersionAt(set, '2026-01-01').values.rate.value).toBe(2);
    expect(ruleVersionAt(set, '2030-06-01').values.rate.value).toBe(2);
  });

  it('refuses a date before every version rather than inventing a figure', () => {
    expect(() => ruleVersionAt(set, '2024-12-31')).toThrow('no test-rules rules are in force on 2024-12-31: the earliest apply from 2025-01-01');
  });

  it('echoes the version used with only the sources its figures cite', () => {
    expect(rulesUsed(set, ruleVersionAt(set, '2026-05-01'), '2026-05-01')).toEqual({
      id: 'test-rules',
      name: 'Test rules',
      effective: '2026-01-01',
      appliedOn: '2026-05-01',
      carriedForward: [],
      lastChecked: '2026-11-21',
      sources: [{ title: 'B', url: 'https://b.example/b' }],
    });
  });

  it('past publishedThrough, the latest version is carried forward, listed and warned of in both languages', () => {
    const version = ruleVersionAt(set, '2027-01-15');
    expect(rulesUsed(set, version, '2027-01-15').carriedForward).toEqual(['Rate']);
    expect(carriedForwardWarning(set, version, '2026-12-31')).toBeUndefined();
    expect(carriedForwardWarning(set, version, '2027-01-15')).toBe(
      'The figures of "Test rules" in force on 2027-01-15 are not published yet (last checked 2026-11-21): this result carries ' +
        'forward those in force from 2026-01-01, and will change when they are published.',
    );
    expect(carriedForwardWarning(set, version, '2027-01-15', 'es')).toBe(
      'Las cifras de «Reglas de prueba» vigentes el 2027-01-15 aún no se han publicado (última comprobación: 2026-11-21): este ' +
        'resultado mantiene las vigentes desde el 2026-01-01 y cambiará cuando se publiquen.',
    );
  });

  it('a version with some figures carried from an earlier one names just those', () => {
    const partly = defineRuleSet({
      ...set,
      versions: [
        ...set.versions,
        {
          effective: '2027-01-01',
          values: { rate: { value: 2, unit: 'percent', label: 'Rate', labelEs: 'Tipo', source: 'https://b.example/b', confidence: 'high', carriedFrom: '2026-01-01' } },
        },
      ],
      publishedThrough: '2027-12-31',
    });
    const applied = new RulesApplied('es');
    expect(applied.at(partly, '2027-03-01').values.rate.value).toBe(2);
    applied.at(partly, '2027-03-01');
    expect(applied.used.map((u) => [u.effective, u.carriedForward])).toEqual([['2027-01-01', ['Rate']]]);
    expect(applied.warnings).toEqual([
      'Aún no se han publicado para el 2027-03-01 y se mantienen las anteriores (Reglas de prueba, última comprobación: 2026-11-21): Tipo.',
    ]);
    expect(new RulesApplied().at(partly, '2026-03-01').effective).toBe('2026-01-01');
  });
});

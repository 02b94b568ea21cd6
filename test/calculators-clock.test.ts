import { describe, expect, it } from 'vitest';
import { operations } from '../src/ops/index.js';
import { ruleSets } from '../src/rules/index.js';
import { carriedForwardWarning, type RuleSet } from '../src/rules/rule-set.js';
import { ok, runOp, testContext } from './support/run-op.js';

/**
 * The calculators with the clock in 2027, when most 2027 figures are not published yet: every rule set a result used is
 * either on a version for its date, or stands until changed, or is listed as carried forward with the warning that
 * says so. Never silently another year's figures.
 */
const CLOCKS = ['2027-01-15T12:00:00Z', '2027-07-01T12:00:00Z'];

/** Calculators whose date does not follow the clock, and why. */
const NOT_DATED_BY_THE_CLOCK: Readonly<Record<string, string>> = {
  // Monthly issues of a published index: the result is the latest issue, dated by its month (it warns when that is old).
  'cost-index': 'dated by its issue month',
  // Its subject is a tax year: with no 2027 rules it serves the 2026 checklist, whose deadlines fall in 2027, and says so
  // (checked below).
  'year-end-checklist': 'serves the last tax year with rules, and says so',
  // Its tax year is the one whose installments are being paid: until the fourth is due (2027-01-15) that is 2026, with
  // the 2026 rules; from the 16th it is 2027 (dated by the clock, its unpublished figures carried forward with warnings).
  'us-estimated-tax': 'early January pays the previous tax year, with its rules',
};

interface UsedRule {
  id: string;
  effective: string;
  appliedOn: string;
  carriedForward: string[];
}

const calculators = operations.filter((op) => op.kind === 'calculator');
const setById = new Map<string, RuleSet>(ruleSets.map((set) => [set.id, set]));

function expectedCarried(set: RuleSet, effective: string, appliedOn: string): string[] {
  const version = set.versions.find((v) => v.effective === effective)!;
  const values = Object.values(version.values);
  if (set.publishedThrough !== null && appliedOn > set.publishedThrough && version === set.versions.at(-1)) return values.map((v) => v.label);
  return values.filter((v) => v.carriedFrom !== undefined).map((v) => v.label);
}

describe.each(CLOCKS)('calculators with the clock at %s', (clock) => {
  const ctx = testContext({ now: () => new Date(clock) });
  for (const op of calculators) {
    it(`${op.id}: every rule set used is published for its date or carried forward with a warning`, async () => {
      const appliedDates: string[] = [];
      for (const example of op.examples) {
        const outcome = await runOp(op, example.input, ctx);
        if (!outcome.ok) {
          // A refusal is allowed only where it names the missing year's rules: carrying them forward would be wrong.
          expect(outcome.error, `${op.id} '${example.title}' refused`).toMatch(/2027/);
          continue;
        }
        const result = outcome.value as { rules?: UsedRule[]; warnings?: string[] };
        for (const used of result.rules ?? []) {
          appliedDates.push(used.appliedOn);
          const set = setById.get(used.id);
          if (!set) continue; // not a dated rule set (the LLC fee table stands until a state changes a fee)
          const version = set.versions.find((v) => v.effective === used.effective);
          expect(version, `${op.id} used ${used.id} ${used.effective}`).toBeDefined();
          expect(used.carriedForward, `${op.id} '${example.title}' ${used.id} on ${used.appliedOn}`).toEqual(expectedCarried(set, used.effective, used.appliedOn));
          if (used.carriedForward.length > 0) {
            expect(result.warnings ?? [], `${op.id} '${example.title}' warns of ${used.id}`).toContain(
              carriedForwardWarning(set, version!, used.appliedOn),
            );
          }
        }
      }
      if (appliedDates.length > 0 && !NOT_DATED_BY_THE_CLOCK[op.id]) {
        expect(appliedDates.some((date) => date >= '2027-01-01'), `${op.id}: some example is dated by the clock`).toBe(true);
      }
    });
  }
});

describe('the year-end checklist in 2027', () => {
  it.each(CLOCKS)('at %s serves the 2026 checklist and says that the 2027 rules are not published', async (clock) => {
    const op = calculators.find((c) => c.id === 'year-end-checklist')!;
    const result = (await ok(op, {}, testContext({ now: () => new Date(clock) }))) as { taxYear: number; warnings: string[] };
    expect(result.taxYear).toBe(2026);
    expect(result.warnings[0]).toBe(
      'The 2027 year-end rules are not published here yet: this is the 2026 checklist (its estimated-tax, Form 1099-NEC and return deadlines fall in 2027).',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { AnyOperation } from '../src/core/operation.js';
import type { Locale } from '../src/core/locale.js';
import { operations } from '../src/ops/index.js';
import { ok, testContext } from './support/run-op.js';

type Start = (today: string, locale: Locale) => Record<string, unknown>;
const startOf = (op: AnyOperation) => (op.page as { start?: Start } | undefined)?.start;
const byId = (id: string) => operations.find((op) => op.id === id)!;

describe('where a page starts', () => {
  it('starts every page that has a start on a whole input that runs, whatever the day and language', async () => {
    const started = operations.filter((op) => startOf(op));
    expect(started.map((op) => op.id)).toEqual(expect.arrayContaining(['invoice-aging', 'cash-flow-forecast', 'savings-goal', 'timezone-convert', 'timestamp', 'estimated-tax-penalty']));
    // A leap day, the last day of a year, a 1st, a day in summer time.
    for (const op of started) {
      for (const today of ['2028-02-29', '2026-12-31', '2027-03-01', '2027-07-15']) {
        for (const locale of ['en', 'es'] as const) {
          const input = startOf(op)!(today, locale);
          // Whole: nothing left for the schema's defaults to fill in, so the form shows every value it runs with.
          expect(op.input.parse(input), `${op.id} ${today} ${locale}`).toEqual(input);
          await ok(op, input, testContext({ locale }));
        }
      }
    }
  });

  it('opens the time pages on today', () => {
    // 2027-03-01 is day 20,878 since 1970-01-01 (57 years: 14 leap days; 365 × 57 + 14 = 20,819, + 59 days of 2027):
    // 20,878 × 86,400 + 12 × 3,600 = 1,803,902,400 s, noon UTC.
    expect(startOf(byId('timestamp'))!('2027-03-01', 'en')).toEqual({ value: '1803902400' });
    expect(new Date(1_803_902_400_000).toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(startOf(byId('timezone-convert'))!('2027-03-01', 'es')).toEqual({ datetime: '2027-03-01T09:00', from: 'Europe/Madrid', to: 'America/New_York' });
  });

  it('opens the estimated-tax penalty on the tax year of the day it runs, not a fixed one', async () => {
    const op = byId('estimated-tax-penalty');
    const input = startOf(op)!('2026-11-21', 'en');
    expect(input).toEqual({ requiredAnnual: 12000, paidPerQuarter: [0, 3000, 3000, 6000] });
    // The test clock, 2026-11-21, is inside the 2026 penalty window (15 April 2026 to 15 April 2027).
    expect((await ok(op, input)).taxYear).toBe(2026);
  });
});

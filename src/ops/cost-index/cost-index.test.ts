import { describe, expect, it } from 'vitest';
import { FIXED_NOW, fails, HANG_GUARD_CPU_MS, ok, testContext, cpuNow } from '../../../test/support/run-op.js';
import { execute } from '../../core/execute.js';
import { isRealDate } from '../../core/calendar-date.js';
import { costIndexMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { costIndexIssueRows, monthEnd, usFreelanceCostIndex } from '../../rules/us/us-freelance-cost-index.rules.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { ruleVersionAt } from '../../rules/rule-set.js';
import op from './cost-index.op.js';
import { addMonths, freshUntil, readingTenths, scoreHundredths, staleLatestWarning } from './cost-index.js';

interface Component {
  id: string;
  value: number;
  score: number;
  weight: number;
  contribution: number;
  carriedForward: boolean;
  carriedForwardFrom: string | null;
  asOf: string;
  confidence: string;
  source: { url: string };
}
interface Single {
  issue: string;
  published: string;
  reading: number;
  latest: string;
  first: string;
  components: Component[];
  computedFrom: { component: string; date: string; value: number }[];
  breakdown: { item: string; amount: number }[];
  warnings: string[];
  rules: { id: string; effective: string }[];
}
interface List {
  issues: { issue: string; published: string; reading: number; carriedForward: boolean }[];
  count: number;
  first: string;
  latest: string;
  breakdown: unknown[];
  warnings: string[];
  issue?: string;
  components?: unknown;
}

const at = (iso: string) => testContext({ now: () => new Date(iso) });

/**
 * On 2026-11-21 (FIXED_NOW) the latest published issue is 2026-05: its month ended on 2026-05-31 and it was current through
 * 2026-07-31, the last day of the second month after it, so every result warns first that the latest issue is old.
 */
const STALE_ON_2026_11_21 =
  'The latest published issue, 2026-05, covers a month that ended on 2026-05-31, more than two months before today (2026-11-21): ' +
  'the issues of the following months have not been added to the dataset yet (each appears once the BLS consumer price index for ' +
  'its month is out and verified), so the index may not reflect current costs.';

async function single(input: unknown, ctx = testContext()): Promise<Single> {
  return (await ok(op, input, ctx)) as unknown as Single;
}

/** [id, value, score, weight, contribution] per component, in order. */
function table(r: Single): [string, number, number, number, number][] {
  return r.components.map((c) => [c.id, c.value, c.score, c.weight, c.contribution]);
}

// Scales (our methodology choices) and weights:
//   consumerPrices 0–6 %, w 0.40 · borrowingCosts 0–6 %, w 0.25 · irsUnderpaymentRate 3–9 %, w 0.15
//   vehicleMileageRate $0.55–$0.80/mile, w 0.10 · socialSecurityWageBase $150,000–$200,000, w 0.10
// score = 10 × (v − floor) ÷ (ceiling − floor), clamped, rounded to 2 decimals; reading = Σ w × score, 1 decimal.

describe('cost-index: hand-worked issues', () => {
  it('the first issue, 2025-01', async () => {
    const r = await single({ issue: '2025-01' });
    // CPI 3.0 % → 10 × 3/6 = 5.00; fed funds upper 4.50 % → 10 × 4.5/6 = 7.50; IRS rate 7 % → 10 × 4/6 = 6.666… → 6.67;
    // mileage $0.70 → 10 × 0.15/0.25 = 6.00; wage base $176,100 → 10 × 26,100/50,000 = 5.22.
    // 0.4 × 5 + 0.25 × 7.5 + 0.15 × 6.67 + 0.1 × 6 + 0.1 × 5.22 = 2 + 1.875 + 1.0005 + 0.6 + 0.522 = 5.9975 → 6.0
    expect(table(r)).toEqual([
      ['consumerPrices', 3, 5, 0.4, 2],
      ['borrowingCosts', 4.5, 7.5, 0.25, 1.875],
      ['irsUnderpaymentRate', 7, 6.67, 0.15, 1.0005],
      ['vehicleMileageRate', 0.7, 6, 0.1, 0.6],
      ['socialSecurityWageBase', 176100, 5.22, 0.1, 0.522],
    ]);
    expect(r.reading).toBe(6);
    expect(r.breakdown.slice(-2)).toEqual([
      { item: 'weightedSum', label: 'Sum of the contributions (index points, unrounded)', amount: 5.9975 },
      { item: 'reading', label: 'Reading: the sum rounded to one decimal (half up)', amount: 6 },
    ]);
    expect(r.published).toBe('2025-02-12');
    expect(r.first).toBe('2025-01');
    expect(r.warnings).toEqual([STALE_ON_2026_11_21]);
    expect(r.components.every((c) => !c.carriedForward && c.carriedForwardFrom === null)).toBe(true);
  });

  it('2025-10: the CPI is carried forward from 2025-09 and flagged', async () => {
    const r = await single({ issue: '2025-10' });
    // CPI carried 3.0 % → 5.00; fed funds 4.00 % (cut on 2025-10-29) → 10 × 4/6 = 6.666… → 6.67; IRS 7 % → 6.67;
    // mileage 6.00; wage base 5.22. 2 + 0.25 × 6.67 (1.6675) + 1.0005 + 0.6 + 0.522 = 5.79 → 5.8
    expect(table(r)).toEqual([
      ['consumerPrices', 3, 5, 0.4, 2],
      ['borrowingCosts', 4, 6.67, 0.25, 1.6675],
      ['irsUnderpaymentRate', 7, 6.67, 0.15, 1.0005],
      ['vehicleMileageRate', 0.7, 6, 0.1, 0.6],
      ['socialSecurityWageBase', 176100, 5.22, 0.1, 0.522],
    ]);
    expect(r.reading).toBe(5.8);
    const cpi = r.components[0]!;
    expect(cpi).toMatchObject({ carriedForward: true, carriedForwardFrom: '2025-09', asOf: '2025-09' });
    expect(r.computedFrom[0]).toMatchObject({ component: 'consumerPrices', date: '2025-09', value: 3 });
    expect(r.computedFrom[1]).toMatchObject({ component: 'borrowingCosts', date: '2025-10-29', value: 4 });
    expect(r.warnings).toEqual([
      STALE_ON_2026_11_21,
      'consumerPrices: the 2025-10 value is carried forward from 2025-09, because BLS collected no October 2025 data and published no figure for 2025-10.',
    ]);
    // The only carried-forward value in the dataset.
    expect(costIndexIssueRows.filter((row) => row.consumerPrices.observed !== row.issue).map((row) => row.issue)).toEqual(['2025-10']);
  });

  it('the latest issue, 2026-05, is the default on 2026-11-21', async () => {
    const r = await single({});
    // CPI 4.2 % → 10 × 4.2/6 = 7.00; fed funds 3.75 % → 6.25; IRS 6 % (2026-Q2) → 10 × 3/6 = 5.00;
    // mileage $0.725 → 10 × 0.175/0.25 = 7.00; wage base $184,500 → 10 × 34,500/50,000 = 6.90.
    // 2.8 + 1.5625 + 0.75 + 0.7 + 0.69 = 6.5025 → 6.5
    expect(r.issue).toBe('2026-05');
    expect(r.latest).toBe('2026-05');
    expect(table(r)).toEqual([
      ['consumerPrices', 4.2, 7, 0.4, 2.8],
      ['borrowingCosts', 3.75, 6.25, 0.25, 1.5625],
      ['irsUnderpaymentRate', 6, 5, 0.15, 0.75],
      ['vehicleMileageRate', 0.725, 7, 0.1, 0.7],
      ['socialSecurityWageBase', 184500, 6.9, 0.1, 0.69],
    ]);
    expect(r.reading).toBe(6.5);
    expect(r.published).toBe('2026-06-10');
    // The issue is old on 2026-11-21; the 2026-Q2 IRS rate and the April 2026 FOMC hold are flagged (secondary sources only).
    expect(r.warnings).toHaveLength(3);
    expect(r.warnings[0]).toBe(STALE_ON_2026_11_21);
    expect(r.warnings[1]).toMatch(/^borrowingCosts: the 2026-05 value \(3\.75 %\) is confirmed only by secondary sources/);
    expect(r.warnings[2]).toMatch(/^irsUnderpaymentRate: the 2026-05 value \(6 %\) is confirmed only by secondary sources/);
    expect(r.rules.map((rule) => [rule.id, rule.effective])).toEqual([
      ['us-freelance-cost-index', '2026-05-01'],
      ['irs-underpayment-interest-rates', '2026-04-01'],
      ['us-employer-payroll-taxes', '2026-01-01'],
    ]);
    expect(await single({ issue: '2026-05' })).toEqual(r);
  });

  it('2025-12: a reading of exactly 5.485 rounds half up to 5.5', async () => {
    const r = await single({ issue: '2025-12' });
    // CPI 2.7 % → 4.50; fed funds 3.75 % (cut on 2025-12-10) → 6.25; IRS 7 % → 6.67; mileage 6.00; wage base 5.22.
    // 1.8 + 1.5625 + 1.0005 + 0.6 + 0.522 = 5.485 → 5.5
    expect(r.components.map((c) => c.score)).toEqual([4.5, 6.25, 6.67, 6, 5.22]);
    expect(r.breakdown.at(-2)!.amount).toBe(5.485);
    expect(r.reading).toBe(5.5);
  });

  it('2026-03: the new year\'s mileage rate and wage base apply to every month of 2026', async () => {
    const r = await single({ issue: '2026-03' });
    // CPI 3.3 % → 5.50; fed funds 3.75 % → 6.25; IRS 7 % (2026-Q1) → 6.67; mileage $0.725 → 7.00; wage base $184,500 → 6.90.
    // 2.2 + 1.5625 + 1.0005 + 0.7 + 0.69 = 6.153 → 6.2
    expect(r.components.map((c) => [c.value, c.score])).toEqual([[3.3, 5.5], [3.75, 6.25], [7, 6.67], [0.725, 7], [184500, 6.9]]);
    expect(r.reading).toBe(6.2);
    expect(r.components.find((c) => c.id === 'vehicleMileageRate')!.asOf).toBe('2026-01-01');
    expect(r.warnings).toEqual([STALE_ON_2026_11_21]);
  });

  it('list: every published issue, oldest first', async () => {
    const r = (await ok(op, { list: true })) as unknown as List;
    // 2026-04: CPI 3.8 % → 6.333… → 6.33; 2.532 + 1.5625 + 0.75 + 0.7 + 0.69 = 6.2345 → 6.2
    expect(r.issues.map((i) => [i.issue, i.reading])).toEqual([
      ['2025-01', 6], ['2025-02', 5.9], ['2025-03', 5.6], ['2025-04', 5.5], ['2025-05', 5.6], ['2025-06', 5.8],
      ['2025-07', 5.8], ['2025-08', 5.9], ['2025-09', 5.9], ['2025-10', 5.8], ['2025-11', 5.6], ['2025-12', 5.5],
      ['2026-01', 5.6], ['2026-02', 5.6], ['2026-03', 6.2], ['2026-04', 6.2], ['2026-05', 6.5],
    ]);
    expect(r.issues.filter((i) => i.carriedForward).map((i) => i.issue)).toEqual(['2025-10']);
    expect(r).toMatchObject({ count: 17, first: '2025-01', latest: '2026-05', breakdown: [] });
    expect(r.issue).toBeUndefined();
    expect(r.components).toBeUndefined();
    // Each listed reading equals the one issue's reading.
    for (const i of r.issues) expect((await single({ issue: i.issue })).reading, i.issue).toBe(i.reading);
    // list: false is the same as no list.
    expect(await single({ list: false, issue: '2025-03' })).toEqual(await single({ issue: '2025-03' }));
  });
});

describe('cost-index: the clock decides what is published', () => {
  it('an issue appears on the day BLS releases its CPI', async () => {
    expect((await single({}, at('2026-06-09T23:59:59Z'))).issue).toBe('2026-04');
    expect((await single({}, at('2026-06-10T00:00:00Z'))).issue).toBe('2026-05');
    expect(await fails(op, { issue: '2026-05' }, at('2026-06-09T12:00:00Z'))).toBe(
      'issue: 2026-05 is not published: an issue appears once the BLS consumer price index for its month is out and verified; the latest published issue is 2026-04',
    );
    const list = (await ok(op, { list: true }, at('2026-01-01T00:00:00Z'))) as unknown as List;
    expect(list.issues.at(-1)!.issue).toBe('2025-11');
    expect(list.count).toBe(11);
  });

  it('before the first release nothing is published', async () => {
    const before = at('2025-02-11T12:00:00Z');
    expect(await fails(op, {}, before)).toBe('issue: no issue is published yet (the first, 2025-01, appears on 2025-02-12)');
    expect(await fails(op, { list: true }, before)).toBe('list: no issue is published yet (the first, 2025-01, appears with the January 2025 CPI)');
  });
});

describe('cost-index: an old latest issue says so', () => {
  it('"old" means the request date is after the last day of the second month after the latest issue\'s month', () => {
    // May 2026 ended on 2026-05-31; two months later is July 2026, whose last day is 2026-07-31.
    expect(addMonths('2026-05', 2)).toBe('2026-07');
    expect(addMonths('2025-11', 2)).toBe('2026-01');
    expect(addMonths('2025-12', 2)).toBe('2026-02');
    expect(freshUntil('2026-05')).toBe('2026-07-31');
    expect(freshUntil('2025-12')).toBe('2026-02-28');
    expect(freshUntil('2027-12')).toBe('2028-02-29');
    expect(staleLatestWarning('2026-05', '2026-07-31')).toBeUndefined();
    expect(staleLatestWarning('2026-05', '2026-08-01')).toMatch(/^The latest published issue, 2026-05, covers a month that ended on 2026-05-31/);
  });

  it('at the boundary: no warning on 2026-07-31, a warning from 2026-08-01, and none once a newer issue is added', async () => {
    // With the dataset as it is, 2026-05 (published 2026-06-10) is the latest from then on.
    const lastFresh = await single({}, at('2026-07-31T23:59:59Z'));
    expect(lastFresh.issue).toBe('2026-05');
    expect(lastFresh.warnings[0]).not.toMatch(/^The latest published issue/);
    const firstOld = await single({}, at('2026-08-01T00:00:00Z'));
    expect(firstOld.warnings[0]).toBe(
      'The latest published issue, 2026-05, covers a month that ended on 2026-05-31, more than two months before today (2026-08-01): ' +
        'the issues of the following months have not been added to the dataset yet (each appears once the BLS consumer price index for ' +
        'its month is out and verified), so the index may not reflect current costs.',
    );
    // On the day 2026-05 appeared, 2026-04 (which ended 2026-04-30, current through 2026-06-30) was not old.
    expect((await single({}, at('2026-06-09T12:00:00Z'))).warnings.some((w) => w.startsWith('The latest published issue'))).toBe(false);
  });

  it('every kind of result carries it: the default issue, an older issue asked for, and the list; no newer issue is invented', async () => {
    expect((await single({ issue: '2025-03' })).warnings[0]).toBe(STALE_ON_2026_11_21);
    const list = (await ok(op, { list: true })) as unknown as List;
    expect(list.warnings[0]).toBe(STALE_ON_2026_11_21);
    expect(list.latest).toBe('2026-05');
    // In 2027 the latest issue is still 2026-05, and the warning names the request date.
    const later = await single({}, at('2027-01-15T12:00:00Z'));
    expect(later.issue).toBe('2026-05');
    expect(later.warnings[0]).toContain('more than two months before today (2027-01-15)');
  });
});

describe('cost-index: errors are 400s naming the field', () => {
  it('refuses issues outside the published range, naming the latest available issue', async () => {
    expect(await fails(op, { issue: '2024-12' })).toBe('issue: the index starts with issue 2025-01, got 2024-12; the latest published issue is 2026-05');
    expect(await fails(op, { issue: '2027-01' })).toBe('issue: 2027-01 is in the future (today is 2026-11-21); the latest published issue is 2026-05');
    expect(await fails(op, { issue: '2026-06' })).toBe(
      'issue: 2026-06 is not published: an issue appears once the BLS consumer price index for its month is out and verified; the latest published issue is 2026-05',
    );
    // The current month has not ended: not published either.
    expect(await fails(op, { issue: '2026-11' })).toMatch(/^issue: 2026-11 is not published: .*the latest published issue is 2026-05$/);
    expect(FIXED_NOW.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it('refuses malformed months', async () => {
    expect(await fails(op, { issue: '2026-13' })).toBe('issue: must be a real month (01 to 12)');
    expect(await fails(op, { issue: '2026-00' })).toBe('issue: must be a real month (01 to 12)');
    expect(await fails(op, { issue: 'abc' })).toBe('issue: must be a month written YYYY-MM');
    expect(await fails(op, { issue: '2026-5' })).toBe('issue: must be a month written YYYY-MM');
    expect(await fails(op, { issue: '2026-05-01' })).toBe('issue: must be a month written YYYY-MM');
    expect(await fails(op, { issue: 202605 })).toBe('issue: must be a string, got number');
  });

  it('refuses list combined with issue, a non-boolean list and unknown fields', async () => {
    expect(await fails(op, { list: true, issue: '2026-05' })).toBe(
      'list: cannot be combined with issue; omit issue to list every published issue, or omit list to get one issue',
    );
    expect(await fails(op, { list: 'yes' })).toBe('list: must be a boolean, got string');
    expect(await fails(op, { issues: '2026-05' })).toMatch(/^issues: unknown field; did you mean 'issue'/);
    expect(await fails(op, { month: '2026-05' })).toBe('month: unknown field; allowed fields: issue, list');
  });
});

describe('cost-index: scales and rounding', () => {
  it('scores clamp to 0–10 and round half up in exact integer arithmetic', () => {
    expect(scoreHundredths(-1, 0, 6)).toBe(0);
    expect(scoreHundredths(0, 0, 6)).toBe(0);
    expect(scoreHundredths(6, 0, 6)).toBe(1000);
    expect(scoreHundredths(12.5, 0, 6)).toBe(1000);
    expect(scoreHundredths(250_000, 150_000, 200_000)).toBe(1000);
    // 1000 × 0.002 ÷ 4 = 0.5 hundredth exactly → rounds up to 1; 0.0019 → 0.475 → 0.
    expect(scoreHundredths(0.002, 0, 4)).toBe(1);
    expect(scoreHundredths(0.0019, 0, 4)).toBe(0);
    // 0.725 is not exact in binary; (0.725 − 0.55) ÷ 0.25 = 0.7 exactly in decimal → 700.
    expect(scoreHundredths(0.725, 0.55, 0.8)).toBe(700);
  });

  it('the reading rounds half up: Σ of 0.05 point is 0.1', () => {
    expect(readingTenths([{ weight: 1, scoreHundredths: 5 }])).toEqual({ tenThousandths: 500, tenths: 1 });
    expect(readingTenths([{ weight: 1, scoreHundredths: 4 }])).toEqual({ tenThousandths: 400, tenths: 0 });
    // All components at their ceiling: the maximum reading is 10.
    expect(readingTenths(costIndexMethod.map((m) => ({ weight: m.weight, scoreHundredths: 1000 })))).toEqual({ tenThousandths: 100_000, tenths: 100 });
  });

  it('the weights sum to 1 and every floor is below its ceiling', () => {
    expect(costIndexMethod.reduce((sum, m) => sum + Math.round(m.weight * 100), 0)).toBe(100);
    for (const m of costIndexMethod) expect(m.floor).toBeLessThan(m.ceiling);
  });
});

describe('cost-index: the dataset', () => {
  it('one issue per month from 2025-01, each published after its month ends, each figure sourced', () => {
    const months = costIndexIssueRows.map((r) => r.issue);
    expect(months[0]).toBe('2025-01');
    for (let i = 1; i < months.length; i++) {
      const [y, m] = months[i - 1]!.split('-').map(Number) as [number, number];
      expect(months[i]).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
    }
    for (const row of costIndexIssueRows) {
      expect(isRealDate(row.published)).toBe(true);
      expect(row.published > monthEnd(row.issue), row.issue).toBe(true);
      expect(row.borrowingCosts.decidedOn <= monthEnd(row.issue), row.issue).toBe(true);
      expect(row.consumerPrices.observed <= row.issue).toBe(true);
    }
    const urls = new Set(usFreelanceCostIndex.sources.map((s) => s.url));
    const keys = Object.keys(usFreelanceCostIndex.versions[0]!.values).sort();
    for (const version of usFreelanceCostIndex.versions) {
      expect(Object.keys(version.values).sort()).toEqual(keys);
      for (const value of Object.values(version.values)) expect(urls.has(value.source), value.source).toBe(true);
    }
    for (const source of usFreelanceCostIndex.sources) expect(source.url).toMatch(/^https:\/\//);
  });

  it('reads the IRS underpayment rate from its rule set rather than copying it', () => {
    for (const version of usFreelanceCostIndex.versions) {
      const issue = version.effective.slice(0, 7);
      expect(version.values.irsUnderpaymentRatePct).toEqual(ruleVersionAt(irsUnderpaymentInterestRates, monthEnd(issue)).values.underpaymentRatePct);
    }
  });
});

describe('cost-index: examples and worst case', () => {
  it('every example returns its documented output', async () => {
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, testContext());
      expect(outcome, example.title).toMatchObject({ ok: true });
      if (!outcome.ok) continue;
      expect(op.output.safeParse(outcome.value).success, example.title).toBe(true);
      expect(outcome.value, example.title).toEqual(example.output);
    }
  });

  it('the worst case (list) runs promptly', async () => {
    const start = cpuNow();
    await ok(op, op.worstCase());
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

describe('cost-index: the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const en = await single({ issue: '2025-10' });
    type Named = Component & { name: string; source: { url: string; title: string } };
    const es = (await ok(op, { issue: '2025-10' }, testContext({ locale: 'es' }))) as unknown as Omit<Single, 'components'> & { components: Named[] };
    expect(es.components[0]!.name).toBe('Precios de consumo: IPC-U general, variación a 12 meses (BLS)');
    expect(es.warnings).toEqual([
      'El último número publicado, el de mayo de 2026, corresponde a un mes que terminó el 31 may 2026, hace más de dos meses (hoy es ' +
        '21 nov 2026): los números de los meses siguientes aún no se han añadido al conjunto de datos (cada uno aparece cuando el IPC ' +
        'del BLS de su mes ya se ha publicado y verificado), así que el índice puede no reflejar los costes actuales.',
      'consumerPrices: el valor de octubre de 2025 se arrastra de septiembre de 2025, porque el BLS no recogió datos de octubre de 2025 y no publicó cifra de octubre de 2025.',
    ]);
    expect(es.breakdown.find((b) => b.item === 'vehicleMileageRateContribution')).toEqual({
      item: 'vehicleMileageRateContribution',
      label: 'Tarifa estándar por milla del IRS para uso profesional (anual): puntuación 6 (valor 0,7 en 0,55–0,8) × ponderación 0,1',
      amount: 0.6,
    });
    expect(es.components.find((c) => c.id === 'socialSecurityWageBase')!.source.title).toBe('SSA — base de cotización y de prestaciones');
    // The same figures as in English: only the words change.
    expect(es.reading).toBe(en.reading);
    expect(table(es as Single)).toEqual(table(en));
    expect(es.breakdown.map((b) => [b.item, b.amount])).toEqual(en.breakdown.map((b) => [b.item, b.amount]));
    expect(es.computedFrom.map((c) => [c.component, c.date, c.value])).toEqual(en.computedFrom.map((c) => [c.component, c.date, c.value]));
    expect(es.rules).toEqual(en.rules);
  });

  it('every figure of every published issue has its Spanish note (none falls back to the dataset pointer)', async () => {
    for (const row of costIndexIssueRows) {
      const es = (await ok(op, { issue: row.issue }, testContext({ locale: 'es' }))) as unknown as Single & { components: { note: string }[] };
      for (const c of es.components) expect(c.note, row.issue).not.toMatch(/^Nota del conjunto de datos/);
    }
  });

  it('refusals say the same in Spanish', async () => {
    const es = testContext({ locale: 'es' });
    const outcome = await execute(op, { issue: '2027-01' }, es);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBe('issue: 2027-01 is in the future (today is 2026-11-21); the latest published issue is 2026-05');
    expect(outcome.es).toBe('issue: 2027-01 es un mes futuro (hoy es 21 nov 2026); el último número publicado es el de 2026-05');
  });
});

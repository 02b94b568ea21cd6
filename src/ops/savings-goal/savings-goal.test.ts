import { describe, expect, it } from 'vitest';
import op from './savings-goal.op.js';
import { monthsToCover } from './savings-goal.js';
import { FIXED_NOW, fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';

type Result = {
  currency: string;
  status: string;
  targetAmount: number;
  currentSavings: number;
  gap: number;
  surplus: number;
  monthlySaving: number;
  monthsToGoal: number | null;
  goalMonth: string | null;
  savingsAtGoal: number | null;
  coverageMonths: number | null;
  message: string;
  breakdown: { item: string; label: string; amount: number }[];
  assumptions: string[];
  rules: unknown[];
};

const goal = async (input: Record<string, unknown>, ctx = testContext()) => (await ok(op, input, ctx)) as unknown as Result;
const atClock = (iso: string) => testContext({ now: () => new Date(iso) });

describe('savings-goal', () => {
  it('the test clock is 2026-11-21, so month 0 is 2026-11', () => {
    expect(FIXED_NOW.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it('on track: 6 months of 2,500 with 4,000 saved and 750 a month takes 15 months, to 2028-02', async () => {
    // target = 2,500 × 6 = 15,000; gap = 15,000 − 4,000 = 11,000; 11,000 ÷ 750 = 14.67 → 15 months.
    // 2026-11 is month 0, so month 15 is 2028-02. At the goal: 4,000 + 15 × 750 = 15,250 (250 over the target).
    // coverage = 4,000 ÷ 2,500 = 1.6 months.
    const r = await goal({ monthlyExpenses: 2500, targetMonths: 6, currentSavings: 4000, monthlySaving: 750 });
    expect(r).toMatchObject({
      status: 'onTrack',
      targetAmount: 15000,
      currentSavings: 4000,
      gap: 11000,
      surplus: 0,
      monthlySaving: 750,
      monthsToGoal: 15,
      goalMonth: '2028-02',
      savingsAtGoal: 15250,
      coverageMonths: 1.6,
      rules: [],
    });
    expect(r.message).toBe(
      'On track: saving 750.00 a month closes the 11,000.00 gap to the 15,000.00 target (6 months of expenses) in 15 months, in 2028-02.',
    );
    expect(r.breakdown.map((b) => [b.item, b.amount])).toEqual([
      ['monthlyExpenses', 2500],
      ['targetAmount', 15000],
      ['currentSavings', 4000],
      ['gap', 11000],
      ['surplus', 0],
      ['monthlySaving', 750],
      ['savedUntilGoal', 11250],
    ]);
  });

  it('an exact quotient needs no extra month: 3,000 at 1,000 a month is 3 months', async () => {
    // target = 1,000 × 3 = 3,000; gap 3,000; 3,000 ÷ 1,000 = 3 exactly → 3 months → 2026-11 + 3 = 2027-02.
    const r = await goal({ monthlyExpenses: 1000, targetMonths: 3, monthlySaving: 1000 });
    expect(r).toMatchObject({ status: 'onTrack', gap: 3000, monthsToGoal: 3, goalMonth: '2027-02', savingsAtGoal: 3000, coverageMonths: 0 });
  });

  it('float noise never adds a month: 0.10 × 3 saved at 0.10 a month is 3 months', async () => {
    // 0.1 × 3 is 0.30000000000000004 in binary and 0.3 ÷ 0.1 is 2.9999999999999996; in cents it is 30 ÷ 10 = 3.
    const r = await goal({ monthlyExpenses: 0.1, targetMonths: 3, monthlySaving: 0.1 });
    expect(r).toMatchObject({ targetAmount: 0.3, gap: 0.3, monthsToGoal: 3, goalMonth: '2027-02' });
    expect(monthsToCover(0.3, 0.1)).toBe(3);
    expect(monthsToCover(0.31, 0.1)).toBe(4);
    expect(monthsToCover(1, 1)).toBe(1);
  });

  it('zero monthly saving with a gap: never funded, months and month null, said plainly', async () => {
    // target = 2,000 × 6 = 12,000; gap = 12,000 − 5,000 = 7,000; 7,000 ÷ 0 has no answer.
    const r = await goal({ monthlyExpenses: 2000, targetMonths: 6, currentSavings: 5000 });
    expect(r).toMatchObject({ status: 'neverFunded', gap: 7000, monthsToGoal: null, goalMonth: null, savingsAtGoal: null, coverageMonths: 2.5 });
    expect(r.message).toBe(
      'Never funded at this rate: 7,000.00 of the 12,000.00 target (6 months of expenses) is missing and nothing is saved each month, ' +
        'so the gap never closes. Give a monthly saving above 0 to get a date.',
    );
  });

  it('already funded with a surplus: months 0, this month', async () => {
    // target = 1,800 × 3 = 5,400; 6,000 − 5,400 = 600 surplus; coverage 6,000 ÷ 1,800 = 3.333… → 3.33.
    const r = await goal({ monthlyExpenses: 1800, targetMonths: 3, currentSavings: 6000, monthlySaving: 200 });
    expect(r).toMatchObject({ status: 'funded', gap: 0, surplus: 600, monthsToGoal: 0, goalMonth: '2026-11', savingsAtGoal: 6000, coverageMonths: 3.33 });
    expect(r.message).toBe('Already funded: savings of 6,000.00 cover the 5,400.00 target (3 months of expenses) with 600.00 to spare.');
  });

  it('savings exactly at the target are funded, with no surplus', async () => {
    // target = 1,500 × 4 = 6,000 = savings: gap 0, surplus 0, coverage 4.
    const r = await goal({ monthlyExpenses: 1500, targetMonths: 4, currentSavings: 6000 });
    expect(r).toMatchObject({ status: 'funded', gap: 0, surplus: 0, monthsToGoal: 0, coverageMonths: 4 });
    expect(r.message).toBe('Already funded: savings of 6,000.00 cover the 6,000.00 target (4 months of expenses).');
  });

  it('monthly expenses of 0: the target is 0, so the fund is funded and coverage is undefined (null)', async () => {
    const r = await goal({ monthlyExpenses: 0, targetMonths: 6, currentSavings: 100 });
    expect(r).toMatchObject({ status: 'funded', targetAmount: 0, gap: 0, surplus: 100, monthsToGoal: 0, coverageMonths: null });
    expect(r.assumptions).toContain('Monthly expenses are 0: the target is 0, so any savings fund it, and coverage in months is not defined (null).');
    // Nothing saved and nothing needed: still funded, not never funded.
    expect((await goal({ monthlyExpenses: 0, targetMonths: 1 })).status).toBe('funded');
  });

  it('targetMonths takes decimals and both ends of 1–120', async () => {
    // 2,000 × 4.5 = 9,000; 9,000 ÷ 1,000 = 9 months → 2026-11 + 9 = 2027-08.
    expect(await goal({ monthlyExpenses: 2000, targetMonths: 4.5, monthlySaving: 1000 })).toMatchObject({
      targetAmount: 9000,
      monthsToGoal: 9,
      goalMonth: '2027-08',
    });
    expect((await goal({ monthlyExpenses: 2000, targetMonths: 1 })).targetAmount).toBe(2000);
    // 120 months: 2,000 × 120 = 240,000; 240,000 ÷ 2,000 = 120 months = 10 years → 2036-11.
    expect(await goal({ monthlyExpenses: 2000, targetMonths: 120, monthlySaving: 2000 })).toMatchObject({
      targetAmount: 240000,
      monthsToGoal: 120,
      goalMonth: '2036-11',
    });
  });

  it('counts months across the year end from the clock month', async () => {
    // Clock in December 2026: month 0 is 2026-12; 1 month later is 2027-01; 13 months is 2028-01.
    expect((await goal({ monthlyExpenses: 100, targetMonths: 1, monthlySaving: 100 }, atClock('2026-12-31T23:59:59Z'))).goalMonth).toBe('2027-01');
    expect((await goal({ monthlyExpenses: 1300, targetMonths: 1, monthlySaving: 100 }, atClock('2026-12-01T00:00:00Z'))).goalMonth).toBe('2028-01');
  });

  it('the last saving may overshoot: savingsAtGoal shows it', async () => {
    // target 1,000 × 1 = 1,000, saved 0; 1,000 ÷ 300 = 3.33 → 4 months; 4 × 300 = 1,200.
    expect(await goal({ monthlyExpenses: 1000, targetMonths: 1, monthlySaving: 300 })).toMatchObject({ monthsToGoal: 4, savingsAtGoal: 1200 });
  });

  it('a goal after 9999-12 has no month but still a count', async () => {
    // 1e12 × 120 = 1.2e14; ÷ 1,000 a month = 120,000,000,000 months: far past year 9999.
    const r = await goal({ monthlyExpenses: 1e12, targetMonths: 120, monthlySaving: 1000 });
    expect(r).toMatchObject({ status: 'onTrack', monthsToGoal: 120_000_000_000, goalMonth: null });
    expect(r.message).toContain('after the year 9999');
  });

  it('rejects bad input with a message naming the field', async () => {
    expect(await fails(op, { targetMonths: 6 })).toBe('monthlyExpenses: is required');
    expect(await fails(op, { monthlyExpenses: 2000 })).toBe('targetMonths: is required');
    expect(await fails(op, { monthlyExpenses: -1, targetMonths: 6 })).toBe('monthlyExpenses: must be at least 0');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: 6, currentSavings: -5 })).toBe('currentSavings: must be at least 0');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: 0.5 })).toBe('targetMonths: must be at least 1');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: 121 })).toBe('targetMonths: must be at most 120');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: '6,000' })).toBe("targetMonths: must be a number, got '6,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { monthlyExpenses: 1e13, targetMonths: 6 })).toBe('monthlyExpenses: must be at most 1000000000000');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: 6, monthlySaving: 0.001 })).toBe('monthlySaving: must be 0 or at least 0.01');
    expect(await fails(op, { monthlyExpenses: 2000, targetMonths: 6, monthlySavings: 100 })).toBe("monthlySavings: unknown field; did you mean 'monthlySaving'?");
    expect(await fails(op, { monthlyExpenses: 1e12, targetMonths: 120, monthlySaving: 0.01 })).toBe(
      'monthlySaving: 0.01 a month would take more than 9007199254740991 months to save 120,000,000,000,000.00',
    );
  });

  it('answers its worst case promptly', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(1000);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const input = { monthlyExpenses: 2500, targetMonths: 6, currentSavings: 4000, monthlySaving: 750 };
    const en = await goal(input);
    const es = await goal(input, testContext({ locale: 'es' }));
    expect(es.message).toBe(
      'En camino: ahorrando 750,00 al mes se cierra la diferencia de 11.000,00 hasta el objetivo de 15.000,00 (6 meses de gastos) ' +
        'en 15 meses, en febrero de 2028.',
    );
    expect(es.breakdown.find((b) => b.item === 'savedUntilGoal')!.label).toBe('Ahorrado hasta el objetivo: 15 meses × ahorro mensual');
    expect(es.assumptions[2]).toMatch(/^El mes en curso \(noviembre de 2026, según el reloj del servicio en UTC\) es el mes 0:/);
    // Decimals of months the Spanish way, and the other statuses.
    expect((await goal({ monthlyExpenses: 1000, targetMonths: 4.5, currentSavings: 6000 }, testContext({ locale: 'es' }))).message).toBe(
      'Fondo ya cubierto: unos ahorros de 6.000,00 cubren el objetivo de 4.500,00 (4,5 meses de gastos) y sobran 1.500,00.',
    );
    // The same figures as the English run: only the words change.
    const figures = ({ message: _m, breakdown, assumptions: _a, ...rest }: Result) => ({ ...rest, amounts: breakdown.map((b) => [b.item, b.amount]) });
    expect(figures(es)).toEqual(figures(en));
    expect(es.assumptions).toHaveLength(en.assumptions.length);
  });

  it('refuses an endless saving with the same message in Spanish', () => {
    let error: unknown;
    try {
      monthsToCover(120_000_000_000_000, 0.01);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({
      message: 'monthlySaving: 0.01 a month would take more than 9007199254740991 months to save 120,000,000,000,000.00',
      es: 'monthlySaving: con 0,01 al mes se tardarían más de 9.007.199.254.740.991 meses en ahorrar 120.000.000.000.000,00',
    });
  });

  it('opens on the first example, in dollars in English and euros in Spanish', () => {
    const start = op.page!.start!;
    // No date to move: the goal month already counts from the current month.
    expect(start('2027-03-01', 'en')).toEqual({ ...op.examples[0]!.input, currency: 'USD' });
    expect(start('2027-03-01', 'es')).toEqual({ ...op.examples[0]!.input, currency: 'EUR' });
  });

  it('takes the currency of the amounts, echoes it and computes the same figures in it', async () => {
    const input = op.examples[0]!.input as Record<string, unknown>;
    expect((await goal(input)).currency).toBe('USD');
    // 2,500 × 6 = 15,000 target; 15,000 − 4,000 = 11,000 gap; ⌈11,000 ÷ 750⌉ = 15 months: the same in euros.
    const euros = await goal({ ...input, currency: 'EUR' });
    expect(euros).toEqual({ ...op.examples[0]!.output, currency: 'EUR' });
    expect((op.page!.currency as (o: unknown) => string)(euros)).toBe('EUR');
    expect(await fails(op, { ...input, currency: 'ESP' })).toBe("currency: must be one of 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'MXN', got 'ESP'");
  });
});

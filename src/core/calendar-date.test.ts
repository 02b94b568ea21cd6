import { describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber, daysInMonth, isRealDate } from './calendar-date.js';

describe('calendar dates', () => {
  it('knows which dates exist', () => {
    expect(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31'].map(isRealDate)).toEqual([true, true, true, true]);
    expect(['2026-02-29', '1900-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01'].map(isRealDate)).toEqual([false, false, false, false, false, false, false]);
  });

  it('counts days across months, years and leap days', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-01')).toBe(28);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-01')).toBe(29);
    expect(dateOfDayNumber(dayNumber('2026-11-21'))).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the length of each month', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2026, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect([daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(0, 2), daysInMonth(50, 2)]).toEqual([28, 29, 29, 28]);
  });
});

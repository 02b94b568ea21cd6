import { describe, expect, it } from 'vitest';
import { DC_LEGAL_HOLIDAYS } from './dc-legal-holidays.js';
import { dcLegalHoliday, estimatedTaxDueDates, isNonBusinessDay, nextBusinessDay, statutoryEstimatedTaxDates } from './us-tax-due-dates.js';

describe('estimatedTaxDueDates: the 1040-ES due dates the IRS published', () => {
  it.each([
    // 2021: January 15, 2022 a Saturday, Monday the 17th MLK Day → Tuesday January 18 (IRS: "January 18, 2022").
    [2021, ['2021-04-15', '2021-06-15', '2021-09-15', '2022-01-18']],
    // 2022: Emancipation Day (Saturday April 16) observed Friday April 15 → Monday April 18; January 15, 2023 a Sunday,
    // Monday the 16th MLK Day → Tuesday January 17.
    [2022, ['2022-04-18', '2022-06-15', '2022-09-15', '2023-01-17']],
    // 2023 (2023 Form 1040-ES): April 15 a Saturday, Emancipation Day (Sunday April 16) observed Monday the 17th →
    // Tuesday April 18; January 15, 2024 was MLK Day → Tuesday January 16.
    [2023, ['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']],
    // 2024: June 15 a Saturday → Monday June 17; September 15 a Sunday → Monday September 16.
    [2024, ['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']],
    // 2025: June 15 a Sunday → Monday June 16.
    [2025, ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']],
    // 2026: all four on weekdays that are not holidays (2026 Form 1040-ES).
    [2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']],
    // 2027: January 15, 2028 a Saturday, Monday the 17th MLK Day → Tuesday January 18.
    [2027, ['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-18']],
  ] as const)('tax year %i', (year, dates) => {
    expect(estimatedTaxDueDates(year)).toEqual(dates);
  });

  it('keeps the statutory dates (IRC §6654(c)(2)) apart from the moved ones', () => {
    expect(statutoryEstimatedTaxDates(2023)).toEqual(['2023-04-15', '2023-06-15', '2023-09-15', '2024-01-15']);
  });

  it('moves April 15 past Emancipation Day in both directions', () => {
    // 2028: April 15 a Saturday, Emancipation Day (Sunday April 16) observed Monday the 17th → Tuesday April 18.
    expect(estimatedTaxDueDates(2028)[0]).toBe('2028-04-18');
    // 2029: April 15 a Sunday, Monday April 16 is Emancipation Day itself → Tuesday April 17.
    expect(estimatedTaxDueDates(2029)[0]).toBe('2029-04-17');
  });
});

describe('nextBusinessDay (IRC §7503, DC legal holidays)', () => {
  it('returns a business day unchanged', () => {
    expect(nextBusinessDay('2026-04-15')).toBe('2026-04-15');
  });

  it('moves a Saturday or a Sunday to the Monday', () => {
    expect(nextBusinessDay('2026-01-31')).toBe('2026-02-02'); // Form 1099-NEC for 2025: Saturday → Monday
    expect(nextBusinessDay('2027-01-31')).toBe('2027-02-01'); // Sunday → Monday
  });

  it('skips a weekend and then a holiday', () => {
    expect(nextBusinessDay('2022-01-15')).toBe('2022-01-18'); // Saturday, Sunday, MLK Day Monday
  });

  it('rejects a date that is not YYYY-MM-DD or precedes the table', () => {
    expect(() => nextBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => nextBusinessDay('2020-12-31')).toThrow(/starts in 2021/);
  });
});

describe('the observed-day rule of D.C. Code §28-2701', () => {
  it.each([
    // A fixed-date holiday on a Saturday: the Friday before is the holiday.
    ['2022-04-15', 'District of Columbia Emancipation Day (observed)'], // April 16, 2022 a Saturday
    ['2021-12-31', "New Year's Day (observed)"], // January 1, 2022 a Saturday, the Friday falls in the year before
    ['2026-07-03', 'Independence Day (observed)'], // July 4, 2026 a Saturday
    ['2021-06-18', 'Juneteenth National Independence Day (observed)'], // June 19, 2021 a Saturday
    ['2026-12-24', undefined], // Christmas 2026 is a Friday: December 24 is an ordinary day
    // On a Sunday: the Monday after.
    ['2023-04-17', 'District of Columbia Emancipation Day (observed)'], // April 16, 2023 a Sunday
    ['2022-12-26', 'Christmas Day (observed)'],
    ['2023-11-10', 'Veterans Day (observed)'], // November 11, 2023 a Saturday
    ['2023-01-02', "New Year's Day (observed)"],
    // On a weekday: the day itself.
    ['2024-04-16', 'District of Columbia Emancipation Day'],
    ['2024-06-19', 'Juneteenth National Independence Day'],
    // Weekday-rule holidays.
    ['2024-01-15', "Dr. Martin Luther King, Jr.'s Birthday"], // third Monday of January
    ['2026-02-16', "Washington's Birthday"], // third Monday of February
    ['2026-05-25', 'Memorial Day'], // last Monday of May
    ['2026-09-07', 'Labor Day'], // first Monday of September
    ['2026-10-12', 'Columbus Day'], // second Monday of October
    ['2026-11-26', 'Thanksgiving Day'], // fourth Thursday of November
  ] as const)('%s is %s', (date, name) => {
    expect(dcLegalHoliday(date)).toBe(name);
  });

  it('has Inauguration Day every fourth year, moved off a Sunday but never to a Friday', () => {
    expect(dcLegalHoliday('2029-01-22')).toBeUndefined(); // January 20, 2029 is a Saturday: no Friday holiday
    expect(dcLegalHoliday('2029-01-19')).toBeUndefined();
    expect(dcLegalHoliday('2033-01-20')).toBe('Inauguration Day'); // a Thursday
    expect(dcLegalHoliday('2030-01-21')).toBe("Dr. Martin Luther King, Jr.'s Birthday"); // 2030 is not an inauguration year
    expect(isNonBusinessDay('2025-01-20')).toBe(true); // Inauguration Day and MLK Day the same Monday
  });

  it('has Juneteenth only from 2021', () => {
    expect(DC_LEGAL_HOLIDAYS.find((h) => h.name.startsWith('Juneteenth'))!.fromYear).toBe(2021);
  });

  it('sources every holiday', () => {
    for (const holiday of DC_LEGAL_HOLIDAYS) {
      expect(holiday.source, holiday.name).toMatch(/^https:\/\//);
      expect(holiday.note.length, holiday.name).toBeGreaterThan(20);
    }
  });
});

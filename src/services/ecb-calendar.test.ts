import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageInDays, easterSunday, frankfurtDate, isPublicationDay, isTargetHoliday, nextPublicationAfter } from './ecb-calendar.js';

const date = (text: string) => Temporal.PlainDate.from(text);

describe('ECB publication calendar', () => {
  it.each([
    [1943, '1943-04-25'], // the latest possible Easter
    [1961, '1961-04-02'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'], // the earliest possible Easter
  ])('Easter Sunday %i is %s (computus)', (year, expected) => {
    expect(easterSunday(year).toString()).toBe(expected);
  });

  it('knows the TARGET holidays and nothing else', () => {
    for (const d of ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26', '2025-04-18', '2025-04-21']) {
      expect(isTargetHoliday(date(d)), d).toBe(true);
    }
    for (const d of ['2026-04-02', '2026-04-05', '2026-04-07', '2026-12-24', '2026-12-31', '2026-05-14', '2026-10-03']) {
      expect(isTargetHoliday(date(d)), d).toBe(false);
    }
    expect(isPublicationDay(date('2026-11-20'))).toBe(true); // Friday
    expect(isPublicationDay(date('2026-11-21'))).toBe(false); // Saturday
    expect(isPublicationDay(date('2026-11-22'))).toBe(false); // Sunday
    expect(isPublicationDay(date('2026-05-01'))).toBe(false); // Friday, Labour Day
  });

  it.each([
    ['2026-11-19', '2026-11-20T15:00:00.000Z', 'Thursday → Friday 16:00 CET'],
    ['2026-11-20', '2026-11-23T15:00:00.000Z', 'Friday → Monday'],
    ['2026-04-02', '2026-04-07T14:00:00.000Z', 'over Good Friday and Easter Monday, in summer time (CEST)'],
    ['2026-04-30', '2026-05-04T14:00:00.000Z', 'over 1 May (a Friday) and the weekend'],
    ['2026-12-24', '2026-12-28T15:00:00.000Z', 'over 25 and 26 December'],
    ['2026-12-31', '2027-01-04T15:00:00.000Z', 'over New Year and the weekend'],
    ['2026-03-27', '2026-03-30T14:00:00.000Z', 'across the switch to summer time'],
    ['2026-10-23', '2026-10-26T15:00:00.000Z', 'across the switch back to winter time'],
  ])('after the rates of %s the next publication is %s (%s)', (rateDate, expected) => {
    expect(nextPublicationAfter(rateDate).toISOString()).toBe(expected);
  });

  it('dates and ages in Frankfurt time', () => {
    expect(frankfurtDate(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(frankfurtDate(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22'); // midnight CET
    expect(frankfurtDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02'); // midnight CEST
    expect(ageInDays('2025-05-09', new Date('2026-11-21T12:00:00Z'))).toBe(561);
    expect(ageInDays('2026-11-20', new Date('2026-11-20T16:00:00Z'))).toBe(0);
    expect(ageInDays('2026-11-20', new Date('2026-11-23T14:00:00Z'))).toBe(3);
  });
});

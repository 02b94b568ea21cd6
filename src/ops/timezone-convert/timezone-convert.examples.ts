import type { ExamplesFor } from '../../core/operation.js';
import type run from './timezone-convert.run.js';

/** The documented examples of timezone-convert: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'Madrid to New York in summer',
    input: { datetime: '2026-07-01T09:00', from: 'Europe/Madrid', to: 'America/New_York' },
    output: {
      utc: '2026-07-01T07:00:00Z',
      from: {
        zone: 'Europe/Madrid',
        datetime: '2026-07-01T09:00:00',
        offset: '+02:00',
        offsetMinutes: 120,
        abbreviation: 'CEST',
        daylightSaving: true,
        standardOffset: '+01:00',
      },
      to: {
        zone: 'America/New_York',
        datetime: '2026-07-01T03:00:00',
        offset: '-04:00',
        offsetMinutes: -240,
        abbreviation: 'EDT',
        daylightSaving: true,
        standardOffset: '-05:00',
      },
      offsetDifference: '-06:00',
      offsetDifferenceMinutes: -360,
      resolution: null,
    },
  },
  {
    title: 'A time skipped by the spring-forward change (gap)',
    input: { datetime: '2026-03-29T02:30', from: 'Europe/Madrid', to: 'Asia/Kolkata' },
    output: {
      utc: '2026-03-29T01:30:00Z',
      from: {
        zone: 'Europe/Madrid',
        datetime: '2026-03-29T03:30:00',
        offset: '+02:00',
        offsetMinutes: 120,
        abbreviation: 'CEST',
        daylightSaving: true,
        standardOffset: '+01:00',
      },
      to: {
        zone: 'Asia/Kolkata',
        datetime: '2026-03-29T07:00:00',
        offset: '+05:30',
        offsetMinutes: 330,
        abbreviation: 'IST',
        daylightSaving: false,
        standardOffset: '+05:30',
      },
      offsetDifference: '+03:30',
      offsetDifferenceMinutes: 210,
      resolution: {
        kind: 'gap',
        chosen: 'later',
        transition: { utc: '2026-03-29T01:00:00Z', offsetBefore: '+01:00', offsetAfter: '+02:00' },
        note:
          '2026-03-29T02:30 does not exist in Europe/Madrid: the clocks jumped forward from 02:00 to 03:00 (+01:00 → +02:00). ' +
          "It was moved forward by the length of the gap (1 hour) to 2026-03-29T03:30:00 (+02:00), as Temporal's 'compatible' " +
          'disambiguation does; alternative moves it back by the gap instead, to 2026-03-29T01:30:00 (+01:00).',
        alternative: {
          utc: '2026-03-29T00:30:00Z',
          from: {
            zone: 'Europe/Madrid',
            datetime: '2026-03-29T01:30:00',
            offset: '+01:00',
            offsetMinutes: 60,
            abbreviation: 'CET',
            daylightSaving: false,
            standardOffset: '+01:00',
          },
          to: {
            zone: 'Asia/Kolkata',
            datetime: '2026-03-29T06:00:00',
            offset: '+05:30',
            offsetMinutes: 330,
            abbreviation: 'IST',
            daylightSaving: false,
            standardOffset: '+05:30',
          },
          offsetDifference: '+04:30',
          offsetDifferenceMinutes: 270,
        },
      },
    },
  },
  {
    title: 'A time that happens twice at the fall-back change (overlap)',
    input: { datetime: '2026-11-01T01:30', from: 'America/New_York', to: 'Europe/London' },
    output: {
      utc: '2026-11-01T05:30:00Z',
      from: {
        zone: 'America/New_York',
        datetime: '2026-11-01T01:30:00',
        offset: '-04:00',
        offsetMinutes: -240,
        abbreviation: 'EDT',
        daylightSaving: true,
        standardOffset: '-05:00',
      },
      to: {
        zone: 'Europe/London',
        datetime: '2026-11-01T05:30:00',
        offset: '+00:00',
        offsetMinutes: 0,
        abbreviation: 'GMT',
        daylightSaving: false,
        standardOffset: '+00:00',
      },
      offsetDifference: '+04:00',
      offsetDifferenceMinutes: 240,
      resolution: {
        kind: 'overlap',
        chosen: 'earlier',
        transition: { utc: '2026-11-01T06:00:00Z', offsetBefore: '-04:00', offsetAfter: '-05:00' },
        note:
          '2026-11-01T01:30 occurs twice in America/New_York: the clocks went back from 02:00 to 01:00 (-04:00 → -05:00). ' +
          "The first occurrence (-04:00) was used, as Temporal's 'compatible' disambiguation does; alternative is the second one " +
          '(-05:00), 1 hour later.',
        alternative: {
          utc: '2026-11-01T06:30:00Z',
          from: {
            zone: 'America/New_York',
            datetime: '2026-11-01T01:30:00',
            offset: '-05:00',
            offsetMinutes: -300,
            abbreviation: 'EST',
            daylightSaving: false,
            standardOffset: '-05:00',
          },
          to: {
            zone: 'Europe/London',
            datetime: '2026-11-01T06:30:00',
            offset: '+00:00',
            offsetMinutes: 0,
            abbreviation: 'GMT',
            daylightSaving: false,
            standardOffset: '+00:00',
          },
          offsetDifference: '+05:00',
          offsetDifferenceMinutes: 300,
        },
      },
    },
  },
];

// Calendar dates as pages show them (generator/model/dates.ts): a content date (YYYY-MM-DD) is the same
// day whatever the build machine's time zone, in each locale's own words. Every expected value is written
// out; the time zone is the process's own (Node applies a new process.env.TZ at once), put back after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '../../generator/model/dates.ts';

const ZONES = [
  'UTC',
  'America/New_York', // UTC-5 in November: midnight UTC is the day before
  'America/Los_Angeles',
  'Pacific/Pago_Pago', // UTC-11
  'Pacific/Kiritimati', // UTC+14: midnight UTC is already the afternoon
  'Asia/Kolkata', // UTC+5:30
];

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.TZ;
});
afterAll(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

describe('longDate', () => {
  it.each(ZONES)('gives the day written in content under TZ=%s', (zone) => {
    process.env.TZ = zone;
    // The zone took effect: these offsets differ by zone, so a date read in local time would move.
    const offsets: Record<string, number> = {
      UTC: 0,
      'America/New_York': 300,
      'America/Los_Angeles': 480,
      'Pacific/Pago_Pago': 660,
      'Pacific/Kiritimati': -840,
      'Asia/Kolkata': -330,
    };
    expect(new Date('2026-11-24T00:00:00Z').getTimezoneOffset()).toBe(offsets[zone]);
    expect(longDate('2026-11-24', 'en-US')).toBe('November 24, 2026');
    expect(longDate('2026-01-01', 'en-US')).toBe('January 1, 2026');
    expect(longDate('2025-12-31', 'en-US')).toBe('December 31, 2025');
    expect(longDate('2024-02-29', 'en-US')).toBe('February 29, 2024');
    expect(longDate('2026-03-08', 'en-US')).toBe('March 8, 2026'); // the US clocks change that night
  });

  it.each([
    ['en-US', 'November 24, 2026'],
    ['en-GB', '24 November 2026'],
    ['es-US', '24 de noviembre de 2026'],
    ['fr-CA', '24 novembre 2026'],
    ['de-DE', '24. November 2026'],
    ['ja-JP', '2026年11月24日'],
  ])('writes the date in the words of %s', (locale, expected) => {
    process.env.TZ = 'America/New_York';
    expect(longDate('2026-11-24', locale)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isValidTimeZone,
  localDate,
  startOfLocalDay,
  weekEndOf,
  weekStartOf,
} from './time-zone';

describe('time zones', () => {
  it('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Europe/London; drop table users')).toBe(false);
  });

  it('puts an instant on the calendar day of the zone, on both sides of midnight', () => {
    const lateEvening = new Date('2025-01-01T14:50:00Z'); // 23:50 in Tokyo
    const justAfterMidnight = new Date('2025-01-01T15:10:00Z'); // 00:10 on 2 January in Tokyo
    expect(localDate(lateEvening, 'Asia/Tokyo')).toBe('2025-01-01');
    expect(localDate(justAfterMidnight, 'Asia/Tokyo')).toBe('2025-01-02');
    expect(localDate(justAfterMidnight, 'UTC')).toBe('2025-01-01');
    expect(localDate(new Date('2025-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2024-12-31');
  });

  it('follows daylight saving: the offset changes mid-day, the day does not', () => {
    // New York springs forward at 02:00 on 9 March 2025: 00:30 on the 10th is 04:30Z, not 05:30Z.
    expect(localDate(new Date('2025-03-10T04:30:00Z'), 'America/New_York')).toBe('2025-03-10');
    expect(localDate(new Date('2025-03-10T03:59:00Z'), 'America/New_York')).toBe('2025-03-09');
    // ...and falls back on 2 November: 23:30 on the 2nd is 04:30Z on the 3rd.
    expect(localDate(new Date('2025-11-03T04:30:00Z'), 'America/New_York')).toBe('2025-11-02');
  });

  it('finds the first instant of a local day, including 23- and 25-hour days', () => {
    expect(startOfLocalDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfLocalDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(startOfLocalDay('2025-11-02', 'America/New_York').toISOString()).toBe('2025-11-02T04:00:00.000Z');
    expect(startOfLocalDay('2025-11-03', 'America/New_York').toISOString()).toBe('2025-11-03T05:00:00.000Z');
    expect(startOfLocalDay('2025-06-15', 'Asia/Kolkata').toISOString()).toBe('2025-06-14T18:30:00.000Z');
    expect(startOfLocalDay('2025-06-15', 'UTC').toISOString()).toBe('2025-06-15T00:00:00.000Z');
  });

  it('starts a day at 01:00 where daylight saving skips midnight (Santiago, 8 September 2024)', () => {
    const start = startOfLocalDay('2024-09-08', 'America/Santiago');
    expect(start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(localDate(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2024-09-07');
  });

  it('steps calendar days without regard to clock changes', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
  });

  it('runs weeks from Monday to Sunday', () => {
    expect(weekStartOf('2025-03-09')).toBe('2025-03-03'); // a Sunday
    expect(weekStartOf('2025-03-10')).toBe('2025-03-10'); // a Monday
    expect(weekStartOf('2025-01-01')).toBe('2024-12-30'); // across a year
    expect(weekEndOf('2025-03-05')).toBe('2025-03-09');
  });
});

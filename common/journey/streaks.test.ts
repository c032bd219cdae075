import { describe, expect, it } from 'vitest';
import { computeStreaks } from './streaks';
import { localDate } from './time-zone';

describe('computeStreaks', () => {
  it('has no streak without reading', () => {
    expect(computeStreaks([], '2025-05-10')).toEqual({ current: 0, longest: 0 });
  });

  it('counts consecutive days ending today or yesterday as the current streak', () => {
    const days = ['2025-05-06', '2025-05-07', '2025-05-08', '2025-05-09'];
    expect(computeStreaks(days, '2025-05-09')).toEqual({ current: 4, longest: 4 });
    expect(computeStreaks(days, '2025-05-10')).toEqual({ current: 4, longest: 4 });
    expect(computeStreaks(days, '2025-05-11')).toEqual({ current: 0, longest: 4 });
  });

  it('keeps the longest run after a gap and ignores duplicates and order', () => {
    const days = ['2025-05-09', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-03', '2025-05-10'];
    expect(computeStreaks(days, '2025-05-10')).toEqual({ current: 2, longest: 3 });
  });

  it('spans month and year ends', () => {
    expect(computeStreaks(['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-01')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('counts a read at 23:50 and one at 00:10 as two days in the reader’s zone, one day in UTC', () => {
    const reads = [new Date('2025-01-01T14:50:00Z'), new Date('2025-01-01T15:10:00Z')];
    const tokyo = reads.map((instant) => localDate(instant, 'Asia/Tokyo'));
    const utc = reads.map((instant) => localDate(instant, 'UTC'));
    expect(computeStreaks(tokyo, '2025-01-02')).toEqual({ current: 2, longest: 2 });
    expect(computeStreaks(utc, '2025-01-01')).toEqual({ current: 1, longest: 1 });
  });

  it('uses the offset in force on each day across the spring DST change', () => {
    // 12:00 on 8 March (EST) and 00:30 on 10 March (EDT, 04:30Z). A fixed -05:00 offset would put the
    // second read on 9 March and invent a two-day streak.
    const reads = [new Date('2025-03-08T17:00:00Z'), new Date('2025-03-10T04:30:00Z')];
    const days = reads.map((instant) => localDate(instant, 'America/New_York'));
    expect(days).toEqual(['2025-03-08', '2025-03-10']);
    expect(computeStreaks(days, '2025-03-10')).toEqual({ current: 1, longest: 1 });
  });

  it('ignores days after today (a read from a zone ahead of the one now in use)', () => {
    expect(computeStreaks(['2025-05-09', '2025-05-10', '2025-05-11'], '2025-05-10')).toEqual({
      current: 2,
      longest: 2,
    });
  });
});

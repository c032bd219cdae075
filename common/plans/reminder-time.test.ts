import { describe, expect, it } from 'vitest';
import { dueReminderDays, reminderDueAt } from './reminder-time';

const iso = (date: Date) => date.toISOString();
const HOUR = 60 * 60 * 1000;

describe('reminderDueAt', () => {
  it('keeps the local hour in Los Angeles on both sides of the March change', () => {
    // 2027-03-14 is the day the clocks go forward (PST -8 to PDT -7).
    expect(iso(reminderDueAt('2027-03-13', 8, 'America/Los_Angeles'))).toBe('2027-03-13T16:00:00.000Z');
    expect(iso(reminderDueAt('2027-03-14', 8, 'America/Los_Angeles'))).toBe('2027-03-14T15:00:00.000Z');
    expect(iso(reminderDueAt('2027-03-15', 8, 'America/Los_Angeles'))).toBe('2027-03-15T15:00:00.000Z');
  });

  it('keeps the local hour in Los Angeles on both sides of the November change', () => {
    // 2027-11-07 is the day the clocks go back (PDT -7 to PST -8).
    expect(iso(reminderDueAt('2027-11-06', 8, 'America/Los_Angeles'))).toBe('2027-11-06T15:00:00.000Z');
    expect(iso(reminderDueAt('2027-11-07', 8, 'America/Los_Angeles'))).toBe('2027-11-07T16:00:00.000Z');
    expect(iso(reminderDueAt('2027-11-08', 21, 'America/Los_Angeles'))).toBe('2027-11-09T05:00:00.000Z');
  });

  it('sends an hour the clocks skip when they have jumped past it', () => {
    // 02:00 does not exist in Los Angeles on 2027-03-14: 01:59 PST is followed by 03:00 PDT (10:00 UTC).
    expect(iso(reminderDueAt('2027-03-14', 2, 'America/Los_Angeles'))).toBe('2027-03-14T10:00:00.000Z');
    expect(iso(reminderDueAt('2027-03-14', 3, 'America/Los_Angeles'))).toBe('2027-03-14T10:00:00.000Z');
  });

  it('sends an hour that occurs twice at its first occurrence', () => {
    // 01:00 happens at 08:00 UTC (PDT) and again at 09:00 UTC (PST) on 2027-11-07.
    expect(iso(reminderDueAt('2027-11-07', 1, 'America/Los_Angeles'))).toBe('2027-11-07T08:00:00.000Z');
    expect(iso(reminderDueAt('2027-11-07', 2, 'America/Los_Angeles'))).toBe('2027-11-07T10:00:00.000Z');
  });

  it('uses the half-hour offset of Asia/Kolkata, which has no daylight saving', () => {
    expect(iso(reminderDueAt('2027-03-14', 8, 'Asia/Kolkata'))).toBe('2027-03-14T02:30:00.000Z');
    expect(iso(reminderDueAt('2027-11-07', 8, 'Asia/Kolkata'))).toBe('2027-11-07T02:30:00.000Z');
    expect(iso(reminderDueAt('2027-01-01', 0, 'Asia/Kolkata'))).toBe('2026-12-31T18:30:00.000Z');
  });

  it('handles midnight and the last hour in UTC', () => {
    expect(iso(reminderDueAt('2027-06-01', 0, 'UTC'))).toBe('2027-06-01T00:00:00.000Z');
    expect(iso(reminderDueAt('2027-06-01', 23, 'UTC'))).toBe('2027-06-01T23:00:00.000Z');
  });
});

describe('dueReminderDays', () => {
  const since = new Date('2027-01-01T00:00:00Z');

  it('is nothing before the hour and today once it has come', () => {
    const before = new Date('2027-03-14T14:59:00Z');
    expect(dueReminderDays(before, 8, 'America/Los_Angeles', since, 6 * HOUR)).toEqual([]);
    const at = new Date('2027-03-14T15:00:00Z');
    expect(dueReminderDays(at, 8, 'America/Los_Angeles', since, 6 * HOUR)).toEqual([
      { day: '2027-03-14', dueAt: at },
    ]);
  });

  it('still gives yesterday shortly after midnight, but not once it is too late', () => {
    const now = new Date('2027-03-15T07:30:00Z'); // 00:30 in Los Angeles
    expect(dueReminderDays(now, 23, 'America/Los_Angeles', since, 6 * HOUR)).toEqual([
      { day: '2027-03-14', dueAt: new Date('2027-03-15T06:00:00Z') },
    ]);
    expect(dueReminderDays(now, 23, 'America/Los_Angeles', since, HOUR / 4)).toEqual([]);
  });

  it('skips an hour that had passed when the reminder was switched on', () => {
    const now = new Date('2027-03-14T16:00:00Z');
    const switchedOn = new Date('2027-03-14T15:30:00Z');
    expect(dueReminderDays(now, 8, 'America/Los_Angeles', switchedOn, 6 * HOUR)).toEqual([]);
  });
});

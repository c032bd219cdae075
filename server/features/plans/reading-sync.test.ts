import { describe, expect, it } from 'vitest';
import { findPlan } from '../../../common/plans/library';
import { planPosition } from './plan-view';
import { daysReadInLog } from './reading-sync';
import type { EnrolmentRow, ReadingRow } from './store';

const enrolledAt = new Date('2027-02-08T06:00:00Z');
const enrolment = (planId: string, startedOn = '2027-02-08'): EnrolmentRow => ({
  id: 1,
  userId: 'reader',
  planId,
  startedOn,
  timeZone: 'UTC',
  calendar: null,
  shiftDays: 0,
  pausedOn: null,
  finishedAt: null,
  createdAt: enrolledAt,
  updatedAt: enrolledAt,
});
const quran = (chapter: number, at: string): ReadingRow => ({
  religion: 'islam',
  book: "Qur'an",
  chapter,
  timestamp: new Date(at),
});

describe('days done by reading', () => {
  const plan = findPlan('quran-by-juz-30')!;

  it('marks a day when every chapter of it was read after the plan began', () => {
    const row = enrolment(plan.id);
    const position = planPosition(plan, row, [], new Date('2027-02-08T20:00:00Z'));
    const readings = [quran(1, '2027-02-08T07:00:00Z'), quran(2, '2027-02-08T08:00:00Z')];
    expect(daysReadInLog(plan, position, [], readings, enrolledAt, 'UTC')).toEqual([
      { day: 1, at: new Date('2027-02-08T08:00:00Z') },
    ]);
  });

  it('does not count readings from before the plan began', () => {
    const row = enrolment(plan.id);
    const position = planPosition(plan, row, [], new Date('2027-02-08T20:00:00Z'));
    const readings = [quran(1, '2027-02-07T07:00:00Z'), quran(2, '2027-02-08T08:00:00Z')];
    expect(daysReadInLog(plan, position, [], readings, enrolledAt, 'UTC')).toEqual([]);
  });

  it('needs a surah shared by two juz’ read again for the second day', () => {
    const row = enrolment(plan.id);
    const at = new Date('2027-02-10T20:00:00Z');
    const position = planPosition(plan, row, [], at);
    expect(position.todayDays).toEqual([3]);
    const once = [quran(1, '2027-02-08T07:00:00Z'), quran(2, '2027-02-08T08:00:00Z')];
    expect(daysReadInLog(plan, position, [], once, enrolledAt, 'UTC').map((found) => found.day)).toEqual([1]);
    const twice = [...once, quran(2, '2027-02-09T08:00:00Z')];
    expect(daysReadInLog(plan, position, [], twice, enrolledAt, 'UTC').map((found) => found.day)).toEqual([
      1, 2,
    ]);
  });

  it('counts a calendar plan’s reading only on its own day', () => {
    const ramadan = findPlan('ramadan-juz-30')!;
    const row = enrolment(ramadan.id);
    const position = planPosition(ramadan, row, [], new Date('2027-02-09T20:00:00Z'));
    expect(position.todayDays).toEqual([2]);
    const yesterday = [quran(2, '2027-02-08T09:00:00Z')];
    expect(daysReadInLog(ramadan, position, [], yesterday, enrolledAt, 'UTC')).toEqual([]);
    const today = [quran(2, '2027-02-09T09:00:00Z')];
    expect(daysReadInLog(ramadan, position, [], today, enrolledAt, 'UTC')).toEqual([
      { day: 2, at: new Date('2027-02-09T09:00:00Z') },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarStrip,
  dateOfDay,
  daysBehind,
  firstUnreadDay,
  percentDone,
  scheduledDay,
  shiftAfterResume,
  shiftToFirstUnread,
  type Enrolment,
} from './schedule';

const started: Enrolment = {
  startedOn: '2026-03-01',
  shiftDays: 0,
  pausedOn: null,
  completedDays: [],
  totalDays: 21,
};

describe('a plan’s schedule', () => {
  it('is on day 1 the day it starts and one day further each calendar day, up to the last day', () => {
    expect(scheduledDay(started, '2026-03-01')).toBe(1);
    expect(scheduledDay(started, '2026-03-05')).toBe(5);
    expect(scheduledDay(started, '2026-06-01')).toBe(21);
  });

  it('counts the days before today not read as behind', () => {
    const enrolment = { ...started, completedDays: [1, 3] };
    expect(daysBehind(enrolment, '2026-03-05')).toBe(2); // days 2 and 4
    expect(firstUnreadDay(enrolment)).toBe(2);
  });

  it('catches up by moving the schedule back to the first unread day', () => {
    const enrolment = { ...started, completedDays: [1, 2] };
    const shiftDays = shiftToFirstUnread(enrolment, '2026-03-06');
    expect(shiftDays).toBe(3);
    const caughtUp = { ...enrolment, shiftDays };
    expect(scheduledDay(caughtUp, '2026-03-06')).toBe(3);
    expect(daysBehind(caughtUp, '2026-03-06')).toBe(0);
    expect(scheduledDay(caughtUp, '2026-03-07')).toBe(4);
  });

  it('catches up by reading two days in one: marking tomorrow’s day done as well', () => {
    const enrolment = { ...started, completedDays: [1, 2, 3] };
    expect(daysBehind(enrolment, '2026-03-03')).toBe(0);
    expect(firstUnreadDay(enrolment)).toBe(4);
  });

  it('stands still while paused and goes on where it stopped after resuming', () => {
    const paused = { ...started, completedDays: [1, 2], pausedOn: '2026-03-03' };
    expect(scheduledDay(paused, '2026-03-10')).toBe(3);
    const shiftDays = shiftAfterResume(paused, '2026-03-10');
    expect(shiftDays).toBe(7);
    const resumed = { ...paused, pausedOn: null, shiftDays };
    expect(scheduledDay(resumed, '2026-03-10')).toBe(3);
    expect(dateOfDay(resumed, 4, '2026-03-10')).toBe('2026-03-11');
  });

  it('gives whole percentages and a week-long strip around today, clipped to the plan', () => {
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(21, 21)).toBe(100);
    const strip = calendarStrip(21, [2], [1, 2], (day) => dateOfDay(started, day, '2026-03-02'));
    expect(strip.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(strip[1]).toEqual({ day: 2, date: '2026-03-02', done: true, today: true });
    expect(calendarStrip(21, [21], [], null).map((day) => day.day)).toEqual([15, 16, 17, 18, 19, 20, 21]);
  });
});

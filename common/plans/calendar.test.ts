import { describe, expect, it } from 'vitest';
import { calendarToday } from './calendar-plans';
import {
  hijriDate,
  nextRamadanStart,
  orthodoxEaster,
  ramadanDay,
  torahPortionOfWeek,
  westernEaster,
} from './calendar';
import { findPlan } from './library';

const plan = (id: string) => findPlan(id)!;

describe('Easter', () => {
  it('computes Western Easter on known dates', () => {
    expect(westernEaster(2024)).toBe('2024-03-31');
    expect(westernEaster(2025)).toBe('2025-04-20');
    expect(westernEaster(2026)).toBe('2026-04-05');
    expect(westernEaster(2027)).toBe('2027-03-28');
    expect(westernEaster(2038)).toBe('2038-04-25');
  });
  it('computes Orthodox Easter on known dates, shared with the West in some years', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });
});

describe('the Umm al-Qura calendar', () => {
  it('dates Ramadan 1448 from 2027-02-08', () => {
    expect(hijriDate('2027-02-08')).toEqual({ year: 1448, month: 9, day: 1 });
    expect(nextRamadanStart('2026-11-27')).toBe('2027-02-08');
    expect(ramadanDay('2027-02-07')).toBeNull();
    expect(ramadanDay('2027-02-17')).toBe(10);
  });
  it('finds the Ramadan already begun when asked on its first day', () => {
    expect(nextRamadanStart('2027-02-08')).toBe('2027-02-08');
  });
});

describe('the weekly Torah portion', () => {
  it('names the portion of the coming Shabbat', () => {
    expect(torahPortionOfWeek('2026-10-13', false)).toEqual({ shabbat: '2026-10-17', portions: ['Noach'] });
    expect(torahPortionOfWeek('2026-10-17', false)?.portions).toEqual(['Noach']);
  });
  it('has no portion on a festival Shabbat and may differ between Israel and the Diaspora', () => {
    // 2027-06-12 is the second day of Shavuot outside Israel (7 Sivan): the Diaspora reads for the festival,
    // Israel reads Nasso, and stays a portion ahead for the following weeks.
    expect(torahPortionOfWeek('2027-06-12', false)).toBeNull();
    expect(torahPortionOfWeek('2027-06-12', true)?.portions).toEqual(['Nasso']);
    expect(torahPortionOfWeek('2027-06-19', false)?.portions).toEqual(['Nasso']);
    expect(torahPortionOfWeek('2027-06-19', true)?.portions).toEqual(["Beha'alotcha"]);
  });
});

describe('calendar plans on a given day', () => {
  it('gives the Torah portion plan this week’s portion as a day of the plan', () => {
    const torah = plan('torah-portion-weekly');
    const today = calendarToday(torah, '2026-10-13', 'diaspora')!;
    expect(today.days).toEqual([2]);
    expect(torah.days[1]!.title).toBe('Parashat Noach');
    expect(torah.days[1]!.passages[0]).toEqual({
      religion: 'judaism',
      book: 'Genesis',
      chapter: 6,
      verse: 9,
      verseEnd: 22,
    });
  });
  it('gives a juz’ on each day of Ramadan and the next start outside it', () => {
    const ramadan = plan('ramadan-juz-30');
    expect(calendarToday(ramadan, '2027-02-08')).toEqual({ days: [1], nextStart: null });
    // Ramadan 1448 has 29 days in the Umm al-Qura calendar.
    expect(calendarToday(ramadan, '2027-03-08')!.days).toEqual([29]);
    expect(calendarToday(ramadan, '2027-03-09')).toEqual({ days: [], nextStart: '2028-01-28' });
    expect(calendarToday(ramadan, '2026-11-27')).toEqual({ days: [], nextStart: '2027-02-08' });
  });
  it('starts Lent on Ash Wednesday in the West and on Clean Monday in the Orthodox church', () => {
    const lent = plan('lent-to-easter');
    expect(calendarToday(lent, '2027-02-10', 'western')!.days).toEqual([3]);
    expect(calendarToday(lent, '2027-02-09', 'western')).toEqual({ days: [], nextStart: '2027-02-10' });
    expect(calendarToday(lent, '2027-03-28', 'western')!.days).toEqual([49]);
    expect(lent.days[48]!.title).toBe('Easter Sunday: the empty tomb');
    expect(calendarToday(lent, '2027-03-15', 'orthodox')).toEqual({ days: [1], nextStart: null });
    expect(calendarToday(lent, '2027-05-02', 'orthodox')!.days).toEqual([49]);
    expect(calendarToday(lent, '2027-05-03', 'orthodox')).toEqual({ days: [], nextStart: '2028-02-28' });
  });
});

import { HDate, Sedra } from '@hebcal/core';
import { addDays, type LocalDay } from '../journey/time-zone';

/*
 * The calendars the calendar plans follow, as pure functions of a local day ('YYYY-MM-DD'): the caller passes
 * today in the reader's time zone, so tests inject any date.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const toDay = (year: number, month: number, day: number): LocalDay => `${year}-${pad(month)}-${pad(day)}`;
const parts = (day: LocalDay) => day.split('-').map(Number) as [number, number, number];

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function westernEaster(year: number): LocalDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toDay(year, month, day);
}

/**
 * Orthodox Easter Sunday as a Gregorian date: Meeus's Julian computus, then the Julian calendar's lag behind the
 * Gregorian (13 days from 1900 to 2099).
 */
export function orthodoxEaster(year: number): LocalDay {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const lag = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays(toDay(year, month, day), lag);
}

const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura Hijri date of a civil day. */
export function hijriDate(day: LocalDay): { year: number; month: number; day: number } {
  const [year, month, date] = parts(day);
  const found: Record<string, number> = {};
  for (const part of hijriFormat.formatToParts(new Date(Date.UTC(year, month - 1, date, 12)))) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      found[part.type] = Number.parseInt(part.value, 10);
    }
  }
  return { year: found.year!, month: found.month!, day: found.day! };
}

/** The first civil day of the next Ramadan on or after `from` (1 Ramadan in the Umm al-Qura calendar). */
export function nextRamadanStart(from: LocalDay): LocalDay {
  let day = from;
  for (let step = 0; step < 400; step += 1) {
    const hijri = hijriDate(day);
    if (hijri.month === 9 && hijri.day === 1) return day;
    // Outside Ramadan's month, jump close to its start instead of walking every day.
    day = addDays(day, hijri.month === 8 || hijri.month === 9 ? 1 : 20);
  }
  throw new Error(`No Ramadan found after ${from}`);
}

/** The day of Ramadan (1-30) a civil day falls on, or null outside Ramadan. */
export function ramadanDay(day: LocalDay): number | null {
  const hijri = hijriDate(day);
  return hijri.month === 9 ? hijri.day : null;
}

/** The Shabbat on or after a civil day. */
export function nextShabbat(day: LocalDay): LocalDay {
  const [year, month, date] = parts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, (6 - weekday + 7) % 7);
}

/**
 * The Torah portion read on the Shabbat on or after a civil day, as hebcal names it ('Noach',
 * 'Vayakhel-Pekudei'), or null when a festival's reading replaces it that week.
 */
export function torahPortionOfWeek(
  day: LocalDay,
  israel: boolean,
): { shabbat: LocalDay; portions: string[] } | null {
  const shabbat = nextShabbat(day);
  const [year, month, date] = parts(shabbat);
  const hdate = new HDate(new Date(year, month - 1, date));
  const result = new Sedra(hdate.getFullYear(), israel).lookup(hdate);
  return result.chag ? null : { shabbat, portions: result.parsha };
}

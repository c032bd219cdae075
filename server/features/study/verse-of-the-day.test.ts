import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../common/journey/time-zone';
import { notableVerses } from '../../../common/scripture/notable-verses';
import { deepLinkOf, notableVerseOf } from './verse-of-the-day';

describe('the verse of the day', () => {
  it('is one fixed notable verse per calendar day', () => {
    expect(notableVerseOf('2026-11-22')).toEqual(notableVerseOf('2026-11-22'));
    expect(notableVerses).toContainEqual(notableVerseOf('2026-11-22'));
  });

  it('follows the reader’s own date: Tokyo is already on the next day’s verse late on a UTC evening', () => {
    const lateEvening = new Date('2026-11-22T20:00:00Z');
    expect(localDate(lateEvening, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDate(lateEvening, 'America/New_York')).toBe('2026-11-22');
    expect(notableVerseOf(localDate(lateEvening, 'America/New_York'))).toEqual(notableVerseOf('2026-11-22'));
  });

  it('visits every tradition and many verses over two months', () => {
    const days = Array.from({ length: 60 }, (_, index) => addDays('2026-11-01', index));
    const picks = days.map(notableVerseOf);
    expect(new Set(picks.map((verse) => verse.religion)).size).toBe(5);
    expect(new Set(picks).size).toBeGreaterThan(25);
  });

  it('links to the dashboard deep link that opens the verse', () => {
    expect(deepLinkOf({ religion: 'islam', book: "Qur'an", chapter: 94, verse: 6 })).toBe(
      '/dashboard?religion=islam&book=Qur%27an&chapter=94&verse=6',
    );
  });
});

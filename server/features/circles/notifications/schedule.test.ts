import { describe, expect, it } from 'vitest';
import { digestWindowStart, dueDigestDays } from './schedule';

const joinedAt = new Date('2027-01-01T00:00:00Z');

describe('when a circle digest is due', () => {
  it('is due at 07:00 local time, across a daylight-saving change', () => {
    const member = { digest: 'daily' as const, timeZone: 'America/Los_Angeles', joinedAt };
    // 14 March 2027: clocks go forward in Los Angeles; 07:00 PDT is 14:00 UTC.
    // A minute before, nothing: yesterday's is long past the six hours a late digest may still go out.
    expect(dueDigestDays(new Date('2027-03-14T13:59:00Z'), member)).toEqual([]);
    expect(dueDigestDays(new Date('2027-03-14T14:00:00Z'), member)).toContainEqual({
      day: '2027-03-14',
      dueAt: new Date('2027-03-14T14:00:00Z'),
    });
  });

  it('is weekly on Mondays only, and never before the member joined', () => {
    const weekly = { digest: 'weekly' as const, timeZone: 'Asia/Tokyo', joinedAt };
    expect(dueDigestDays(new Date('2027-03-13T22:00:00Z'), weekly)).toEqual([]); // Sunday morning
    expect(dueDigestDays(new Date('2027-03-14T22:00:00Z'), weekly).map(({ day }) => day)).toEqual([
      '2027-03-15',
    ]);
    const late = { ...weekly, joinedAt: new Date('2027-03-14T23:00:00Z') };
    expect(dueDigestDays(new Date('2027-03-14T23:30:00Z'), late)).toEqual([]);
  });
});

describe('what a digest holds', () => {
  const dueAt = new Date('2027-03-10T06:00:00Z');
  it('starts at the last digest', () => {
    const last = new Date('2027-03-09T06:00:00Z');
    expect(digestWindowStart(dueAt, 'daily', last, joinedAt)).toEqual(last);
  });
  it('holds no backlog older than a period and a day, nor anything from before joining', () => {
    expect(digestWindowStart(dueAt, 'daily', null, joinedAt)).toEqual(new Date('2027-03-08T06:00:00Z'));
    expect(digestWindowStart(dueAt, 'weekly', new Date('2026-12-01'), joinedAt)).toEqual(
      new Date('2027-03-02T06:00:00Z'),
    );
    const joined = new Date('2027-03-09T20:00:00Z');
    expect(digestWindowStart(dueAt, 'weekly', null, joined)).toEqual(joined);
  });
});

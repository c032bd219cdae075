import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemindersResponse } from '../../../../common/api/reminders';
import { BrowserSession } from '../../../test/browser-session';
import { createTestApp } from '../../../test/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const reminders = async (browser: BrowserSession) =>
  (await browser.get('/api/reminders')).json<RemindersResponse>().reminders;
const followed = async (browser: BrowserSession) =>
  (await browser.get('/api/plans/mine')).json<{ id: string }[]>().map((plan) => plan.id);

describe('starting a plan with its daily reminder in the same step', () => {
  it('saves the reminder at the chosen hour in the start’s time zone', async () => {
    const browser = new BrowserSession(app);
    const signup = await browser.post('/api/auth/signup', {
      firstName: 'Hannah',
      lastName: 'Shiloh',
      username: 'starting_reader',
      email: 'starting.reader@example.org',
      password: 'a-prayer-in-the-temple-2027',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const started = await browser.post('/api/plans/psalms-30/start', {
      timeZone: 'America/Los_Angeles',
      reminder: { hour: 7, channels: ['email'] },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(await reminders(browser)).toEqual([
      {
        id: expect.any(Number),
        planId: 'psalms-30',
        planTitle: expect.stringContaining('Psalms'),
        hour: 7,
        timeZone: 'America/Los_Angeles',
        channels: ['email'],
        enabled: true,
      },
    ]);
    // Without one, starting stays as it was: no reminder.
    expect((await browser.post('/api/plans/proverbs-31/start', { timeZone: 'UTC' })).statusCode).toBe(201);
    expect((await reminders(browser)).map((reminder) => reminder.planId)).toEqual(['psalms-30']);
  });

  it('lets a guest start with a push reminder, and refuses an e-mail one without starting the plan', async () => {
    const guest = new BrowserSession(app);
    const refused = await guest.post('/api/plans/juz-amma-30/start', {
      timeZone: 'Asia/Kolkata',
      reminder: { hour: 6, channels: ['email', 'push'] },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      error: expect.any(String),
      message: 'Add an e-mail address to your account to get reminders by e-mail.',
    });
    expect(await followed(guest)).toEqual([]);

    const started = await guest.post('/api/plans/juz-amma-30/start', {
      timeZone: 'Asia/Kolkata',
      reminder: { hour: 6, channels: ['push'] },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(
      (await reminders(guest)).map(({ hour, timeZone, channels }) => ({ hour, timeZone, channels })),
    ).toEqual([{ hour: 6, timeZone: 'Asia/Kolkata', channels: ['push'] }]);
  });

  it('refuses a malformed reminder with a clear 400', async () => {
    const guest = new BrowserSession(app);
    const cases: [unknown, string][] = [
      [{ hour: 24, channels: ['push'] }, 'hour must be between 0 and 23'],
      [{ hour: 8, channels: [] }, 'choose at least one channel: email or push'],
      [{ hour: 8, channels: ['sms'] }, 'each channel must be one of email, push'],
      [{ hour: 8, channels: ['push'], timeZone: 'UTC' }, 'timeZone'],
      ['at eight', 'reminder must hold hour and channels'],
    ];
    for (const [reminder, message] of cases) {
      const response = await guest.post('/api/plans/psalms-30/start', { timeZone: 'UTC', reminder });
      expect(response.statusCode, JSON.stringify(reminder)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await followed(guest)).toEqual([]);
  });
});

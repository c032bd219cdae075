import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPlan, PlanDetail, PlanSummary } from '../../../common/api/plans';
import { planEnrolments } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
});

const account = (username: string) => ({
  firstName: 'Ruth',
  lastName: 'Moab',
  username,
  email: `${username.replace(/_/g, '.')}@example.org`,
  password: 'gleaning-in-the-field-2026',
});

async function start(browser: BrowserSession, id: string, body: object = { timeZone: 'Asia/Kolkata' }) {
  const response = await browser.post(`/api/plans/${id}/start`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MyPlan>();
}
async function mine(browser: BrowserSession) {
  const response = await browser.get('/api/plans/mine');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyPlan[]>();
}
async function complete(browser: BrowserSession, id: string, day: number) {
  const response = await browser.post(`/api/plans/${id}/days/${day}/complete`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyPlan>();
}

/** Opens a chapter in the reader and reads one verse of it: what the reading log records. */
async function readChapter(browser: BrowserSession, religion: string, book: string, chapter: number) {
  const started = await browser.post('/api/progress/session/start', { religion, book, chapter });
  expect(started.statusCode, started.body).toBe(201);
  const counted = await browser.patch(`/api/progress/session/${started.json().id}`, { versesRead: 1 });
  expect(counted.statusCode, counted.body).toBe(200);
}

describe('the plan library', () => {
  it('lists at least 16 plans of the three kinds, five of them across every tradition', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json<PlanSummary[]>();
    expect(plans.length).toBeGreaterThanOrEqual(16);
    expect(new Set(plans.map((plan) => plan.kind))).toEqual(
      new Set(['tradition', 'cross-tradition', 'calendar']),
    );
    expect(
      plans.filter((plan) => plan.kind === 'cross-tradition' && plan.traditions.length === 5).length,
    ).toBeGreaterThanOrEqual(5);
    expect(plans.find((plan) => plan.id === 'gospel-of-john-21')).toMatchObject({
      title: 'The Gospel of John in 21 days',
      traditions: ['christianity'],
      days: 21,
    });
    expect(plans.find((plan) => plan.id === 'torah-portion-weekly')?.calendars).toEqual([
      'diaspora',
      'israel',
    ]);
  });

  it('gives a plan’s days with their references and no progress to someone who does not follow it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans/golden-rule-6' });
    expect(response.statusCode).toBe(200);
    const plan = response.json<PlanDetail>();
    expect(plan.mine).toBeNull();
    expect(plan.dayList[0]).toMatchObject({
      day: 1,
      title: 'One maker, one family',
      theme: 'human dignity',
    });
    expect(plan.dayList[0]!.passages.map((passage) => passage.reference)).toEqual([
      'Acts 17:24-28',
      "Qur'an 4:1",
      'Genesis 1:26-31',
      'Bhagavad Gita 6:29-32',
      'Dhammapada 10:129-130',
    ]);
  });

  it('answers a clear 4xx to an unknown plan, a malformed id or day, and a bad start', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/plans/no-such-plan' })).statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: '/api/plans/Not_A_Plan!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.stringContaining('id') });
    const guest = new BrowserSession(app);
    expect((await guest.post('/api/plans/psalms-30/start', { timeZone: 'Mars/Olympus' })).statusCode).toBe(
      400,
    );
    expect((await guest.post('/api/plans/psalms-30/start', {})).statusCode).toBe(400);
    const calendar = await guest.post('/api/plans/psalms-30/start', { timeZone: 'UTC', calendar: 'israel' });
    expect(calendar.statusCode).toBe(400);
    expect((await guest.post('/api/plans/no-such-plan/start', { timeZone: 'UTC' })).statusCode).toBe(404);
    expect((await guest.post('/api/plans/psalms-30/days/1/complete', {})).statusCode).toBe(404);
    await start(guest, 'psalms-30');
    expect((await guest.post('/api/plans/psalms-30/start', { timeZone: 'UTC' })).statusCode).toBe(409);
    expect((await guest.post('/api/plans/psalms-30/days/31/complete', {})).statusCode).toBe(400);
    expect((await guest.post('/api/plans/psalms-30/days/0/complete', {})).statusCode).toBe(400);
    expect((await guest.post('/api/plans/psalms-30/days/two/complete', {})).statusCode).toBe(400);
    expect((await guest.patch('/api/plans/psalms-30/mine', { action: 'jump' })).statusCode).toBe(400);
  });

  it('documents every plan route in the OpenAPI description', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/plans',
        '/api/plans/mine',
        '/api/plans/{id}',
        '/api/plans/{id}/start',
        '/api/plans/{id}/days/{day}/complete',
        '/api/plans/{id}/mine',
      ]),
    );
  });

  it('gives nobody’s plans to a caller without an identity, and creates no guest for it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans/mine' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('following a plan', () => {
  it('marks day 1 done when a guest reads every chapter of it in the reader', async () => {
    const guest = new BrowserSession(app);
    const started = await start(guest, 'golden-rule-6', { timeZone: 'America/Los_Angeles' });
    expect(started).toMatchObject({ status: 'active', percent: 0, completedDays: [], behind: 0 });
    expect(started.today.map((day) => day.day)).toEqual([1]);

    await readChapter(guest, 'christianity', 'Acts', 17);
    await readChapter(guest, 'islam', "Qur'an", 4);
    await readChapter(guest, 'judaism', 'Genesis', 1);
    await readChapter(guest, 'hinduism', 'Bhagavad Gita', 6);
    expect((await mine(guest))[0]!.completedDays).toEqual([]);
    await readChapter(guest, 'buddhism', 'Dhammapada', 10);

    const [plan] = await mine(guest);
    expect(plan).toMatchObject({ planId: 'golden-rule-6', completedDays: [1], percent: 16 });
    expect(plan!.strip[0]).toMatchObject({ day: 1, done: true, today: true });
  });

  it('marks days by hand, reads two in one, finishes with a milestone, and counts the day for the streak', async () => {
    const guest = new BrowserSession(app);
    await start(guest, 'forgiveness-5');
    await complete(guest, 'forgiveness-5', 1);
    const twoInOne = await complete(guest, 'forgiveness-5', 2);
    expect(twoInOne).toMatchObject({ completedDays: [1, 2], percent: 40, status: 'active' });

    const summary = await guest.get('/api/progress/summary');
    expect(summary.json()).toMatchObject({ currentStreak: 1 });

    for (const day of [3, 4]) await complete(guest, 'forgiveness-5', day);
    const finished = await complete(guest, 'forgiveness-5', 5);
    expect(finished).toMatchObject({ status: 'finished', percent: 100 });
    const milestones = (await guest.get('/api/progress/milestones')).json<
      { title: string; description: string }[]
    >();
    expect(milestones).toContainEqual(
      expect.objectContaining({
        title: 'Plan Complete',
        description: 'Finished the reading plan “Forgiveness”.',
      }),
    );
    expect((await guest.patch('/api/plans/forgiveness-5/mine', { action: 'pause' })).statusCode).toBe(409);

    const restarted = await guest.patch('/api/plans/forgiveness-5/mine', { action: 'restart' });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json()).toMatchObject({ status: 'active', completedDays: [], percent: 0 });
  });

  it('pauses, resumes and catches up; follows several plans at once; leaves one', async () => {
    const guest = new BrowserSession(app);
    await start(guest, 'dhammapada-26');
    await start(guest, 'bhagavad-gita-18');
    const paused = await guest.patch('/api/plans/dhammapada-26/mine', { action: 'pause' });
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect((await guest.patch('/api/plans/dhammapada-26/mine', { action: 'catch-up' })).statusCode).toBe(409);
    const resumed = await guest.patch('/api/plans/dhammapada-26/mine', { action: 'resume' });
    expect(resumed.json()).toMatchObject({ status: 'active', behind: 0 });
    expect((await guest.patch('/api/plans/dhammapada-26/mine', { action: 'catch-up' })).json()).toMatchObject(
      {
        behind: 0,
      },
    );
    expect((await mine(guest)).map((plan) => plan.planId)).toEqual(['dhammapada-26', 'bhagavad-gita-18']);

    const left = await guest.delete('/api/plans/dhammapada-26/mine');
    expect(left.statusCode).toBe(204);
    expect((await mine(guest)).map((plan) => plan.planId)).toEqual(['bhagavad-gita-18']);
    expect((await guest.delete('/api/plans/dhammapada-26/mine')).statusCode).toBe(404);
  });

  it('follows a calendar plan by the date, with the chosen calendar; it cannot be paused', async () => {
    const guest = new BrowserSession(app);
    const torah = await start(guest, 'torah-portion-weekly', {
      timeZone: 'Asia/Jerusalem',
      calendar: 'israel',
    });
    expect(torah.calendar).toBe('israel');
    expect(torah.today.length > 0 || torah.nextStart !== null).toBe(true);
    const lent = await start(guest, 'lent-to-easter', { timeZone: 'Europe/Athens', calendar: 'orthodox' });
    expect(lent.today.length > 0 || lent.nextStart !== null).toBe(true);
    expect((await guest.patch('/api/plans/lent-to-easter/mine', { action: 'pause' })).statusCode).toBe(400);
  });
});

describe('a guest’s plans move to the account', () => {
  it('keeps the guest’s plan and read day when the guest signs up', async () => {
    const browser = new BrowserSession(app);
    await start(browser, 'prayer-5');
    await complete(browser, 'prayer-5', 1);
    const signup = await browser.post('/api/auth/signup', account('plans_signup'));
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await mine(browser)).map((plan) => [plan.planId, plan.completedDays])).toEqual([
      ['prayer-5', [1]],
    ]);
  });

  it('merges the days of a plan both followed on sign-in, and moves the guest’s other plans', async () => {
    const details = account('plans_login');
    const owner = new BrowserSession(app);
    const accountId = (await owner.post('/api/auth/signup', details)).json().user.id as string;
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.id, accountId));
    await start(owner, 'the-stranger-5');
    await complete(owner, 'the-stranger-5', 2);

    const guest = new BrowserSession(app);
    await start(guest, 'the-stranger-5');
    await complete(guest, 'the-stranger-5', 1);
    await start(guest, 'death-and-after-5');
    const guestId = (await guest.get('/api/auth/user')).json().id as string;

    const login = await guest.post('/api/auth/login', { email: details.email, password: details.password });
    expect(login.statusCode, login.body).toBe(200);
    const plans = await mine(guest);
    expect(plans.map((plan) => [plan.planId, plan.completedDays])).toEqual([
      ['the-stranger-5', [1, 2]],
      ['death-and-after-5', []],
    ]);
    expect(
      await app.database.db.select().from(planEnrolments).where(eq(planEnrolments.userId, guestId)),
    ).toEqual([]);
  });
});

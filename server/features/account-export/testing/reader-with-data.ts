import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { circleNotificationJobs } from '../../../db/schema/circle-notifications';
import { circlePostReports } from '../../../db/schema/circles';
import { planEnrolments } from '../../../db/schema/plans';
import { planReminders, reminderJobs } from '../../../db/schema/reminders';
import { recordBlockedMessage } from '../../../lib/moderation/offences';
import { BrowserSession } from '../../../test/browser-session';
import { browserPushKeys } from '../../../test/push-endpoint';

/**
 * A reader (account, or guest when no username is given) with rows in every table that can hold a person's data,
 * written through the API wherever a route writes them; the few rows no route writes at once (a reminder's send, due
 * later; a blocked message's flag and warning) are written as the server writes
 * them. `words` goes into their chat question, study note and reading notes, so a test can find it in an archive.
 */
export async function readerWithData(
  app: FastifyInstance,
  options: { username?: string; words: string },
): Promise<{ browser: BrowserSession; userId: string; email: string | null }> {
  const browser = new BrowserSession(app);
  let userId: string;
  let email: string | null = null;
  const ok = (response: { statusCode: number; body: string }, status = [200, 201, 204]) =>
    expect(status, response.body).toContain(response.statusCode);

  if (options.username) {
    email = `${options.username.replace(/_/g, '.')}@example.org`;
    const signup = await browser.post('/api/auth/signup', {
      firstName: 'Ruth',
      lastName: 'Moab',
      username: options.username,
      email,
      password: 'whither-thou-goest-2027',
    });
    ok(signup, [201]);
    userId = signup.json().user.id as string;
  } else {
    // A visitor's first write makes them a guest.
    const place = await browser.request({
      method: 'PUT',
      url: '/api/reading-places',
      payload: { religion: 'christianity', book: 'Ruth', chapter: 1 },
    });
    ok(place);
    const me = await browser.get('/api/auth/user');
    ok(me);
    userId = me.json().id as string;
  }

  const session = await browser.post('/api/progress/session/start', {
    religion: 'christianity',
    book: 'Ruth',
    chapter: 1,
    timeZone: 'Europe/London',
  });
  ok(session);
  const ended = await browser.patch(`/api/progress/session/${session.json().id}/end`, {
    durationMinutes: 12,
    versesRead: 22,
    completedChapter: true,
    notes: `Read slowly. ${options.words}`,
  });
  ok(ended);
  ok(
    await browser.request({
      method: 'PUT',
      url: '/api/reading-places',
      payload: { religion: 'christianity', book: 'Ruth', chapter: 2 },
    }),
  );
  const chatSession = `export-${userId}`;
  ok(
    await browser.post('/api/chat', {
      sessionId: chatSession,
      message: `What does Ruth teach about loyalty? ${options.words}`,
    }),
  );
  ok(
    await browser.post('/api/study/items', {
      kind: 'note',
      religion: 'christianity',
      book: 'John',
      chapter: 3,
      verse: 16,
      translation: 'web',
      note: `For God so loved. ${options.words}`,
    }),
  );
  ok(
    await browser.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: { endpoint: `http://127.0.0.1:9/push/${userId}`, keys: browserPushKeys().keys },
    }),
  );
  ok(
    await browser.post('/api/plans/psalms-30/start', {
      timeZone: 'Europe/London',
      // A guest has no address to mail: their reminder comes by push.
      reminder: { hour: 7, channels: email ? ['email', 'push'] : ['push'] },
    }),
  );
  ok(await browser.post('/api/plans/psalms-30/days/1/complete'));

  const { db } = app.database;
  const [reminder] = await db
    .select({ id: planReminders.id })
    .from(planReminders)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
    .where(eq(planEnrolments.userId, userId));
  if (!reminder) throw new Error('the plan was started without its reminder');
  const due = new Date('2026-11-27T07:00:00Z');
  await db
    .insert(reminderJobs)
    .values({ reminderId: reminder.id, localDay: '2026-11-27', channel: 'email', dueAt: due, runAfter: due });
  await recordBlockedMessage(db, {
    userId,
    sessionId: chatSession,
    content: 'a message the guard blocked',
    verdict: {
      allowed: false,
      reason: 'violence',
      rule: 'threat.place',
      matched: 'burn',
      confidence: 90,
      suggestion: 'Try asking about it another way.',
    },
  });
  if (email) {
    // A circle (accounts only): its membership, an invite link, a read mark, a reflection with a reaction and a
    // report; the report and a digest send, which no route writes at once, as the server writes them.
    const created = await browser.post('/api/circles', {
      name: 'Ruth readers',
      planId: 'psalms-30',
      timeZone: 'Europe/London',
    });
    ok(created, [201]);
    const circleId = created.json().id as string;
    ok(await browser.post(`/api/circles/${circleId}/invites`, {}), [201]);
    ok(await browser.post(`/api/circles/${circleId}/days/1/read?timeZone=Europe/London`));
    const post = await browser.post(`/api/circles/${circleId}/posts`, {
      body: `Where you go. ${options.words}`,
    });
    ok(post, [201]);
    const postId = post.json().id as string;
    ok(await browser.post(`/api/circles/${circleId}/posts/${postId}/reactions`, { emoji: '🙏' }));
    await db.insert(circlePostReports).values({ postId, reporterId: userId, reason: 'A test report' });
    await db
      .insert(circleNotificationJobs)
      .values({ kind: 'digest', circleId, userId, localDay: '2026-11-27', dueAt: due, runAfter: due });
  }
  return { browser, userId, email };
}

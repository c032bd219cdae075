import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { planEnrolments } from '../../../db/schema/plans';
import { BrowserSession } from '../../../test/browser-session';

/* Readers for the reminder tests: an account (with an e-mail address) following a plan from a given day. */

export async function readerFollowing(
  app: FastifyInstance,
  options: { username: string; planId: string; timeZone: string; startedOn: string },
): Promise<{ browser: BrowserSession; email: string; userId: string }> {
  const browser = new BrowserSession(app);
  const email = `${options.username.replace(/_/g, '.')}@example.org`;
  const signup = await browser.post('/api/auth/signup', {
    firstName: 'Naomi',
    lastName: 'Bethlehem',
    username: options.username,
    email,
    password: 'whither-thou-goest-2027',
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const userId = signup.json().user.id as string;
  const started = await browser.post(`/api/plans/${options.planId}/start`, { timeZone: options.timeZone });
  expect(started.statusCode, started.body).toBe(201);
  // The test's clock is months ahead of the real one: day 1 is moved to the test's dates.
  await app.database.db
    .update(planEnrolments)
    .set({ startedOn: options.startedOn })
    .where(eq(planEnrolments.userId, userId));
  return { browser, email, userId };
}

export async function putReminder(browser: BrowserSession, body: object) {
  return browser.request({ method: 'PUT', url: '/api/reminders', payload: body });
}

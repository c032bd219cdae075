import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '../../../common/api/account-deletion';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import {
  countUserRows,
  describeReference,
  findUserReferences,
  type UserReference,
} from '../../lib/personal-data/user-tables';
import { BrowserSession } from '../../test/browser-session';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';
import { giveDataEverywhere } from './testing/account-with-data';
import { ayesha, nextMailTo } from './testing/account-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;

const layla = {
  firstName: 'Layla',
  lastName: 'Haddad',
  username: 'layla.h',
  email: 'layla.haddad@example.org',
  phone: '+15550104477',
  password: 'morning-star-1979',
};

describe('deleting an account', () => {
  let app: App;
  let sink: SmtpSink;
  let references: UserReference[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' });
    references = await findUserReferences(app.database.db);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const query = async <T = Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    ((await app.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  /** Every table of the live schema whose row, as text, holds `needle` anywhere (a column, a JSON field). */
  async function tablesHolding(needle: string): Promise<Record<string, number>> {
    const tables = await query<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(name)} as t where t::text like ${`%${needle}%`}`,
      );
      if (row && row.n > 0) found[name] = row.n;
    }
    return found;
  }

  const userCounts = async (userId: string) =>
    Object.fromEntries(await countUserRows(app.database.db, userId, references));

  async function signedUpReader(profile: typeof layla) {
    const browser = new BrowserSession(app);
    const signUp = await browser.post('/api/auth/signup', profile);
    expect(signUp.statusCode).toBe(201);
    const userId = (await browser.get('/api/auth/user')).json().id as string;
    const other = new BrowserSession(app);
    await other.post('/api/auth/signup', {
      ...ayesha,
      username: `other${userId.slice(0, 6)}`,
      email: `other.${userId.slice(0, 8)}@example.org`,
    });
    const otherId = (await other.get('/api/auth/user')).json().id as string;
    await giveDataEverywhere(app.database.db, userId, otherId, profile.email);
    return { browser, userId, otherId };
  }

  const remove = (browser: BrowserSession, payload: unknown) =>
    browser.request({ method: 'DELETE', url: '/api/account', payload: payload as object });

  it('erases every row of the reader, keeps the moderation rows under a pseudonym, and frees the identifiers', async () => {
    const { browser, userId, otherId } = await signedUpReader(layla);
    const before = await userCounts(userId);
    // The seed reaches every way the catalogue shows a table holding a user: a table added later without
    // data here fails this line, so its deletion cannot go untested.
    for (const reference of references) {
      expect(before[describeReference(reference)], describeReference(reference)).toBeGreaterThan(0);
    }
    const flaggedBefore = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userId, userId));
    const logsBefore = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, userId));
    expect(flaggedBefore.length).toBe(1);
    expect(logsBefore.length).toBe(1);
    const oldAccess = browser.accessToken!;
    const oldRefresh = browser.refreshToken!;
    const oldCookies = new Map(browser.cookies);

    const wrong = await remove(browser, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'Forbidden',
      message: 'That password is not correct. Nothing was deleted.',
    });
    expect(await userCounts(userId)).toEqual(before);

    const mail = nextMailTo(sink, layla.email, async () => {
      const done = await remove(browser, { password: layla.password });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });
      expect(browser.cookies.has('sc_session')).toBe(false);
    });
    const confirmation = await mail;
    expect(confirmation.parsed.subject).toBe('Your Sacred Circle account has been deleted');
    expect(confirmation.parsed.text).toContain('Dear Layla,');

    const after = await userCounts(userId);
    for (const reference of references)
      expect(after[describeReference(reference)], describeReference(reference)).toBe(0);
    // Beyond the references the catalogue knows: no row of any table holds the id, the address or the phone.
    expect(await tablesHolding(userId)).toEqual({});
    expect(await tablesHolding(layla.email)).toEqual({});
    expect(await tablesHolding(layla.phone)).toEqual({});

    const [flagged] = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.id, flaggedBefore[0]!.id));
    const [log] = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.id, logsBefore[0]!.id));
    expect(flagged).toMatchObject({ userId: null, content: 'a message the guard blocked', messageId: null });
    expect(flagged?.userPseudonym).toMatch(/^[0-9a-f-]{36}$/);
    expect(flagged?.userPseudonym).not.toBe(userId);
    expect(flagged?.pseudonymisedAt).toBeInstanceOf(Date);
    expect(log).toMatchObject({ userId: null, userPseudonym: flagged?.userPseudonym, action: 'auto_block' });
    // The other reader's log, where the deleted one was the moderator, stays without the name.
    const [moderated] = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, otherId));
    expect(moderated).toMatchObject({ moderatorId: null, action: 'warned' });
    const [reviewed] = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userId, otherId));
    expect(reviewed).toMatchObject({ moderatorId: null, moderationAction: 'warned', userPseudonym: null });

    const withOldAccess = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${oldAccess}` },
    });
    expect(withOldAccess.statusCode).toBe(401);
    expect(withOldAccess.json().message).toBe('Your sign-in is not valid. Please sign in again.');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: oldRefresh },
    });
    expect(refresh.statusCode).toBe(401);
    const withOldCookie = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: Object.fromEntries(oldCookies),
    });
    expect(withOldCookie.json()).toMatchObject({ guest: true });
    expect(withOldCookie.json().id).not.toBe(userId);

    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: layla.email,
      password: layla.password,
    });
    expect(login.statusCode).toBe(401);

    const again = new BrowserSession(app);
    expect((await again.post('/api/auth/signup', layla)).statusCode).toBe(201);
    const [fresh] = await app.database.db.select().from(users).where(eq(users.username, layla.username));
    expect(fresh).toMatchObject({
      email: layla.email,
      phone: layla.phone,
      pendingEmail: null,
      pendingPhone: null,
    });
    expect(fresh?.id).not.toBe(userId);
  });

  it('is atomic: a statement failing halfway leaves everything as it was', async () => {
    const reader = { ...layla, username: 'amira.k', email: 'amira.k@example.org', phone: '+15550109911' };
    const { browser, userId } = await signedUpReader(reader);
    const before = await userCounts(userId);
    const flaggedBefore = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userId, userId));
    // A real failure inside the transaction, after the moderation rows were pseudonymised and while the
    // cascade from the users row is removing the plan rows.
    await app.database.db.execute(sql`
      create function fail_plan_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected fault while deleting plan days'; end $$`);
    await app.database.db.execute(sql`
      create trigger fail_plan_delete before delete on plan_day_completions
      for each row execute function fail_plan_delete()`);
    try {
      const failed = await remove(browser, { password: reader.password });
      expect(failed.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql`drop trigger fail_plan_delete on plan_day_completions`);
      await app.database.db.execute(sql`drop function fail_plan_delete()`);
    }
    expect(await userCounts(userId)).toEqual(before);
    expect(
      await app.database.db.select().from(flaggedMessages).where(eq(flaggedMessages.userId, userId)),
    ).toEqual(flaggedBefore);
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ id: userId, guest: false });

    expect((await remove(browser, { password: reader.password })).statusCode).toBe(200);
    expect(await tablesHolding(userId)).toEqual({});
  });

  it('refuses guests, visitors and the wrong kind of proof', async () => {
    const guest = new BrowserSession(app);
    await guest.get('/api/auth/user');
    const asGuest = await remove(guest, { password: 'whatever-it-is' });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().message).toBe('Please sign in to continue.');

    const reader = { ...layla, username: 'omar.s', email: 'omar.s@example.org', phone: '+15550107733' };
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', reader);
    const code = await browser.post('/api/account/deletion-code');
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe(
      'This account has a password: enter it to delete the account. No code is needed.',
    );
    const byCode = await remove(browser, { code: '123456' });
    expect(byCode.statusCode).toBe(400);
    const empty = await remove(browser, {});
    expect(empty.statusCode).toBe(400);
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ guest: false, email: reader.email });
  });
});

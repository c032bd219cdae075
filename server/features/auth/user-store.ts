import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Finds a signed-up account (never a guest) by one identifier. */
export async function findAccount(
  db: Database,
  by: { email?: string | undefined; phone?: string | undefined; username?: string | undefined },
): Promise<UserRow | undefined> {
  const condition = by.email
    ? eq(users.email, by.email)
    : by.phone
      ? eq(users.phone, by.phone)
      : by.username
        ? sql`lower(${users.username}) = lower(${by.username})`
        : undefined;
  if (!condition) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(condition, eq(users.isGuest, false)));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('inserting a user returned no row');
  return row;
}

/** Turns a guest row into an account in place: their journey and chat stay exactly where they are. */
export async function convertGuest(
  db: Database,
  guestId: string,
  values: NewUser,
): Promise<UserRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ ...values, isGuest: false, createdAt: now, updatedAt: now })
    .where(and(eq(users.id, guestId), eq(users.isGuest, true)))
    .returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Which of these identifiers another account already uses. */
export async function takenIdentifiers(
  db: Database,
  wanted: { email?: string | null; phone?: string | null; username?: string | null },
  exceptUserId?: string,
): Promise<{ email: boolean; phone: boolean; username: boolean }> {
  const check = async (condition: SQL) => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(condition, sql`${users.id} <> ${exceptUserId}`) : condition)
      .limit(1);
    return rows.length > 0;
  };
  return {
    email: wanted.email ? await check(eq(users.email, wanted.email)) : false,
    phone: wanted.phone ? await check(eq(users.phone, wanted.phone)) : false,
    username: wanted.username
      ? await check(sql`lower(${users.username}) = lower(${wanted.username})`)
      : false,
  };
}

/** The account whose pending claim on this address is the given one, if it still claims it. */
export async function findClaimant(
  db: Database,
  userId: string,
  target: { email: string } | { phone: string },
): Promise<UserRow | undefined> {
  const claim =
    'email' in target ? eq(users.pendingEmail, target.email) : eq(users.pendingPhone, target.phone);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), claim, eq(users.isGuest, false)));
  return row;
}

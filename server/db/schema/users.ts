import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export type NotificationPreferences = { email: boolean; sms: boolean; push: boolean };

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().unique(),
    phone: text().unique(),
    // An address given at sign-up or in the profile that another account already holds: a claim, shown
    // to this account as its unverified address, that becomes its address only through a code sent to
    // it once no verified account holds it. Not unique: anyone may claim, only the owner can prove.
    pendingEmail: text(),
    pendingPhone: text(),
    username: text().unique(),
    password: text(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    verified: integer().notNull().default(0),
    socialProvider: text(),
    // Google's stable account id, so a later email change does not orphan the link.
    googleSubject: text().unique(),
    notificationPreferences: jsonb()
      .$type<NotificationPreferences>()
      .notNull()
      .default({ email: true, sms: false, push: true }),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpiresAt: timestamp({ withTimezone: true }),
    moderationWarnings: integer().notNull().default(0),
    // Moderators review the flagged-message queue; admins can also change roles.
    role: text().$type<'user' | 'moderator' | 'admin'>().notNull().default('user'),
    // The free tier has a daily AI quota; premium is unlimited.
    plan: text().$type<'free' | 'premium'>().notNull().default('free'),
    // A guest is a real row behind a cookie so their journey survives until they sign up.
    isGuest: boolean().notNull().default(false),
    // A guest's last request, kept to the day (written at most once a day): a guest is deleted with all its data
    // after GUEST_RETENTION_DAYS without one.
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_guest_created_idx')
      .on(table.createdAt)
      .where(sql`${table.isGuest}`),
    index('users_guest_active_idx')
      .on(table.lastActiveAt)
      .where(sql`${table.isGuest}`),
    // Usernames keep the case their owner typed but are unique (and looked up) case-insensitively.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_pending_email_idx')
      .on(table.pendingEmail)
      .where(sql`${table.pendingEmail} is not null`),
    index('users_pending_phone_idx')
      .on(table.pendingPhone)
      .where(sql`${table.pendingPhone} is not null`),
  ],
);

/** Cookie sessions, in the connect-pg-simple layout (sid, sess, expire). */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar().primaryKey(),
    sess: json().$type<Record<string, unknown>>().notNull(),
    expire: timestamp({ precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    email: text(),
    phone: text(),
    // Holds a hash of the 6-digit code, never the code itself.
    code: text().notNull(),
    purpose: text().$type<'signup' | 'login' | 'reset' | 'delete-account'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verified: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    // The account whose own request sent the code (sign-up, login, a changed address); null for an
    // anonymous request. Codes sent per account per hour are counted from it.
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // Set when the request that sent the code had just presented the account's password (a login of an
    // account whose address is not verified yet): such a code may verify the address and keep the password.
    passwordProven: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt),
    index('otp_codes_phone_purpose_idx').on(table.phone, table.purpose, table.createdAt),
    index('otp_codes_user_idx').on(table.userId, table.createdAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A SHA-256 of the opaque token; the token itself is only ever in the client's hands.
    token: text().notNull().unique(),
    familyId: uuid().notNull(),
    // 'Remember me': a persistent family lives 30 days, another one day (both renewed at each rotation).
    persistent: boolean().notNull().default(true),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text().$type<'rotated' | 'logout' | 'reuse' | 'password' | 'logout-all'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

import type { InjectOptions } from 'fastify';
import type { Account, Role } from './actors';

/** A status, any 2xx ('ok'), or the ban refusal (403 with the suspension message). */
export type Outcome = number | 'ok' | 'ban';
export type Expectation = Record<Role, Outcome>;

/** Real rows the matrix calls point at: user A's own, and the moderation targets. */
export type MatrixFixture = {
  userA: Account;
  /** A's note, changed (to the same text) by A and refused to everyone else. */
  noteId: number;
  /** A's bookmark, deleted by A last, after everyone else was refused. */
  disposableItemId: number;
  /** A's reading session (ended when A started another); others try it by id. */
  sessionId: number;
  /** Starts a new active session of A's, for A's own update and end calls (one session is active at a time). */
  startSessionOfA: () => Promise<number>;
  chatSessionId: string;
  disposableChatSessionId: string;
  /** A flagged message and its author, for the moderation actions. */
  flaggedId: number;
  offender: Account;
  /** When the banned user's suspension ends (the refusal names it). */
  bannedUntil: Date;
  /** A's circles (A alone in each): one to read and change, one A closes, one A leaves. */
  circles: { main: string; closable: string; leavable: string };
  /** A live invite link of A's main circle (its id, for A to revoke), and the token of another circle's link. */
  inviteId: string;
  inviteToken: string;
  joinToken: string;
};

export type MatrixEntry = {
  expect: Expectation;
  request: (fixture: MatrixFixture, role: Role) => InjectOptions | Promise<InjectOptions>;
  /** The call ends the sign-in it comes from (or replaces it): it runs on a separate sign-in of the same person. */
  fresh?: boolean;
};

/** Needs no one: scripture, search, public pages, voices. A ban does not shut the library. */
export const everyone = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: outcome,
  guest: outcome,
  userA: outcome,
  userB: outcome,
  banned: outcome,
  moderator: outcome,
});
/** Acts as a person; a visitor becomes a guest (or sees nothing); a banned account is refused. */
export const person = (outcome: Outcome = 'ok'): Expectation => ({ ...everyone(outcome), banned: 'ban' });
/** Needs an account: a visitor or guest is asked to sign in. */
export const signedIn = (outcome: Outcome = 'ok'): Expectation => ({
  ...person(outcome),
  visitor: 401,
  guest: 401,
});
/** Moderators only: others signed in get a 403. */
export const moderatorOnly = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  banned: 'ban',
  moderator: outcome,
});
/** One of A's rows by id: nobody else can tell it exists (404, the same as a missing id). */
export const ownedByA = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: 404,
  guest: 404,
  userA: outcome,
  userB: 404,
  banned: 'ban',
  moderator: 404,
});

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, payload });
export const patch = (url: string, payload: object): InjectOptions => ({ method: 'PATCH', url, payload });

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
};

export type MatrixEntry = {
  expect: Expectation;
  request: (fixture: MatrixFixture, role: Role) => InjectOptions | Promise<InjectOptions>;
  /** The call ends the sign-in it comes from (or replaces it): it runs on a separate sign-in of the same person. */
  fresh?: boolean;
};

/** Needs no one: scripture, search, public pages, voices. A ban does not shut the library. */
const everyone = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: outcome,
  guest: outcome,
  userA: outcome,
  userB: outcome,
  banned: outcome,
  moderator: outcome,
});
/** Acts as a person; a visitor becomes a guest (or sees nothing); a banned account is refused. */
const person = (outcome: Outcome = 'ok'): Expectation => ({ ...everyone(outcome), banned: 'ban' });
/** Needs an account: a visitor or guest is asked to sign in. */
const signedIn = (outcome: Outcome = 'ok'): Expectation => ({
  ...person(outcome),
  visitor: 401,
  guest: 401,
});
/** Moderators only: others signed in get a 403. */
const moderatorOnly = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  banned: 'ban',
  moderator: outcome,
});
/** One of A's rows by id: nobody else can tell it exists (404, the same as a missing id). */
const ownedByA = (outcome: Outcome = 'ok'): Expectation => ({
  visitor: 404,
  guest: 404,
  userA: outcome,
  userB: 404,
  banned: 'ban',
  moderator: 404,
});

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, payload });
const patch = (url: string, payload: object): InjectOptions => ({ method: 'PATCH', url, payload });

let unique = 0;
const nextName = () => `matrix${(unique += 1)}${Date.now().toString(36).slice(-5)}`;

/** A tenth of a second of 16 kHz mono silence: a real WAV file. */
function silentWav(): Buffer {
  const samples = Buffer.alloc(3200);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const john316 = { religion: 'christianity', book: 'John', chapter: 3, verse: 16, translation: 'web' };

/** Every /api endpoint of the app, keyed `METHOD /path` as Fastify registers it. A new route must be added here. */
export const endpointMatrix: Record<string, MatrixEntry> = {
  // Sign-in flows answer everyone alike: they are how a person proves who they are.
  'POST /api/auth/signup': {
    expect: everyone(201),
    fresh: true,
    request: () => {
      const username = nextName();
      return post('/api/auth/signup', {
        username,
        password: 'Sacred-circle-1',
        email: `${username}@example.org`,
        firstName: 'Matrix',
        lastName: 'Tester',
      });
    },
  },
  'POST /api/auth/login': {
    expect: everyone(401),
    request: (f) => post('/api/auth/login', { email: f.userA.email, password: 'not-the-password-1' }),
  },
  'POST /api/auth/request-otp': {
    expect: everyone('ok'),
    // A new address each time: codes to one address are limited to one a minute.
    request: () => post('/api/auth/request-otp', { email: `${nextName()}@example.org`, purpose: 'reset' }),
  },
  // Sent with a banned account's token, the token is checked first: the suspension, not the code.
  'POST /api/auth/verify-otp': {
    expect: person(400),
    request: () =>
      post('/api/auth/verify-otp', { email: `${nextName()}@example.org`, code: '000000', purpose: 'login' }),
  },
  'POST /api/auth/reset-password': {
    expect: everyone(400),
    request: (f) =>
      post('/api/auth/reset-password', {
        email: f.userA.email,
        code: '000000',
        newPassword: 'Taken-over-1',
      }),
  },
  'POST /api/auth/refresh': {
    expect: everyone(401),
    request: () => post('/api/auth/refresh', { refreshToken: 'not-a-refresh-token' }),
  },
  'POST /api/auth/logout': {
    expect: everyone(200),
    fresh: true,
    request: () => post('/api/auth/logout', {}),
  },
  'GET /api/auth/google': { expect: everyone(302), request: () => get('/api/auth/google') },
  'GET /api/auth/google/callback': {
    expect: everyone(302),
    request: () => get('/api/auth/google/callback?error=access_denied'),
  },
  'GET /api/auth/user': { expect: person(200), request: () => get('/api/auth/user') },
  'PATCH /api/auth/profile': {
    expect: signedIn(200),
    request: (_f, role) => patch('/api/auth/profile', { lastName: `Tester` + role.slice(-1) }),
  },
  'PATCH /api/auth/notifications': {
    expect: signedIn(200),
    request: () => patch('/api/auth/notifications', { push: true }),
  },
  'POST /api/auth/change-password': {
    // The wrong current password: the account is reached (400), nothing changes.
    expect: signedIn(400),
    request: () =>
      post('/api/auth/change-password', { currentPassword: 'wrong-password-1', newPassword: 'Taken-over-1' }),
  },

  'GET /api/health': { expect: everyone(200), request: () => get('/api/health') },
  'GET /api/library/import': { expect: everyone(200), request: () => get('/api/library/import') },
  'GET /api/library/meaning': { expect: everyone(200), request: () => get('/api/library/meaning') },
  'GET /api/parallels': {
    expect: everyone(200),
    request: () => get('/api/parallels?religion=christianity&book=John&chapter=3&verse=16'),
  },
  'GET /api/religions': { expect: everyone(200), request: () => get('/api/religions') },
  'GET /api/religions/:religion/books': {
    expect: everyone(200),
    request: () => get('/api/religions/judaism/books'),
  },
  'GET /api/religions/:religion/books/:book': {
    expect: everyone(200),
    request: () => get('/api/religions/hinduism/books/Bhagavad%20Gita'),
  },
  'GET /api/scriptures': {
    expect: everyone(200),
    request: () => get('/api/scriptures?religion=christianity&book=John&chapter=3'),
  },
  'GET /api/verse/random': { expect: everyone(200), request: () => get('/api/verse/random') },
  'GET /api/search': { expect: everyone(200), request: () => get('/api/search?q=mercy') },
  'GET /api/contact': { expect: everyone(200), request: () => get('/api/contact') },
  'POST /api/contact': {
    expect: everyone(201),
    request: (_f, role) =>
      post('/api/contact', {
        name: role,
        email: 'reader@example.org',
        message: 'A question about the reader.',
      }),
  },
  'GET /api/tts/voices': { expect: everyone(200), request: () => get('/api/tts/voices') },
  'POST /api/tts/speak': {
    expect: everyone(200),
    request: () => post('/api/tts/speak', { text: 'Peace.', voiceId: 'flite-kal16' }),
  },
  'GET /api/share/verse.png': {
    expect: everyone(200),
    request: () => get('/api/share/verse.png?religion=christianity&book=John&chapter=3&verse=16'),
  },
  'GET /api/voice/transcriptions/capabilities': {
    expect: everyone(200),
    request: () => get('/api/voice/transcriptions/capabilities'),
  },
  'GET /api/study/verse-of-the-day': {
    expect: everyone(200),
    request: () => get('/api/study/verse-of-the-day?timeZone=UTC'),
  },

  'GET /api/progress/journey': { expect: person(200), request: () => get('/api/progress/journey') },
  'GET /api/progress/summary': { expect: person(200), request: () => get('/api/progress/summary') },
  'GET /api/progress/sessions': { expect: person(200), request: () => get('/api/progress/sessions') },
  'GET /api/progress/milestones': { expect: person(200), request: () => get('/api/progress/milestones') },
  'GET /api/progress/daily-minutes': {
    expect: person(200),
    request: () => get('/api/progress/daily-minutes'),
  },
  'PATCH /api/progress/journey/goal': {
    expect: person(200),
    request: () => patch('/api/progress/journey/goal', { readingGoal: 20 }),
  },
  'POST /api/progress/session/start': {
    expect: person(201),
    request: () => post('/api/progress/session/start', { religion: 'judaism', book: 'Genesis', chapter: 1 }),
  },
  'PATCH /api/progress/session/:sessionId': {
    expect: ownedByA(200),
    request: async (f, role) =>
      patch(`/api/progress/session/${role === 'userA' ? await f.startSessionOfA() : f.sessionId}`, {
        versesRead: 4,
      }),
  },
  'PATCH /api/progress/session/:sessionId/end': {
    expect: ownedByA(200),
    request: async (f, role) =>
      patch(`/api/progress/session/${role === 'userA' ? await f.startSessionOfA() : f.sessionId}/end`, {
        versesRead: 2,
      }),
  },
  'POST /api/progress/session/:sessionId/end': {
    expect: ownedByA(200),
    request: async (f, role) =>
      post(`/api/progress/session/${role === 'userA' ? await f.startSessionOfA() : f.sessionId}/end`, {
        versesRead: 3,
      }),
  },

  // Reading plans: the library is everyone's; following one acts as a person (a visitor becomes a guest to start).
  'GET /api/plans': { expect: everyone(200), request: () => get('/api/plans') },
  'GET /api/plans/mine': { expect: person(200), request: () => get('/api/plans/mine') },
  'GET /api/plans/:id': { expect: person(200), request: () => get('/api/plans/psalms-30') },
  'POST /api/plans/:id/start': {
    expect: person(201),
    request: () => post('/api/plans/gospel-of-john-21/start', { timeZone: 'Europe/London' }),
  },
  // Nobody follows the Dhammapada plan here: marking, changing or leaving it finds nothing of theirs.
  'POST /api/plans/:id/days/:day/complete': {
    expect: person(404),
    request: () => post('/api/plans/dhammapada-26/days/1/complete'),
  },
  'PATCH /api/plans/:id/mine': {
    expect: person(404),
    request: () => patch('/api/plans/dhammapada-26/mine', { action: 'pause' }),
  },
  'DELETE /api/plans/:id/mine': {
    expect: person(404),
    request: () => ({ method: 'DELETE', url: '/api/plans/dhammapada-26/mine' }),
  },
  // Reminders: a person's own; nobody follows the Dhammapada plan here, so its reminder finds nothing of theirs.
  'GET /api/reminders': { expect: person(200), request: () => get('/api/reminders') },
  'PUT /api/reminders': {
    expect: person(404),
    request: () => ({
      method: 'PUT',
      url: '/api/reminders',
      payload: { planId: 'dhammapada-26', hour: 7, timeZone: 'Europe/London', channels: ['push'] },
    }),
  },
  'DELETE /api/reminders/:planId': {
    expect: person(404),
    request: () => ({ method: 'DELETE', url: '/api/reminders/dhammapada-26' }),
  },
  'GET /api/reminders/push-key': { expect: everyone(200), request: () => get('/api/reminders/push-key') },
  'PUT /api/reminders/push-subscription': {
    expect: person(204),
    request: (_f, role) => ({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      // A loopback endpoint (allowed outside production): a public push host would need a DNS answer, which a
      // closed network does not give, and the matrix is about who may call, not about which hosts are accepted.
      payload: {
        endpoint: `http://127.0.0.1:9/matrix-${role}`,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    }),
  },
  'DELETE /api/reminders/push-subscription': {
    expect: person(204),
    request: (_f, role) => ({
      method: 'DELETE',
      url: '/api/reminders/push-subscription',
      payload: { endpoint: `http://127.0.0.1:9/matrix-${role}` },
    }),
  },
  // The unsubscribe link needs no sign-in: its signature is the authority, and a forged one is refused to all.
  'GET /api/reminders/unsubscribe': {
    expect: everyone(400),
    request: () => get('/api/reminders/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
  },
  'POST /api/reminders/unsubscribe': {
    expect: everyone(400),
    request: () => post('/api/reminders/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
  },
  'GET /api/reading-places': { expect: person(200), request: () => get('/api/reading-places') },
  'PUT /api/reading-places': {
    expect: person(200),
    request: () => ({
      method: 'PUT',
      url: '/api/reading-places',
      payload: { religion: 'christianity', book: 'John', chapter: 3 },
    }),
  },

  'POST /api/chat': {
    expect: person(200),
    request: (_f, role) => post('/api/chat', { sessionId: `matrix-${role}`, message: 'What is mercy?' }),
  },
  'POST /api/chat/stream': {
    expect: person(200),
    request: (_f, role) =>
      post('/api/chat/stream', { sessionId: `matrix-${role}`, message: 'What is peace?' }),
  },
  'POST /api/chat/compare': {
    expect: person(200),
    request: (_f, role) =>
      post('/api/chat/compare', {
        sessionId: `matrix-${role}`,
        theme: 'forgiveness',
        maxVersesPerReligion: 1,
      }),
  },
  // Conversation ids are the caller's own namespace: another's id shows the caller's (empty) conversation.
  'GET /api/chat/:sessionId': { expect: person(200), request: (f) => get(`/api/chat/${f.chatSessionId}`) },
  'DELETE /api/chat/:sessionId': {
    expect: person(200),
    request: (f) => ({ method: 'DELETE', url: `/api/chat/${f.disposableChatSessionId}` }),
  },

  // The transcriber points at a closed port: a person reaches it (503: the service is down), a ban is refused first.
  'POST /api/voice/transcriptions': {
    expect: person(503),
    request: () => ({
      method: 'POST',
      url: '/api/voice/transcriptions',
      headers: { 'content-type': 'audio/wav' },
      payload: silentWav(),
    }),
  },

  'GET /api/moderation/flagged': {
    expect: moderatorOnly(200),
    request: () => get('/api/moderation/flagged'),
  },
  'POST /api/moderation/flagged/:id': {
    expect: moderatorOnly(200),
    request: (f) => post(`/api/moderation/flagged/${f.flaggedId}`, { action: 'dismiss' }),
  },
  'POST /api/moderation/users/:userId': {
    expect: moderatorOnly(200),
    request: (f) =>
      post(`/api/moderation/users/${f.offender.id}`, { action: 'warn', reason: 'Matrix check' }),
  },
  'GET /api/moderation/logs': { expect: moderatorOnly(200), request: () => get('/api/moderation/logs') },

  'GET /api/study/items': { expect: person(200), request: () => get('/api/study/items') },
  'POST /api/study/items': {
    expect: person('ok'),
    request: () => post('/api/study/items', { ...john316, kind: 'bookmark' }),
  },
  'PATCH /api/study/items/:id': {
    expect: ownedByA(200),
    request: (f) => patch(`/api/study/items/${f.noteId}`, { note: 'Love first, says A.' }),
  },
  'DELETE /api/study/items/:id': {
    expect: ownedByA(204),
    request: (f) => ({ method: 'DELETE', url: `/api/study/items/${f.disposableItemId}` }),
  },
  'GET /api/study/export': { expect: person(200), request: () => get('/api/study/export?format=csv') },

  // Last: it ends every sign-in of the caller.
  'POST /api/auth/logout-all': {
    expect: signedIn(200),
    fresh: true,
    request: () => post('/api/auth/logout-all'),
  },
};

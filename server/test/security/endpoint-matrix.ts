import {
  everyone,
  get,
  moderatorOnly,
  ownedByA,
  patch,
  person,
  post,
  signedIn,
  type MatrixEntry,
} from './matrix-roles';
import { circleEndpointRows } from './circle-endpoint-rows';
import { circleNotificationEndpointRows } from './circle-notification-endpoint-rows';
import { circlePostEndpointRows } from './circle-post-endpoint-rows';
import { planEndpointRows } from './plan-endpoint-rows';

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
  'GET /api/legal/retention': { expect: everyone(200), request: () => get('/api/legal/retention') },
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

  ...planEndpointRows,
  ...circleNotificationEndpointRows,
  ...circlePostEndpointRows,
  ...circleEndpointRows,
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
  // Everything about the caller, guest or account; a visitor has nothing to download. A ban does not end a
  // person's right to what is kept about them.
  'GET /api/account/export': {
    expect: { ...person(200), visitor: 401, banned: 200 },
    request: () => get('/api/account/export'),
  },
  // Deleting asks for a fresh proof: a wrong password reaches the account (403) and deletes nothing; these
  // accounts have a password, so asking for a code instead is a 400.
  'POST /api/account/deletion-code': {
    expect: signedIn(400),
    request: () => post('/api/account/deletion-code'),
  },
  'DELETE /api/account': {
    expect: signedIn(403),
    request: () => ({ method: 'DELETE', url: '/api/account', payload: { password: 'not-the-password-1' } }),
  },

  // Last: it ends every sign-in of the caller.
  'POST /api/auth/logout-all': {
    expect: signedIn(200),
    fresh: true,
    request: () => post('/api/auth/logout-all'),
  },
};

import {
  get,
  ownedByA,
  patch,
  person,
  post,
  signedIn,
  type MatrixEntry,
  type MatrixFixture,
} from './matrix-roles';

/**
 * The circle rows of the endpoint matrix: A's circles (A is their only member) answer 404 to everyone else, the
 * same answer as for a circle that does not exist; a banned account is refused first. An invitation link is shown to
 * whoever holds it, and joining with one needs an account.
 */
const circle = (f: MatrixFixture) => `/api/circles/${f.circles.main}`;

export const circleEndpointRows: Record<string, MatrixEntry> = {
  'POST /api/circles': {
    expect: signedIn(201),
    request: (_f, role) => post('/api/circles', { name: `Circle of ${role}` }),
  },
  'GET /api/circles': { expect: person(200), request: () => get('/api/circles') },
  'GET /api/circles/invitations/:token': {
    expect: person(200),
    request: (f) => get(`/api/circles/invitations/${f.inviteToken}`),
  },
  'POST /api/circles/join': {
    expect: signedIn(200),
    request: (f) => post('/api/circles/join', { token: f.joinToken }),
  },
  'GET /api/circles/:id': { expect: ownedByA(200), request: (f) => get(circle(f)) },
  'PATCH /api/circles/:id': { expect: ownedByA(200), request: (f) => patch(circle(f), { name: 'A reads' }) },
  'PATCH /api/circles/:id/membership': {
    expect: ownedByA(200),
    request: (f) => patch(`${circle(f)}/membership`, { showProgress: true }),
  },
  // A's own role cannot change but by handing the circle over: A reaches the rule (400), others the 404.
  'PATCH /api/circles/:id/members/:userId': {
    expect: ownedByA(400),
    request: (f) => patch(`${circle(f)}/members/${f.userA.id}`, { role: 'member' }),
  },
  'POST /api/circles/:id/days/:day/read': {
    expect: ownedByA(200),
    request: (f) => post(`${circle(f)}/days/1/read`),
  },
  'GET /api/circles/:id/invites': { expect: ownedByA(200), request: (f) => get(`${circle(f)}/invites`) },
  'POST /api/circles/:id/invites': {
    expect: ownedByA(201),
    request: (f) => post(`${circle(f)}/invites`, {}),
  },
  'DELETE /api/circles/:id/invites/:inviteId': {
    expect: ownedByA(204),
    request: (f) => ({ method: 'DELETE', url: `${circle(f)}/invites/${f.inviteId}` }),
  },
  'DELETE /api/circles/:id': {
    expect: ownedByA(204),
    request: (f) => ({ method: 'DELETE', url: `/api/circles/${f.circles.closable}` }),
  },
  // Each tries to remove A from A's circle; A leaves it (the last member: the circle goes).
  'DELETE /api/circles/:id/members/:userId': {
    expect: ownedByA(204),
    request: (f) => ({ method: 'DELETE', url: `/api/circles/${f.circles.leavable}/members/${f.userA.id}` }),
  },
};

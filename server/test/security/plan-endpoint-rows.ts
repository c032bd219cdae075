import { everyone, get, patch, person, post, type MatrixEntry } from './matrix-roles';

/** The reading-plan and reminder rows of the endpoint matrix, in the order the matrix calls them. */
export const planEndpointRows: Record<string, MatrixEntry> = {
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
};

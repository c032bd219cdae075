import { get, ownedByA, patch, post, type MatrixEntry } from './matrix-roles';

const NO_CIRCLE = '00000000-0000-4000-8000-000000000000';
const NO_POST = '00000000-0000-4000-8000-000000000001';
const thread = `/api/circles/${NO_CIRCLE}`;

/**
 * The thread rows of the endpoint matrix: a circle none of the actors is in answers 404 to every one of them, the
 * same answer as for a circle that does not exist (a banned account is refused first). What members may do inside
 * a circle is tested in server/features/circles.
 */
const outsiders = ownedByA(404);

export const circlePostEndpointRows: Record<string, MatrixEntry> = {
  'GET /api/circles/:id/posts': { expect: outsiders, request: () => get(`${thread}/posts`) },
  'POST /api/circles/:id/posts': {
    expect: outsiders,
    request: () => post(`${thread}/posts`, { body: 'A reflection on Luke 6:36.' }),
  },
  'POST /api/circles/:id/posts/:postId/reactions': {
    expect: outsiders,
    request: () => post(`${thread}/posts/${NO_POST}/reactions`, { emoji: '🙏' }),
  },
  'POST /api/circles/:id/posts/:postId/report': {
    expect: outsiders,
    request: () => post(`${thread}/posts/${NO_POST}/report`, { reason: 'Unkind' }),
  },
  'PATCH /api/circles/:id/posts/:postId': {
    expect: outsiders,
    request: () => patch(`${thread}/posts/${NO_POST}`, { hidden: true }),
  },
  'POST /api/circles/:id/seen': { expect: outsiders, request: () => post(`${thread}/seen`) },
  'POST /api/circles/:id/scholar': {
    expect: outsiders,
    request: () => post(`${thread}/scholar`, { question: 'What is mercy?' }),
  },
  'GET /api/circles/:id/events': { expect: outsiders, request: () => get(`${thread}/events`) },
};

import { everyone, get, post, type MatrixEntry } from './matrix-roles';

const UUID_ZERO = '00000000-0000-4000-8000-000000000000';
const FORGED = `${UUID_ZERO}.${UUID_ZERO}.${'A'.repeat(32)}`;

/** The circle digest's unsubscribe rows of the endpoint matrix. */
export const circleNotificationEndpointRows: Record<string, MatrixEntry> = {
  // The link needs no sign-in: its signature is the authority, and a forged one is refused to all.
  'GET /api/circles/digest/unsubscribe': {
    expect: everyone(400),
    request: () => get(`/api/circles/digest/unsubscribe?token=${FORGED}`),
  },
  'POST /api/circles/digest/unsubscribe': {
    expect: everyone(400),
    request: () => post(`/api/circles/digest/unsubscribe?token=${FORGED}`),
  },
};

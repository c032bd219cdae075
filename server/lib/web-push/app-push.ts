import type { FastifyInstance } from 'fastify';
import { loadVapidKeys, type VapidKeys } from '../vapid-keys';
import { systemLookup, type PushEndpointPolicy } from './push-endpoint-policy';
import { createPushSender, type PushSender } from './push-sender';

/* An app's Web Push: its VAPID keys (read once), the endpoint policy for its environment, and a sender. */

// Keyed by the HTTP server, which the root app and every plugin context share: the file is read once per app.
const vapidKeysByServer = new WeakMap<object, VapidKeys>();

export function vapidKeysOf(app: FastifyInstance): VapidKeys {
  let keys = vapidKeysByServer.get(app.server);
  if (!keys) {
    keys = loadVapidKeys(app.config);
    vapidKeysByServer.set(app.server, keys);
  }
  return keys;
}

export const pushEndpointPolicy = (app: FastifyInstance): PushEndpointPolicy => ({
  production: app.config.NODE_ENV === 'production',
  lookup: systemLookup,
});

export const appPushSender = (app: FastifyInstance): PushSender =>
  createPushSender(vapidKeysOf(app), pushEndpointPolicy(app));

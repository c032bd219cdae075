import webPush from 'web-push';
import type { VapidKeys } from '../vapid-keys';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint-policy';

/** What a push message carries: the service worker shows the title and body and opens `url` on a click. */
export type PushPayload = { title: string; body: string; url: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * 'gone': the push service no longer knows the subscription (the browser unsubscribed), or its endpoint is no
 * longer a public push service host; drop it.
 */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

// A notification nobody saw within half a day is about a day that has passed.
const TIME_TO_LIVE_S = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push to each browser's push service: web-push encrypts the payload for the browser (aes128gcm) and signs
 * the request with our VAPID key; fetch posts it (web-push's own sender speaks only https, and fetch keeps the
 * certificate checks while letting a test stand a plain local endpoint in for the push service).
 */
export function createPushSender(keys: VapidKeys, policy: PushEndpointPolicy): PushSender {
  return {
    async send(target, payload) {
      // Checked again before each post: a name accepted at subscription time may point elsewhere since.
      const check = await checkPushEndpoint(target.endpoint, policy);
      if (!check.ok && check.lasting) return 'gone';
      if (!check.ok) throw new Error(check.reason);
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TIME_TO_LIVE_S,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return 'sent';
    },
  };
}

import { pushKeyResponseSchema, pushSubscriptionRequestSchema } from '@common/api/reminders';
import { apiRequest, apiRequestJson } from './api-client';

/*
 * This browser's Web Push subscription, made through the app's service worker (registered in production builds)
 * and handed to the server, which pushes through it what the reader asked for: plan reminders, replies in a circle.
 */

const fetchPushKey = () => apiRequestJson(pushKeyResponseSchema, 'GET', '/api/reminders/push-key');

export type PushSetup = 'subscribed' | 'unsupported' | 'denied';

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** Asks for permission if needed, subscribes this browser (or reuses its subscription) and registers it. */
export async function subscribeThisBrowser(): Promise<PushSetup> {
  if (!pushSupported() || typeof Notification === 'undefined') return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes((await fetchPushKey()).publicKey),
    }));
  await apiRequest(
    'PUT',
    '/api/reminders/push-subscription',
    pushSubscriptionRequestSchema.parse(subscription.toJSON()),
  );
  return 'subscribed';
}

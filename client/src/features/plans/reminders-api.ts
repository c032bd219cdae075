import {
  planReminderSchema,
  pushKeyResponseSchema,
  remindersResponseSchema,
  type PushSubscriptionRequest,
  type PutReminderRequest,
} from '@common/api/reminders';
import { apiRequest, apiRequestJson } from '@/lib/api-client';

const REMINDERS_PATH = '/api/reminders';

export const remindersQueryKey = [REMINDERS_PATH] as const;

export const fetchReminders = (signal?: AbortSignal) =>
  apiRequestJson(remindersResponseSchema, 'GET', REMINDERS_PATH, undefined, { signal });

export const saveReminder = (body: PutReminderRequest) =>
  apiRequestJson(planReminderSchema, 'PUT', REMINDERS_PATH, body);

export async function removeReminder(planId: string): Promise<void> {
  await apiRequest('DELETE', `${REMINDERS_PATH}/${encodeURIComponent(planId)}`);
}

export const fetchPushKey = () => apiRequestJson(pushKeyResponseSchema, 'GET', `${REMINDERS_PATH}/push-key`);

export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await apiRequest('PUT', `${REMINDERS_PATH}/push-subscription`, subscription);
}

import { planReminderSchema, remindersResponseSchema, type PutReminderRequest } from '@common/api/reminders';
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

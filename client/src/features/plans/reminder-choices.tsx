import type { ReactNode } from 'react';
import type { ReminderChannel } from '@common/api/reminder-fields';
import { ApiRequestError } from '@/lib/api-client';
import { subscribeThisBrowser } from '@/lib/web-push-subscription';

/* The hour and channels of a daily reminder: set on a followed plan, or when starting one. */

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const PUSH_PROBLEMS = {
  unsupported: 'This browser cannot receive push notifications from this site.',
  denied:
    'Notifications are blocked for this site; allow them in the browser settings to get push reminders.',
} as const;

class PushSetupError extends Error {}

/** Subscribes this browser when the reminder goes by push; a browser that cannot or may not receive it throws. */
export async function readyForChannels(channels: ReminderChannel[]): Promise<void> {
  if (!channels.includes('push')) return;
  const setup = await subscribeThisBrowser();
  if (setup !== 'subscribed') throw new PushSetupError(PUSH_PROBLEMS[setup]);
}

export function reminderErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof PushSetupError) return error.message;
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export const toggleChannel = (current: ReminderChannel[], channel: ReminderChannel, on: boolean) =>
  on ? [...current, channel] : current.filter((value) => value !== channel);

export function ReminderChoices({
  id,
  hour,
  onHour,
  channels,
  onChannel,
  emailAvailable,
  children,
}: {
  id: string;
  hour: number;
  onHour: (hour: number) => void;
  channels: ReminderChannel[];
  onChannel: (channel: ReminderChannel, on: boolean) => void;
  emailAvailable: boolean;
  /** More choices in the same group (the on/off switch of a saved reminder). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="grid gap-1 text-sm" htmlFor={`${id}-hour`}>
        Time
        <select
          id={`${id}-hour`}
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={hour}
          onChange={(event) => onHour(Number(event.target.value))}
        >
          {Array.from({ length: 24 }, (_, value) => (
            <option key={value} value={value}>
              {hourLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Send the reminder by</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={channels.includes('email')}
            disabled={!emailAvailable}
            onChange={(event) => onChannel('email', event.target.checked)}
          />
          E-mail
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={channels.includes('push')}
            onChange={(event) => onChannel('push', event.target.checked)}
          />
          Push notification
        </label>
        {children}
      </fieldset>
    </div>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { PlanReminder, ReminderChannel } from '@common/api/reminders';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { browserTimeZone } from './plans-queries';
import { remindersQueryKey, removeReminder, saveReminder } from './reminders-api';
import { subscribeThisBrowser } from './web-push-subscription';

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const channelNames: Record<ReminderChannel, string> = { email: 'e-mail', push: 'push notification' };

function describe(reminder: PlanReminder): string {
  if (!reminder.enabled || reminder.channels.length === 0) return 'Reminder off.';
  const by = reminder.channels.map((channel) => channelNames[channel]).join(' and ');
  return `Reminder every day at ${hourLabel(reminder.hour)} (${reminder.timeZone}) by ${by}.`;
}

const PUSH_PROBLEMS = {
  unsupported: 'This browser cannot receive push notifications from this site.',
  denied:
    'Notifications are blocked for this site; allow them in the browser settings to get push reminders.',
} as const;

class PushSetupError extends Error {}

function messageOf(error: unknown): string {
  if (error instanceof PushSetupError) return error.message;
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return 'The reminder could not be saved. Please try again.';
}

/** A plan's daily reminder: the hour in the reader's time zone, e-mail and/or push, on or off. */
export function ReminderForm({
  planId,
  reminder,
  email,
}: {
  planId: string;
  reminder: PlanReminder | null;
  /** The account's address, or null when e-mail reminders are unavailable. */
  email: string | null;
}) {
  const id = useId();
  const client = useQueryClient();
  const [hour, setHour] = useState(reminder?.hour ?? 8);
  const [channels, setChannels] = useState<ReminderChannel[]>(
    reminder?.channels.length ? reminder.channels : [email ? 'email' : 'push'],
  );
  const [enabled, setEnabled] = useState(reminder?.enabled ?? true);
  const refresh = () => client.invalidateQueries({ queryKey: remindersQueryKey });
  const save = useMutation({
    mutationFn: async () => {
      if (channels.includes('push')) {
        const setup = await subscribeThisBrowser();
        if (setup !== 'subscribed') throw new PushSetupError(PUSH_PROBLEMS[setup]);
      }
      return saveReminder({ planId, hour, timeZone: browserTimeZone(), channels, enabled });
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeReminder(planId), onSettled: refresh });

  const toggle = (channel: ReminderChannel, on: boolean) =>
    setChannels((current) => (on ? [...current, channel] : current.filter((value) => value !== channel)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="grid gap-3" onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 text-sm" htmlFor={`${id}-hour`}>
          Time
          <select
            id={`${id}-hour`}
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={hour}
            onChange={(event) => setHour(Number(event.target.value))}
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
              disabled={!email}
              onChange={(event) => toggle('email', event.target.checked)}
            />
            E-mail
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={channels.includes('push')}
              onChange={(event) => toggle('push', event.target.checked)}
            />
            Push notification
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            On
          </label>
        </fieldset>
      </div>
      {email ? null : (
        <p className="text-sm text-muted-foreground">
          Sign up with an e-mail address to get reminders by e-mail.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || channels.length === 0}>
          Save reminder
        </Button>
        {reminder ? (
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove reminder
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {reminder ? describe(reminder) : 'No reminder yet.'}
      </p>
      {save.isError ? <p role="alert">{messageOf(save.error)}</p> : null}
      {remove.isError ? <p role="alert">The reminder could not be removed. Please try again.</p> : null}
    </form>
  );
}

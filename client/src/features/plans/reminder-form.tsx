import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ReminderChannel } from '@common/api/reminder-fields';
import type { PlanReminder } from '@common/api/reminders';
import { Button } from '@/components/ui/button';
import { browserTimeZone } from './plans-queries';
import {
  hourLabel,
  readyForChannels,
  ReminderChoices,
  reminderErrorMessage,
  toggleChannel,
} from './reminder-choices';
import { remindersQueryKey, removeReminder, saveReminder } from './reminders-api';

const channelNames: Record<ReminderChannel, string> = { email: 'e-mail', push: 'push notification' };

function describe(reminder: PlanReminder): string {
  if (!reminder.enabled || reminder.channels.length === 0) return 'Reminder off.';
  const by = reminder.channels.map((channel) => channelNames[channel]).join(' and ');
  return `Reminder every day at ${hourLabel(reminder.hour)} (${reminder.timeZone}) by ${by}.`;
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
      await readyForChannels(channels);
      return saveReminder({ planId, hour, timeZone: browserTimeZone(), channels, enabled });
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeReminder(planId), onSettled: refresh });

  const toggle = (channel: ReminderChannel, on: boolean) =>
    setChannels((current) => toggleChannel(current, channel, on));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="grid gap-3" onSubmit={submit}>
      <ReminderChoices
        id={id}
        hour={hour}
        onHour={setHour}
        channels={channels}
        onChannel={toggle}
        emailAvailable={Boolean(email)}
      >
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          On
        </label>
      </ReminderChoices>
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
      {save.isError ? (
        <p role="alert">
          {reminderErrorMessage(save.error, 'The reminder could not be saved. Please try again.')}
        </p>
      ) : null}
      {remove.isError ? <p role="alert">The reminder could not be removed. Please try again.</p> : null}
    </form>
  );
}

import { useId, useState } from 'react';
import type { ReminderChannel } from '@common/api/reminder-fields';
import type { PlanDetail } from '@common/api/plans';
import type { PlanCalendar } from '@common/plans/plan-types';
import { Button } from '@/components/ui/button';
import { calendarLabels } from './plan-links';
import { usePlanMutations } from './plans-queries';
import { ReminderChoices, reminderErrorMessage, toggleChannel } from './reminder-choices';
import { useReminders } from './reminders-queries';

/** Starting a plan: its calendar where it has several, and a daily reminder chosen in the same step. */
export function StartPlanForm({ plan }: { plan: PlanDetail }) {
  const id = useId();
  const { start } = usePlanMutations(plan.id);
  // Only the account's address matters here (a visitor or guest has none, so e-mail is unavailable).
  const email = useReminders().data?.email ?? null;
  const [calendar, setCalendar] = useState<PlanCalendar | ''>(plan.calendars[0] ?? '');
  const [remind, setRemind] = useState(false);
  const [hour, setHour] = useState(8);
  const [chosen, setChosen] = useState<ReminderChannel[] | null>(null);
  // Until the reader picks, e-mail when the account has an address, else push.
  const channels = chosen ?? [email ? 'email' : 'push'];
  const toggle = (channel: ReminderChannel, on: boolean) => setChosen(toggleChannel(channels, channel, on));

  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      aria-label="Start this plan"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({
          calendar: calendar || undefined,
          reminder: remind ? { hour, channels } : undefined,
        });
      }}
    >
      {plan.calendars.length > 0 ? (
        <label className="grid w-fit gap-1 text-sm">
          Calendar
          <select
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={calendar}
            onChange={(event) => setCalendar(event.target.value as PlanCalendar)}
          >
            {plan.calendars.map((value) => (
              <option key={value} value={value}>
                {calendarLabels[value]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={remind}
          onChange={(event) => setRemind(event.target.checked)}
        />
        Remind me every day
      </label>
      {remind ? (
        <>
          <ReminderChoices
            id={id}
            hour={hour}
            onHour={setHour}
            channels={channels}
            onChannel={toggle}
            emailAvailable={Boolean(email)}
          />
          {email ? null : (
            <p className="text-sm text-muted-foreground">
              Sign up with an e-mail address to get reminders by e-mail.
            </p>
          )}
        </>
      ) : null}
      <div>
        <Button type="submit" disabled={start.isPending || (remind && channels.length === 0)}>
          Start this plan
        </Button>
      </div>
      {start.isError ? (
        <p role="alert">
          {reminderErrorMessage(start.error, 'The plan could not be started. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}

import { ReminderForm } from './reminder-form';
import { useReminders } from './reminders-queries';

/** The reminder of one followed plan, on the plan's page. */
export function PlanReminderSection({ planId }: { planId: string }) {
  const { data, isError } = useReminders();
  return (
    <section aria-labelledby="plan-reminder" className="grid gap-3 rounded-lg border p-4">
      <h2 id="plan-reminder" className="text-lg font-semibold">
        Daily reminder
      </h2>
      {isError ? (
        <p role="alert">Your reminders could not be loaded.</p>
      ) : data ? (
        <ReminderForm
          planId={planId}
          reminder={data.reminders.find((reminder) => reminder.planId === planId) ?? null}
          email={data.email}
        />
      ) : (
        <p className="text-muted-foreground">Loading your reminder…</p>
      )}
    </section>
  );
}

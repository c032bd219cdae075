import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyPlans } from './plans-queries';
import { ReminderForm } from './reminder-form';
import { useReminders } from './reminders-queries';

/** Every followed plan's reminder in one place (the profile): see, change, switch off or remove each. */
export function PlanRemindersCard() {
  const plans = useMyPlans();
  const reminders = useReminders();
  const loading = plans.isPending || reminders.isPending;
  const failed = plans.isError || reminders.isError;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reading-plan reminders</CardTitle>
        <CardDescription>
          A daily e-mail or push notification at the hour you choose, in your time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {failed ? (
          <p role="alert">Your reminders could not be loaded.</p>
        ) : loading ? (
          <p className="text-muted-foreground">Loading your reminders…</p>
        ) : plans.data.length === 0 ? (
          <p>
            You follow no reading plan yet. <Link href="/plans">Choose a reading plan</Link> to get reminders.
          </p>
        ) : (
          plans.data.map((plan) => (
            <section key={plan.planId} aria-label={`Reminder for ${plan.title}`} className="grid gap-2">
              <h4 className="font-medium">
                <Link href={`/plans/${plan.planId}`}>{plan.title}</Link>
              </h4>
              <ReminderForm
                planId={plan.planId}
                reminder={
                  reminders.data.reminders.find((reminder) => reminder.planId === plan.planId) ?? null
                }
                email={reminders.data.email}
              />
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

import { Check } from 'lucide-react';
import type { MyPlan } from '@common/api/plans';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatLocalDay } from './plan-links';
import { usePlanMutations } from './plans-queries';

/** Day n of m, the percentage, a week-long strip of days, and pause, catch up, restart and leave. */
export function MyPlanProgress({ plan }: { plan: MyPlan }) {
  const { change, leave } = usePlanMutations(plan.planId);
  const busy = change.isPending || leave.isPending;
  const calendar = plan.kind === 'calendar';
  const todayDay = plan.today[0]?.day;
  return (
    <section aria-label="Your progress" className="grid gap-3 rounded-lg border bg-card p-4">
      <p className="font-medium">
        {todayDay ? `Day ${todayDay} of ${plan.totalDays}` : 'No reading today'} · {plan.percent}% done
        {plan.status === 'paused' ? ' · Paused' : plan.status === 'finished' ? ' · Finished' : ''}
      </p>
      {plan.nextStart ? (
        <p className="text-sm text-muted-foreground">Next begins on {formatLocalDay(plan.nextStart)}.</p>
      ) : null}
      {plan.behind > 0 ? (
        <p className="text-sm">
          {plan.behind === 1 ? '1 day' : `${plan.behind} days`} behind: catch up by reading two days in one,
          or move the schedule back.
        </p>
      ) : null}
      <div
        role="progressbar"
        aria-label="Plan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={plan.percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ inlineSize: `${plan.percent}%` }} />
      </div>
      <ol aria-label="Days around today" className="flex flex-wrap gap-2">
        {plan.strip.map((day) => (
          <li
            key={day.day}
            aria-current={day.today ? 'date' : undefined}
            className={cn(
              'grid min-w-12 justify-items-center rounded-md border px-2 py-1 text-xs',
              day.today && 'border-primary',
              day.done && 'bg-primary/10',
            )}
          >
            <span>Day {day.day}</span>
            {day.done ? <Check className="size-3" aria-label="read" /> : <span aria-hidden="true">·</span>}
            {day.date ? <span className="text-muted-foreground">{day.date.slice(5)}</span> : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {!calendar && plan.status !== 'finished' ? (
          // One button that changes its name, and is never disabled while the change is saved (a disabled
          // button loses the focus): a keyboard reader's focus stays on it after pausing.
          <Button
            variant="outline"
            size="sm"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) change.mutate(plan.status === 'paused' ? 'resume' : 'pause');
            }}
          >
            {plan.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
        ) : null}
        {!calendar && plan.status === 'active' && plan.behind > 0 ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => change.mutate('catch-up')}>
            Move the schedule back
          </Button>
        ) : null}
        <Button variant="outline" size="sm" disabled={busy} onClick={() => change.mutate('restart')}>
          Restart
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => leave.mutate()}>
          Leave plan
        </Button>
      </div>
    </section>
  );
}

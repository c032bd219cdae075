import { Link } from 'wouter';
import type { MyPlan, PlanPassage } from '@common/api/plans';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { PlanDayItem } from './plan-day-item';
import { formatLocalDay } from './plan-links';
import { useMyPlans, usePlanMutations } from './plans-queries';

/** The dashboard's 'Today' card: today's reading of every plan the reader follows, or a way to find one. */
export function TodayPlansCard({ onOpenVerse }: { onOpenVerse?: (target: VerseScriptureRef) => void }) {
  const { data: plans } = useMyPlans();
  if (!plans) return null;
  const open = onOpenVerse
    ? (passage: PlanPassage) =>
        onOpenVerse({
          religion: passage.religion,
          book: passage.book,
          chapter: passage.chapter,
          verse: passage.verse ?? 1,
        })
    : undefined;
  const following = plans.filter((plan) => plan.status !== 'finished');
  return (
    <section aria-labelledby="today-plans" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-plans" className="text-sm font-semibold text-muted-foreground">
          Today
        </h2>
        <Link href="/plans" className="text-sm text-primary hover:underline">
          {following.length > 0 ? 'All reading plans' : 'Find a reading plan'}
        </Link>
      </div>
      {following.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Follow a reading plan to see each day’s reading here, in one tradition or across all five.
        </p>
      ) : (
        following.map((plan) => <TodayOfPlan key={plan.planId} plan={plan} onOpenPassage={open} />)
      )}
    </section>
  );
}

function TodayOfPlan({
  plan,
  onOpenPassage,
}: {
  plan: MyPlan;
  onOpenPassage?: (passage: PlanPassage) => void;
}) {
  const { complete } = usePlanMutations(plan.planId);
  const done = new Set(plan.completedDays);
  return (
    <article
      aria-label={plan.title}
      className="grid gap-2 border-t pt-3 first-of-type:border-t-0 first-of-type:pt-0"
    >
      <p className="text-sm">
        <Link href={`/plans/${plan.planId}`} className="font-medium text-primary hover:underline">
          {plan.title}
        </Link>{' '}
        <span className="text-muted-foreground">
          · {plan.percent}% done{plan.status === 'paused' ? ' · Paused' : ''}
        </span>
      </p>
      {plan.today.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {plan.nextStart
            ? `No reading today; the next begins on ${formatLocalDay(plan.nextStart)}.`
            : 'No reading today.'}
        </p>
      ) : (
        plan.today.map((day) => (
          <PlanDayItem
            key={day.day}
            day={day}
            following
            headingLevel="h3"
            done={done.has(day.day)}
            busy={complete.isPending}
            onMarkDone={() => complete.mutate(day.day)}
            onOpenPassage={onOpenPassage}
          />
        ))
      )}
    </article>
  );
}

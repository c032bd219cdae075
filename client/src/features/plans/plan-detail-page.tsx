import { useParams } from 'wouter';
import type { PlanDetail } from '@common/api/plans';
import { religionIds } from '@common/scripture/religions';
import { PageHeadingWithBack } from '@/components/page-heading-with-back';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyPlanProgress } from './my-plan-progress';
import { PlanDayItem } from './plan-day-item';
import { PlanReminderSection } from './plan-reminder-section';
import { kindLabels, religionName } from './plan-links';
import { usePlan, usePlanMutations } from './plans-queries';
import { StartPlanForm } from './start-plan-form';

/** One plan: its introduction, the reader's progress (or a way to start), today's reading and every day. */
export function PlanDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: plan, isError, isPending } = usePlan(id);
  useDocumentTitle(plan?.title ?? 'Reading plan');
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
      <PageHeadingWithBack
        title={plan?.title ?? 'Reading plan'}
        backTo="/plans"
        backLabel="Back to the reading plans"
      />
      {isError ? (
        <p role="alert">This reading plan could not be found.</p>
      ) : isPending ? (
        <p className="text-muted-foreground">Loading the plan…</p>
      ) : (
        <PlanBody plan={plan} />
      )}
    </main>
  );
}

function PlanBody({ plan }: { plan: PlanDetail }) {
  const { complete } = usePlanMutations(plan.id);
  const mine = plan.mine;
  const done = new Set(mine?.completedDays ?? []);
  const todayDays = new Set(mine?.today.map((day) => day.day) ?? []);
  const traditions =
    plan.traditions.length === religionIds.length
      ? 'All five traditions'
      : plan.traditions.map(religionName).join(', ');
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {kindLabels[plan.kind]} · {traditions} · {plan.days} {plan.kind === 'calendar' ? 'readings' : 'days'}
      </p>
      <p>{plan.introduction}</p>
      {mine ? (
        <>
          <MyPlanProgress plan={mine} />
          <PlanReminderSection planId={plan.id} />
        </>
      ) : (
        <StartPlanForm plan={plan} />
      )}
      {mine && mine.today.length > 0 ? (
        <section aria-labelledby="todays-reading" className="grid gap-3 rounded-lg border p-4">
          <h2 id="todays-reading" className="text-lg font-semibold">
            Today’s reading
          </h2>
          {mine.today.map((day) => (
            <PlanDayItem
              key={day.day}
              day={day}
              following
              done={done.has(day.day)}
              busy={complete.isPending}
              onMarkDone={() => complete.mutate(day.day)}
            />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="all-days" className="grid gap-3">
        <h2 id="all-days" className="text-lg font-semibold">
          Every day
        </h2>
        <ol className="grid gap-4">
          {plan.dayList
            .filter((day) => !todayDays.has(day.day))
            .map((day) => (
              <li key={day.day} className="rounded-lg border p-4">
                <PlanDayItem
                  day={day}
                  following={Boolean(mine)}
                  done={done.has(day.day)}
                  busy={complete.isPending}
                  onMarkDone={() => complete.mutate(day.day)}
                />
              </li>
            ))}
        </ol>
      </section>
    </>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import type { PlanSummary } from '@common/api/plans';
import { religionIds, type ReligionId } from '@common/scripture/religions';
import { PageHeadingWithBack } from '@/components/page-heading-with-back';
import { useDocumentTitle } from '@/lib/use-document-title';
import { kindLabels, religionName } from './plan-links';
import { useMyPlans, usePlans } from './plans-queries';

const lengths = {
  week: { label: 'Up to a week', fits: (days: number) => days <= 7 },
  month: { label: 'Up to a month', fits: (days: number) => days > 7 && days <= 31 },
  longer: { label: 'Longer than a month', fits: (days: number) => days > 31 },
} as const;
type LengthFilter = keyof typeof lengths;

/** The plan library with filters by tradition and length, and the plans the reader follows. */
export function PlansPage() {
  useDocumentTitle('Reading plans');
  const [tradition, setTradition] = useState<ReligionId | ''>('');
  const [length, setLength] = useState<LengthFilter | ''>('');
  const { data: plans, isError, isPending } = usePlans();
  const { data: mine } = useMyPlans();
  const shown = (plans ?? []).filter(
    (plan) =>
      (!tradition || plan.traditions.includes(tradition)) && (!length || lengths[length].fits(plan.days)),
  );
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
      <PageHeadingWithBack title="Reading plans" backTo="/dashboard" backLabel="Back to the dashboard" />
      {mine && mine.length > 0 ? (
        <section aria-labelledby="my-plans" className="grid gap-3">
          <h2 id="my-plans" className="text-lg font-semibold">
            Your plans
          </h2>
          <ul className="grid gap-2">
            {mine.map((plan) => (
              <li
                key={plan.planId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <Link href={`/plans/${plan.planId}`} className="font-medium text-primary hover:underline">
                  {plan.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {plan.today[0] ? `Day ${plan.today[0].day} of ${plan.totalDays}` : 'Not in season'} ·{' '}
                  {plan.percent}% done
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="plan-library" className="grid gap-3">
        <h2 id="plan-library" className="text-lg font-semibold">
          All plans
        </h2>
        <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Filter plans">
          <select
            aria-label="Tradition"
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={tradition}
            onChange={(event) => setTradition(event.target.value as ReligionId | '')}
          >
            <option value="">All traditions</option>
            {religionIds.map((id) => (
              <option key={id} value={id}>
                {religionName(id)}
              </option>
            ))}
          </select>
          <select
            aria-label="Length"
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={length}
            onChange={(event) => setLength(event.target.value as LengthFilter | '')}
          >
            <option value="">Any length</option>
            {(Object.keys(lengths) as LengthFilter[]).map((key) => (
              <option key={key} value={key}>
                {lengths[key].label}
              </option>
            ))}
          </select>
        </div>
        {isError ? (
          <p role="alert">The reading plans could not be loaded. Please try again.</p>
        ) : isPending ? (
          <p className="text-muted-foreground">Loading reading plans…</p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">No plan matches these filters.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  const traditions =
    plan.traditions.length === religionIds.length
      ? 'All five traditions'
      : plan.traditions.map(religionName).join(', ');
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4">
      <h3 className="font-semibold">
        <Link href={`/plans/${plan.id}`} className="text-primary hover:underline">
          {plan.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        {kindLabels[plan.kind]} · {traditions} · {plan.days} {plan.kind === 'calendar' ? 'readings' : 'days'}
      </p>
      <p className="line-clamp-3 text-sm">{plan.introduction}</p>
    </li>
  );
}

import { Fragment } from 'react';
import { Link } from 'wouter';
import type { CircleDetail } from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { readerHref, religionName } from './circle-links';
import { useCircleMutations } from './circles-queries';

/** 'Sunday 8 February 2026' for a local day. */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** Today's reading of the circle's plan in the reader's own day, who has read it, and the plan's progress. */
export function CircleToday({ circle }: { circle: CircleDetail }) {
  const { readDay } = useCircleMutations(circle.id);
  const { plan, today, progress } = circle;
  const readers = circle.members.filter((member) => member.readToday === true);
  return (
    <section aria-labelledby="circle-today" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="circle-today" className="text-lg font-semibold">
        Today’s reading
      </h2>
      {!plan ? (
        <p className="text-sm text-muted-foreground">This circle reads together without a plan.</p>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-medium">{plan.title}</span>
            <span className="text-muted-foreground"> · from {formatDay(plan.startsOn)}</span>
          </p>
          {!today?.reading || today.day === null ? (
            <p className="text-sm text-muted-foreground">
              {progress && progress.daysElapsed === 0
                ? `The plan begins on ${formatDay(plan.startsOn)}.`
                : 'The plan is finished: every day has been read together.'}
            </p>
          ) : (
            <div className="grid gap-2">
              <h3 className="font-medium">
                Day {today.day}: {today.reading.title}
              </h3>
              <ul className="grid gap-1 text-sm">
                {today.reading.passages.map((passage) => (
                  <li key={`${passage.religion}-${passage.reference}`}>
                    <span className="text-muted-foreground">{religionName(passage.religion)}: </span>
                    <Link href={readerHref(passage)} className="text-primary underline underline-offset-4">
                      {passage.reference}
                    </Link>
                  </li>
                ))}
              </ul>
              {today.readByMe ? (
                <p className="text-sm font-medium">You have read day {today.day}</p>
              ) : circle.closedAt ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  disabled={readDay.isPending}
                  onClick={() => readDay.mutate(today.day!)}
                >
                  Mark day {today.day} as read
                </Button>
              )}
              <p className="text-sm text-muted-foreground">
                {readers.length === 0 ? (
                  'No one has said they read it yet.'
                ) : (
                  <>
                    Read today:{' '}
                    {readers.map((member, index) => (
                      <Fragment key={member.userId}>
                        {index > 0 ? ', ' : ''}
                        <bdi>{member.displayName}</bdi>
                      </Fragment>
                    ))}
                  </>
                )}
              </p>
            </div>
          )}
          {progress ? <PlanProgress progress={progress} /> : null}
        </>
      )}
    </section>
  );
}

function PlanProgress({ progress }: { progress: NonNullable<CircleDetail['progress']> }) {
  const read = progress.daysReadByMe.length;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="The circle’s way through the plan"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ inlineSize: `${progress.percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        Day {progress.daysElapsed} of {progress.totalDays} · {progress.percent}% of the plan · you have read{' '}
        {read} {read === 1 ? 'day' : 'days'}
      </p>
    </div>
  );
}

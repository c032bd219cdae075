import { lazy, Suspense } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, X } from 'lucide-react';
import type { DailyMinutes, Journey, ProgressSummary, ReadingSession } from '@common/api/progress';
import { RECENT_SESSIONS_COUNT } from '@common/journey/constants';
import { formatDuration } from '@common/journey/duration';
import { parseGoalInput } from '@common/journey/weekly-goal';
import { getReligion, religionIds } from '@common/scripture/religions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { days, ProgressCards } from './progress-cards';
import { refreshJourneyQueries, setReadingGoal } from './progress-api';
import {
  useDailyMinutes,
  useJourney,
  useMilestones,
  useProgressSummary,
  useReadingSessions,
} from './progress-queries';

const MinutesChart = lazy(async () => ({ default: (await import('./minutes-chart')).MinutesChart }));

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export type SpiritualJourneyProgressProps = {
  /** Shows the close button (the dashboard's Progress tab); the history drawer leaves it out. */
  onClose?: () => void;
};

/** 'Spiritual Journey Progress': the dashboard's Progress view and the history drawer's Progress tab. */
export function SpiritualJourneyProgress({ onClose }: SpiritualJourneyProgressProps) {
  const summary = useProgressSummary();
  const journey = useJourney();
  const sessions = useReadingSessions();
  const milestones = useMilestones();
  const daily = useDailyMinutes();

  return (
    <section aria-labelledby="journey-progress-title" className="flex flex-col gap-4 p-4">
      <header className="flex items-center justify-between gap-2">
        <h2 id="journey-progress-title" className="text-xl font-semibold">
          Spiritual Journey Progress
        </h2>
        {onClose && (
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close progress">
            <X />
          </Button>
        )}
      </header>

      {summary.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your journey could not be loaded. Please try again.
        </p>
      )}
      {summary.data ? <ProgressCards summary={summary.data} /> : !summary.isError && <CardsSkeleton />}

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Minutes Read, Last Four Weeks</CardTitle>
        </CardHeader>
        <CardContent>
          <ChartArea days={daily.data?.days} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <RecentSessions sessions={sessions.data} />
        <ReligionsExplored explored={summary.data?.religionsExplored} />
        <RecentAchievements summary={summary.data} earned={milestones.data?.length} />
        <JourneyStats journey={journey.data} summary={summary.data} />
      </div>
    </section>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading your journey">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

function ChartArea({ days: chartDays }: { days: DailyMinutes[] | undefined }) {
  if (!chartDays) return <Skeleton className="h-[220px]" />;
  const totals = religionIds
    .map((religion) => ({ religion, minutes: chartDays.reduce((sum, day) => sum + day[religion], 0) }))
    .filter((total) => total.minutes > 0);
  if (totals.length === 0) {
    return <p className="text-sm text-muted-foreground">No reading time in the last four weeks yet.</p>;
  }
  return (
    <>
      <p className="sr-only">
        {`Minutes read in the last four weeks: ${totals
          .map((total) => `${getReligion(total.religion).name} ${total.minutes}`)
          .join(', ')}.`}
      </p>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-[220px]" />}>
          <MinutesChart days={chartDays} />
        </Suspense>
      </div>
    </>
  );
}

function RecentSessions({ sessions }: { sessions: ReadingSession[] | undefined }) {
  const latest = sessions?.slice(0, RECENT_SESSIONS_COUNT);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Recent Reading Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {!latest && <Skeleton className="h-24" />}
        {latest?.length === 0 && <p className="text-sm text-muted-foreground">No reading sessions yet</p>}
        {latest && latest.length > 0 && (
          <ul className="flex flex-col divide-y">
            {latest.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {session.book} {session.chapter}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {getReligion(session.religion).name} · {shortDateTime(session.startTime)} ·{' '}
                    {session.versesRead} {session.versesRead === 1 ? 'verse' : 'verses'}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {session.completedChapter && <Badge variant="secondary">Completed</Badge>}
                  <span className="tabular-nums text-muted-foreground">
                    {session.endTime ? formatDuration(session.durationMinutes) : 'In progress'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReligionsExplored({ explored }: { explored: string[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Religions Explored</CardTitle>
      </CardHeader>
      <CardContent>
        {!explored ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">
              {explored.length} of {religionIds.length} traditions
            </p>
            <ul className="flex flex-wrap gap-2">
              {religionIds.map((religion) => {
                const done = explored.includes(religion);
                return (
                  <li key={religion}>
                    <Badge variant={done ? 'default' : 'outline'} className={done ? undefined : 'opacity-70'}>
                      {done && <Check className="size-3" aria-hidden="true" />}
                      {getReligion(religion).name}
                      <span className="sr-only">{done ? ' (explored)' : ' (not yet explored)'}</span>
                    </Badge>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecentAchievements({ summary, earned }: { summary: ProgressSummary | undefined; earned?: number }) {
  const recent = summary?.recentMilestones;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">Recent Achievements</CardTitle>
        {earned !== undefined && earned > 0 && <Badge variant="accent">{earned} earned</Badge>}
      </CardHeader>
      <CardContent>
        {!recent && <Skeleton className="h-24" />}
        {recent?.length === 0 && <p className="text-sm text-muted-foreground">No achievements yet</p>}
        {recent && recent.length > 0 && (
          <ul className="flex flex-col gap-3">
            {recent.map((milestone) => (
              <li key={milestone.id} className="flex items-start gap-3">
                <span className="text-2xl leading-none" aria-hidden="true">
                  {milestone.badge}
                </span>
                <div className="min-w-0">
                  <p className="font-medium">{milestone.title}</p>
                  <p className="text-sm text-muted-foreground">{milestone.description}</p>
                  <p className="text-xs text-muted-foreground">{longDate(milestone.achievedAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function JourneyStats({
  journey,
  summary,
}: {
  journey: Journey | undefined;
  summary: ProgressSummary | undefined;
}) {
  const queryClient = useQueryClient();
  const goal = useMutation({
    mutationFn: setReadingGoal,
    onSuccess: () => refreshJourneyQueries(queryClient),
    // 'Failed to update goal' is logged, not shown: the goal prompt has already closed.
    onError: (error) => console.error('Failed to update goal', error),
  });
  const readingGoal = journey?.readingGoal ?? 0;
  const editGoal = () => {
    const value = parseGoalInput(window.prompt('Weekly reading goal (minutes):', String(readingGoal)));
    if (value !== null) goal.mutate(value);
  };
  const favorite = journey?.favoriteReligion;
  const rows: Array<[string, string]> = [
    ['Journey Started', journey?.startDate ? longDate(journey.startDate) : 'N/A'],
    ['Longest Streak', days(summary?.longestStreak ?? 0)],
    ['Favorite Tradition', favorite ? getReligion(favorite).name : 'Exploring'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Journey Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">Weekly Goal</dt>
            <dd className="flex items-center gap-1 font-medium">
              {readingGoal > 0 ? `${readingGoal} minutes` : 'Not set'}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={editGoal}
                aria-label="Edit weekly goal"
              >
                <Pencil />
              </Button>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

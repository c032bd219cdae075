import {
  BookOpen,
  Clock,
  Crown,
  Flame,
  Sparkles,
  Sprout,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProgressSummary } from '@common/api/progress';
import { formatDuration } from '@common/journey/duration';
import { streakTier, type StreakTier } from '@common/journey/streak-tier';
import { Card, CardContent } from '@/components/ui/card';

const streakIcons: Record<StreakTier, { icon: LucideIcon; label: string }> = {
  radiant: { icon: Crown, label: '30 days or more' },
  blazing: { icon: Trophy, label: '14 days or more' },
  burning: { icon: Flame, label: '7 days or more' },
  kindled: { icon: Sparkles, label: '3 days or more' },
  seed: { icon: Sprout, label: 'just beginning' },
};

export const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function StatCard(props: {
  title: string;
  value: string;
  icon: LucideIcon;
  iconLabel?: string;
  children?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-6">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{props.title}</h3>
          <Icon
            className="size-5 text-gold"
            aria-hidden={props.iconLabel ? undefined : true}
            aria-label={props.iconLabel}
            role={props.iconLabel ? 'img' : undefined}
          />
        </div>
        <p className="text-2xl font-semibold tabular-nums">{props.value}</p>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** The four cards: Total Sessions, Time Spent, Current Streak, Weekly Goal. */
export function ProgressCards({ summary }: { summary: ProgressSummary }) {
  const streak = streakIcons[streakTier(summary.currentStreak)];
  const goal = summary.readingGoal;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard title="Total Sessions" value={String(summary.totalSessions)} icon={BookOpen} />
      <StatCard title="Time Spent" value={formatDuration(summary.totalMinutes)} icon={Clock} />
      <StatCard
        title="Current Streak"
        value={days(summary.currentStreak)}
        icon={streak.icon}
        iconLabel={`Streak tier: ${streak.label}`}
      />
      <StatCard title="Weekly Goal" value={`${summary.weeklyGoalPercent}%`} icon={Target}>
        <div
          role="progressbar"
          aria-label="Weekly goal progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.weeklyGoalPercent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ inlineSize: `${summary.weeklyGoalPercent}%` }}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          {goal > 0
            ? `${formatDuration(summary.minutesLastSevenDays)} of ${formatDuration(goal)} in the last 7 days`
            : 'No weekly goal set'}
        </p>
      </StatCard>
    </div>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyMinutes } from '@common/api/progress';
import { getReligion, religionIds } from '@common/scripture/religions';
import { religionColors } from './religion-colors';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Minutes read per day over the last four weeks, stacked by tradition. Loaded only when shown. */
export function MinutesChart({ days }: { days: DailyMinutes[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      {/* Hidden from assistive tech: the view states the same figures in text beside the chart. */}
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dayLabel}
          interval={6}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
          unit="m"
        />
        <Tooltip
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value) => `${String(value)} min`}
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            color: 'var(--popover-foreground)',
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {religionIds.map((religion) => (
          <Bar
            key={religion}
            dataKey={religion}
            name={getReligion(religion).name}
            stackId="minutes"
            fill={religionColors[religion]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

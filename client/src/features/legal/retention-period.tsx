import type { RetentionPeriods } from '@common/api/legal';
import { useRetentionPeriods } from './retention-api';

const UNITS: Record<keyof RetentionPeriods, [one: string, many: string]> = {
  guestDays: ['day', 'days'],
  chatMonths: ['month', 'months'],
  moderationContentDays: ['day', 'days'],
};

/**
 * One retention period as the server is configured ("90 days"); a placeholder while it loads, and the words
 * "a set period" if it cannot be read, so the sentence still reads.
 */
export function RetentionPeriod({ of }: { of: keyof RetentionPeriods }) {
  const { data, isError } = useRetentionPeriods();
  if (!data) {
    if (isError) return <>a set period</>;
    return <span className="inline-block h-4 w-16 animate-pulse rounded bg-muted align-middle" aria-hidden />;
  }
  const value = data[of];
  const [one, many] = UNITS[of];
  return (
    <strong>
      {value} {value === 1 ? one : many}
    </strong>
  );
}
